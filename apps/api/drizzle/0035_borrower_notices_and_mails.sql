-- Decision 0204, issue 20 item 17 and issue 21 item 17: an e-mail sent once per event (its key, unique when set), and
-- each suspension or reduction of an open line, with its Regulation Z 1026.40(f)(3)(vi) reason and the limits before
-- and after.
ALTER TABLE "outbox" ADD COLUMN "once_key" text;
--> statement-breakpoint
CREATE UNIQUE INDEX "outbox_once_key" ON "outbox" USING btree ("once_key") WHERE "outbox"."once_key" is not null;
--> statement-breakpoint
CREATE TABLE "line_changes" (
	"id" uuid PRIMARY KEY NOT NULL,
	"application_uuid" uuid NOT NULL,
	"action" text NOT NULL,
	"reason" text NOT NULL,
	"old_limit_cents" bigint NOT NULL,
	"new_limit_cents" bigint NOT NULL,
	"note" text NOT NULL,
	"staff_identity_uuid" uuid NOT NULL,
	"acted_at" timestamp with time zone NOT NULL,
	CONSTRAINT "line_changes_application_uuid_heloc_applications_uuid_fk" FOREIGN KEY ("application_uuid") REFERENCES "public"."heloc_applications"("uuid") ON DELETE cascade ON UPDATE no action
);
--> statement-breakpoint
CREATE INDEX "line_changes_application_idx" ON "line_changes" USING btree ("application_uuid","acted_at");
