-- The additional signers (decision 0177): one invitation per owner on title who is not on the application, with only
-- the SHA-256 of the link's token; the owner's identity once they accept, and what they confirmed when they joined.
CREATE TABLE "signer_invitations" (
	"id" uuid PRIMARY KEY NOT NULL,
	"application_uuid" uuid NOT NULL,
	"owner_name" text NOT NULL,
	"email" text NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"invited_at" timestamp with time zone NOT NULL,
	"last_sent_at" timestamp with time zone NOT NULL,
	"sent_count" integer DEFAULT 1 NOT NULL,
	"accepted_at" timestamp with time zone,
	"identity_uuid" uuid,
	"joined_at" timestamp with time zone,
	"first_name" text,
	"last_name" text,
	"dob_encrypted" text,
	"e_sign_consent_at" timestamp with time zone,
	"lien_consent_at" timestamp with time zone,
	"join_ip" text,
	"join_user_agent" text
);
--> statement-breakpoint
ALTER TABLE "signer_invitations" ADD CONSTRAINT "signer_invitations_application_uuid_heloc_applications_uuid_fk" FOREIGN KEY ("application_uuid") REFERENCES "public"."heloc_applications"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signer_invitations" ADD CONSTRAINT "signer_invitations_identity_uuid_identities_uuid_fk" FOREIGN KEY ("identity_uuid") REFERENCES "public"."identities"("uuid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "signer_invitations_owner" ON "signer_invitations" USING btree ("application_uuid","owner_name");--> statement-breakpoint
CREATE UNIQUE INDEX "signer_invitations_email" ON "signer_invitations" USING btree ("application_uuid",lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "signer_invitations_token" ON "signer_invitations" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "signer_invitations_identity" ON "signer_invitations" USING btree ("application_uuid","identity_uuid");
