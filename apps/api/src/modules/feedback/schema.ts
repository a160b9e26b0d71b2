import { boolean, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { helocApplications } from '../application/schema';
import { identities } from '../identity/schema';

/** What a signed-in borrower told the lender: the feedback form, or the leave survey at logout (decision 0220). */
export const borrowerFeedback = pgTable(
  'borrower_feedback',
  {
    uuid: uuid('uuid').primaryKey().defaultRandom(),
    identityUuid: uuid('identity_uuid')
      .notNull()
      .references(() => identities.uuid, { onDelete: 'cascade' }),
    organizationCode: text('organization_code').notNull(),
    kind: text('kind').$type<'FEEDBACK' | 'LEAVE_SURVEY'>().notNull(),
    /** IMPROVE or COMPLIMENT for feedback; the survey's reason for the survey. */
    topic: text('topic'),
    message: text('message').notNull(),
    marketingConsent: boolean('marketing_consent'),
    applicationUuid: uuid('application_uuid').references(() => helocApplications.uuid, {
      onDelete: 'set null',
    }),
    pathname: text('pathname').notNull(),
    productType: text('product_type').notNull().default('HELOC'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('borrower_feedback_organization_idx').on(t.organizationCode, t.createdAt)],
);
