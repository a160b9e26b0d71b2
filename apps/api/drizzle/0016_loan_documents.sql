-- The loan documents (decision 0171): each generated PDF once per application, type and recipient, with the
-- SHA-256 of its bytes; the file itself is in storage, encrypted; its words (for the on-page viewer) encrypted too.
CREATE TABLE "loan_documents" (
	"id" uuid PRIMARY KEY NOT NULL,
	"application_uuid" uuid NOT NULL,
	"type" text NOT NULL,
	"recipient" text DEFAULT '' NOT NULL,
	"sha256" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"pages" integer NOT NULL,
	"storage_key" text NOT NULL,
	"paragraphs_encrypted" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "loan_documents" ADD CONSTRAINT "loan_documents_application_uuid_heloc_applications_uuid_fk" FOREIGN KEY ("application_uuid") REFERENCES "public"."heloc_applications"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "loan_documents_one_per_recipient" ON "loan_documents" USING btree ("application_uuid","type","recipient");
