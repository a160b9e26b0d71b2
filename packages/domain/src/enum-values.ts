/**
 * The domain's enumerations as plain values (decision 0096): the web app's first pages read them without
 * loading zod. `enums.ts` re-exports them beside their zod schemas.
 */
/**
 * Enumerations of spec sections 3 and 4. Where the spec names a value only in words
 * ("delinquency review", "hmda") the concrete code follows its UPPER_SNAKE style (decision 0011).
 */

export const APPLICATION_STATUSES = [
  'START',
  'APP_SUBMISSION',
  'SUMMARY_DISCLOSURE',
  'GEN_PRE_SOFT_CREDIT_DISCLOSURE',
  'WAITING_FOR_SOFT_CREDIT',
  'IDENTITY_VERIFICATION',
  'WAITING_FOR_INITIAL_OFFERS',
  'OFFER_SELECTION',
  'REVISED_OFFER_SELECTION',
  'FINAL_OFFER',
  'HARD_CREDIT_PULL',
  'INCOME_VERIFICATION',
  'EMPLOYMENT_VERIFICATION',
  'INCOME_NOT_VERIFIED',
  'UNDERWRITING_REVIEW',
  'OWNERSHIP_REVIEW',
  'TRUST_AND_INSURANCE',
  'LIEN_VERIFICATION',
  'LIEN_REQUALIFY',
  'COLLECT_ADDITIONAL_INFO',
  'HMDA',
  'DELINQUENCY_REVIEW',
  'CO_DEED_REQUEST',
  'MISSING_PROPERTY_VALUE',
  'ESTIMATED_PROPERTY_VALUE',
  'NAV_BPO_ORDER_REQUEST',
  'NAV_BPO_PROCESSING',
  'NAV_RESI_EVAL_ORDER_REQUEST',
  'NAV_RESI_EVAL_PROCESSING',
  'ONSITE_APPRAISAL_REQUEST',
  'ONSITE_APPRAISAL_SCHEDULED',
  'ONSITE_APPRAISAL_REVIEW',
  'APPRAISAL_REVIEW',
  'HOLD_FOR_APPRAISAL',
  'PREQUAL_TITLE',
  'ORDER_FULL_TITLE',
  'FINAL_TITLE_PROCESSING',
  'FINAL_TITLE_COMPLETE',
  'PAYOFF_REQUEST_PENDING',
  'STEWART_PAYOFFS',
  'DIRECT_DEBT_PAYOFF',
  'DISBURSEMENT_ACCOUNT',
  'AUTOPAY',
  'VERIFIED_AUTOPAY',
  'GEN_APP_DISCLOSURES',
  'GEN_CLOSING_DISCLOSURE',
  'GEN_NOTE_SIGNING',
  'NOTE_SIGNING',
  'NOTARY_DISCLOSURE',
  'ATTORNEY_REVIEW',
  'NOTARY_WAITING_PERIOD',
  'DEED_SIGNING',
  'MANUAL_DEED_SIGNING',
  'RESCISSION',
  'RECORDING',
  'FUNDING_DECISION',
  'FUNDABLE',
  'COMPLETE',
  'CANCELLED',
  'DECLINED',
  'CREDIT_ERROR',
  'CREDIT_MINOR',
  'FACTA_REVIEW',
  'CREDIT_NO_MATCH',
  'CREDIT_NO_MATCH_SSN',
  'HARD_CREDIT_LOCKED_OR_FROZEN',
  'SOFT_CREDIT_LOCKED_OR_FROZEN',
  'ASSETS_PREQUAL',
  'MULTIPLE_PROPERTIES',
  'NO_PROPERTY_FOUND',
  'IN_PROGRESS',
  'UNKNOWN',
] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

export const PROGRESS_STAGES = [
  'INITIAL',
  'PRODUCT_SELECT',
  'MORE_INFO',
  'ID_UPLOAD',
  'LINK_INCOME',
  'SIGNING',
  'ENOTARY',
  'MANUAL_NOTARY',
  'COMPLETE',
] as const;
export type ProgressStage = (typeof PROGRESS_STAGES)[number];

export const DECISIONS = [
  'APPROVED',
  'ASSET_DEPLETION',
  'DECLINE',
  'ERROR',
  'FINAL',
  'INELIGIBLE',
  'INITIAL',
  'REVIEW',
  'SELECT',
  'UNKNOWN',
] as const;
export type Decision = (typeof DECISIONS)[number];

