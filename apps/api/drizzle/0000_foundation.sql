CREATE TABLE "idempotency_keys" (
	"scope" text NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"status_code" integer NOT NULL,
	"response_body" jsonb NOT NULL,
	"identity_uuid" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_scope_key_pk" PRIMARY KEY("scope","key")
);
--> statement-breakpoint
CREATE TABLE "identities" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"phone_number" text NOT NULL,
	"role" text DEFAULT 'BORROWER' NOT NULL,
	"organization_code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "identities_role_check" CHECK ("identities"."role" in ('BORROWER', 'CO_DEEDER', 'AGENT', 'STAFF'))
);
--> statement-breakpoint
CREATE TABLE "revoked_tokens" (
	"jti" text PRIMARY KEY NOT NULL,
	"identity_uuid" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "organization_hosts" (
	"host" text PRIMARY KEY NOT NULL,
	"org_code" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "organizations" (
	"org_code" text PRIMARY KEY NOT NULL,
	"canonical_org_code" text NOT NULL,
	"brand_key" text NOT NULL,
	"data" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "organizations_brand_key_unique" UNIQUE("brand_key")
);
--> statement-breakpoint
CREATE TABLE "profiles" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"identity_uuid" uuid NOT NULL,
	"organization_code" text NOT NULL,
	"profile_type" text DEFAULT 'BORROWER' NOT NULL,
	"first_name" text,
	"middle_name" text,
	"last_name" text,
	"suffix" text DEFAULT '' NOT NULL,
	"is_broker" boolean DEFAULT false NOT NULL,
	"is_manageable" boolean DEFAULT true NOT NULL,
	"two_factor_enabled" boolean DEFAULT false NOT NULL,
	"password_expired" boolean DEFAULT false NOT NULL,
	"totp_verified" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "profiles_identity_uuid_unique" UNIQUE("identity_uuid"),
	CONSTRAINT "profiles_type_check" CHECK ("profiles"."profile_type" in ('BORROWER', 'CO_DEEDER', 'AGENT', 'STAFF')),
	CONSTRAINT "profiles_suffix_check" CHECK ("profiles"."suffix" in ('', 'I', 'II', 'III', 'IV', 'V', 'JR', 'SR'))
);
--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_identity_uuid_identities_uuid_fk" FOREIGN KEY ("identity_uuid") REFERENCES "public"."identities"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "revoked_tokens" ADD CONSTRAINT "revoked_tokens_identity_uuid_identities_uuid_fk" FOREIGN KEY ("identity_uuid") REFERENCES "public"."identities"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_hosts" ADD CONSTRAINT "organization_hosts_org_code_organizations_org_code_fk" FOREIGN KEY ("org_code") REFERENCES "public"."organizations"("org_code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_identity_uuid_identities_uuid_fk" FOREIGN KEY ("identity_uuid") REFERENCES "public"."identities"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "identities_email_lower_key" ON "identities" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "revoked_tokens_expires_at_idx" ON "revoked_tokens" USING btree ("expires_at");