import { boolean, index, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** A lender's site-wide banner (spec sections 4 and 5, decision 0218); served in the spec's banner file. */
export const brandBanners = pgTable(
  'brand_banners',
  {
    uuid: uuid('uuid').primaryKey().defaultRandom(),
    organizationCode: text('organization_code').notNull(),
    message: text('message').notNull(),
    apps: jsonb('apps').$type<string[]>().notNull(),
    variant: text('variant').notNull(),
    dismissable: boolean('dismissable').notNull().default(true),
    active: boolean('active').notNull().default(true),
    /** Listed only in the test variant of the file. */
    testOnly: boolean('test_only').notNull().default(false),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('brand_banners_organization_idx').on(t.organizationCode, t.createdAt)],
);

/** A lender's maintenance window on one route prefix ("/" is every page); off rows are kept for the console. */
export const brandMaintenance = pgTable(
  'brand_maintenance',
  {
    organizationCode: text('organization_code').notNull(),
    route: text('route').notNull(),
    enabled: boolean('enabled').notNull(),
    title: text('title'),
    message: text('message'),
    showDashboardLink: boolean('show_dashboard_link').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'brand_maintenance_pkey', columns: [t.organizationCode, t.route] })],
);

/** A lender's value of one whitelisted flag; a flag with no row takes its default. */
export const brandFeatureFlags = pgTable(
  'brand_feature_flags',
  {
    organizationCode: text('organization_code').notNull(),
    key: text('key').notNull(),
    enabled: boolean('enabled').notNull(),
    variables: jsonb('variables').$type<Record<string, unknown>>().notNull().default({}),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'brand_feature_flags_pkey', columns: [t.organizationCode, t.key] })],
);

/**
 * A lender's own support phone and e-mail (issue 24 item 6, decision 0237), in place of the brand registry's; no
 * row keeps the registry's. Read when a page is served, so a change shows on the next page load of every server.
 */
export const brandSupportContacts = pgTable('brand_support_contacts', {
  organizationCode: text('organization_code').primaryKey(),
  phone: text('phone').notNull(),
  email: text('email').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
