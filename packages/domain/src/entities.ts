import { z } from 'zod';
import {
  applicationStatusSchema,
  BANNER_VARIANTS,
  CONDITION_CATEGORIES,
  consentTypeSchema,
  decisionSchema,
  discountTypeSchema,
  documentTypeSchema,
  EMPLOYMENT_TYPES,
  FEEDBACK_TOPICS,
  feeTypeSchema,
  INCOME_VERIFICATION_SOURCES,
  OCCUPANCY_TYPES,
  OFFER_TYPES,
  OPT_IN_OUT,
  PHONE_TYPES,
  PROFILE_TYPES,
  RATE_TYPES,
  REGISTER_EMPLOYMENT_TYPES,
  SUB_DECISIONS,
  SUFFIXES,
  VALUATION_STATUSES,
} from './enums';

/**
 * Entities of spec section 3 as zod schemas (the wire shapes). Amounts on the wire are dollars as
 * the spec's services send them; money math converts to integer cents (see money.ts).
 * Unknown extra fields are stripped, missing optional ones stay undefined.
 */

export const addressFieldsSchema = z.object({
  street1: z.string(),
  street2: z.string().optional().default(''),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
});
export type AddressFields = z.output<typeof addressFieldsSchema>;

export const dateOfBirthPartsSchema = z.object({ day: z.string(), month: z.string(), year: z.string() });
export type DateParts = z.infer<typeof dateOfBirthPartsSchema>;

export const personNameSchema = z.object({
  firstName: z.string(),
  middleName: z.string().optional(),
  lastName: z.string(),
  suffix: z.enum(SUFFIXES).optional().default(''),
});
export type PersonName = z.output<typeof personNameSchema>;

export const consentFlagsSchema = z.object({
  smsMarketingConsent: z.boolean().default(false),
  smsTransactionalConsent: z.boolean().default(false),
  termPrivacyConsent: z.boolean().default(false),
  communicationConsent: z.boolean().default(false),
});
export type ConsentFlags = z.output<typeof consentFlagsSchema>;

export const registerDataSchema = z.object({
  propertyAddress: addressFieldsSchema.extend({ occupancyType: z.enum(OCCUPANCY_TYPES) }),
  homeAddress: addressFieldsSchema.optional(),
  isListedForSale: z.boolean().optional(),
  income: z.object({
    income: z.number().min(0),
    otherIncome: z.number().min(0).default(0),
    employmentType: z.enum(REGISTER_EMPLOYMENT_TYPES),
  }),
  name: personNameSchema,
  dob: z.string(),
  email: z.string(),
  phoneNumber: z.string(),
  ...consentFlagsSchema.shape,
  saleStatusSet: z.boolean().default(false),
  incomeSet: z.boolean().default(false),
  prepopulationComplete: z.boolean().default(false),
  prefilledByProfile: z.boolean().default(false),
});
export type RegisterData = z.output<typeof registerDataSchema>;

export const discountSchema = z.object({
  discount: z.object({ type: discountTypeSchema }),
  rateWithDiscount: z.number(),
});

export const offerSchema = z.object({
  term: z.number().int().positive(),
  type: z.enum(OFFER_TYPES),
  min: z.number(),
  max: z.number(),
  minDraw: z.number(),
  maxDraw: z.number(),
  /** percent of the draw, e.g. 2.99 */
  originationFee: z.number().min(0),
  /** APR in percent, e.g. 8.875 */
  rate: z.number(),
  baseRate: z.number(),
  otherRate: z.number().optional(),
  discountList: z.array(discountSchema).default([]),
  minRecordingTax: z.number().default(0),
  maxRecordingTax: z.number().default(0),
});
export type Offer = z.output<typeof offerSchema>;

export const costSchema = z.object({
  feeType: feeTypeSchema,
  borrowerPaidAmount: z.number(),
  jsCriteria: z.string().optional(),
});

