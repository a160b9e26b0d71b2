-- Bank accounts (decision 0161): bank-link sessions and the accounts added for the funds and for autopay.
CREATE TABLE "bank_link_sessions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"application_uuid" uuid NOT NULL,
	"purpose" text NOT NULL,
	"state" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bank_accounts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"application_uuid" uuid NOT NULL,
	"purpose" text NOT NULL,
	"source" text NOT NULL,
	"link_session_id" uuid,
	"institution" text NOT NULL,
	"account_name" text NOT NULL,
	"account_type" text NOT NULL,
	"routing_number_encrypted" text NOT NULL,
	"account_number_encrypted" text NOT NULL,
	"account_fingerprint" text NOT NULL,
	"mask" text NOT NULL,
	"routing_mask" text NOT NULL,
	"owner_names_encrypted" text NOT NULL,
	"ownership" text NOT NULL,
	"balance_cents" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bank_link_sessions" ADD CONSTRAINT "bank_link_sessions_application_uuid_heloc_applications_uuid_fk" FOREIGN KEY ("application_uuid") REFERENCES "public"."heloc_applications"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_accounts" ADD CONSTRAINT "bank_accounts_application_uuid_heloc_applications_uuid_fk" FOREIGN KEY ("application_uuid") REFERENCES "public"."heloc_applications"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_accounts" ADD CONSTRAINT "bank_accounts_link_session_id_bank_link_sessions_id_fk" FOREIGN KEY ("link_session_id") REFERENCES "public"."bank_link_sessions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bank_link_sessions_application" ON "bank_link_sessions" USING btree ("application_uuid","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "bank_accounts_one_per_purpose" ON "bank_accounts" USING btree ("application_uuid","purpose","account_fingerprint");--> statement-breakpoint
CREATE UNIQUE INDEX "bank_accounts_one_per_link" ON "bank_accounts" USING btree ("link_session_id");--> statement-breakpoint
CREATE INDEX "bank_accounts_application" ON "bank_accounts" USING btree ("application_uuid","purpose","updated_at");
