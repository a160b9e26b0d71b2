-- A returned ACH draw and its re-send (decision 0182): the ACH credits of a funding become rows of their own, one
-- per attempt, each settled or returned (never both); the first is moved out of "fundings", which keeps the
-- amounts and the payoff wires ("submitted_at" was the wires' or the ACH's; now each has its own).
CREATE TABLE "ach_entries" (
	"application_uuid" uuid NOT NULL,
	"attempt" integer NOT NULL,
	"sequence" integer NOT NULL,
	"account_id" uuid NOT NULL,
	"account_label" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"effective_date" text NOT NULL,
	"trace_number" text,
	"file_id" uuid,
	"file_name" text,
	"file_encrypted" text,
	"file_sha256" text,
	"request_id" uuid,
	"submitted_at" timestamp with time zone,
	"settled_at" timestamp with time zone,
	"return_code" text,
	"return_reason" text,
	"returned_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ach_entries_application_uuid_attempt_pk" PRIMARY KEY("application_uuid","attempt"),
	CONSTRAINT "ach_entries_attempt" CHECK ("attempt" >= 1),
	CONSTRAINT "ach_entries_settled_or_returned" CHECK ("settled_at" IS NULL OR "return_code" IS NULL)
);
--> statement-breakpoint
ALTER TABLE "ach_entries" ADD CONSTRAINT "ach_entries_application_uuid_heloc_applications_uuid_fk" FOREIGN KEY ("application_uuid") REFERENCES "public"."heloc_applications"("uuid") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "ach_entries_sequence" ON "ach_entries" USING btree ("sequence");
--> statement-breakpoint
CREATE UNIQUE INDEX "ach_entries_trace" ON "ach_entries" USING btree ("trace_number");
--> statement-breakpoint
-- The first entry of every funding that sends money; a return recorded before this release is dated by its
-- submission (the sandbox bank answered at once) and described by the only code it gave.
INSERT INTO "ach_entries" ("application_uuid", "attempt", "sequence", "account_id", "account_label", "amount_cents",
	"effective_date", "trace_number", "file_id", "file_name", "file_encrypted", "file_sha256", "request_id",
	"submitted_at", "settled_at", "return_code", "return_reason", "returned_at", "created_at")
SELECT "application_uuid", 1, "sequence", "account_id", "account_label", "net_cents", "effective_date",
	"trace_number", "file_id", "file_name", "file_encrypted", "file_sha256", "ach_request_id",
	CASE WHEN "ach_request_id" IS NOT NULL THEN "submitted_at" END, "settled_at", "return_code",
	CASE WHEN "return_code" = 'R03' THEN 'No Account/Unable to Locate Account'
		WHEN "return_code" IS NOT NULL THEN 'Return reason ' || "return_code" || ' (not a code listed for credits)' END,
	CASE WHEN "return_code" IS NOT NULL THEN coalesce("submitted_at", "created_at") END, "created_at"
FROM "fundings" WHERE "net_cents" > 0;
--> statement-breakpoint
UPDATE "fundings" SET "submitted_at" = NULL WHERE "ach_request_id" IS NOT NULL;
--> statement-breakpoint
ALTER TABLE "fundings" RENAME COLUMN "submitted_at" TO "wires_submitted_at";
--> statement-breakpoint
ALTER TABLE "fundings" DROP COLUMN "sequence";
--> statement-breakpoint
ALTER TABLE "fundings" DROP COLUMN "account_id";
--> statement-breakpoint
ALTER TABLE "fundings" DROP COLUMN "account_label";
--> statement-breakpoint
ALTER TABLE "fundings" DROP COLUMN "effective_date";
--> statement-breakpoint
ALTER TABLE "fundings" DROP COLUMN "trace_number";
--> statement-breakpoint
ALTER TABLE "fundings" DROP COLUMN "file_id";
--> statement-breakpoint
ALTER TABLE "fundings" DROP COLUMN "file_name";
--> statement-breakpoint
ALTER TABLE "fundings" DROP COLUMN "file_encrypted";
--> statement-breakpoint
ALTER TABLE "fundings" DROP COLUMN "file_sha256";
--> statement-breakpoint
ALTER TABLE "fundings" DROP COLUMN "ach_request_id";
--> statement-breakpoint
ALTER TABLE "fundings" DROP COLUMN "settled_at";
--> statement-breakpoint
ALTER TABLE "fundings" DROP COLUMN "return_code";