export const offerSetSchema = z.object({
  offers: z.array(offerSchema),
  offersByType: z.record(z.string(), z.array(offerSchema)).default({}),
  maxDtiUnlimited: z.boolean().default(false),
  ofeeMaxThreshold: z.number().optional(),
  incomeRequestRecords: z
    .array(
      z.object({
        methods: z.array(z.enum(INCOME_VERIFICATION_SOURCES)),
        verificationMethod: z.enum(INCOME_VERIFICATION_SOURCES).optional(),
      }),
    )
    .default([]),
  costs: z.object({ costs: z.array(costSchema), totalPaidByBorrower: z.number() }).optional(),
  subDecision: z.enum(SUB_DECISIONS).optional(),
  decision: decisionSchema.optional(),
  assetDepletion: z.object({ complete: z.boolean(), amount: z.number() }).optional(),
  status: z.object({ bpo: z.enum(VALUATION_STATUSES) }).optional(),
  /** The property's state: the offers page prices each offer's closing costs in it (decision 0207). */
  propertyState: z.string().length(2).optional(),
  /** The 62-and-over variant: every offer's payment is interest only during the draw period (decision 0224). */
  interestOnlyDrawPeriod: z.boolean().optional(),
});
export type OfferSet = z.output<typeof offerSetSchema>;

export const liabilitySchema = z.object({
  monetaryBalance: z.number(),
  monetaryCalculatedNextPaymentMinimumAmount: z.number(),
  payOff: z.object({ status: z.string() }).optional(),
});
export type Liability = z.infer<typeof liabilitySchema>;

export const loanOriginatorSchema = z.object({
  uuid: z.uuid(),
  displayInfo: z.object({
    originatorName: z.string(),
    brokerName: z.string().optional(),
    avatarUri: z.string().optional(),
    email: z.string(),
    phoneNumber: z.string(),
    nmls: z.string(),
  }),
  licensedStates: z.array(z.string()).default([]),
  enforceLicensedStatesForReferral: z.boolean().default(false),
});
export type LoanOriginator = z.output<typeof loanOriginatorSchema>;

export const applicationStatusDetailSchema = z.object({
  checklistStatus: applicationStatusSchema,
  waitingOnFloodCert: z.boolean().default(false),
  bpo: z.enum(VALUATION_STATUSES).default('NOT_REQUIRED'),
  uwDecision: decisionSchema.optional(),
  uwSubDecision: z.enum(SUB_DECISIONS).optional(),
  primaryParticipantAcceptComplete: z.boolean().default(false),
  manualNotary: z.boolean().default(false),
  condition: z.string().optional(),
});
export type ApplicationStatusDetail = z.output<typeof applicationStatusDetailSchema>;

export const helocApplicationSchema = z.object({
  uuid: z.uuid(),
  loanNumber: z.string().optional(),
  status: applicationStatusDetailSchema,
  /** APR of the chosen offer in percent, without any discount (decision 0101). */
  rate: z.number().default(0),
  /** Discounts the borrower took with the chosen offer (autopay), each with its rate; decision 0101. */
  discountList: z.array(discountSchema).default([]),
  amount: z.number().default(0),
  /** Origination fee percent of the chosen offer (0 until one is chosen); decision 0004. */
  originationFee: z.number().default(0),
  /**
   * The origination fee in dollars the borrower owes once a lender credit is taken off it (a Texas line's 2% fee
   * limit, decision 0181); absent when they owe the whole fee.
   */
  originationFeeOwed: z.number().nonnegative().optional(),
  uwCalculatedDrawAmount: z.number().optional(),
  term: z.number().int().default(0),
  rateType: z.enum(RATE_TYPES).default('Fixed'),
  adjustedHomeAmount: z.number().optional(),
  /** The property's address: the borrower's list names each application by it (decision 0100). */
  property: z
    .object({
      street1: z.string(),
      street2: z.string(),
      city: z.string(),
      state: z.string(),
      zip: z.string(),
    })
    .partial()
    .default({}),
  consents: z.array(z.object({ type: consentTypeSchema })).default([]),
  helocSigners: z.array(z.object({ identityUuid: z.string() })).default([]),
  additionalSignerVersion: z.string().optional(),
  disburseAccount: z
    .object({
      mask: z.string().optional(),
      accountNumber: z.string().optional(),
      routingNumber: z.string().nullable().optional(),
    })
    .nullable()
    .optional(),
  isCrypto: z.boolean().default(false),
  isInquiry: z.boolean().default(false),
  active: z.boolean().default(true),
  activeForAppStart: z.boolean().default(false),
  referrer: z
    .object({ referrerUuid: z.string().optional(), wholesaleBrokerNmls: z.string().optional() })
    .nullable()
    .optional(),
  auditFields: z.object({ createdDate: z.string() }),
});
export type HelocApplication = z.output<typeof helocApplicationSchema>;

