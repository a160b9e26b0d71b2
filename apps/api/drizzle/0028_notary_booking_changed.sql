-- The borrower changes a notary booking before it starts (decision 0186): the booking given up, kept for the record
-- until a new one replaces the row.
ALTER TABLE "notary_sessions" ADD COLUMN "withdrawn_at" timestamp with time zone;