export const SUB_DECISIONS = [
  'BPO_PENDING',
  'CREDIT_FROZEN',
  'FINAL_OFFER',
  'UNVERIFIED_DTI_LIMITED',
  'UNVERIFIED_OFFER',
  'VERIFIED_DTI_LIMITED',
  'VERIFIED_INCOME_MATCHED_OFFER',
  'VERIFIED_OFFER',
  'VERIFIED_RESERVE_LIMITED',
  'CLTV_LIMITED',
  'DECLINE_CREDIT_SCORE',
  'DECLINE_DTI',
  'DECLINE_CLTV',
  'UNKNOWN',
] as const;
export type SubDecision = (typeof SUB_DECISIONS)[number];

/** The application body's employment types. */
export const EMPLOYMENT_TYPES = [
  'FULL_TIME',
  'PART_TIME',
  'SELF_EMPLOYED',
  'RETIRED',
  'UNEMPLOYED',
  'SEPARATE_MAINTENANCE_PAYMENTS',
] as const;
export type EmploymentType = (typeof EMPLOYMENT_TYPES)[number];

/** Registration offers three more income sources, folded into SEPARATE_MAINTENANCE_PAYMENTS on submit. */
export const REGISTER_EMPLOYMENT_TYPES = [
  ...EMPLOYMENT_TYPES,
  'ALIMONY',
  'CHILD_SUPPORT',
  'PUBLIC_ASSISTANCE_PROGRAM',
] as const;
export type RegisterEmploymentType = (typeof REGISTER_EMPLOYMENT_TYPES)[number];

export const EMPLOYMENT_TYPE_LABELS: Record<RegisterEmploymentType, string> = {
  FULL_TIME: 'Full-time',
  PART_TIME: 'Part-time',
  SELF_EMPLOYED: 'Self-employed',
  RETIRED: 'Retired',
  UNEMPLOYED: 'Unemployed',
  SEPARATE_MAINTENANCE_PAYMENTS: 'Separate maintenance payments',
  ALIMONY: 'Alimony',
  CHILD_SUPPORT: 'Child support',
  PUBLIC_ASSISTANCE_PROGRAM: 'Public assistance program',
};

export const OCCUPANCY_TYPES = ['HOME', 'SECONDARY', 'INVESTMENT'] as const;
export type OccupancyType = (typeof OCCUPANCY_TYPES)[number];
export const OCCUPANCY_TYPE_LABELS: Record<OccupancyType, string> = {
  HOME: 'Primary residence',
  SECONDARY: 'Second home',
  INVESTMENT: 'Investment property',
};

/** '' is "no suffix". */
export const SUFFIXES = ['', 'I', 'II', 'III', 'IV', 'V', 'JR', 'SR'] as const;
export type Suffix = (typeof SUFFIXES)[number];
export const SUFFIX_LABELS_V2: Record<Suffix, string> = {
  '': 'N/A',
  JR: 'Jr',
  SR: 'Sr',
  I: 'I',
  II: 'II',
  III: 'III',
  IV: 'IV',
  V: 'V',
};
/** Register v2 lists suffixes in this order. */
export const SUFFIX_OPTIONS_V2: readonly { value: Suffix; label: string }[] = (
  ['', 'JR', 'SR', 'I', 'II', 'III', 'IV', 'V'] as const
).map((value) => ({ value, label: SUFFIX_LABELS_V2[value] }));

export const OWNERSHIP_TYPES = ['SOLE', 'JOINT', 'TRUST'] as const;
export type OwnershipType = (typeof OWNERSHIP_TYPES)[number];

