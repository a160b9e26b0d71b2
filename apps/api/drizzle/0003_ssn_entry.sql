ALTER TABLE "heloc_applications" ADD COLUMN "ssn_encrypted" text;--> statement-breakpoint
ALTER TABLE "heloc_applications" ADD COLUMN "ssn_attempts" integer DEFAULT 0 NOT NULL;