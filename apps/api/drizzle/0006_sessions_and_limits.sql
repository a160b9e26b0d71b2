-- Sessions (decision 0081): a password change ends every session of the identity by raising its generation;
-- tokens carry the generation they were issued under. Logout revokes a session id in "revoked_tokens".
ALTER TABLE "identities" ADD COLUMN "session_generation" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Rate-limit counters shared by every API process (decision 0080): one fixed window per key.
CREATE TABLE "rate_limit_counters" (
	"key" text PRIMARY KEY NOT NULL,
	"hits" integer NOT NULL,
	"reset_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "rate_limit_counters_reset_at_idx" ON "rate_limit_counters" USING btree ("reset_at");--> statement-breakpoint
-- Messages to an identity's owner, written in the same breath as the event (decision 0082); a mail sender drains it.
CREATE TABLE "outbox" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"identity_uuid" uuid NOT NULL,
	"kind" text NOT NULL,
	"recipient" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_identity_uuid_identities_uuid_fk" FOREIGN KEY ("identity_uuid") REFERENCES "public"."identities"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "outbox_unsent_idx" ON "outbox" USING btree ("created_at") WHERE "outbox"."sent_at" is null;
