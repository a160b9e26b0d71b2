-- Decision 0088: the soft-credit report is stored AES-256-GCM encrypted. SQL cannot encrypt the existing
-- plaintext reports; the server moves them into this column at start (encryptLegacyCreditPulls) and clears
-- credit_pull. Idempotency scopes (decision 0085) need no schema change: the caller is part of the scope text.
ALTER TABLE "heloc_applications" ADD COLUMN "credit_pull_encrypted" text;
