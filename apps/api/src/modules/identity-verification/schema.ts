import type { ConditionState } from '@hearth/domain/conditions';
import type { ConditionCategory } from '@hearth/domain/enums';
import type { VerificationMethod, VerificationState } from '@hearth/domain/identity-verification';
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { helocApplications } from '../application/schema';
import { signerInvitations } from '../signers/schema';
import { vendorRequests } from '../vendor-callbacks/schema';

/** One identity verification attempt; its id is the vendor request's (decision 0132). */
export const identityVerifications = pgTable(
  'identity_verifications',
  {
    id: uuid('id')
      .primaryKey()
      .references(() => vendorRequests.id, { onDelete: 'cascade' }),
    applicationUuid: uuid('application_uuid')
      .notNull()
      .references(() => helocApplications.uuid, { onDelete: 'cascade' }),
    method: text('method').$type<VerificationMethod>().notNull(),
    state: text('state').$type<VerificationState>().notNull(),
    /** The knowledge questions (prior streets, county, lender are personal data), encrypted. */
    questionsEncrypted: text('questions_encrypted'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('identity_verifications_application').on(t.applicationUuid, t.createdAt)],
);

/**
 * The tasks of spec section 4: the borrower's, or an additional signer's who joined (decision 0183); at most one
 * not done per category and person.
 */
export const applicationConditions = pgTable(
  'application_conditions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicationUuid: uuid('application_uuid')
      .notNull()
      .references(() => helocApplications.uuid, { onDelete: 'cascade' }),
    category: text('category').$type<ConditionCategory>().notNull(),
    /** Whose task it is when not the borrower's: the additional signer's invitation (decision 0183). */
    signerInvitationId: uuid('signer_invitation_id').references(() => signerInvitations.id, {
      onDelete: 'cascade',
    }),
    status: text('status').$type<ConditionState>().notNull().default('OPEN'),
    /** What the lender asks, in words the borrower reads under the task (decision 0170). */
    commentsToBorrower: text('comments_to_borrower'),
    docsRequired: integer('docs_required').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    clearedAt: timestamp('cleared_at', { withTimezone: true }),
    /** Who cleared it (borrower, reviewer, lender, vendor) and the lender's note; never shown to the borrower. */
    clearedBy: text('cleared_by'),
    clearedNote: text('cleared_note'),
  },
  (t) => [
    // One task per category and person that is not yet done: a submitted task is not opened a second time.
    uniqueIndex('application_conditions_one_open')
      .on(t.applicationUuid, t.category)
      .where(sql`${t.status} <> 'CLEARED' AND ${t.signerInvitationId} IS NULL`),
    uniqueIndex('application_conditions_one_open_signer')
      .on(t.applicationUuid, t.category, t.signerInvitationId)
      .where(sql`${t.status} <> 'CLEARED' AND ${t.signerInvitationId} IS NOT NULL`),
  ],
);

/** Uploaded files: the bytes are in the storage port, encrypted; this row indexes them and names the owner. */
export const applicationUploads = pgTable(
  'application_uploads',
  {
    id: uuid('id').primaryKey(),
    applicationUuid: uuid('application_uuid')
      .notNull()
      .references(() => helocApplications.uuid, { onDelete: 'cascade' }),
    identityUuid: uuid('identity_uuid').notNull(),
    purpose: text('purpose').notNull(),
    mediaType: text('media_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    storageKey: text('storage_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('application_uploads_application').on(t.applicationUuid)],
);
