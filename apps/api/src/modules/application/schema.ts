import { CLOSED_STATUSES } from '@hearth/domain/status-machine';
import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  doublePrecision,
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

export interface StoredAddress {
  street1: string;
  street2: string;
  city: string;
  state: string;
  zip: string;
}

/**
 * One HELOC application from the register submit to offers. Money is integer cents; the date of birth
 * and the SSN are AES-256-GCM ciphertext (see crypto.ts). Decision inputs and outputs are kept as JSON for the audit.
 */
export const helocApplications = pgTable(
  'heloc_applications',
  {
    uuid: uuid('uuid').primaryKey().defaultRandom(),
    identityUuid: uuid('identity_uuid')
      .notNull()
      .references(() => identities.uuid, { onDelete: 'cascade' }),
    organizationCode: text('organization_code').notNull(),
    status: text('status').notNull(),
    decision: text('decision'),
    subDecision: text('sub_decision'),
    firstName: text('first_name').notNull(),
    middleName: text('middle_name'),
    lastName: text('last_name').notNull(),
    suffix: text('suffix').notNull().default(''),
    dobEncrypted: text('dob_encrypted').notNull(),
    /** Asked only on credit/social after CREDIT_NO_MATCH; AES-256-GCM ciphertext like the date of birth. */
    ssnEncrypted: text('ssn_encrypted'),
    /** SSN submissions on this application; the pull is re-run at most a few times (decision 0062). */
    ssnAttempts: integer('ssn_attempts').notNull().default(0),
    email: text('email').notNull(),
    phoneNumber: text('phone_number').notNull(),
    homeAddress: jsonb('home_address').$type<StoredAddress>(),
    propertyStreet1: text('property_street1').notNull(),
    propertyStreet2: text('property_street2').notNull().default(''),
    propertyCity: text('property_city').notNull(),
    propertyState: text('property_state').notNull(),
    propertyZip: text('property_zip').notNull(),
    occupancyType: text('occupancy_type').notNull(),
    listedForSale: boolean('listed_for_sale').notNull(),
    incomeCents: integer('income_cents').notNull(),
    otherIncomeCents: integer('other_income_cents').notNull().default(0),
    coDeederIncomeCents: integer('co_deeder_income_cents').notNull().default(0),
    employmentType: text('employment_type').notNull(),
    /** Gross annual income as a payroll, bank-income, document or employer check confirmed it (decision 0150). */
    verifiedIncomeCents: integer('verified_income_cents'),
    /** Which check confirmed it: an INCOME_VERIFICATION_SOURCES value. */
    incomeVerificationSource: text('income_verification_source'),
    rate: doublePrecision('rate').notNull().default(0),
    amountCents: integer('amount_cents').notNull().default(0),
    term: integer('term').notNull().default(0),
    rateType: text('rate_type').notNull().default('Fixed'),
    selectedOffer: jsonb('selected_offer').$type<Record<string, unknown>>(),
    offerSet: jsonb('offer_set').$type<Record<string, unknown>>(),
    /** Plaintext soft-credit report of rows written before decision 0088; moved to the column below at start. */
    creditPull: jsonb('credit_pull').$type<Record<string, unknown>>(),
    /** The soft-credit report, AES-256-GCM (decision 0088): read through openCreditPull. */
    creditPullEncrypted: text('credit_pull_encrypted'),
    propertyLookup: jsonb('property_lookup').$type<Record<string, unknown>>(),
    /** Plaintext engine facts of rows written before decision 0193; moved to the column below at start. */
    decisionFacts: jsonb('decision_facts').$type<Record<string, unknown>>(),
    /** The engine's facts (score, debt-to-income, debts, income), AES-256-GCM: read through openDecisionFacts. */
    decisionFactsEncrypted: text('decision_facts_encrypted'),
    notices: jsonb('notices').$type<string[]>(),
    declineReasons: jsonb('decline_reasons').$type<Record<string, unknown>[]>(),
    adverseActionNotice: jsonb('adverse_action_notice').$type<Record<string, unknown>>(),
    /** Plaintext final decisions of rows written before decision 0193; moved to the column below at start. */
    finalDecision: jsonb('final_decision').$type<Record<string, unknown>>(),
    /**
     * The final decision after income and identity (decision 0153), with the acceptance once given, AES-256-GCM
     * (decision 0193): read through openFinalDecision.
     */
    finalDecisionEncrypted: text('final_decision_encrypted'),
    /** The flood certificate is ordered and not back (decision 0160): the router shows error/flood-cert. */
    floodCertPending: boolean('flood_cert_pending').notNull().default(false),
    isInquiry: boolean('is_inquiry').notNull().default(false),
    referrerUuid: text('referrer_uuid'),
    referralUuid: text('referral_uuid'),
    offerCode: text('offer_code'),
    utmParameters: jsonb('utm_parameters').$type<Record<string, string>>().notNull().default({}),
    abVersions: jsonb('ab_versions').$type<Record<string, string>>().notNull().default({}),
    experiments: jsonb('experiments').$type<unknown[]>().notNull().default([]),
    optimizelyProfileUuid: text('optimizely_profile_uuid'),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('heloc_applications_identity_idx').on(t.identityUuid, t.createdAt),
    index('heloc_applications_status_idx').on(t.status),
    // A broker's pipeline: the applications they referred, of their lender (decision 0226).
    index('heloc_applications_referrer_idx').on(t.referrerUuid, t.organizationCode),
    // One open application per borrower and organisation, even under concurrent creates (PGlite has no row locks).
    uniqueIndex('heloc_applications_one_open_key')
      .on(t.identityUuid, t.organizationCode)
      .where(sql`${t.status} not in (${sql.raw(CLOSED_STATUSES.map((status) => `'${status}'`).join(', '))})`),
    check(
      'heloc_applications_occupancy_check',
      sql`${t.occupancyType} in ('HOME', 'SECONDARY', 'INVESTMENT')`,
    ),
    check('heloc_applications_amount_check', sql`${t.amountCents} >= 0 and ${t.incomeCents} >= 0`),
    check(
      'heloc_applications_verified_income_check',
      sql`${t.verifiedIncomeCents} is null or ${t.verifiedIncomeCents} >= 0`,
    ),
  ],
);

