-- Issue 24 (decisions 0228-0231): the lender's console. Staff members of one lender each with a role and a TOTP
-- secret; the append-only log of every console action, which no one can change (a trigger refuses UPDATE, DELETE
-- and TRUNCATE, whatever the role); the two people of a funding approval (four eyes, a CHECK); and a notification
-- on every status change, which the console's live queue listens to on every server process.
CREATE TABLE "staff_members" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"identity_uuid" uuid NOT NULL,
	"organization_code" text NOT NULL,
	"role" text NOT NULL,
	"name" text NOT NULL,
	"totp_secret_encrypted" text NOT NULL,
	"totp_last_step" bigint,
	"active" boolean DEFAULT true NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_members_identity_uuid_unique" UNIQUE("identity_uuid"),
	CONSTRAINT "staff_members_role_check" CHECK ("staff_members"."role" in ('ADMIN', 'UNDERWRITER', 'PROCESSOR', 'CHAT_AGENT'))
);
--> statement-breakpoint
ALTER TABLE "staff_members" ADD CONSTRAINT "staff_members_identity_uuid_identities_uuid_fk" FOREIGN KEY ("identity_uuid") REFERENCES "public"."identities"("uuid") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "staff_members_organization_idx" ON "staff_members" USING btree ("organization_code","created_at");
--> statement-breakpoint
CREATE TABLE "console_audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"organization_code" text NOT NULL,
	"actor_identity_uuid" uuid NOT NULL,
	"actor_email" text NOT NULL,
	"actor_role" text NOT NULL,
	"action" text NOT NULL,
	"application_uuid" uuid,
	"before" jsonb,
	"after" jsonb
);
--> statement-breakpoint
CREATE INDEX "console_audit_log_organization_idx" ON "console_audit_log" USING btree ("organization_code","id");
--> statement-breakpoint
CREATE INDEX "console_audit_log_application_idx" ON "console_audit_log" USING btree ("application_uuid","id");
--> statement-breakpoint
CREATE FUNCTION "console_audit_log_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	RAISE EXCEPTION 'console_audit_log is append-only' USING ERRCODE = 'insufficient_privilege';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "console_audit_log_no_update_or_delete" BEFORE UPDATE OR DELETE ON "console_audit_log" FOR EACH ROW EXECUTE FUNCTION "console_audit_log_append_only"();
--> statement-breakpoint
CREATE TRIGGER "console_audit_log_no_truncate" BEFORE TRUNCATE ON "console_audit_log" FOR EACH STATEMENT EXECUTE FUNCTION "console_audit_log_append_only"();
--> statement-breakpoint
CREATE TABLE "funding_preparations" (
	"application_uuid" uuid PRIMARY KEY NOT NULL,
	"prepared_by" uuid NOT NULL,
	"prepared_at" timestamp with time zone DEFAULT now() NOT NULL,
	"note" text NOT NULL,
	"approved_by" uuid,
	"approved_at" timestamp with time zone,
	CONSTRAINT "funding_preparations_four_eyes" CHECK ("funding_preparations"."approved_by" is null or "funding_preparations"."approved_by" <> "funding_preparations"."prepared_by")
);
--> statement-breakpoint
ALTER TABLE "funding_preparations" ADD CONSTRAINT "funding_preparations_application_uuid_heloc_applications_uuid_fk" FOREIGN KEY ("application_uuid") REFERENCES "public"."heloc_applications"("uuid") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE FUNCTION "notify_application_status_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM pg_notify('hearth_status_changes', json_build_object(
		'applicationUuid', NEW.application_uuid,
		'status', NEW.to_status,
		'organizationCode', (SELECT organization_code FROM heloc_applications WHERE uuid = NEW.application_uuid)
	)::text);
	RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "application_status_history_notify" AFTER INSERT ON "application_status_history" FOR EACH ROW EXECUTE FUNCTION "notify_application_status_change"();
