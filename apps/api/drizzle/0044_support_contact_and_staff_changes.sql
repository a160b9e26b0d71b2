-- Issue 24 item 6 (decision 0237): a lender's own support phone and e-mail, shown by the shell in place of the
-- brand registry's; no row keeps the registry's.
CREATE TABLE "brand_support_contacts" (
	"organization_code" text PRIMARY KEY NOT NULL,
	"phone" text NOT NULL,
	"email" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
