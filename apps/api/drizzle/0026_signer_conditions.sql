-- Tasks on an additional signer (decision 0183): a task belongs to the borrower (no signer) or to one owner on
-- title who joined; one task not done per category and person.
ALTER TABLE "application_conditions" ADD COLUMN "signer_invitation_id" uuid;--> statement-breakpoint
ALTER TABLE "application_conditions" ADD CONSTRAINT "application_conditions_signer_invitation_id_signer_invitations_id_fk" FOREIGN KEY ("signer_invitation_id") REFERENCES "public"."signer_invitations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
DROP INDEX "application_conditions_one_open";--> statement-breakpoint
CREATE UNIQUE INDEX "application_conditions_one_open" ON "application_conditions" USING btree ("application_uuid","category") WHERE "application_conditions"."status" <> 'CLEARED' AND "application_conditions"."signer_invitation_id" IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "application_conditions_one_open_signer" ON "application_conditions" USING btree ("application_uuid","category","signer_invitation_id") WHERE "application_conditions"."status" <> 'CLEARED' AND "application_conditions"."signer_invitation_id" IS NOT NULL;
