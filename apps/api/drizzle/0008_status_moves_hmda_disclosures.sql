-- Disclosures accepted on start/app-summary (decision 0121): the SHA-256 of the exact text shown, beside its version.
ALTER TABLE "application_consents" ADD COLUMN "text_sha256" text;--> statement-breakpoint
-- Regulation C answers (decision 0122): a table of their own, never a column of the application the engine reads.
CREATE TABLE "application_hmda" (
	"application_uuid" uuid PRIMARY KEY NOT NULL,
	"identity_uuid" uuid NOT NULL,
	"answers" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "application_hmda" ADD CONSTRAINT "application_hmda_application_uuid_heloc_applications_uuid_fk" FOREIGN KEY ("application_uuid") REFERENCES "public"."heloc_applications"("uuid") ON DELETE cascade ON UPDATE no action;
