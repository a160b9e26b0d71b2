CREATE TABLE "application_consents" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"application_uuid" uuid NOT NULL,
	"identity_uuid" uuid NOT NULL,
	"type" text NOT NULL,
	"version" text NOT NULL,
	"ip_address" text NOT NULL,
	"accepted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "application_status_history" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"application_uuid" uuid NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"reason" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "heloc_applications" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"identity_uuid" uuid NOT NULL,
	"organization_code" text NOT NULL,
	"status" text NOT NULL,
	"decision" text,
	"sub_decision" text,
	"first_name" text NOT NULL,
	"middle_name" text,
	"last_name" text NOT NULL,
	"suffix" text DEFAULT '' NOT NULL,
	"dob_encrypted" text NOT NULL,
	"email" text NOT NULL,
	"phone_number" text NOT NULL,
	"home_address" jsonb,
	"property_street1" text NOT NULL,
	"property_street2" text DEFAULT '' NOT NULL,
	"property_city" text NOT NULL,
	"property_state" text NOT NULL,
	"property_zip" text NOT NULL,
	"occupancy_type" text NOT NULL,
	"listed_for_sale" boolean NOT NULL,
	"income_cents" integer NOT NULL,
	"other_income_cents" integer DEFAULT 0 NOT NULL,
	"co_deeder_income_cents" integer DEFAULT 0 NOT NULL,
	"employment_type" text NOT NULL,
	"rate" double precision DEFAULT 0 NOT NULL,
	"amount_cents" integer DEFAULT 0 NOT NULL,
	"term" integer DEFAULT 0 NOT NULL,
	"rate_type" text DEFAULT 'Fixed' NOT NULL,
	"selected_offer" jsonb,
	"offer_set" jsonb,
	"credit_pull" jsonb,
	"property_lookup" jsonb,
	"decision_facts" jsonb,
	"notices" jsonb,
	"decline_reasons" jsonb,
	"adverse_action_notice" jsonb,
	"is_inquiry" boolean DEFAULT false NOT NULL,
	"referrer_uuid" text,
	"referral_uuid" text,
	"offer_code" text,
	"utm_parameters" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"ab_versions" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"experiments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"optimizely_profile_uuid" text,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "heloc_applications_occupancy_check" CHECK ("heloc_applications"."occupancy_type" in ('HOME', 'SECONDARY', 'INVESTMENT')),
	CONSTRAINT "heloc_applications_amount_check" CHECK ("heloc_applications"."amount_cents" >= 0 and "heloc_applications"."income_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "optimizely_profiles" (
	"identity_uuid" uuid PRIMARY KEY NOT NULL,
	"optimizely_profile_uuid" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "comms_consents" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"identity_uuid" uuid NOT NULL,
	"organization_code" text NOT NULL,
	"source" text NOT NULL,
	"consent_type" text NOT NULL,
	"consent_prompt_uuid" text NOT NULL,
	"opt_in_out" text NOT NULL,
	"phone" text,
	"email" text,
	"ip_address" text NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lead_referrals" (
	"uuid" uuid PRIMARY KEY NOT NULL,
	"loan_originator_uuid" uuid NOT NULL,
	"status" text DEFAULT 'OPEN' NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"phone_number" text NOT NULL,
	"street1" text NOT NULL,
	"street2" text DEFAULT '' NOT NULL,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"zip" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "loan_originators" (
	"uuid" uuid PRIMARY KEY NOT NULL,
	"originator_name" text NOT NULL,
	"broker_name" text,
	"email" text NOT NULL,
	"phone_number" text NOT NULL,
	"nmls" text NOT NULL,
	"licensed_states" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"enforce_licensed_states" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "offer_codes" (
	"code" text PRIMARY KEY NOT NULL,
	"organization_code" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"street1" text NOT NULL,
	"street2" text DEFAULT '' NOT NULL,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"zip" text NOT NULL,
	"in_home_date" text NOT NULL,
	"respond_by_date" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "waitlist_entries" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_code" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"dob_encrypted" text NOT NULL,
	"email" text NOT NULL,
	"income_cents" integer NOT NULL,
	"street1" text NOT NULL,
	"street2" text DEFAULT '' NOT NULL,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"zip" text NOT NULL,
	"consent" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "application_consents" ADD CONSTRAINT "application_consents_application_uuid_heloc_applications_uuid_fk" FOREIGN KEY ("application_uuid") REFERENCES "public"."heloc_applications"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_status_history" ADD CONSTRAINT "application_status_history_application_uuid_heloc_applications_uuid_fk" FOREIGN KEY ("application_uuid") REFERENCES "public"."heloc_applications"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "heloc_applications" ADD CONSTRAINT "heloc_applications_identity_uuid_identities_uuid_fk" FOREIGN KEY ("identity_uuid") REFERENCES "public"."identities"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "optimizely_profiles" ADD CONSTRAINT "optimizely_profiles_identity_uuid_identities_uuid_fk" FOREIGN KEY ("identity_uuid") REFERENCES "public"."identities"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comms_consents" ADD CONSTRAINT "comms_consents_identity_uuid_identities_uuid_fk" FOREIGN KEY ("identity_uuid") REFERENCES "public"."identities"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_referrals" ADD CONSTRAINT "lead_referrals_loan_originator_uuid_loan_originators_uuid_fk" FOREIGN KEY ("loan_originator_uuid") REFERENCES "public"."loan_originators"("uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "application_consents_app_type_key" ON "application_consents" USING btree ("application_uuid","type");--> statement-breakpoint
CREATE INDEX "application_status_history_app_idx" ON "application_status_history" USING btree ("application_uuid","id");--> statement-breakpoint
CREATE INDEX "heloc_applications_identity_idx" ON "heloc_applications" USING btree ("identity_uuid","created_at");--> statement-breakpoint
CREATE INDEX "heloc_applications_status_idx" ON "heloc_applications" USING btree ("status");--> statement-breakpoint
CREATE UNIQUE INDEX "heloc_applications_one_open_key" ON "heloc_applications" USING btree ("identity_uuid","organization_code") WHERE "heloc_applications"."status" not in ('DECLINED', 'CANCELLED', 'COMPLETE');--> statement-breakpoint
CREATE INDEX "comms_consents_identity_idx" ON "comms_consents" USING btree ("identity_uuid");--> statement-breakpoint
CREATE UNIQUE INDEX "waitlist_entries_email_address_key" ON "waitlist_entries" USING btree (lower("email"),lower("street1"),"zip");