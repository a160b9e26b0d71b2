import { bigserial, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { identities } from '../identity/schema';

/** Each SMS consent answer (opt in or out) with the prompt the borrower saw, as TCPA record keeping needs. */
export const commsConsents = pgTable(
  'comms_consents',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    identityUuid: uuid('identity_uuid')
      .notNull()
      .references(() => identities.uuid, { onDelete: 'cascade' }),
    organizationCode: text('organization_code').notNull(),
    source: text('source').notNull(),
    consentType: text('consent_type').notNull(),
    consentPromptUuid: text('consent_prompt_uuid').notNull(),
    optInOut: text('opt_in_out').notNull(),
    phone: text('phone'),
    email: text('email'),
    ipAddress: text('ip_address').notNull(),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('comms_consents_identity_idx').on(t.identityUuid)],
);
