-- The final decision (decision 0153): what the engine saw and decided once income and identity were verified,
-- what changed from the selected offer, and the borrower's acceptance (time, IP address, hash of the figures).
ALTER TABLE "heloc_applications" ADD COLUMN "final_decision" jsonb;
