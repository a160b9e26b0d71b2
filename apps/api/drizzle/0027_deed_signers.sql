-- Every owner on title signs the deed before the notary (decision 0184): who signs, fixed at booking, and each
-- signature in an online session, one row per booking and signer.
ALTER TABLE "notary_sessions" ADD COLUMN "deed_signers" jsonb;
--> statement-breakpoint
CREATE TABLE "notary_deed_signatures" (
	"request_id" uuid NOT NULL,
	"identity_uuid" uuid NOT NULL,
	"signed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "notary_deed_signatures_request_id_identity_uuid_pk" PRIMARY KEY("request_id","identity_uuid")
);
