-- Issue 22 items 3 to 6 (decisions 0218 to 0220): a lender's banners, maintenance windows and feature-flag values,
-- per brand, read by the borrower app on each load (no restart); the borrower's feedback and leave-survey answers.
CREATE TABLE "brand_banners" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_code" text NOT NULL,
	"message" text NOT NULL,
	"apps" jsonb NOT NULL,
	"variant" text NOT NULL,
	"dismissable" boolean DEFAULT true NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"test_only" boolean DEFAULT false NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "brand_banners_variant_check" CHECK ("variant" IN ('info', 'warn'))
);
--> statement-breakpoint
CREATE INDEX "brand_banners_organization_idx" ON "brand_banners" USING btree ("organization_code","created_at");
--> statement-breakpoint
CREATE TABLE "brand_maintenance" (
	"organization_code" text NOT NULL,
	"route" text NOT NULL,
	"enabled" boolean NOT NULL,
	"title" text,
	"message" text,
	"show_dashboard_link" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "brand_maintenance_pkey" PRIMARY KEY("organization_code","route")
);
--> statement-breakpoint
CREATE TABLE "brand_feature_flags" (
	"organization_code" text NOT NULL,
	"key" text NOT NULL,
	"enabled" boolean NOT NULL,
	"variables" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "brand_feature_flags_pkey" PRIMARY KEY("organization_code","key")
);
--> statement-breakpoint
CREATE TABLE "borrower_feedback" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"identity_uuid" uuid NOT NULL,
	"organization_code" text NOT NULL,
	"kind" text NOT NULL,
	"topic" text,
	"message" text NOT NULL,
	"marketing_consent" boolean,
	"application_uuid" uuid,
	"pathname" text NOT NULL,
	"product_type" text DEFAULT 'HELOC' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "borrower_feedback_kind_check" CHECK ("kind" IN ('FEEDBACK', 'LEAVE_SURVEY'))
);
--> statement-breakpoint
ALTER TABLE "borrower_feedback" ADD CONSTRAINT "borrower_feedback_identity_uuid_identities_uuid_fk" FOREIGN KEY ("identity_uuid") REFERENCES "public"."identities"("uuid") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "borrower_feedback" ADD CONSTRAINT "borrower_feedback_application_uuid_heloc_applications_uuid_fk" FOREIGN KEY ("application_uuid") REFERENCES "public"."heloc_applications"("uuid") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "borrower_feedback_organization_idx" ON "borrower_feedback" USING btree ("organization_code","created_at");
