import type { VerificationMethod, VerificationState } from '@hearth/domain/identity-verification';
import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { helocApplications } from '../application/schema';
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
