-- The sealed package (decision 0175): each executed copy and the certificate of completion, PAdES-sealed, stored
-- encrypted with its SHA-256. One executed copy per document; one certificate per application (written last).
CREATE TABLE "sealed_documents" (
	"id" uuid PRIMARY KEY NOT NULL,
	"application_uuid" uuid NOT NULL,
	"document_id" uuid,
	"kind" text NOT NULL,
	"signed_sha256" text,
	"sha256" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"pages" integer NOT NULL,
	"storage_key" text NOT NULL,
	"seal_certificate_sha256" text NOT NULL,
	"sealed_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sealed_documents_kind_check" CHECK ("kind" IN ('EXECUTED', 'CERTIFICATE') AND ("document_id" IS NULL) = ("kind" = 'CERTIFICATE'))
);
--> statement-breakpoint
ALTER TABLE "sealed_documents" ADD CONSTRAINT "sealed_documents_application_uuid_heloc_applications_uuid_fk" FOREIGN KEY ("application_uuid") REFERENCES "public"."heloc_applications"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sealed_documents" ADD CONSTRAINT "sealed_documents_document_id_loan_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."loan_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sealed_documents_one_per_document" ON "sealed_documents" USING btree ("document_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sealed_documents_one_certificate" ON "sealed_documents" USING btree ("application_uuid") WHERE "sealed_documents"."kind" = 'CERTIFICATE';
--> statement-breakpoint
-- Drawn signatures and initials (decision 0175): the initials for each page and the drawing, a PNG (base64).
ALTER TABLE "adopted_signatures" ADD COLUMN "initials" text;--> statement-breakpoint
ALTER TABLE "adopted_signatures" ADD COLUMN "drawing_png" text;
