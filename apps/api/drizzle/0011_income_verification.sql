-- Income verification attempts (decision 0151): a connection, documents or an employer check, and the result.
CREATE TABLE "income_verifications" (
	"id" uuid PRIMARY KEY NOT NULL,
	"application_uuid" uuid NOT NULL,
	"method" text NOT NULL,
	"state" text NOT NULL,
	"request_id" uuid,
	"employer" text,
	"verified_income_cents" integer,
	"report_encrypted" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "income_verifications" ADD CONSTRAINT "income_verifications_application_uuid_heloc_applications_uuid_fk" FOREIGN KEY ("application_uuid") REFERENCES "public"."heloc_applications"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "income_verifications" ADD CONSTRAINT "income_verifications_request_id_vendor_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."vendor_requests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "income_verifications_application" ON "income_verifications" USING btree ("application_uuid","created_at");
