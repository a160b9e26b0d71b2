import type { LoanDocumentType } from '@hearth/domain/documents';
import { integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { helocApplications } from '../application/schema';

/** One generated loan document (decision 0171): the PDF in storage, its hash, and its words for the viewer. */
export const loanDocuments = pgTable(
  'loan_documents',
  {
    id: uuid('id').primaryKey(),
    applicationUuid: uuid('application_uuid')
      .notNull()
      .references(() => helocApplications.uuid, { onDelete: 'cascade' }),
    type: text('type').$type<LoanDocumentType>().notNull(),
    /** The owner a notice of the right to cancel is addressed to; '' for the other documents. */
    recipient: text('recipient').notNull().default(''),
    sha256: text('sha256').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    pages: integer('pages').notNull(),
    storageKey: text('storage_key').notNull(),
    /** The paragraphs as printed (names, address, figures): personal data, AES-256-GCM. */
    paragraphsEncrypted: text('paragraphs_encrypted').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('loan_documents_one_per_recipient').on(t.applicationUuid, t.type, t.recipient)],
);
