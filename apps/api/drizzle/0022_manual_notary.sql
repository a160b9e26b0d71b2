-- A notary in person, a missed session or visit, and the Texas closing (decision 0176): still one row per application,
-- the current booking; a rebooking after a missed one replaces it (the status history keeps the miss).
ALTER TABLE "notary_sessions" ADD COLUMN "kind" text DEFAULT 'ONLINE' NOT NULL;
--> statement-breakpoint
ALTER TABLE "notary_sessions" ADD COLUMN "place" jsonb;
--> statement-breakpoint
ALTER TABLE "notary_sessions" ADD COLUMN "preferred_windows" jsonb;
--> statement-breakpoint
ALTER TABLE "notary_sessions" ADD COLUMN "notary_phone" text DEFAULT '' NOT NULL;
--> statement-breakpoint
ALTER TABLE "notary_sessions" ADD COLUMN "fee_cents" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "notary_sessions" ADD COLUMN "fee_payment" text;
--> statement-breakpoint
ALTER TABLE "notary_sessions" ADD COLUMN "signed_in_session_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "notary_sessions" ADD COLUMN "visit_reported_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "notary_sessions" ADD COLUMN "missed_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "notary_sessions" ADD CONSTRAINT "notary_sessions_kind_check" CHECK ("kind" IN ('ONLINE', 'MANUAL'));
--> statement-breakpoint
ALTER TABLE "notary_sessions" ADD CONSTRAINT "notary_sessions_fee_cents_check" CHECK ("fee_cents" >= 0);
