-- After the offer, part 2 (decision 0160): one file per application of what is known about the home as security:
-- the liens the borrower confirmed, the payoff statement, the valuation, title, flood certificate and insurance.
CREATE TABLE "collateral_files" (
	"application_uuid" uuid PRIMARY KEY NOT NULL,
	"liens" jsonb,
	"liens_confirmed_at" timestamp with time zone,
	"payoff" jsonb,
	"valuation" jsonb,
	"title" jsonb,
	"flood" jsonb,
	"insurance" jsonb,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "collateral_files" ADD CONSTRAINT "collateral_files_application_uuid_heloc_applications_uuid_fk" FOREIGN KEY ("application_uuid") REFERENCES "public"."heloc_applications"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "heloc_applications" ADD COLUMN "flood_cert_pending" boolean DEFAULT false NOT NULL;
