import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { helocApplications } from '../application/schema';
import { vendorRequests } from '../vendor-callbacks/schema';

/** The hard pull's result, one row per bureau request, the report encrypted like the soft pull (decision 0131). */
export const hardCreditPulls = pgTable(
  'hard_credit_pulls',
  {
    requestId: uuid('request_id')
      .primaryKey()
      .references(() => vendorRequests.id, { onDelete: 'cascade' }),
    applicationUuid: uuid('application_uuid')
      .notNull()
      .references(() => helocApplications.uuid, { onDelete: 'cascade' }),
    outcome: text('outcome').notNull(),
    reportEncrypted: text('report_encrypted').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // The latest pull of an application, in order (decision 0203): read on the liens page and the final offer.
  (t) => [index('hard_credit_pulls_application').on(t.applicationUuid, t.createdAt)],
);
