import type {
  BankAccountPurpose,
  BankAccountSource,
  BankAccountType,
  BankOwnershipState,
} from '@hearth/domain/bank-accounts';
import { bigint, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { helocApplications } from '../application/schema';

/**
 * One bank-link session (decision 0161): the link token Hearth asked for, LINKING until the borrower comes back
 * from the vendor's page, then EXCHANGED (its public token turned into an account) or EXITED.
 */
export const bankLinkSessions = pgTable(
  'bank_link_sessions',
  {
    id: uuid('id').primaryKey(),
    applicationUuid: uuid('application_uuid')
      .notNull()
      .references(() => helocApplications.uuid, { onDelete: 'cascade' }),
    purpose: text('purpose').$type<BankAccountPurpose>().notNull(),
    state: text('state').$type<'LINKING' | 'EXCHANGED' | 'EXITED'>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('bank_link_sessions_application').on(t.applicationUuid, t.createdAt)],
);

/**
 * An account the borrower added for one purpose (decision 0161). The routing and account numbers are encrypted
 * (AES-256-GCM); `mask` is the account's last 4 digits and `routing_mask` the routing number's, the only parts
 * shown. `account_fingerprint` (an HMAC of both numbers under the server key) makes the same account for the same
 * purpose one row, however often it is sent; a link session yields at most one row.
 */
export const bankAccounts = pgTable(
  'bank_accounts',
  {
    id: uuid('id').primaryKey(),
    applicationUuid: uuid('application_uuid')
      .notNull()
      .references(() => helocApplications.uuid, { onDelete: 'cascade' }),
    purpose: text('purpose').$type<BankAccountPurpose>().notNull(),
    source: text('source').$type<BankAccountSource>().notNull(),
    linkSessionId: uuid('link_session_id').references(() => bankLinkSessions.id, { onDelete: 'set null' }),
    institution: text('institution').notNull(),
    accountName: text('account_name').notNull(),
    accountType: text('account_type').$type<BankAccountType>().notNull(),
    routingNumberEncrypted: text('routing_number_encrypted').notNull(),
    accountNumberEncrypted: text('account_number_encrypted').notNull(),
    accountFingerprint: text('account_fingerprint').notNull(),
    mask: text('mask').notNull(),
    routingMask: text('routing_mask').notNull(),
    /** The owners' names as the bank reports them (personal data), encrypted JSON. */
    ownerNamesEncrypted: text('owner_names_encrypted').notNull(),
    ownership: text('ownership').$type<BankOwnershipState>().notNull(),
    balanceCents: bigint('balance_cents', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('bank_accounts_one_per_purpose').on(t.applicationUuid, t.purpose, t.accountFingerprint),
    uniqueIndex('bank_accounts_one_per_link').on(t.linkSessionId),
    index('bank_accounts_application').on(t.applicationUuid, t.purpose, t.updatedAt),
  ],
);
