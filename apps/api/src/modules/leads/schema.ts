import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { identities } from '../identity/schema';

/** Sign-ups from states or zips Hearth does not serve yet; one row per e-mail and address. */
export const waitlistEntries = pgTable(
  'waitlist_entries',
  {
    uuid: uuid('uuid').primaryKey().defaultRandom(),
    organizationCode: text('organization_code').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    dobEncrypted: text('dob_encrypted').notNull(),
    email: text('email').notNull(),
    incomeCents: integer('income_cents').notNull(),
    street1: text('street1').notNull(),
    street2: text('street2').notNull().default(''),
    city: text('city').notNull(),
    state: text('state').notNull(),
    zip: text('zip').notNull(),
    consent: boolean('consent').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('waitlist_entries_email_address_key').on(
      sql`lower(${t.email})`,
      sql`lower(${t.street1})`,
      t.zip,
    ),
  ],
);

/** Direct-mail offer codes; the record prefills the register form. */
export const offerCodes = pgTable('offer_codes', {
  code: text('code').primaryKey(),
  organizationCode: text('organization_code').notNull(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  street1: text('street1').notNull(),
  street2: text('street2').notNull().default(''),
  city: text('city').notNull(),
  state: text('state').notNull(),
  zip: text('zip').notNull(),
  inHomeDate: text('in_home_date').notNull(),
  respondByDate: text('respond_by_date').notNull(),
});

/**
 * Loan officers of the lead portal who refer borrowers, with the states they are licensed in. One with an identity is
 * a broker or loan officer who signs in (decision 0225): of one lender (`organization_code`) and one brokerage
 * (`broker_name`); rows without one are the lead portal's officers, shown only as a card.
 */
export const loanOriginators = pgTable(
  'loan_originators',
  {
    uuid: uuid('uuid').primaryKey(),
    originatorName: text('originator_name').notNull(),
    brokerName: text('broker_name'),
    email: text('email').notNull(),
    phoneNumber: text('phone_number').notNull(),
    nmls: text('nmls').notNull(),
    licensedStates: jsonb('licensed_states').$type<string[]>().notNull().default([]),
    enforceLicensedStatesForReferral: boolean('enforce_licensed_states').notNull().default(false),
    identityUuid: uuid('identity_uuid').references(() => identities.uuid, { onDelete: 'set null' }),
    organizationCode: text('organization_code'),
    role: text('role').notNull().default('LOAN_OFFICER'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('loan_originators_identity_key').on(t.identityUuid),
    check('loan_originators_role_check', sql`${t.role} in ('BROKER', 'LOAN_OFFICER')`),
  ],
);

/** A loan officer's referral of one borrower: prefill data plus its status. */
export const leadReferrals = pgTable(
  'lead_referrals',
  {
    uuid: uuid('uuid').primaryKey(),
    loanOriginatorUuid: uuid('loan_originator_uuid')
      .notNull()
      .references(() => loanOriginators.uuid),
    status: text('status').notNull().default('OPEN'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    phoneNumber: text('phone_number').notNull(),
    street1: text('street1').notNull(),
    street2: text('street2').notNull().default(''),
    city: text('city').notNull(),
    state: text('state').notNull(),
    zip: text('zip').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('lead_referrals_originator_idx').on(t.loanOriginatorUuid, t.createdAt)],
);
