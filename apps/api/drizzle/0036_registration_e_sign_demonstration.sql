-- Decision 0210, issue 20 item 14: the reasonable demonstration of the consent to electronic communications at
-- registration (the sample PDF's code typed back with the nonce the page opened it with). Without it the consent
-- does not count for delivery: notices go by mail.
ALTER TABLE "identity_consents" ADD COLUMN "demonstrated_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "identity_consents" ADD COLUMN "demonstration_nonce" text;
--> statement-breakpoint
ALTER TABLE "identity_consents" ADD COLUMN "demonstration_user_agent" text;
--> statement-breakpoint
CREATE UNIQUE INDEX "identity_consents_demonstration_nonce_key" ON "identity_consents" USING btree ("demonstration_nonce");