export const profileSchema = z.object({
  uuid: z.uuid(),
  organizationCode: z.string(),
  profileType: z.enum(PROFILE_TYPES).default('BORROWER'),
  email: z.string(),
  name: personNameSchema.optional(),
  dob: z.string().optional(),
  phoneNumbers: z.array(z.object({ type: z.enum(PHONE_TYPES), number: z.string() })).default([]),
  addresses: z.array(addressFieldsSchema.extend({ type: z.literal('HOME') })).default([]),
  updatedAt: z.string().optional(),
  isManageable: z.boolean().default(true),
  isBroker: z.boolean().default(false),
  activeLegacyCustomerOrgs: z.array(z.string()).default([]),
  twoFactorEnabled: z.boolean().default(false),
  aliases: z.array(z.object({ type: z.string(), value: z.string() })).default([]),
  passwordExpired: z.boolean().default(false),
  totpVerified: z.boolean().default(false),
  wallet: z.object({ accountAddress: z.string(), groupPolicyAddress: z.string() }).optional(),
});
export type Profile = z.output<typeof profileSchema>;

export const borrowerSchema = z.object({
  name: personNameSchema,
  email: z.string(),
  phoneNumbers: z.array(z.object({ type: z.enum(PHONE_TYPES), number: z.string() })).default([]),
  optimizelyProfileUuid: z.string().optional(),
});

export const conditionSchema = z.object({
  uuid: z.uuid(),
  categoryEnum: z.enum(CONDITION_CATEGORIES),
  requestDocuments: z.array(documentTypeSchema).default([]),
  notes: z.string().optional(),
  commentsToBorrower: z.string().optional(),
  actionNeeded: z.boolean().default(true),
  xtraData: z
    .object({ numDocsRequired: z.number().int().min(0) })
    .partial()
    .default({}),
  created: z.string(),
});
export type Condition = z.output<typeof conditionSchema>;

export const featureFlagSchema = z.object({
  key: z.string(),
  enabled: z.boolean(),
  variables: z.record(z.string(), z.unknown()).default({}),
});
export type FeatureFlag = z.output<typeof featureFlagSchema>;

export const notificationSchema = z.object({
  id: z.string(),
  title: z.string(),
  body: z.string(),
  /** ISO timestamp */
  timestamp: z.string(),
  isUnread: z.boolean(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const bannerEntitySchema = z.object({
  uuid: z.string(),
  message: z.string(),
  apps: z.array(z.string()),
  variant: z.enum(BANNER_VARIANTS),
  active: z.boolean(),
  dismissable: z.boolean(),
  metadata: z.object({ createdAt: z.string(), updatedAt: z.string() }),
});

export const sessionKeySchema = z.object({ uuid: z.string(), epoch: z.number(), trackerUuid: z.string() });
export type SessionKey = z.infer<typeof sessionKeySchema>;

export const businessHoursEntrySchema = z.object({
  weekday: z.string(),
  /** 1 = Monday ... 7 = Sunday */
  weekdayValue: z.number().int().min(1).max(7),
  isOpen: z.boolean(),
  /** "HH:mm" Pacific time */
  startTime: z.string().regex(/^\d{2}:\d{2}$/),
  endTime: z.string().regex(/^\d{2}:\d{2}$/),
});
export type BusinessHoursEntry = z.infer<typeof businessHoursEntrySchema>;

export const telemetryEventSchema = z.object({
  domain: z.string(),
  queryParams: z.record(z.string(), z.string()).default({}),
  pagePath: z.string(),
  event: z.string().min(1),
  sessionKey: sessionKeySchema.optional(),
  identityId: z.string().optional(),
  applicationUuid: z.string().optional(),
  eventType: z.enum(['WEB', 'APP']).default('WEB'),
  productType: z.literal('HELOC').default('HELOC'),
  eventProperties: z.record(z.string(), z.unknown()).default({}),
  dontDedupe: z.boolean().default(false),
  dedupeProperty: z.string().optional(),
});
export type TelemetryEvent = z.output<typeof telemetryEventSchema>;

export const optimizeDecisionRequestSchema = z.object({
  optimizeUser: z.object({
    trackerId: z.string(),
    attributes: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])).default({}),
  }),
});

