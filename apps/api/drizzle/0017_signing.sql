-- The signing ceremony (decision 0172): the signature each signer adopted, and one act per document and signer,
-- with the document's SHA-256 and the circumstances (time, IP address, browser, location when given).
CREATE TABLE "adopted_signatures" (
	"application_uuid" uuid NOT NULL,
	"identity_uuid" uuid NOT NULL,
	"full_name" text NOT NULL,
	"style" text NOT NULL,
	"adopted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ip" text NOT NULL,
	"user_agent" text NOT NULL,
	CONSTRAINT "adopted_signatures_pk" PRIMARY KEY("application_uuid","identity_uuid")
);
--> statement-breakpoint
CREATE TABLE "signing_acts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"application_uuid" uuid NOT NULL,
	"document_id" uuid NOT NULL,
	"identity_uuid" uuid NOT NULL,
	"document_sha256" text NOT NULL,
	"action" text NOT NULL,
	"signature_name" text NOT NULL,
	"signed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ip" text NOT NULL,
	"user_agent" text NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"accuracy_meters" double precision
);
--> statement-breakpoint
ALTER TABLE "adopted_signatures" ADD CONSTRAINT "adopted_signatures_application_uuid_heloc_applications_uuid_fk" FOREIGN KEY ("application_uuid") REFERENCES "public"."heloc_applications"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signing_acts" ADD CONSTRAINT "signing_acts_application_uuid_heloc_applications_uuid_fk" FOREIGN KEY ("application_uuid") REFERENCES "public"."heloc_applications"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signing_acts" ADD CONSTRAINT "signing_acts_document_id_loan_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."loan_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "signing_acts_once" ON "signing_acts" USING btree ("document_id","identity_uuid");
