import { bigint, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { identities } from '../identity/schema';

/**
 * How far a person has read their notifications (decision 0215): the messages Hearth sent them (the outbox) with an
 * id up to `readThrough` are read; anything newer is unread. One row per identity, moved forward only.
 */
export const notificationReads = pgTable('notification_reads', {
  identityUuid: uuid('identity_uuid')
    .primaryKey()
    .references(() => identities.uuid, { onDelete: 'cascade' }),
  readThrough: bigint('read_through', { mode: 'number' }).notNull(),
  readAt: timestamp('read_at', { withTimezone: true }).notNull().defaultNow(),
});
