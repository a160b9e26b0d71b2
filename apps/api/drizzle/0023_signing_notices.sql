-- The notices of the right to cancel delivered at signing (decision 0180): the day they were delivered, since the
-- right to cancel runs from the later of the transaction date and the delivery of the notice.
ALTER TABLE "notary_sessions" ADD COLUMN "notices_delivered_on" text;