export const PAYMENT_METHODS = ['AUTOPAY', 'MANUAL'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const DISCOUNT_TYPES = [
  'ALL_IN',
  'AUTOPAY',
  'CREDIT_UNION',
  'PARTNER_CREDIT_UNION_MEMBER',
  'PARTNER_CREDIT_UNION_EMPLOYEE',
] as const;
export type DiscountType = (typeof DISCOUNT_TYPES)[number];

export const INCOME_VERIFICATION_SOURCES = [
  'EMPINFO',
  'MANUAL_PAYSTUB',
  'PLAID_TRANSACTIONS',
  'POINTSERV_PAYROLL',
  'POINTSERV_TAX',
  'TRUV_PAYROLL',
  'TRUV_BANK',
] as const;
export type IncomeVerificationSource = (typeof INCOME_VERIFICATION_SOURCES)[number];

export const PROPERTY_CONDITIONS = ['POOR', 'FAIR', 'AVERAGE', 'GOOD', 'EXCELLENT', 'UNKNOWN'] as const;
export type PropertyCondition = (typeof PROPERTY_CONDITIONS)[number];

export const VALUATION_STATUSES = ['NOT_REQUIRED', 'REQUIRED', 'PROCESSING', 'COMPLETE', 'UNKNOWN'] as const;
export type ValuationStatus = (typeof VALUATION_STATUSES)[number];

export const TITLE_STATUSES = [
  'REQUIRED',
  'NOT_REQUIRED',
  'PREQUAL_PROCESSING',
  'PREQUAL_COMPLETE',
  'FINAL_PROCESSING',
  'FINAL_COMPLETE',
] as const;
export type TitleStatus = (typeof TITLE_STATUSES)[number];

export const WORKFLOW_STATUSES = ['INITIAL', 'IN_PROGRESS', 'COMPLETE'] as const;
export type WorkflowStatus = (typeof WORKFLOW_STATUSES)[number];

export const VERIFICATION_STATUSES = ['VERIFIED', 'FAILED_VERIFICATION', 'PENDING_REVIEW'] as const;
export type VerificationStatus = (typeof VERIFICATION_STATUSES)[number];

export const DOCUMENT_TYPES = [
  'BANK_STATEMENT',
  'BANK_LETTER',
  'CERTIFICATE_OF_TRUST',
  'DRIVERS_LICENSE_FRONT',
  'DRIVERS_LICENSE_BACK',
  'ID_CARD_FRONT',
  'PASSPORT_FRONT',
  'PERMANENT_RESIDENT_FRONT',
  'PAYSTUB',
  'PROPERTY_DESCRIPTION_SOURCE',
  'SUPPORT',
  'INSURANCE_DECLARATION',
  'OTHER',
] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

export const OFFER_TYPES = ['FIXED', 'VARIABLE', 'UNKNOWN'] as const;
export type OfferType = (typeof OFFER_TYPES)[number];

/** Condition categories of spec section 4 ("Condition categories to borrower tasks"). */
export const CONDITION_CATEGORIES = [
  'BANK_ACCOUNT_FRAUD_REVIEW',
  'ID_VERIFICATION_FAILURE',
  'MISSING_PHONE_NUMBER',
  'TRUST_REQUIREMENTS',
  'PROPERTY_LEGAL_DESCRIPTION',
  'IDENTITY_DOCUMENT_FRAUD',
  'PROPERTY_OWNERSHIP_FRAUD',
  'FALSE_OWNERSHIP_TYPE',
  'MANUAL_PAYSTUB_UPLOAD',
  'HARD_CREDIT_INQUIRY_REVIEW',
  'GENERIC_DOCUMENT_REQUEST',
  'ESCALATION_REVIEW',
] as const;
export type ConditionCategory = (typeof CONDITION_CATEGORIES)[number];

export const CONSENT_TYPES = [
  'SOFT_CREDIT',
  'HARD_CREDIT',
  'E_SIGN',
  'TERMS_PRIVACY',
  'COMMUNICATION',
  'SMS',
  'SMS_TRANSACTIONAL',
  // Accepted on start/app-summary with E_SIGN and HARD_CREDIT (decision 0121).
  'HELOC_EARLY_DISCLOSURE',
  'ECOA_VALUATION',
] as const;
export type ConsentType = (typeof CONSENT_TYPES)[number];

export const PROFILE_TYPES = ['BORROWER', 'CO_DEEDER', 'AGENT', 'STAFF'] as const;
export type ProfileType = (typeof PROFILE_TYPES)[number];

export const RATE_TYPES = ['Fixed', 'Variable'] as const;
export type RateType = (typeof RATE_TYPES)[number];

export const BANNER_VARIANTS = ['info', 'warn'] as const;
export type BannerVariant = (typeof BANNER_VARIANTS)[number];

export const FEEDBACK_TOPICS = ['IMPROVE', 'COMPLIMENT'] as const;
export type FeedbackTopic = (typeof FEEDBACK_TOPICS)[number];
export const FEEDBACK_TOPIC_LABELS: Record<FeedbackTopic, string> = {
  IMPROVE: 'Improve our product',
  COMPLIMENT: 'Give us a compliment',
};

export const CHATBOT_FEEDBACK_REASONS = [
  'Answer too vague',
  'Not specific to my application',
  'Not what I was asking about',
  'Other',
] as const;
export type ChatbotFeedbackReason = (typeof CHATBOT_FEEDBACK_REASONS)[number];

export const YES_NO = ['YES', 'NO'] as const;
export type YesNo = (typeof YES_NO)[number];

export const OPT_IN_OUT = ['OPT_IN', 'OPT_OUT'] as const;
export type OptInOut = (typeof OPT_IN_OUT)[number];

export const PRODUCT_TYPES = ['HELOC', 'DSCR'] as const;
export type ProductType = (typeof PRODUCT_TYPES)[number];

export const FEE_TYPES = [
  'ORIGINATION',
  'VALUATION',
  'MANUAL_NOTARY',
  'RECORDING_FEE',
  'RECORDING_TAX',
  'TITLE',
  'FLOOD_CERTIFICATE',
] as const;
export type FeeType = (typeof FEE_TYPES)[number];

export const ADDRESS_TYPES = ['HOME', 'MAILING', 'PROPERTY'] as const;
export type AddressType = (typeof ADDRESS_TYPES)[number];

export const PHONE_TYPES = ['MOBILE', 'HOME', 'WORK'] as const;
export type PhoneType = (typeof PHONE_TYPES)[number];

export const US_STATES = [
  'AL',
  'AK',
  'AZ',
  'AR',
  'CA',
  'CO',
  'CT',
  'DE',
  'DC',
  'FL',
  'GA',
  'HI',
  'ID',
  'IL',
  'IN',
  'IA',
  'KS',
  'KY',
  'LA',
  'ME',
  'MD',
  'MA',
  'MI',
  'MN',
  'MS',
  'MO',
  'MT',
  'NE',
  'NV',
  'NH',
  'NJ',
  'NM',
  'NY',
  'NC',
  'ND',
  'OH',
  'OK',
  'OR',
  'PA',
  'RI',
  'SC',
  'SD',
  'TN',
  'TX',
  'UT',
  'VT',
  'VA',
  'WA',
  'WV',
  'WI',
  'WY',
] as const;
export type UsState = (typeof US_STATES)[number];

/** State names as a sentence uses them ("in the District of Columbia"). */
export const STATE_NAMES: Readonly<Record<string, string>> = {
  AL: 'Alabama',
  AK: 'Alaska',
  AZ: 'Arizona',
  AR: 'Arkansas',
  CA: 'California',
  CO: 'Colorado',
  CT: 'Connecticut',
  DE: 'Delaware',
  DC: 'the District of Columbia',
  FL: 'Florida',
  GA: 'Georgia',
  HI: 'Hawaii',
  ID: 'Idaho',
  IL: 'Illinois',
  IN: 'Indiana',
  IA: 'Iowa',
  KS: 'Kansas',
  KY: 'Kentucky',
  LA: 'Louisiana',
  ME: 'Maine',
  MD: 'Maryland',
  MA: 'Massachusetts',
  MI: 'Michigan',
  MN: 'Minnesota',
  MS: 'Mississippi',
  MO: 'Missouri',
  MT: 'Montana',
  NE: 'Nebraska',
  NV: 'Nevada',
  NH: 'New Hampshire',
  NJ: 'New Jersey',
  NM: 'New Mexico',
  NY: 'New York',
  NC: 'North Carolina',
  ND: 'North Dakota',
  OH: 'Ohio',
  OK: 'Oklahoma',
  OR: 'Oregon',
  PA: 'Pennsylvania',
  RI: 'Rhode Island',
  SC: 'South Carolina',
  SD: 'South Dakota',
  TN: 'Tennessee',
  TX: 'Texas',
  UT: 'Utah',
  VT: 'Vermont',
  VA: 'Virginia',
  WA: 'Washington',
  WV: 'West Virginia',
  WI: 'Wisconsin',
  WY: 'Wyoming',
};

export function isUsState(value: string): value is UsState {
  return (US_STATES as readonly string[]).includes(value);
}
