import { bigint, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
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
 * The funding of one line (decision 0178): one row per application, so the ACH entry of its initial draw is
 * written once whatever runs the job twice. The file is kept encrypted (it holds the full account number) with its
 * SHA-256; the sequence gives the entry's trace number.
 */
export const fundings = pgTable(
  'fundings',
  {
    applicationUuid: uuid('application_uuid')
      .primaryKey()
      .references(() => helocApplications.uuid, { onDelete: 'cascade' }),
    sequence: integer('sequence').notNull(),
    drawCents: bigint('draw_cents', { mode: 'number' }).notNull(),
    payoffCents: bigint('payoff_cents', { mode: 'number' }).notNull(),
    costsCents: bigint('costs_cents', { mode: 'number' }).notNull(),
    financedCents: bigint('financed_cents', { mode: 'number' }).notNull(),
    netCents: bigint('net_cents', { mode: 'number' }).notNull(),
    accountId: uuid('account_id').notNull(),
    accountLabel: text('account_label').notNull(),
    effectiveDate: text('effective_date').notNull(),
    traceNumber: text('trace_number'),
    fileId: uuid('file_id'),
    fileName: text('file_name'),
    fileEncrypted: text('file_encrypted'),
    fileSha256: text('file_sha256'),
    achRequestId: uuid('ach_request_id'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    returnCode: text('return_code'),
    wires: jsonb('wires').$type<StoredWire[]>().notNull(),
    wireRequestId: uuid('wire_request_id'),
    wiresSentAt: timestamp('wires_sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('fundings_sequence').on(t.sequence), uniqueIndex('fundings_trace').on(t.traceNumber)],
);
