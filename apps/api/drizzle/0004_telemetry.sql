CREATE TABLE "telemetry_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"session_uuid" uuid,
	"context" text NOT NULL,
	"identity_uuid" uuid,
	"application_uuid" uuid,
	"organization_code" text NOT NULL,
	"domain" text NOT NULL,
	"page_path" text NOT NULL,
	"event" text NOT NULL,
	"event_type" text NOT NULL,
	"product_type" text NOT NULL,
	"query_params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"event_properties" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"dedupe_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "telemetry_events_dedupe_key" UNIQUE("dedupe_key")
);
--> statement-breakpoint
CREATE TABLE "telemetry_sessions" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tracker_uuid" uuid NOT NULL,
	"epoch" bigint NOT NULL,
	"context" text NOT NULL,
	"identity_uuid" uuid,
	"organization_code" text NOT NULL,
	"platform" text NOT NULL,
	"lib_version" text NOT NULL,
	"app_version" text,
	"referrer" text DEFAULT '' NOT NULL,
	"query_params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"screen_width" integer NOT NULL,
	"screen_height" integer NOT NULL,
	"window_width" integer NOT NULL,
	"window_height" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "telemetry_events" ADD CONSTRAINT "telemetry_events_session_uuid_telemetry_sessions_uuid_fk" FOREIGN KEY ("session_uuid") REFERENCES "public"."telemetry_sessions"("uuid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "telemetry_events" ADD CONSTRAINT "telemetry_events_identity_uuid_identities_uuid_fk" FOREIGN KEY ("identity_uuid") REFERENCES "public"."identities"("uuid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "telemetry_sessions" ADD CONSTRAINT "telemetry_sessions_identity_uuid_identities_uuid_fk" FOREIGN KEY ("identity_uuid") REFERENCES "public"."identities"("uuid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "telemetry_events_session_idx" ON "telemetry_events" USING btree ("session_uuid");--> statement-breakpoint
CREATE INDEX "telemetry_events_created_at_idx" ON "telemetry_events" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "telemetry_sessions_tracker_idx" ON "telemetry_sessions" USING btree ("tracker_uuid");