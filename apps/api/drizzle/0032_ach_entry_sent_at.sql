-- When an ACH entry's file was first sent, on the application's clock (decision 0201): the day the borrower's money
-- went out, as the pages and the staff view show it. submitted_at stays the real time the vendor retry reads.
ALTER TABLE "ach_entries" ADD COLUMN "sent_at" timestamp with time zone;
