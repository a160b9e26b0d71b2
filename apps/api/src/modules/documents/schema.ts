import type { LoanDocumentType } from '@hearth/domain/documents';
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
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

/**
 * The sealed package (decision 0175): an executed copy of each signed or acknowledged document (`documentId` set)
 * and the certificate of completion (`documentId` null, one per application), each PAdES-sealed and stored
 * encrypted with the SHA-256 of its bytes. The certificate is written last: its row means the package is whole.
 */
export const sealedDocuments = pgTable(
  'sealed_documents',
  {
    id: uuid('id').primaryKey(),
    applicationUuid: uuid('application_uuid')
      .notNull()
      .references(() => helocApplications.uuid, { onDelete: 'cascade' }),
    documentId: uuid('document_id').references(() => loanDocuments.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'EXECUTED' | 'CERTIFICATE'>().notNull(),
    /** The SHA-256 of the document as it was signed (the act's hash); null for the certificate. */
    signedSha256: text('signed_sha256'),
    sha256: text('sha256').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    pages: integer('pages').notNull(),
    storageKey: text('storage_key').notNull(),
    /** The SHA-256 of the seal certificate (DER) that sealed it. */
    sealCertificateSha256: text('seal_certificate_sha256').notNull(),
    sealedAt: timestamp('sealed_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('sealed_documents_one_per_document').on(t.documentId),
    uniqueIndex('sealed_documents_one_certificate')
      .on(t.applicationUuid)
      .where(sql`${t.kind} = 'CERTIFICATE'`),
    // An application's sealed files in order (decision 0203): the documents page and the package's sealing.
    index('sealed_documents_application').on(t.applicationUuid, t.createdAt, t.id),
  ],
);
