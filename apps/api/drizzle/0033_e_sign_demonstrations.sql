-- Decision 0202, issue 20 items 4 and 14: each reasonable demonstration that a person can open the PDFs (the sample
-- document's code typed back), with the consent's version, time and text hash; and an owner's E-SIGN consent at
-- their join, with the version and text hash they accepted.
CREATE TABLE "e_sign_demonstrations" (
	"application_uuid" uuid NOT NULL,
	"identity_uuid" uuid NOT NULL,
	"version" text NOT NULL,
	"text_sha256" text NOT NULL,
	"demonstrated_at" timestamp with time zone NOT NULL,
	"ip_address" text NOT NULL,
	"user_agent" text NOT NULL,
	CONSTRAINT "e_sign_demonstrations_application_uuid_identity_uuid_text_sha256_pk" PRIMARY KEY("application_uuid","identity_uuid","text_sha256"),
	CONSTRAINT "e_sign_demonstrations_application_uuid_heloc_applications_uuid_fk" FOREIGN KEY ("application_uuid") REFERENCES "public"."heloc_applications"("uuid") ON DELETE cascade ON UPDATE no action
);
--> statement-breakpoint
ALTER TABLE "signer_invitations" ADD COLUMN "e_sign_consent_version" text;
--> statement-breakpoint
ALTER TABLE "signer_invitations" ADD COLUMN "e_sign_consent_sha256" text;
