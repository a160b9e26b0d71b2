-- A draw the lender sends again after calling the borrower (decision 0187): who confirmed the account, in the
-- staff member's words, kept with the entry it sent.
ALTER TABLE "ach_entries" ADD COLUMN "sent_by_staff_note" text;
