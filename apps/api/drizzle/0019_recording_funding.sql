-- Recording and funding (decision 0178): the deed as the county recorded it, and one funding per application
-- whose ACH entry (trace number from the sequence) is written once.
CREATE TABLE "recordings" (
	"application_uuid" uuid PRIMARY KEY NOT NULL,
	"request_id" uuid NOT NULL,
	"submitted_at" timestamp with time zone NOT NULL,
	"fee_cents" bigint NOT NULL,
	"tax_cents" bigint NOT NULL,
	"office" text,
	"instrument_number" text,
	"book" text,
	"page" text,
	"recorded_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "recordings" ADD CONSTRAINT "recordings_application_uuid_heloc_applications_uuid_fk" FOREIGN KEY ("application_uuid") REFERENCES "public"."heloc_applications"("uuid") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE SEQUENCE "funding_sequence" START 1;
--> statement-breakpoint
CREATE TABLE "fundings" (
	"application_uuid" uuid PRIMARY KEY NOT NULL,
	"sequence" integer NOT NULL,
	"draw_cents" bigint NOT NULL,
	"payoff_cents" bigint NOT NULL,
	"costs_cents" bigint NOT NULL,
	"financed_cents" bigint NOT NULL,
	"net_cents" bigint NOT NULL,
	"account_id" uuid NOT NULL,
	"account_label" text NOT NULL,
	"effective_date" text NOT NULL,
	"trace_number" text,
	"file_id" uuid,
	"file_name" text,
	"file_encrypted" text,
	"file_sha256" text,
	"ach_request_id" uuid,
	"submitted_at" timestamp with time zone,
	"settled_at" timestamp with time zone,
	"return_code" text,
	"wires" jsonb NOT NULL,
	"wire_request_id" uuid,
	"wires_sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "fundings" ADD CONSTRAINT "fundings_application_uuid_heloc_applications_uuid_fk" FOREIGN KEY ("application_uuid") REFERENCES "public"."heloc_applications"("uuid") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "fundings_sequence" ON "fundings" USING btree ("sequence");
--> statement-breakpoint
CREATE UNIQUE INDEX "fundings_trace" ON "fundings" USING btree ("trace_number");
