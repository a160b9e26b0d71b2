import type { LineChangeKind, LineChangeReason } from '@hearth/domain/borrower-notices';
import { bigint, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { helocApplications } from '../application/schema';

/**
 * Each suspension of an open line or reduction of its limit (decision 0204), and each reinstatement lifting them
 * (decision 0212): the 1026.40(f)(3)(vi) reason the lender chose (for a reinstatement, the reason that ended), the
 * limits before and after (equal for a suspension), the staff member and their note (for a reinstatement, why the
 * reason no longer applies), and when, on the application's clock. The borrower's notice (Regulation Z 1026.9(c)(1)(iii)) is an `applicant_notices` row whose
 * occasion is `LINE_CHANGE:<id>`.
 */
export const lineChanges = pgTable(
  'line_changes',
  {
    id: uuid('id').primaryKey(),
    applicationUuid: uuid('application_uuid')
      .notNull()
      .references(() => helocApplications.uuid, { onDelete: 'cascade' }),
    action: text('action').$type<LineChangeKind>().notNull(),
    reason: text('reason').$type<LineChangeReason>().notNull(),
    oldLimitCents: bigint('old_limit_cents', { mode: 'number' }).notNull(),
    newLimitCents: bigint('new_limit_cents', { mode: 'number' }).notNull(),
    note: text('note').notNull(),
    staffIdentityUuid: uuid('staff_identity_uuid').notNull(),
    actedAt: timestamp('acted_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('line_changes_application_idx').on(t.applicationUuid, t.actedAt)],
);