/** The audit trail: every status change of an application, with when and why. */
export const applicationStatusHistory = pgTable(
  'application_status_history',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    applicationUuid: uuid('application_uuid')
      .notNull()
      .references(() => helocApplications.uuid, { onDelete: 'cascade' }),
    fromStatus: text('from_status'),
    toStatus: text('to_status').notNull(),
    reason: text('reason').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('application_status_history_app_idx').on(t.applicationUuid, t.id),
    // The console's reports read the moves of a date range (decision 0240).
    index('application_status_history_at_idx').on(t.at),
  ],
);

/** Consents the borrower gave for one application (the soft-credit consent with its version). */
export const applicationConsents = pgTable(
  'application_consents',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    applicationUuid: uuid('application_uuid')
      .notNull()
      .references(() => helocApplications.uuid, { onDelete: 'cascade' }),
    identityUuid: uuid('identity_uuid').notNull(),
    type: text('type').notNull(),
    version: text('version').notNull(),
    ipAddress: text('ip_address').notNull(),
    /** SHA-256 of the exact text shown, for disclosures accepted on start/app-summary (decision 0121). */
    textSha256: text('text_sha256'),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('application_consents_app_type_key').on(t.applicationUuid, t.type)],
);

/** The optimizely profile id a borrower's experiments are bucketed under. */
export const optimizelyProfiles = pgTable('optimizely_profiles', {
  identityUuid: uuid('identity_uuid')
    .primaryKey()
    .references(() => identities.uuid, { onDelete: 'cascade' }),
  optimizelyProfileUuid: text('optimizely_profile_uuid').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
