import type { LineTransactionKind } from '@hearth/domain/line-servicing';
import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { helocApplications } from '../application/schema';

/**
 * The open line's ledger after funding (decision 0223): each one-off payment the borrower makes from a linked account
 * and each later draw, with the masked account, the amount and the ACH effective date. The initial draw and the
 * opening balance are the funding's (decision 0207); the balance is that plus draws less payments. Written once per
 * request: the route's Idempotency-Key answers a retry with the first result.
 */
export const lineTransactions = pgTable(
  'line_transactions',
  {
    id: uuid('id').primaryKey(),
    applicationUuid: uuid('application_uuid')
      .notNull()
      .references(() => helocApplications.uuid, { onDelete: 'cascade' }),
    kind: text('kind').$type<LineTransactionKind>().notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    /** The bank account (bank_accounts.id) paid from or drawn to. */
    accountId: uuid('account_id').notNull(),
    accountLabel: text('account_label').notNull(),
    /** yyyy-MM-dd: the next banking day after the request, on the application's clock. */
    effectiveDate: text('effective_date').notNull(),
    requestedBy: uuid('requested_by').notNull(),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('line_transactions_application_idx').on(t.applicationUuid, t.requestedAt),
    check('line_transactions_amount_positive', sql`${t.amountCents} > 0`),
    check('line_transactions_kind', sql`${t.kind} in ('PAYMENT', 'DRAW')`),
  ],
);
