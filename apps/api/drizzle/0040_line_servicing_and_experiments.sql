-- Issue 22 items 8 and 11 (decisions 0222 and 0223): the open line's ledger of payments and later draws (/pay).
CREATE TABLE "line_transactions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"application_uuid" uuid NOT NULL,
	"kind" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"account_id" uuid NOT NULL,
	"account_label" text NOT NULL,
	"effective_date" text NOT NULL,
	"requested_by" uuid NOT NULL,
	"requested_at" timestamp with time zone NOT NULL,
	CONSTRAINT "line_transactions_application_uuid_heloc_applications_uuid_fk" FOREIGN KEY ("application_uuid") REFERENCES "public"."heloc_applications"("uuid") ON DELETE cascade ON UPDATE no action,
	CONSTRAINT "line_transactions_amount_positive" CHECK ("line_transactions"."amount_cents" > 0),
	CONSTRAINT "line_transactions_kind" CHECK ("line_transactions"."kind" in ('PAYMENT', 'DRAW'))
);
--> statement-breakpoint
CREATE INDEX "line_transactions_application_idx" ON "line_transactions" USING btree ("application_uuid","requested_at");
--> statement-breakpoint
-- Issue 22 item 8 (decision 0222): the session-replay link of an application (PUT /{uuid}/full-story-link).
CREATE TABLE "session_replay_links" (
	"application_uuid" uuid PRIMARY KEY NOT NULL,
	"link" text NOT NULL,
	"identity_uuid" uuid NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "session_replay_links_application_uuid_heloc_applications_uuid_fk" FOREIGN KEY ("application_uuid") REFERENCES "public"."heloc_applications"("uuid") ON DELETE cascade ON UPDATE no action
);
--> statement-breakpoint
CREATE INDEX "telemetry_sessions_last_seen_idx" ON "telemetry_sessions" USING btree ("last_seen_at");
