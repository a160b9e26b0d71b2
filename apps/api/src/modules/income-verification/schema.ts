import type { IncomeAttemptState, IncomeMethod } from '@hearth/domain/income-verification';
import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { helocApplications } from '../application/schema';
import { vendorRequests } from '../vendor-callbacks/schema';

/**
 * One way the borrower tried to verify income (decision 0151): a payroll or bank connection (LINKING until the
 * borrower returns from the vendor's page), a set of documents, or an employer to ask. The vendor request is made
 * once the attempt is submitted; the vendor's report is kept encrypted.
 */
export const incomeVerifications = pgTable(
  'income_verifications',
  {
    id: uuid('id').primaryKey(),
    applicationUuid: uuid('application_uuid')
      .notNull()
      .references(() => helocApplications.uuid, { onDelete: 'cascade' }),
    method: text('method').$type<IncomeMethod>().notNull(),
    state: text('state').$type<IncomeAttemptState>().notNull(),
    requestId: uuid('request_id').references(() => vendorRequests.id, { onDelete: 'set null' }),
    employer: text('employer'),
    verifiedIncomeCents: integer('verified_income_cents'),
    /** The vendor's report (employer, pay history): personal data, AES-256-GCM. */
    reportEncrypted: text('report_encrypted'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('income_verifications_application').on(t.applicationUuid, t.createdAt)],
);
