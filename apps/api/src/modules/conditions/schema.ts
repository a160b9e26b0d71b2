import type { ConditionState } from '@hearth/domain/conditions';
import type { ConditionCategory } from '@hearth/domain/enums';
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { helocApplications } from '../application/schema';
import { signerInvitations } from '../owners/schema';
import { applicationUploads } from '../uploads/schema';

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
    // An application's tasks in order, whatever their state (decision 0203): the task list behind every page.
    index('application_conditions_application').on(t.applicationUuid, t.createdAt),
  ],
);

/**
 * The files a borrower sent against a task (decision 0170). An upload belongs to one task at most (its id is the
 * key), so a retried attach adds nothing and a file cannot answer two tasks.
 */
export const conditionDocuments = pgTable(
  'condition_documents',
  {
    uploadId: uuid('upload_id')
      .primaryKey()
      .references(() => applicationUploads.id, { onDelete: 'cascade' }),
    conditionId: uuid('condition_id')
      .notNull()
      .references(() => applicationConditions.id, { onDelete: 'cascade' }),
    attachedAt: timestamp('attached_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('condition_documents_condition').on(t.conditionId, t.attachedAt)],
);
