-- Offer codes belong to the lender that mailed them (decision 0054): sandbox codes of two partner lenders beside the
-- main brand's (docs/sandbox-personas.md, "Offer codes, referrals and affiliate links"). SUMMITCU's code also works on
-- its member channel SUMMITCU_MEMBERS (same canonical organisation).
INSERT INTO "offer_codes" ("code", "organization_code", "first_name", "last_name", "street1", "street2", "city", "state", "zip", "in_home_date", "respond_by_date") VALUES
  ('PORCH2026', 'PORCHLIGHT', 'Alex', 'Prime', '1400 Happy Path Ln', '', 'Sacramento', 'CA', '95814', '2026-01-05', '2099-12-31'),
  ('RIDGE2026', 'SUMMITCU', 'Alex', 'Prime', '1000 Summit Dr', '', 'Boulder', 'CO', '80302', '2026-01-05', '2099-12-31')
ON CONFLICT DO NOTHING;
