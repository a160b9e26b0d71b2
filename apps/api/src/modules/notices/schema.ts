import type { NoticeDelivery, NoticeKind } from '@hearth/domain/notices';
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { helocApplications } from '../application/schema';

/**
 * The notices given to an applicant (decision 0200): the early HELOC disclosure, each credit score notice and the
 * notice of action taken, each a PDF in storage with its hash and its words, and how it was delivered. `occasion`
 * says which event it answers (the application, the soft pull, a hard pull's request, the decline), so a re-run
 * finds it and nothing is given twice.
 */
export const applicantNotices = pgTable(
  'applicant_notices',
  {
    id: uuid('id').primaryKey(),
    applicationUuid: uuid('application_uuid')
      .notNull()
      .references(() => helocApplications.uuid, { onDelete: 'cascade' }),
    /** The applicant's identity: whose consent decides the delivery, and whose mailbox it goes to. */
    identityUuid: uuid('identity_uuid').notNull(),
    kind: text('kind').$type<NoticeKind>().notNull(),
    /** The applicant it is addressed to, by name. */
    recipient: text('recipient').notNull(),
    occasion: text('occasion').notNull(),
    delivery: text('delivery').$type<NoticeDelivery>().notNull(),
    sha256: text('sha256').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    pages: integer('pages').notNull(),
    storageKey: text('storage_key').notNull(),
    /** The paragraphs as printed (names, address, score): personal data, AES-256-GCM. */
    paragraphsEncrypted: text('paragraphs_encrypted').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('applicant_notices_once_key').on(t.applicationUuid, t.kind, t.recipient, t.occasion)],
);

/**
 * The mail queue a lender's print vendor reads (decision 0200): a notice owed to an applicant who has not consented
 * to electronic communications is printed and mailed first-class. The vendor's adapter takes the rows without
 * `printedAt`, oldest first, prints the notice's PDF (`noticeId`) to the name and address here, and sets
 * `printedAt` with its job reference once the piece is in the mail stream.
 */
export const mailQueue = pgTable(
  'mail_queue',
  {
    id: uuid('id').primaryKey(),
    applicationUuid: uuid('application_uuid')
      .notNull()
      .references(() => helocApplications.uuid, { onDelete: 'cascade' }),
    noticeId: uuid('notice_id')
      .notNull()
      .references(() => applicantNotices.id, { onDelete: 'cascade' }),
    recipientName: text('recipient_name').notNull(),
    /** The mailing address (the applicant's home), JSON, AES-256-GCM. */
    addressEncrypted: text('address_encrypted').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    printedAt: timestamp('printed_at', { withTimezone: true }),
    printJobReference: text('print_job_reference'),
  },
  (t) => [
    uniqueIndex('mail_queue_one_per_notice').on(t.noticeId),
    index('mail_queue_unprinted_idx').on(t.createdAt).where(sql`${t.printedAt} is null`),
  ],
);
