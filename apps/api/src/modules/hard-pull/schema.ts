import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { helocApplications } from '../application/schema';
import { vendorRequests } from '../vendor-callbacks/schema';

/** The hard pull's result, one row per bureau request, the report encrypted like the soft pull (decision 0131). */
export const hardCreditPulls = pgTable('hard_credit_pulls', {
  requestId: uuid('request_id')
    .primaryKey()
    .references(() => vendorRequests.id, { onDelete: 'cascade' }),
  applicationUuid: uuid('application_uuid')
    .notNull()
    .references(() => helocApplications.uuid, { onDelete: 'cascade' }),
  outcome: text('outcome').notNull(),
  reportEncrypted: text('report_encrypted').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
