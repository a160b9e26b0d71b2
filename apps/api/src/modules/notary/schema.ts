import { jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { helocApplications } from '../application/schema';

/** The eNotary booking, the notary's journal entry once the deed is signed, and a cancellation (decision 0174). */
export const notarySessions = pgTable('notary_sessions', {
  applicationUuid: uuid('application_uuid')
    .primaryKey()
    .references(() => helocApplications.uuid, { onDelete: 'cascade' }),
  requestId: uuid('request_id').notNull(),
  startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
  notary: text('notary').notNull(),
  meetingUrl: text('meeting_url').notNull(),
  journal: jsonb('journal').$type<{
    entryId: string;
    notary: string;
    commission: string;
    signedAt: string;
  }>(),
  /** yyyy-MM-dd, Pacific: the transaction date the right to cancel counts from. */
  deedSignedOn: text('deed_signed_on'),
  canceledAt: timestamp('canceled_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
