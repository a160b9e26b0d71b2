import type { HmdaAnswers } from '@hearth/domain/hmda';
import { jsonb, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { helocApplications } from '../application/schema';

/**
 * The Regulation C answers of start/hmda, one row per application (decision 0122). Kept out of
 * `heloc_applications` on purpose: the decision engine's input is built from that row, so it cannot see them.
 */
export const applicationHmda = pgTable('application_hmda', {
  applicationUuid: uuid('application_uuid')
    .primaryKey()
    .references(() => helocApplications.uuid, { onDelete: 'cascade' }),
  identityUuid: uuid('identity_uuid').notNull(),
  answers: jsonb('answers').$type<HmdaAnswers>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
