-- Requests Hearth made of a vendor (decision 0130): a callback names one of these, or it is refused.
CREATE TABLE "vendor_requests" (
	"id" uuid PRIMARY KEY NOT NULL,
	"vendor" text NOT NULL,
	"application_uuid" uuid NOT NULL,
	"purpose" text NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "vendor_requests" ADD CONSTRAINT "vendor_requests_application_uuid_heloc_applications_uuid_fk" FOREIGN KEY ("application_uuid") REFERENCES "public"."heloc_applications"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- One open request per application, vendor and purpose: a re-run job finds the request it already made.
CREATE UNIQUE INDEX "vendor_requests_one_pending" ON "vendor_requests" USING btree ("application_uuid","vendor","purpose") WHERE "vendor_requests"."status" = 'PENDING';--> statement-breakpoint
-- Callbacks received, once each: the unique id makes a replay a no-op in a single INSERT.
CREATE TABLE "vendor_callbacks" (
	"vendor" text NOT NULL,
	"callback_id" text NOT NULL,
	"request_id" uuid NOT NULL,
	"event" text NOT NULL,
	"body_encrypted" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"processed_at" timestamp with time zone,
	CONSTRAINT "vendor_callbacks_pk" PRIMARY KEY("vendor","callback_id")
);
--> statement-breakpoint
ALTER TABLE "vendor_callbacks" ADD CONSTRAINT "vendor_callbacks_request_id_vendor_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."vendor_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The hard pull's report, encrypted like the soft pull (decision 0131).
CREATE TABLE "hard_credit_pulls" (
	"request_id" uuid PRIMARY KEY NOT NULL,
	"application_uuid" uuid NOT NULL,
	"outcome" text NOT NULL,
	"report_encrypted" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "hard_credit_pulls" ADD CONSTRAINT "hard_credit_pulls_request_id_vendor_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."vendor_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hard_credit_pulls" ADD CONSTRAINT "hard_credit_pulls_application_uuid_heloc_applications_uuid_fk" FOREIGN KEY ("application_uuid") REFERENCES "public"."heloc_applications"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Identity verification attempts (decision 0132); the questions hold personal data, so they are encrypted.
CREATE TABLE "identity_verifications" (
	"id" uuid PRIMARY KEY NOT NULL,
	"application_uuid" uuid NOT NULL,
	"method" text NOT NULL,
	"state" text NOT NULL,
	"questions_encrypted" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "identity_verifications" ADD CONSTRAINT "identity_verifications_id_vendor_requests_id_fk" FOREIGN KEY ("id") REFERENCES "public"."vendor_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "identity_verifications" ADD CONSTRAINT "identity_verifications_application_uuid_heloc_applications_uuid_fk" FOREIGN KEY ("application_uuid") REFERENCES "public"."heloc_applications"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "identity_verifications_application" ON "identity_verifications" USING btree ("application_uuid","created_at");--> statement-breakpoint
-- Borrower tasks of spec section 4 ("ID verification failure", ...): one open row per category.
CREATE TABLE "application_conditions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_uuid" uuid NOT NULL,
	"category" text NOT NULL,
	"status" text DEFAULT 'OPEN' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cleared_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "application_conditions" ADD CONSTRAINT "application_conditions_application_uuid_heloc_applications_uuid_fk" FOREIGN KEY ("application_uuid") REFERENCES "public"."heloc_applications"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "application_conditions_one_open" ON "application_conditions" USING btree ("application_uuid","category") WHERE "application_conditions"."status" = 'OPEN';--> statement-breakpoint
-- Uploaded files (decision 0134): bytes live in the storage port, encrypted; this row is the index and the owner check.
CREATE TABLE "application_uploads" (
	"id" uuid PRIMARY KEY NOT NULL,
	"application_uuid" uuid NOT NULL,
	"identity_uuid" uuid NOT NULL,
	"purpose" text NOT NULL,
	"media_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"storage_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "application_uploads" ADD CONSTRAINT "application_uploads_application_uuid_heloc_applications_uuid_fk" FOREIGN KEY ("application_uuid") REFERENCES "public"."heloc_applications"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "application_uploads_application" ON "application_uploads" USING btree ("application_uuid");
