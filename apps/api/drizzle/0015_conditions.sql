-- Borrower tasks (decision 0170): a task can wait on its reviewer (SUBMITTED), carries the lender's words to the
-- borrower and how many files it asks for, and records who cleared it with a note.
ALTER TABLE "application_conditions" ADD COLUMN "comments_to_borrower" text;--> statement-breakpoint
ALTER TABLE "application_conditions" ADD COLUMN "docs_required" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "application_conditions" ADD COLUMN "submitted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "application_conditions" ADD COLUMN "cleared_by" text;--> statement-breakpoint
ALTER TABLE "application_conditions" ADD COLUMN "cleared_note" text;--> statement-breakpoint
-- One task per category that is not done yet: OPEN or SUBMITTED.
DROP INDEX "application_conditions_one_open";--> statement-breakpoint
CREATE UNIQUE INDEX "application_conditions_one_open" ON "application_conditions" USING btree ("application_uuid","category") WHERE "application_conditions"."status" <> 'CLEARED';--> statement-breakpoint
-- The files sent against a task: an upload answers one task at most.
CREATE TABLE "condition_documents" (
	"upload_id" uuid PRIMARY KEY NOT NULL,
	"condition_id" uuid NOT NULL,
	"attached_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "condition_documents" ADD CONSTRAINT "condition_documents_upload_id_application_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."application_uploads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "condition_documents" ADD CONSTRAINT "condition_documents_condition_id_application_conditions_id_fk" FOREIGN KEY ("condition_id") REFERENCES "public"."application_conditions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "condition_documents_condition" ON "condition_documents" USING btree ("condition_id","attached_at");
