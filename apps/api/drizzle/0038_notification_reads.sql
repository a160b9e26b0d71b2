-- Decision 0215, issue 22 item 1: how far a person has read the notifications list (the messages in the outbox sent
-- to their identity): everything with an id up to `read_through` is read, anything newer is unread.
CREATE TABLE "notification_reads" (
	"identity_uuid" uuid PRIMARY KEY NOT NULL,
	"read_through" bigint NOT NULL,
	"read_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notification_reads" ADD CONSTRAINT "notification_reads_identity_uuid_identities_uuid_fk" FOREIGN KEY ("identity_uuid") REFERENCES "public"."identities"("uuid") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "outbox_identity_idx" ON "outbox" USING btree ("identity_uuid","id");
