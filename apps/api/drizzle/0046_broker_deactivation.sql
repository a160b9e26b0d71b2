-- Issue 23 (decision 0245): a lender deactivates a broker's or loan officer's account. The identity keeps when;
-- who and why are in the console's audit log.
ALTER TABLE "identities" ADD COLUMN "deactivated_at" timestamp with time zone;
