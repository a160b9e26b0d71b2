import type { SubDecision } from '../enums';
import { STATE_NAMES } from '../enums';

/**
 * Principal reasons for a decline or an ineligible pre-qualification. `statement` is the
 * notice wording (Regulation B, model form C-1 where one fits, else "Other: ..."); `borrowerText`
 * is what the error/decline page says.
 */

/**
 * The principal reasons of Regulation B's sample form C-1 (12 CFR 1002, Appendix C), verbatim. A notice states
 * one of these wherever one fits, and "Other: ..." only when none does (decision 0108).
 */
export const REG_B_REASONS = [
  'Credit application incomplete',
  'Insufficient number of credit references provided',
  'Unacceptable type of credit references provided',
  'Unable to verify credit references',
  'Temporary or irregular employment',
  'Unable to verify employment',
  'Length of employment',
  'Income insufficient for amount of credit requested',
  'Excessive obligations in relation to income',
  'Unable to verify income',
  'Length of residence',
  'Temporary residence',
  'Unable to verify residence',
  'No credit file',
  'Limited credit experience',
  'Poor credit performance with us',
  'Delinquent past or present credit obligations with others',
  'Collection action or judgment',
  'Garnishment or attachment',
  'Foreclosure or repossession',
  'Bankruptcy',
  'Number of recent inquiries on credit bureau report',
  'Value or type of collateral not sufficient',
] as const;
export type RegBReason = (typeof REG_B_REASONS)[number];

/**
 * The form C-1 reason behind each key factor code of the bureau's score (the codes of
 * providers/credit-bureau). Regulation B finds "failed to achieve a qualifying score" insufficient
 * (12 CFR 1002.9(b)(2)): a decline on the score states the factors that lowered it. Factors with no C-1
 * counterpart are stated in the bureau's words after "Other:".
 */
const SCORE_FACTOR_REASONS: Readonly<Record<string, RegBReason>> = {
  '02': 'Delinquent past or present credit obligations with others',
  '09': 'Delinquent past or present credit obligations with others',
  '38': 'Collection action or judgment',
  '08': 'Number of recent inquiries on credit bureau report',
  '04': 'Limited credit experience',
  '14': 'Limited credit experience',
  '32': 'Limited credit experience',
};

/**
 * A principal reason as the decline page lists it (issue 21 item 14, decision 0208): the notice's "Other:" is form
 * C-1's category label (12 CFR 1002, Appendix C), not words a reader needs on a page; the reason itself is kept,
 * its first letter capitalized. The stored notice and its PDF keep the form's wording.
 */
export function reasonAsListed(statement: string): string {
  const reason = statement.replace(/^\s*Other\s*:\s*/i, '').trim();
  return reason ? reason.charAt(0).toUpperCase() + reason.slice(1) : statement;
}

/** The notice statement for one key factor of the score. */
export function scoreFactorStatement(factor: { code: string; description: string }): string {
  return SCORE_FACTOR_REASONS[factor.code] ?? `Other: ${factor.description}`;
}

/**
 * Reasons form C-1 has no line for, stated after "Other:": eligibility rules of this product, and score factors
 * such as utilization that the form does not name (decision 0108).
 */
export const REASONS_WITHOUT_A_C1_LINE: readonly ReasonCode[] = [
  'AGE_BELOW_MINIMUM',
  'STATE_NOT_OFFERED',
  'HAWAII_PARTNER',
  'NEW_YORK_UNAVAILABLE',
  'PROPERTY_LISTED_FOR_SALE',
  'TITLE_TRANSFERRED_RECENTLY',
  'OCCUPANCY_NOT_ELIGIBLE',
  'CREDIT_SCORE_TOO_LOW',
];

export type ReasonCode =
  | 'INCOMPLETE_APPLICATION'
  | 'AGE_BELOW_MINIMUM'
  | 'STATE_NOT_OFFERED'
  | 'HAWAII_PARTNER'
  | 'NEW_YORK_UNAVAILABLE'
  | 'PROPERTY_LISTED_FOR_SALE'
  | 'TITLE_TRANSFERRED_RECENTLY'
  | 'OCCUPANCY_NOT_ELIGIBLE'
  | 'PROPERTY_TYPE_NOT_ELIGIBLE'
  | 'FLOOD_ZONE_NOT_ELIGIBLE'
  | 'NO_CREDIT_SCORE'
  | 'CREDIT_SCORE_TOO_LOW'
  | 'BANKRUPTCY'
  | 'DELINQUENT_CREDIT'
  | 'INSUFFICIENT_INCOME'
  | 'DTI_TOO_HIGH'
  | 'INSUFFICIENT_EQUITY';

export interface AdverseActionReason {
  code: ReasonCode;
  /** eligibility rules make the application INELIGIBLE, credit rules DECLINE it */
  kind: 'ELIGIBILITY' | 'CREDIT';
  /** true when the reason rests on the consumer report (FCRA 615(a) disclosure required) */
  fromConsumerReport: boolean;
  statement: string;
  borrowerText: string;
  subDecision?: SubDecision;
}

type ReasonTemplate = Omit<AdverseActionReason, 'code'>;

