import type { LineTransactionKind, LineTransactionStatus } from '@hearth/domain/line-servicing';
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { helocApplications } from '../application/schema';

/**
 * The open line's ledger after funding (decision 0223): each one-off payment the borrower makes from a linked account
 * and each later draw, with the masked account, the amount and the ACH effective date. The initial draw and the
 * opening balance are the funding's (decision 0207); the balance is that plus draws less payments not returned.
 * Written once per request: the route's Idempotency-Key answers a retry with the first result. Each row is one ACH
 * entry to the lender's bank (decision 0258): a payment a PPD debit, a draw a PPD credit, with its file and outcome.
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
    status: text('status').$type<LineTransactionStatus>().notNull().default('PENDING'),
    /** From `funding_sequence`, as the initial draw's entries: the trace number's last 7 digits. */
    sequence: integer('sequence'),
    traceNumber: text('trace_number'),
    fileEncrypted: text('file_encrypted'),
    fileSha256: text('file_sha256'),
    /** The vendor request the bank answers (purpose `line-<id>`). */
    requestId: uuid('request_id'),
    /** When this process last handed the file to the bank, in real time: the vendor retry reads it. */
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    returnCode: text('return_code'),
    returnReason: text('return_reason'),
    returnedAt: timestamp('returned_at', { withTimezone: true }),
  },
  (t) => [
    index('line_transactions_application_idx').on(t.applicationUuid, t.requestedAt),
    check('line_transactions_amount_positive', sql`${t.amountCents} > 0`),
    check('line_transactions_kind', sql`${t.kind} in ('PAYMENT', 'DRAW')`),
    check('line_transactions_status', sql`${t.status} in ('PENDING', 'SETTLED', 'RETURNED')`),
    uniqueIndex('line_transactions_sequence').on(t.sequence),
    index('line_transactions_request_idx').on(t.requestId),
  ],
);
