import {
  bigint,
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { helocApplications } from '../application/schema';
import { identities } from '../identity/schema';

/**
 * A browser tab's telemetry session (spec section 7, session key uuid / epoch / trackerUuid). The tracker is
 * the browser's long-lived pseudonymous id; query parameters are the marketing whitelist only (decision 0070).
 */
export const telemetrySessions = pgTable(
  'telemetry_sessions',
  {
    uuid: uuid('uuid').primaryKey().defaultRandom(),
    trackerUuid: uuid('tracker_uuid').notNull(),
    /** Milliseconds since 1970 when the session began; part of the key the browser presents. */
    epoch: bigint('epoch', { mode: 'number' }).notNull(),
    context: text('context').notNull(),
    identityUuid: uuid('identity_uuid').references(() => identities.uuid, { onDelete: 'set null' }),
    organizationCode: text('organization_code').notNull(),
    platform: text('platform').notNull(),
    libVersion: text('lib_version').notNull(),
    appVersion: text('app_version'),
    referrer: text('referrer').notNull().default(''),
    queryParams: jsonb('query_params').$type<Record<string, string>>().notNull().default({}),
    screenWidth: integer('screen_width').notNull(),
    screenHeight: integer('screen_height').notNull(),
    windowWidth: integer('window_width').notNull(),
    windowHeight: integer('window_height').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('telemetry_sessions_tracker_idx').on(t.trackerUuid),
    // The retention job deletes sessions by when they were last used (decision 0222).
    index('telemetry_sessions_last_seen_idx').on(t.lastSeenAt),
    // The console's funnel counts a lender's visits by day (decision 0240).
    index('telemetry_sessions_organization_created_idx').on(t.organizationCode, t.createdAt),
  ],
);

/**
 * One tracking event. `dedupeKey` is a keyed hash of the session (or identity) and the domain's dedupe key:
 * unique, so a duplicate is ignored by the insert itself; null when the event opts out of deduplication.
 */
export const telemetryEvents = pgTable(
  'telemetry_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    sessionUuid: uuid('session_uuid').references(() => telemetrySessions.uuid, { onDelete: 'set null' }),
    context: text('context').notNull(),
    identityUuid: uuid('identity_uuid').references(() => identities.uuid, { onDelete: 'set null' }),
    applicationUuid: uuid('application_uuid'),
    organizationCode: text('organization_code').notNull(),
    domain: text('domain').notNull(),
    pagePath: text('page_path').notNull(),
    event: text('event').notNull(),
    eventType: text('event_type').notNull(),
    productType: text('product_type').notNull(),
    queryParams: jsonb('query_params').$type<Record<string, string>>().notNull().default({}),
    eventProperties: jsonb('event_properties').$type<Record<string, unknown>>().notNull().default({}),
    dedupeKey: text('dedupe_key').unique('telemetry_events_dedupe_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('telemetry_events_session_idx').on(t.sessionUuid),
    index('telemetry_events_created_at_idx').on(t.createdAt),
  ],
);

/**
 * The session-replay link of an application (PUT /{uuid}/full-story-link, spec section 7, decision 0222): the
 * latest link the borrower's browser reported, so support can watch what went wrong on a page. One row per
 * application; a new link replaces the old.
 */
export const sessionReplayLinks = pgTable('session_replay_links', {
  applicationUuid: uuid('application_uuid')
    .primaryKey()
    .references(() => helocApplications.uuid, { onDelete: 'cascade' }),
  link: text('link').notNull(),
  identityUuid: uuid('identity_uuid').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});
