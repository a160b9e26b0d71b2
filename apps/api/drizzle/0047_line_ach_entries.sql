-- Issue 22 item 11 (decision 0258): each /pay payment (a PPD debit) and later draw (a PPD credit) goes to the
-- lender's bank as its own ACH entry: its trace sequence, file, request and outcome. Rows written before this moved
-- no money; they stay in the balance as settled.
ALTER TABLE "line_transactions" ADD COLUMN "status" text DEFAULT 'SETTLED' NOT NULL;
--> statement-breakpoint
ALTER TABLE "line_transactions" ALTER COLUMN "status" SET DEFAULT 'PENDING';
--> statement-breakpoint
ALTER TABLE "line_transactions" ADD COLUMN "sequence" integer;
--> statement-breakpoint
ALTER TABLE "line_transactions" ADD COLUMN "trace_number" text;
--> statement-breakpoint
ALTER TABLE "line_transactions" ADD COLUMN "file_encrypted" text;
--> statement-breakpoint
ALTER TABLE "line_transactions" ADD COLUMN "file_sha256" text;
--> statement-breakpoint
ALTER TABLE "line_transactions" ADD COLUMN "request_id" uuid;
--> statement-breakpoint
ALTER TABLE "line_transactions" ADD COLUMN "submitted_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "line_transactions" ADD COLUMN "settled_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "line_transactions" ADD COLUMN "return_code" text;
--> statement-breakpoint
ALTER TABLE "line_transactions" ADD COLUMN "return_reason" text;
--> statement-breakpoint
ALTER TABLE "line_transactions" ADD COLUMN "returned_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "line_transactions" ADD CONSTRAINT "line_transactions_status" CHECK ("line_transactions"."status" in ('PENDING', 'SETTLED', 'RETURNED'));
--> statement-breakpoint
CREATE UNIQUE INDEX "line_transactions_sequence" ON "line_transactions" USING btree ("sequence");
--> statement-breakpoint
CREATE INDEX "line_transactions_request_idx" ON "line_transactions" USING btree ("request_id");
