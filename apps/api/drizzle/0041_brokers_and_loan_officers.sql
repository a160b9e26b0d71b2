-- Issue 23 (decisions 0225, 0226, 0227): broker and loan-officer accounts, their referral links and mail settings,
-- the pipeline's read by referrer, and the record of a co-owner removed before signing.
ALTER TABLE "loan_originators" ADD COLUMN "identity_uuid" uuid REFERENCES "identities"("uuid") ON DELETE SET NULL;
--> statement-breakpoint
ALTER TABLE "loan_originators" ADD COLUMN "organization_code" text;
--> statement-breakpoint
ALTER TABLE "loan_originators" ADD COLUMN "role" text DEFAULT 'LOAN_OFFICER' NOT NULL;
--> statement-breakpoint
ALTER TABLE "loan_originators" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;
--> statement-breakpoint
ALTER TABLE "loan_originators" ADD CONSTRAINT "loan_originators_role_check" CHECK ("role" in ('BROKER', 'LOAN_OFFICER'));
--> statement-breakpoint
CREATE UNIQUE INDEX "loan_originators_identity_key" ON "loan_originators" USING btree ("identity_uuid");
--> statement-breakpoint
ALTER TABLE "lead_referrals" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;
--> statement-breakpoint
CREATE INDEX "lead_referrals_originator_idx" ON "lead_referrals" USING btree ("loan_originator_uuid","created_at");
--> statement-breakpoint
CREATE INDEX "heloc_applications_referrer_idx" ON "heloc_applications" USING btree ("referrer_uuid","organization_code");
--> statement-breakpoint
CREATE TABLE "broker_mail_settings" (
	"identity_uuid" uuid PRIMARY KEY NOT NULL REFERENCES "identities"("uuid") ON DELETE CASCADE,
	"offers" boolean DEFAULT true NOT NULL,
	"declined" boolean DEFAULT true NOT NULL,
	"funded" boolean DEFAULT true NOT NULL,
	"waiting_on_borrower" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "co_deed_removals" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"application_uuid" uuid NOT NULL REFERENCES "heloc_applications"("uuid") ON DELETE CASCADE,
	"invitation_id" uuid NOT NULL,
	"owner_name" text NOT NULL,
	"email" text NOT NULL,
	"identity_uuid" uuid REFERENCES "identities"("uuid") ON DELETE SET NULL,
	"removed_by" uuid NOT NULL REFERENCES "identities"("uuid") ON DELETE CASCADE,
	"removed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "co_deed_removals_invitation_key" ON "co_deed_removals" USING btree ("invitation_id");
