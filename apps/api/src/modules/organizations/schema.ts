import type { PrivateLabelData } from '@hearth/domain/brands';
import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** One row per lender brand; `data` is the private-label block the web app receives. */
export const organizations = pgTable('organizations', {
  orgCode: text('org_code').primaryKey(),
  canonicalOrgCode: text('canonical_org_code').notNull(),
  brandKey: text('brand_key').notNull().unique(),
  data: jsonb('data').$type<PrivateLabelData>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A host name reaches exactly one organisation. */
export const organizationHosts = pgTable('organization_hosts', {
  host: text('host').primaryKey(),
  orgCode: text('org_code')
    .notNull()
    .references(() => organizations.orgCode, { onDelete: 'cascade' }),
});
