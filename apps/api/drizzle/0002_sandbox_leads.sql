-- Sandbox lead data (docs/sandbox-personas.md, "Offer codes and referrals"): fixed rows the e2e tests and demos use.
INSERT INTO "offer_codes" ("code", "organization_code", "first_name", "last_name", "street1", "street2", "city", "state", "zip", "in_home_date", "respond_by_date") VALUES
  ('HAPPY2026', 'HEARTH', 'Alex', 'Prime', '1400 Happy Path Ln', '', 'Sacramento', 'CA', '95814', '2026-01-05', '2099-12-31'),
  ('SUMMIT400', 'HEARTH', 'Alex', 'Prime', '1000 Summit Dr', '', 'Boulder', 'CO', '80302', '2026-01-05', '2099-12-31'),
  ('DECLINE26', 'HEARTH', 'Alex', 'Decline', '1400 Happy Path Ln', '', 'Sacramento', 'CA', '95814', '2026-01-05', '2099-12-31'),
  ('EXPIRED25', 'HEARTH', 'Alex', 'Prime', '1400 Happy Path Ln', '', 'Sacramento', 'CA', '95814', '2025-01-05', '2025-03-31')
ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO "loan_originators" ("uuid", "originator_name", "broker_name", "email", "phone_number", "nmls", "licensed_states", "enforce_licensed_states") VALUES
  ('6f1a2b3c-0001-4000-8000-000000000001', 'Dana Lee', NULL, 'dana.lee@loans.example', '(555) 555-0101', '1000001', '["CA","CO","AZ","NC","TX"]', false),
  ('6f1a2b3c-0002-4000-8000-000000000002', 'Sam Ortiz', 'Ortiz Mortgage Brokers', 'sam.ortiz@loans.example', '(555) 555-0102', '1000002', '["CA","CO"]', true),
  ('6f1a2b3c-0003-4000-8000-000000000003', 'Riley Chen', 'Harbor Wholesale Lending', 'riley.chen@loans.example', '(555) 555-0103', '1000003', '["CA","MN","NC","OH","TX","FL"]', false)
ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO "lead_referrals" ("uuid", "loan_originator_uuid", "status", "first_name", "last_name", "email", "phone_number", "street1", "street2", "city", "state", "zip") VALUES
  ('7e2b3c4d-0001-4000-8000-000000000001', '6f1a2b3c-0001-4000-8000-000000000001', 'OPEN', 'Alex', 'Prime', 'referred.prime@example.com', '(555) 555-0111', '1400 Happy Path Ln', '', 'Sacramento', 'CA', '95814'),
  ('7e2b3c4d-0002-4000-8000-000000000002', '6f1a2b3c-0002-4000-8000-000000000002', 'OPEN', 'Alex', 'Prime', 'referred.licensed@example.com', '(555) 555-0112', '910 Second Lien Rd', '', 'Charlotte', 'NC', '28202')
ON CONFLICT DO NOTHING;
