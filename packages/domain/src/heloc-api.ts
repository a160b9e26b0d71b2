import { z } from 'zod';
import { addressFieldsSchema, helocApplicationSchema, offerSchema, offerSetSchema } from './entities';
import { APPLICATION_STATUSES, OCCUPANCY_TYPES, OFFER_TYPES, REGISTER_EMPLOYMENT_TYPES } from './enums';
import {
  emailSchema,
  LIMITS,
  MESSAGES,
  ssnSchema,
  suffixSchema,
  wireAddressSchema,
  wireNameSchemas,
  wireTextRecordSchema,
  wireTextSchema,
} from './validation';

/**
 * Wire contracts of the registration-to-offers journey (spec sections 4 and 7): one schema per request and
 * response, used by the server to validate and by the web app to parse. Paths are the spec's where it names
 * them; where it says a path "is not shown" the chosen path is recorded in docs/decisions/0004.
 * Money on the wire is whole or fractional US dollars, as the spec's services send it.
 */

export { HELOC_API_PATHS } from './heloc-api-paths';

export const SOFT_CREDIT_CONSENT_VERSION = '2026-01';

/** Body of POST /service-application/api/v3/application/helocs (spec section 7, "Create HELOC body"). */
export const createHelocRequestSchema = z.object({
  abVersionsRequest: wireTextRecordSchema.default({}),
  affiliateAbVersion: wireTextSchema().optional(),
  affiliateAppIndicator: z.boolean().default(false),
  affiliateLiveOffers: z.boolean().default(false),
  consentListRequest: z.array(z.string()).default([]),
  consentRequests: z
    .array(z.object({ type: z.literal('SOFT_CREDIT'), version: wireTextSchema().min(1) }))
    .default([]),
  income: z.object({
    incomePrimary: z
      .number()
      .min(LIMITS.incomeMin, MESSAGES.incomeMin)
      .max(LIMITS.incomeMax, MESSAGES.incomeMax),
    // Every amount within the spec's income range: cents of larger values overflow the integer columns.
    incomeOther: z
      .number()
      .min(LIMITS.incomeMin, MESSAGES.incomeMin)
      .max(LIMITS.incomeMax, MESSAGES.incomeMax)
      .default(0),
    incomeCoDeeders: z
      .number()
      .min(LIMITS.incomeMin, MESSAGES.incomeMin)
      .max(LIMITS.incomeMax, MESSAGES.incomeMax)
      .default(0),
  }),
  marketingTools: z
    .object({
      totalExpertOwnerId: wireTextSchema().optional(),
      totalExpertContactId: wireTextSchema().optional(),
    })
    .default({}),
  profileRequest: z.object({
    // Names and text lengths as the form checks them (issue 8, decisions 0105 and 0107).
    ...wireNameSchemas,
    // The spec's list only: the application's answer reads it back as that enumeration (a fuzzed '<3`0g=}' was
    // stored, then failed the response: a 500).
    suffix: suffixSchema.default(''),
    /** yyyy-MM-dd */
    dob: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
    email: emailSchema,
    phoneNumber: z.string().min(10).max(LIMITS.phoneDefaultMaxLength, MESSAGES.phoneInvalid),
    homeAddress: wireAddressSchema.optional(),
  }),
  propertyListedForSale: z.boolean(),
  propertyRequest: wireAddressSchema.extend({ occupancyType: z.enum(OCCUPANCY_TYPES) }),
  publish: z.boolean().default(true),
  utmParameters: wireTextRecordSchema.default({}),
  employmentType: z.enum([...REGISTER_EMPLOYMENT_TYPES, 'SEPARATE_MAINTENANCE_PAYMENTS', 'UNRECOGNIZED']),
  offerCode: wireTextSchema().optional(),
  optimizelyProfileRequest: z.object({ optimizelyProfileUuid: wireTextSchema() }).optional(),
  referrerId: wireTextSchema().optional(),
  referralId: wireTextSchema().optional(),
});
export type CreateHelocRequest = z.input<typeof createHelocRequestSchema>;

export const applicationResponseSchema = helocApplicationSchema;