export const offerCodeRecordSchema = addressFieldsSchema.extend({
  firstName: z.string(),
  lastName: z.string(),
  inHomeDate: z.string(),
  respondByDate: z.string(),
  offerCode: z.string().min(1),
});
export type OfferCodeRecord = z.output<typeof offerCodeRecordSchema>;

export const referralSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  suffix: z.enum(SUFFIXES).optional(),
  address: addressFieldsSchema,
  phoneNumber: z.string(),
  email: z.string(),
});
export type Referral = z.output<typeof referralSchema>;

export const affiliateDataSchema = z.object({
  name: personNameSchema.partial(),
  address: addressFieldsSchema.partial(),
  dob: z.string().optional(),
  email: z.string().optional(),
  phone: z.string().optional(),
  income: z.number().optional(),
  affiliates: z.array(z.string()).default([]),
  abVersion: z.string().optional(),
});

export const waitlistEntrySchema = z.object({
  firstName: z.string().min(1),
  lastName: z.string().min(1),
  dob: z.string(),
  email: z.email(),
  income: z.number().min(0),
  street1: z.string().min(1),
  street2: z.string().optional().default(''),
  city: z.string().min(1),
  state: z.string().length(2),
  zip: z.string().regex(/^\d{5}$/),
  consent: z.literal(true),
});
export type WaitlistEntry = z.output<typeof waitlistEntrySchema>;

export const chatSessionSchema = z.object({
  friendlyName: z.string(),
  emailAddress: z.string(),
  token: z.string(),
  conversationSid: z.string(),
  /** ISO timestamp */
  expiration: z.string(),
  omniProxyChannelId: z.string().optional(),
  initialMessage: z.string().optional(),
});
export type ChatSession = z.output<typeof chatSessionSchema>;

export const chatMessageSchema = z.object({
  questionId: z.string(),
  questionStr: z.string(),
  responseStr: z.string(),
  createdDt: z.string(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

export const feedbackEntitySchema = z.object({
  topic: z.enum(FEEDBACK_TOPICS),
  message: z.string(),
  marketingConsent: z.boolean(),
  applicationUuid: z.string().optional(),
  pathname: z.string(),
  productType: z.literal('HELOC'),
});

export const consentRecordSchema = z.object({
  consentPromptUuid: z.string(),
  optInOut: z.enum(OPT_IN_OUT),
});

export const commsConsentRequestSchema = z.object({
  org: z.string(),
  source: z.string(),
  productType: z.literal('HELOC'),
  phone: z.string().optional(),
  email: z.string().optional(),
  consents: z.array(consentRecordSchema).min(1),
});

export const createHelocIncomeSchema = z.object({
  incomePrimary: z.number().min(0),
  incomeOther: z.number().min(0).default(0),
  incomeCoDeeders: z.number().min(0).default(0),
});

export const APPLICATION_EMPLOYMENT_TYPES = [...EMPLOYMENT_TYPES, 'UNRECOGNIZED'] as const;
