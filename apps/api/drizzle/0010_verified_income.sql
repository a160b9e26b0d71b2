-- Verified income (decision 0150): written by the income step when a payroll, bank-income, document or employer
-- check confirms the borrower's gross annual income; read by the final decision. Null until verified.
ALTER TABLE "heloc_applications" ADD COLUMN "verified_income_cents" integer;--> statement-breakpoint
ALTER TABLE "heloc_applications" ADD COLUMN "income_verification_source" text;--> statement-breakpoint
ALTER TABLE "heloc_applications" ADD CONSTRAINT "heloc_applications_verified_income_check" CHECK ("heloc_applications"."verified_income_cents" is null or "heloc_applications"."verified_income_cents" >= 0);
