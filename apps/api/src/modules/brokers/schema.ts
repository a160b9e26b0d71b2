import { boolean, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { identities } from '../identity/schema';

/** Which e-mails a broker or loan officer gets about the applications they referred (issue 23 item 8). */
export const brokerMailSettings = pgTable('broker_mail_settings', {
  identityUuid: uuid('identity_uuid')
    .primaryKey()
    .references(() => identities.uuid, { onDelete: 'cascade' }),
  offers: boolean('offers').notNull().default(true),
  declined: boolean('declined').notNull().default(true),
  funded: boolean('funded').notNull().default(true),
  waitingOnBorrower: boolean('waiting_on_borrower').notNull().default(true),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