export const applicationListResponseSchema = z.object({ applications: z.array(helocApplicationSchema) });

export const abilityToStartResponseSchema = z.object({
  canStartApplication: z.boolean(),
  organizationsWithActiveApplication: z.array(z.string()),
  /** The application that blocks a new start, when one does; feeds the active-application modal. */
  activeApplication: helocApplicationSchema
    .pick({ uuid: true, isInquiry: true, referrer: true, auditFields: true })
    .extend({ checklistStatus: z.enum(APPLICATION_STATUSES), completedAt: z.string().nullable() })
    .nullable(),
});
export type AbilityToStartResponse = z.output<typeof abilityToStartResponseSchema>;

export const stateEligibilitySchema = z.object({
  abbrev: z.string().length(2),
  name: z.string(),
  eligible: z.boolean(),
  recordingTax: z.boolean(),
});
export const statesEligibilityResponseSchema = z.object({ states: z.array(stateEligibilitySchema) });

export const zipEligibilityResponseSchema = z.object({
  zip: z.string(),
  eligible: z.boolean(),
  /** A federally declared disaster area: show the post-disaster inspection warning. */
  disasterZip: z.boolean(),
});

export const typeaheadResponseSchema = z.object({
  results: z.array(addressFieldsSchema.extend({ fullAddress: z.string() })),
});

export const waitlistRequestSchema = z.object({
  firstName: z.string().min(1).max(LIMITS.nameMaxLength, MESSAGES.firstNameMaxLength),
  lastName: z.string().min(1).max(LIMITS.nameMaxLength, MESSAGES.lastNameMaxLength),
  dob: z.string().max(10, MESSAGES.invalidDate),
  email: z.string().min(3).max(LIMITS.emailMaxLength, MESSAGES.emailMaxLength),
  income: z.number().min(LIMITS.incomeMin, MESSAGES.incomeMin).max(LIMITS.incomeMax, MESSAGES.incomeMax),
  street1: z.string().min(1).max(LIMITS.streetMaxLength, MESSAGES.streetMaxLength),
  street2: z.string().max(LIMITS.street2MaxLength, MESSAGES.street2MaxLength).default(''),
  city: z.string().min(1).max(LIMITS.cityMaxLength, MESSAGES.cityMaxLength),
  state: z.string().length(2),
  zip: z.string().regex(/^\d{5}$/),
  consent: z.boolean(),
});

export const offersResponseSchema = offerSetSchema;

/** Outer bounds of an offer selection, so no number reaches the database beyond its column (decision 0086). */
export const SELECT_OFFER_LIMITS = { maxTermYears: 50, maxDrawDollars: 10_000_000 } as const;

export const selectOfferRequestSchema = z.object({
  type: z.enum(OFFER_TYPES),
  term: z.number().int().positive().max(SELECT_OFFER_LIMITS.maxTermYears),
  /** Initial draw in dollars, within the offer's minDraw..maxDraw (checked against the offer after). */
  drawAmount: z.number().positive().max(SELECT_OFFER_LIMITS.maxDrawDollars),
  autopay: z.boolean().default(true),
});
export type SelectOfferRequest = z.input<typeof selectOfferRequestSchema>;
export const selectedOfferSchema = offerSchema;

/** Body of POST .../heloc/{uuid}/ssn (decision 0062). The SSN leaves the schema as its 9 digits. */
export const ssnRequestSchema = z.object({ ssn: ssnSchema });
export type SsnRequest = z.input<typeof ssnRequestSchema>;

/** SSN submissions allowed on one application before the borrower must call support (decision 0062). */
export const SSN_MAX_ATTEMPTS = 3;

/** What the SSN entry answers when it cannot take the number; the borrower reads these. */
export const SSN_ENTRY_MESSAGES = {
  notNeeded: 'We are not asking for a Social Security number on this application right now.',
  /** The pull ran with the number and the bureau still found no file (a try is left). */
  noFileWithSsn: 'We could not find your credit file with that number. Check it and try again.',
  attemptsExhausted:
    'We could not verify your credit with the numbers you entered. Please contact support to continue your application.',
} as const;
