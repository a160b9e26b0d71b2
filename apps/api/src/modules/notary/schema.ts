import type { NotaryPlace } from '@hearth/domain/notary';
import { integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { helocApplications } from '../application/schema';

/**
 * The application's current notary booking (online, decision 0174; or in person, decision 0176), the notary's
 * journal entry once the deed is signed, a missed session or visit, and a cancellation. A rebooking replaces the row.
 */
/** One person who signs the deed before the notary. */
export interface DeedParty {
  identityUuid: string;
  name: string;
  borrower: boolean;
}

export const notarySessions = pgTable('notary_sessions', {
  applicationUuid: uuid('application_uuid')
    .primaryKey()
    .references(() => helocApplications.uuid, { onDelete: 'cascade' }),
  requestId: uuid('request_id').notNull(),
  kind: text('kind').$type<'ONLINE' | 'MANUAL'>().notNull().default('ONLINE'),
  startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
  notary: text('notary').notNull(),
  notaryPhone: text('notary_phone').notNull().default(''),
  /** The online session's link; '' for a visit. */
  meetingUrl: text('meeting_url').notNull(),
  /** Where a visit is held: the borrower's home, another address, or a title office. */
  place: jsonb('place').$type<NotaryPlace>(),
  preferredWindows: jsonb('preferred_windows').$type<string[]>(),
  /** The manual notary's fee and how it is paid (deducted from the initial draw at funding). */
  feeCents: integer('fee_cents').notNull().default(0),
  feePayment: text('fee_payment').$type<'DEDUCTED_FROM_DRAW'>(),
  journal: jsonb('journal').$type<{
    entryId: string;
    notary: string;
    commission: string;
    signedAt: string;
    /** Each signer the notary saw sign (decision 0184). */
    signers?: { name: string; signedAt: string }[] | undefined;
    /**
     * A Texas closing at the title office (decision 0201): each closing document the closer had signed there, by
     * whom and when, as the title office reported it with the visit.
     */
    documents?: { documentId: string; signers: { name: string; signedAt: string }[] }[] | undefined;
  }>(),
  /**
   * Everyone who signs the deed before the notary, fixed at booking (decision 0184): the borrower first, then each
   * owner on title who joined, by their identity and the name they sign with.
   */
  deedSigners: jsonb('deed_signers').$type<DeedParty[]>(),
  /** Every signer signed in the online session; the notary's callback is on its way (not a no-show). */
  signedInSessionAt: timestamp('signed_in_session_at', { withTimezone: true }),
  /** The sandbox network was told the appointment passed (once: it answers by callback). */
  visitReportedAt: timestamp('visit_reported_at', { withTimezone: true }),
  /** The session or visit was missed; the application went back to choosing a notary. */
  missedAt: timestamp('missed_at', { withTimezone: true }),
  /** The borrower gave this booking up before it started to choose another time (decision 0186). */
  withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
  /** yyyy-MM-dd on the home's calendar (decision 0272): the transaction date the right to cancel counts from. */
  deedSignedOn: text('deed_signed_on'),
  /** yyyy-MM-dd on the home's calendar: the day the notices of the right to cancel were delivered, with their dates (decision 0180). */
  noticesDeliveredOn: text('notices_delivered_on'),
  canceledAt: timestamp('canceled_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Each signature on the deed in an online session (decision 0184): one row per booking and signer, so two owners
 * signing at the same moment are both kept and a repeated click adds nothing.
 */
export const notaryDeedSignatures = pgTable(
  'notary_deed_signatures',
  {
    requestId: uuid('request_id').notNull(),
    identityUuid: uuid('identity_uuid').notNull(),
    signedAt: timestamp('signed_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.requestId, t.identityUuid] })],
);