const REASONS: Record<Exclude<ReasonCode, 'STATE_NOT_OFFERED'>, ReasonTemplate> = {
  INCOMPLETE_APPLICATION: {
    kind: 'ELIGIBILITY',
    fromConsumerReport: false,
    statement: 'Credit application incomplete',
    borrowerText: 'We could not read your date of birth, so we could not complete your application.',
  },
  AGE_BELOW_MINIMUM: {
    kind: 'ELIGIBILITY',
    fromConsumerReport: false,
    statement: 'Other: applicant has not reached the age of majority in the property state',
    borrowerText: 'You must have reached the age of majority in your state to apply.',
  },
  HAWAII_PARTNER: {
    kind: 'ELIGIBILITY',
    fromConsumerReport: false,
    statement: 'Other: we do not lend on properties located in Hawaii',
    borrowerText: 'Looks like you are applying with a property located in Hawaii.',
  },
  NEW_YORK_UNAVAILABLE: {
    kind: 'ELIGIBILITY',
    fromConsumerReport: false,
    statement: 'Other: we are not currently lending on properties in New York',
    borrowerText:
      "We're not yet available in your state or aren't currently lending in your area but are working hard to make it happen.",
  },
  PROPERTY_LISTED_FOR_SALE: {
    kind: 'ELIGIBILITY',
    fromConsumerReport: false,
    statement: 'Other: the property is listed for sale',
    borrowerText: 'Homes that are listed for sale are not eligible for a home equity line of credit.',
  },
  TITLE_TRANSFERRED_RECENTLY: {
    kind: 'ELIGIBILITY',
    fromConsumerReport: false,
    statement: 'Other: the home was bought or its title transferred in the last 90 days',
    borrowerText: 'A home bought, or a title transferred, in the last 90 days is not eligible.',
  },
  OCCUPANCY_NOT_ELIGIBLE: {
    kind: 'ELIGIBILITY',
    fromConsumerReport: false,
    statement: 'Other: occupancy type not eligible in the property state',
    borrowerText: 'In Texas, a home equity line of credit is only available on your primary residence.',
  },
  PROPERTY_TYPE_NOT_ELIGIBLE: {
    kind: 'ELIGIBILITY',
    fromConsumerReport: false,
    statement: 'Value or type of collateral not sufficient',
    borrowerText: 'Manufactured homes are not eligible for this line of credit.',
  },
  FLOOD_ZONE_NOT_ELIGIBLE: {
    kind: 'ELIGIBILITY',
    fromConsumerReport: false,
    statement: 'Value or type of collateral not sufficient',
    borrowerText: 'Homes in a coastal high-hazard flood zone (zone V) are not eligible.',
  },
  NO_CREDIT_SCORE: {
    kind: 'CREDIT',
    fromConsumerReport: true,
    statement: 'Limited credit experience',
    borrowerText: 'Your credit file does not have enough history for a credit score.',
    subDecision: 'DECLINE_CREDIT_SCORE',
  },
  CREDIT_SCORE_TOO_LOW: {
    kind: 'CREDIT',
    fromConsumerReport: true,
    /** Stated on the notice as the score's key factors (scoreFactorStatement); this only when there are none. */
    statement: 'Other: credit score below our minimum requirement',
    borrowerText: 'Your credit score is below the minimum we require.',
    subDecision: 'DECLINE_CREDIT_SCORE',
  },
  BANKRUPTCY: {
    kind: 'CREDIT',
    fromConsumerReport: true,
    statement: 'Bankruptcy',
    borrowerText: 'Your credit report shows a bankruptcy.',
    subDecision: 'DECLINE_CREDIT_SCORE',
  },
  DELINQUENT_CREDIT: {
    kind: 'CREDIT',
    fromConsumerReport: true,
    statement: 'Delinquent past or present credit obligations with others',
    borrowerText: 'Your credit report shows accounts that are past due or in collection.',
    subDecision: 'DECLINE_CREDIT_SCORE',
  },
  INSUFFICIENT_INCOME: {
    kind: 'CREDIT',
    fromConsumerReport: false,
    statement: 'Income insufficient for amount of credit requested',
    borrowerText: 'Your income is not enough for the smallest line we offer.',
    subDecision: 'DECLINE_DTI',
  },
  DTI_TOO_HIGH: {
    kind: 'CREDIT',
    fromConsumerReport: true,
    statement: 'Excessive obligations in relation to income',
    borrowerText: 'Your monthly debt payments are too high compared with your income.',
    subDecision: 'DECLINE_DTI',
  },
  INSUFFICIENT_EQUITY: {
    kind: 'CREDIT',
    fromConsumerReport: false,
    statement: 'Value or type of collateral not sufficient',
    borrowerText: 'There is not enough equity in your home for the smallest line we offer.',
    subDecision: 'DECLINE_CLTV',
  },
};

export function reason(code: Exclude<ReasonCode, 'STATE_NOT_OFFERED'>): AdverseActionReason {
  return { code, ...REASONS[code] };
}

/** Uses the spec's own wording, which the register page keeps on screen. */
export function stateNotOfferedReason(state: string): AdverseActionReason {
  const name = STATE_NAMES[state] ?? state;
  return {
    code: 'STATE_NOT_OFFERED',
    kind: 'ELIGIBILITY',
    fromConsumerReport: false,
    statement: `Other: we do not currently offer loans in ${name}`,
    borrowerText: `We do not currently offer loans in ${name}.`,
  };
}
