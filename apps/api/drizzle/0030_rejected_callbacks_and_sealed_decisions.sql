-- Decision 0193, issue 19 item 7: a correctly signed vendor answer that does not parse is refused (400) and kept
-- here, encrypted, for a person to read; its request stays open for the vendor's next, correct answer. The
-- fingerprint (HMAC under the data key) keeps a resent copy of the same bytes from adding a row.
CREATE TABLE "vendor_callback_rejections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"vendor" text NOT NULL,
	"request_id" uuid,
	"callback_id" text,
	"reason" text NOT NULL,
	"detail" text NOT NULL,
	"body_fingerprint" text NOT NULL,
	"body_encrypted" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vendor_callback_rejections_request_fk" FOREIGN KEY ("request_id") REFERENCES "public"."vendor_requests"("id") ON DELETE cascade ON UPDATE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX "vendor_callback_rejections_body_uq" ON "vendor_callback_rejections" USING btree ("vendor","body_fingerprint");
--> statement-breakpoint
CREATE INDEX "vendor_callback_rejections_request_idx" ON "vendor_callback_rejections" USING btree ("request_id");
--> statement-breakpoint
-- Decision 0193, issue 19 item 10: the decision facts and the final decision (score, debt-to-income, monthly debt,
-- income) are stored AES-256-GCM encrypted like the credit report (decision 0088). SQL cannot encrypt the existing
-- rows (the key is the server's, not the database's): the server moves them into these columns at start
-- (encryptLegacyDecisionRecords) and clears the plaintext columns, which a later migration drops.
ALTER TABLE "heloc_applications" ADD COLUMN "decision_facts_encrypted" text;
--> statement-breakpoint
ALTER TABLE "heloc_applications" ADD COLUMN "final_decision_encrypted" text;
