import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { helocApplications } from '../application/schema';

/** The deed of trust as the county recorded it (decision 0178): one row per application. */
export const recordings = pgTable('recordings', {
  applicationUuid: uuid('application_uuid')
    .primaryKey()
    .references(() => helocApplications.uuid, { onDelete: 'cascade' }),
  requestId: uuid('request_id').notNull(),
  submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull(),
  feeCents: bigint('fee_cents', { mode: 'number' }).notNull(),
  taxCents: bigint('tax_cents', { mode: 'number' }).notNull(),
  office: text('office'),
  instrumentNumber: text('instrument_number'),
  book: text('book'),
  page: text('page'),
  recordedAt: timestamp('recorded_at', { withTimezone: true }),
});

export interface StoredWire {
  lienId: string;
  payee: string;
  amountCents: number;
  fedReference?: string;
}

/**
 * The funding of one line (decision 0178): one row per application, its amounts fixed once by the funding
 * decision, and the payoff wires. The ACH credits of its draw are `ach_entries` (decision 0182).
 */
export const fundings = pgTable('fundings', {
  applicationUuid: uuid('application_uuid')
    .primaryKey()
    .references(() => helocApplications.uuid, { onDelete: 'cascade' }),
  drawCents: bigint('draw_cents', { mode: 'number' }).notNull(),
  payoffCents: bigint('payoff_cents', { mode: 'number' }).notNull(),
  costsCents: bigint('costs_cents', { mode: 'number' }).notNull(),
  financedCents: bigint('financed_cents', { mode: 'number' }).notNull(),
  netCents: bigint('net_cents', { mode: 'number' }).notNull(),
  wires: jsonb('wires').$type<StoredWire[]>().notNull(),
  wireRequestId: uuid('wire_request_id'),
  wiresSubmittedAt: timestamp('wires_submitted_at', { withTimezone: true }),
  wiresSentAt: timestamp('wires_sent_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The ACH credits of one funding's draw (decisions 0178 and 0182): attempt 1 when the funding is decided, and one
 * more each time the borrower's bank sends it back and the borrower chooses another account. An entry is written
 * once (its key), its file once (a conditional write), stored encrypted (it holds the full account number) with
 * its SHA-256; the sequence gives its trace number. It is settled or returned, never both: a returned entry is
 * never counted as paid.
 */
export const achEntries = pgTable(
  'ach_entries',
  {
    applicationUuid: uuid('application_uuid')
      .notNull()
      .references(() => helocApplications.uuid, { onDelete: 'cascade' }),
    attempt: integer('attempt').notNull(),
    sequence: integer('sequence').notNull(),
    /** The bank account (bank_accounts.id) whose numbers the entry carries. */
    accountId: uuid('account_id').notNull(),
    accountLabel: text('account_label').notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    effectiveDate: text('effective_date').notNull(),
    traceNumber: text('trace_number'),
    fileId: uuid('file_id'),
    fileName: text('file_name'),
    fileEncrypted: text('file_encrypted'),
    fileSha256: text('file_sha256'),
    requestId: uuid('request_id'),
    /** When this process last handed the file to the bank, in real time: the vendor retry reads it (decision 0179). */
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    /** When the file was first sent, on the application's clock: the day the money went out (decision 0201). */
    sentAt: timestamp('sent_at', { withTimezone: true }),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    returnCode: text('return_code'),
    /** The NACHA description of the return code, as it was when the entry came back. */
    returnReason: text('return_reason'),
    returnedAt: timestamp('returned_at', { withTimezone: true }),
    /** Sent by staff after the call that follows the last return allowed: the account's confirmation (decision 0187). */
    sentByStaffNote: text('sent_by_staff_note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.applicationUuid, t.attempt] }),
    uniqueIndex('ach_entries_sequence').on(t.sequence),
    uniqueIndex('ach_entries_trace').on(t.traceNumber),
    check('ach_entries_attempt', sql`${t.attempt} >= 1`),
    check('ach_entries_settled_or_returned', sql`${t.settledAt} IS NULL OR ${t.returnCode} IS NULL`),
  ],
);

/**
 * Four eyes on a funding approval (issue 24 item 5, decision 0230): who prepared the file and who approved it,
 * never the same person (a CHECK, besides the service's own refusal).
 */
export const fundingPreparations = pgTable(
  'funding_preparations',
  {
    applicationUuid: uuid('application_uuid')
      .primaryKey()
      .references(() => helocApplications.uuid, { onDelete: 'cascade' }),
    preparedBy: uuid('prepared_by').notNull(),
    preparedAt: timestamp('prepared_at', { withTimezone: true }).notNull().defaultNow(),
    note: text('note').notNull(),
    approvedBy: uuid('approved_by'),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
  },
  (t) => [
    check(
      'funding_preparations_four_eyes',
      sql`${t.approvedBy} is null or ${t.approvedBy} <> ${t.preparedBy}`,
    ),
  ],
);
