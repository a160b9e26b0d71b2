-- The eNotary booking and session, and the right to cancel (decision 0174): one row per application.
CREATE TABLE "notary_sessions" (
	"application_uuid" uuid PRIMARY KEY NOT NULL,
	"request_id" uuid NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"notary" text NOT NULL,
	"meeting_url" text NOT NULL,
	"journal" jsonb,
	"deed_signed_on" text,
	"canceled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notary_sessions" ADD CONSTRAINT "notary_sessions_application_uuid_heloc_applications_uuid_fk" FOREIGN KEY ("application_uuid") REFERENCES "public"."heloc_applications"("uuid") ON DELETE cascade ON UPDATE no action;
