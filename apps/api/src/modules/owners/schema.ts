import { sql } from 'drizzle-orm';
import { bigserial, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { helocApplications } from '../application/schema';
import { identities } from '../identity/schema';

/**
 * One invitation per owner on title who is not on the application (decision 0177). Only the SHA-256 of the
 * link's token is kept; a resend replaces it, so only the latest link works. Accepting it ties the owner's new
 * identity to the invitation; joining records who they said they are and the two consents.
 */
export const signerInvitations = pgTable(
  'signer_invitations',
  {
    id: uuid('id').primaryKey(),
    applicationUuid: uuid('application_uuid')
      .notNull()
      .references(() => helocApplications.uuid, { onDelete: 'cascade' }),
    /** The owner as the title search names them. */
    ownerName: text('owner_name').notNull(),
    email: text('email').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    invitedAt: timestamp('invited_at', { withTimezone: true }).notNull(),
    lastSentAt: timestamp('last_sent_at', { withTimezone: true }).notNull(),
    sentCount: integer('sent_count').notNull().default(1),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    identityUuid: uuid('identity_uuid').references(() => identities.uuid, { onDelete: 'set null' }),
    joinedAt: timestamp('joined_at', { withTimezone: true }),
    firstName: text('first_name'),
    lastName: text('last_name'),
    dobEncrypted: text('dob_encrypted'),
    eSignConsentAt: timestamp('e_sign_consent_at', { withTimezone: true }),
    /** The E-SIGN consent they accepted at the join, after its demonstration: version and text hash (decision 0202). */
    eSignConsentVersion: text('e_sign_consent_version'),
    eSignConsentSha256: text('e_sign_consent_sha256'),
    lienConsentAt: timestamp('lien_consent_at', { withTimezone: true }),
    joinIp: text('join_ip'),
    joinUserAgent: text('join_user_agent'),
  },
  (t) => [
    uniqueIndex('signer_invitations_owner').on(t.applicationUuid, t.ownerName),
    uniqueIndex('signer_invitations_email').on(t.applicationUuid, sql`lower(${t.email})`),
    uniqueIndex('signer_invitations_token').on(t.tokenHash),
    uniqueIndex('signer_invitations_identity').on(t.applicationUuid, t.identityUuid),
  ],
);

export type SignerInvitationRow = typeof signerInvitations.$inferSelect;

/**
 * A co-owner the borrower removed before they signed (decision 0227): who, by whom and when. The invitation itself is
 * deleted (its link and the signer's tasks go with it); this row is the record.
 */
export const coDeedRemovals = pgTable(
  'co_deed_removals',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    applicationUuid: uuid('application_uuid')
      .notNull()
      .references(() => helocApplications.uuid, { onDelete: 'cascade' }),
    invitationId: uuid('invitation_id').notNull(),
    ownerName: text('owner_name').notNull(),
    email: text('email').notNull(),
    identityUuid: uuid('identity_uuid').references(() => identities.uuid, { onDelete: 'set null' }),
    removedBy: uuid('removed_by')
      .notNull()
      .references(() => identities.uuid, { onDelete: 'cascade' }),
    removedAt: timestamp('removed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('co_deed_removals_invitation_key').on(t.invitationId)],
);
