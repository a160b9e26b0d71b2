import { index, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { applicationConditions, applicationUploads } from '../identity-verification/schema';

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
