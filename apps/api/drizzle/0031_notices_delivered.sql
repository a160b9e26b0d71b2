-- Decision 0200, issue 20 items 7, 11 and 12: the notices an applicant is given (the early HELOC disclosure, the
-- credit score notices, the notice of action taken), each stored as a PDF with how it was delivered; the mail queue a
-- print vendor reads for applicants without electronic consent; the consent to electronic communications accepted
-- at registration, with its version, time, address and text hash; and the outbox's attachments.
CREATE TABLE "identity_consents" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"identity_uuid" uuid NOT NULL,
	"type" text NOT NULL,
	"version" text NOT NULL,
	"ip_address" text NOT NULL,
	"text_sha256" text NOT NULL,
	"accepted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"withdrawn_at" timestamp with time zone,
	CONSTRAINT "identity_consents_identity_uuid_identities_uuid_fk" FOREIGN KEY ("identity_uuid") REFERENCES "public"."identities"("uuid") ON DELETE cascade ON UPDATE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX "identity_consents_identity_type_key" ON "identity_consents" USING btree ("identity_uuid","type");
--> statement-breakpoint
CREATE TABLE "applicant_notices" (
	"id" uuid PRIMARY KEY NOT NULL,
	"application_uuid" uuid NOT NULL,
	"identity_uuid" uuid NOT NULL,
	"kind" text NOT NULL,
	"recipient" text NOT NULL,
	"occasion" text NOT NULL,
	"delivery" text NOT NULL,
	"sha256" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"pages" integer NOT NULL,
	"storage_key" text NOT NULL,
	"paragraphs_encrypted" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "applicant_notices_application_uuid_heloc_applications_uuid_fk" FOREIGN KEY ("application_uuid") REFERENCES "public"."heloc_applications"("uuid") ON DELETE cascade ON UPDATE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX "applicant_notices_once_key" ON "applicant_notices" USING btree ("application_uuid","kind","recipient","occasion");
--> statement-breakpoint
CREATE TABLE "mail_queue" (
	"id" uuid PRIMARY KEY NOT NULL,
	"application_uuid" uuid NOT NULL,
	"notice_id" uuid NOT NULL,
	"recipient_name" text NOT NULL,
	"address_encrypted" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"printed_at" timestamp with time zone,
	"print_job_reference" text,
	CONSTRAINT "mail_queue_application_uuid_heloc_applications_uuid_fk" FOREIGN KEY ("application_uuid") REFERENCES "public"."heloc_applications"("uuid") ON DELETE cascade ON UPDATE no action,
	CONSTRAINT "mail_queue_notice_id_applicant_notices_id_fk" FOREIGN KEY ("notice_id") REFERENCES "public"."applicant_notices"("id") ON DELETE cascade ON UPDATE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX "mail_queue_one_per_notice" ON "mail_queue" USING btree ("notice_id");
--> statement-breakpoint
CREATE INDEX "mail_queue_unprinted_idx" ON "mail_queue" USING btree ("created_at") WHERE "mail_queue"."printed_at" is null;
--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "attachments" jsonb DEFAULT '[]'::jsonb NOT NULL;
