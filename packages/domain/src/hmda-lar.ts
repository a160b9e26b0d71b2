import { rateSpreadPercent } from './apor';
import type { Charter } from './brands';
import type { CensusGeography } from './census-geography';
import { ageOn, type CalendarDate, parseDateInput, utcCalendarDate } from './dates';
import type { AdverseActionReason, ReasonCode } from './decisioning/reasons';
import type { ApplicationStatus } from './enum-values';
import { type HmdaAnswers, hmdaReportCodes } from './hmda';
import { roundHalfEven } from './money';
import { monthlyPayment } from './payment';
import type { PropertyType } from './property-record';
import { CLOSED_STATUSES, reachableFrom, STATUS_MACHINE } from './status-machine';

/**
 * The HMDA loan/application register (Regulation C, 12 CFR 1003.4 and 1003.5) as data (issue 20 item 16, decision
 * 0199): every data field of the FFIEC "Filing Instructions Guide for HMDA data collected in 2025/2026" (the FIG),
 * in the FIG's order, under its names and codes; the ULI and its check digits (FIG appendix C); which application
 * is reported with which action taken; the pipe-delimited row of one application and the transmittal sheet.
 *
 * A Hearth line is an open-end line of credit (field 109 = 1), so the FIG's open-end rules apply: total loan
 * costs, points and fees, origination charges, discount points and lender credits are NA (edits V672-4, V673,
 * V674-3, V675-3, V676-3), preapproval is 2 (V614-4), the loan amount is the credit limit (1003.4(a)(7)) and
 * the loan term counts the draw and repayment periods (comment 4(a)(25)-4).
 *
 * A field Hearth has no datum for, and for which the FIG allows neither NA nor Exempt, is left empty and listed
 * as a gap of its row: the FFIEC platform refuses an empty required field, so a gap cannot be filed unnoticed.
 */

export const LAR_NA = 'NA';

/** The FIG's data fields of a loan/application register row (record 2), in file order. */
export const LAR_FIELDS = [
  { number: 1, key: 'recordIdentifier', name: 'Record Identifier' },
  { number: 2, key: 'lei', name: 'Legal Entity Identifier (LEI)' },
  { number: 3, key: 'uli', name: 'Universal Loan Identifier (ULI)' },
  { number: 4, key: 'applicationDate', name: 'Application Date' },
  { number: 5, key: 'loanType', name: 'Loan Type' },
  { number: 6, key: 'loanPurpose', name: 'Loan Purpose' },
  { number: 7, key: 'preapproval', name: 'Preapproval' },
  { number: 8, key: 'constructionMethod', name: 'Construction Method' },
  { number: 9, key: 'occupancyType', name: 'Occupancy Type' },
  { number: 10, key: 'loanAmount', name: 'Loan Amount' },
  { number: 11, key: 'actionTaken', name: 'Action Taken' },
  { number: 12, key: 'actionTakenDate', name: 'Action Taken Date' },
  { number: 13, key: 'streetAddress', name: 'Street Address' },
  { number: 14, key: 'city', name: 'City' },
  { number: 15, key: 'state', name: 'State' },
  { number: 16, key: 'zipCode', name: 'ZIP Code' },
  { number: 17, key: 'county', name: 'County' },
  { number: 18, key: 'censusTract', name: 'Census Tract' },
  { number: 19, key: 'applicantEthnicity1', name: 'Ethnicity of Applicant or Borrower: 1' },
  { number: 20, key: 'applicantEthnicity2', name: 'Ethnicity of Applicant or Borrower: 2' },
  { number: 21, key: 'applicantEthnicity3', name: 'Ethnicity of Applicant or Borrower: 3' },
  { number: 22, key: 'applicantEthnicity4', name: 'Ethnicity of Applicant or Borrower: 4' },
  { number: 23, key: 'applicantEthnicity5', name: 'Ethnicity of Applicant or Borrower: 5' },
  {
    number: 24,
    key: 'applicantEthnicityOther',
    name: 'Ethnicity of Applicant or Borrower: Free Form Text Field for Other Hispanic or Latino',
  },
  { number: 25, key: 'coApplicantEthnicity1', name: 'Ethnicity of Co-Applicant or Co-Borrower: 1' },
  { number: 26, key: 'coApplicantEthnicity2', name: 'Ethnicity of Co-Applicant or Co-Borrower: 2' },
  { number: 27, key: 'coApplicantEthnicity3', name: 'Ethnicity of Co-Applicant or Co-Borrower: 3' },
  { number: 28, key: 'coApplicantEthnicity4', name: 'Ethnicity of Co-Applicant or Co-Borrower: 4' },
  { number: 29, key: 'coApplicantEthnicity5', name: 'Ethnicity of Co-Applicant or Co-Borrower: 5' },
  {
    number: 30,
    key: 'coApplicantEthnicityOther',
    name: 'Ethnicity of Co-Applicant or Co-Borrower: Free Form Text Field for Other Hispanic or Latino',
  },
  {
    number: 31,
    key: 'applicantEthnicityObserved',
    name: 'Ethnicity of Applicant or Borrower Collected on the Basis of Visual Observation or Surname',
  },
  {
    number: 32,
    key: 'coApplicantEthnicityObserved',
    name: 'Ethnicity of Co-Applicant or Co-Borrower Collected on the Basis of Visual Observation or Surname',
  },
  { number: 33, key: 'applicantRace1', name: 'Race of Applicant or Borrower: 1' },
  { number: 34, key: 'applicantRace2', name: 'Race of Applicant or Borrower: 2' },
  { number: 35, key: 'applicantRace3', name: 'Race of Applicant or Borrower: 3' },
  { number: 36, key: 'applicantRace4', name: 'Race of Applicant or Borrower: 4' },
  { number: 37, key: 'applicantRace5', name: 'Race of Applicant or Borrower: 5' },
  {
    number: 38,
    key: 'applicantRaceAmericanIndianTribe',
    name: 'Race of Applicant or Borrower: Free Form Text Field for American Indian or Alaska Native Enrolled or Principal Tribe',
  },
  {
    number: 39,
    key: 'applicantRaceOtherAsian',
    name: 'Race of Applicant or Borrower: Free Form Text Field for Other Asian',
  },
  {
    number: 40,
    key: 'applicantRaceOtherPacificIslander',
    name: 'Race of Applicant or Borrower: Free Form Text Field for Other Pacific Islander',
  },
  { number: 41, key: 'coApplicantRace1', name: 'Race of Co-Applicant or Co-Borrower: 1' },
  { number: 42, key: 'coApplicantRace2', name: 'Race of Co-Applicant or Co-Borrower: 2' },
  { number: 43, key: 'coApplicantRace3', name: 'Race of Co-Applicant or Co-Borrower: 3' },
  { number: 44, key: 'coApplicantRace4', name: 'Race of Co-Applicant or Co-Borrower: 4' },
  { number: 45, key: 'coApplicantRace5', name: 'Race of Co-Applicant or Co-Borrower: 5' },
  {
    number: 46,
    key: 'coApplicantRaceAmericanIndianTribe',
    name: 'Race of Co-Applicant or Co-Borrower: Free Form Text Field for American Indian or Alaska Native Enrolled or Principal Tribe',
  },
  {
    number: 47,
    key: 'coApplicantRaceOtherAsian',
    name: 'Race of Co-Applicant or Co-Borrower: Free Form Text Field for Other Asian',
  },
  {
    number: 48,
    key: 'coApplicantRaceOtherPacificIslander',
    name: 'Race of Co-Applicant or Co-Borrower: Free Form Text Field for Other Pacific Islander',
  },
  {
    number: 49,
    key: 'applicantRaceObserved',
    name: 'Race of Applicant or Borrower Collected on the Basis of Visual Observation or Surname',
  },
  {
    number: 50,
    key: 'coApplicantRaceObserved',
    name: 'Race of Co-Applicant or Co-Borrower Collected on the Basis of Visual Observation or Surname',
  },
  { number: 51, key: 'applicantSex', name: 'Sex of Applicant or Borrower' },
  { number: 52, key: 'coApplicantSex', name: 'Sex of Co-Applicant or Co-Borrower' },
  {
    number: 53,
    key: 'applicantSexObserved',
    name: 'Sex of Applicant or Borrower Collected on the Basis of Visual Observation or Surname',
  },
  {
    number: 54,
    key: 'coApplicantSexObserved',
    name: 'Sex of Co-Applicant or Co-Borrower Collected on the Basis of Visual Observation or Surname',
  },
  { number: 55, key: 'applicantAge', name: 'Age of Applicant or Borrower' },
  { number: 56, key: 'coApplicantAge', name: 'Age of Co-Applicant or Co-Borrower' },
  { number: 57, key: 'income', name: 'Income' },
  { number: 58, key: 'typeOfPurchaser', name: 'Type of Purchaser' },
  { number: 59, key: 'rateSpread', name: 'Rate Spread' },
  { number: 60, key: 'hoepaStatus', name: 'HOEPA Status' },
  { number: 61, key: 'lienStatus', name: 'Lien Status' },
  { number: 62, key: 'applicantCreditScore', name: 'Credit Score of Applicant or Borrower' },
  { number: 63, key: 'coApplicantCreditScore', name: 'Credit Score of Co-Applicant or Co-Borrower' },
  {
    number: 64,
    key: 'applicantCreditScoreModel',
    name: 'Applicant or Borrower, Name and Version of Credit Scoring Model',
  },
  {
    number: 65,
    key: 'applicantCreditScoreModelOther',
    name: 'Applicant or Borrower, Name and Version of Credit Scoring Model: Conditional Free Form Text Field for Code 8',
  },
  {
    number: 66,
    key: 'coApplicantCreditScoreModel',
    name: 'Co-Applicant or Co-Borrower, Name and Version of Credit Scoring Model',
  },
  {
    number: 67,
    key: 'coApplicantCreditScoreModelOther',
    name: 'Co-Applicant or Co-Borrower, Name and Version of Credit Scoring Model: Conditional Free Form Text Field for Code 8',
  },
  { number: 68, key: 'denialReason1', name: 'Reason for Denial: 1' },
  { number: 69, key: 'denialReason2', name: 'Reason for Denial: 2' },
  { number: 70, key: 'denialReason3', name: 'Reason for Denial: 3' },
  { number: 71, key: 'denialReason4', name: 'Reason for Denial: 4' },
  {
    number: 72,
    key: 'denialReasonOther',
    name: 'Reason for Denial: Conditional Free Form Text Field for Code 9',
  },
  { number: 73, key: 'totalLoanCosts', name: 'Total Loan Costs' },
  { number: 74, key: 'totalPointsAndFees', name: 'Total Points and Fees' },
  { number: 75, key: 'originationCharges', name: 'Origination Charges' },
  { number: 76, key: 'discountPoints', name: 'Discount Points' },
  { number: 77, key: 'lenderCredits', name: 'Lender Credits' },
  { number: 78, key: 'interestRate', name: 'Interest Rate' },
  { number: 79, key: 'prepaymentPenaltyTerm', name: 'Prepayment Penalty Term' },
  { number: 80, key: 'debtToIncomeRatio', name: 'Debt-to-Income Ratio' },
  { number: 81, key: 'combinedLoanToValueRatio', name: 'Combined Loan-to-Value Ratio' },
  { number: 82, key: 'loanTerm', name: 'Loan Term' },
  { number: 83, key: 'introductoryRatePeriod', name: 'Introductory Rate Period' },
  { number: 84, key: 'balloonPayment', name: 'Balloon Payment' },
  { number: 85, key: 'interestOnlyPayments', name: 'Interest-Only Payments' },
  { number: 86, key: 'negativeAmortization', name: 'Negative Amortization' },
  { number: 87, key: 'otherNonAmortizingFeatures', name: 'Other Non-amortizing Features' },
  { number: 88, key: 'propertyValue', name: 'Property Value' },
  { number: 89, key: 'manufacturedHomeSecuredPropertyType', name: 'Manufactured Home Secured Property Type' },
  {
    number: 90,
    key: 'manufacturedHomeLandPropertyInterest',
    name: 'Manufactured Home Land Property Interest',
  },
  { number: 91, key: 'totalUnits', name: 'Total Units' },
  { number: 92, key: 'multifamilyAffordableUnits', name: 'Multifamily Affordable Units' },
  { number: 93, key: 'submissionOfApplication', name: 'Submission of Application' },
  { number: 94, key: 'initiallyPayableToInstitution', name: 'Initially Payable to Your Institution' },
  { number: 95, key: 'nmlsrIdentifier', name: 'Mortgage Loan Originator NMLSR Identifier' },
  { number: 96, key: 'aus1', name: 'Automated Underwriting System: 1' },
  { number: 97, key: 'aus2', name: 'Automated Underwriting System: 2' },
  { number: 98, key: 'aus3', name: 'Automated Underwriting System: 3' },
  { number: 99, key: 'aus4', name: 'Automated Underwriting System: 4' },
  { number: 100, key: 'aus5', name: 'Automated Underwriting System: 5' },
  {
    number: 101,
    key: 'ausOther',
    name: 'Automated Underwriting System: Conditional Free Form Text Field for Code 5',
  },
  { number: 102, key: 'ausResult1', name: 'Automated Underwriting System Result: 1' },
  { number: 103, key: 'ausResult2', name: 'Automated Underwriting System Result: 2' },
  { number: 104, key: 'ausResult3', name: 'Automated Underwriting System Result: 3' },
  { number: 105, key: 'ausResult4', name: 'Automated Underwriting System Result: 4' },
  { number: 106, key: 'ausResult5', name: 'Automated Underwriting System Result: 5' },
  {
    number: 107,
    key: 'ausResultOther',
    name: 'Automated Underwriting System Result: Conditional Free Form Text Field for Code 16',
  },
  { number: 108, key: 'reverseMortgage', name: 'Reverse Mortgage' },
  { number: 109, key: 'openEndLineOfCredit', name: 'Open-End Line of Credit' },
  { number: 110, key: 'businessOrCommercialPurpose', name: 'Business or Commercial Purpose' },
] as const;

export type LarFieldKey = (typeof LAR_FIELDS)[number]['key'];
export type LarRecord = Record<LarFieldKey, string>;

/** The FIG's count of data fields in a register row. */
export const LAR_FIELD_COUNT = 110;

/** The FIG's data fields of the transmittal sheet (record 1), in file order. */
export const TRANSMITTAL_FIELDS = [
  { number: 1, key: 'recordIdentifier', name: 'Record Identifier' },
  { number: 2, key: 'institutionName', name: 'Financial Institution Name' },
  { number: 3, key: 'calendarYear', name: 'Calendar Year' },
  { number: 4, key: 'calendarQuarter', name: 'Calendar Quarter' },
  { number: 5, key: 'contactName', name: "Contact Person's Name" },
  { number: 6, key: 'contactPhone', name: "Contact Person's Telephone Number" },
  { number: 7, key: 'contactEmail', name: "Contact Person's E-mail Address" },
  { number: 8, key: 'contactStreet', name: "Contact Person's Office Street Address" },
  { number: 9, key: 'contactCity', name: "Contact Person's Office City" },
  { number: 10, key: 'contactState', name: "Contact Person's Office State" },
  { number: 11, key: 'contactZip', name: "Contact Person's Office ZIP Code" },
  { number: 12, key: 'federalAgency', name: 'Federal Agency' },
  { number: 13, key: 'totalEntries', name: 'Total Number of Entries Contained in Submission' },
  { number: 14, key: 'taxId', name: 'Federal Taxpayer Identification Number' },
  { number: 15, key: 'lei', name: 'Legal Entity Identifier (LEI)' },
] as const;

export type TransmittalFieldKey = (typeof TRANSMITTAL_FIELDS)[number]['key'];
export type TransmittalRecord = Record<TransmittalFieldKey, string>;

export const TRANSMITTAL_FIELD_COUNT = 15;

// ---------- codes (FIG section 4 and the FFIEC platform's edits) ----------

/** Field 11. */
export const ACTION_TAKEN = {
  ORIGINATED: 1,
  APPROVED_NOT_ACCEPTED: 2,
  DENIED: 3,
  WITHDRAWN: 4,
  CLOSED_FOR_INCOMPLETENESS: 5,
  PURCHASED: 6,
  PREAPPROVAL_DENIED: 7,
  PREAPPROVAL_APPROVED_NOT_ACCEPTED: 8,
} as const;
export type ActionTakenCode = (typeof ACTION_TAKEN)[keyof typeof ACTION_TAKEN];

/** Fields 68 to 71. */
export const DENIAL_REASON = {
  DEBT_TO_INCOME: 1,
  EMPLOYMENT_HISTORY: 2,
  CREDIT_HISTORY: 3,
  COLLATERAL: 4,
  INSUFFICIENT_CASH: 5,
  UNVERIFIABLE_INFORMATION: 6,
  CREDIT_APPLICATION_INCOMPLETE: 7,
  MORTGAGE_INSURANCE_DENIED: 8,
  OTHER: 9,
  NOT_APPLICABLE: 10,
} as const;
export type DenialReasonCode = (typeof DENIAL_REASON)[keyof typeof DENIAL_REASON];

/** The FIG reason of each Hearth adverse-action reason (`decisioning/reasons.ts`); every code has one. */
export const DENIAL_REASON_OF: Readonly<Record<ReasonCode, DenialReasonCode>> = {
  INCOMPLETE_APPLICATION: DENIAL_REASON.CREDIT_APPLICATION_INCOMPLETE,
  AGE_BELOW_MINIMUM: DENIAL_REASON.OTHER,
  STATE_NOT_OFFERED: DENIAL_REASON.OTHER,
  HAWAII_PARTNER: DENIAL_REASON.OTHER,
  NEW_YORK_UNAVAILABLE: DENIAL_REASON.OTHER,
  PROPERTY_LISTED_FOR_SALE: DENIAL_REASON.OTHER,
  TITLE_TRANSFERRED_RECENTLY: DENIAL_REASON.OTHER,
  OCCUPANCY_NOT_ELIGIBLE: DENIAL_REASON.OTHER,
  PROPERTY_TYPE_NOT_ELIGIBLE: DENIAL_REASON.COLLATERAL,
  FLOOD_ZONE_NOT_ELIGIBLE: DENIAL_REASON.COLLATERAL,
  NO_CREDIT_SCORE: DENIAL_REASON.CREDIT_HISTORY,
  CREDIT_SCORE_TOO_LOW: DENIAL_REASON.CREDIT_HISTORY,
  BANKRUPTCY: DENIAL_REASON.CREDIT_HISTORY,
  DELINQUENT_CREDIT: DENIAL_REASON.CREDIT_HISTORY,
  INSUFFICIENT_INCOME: DENIAL_REASON.DEBT_TO_INCOME,
  DTI_TOO_HIGH: DENIAL_REASON.DEBT_TO_INCOME,
  INSUFFICIENT_EQUITY: DENIAL_REASON.COLLATERAL,
};

/** Fields 64 and 66: the FIG's credit scoring models (codes 11 to 15 since the 2024 FIG). */
export const CREDIT_SCORING_MODEL = {
  EQUIFAX_BEACON_5: 1,
  EXPERIAN_FAIR_ISAAC: 2,
  FICO_CLASSIC_04: 3,
  FICO_CLASSIC_98: 4,
  VANTAGESCORE_2: 5,
  VANTAGESCORE_3: 6,
  MORE_THAN_ONE: 7,
  OTHER: 8,
  NOT_APPLICABLE: 9,
  NO_CO_APPLICANT: 10,
  FICO_SCORE_9: 11,
  FICO_SCORE_8: 12,
  FICO_SCORE_10: 13,
  FICO_SCORE_10_T: 14,
  VANTAGESCORE_4: 15,
} as const;

/** A bureau's model name read as the FIG's code; a model the FIG does not list is "Other" (8) with its name. */
const SCORING_MODEL_NAMES: readonly [RegExp, number][] = [
  [/beacon\s*5/i, CREDIT_SCORING_MODEL.EQUIFAX_BEACON_5],
  [/experian.*fair\s*isaac/i, CREDIT_SCORING_MODEL.EXPERIAN_FAIR_ISAAC],
  [/classic\s*0?4\b/i, CREDIT_SCORING_MODEL.FICO_CLASSIC_04],
  [/classic\s*98\b/i, CREDIT_SCORING_MODEL.FICO_CLASSIC_98],
  [/^vantage\s*score\s*2(\.0)?$/i, CREDIT_SCORING_MODEL.VANTAGESCORE_2],
  [/^vantage\s*score\s*3(\.0)?$/i, CREDIT_SCORING_MODEL.VANTAGESCORE_3],
  [/^vantage\s*score\s*4(\.0)?$/i, CREDIT_SCORING_MODEL.VANTAGESCORE_4],
  [/^fico\s*(score\s*)?9$/i, CREDIT_SCORING_MODEL.FICO_SCORE_9],
  [/^fico\s*(score\s*)?8$/i, CREDIT_SCORING_MODEL.FICO_SCORE_8],
  [/^fico\s*(score\s*)?10\s*t$/i, CREDIT_SCORING_MODEL.FICO_SCORE_10_T],
  [/^fico\s*(score\s*)?10$/i, CREDIT_SCORING_MODEL.FICO_SCORE_10],
];

export function creditScoringModel(name: string): { code: number; other: string } {
  const trimmed = name.trim();
  const found = SCORING_MODEL_NAMES.find(([pattern]) => pattern.test(trimmed));
  return found ? { code: found[1], other: '' } : { code: CREDIT_SCORING_MODEL.OTHER, other: trimmed };
}

/** Field 12 of the transmittal sheet. */
export const FEDERAL_AGENCY = { OCC: 1, FRS: 2, FDIC: 3, NCUA: 5, HUD: 7, CFPB: 9 } as const;

/**
 * The agency the lender files with: its charter's, or the CFPB for a depository institution over $10 billion in
 * assets; a lender that takes no deposits reports code 7 (the platform's edit Q647 calls it the non-depository code).
 */
export function federalAgencyOf(charter: Charter, assetsOverTenBillion = false): number {
  if (charter === 'NON_BANK') return FEDERAL_AGENCY.HUD;
  if (assetsOverTenBillion) return FEDERAL_AGENCY.CFPB;
  switch (charter) {
    case 'NATIONAL_BANK':
    case 'FEDERAL_SAVINGS_ASSOCIATION':
      return FEDERAL_AGENCY.OCC;
    case 'STATE_MEMBER_BANK':
      return FEDERAL_AGENCY.FRS;
    case 'STATE_NONMEMBER_BANK':
    case 'STATE_SAVINGS_ASSOCIATION':
      return FEDERAL_AGENCY.FDIC;
    case 'FEDERAL_CREDIT_UNION':
    case 'STATE_CREDIT_UNION':
      return FEDERAL_AGENCY.NCUA;
  }
}

/**
 * No co-applicant (Hearth takes one applicant per application; an owner on title who joins only to sign the deed
 * does not borrow, decision 0177): the FIG's "no co-applicant" code of each co-applicant field.
 */
const NO_CO_APPLICANT = {
  ethnicity: '5',
  race: '8',
  sex: '5',
  observed: '4',
  age: '9999',
  creditScore: '9999',
  creditScoreModel: String(CREDIT_SCORING_MODEL.NO_CO_APPLICANT),
} as const;

/**
 * Fields 31, 49 and 53: code 2, "not collected on the basis of visual observation or surname", for every Hearth
 * applicant. Every Hearth application is taken over the internet, with no face-to-face meeting: Regulation C
 * appendix B lets a lender note ethnicity, race or sex from visual observation or surname only when the
 * application is taken in person, and has an applicant who does not answer in a mail, internet or telephone
 * application reported as "information not provided" (codes 3, 6 and 3) instead.
 */
export const NOT_COLLECTED_ON_VISUAL_OBSERVATION = '2';

// ---------- ULI and LEI check digits (FIG appendix C, ISO 7064 MOD 97-10) ----------

const ALPHANUMERIC = /^[0-9A-Za-z]+$/;

/** Letters as numbers (A = 10 ... Z = 35, either case), digits as themselves: FIG appendix C step 1. */
function digitsOf(value: string): string {
  return [...value.toUpperCase()]
    .map((c) => (c >= 'A' && c <= 'Z' ? String(c.charCodeAt(0) - 55) : c))
    .join('');
}

function mod97(digits: string): number {
  let remainder = 0;
  for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  return remainder;
}

/** The two check digits of ISO 7064 MOD 97-10 for `value`: 98 less the remainder of its digits then "00". */
export function mod97CheckDigits(value: string): string {
  if (!ALPHANUMERIC.test(value)) throw new RangeError('check digits are for letters and digits only');
  return String(98 - mod97(`${digitsOf(value)}00`)).padStart(2, '0');
}

/** Whether `value` ends in its own MOD 97-10 check digits (its digits leave remainder 1 modulo 97). */
export function hasValidCheckDigits(value: string): boolean {
  return ALPHANUMERIC.test(value) && value.length > 2 && mod97(digitsOf(value)) === 1;
}

/** A syntactically valid LEI (ISO 17442): 18 letters or digits, then two MOD 97-10 check digits. */
export function isValidLei(lei: string): boolean {
  return /^[0-9A-Z]{18}[0-9]{2}$/.test(lei) && hasValidCheckDigits(lei);
}

/** The most characters a ULI may give the loan after the 20 of the LEI (45 in all, with the 2 check digits). */
export const ULI_LOAN_ID_MAX = 23;

/** The ULI: the LEI, the loan's own identifier, and the check digits of both (FIG appendix C). */
export function universalLoanIdentifier(lei: string, loanId: string): string {
  if (!isValidLei(lei)) throw new RangeError(`not an LEI: ${lei}`);
  if (!ALPHANUMERIC.test(loanId) || loanId.length > ULI_LOAN_ID_MAX)
    throw new RangeError('the loan part of a ULI is 1 to 23 letters or digits');
  const body = `${lei}${loanId}`;
  return `${body}${mod97CheckDigits(body)}`;
}

/**
 * The loan part of an application's ULI, from its id: the 128 bits of the UUID as a base-36 number, its last 23
 * characters (about 119 bits, so two applications share one only by chance of 1 in 2^119). It says nothing about
 * the applicant, and stays the same whenever the register is built.
 */
export function uliLoanIdOf(applicationUuid: string): string {
  const hex = applicationUuid.replaceAll('-', '');
  if (!/^[0-9a-fA-F]{32}$/.test(hex)) throw new RangeError(`not a UUID: ${applicationUuid}`);
  const value = BigInt(`0x${hex}`) % 36n ** BigInt(ULI_LOAN_ID_MAX);
  return value.toString(36).toUpperCase().padStart(ULI_LOAN_ID_MAX, '0');
}

// ---------- which applications, and the action taken ----------

/**
 * The status in which a Hearth application becomes an application under Regulation C: the applicant chose an offer,
 * answered the demographic questions and submitted the application for the hard credit check. Before it, the soft
 * pull's offers answer a prequalification request, which Regulation C does not report even when Regulation B
 * treats it as an application for its adverse-action notice (12 CFR 1003.2(b), comment 2(b)-2).
 */
export const HMDA_APPLICATION_STATUS: ApplicationStatus = 'HARD_CREDIT_PULL';

/** Statuses in which every underwriting condition is met and only closing is left: the application is approved. */
const APPROVED_STATUSES: ReadonlySet<string> = new Set(
  reachableFrom(['DISBURSEMENT_ACCOUNT'], STATUS_MACHINE).filter(
    (status) => !(CLOSED_STATUSES as readonly string[]).includes(status),
  ),
);

/** The lender's cancellation, as the status machine names it in the audit row. */
const LENDER_CANCELS = 'lender cancels the application';

export interface StatusHistoryEntry {
  fromStatus: string | null;
  toStatus: string;
  reason: string;
  at: Date;
}

export interface LarAction {
  code: ActionTakenCode;
  /** The action taken date (field 12). */
  date: CalendarDate;
  /** The application date (field 4): the day the application was submitted. */
  applicationDate: CalendarDate;
}

const lastEntry = (history: readonly StatusHistoryEntry[], status: string) =>
  history.filter((entry) => entry.toStatus === status).at(-1);

/**
 * The final action on an application, or null when it has none yet or was only a prequalification request. Dates
 * are calendar days in UTC.
 * - COMPLETE: originated (1), on the day the line was opened: the closing, when the deed was signed and the right
 *   to cancel began (RESCISSION; 1003.4(a)(8)(ii) and its commentary: the closing or account opening date);
 * - DECLINED: denied (3);
 * - CANCELLED within the right to cancel: approved but not accepted (2; how the commentary to 1003.4(a)(8)(i) reports
 *   a rescinded transaction); cancelled after every underwriting condition was met: approved but not accepted (2);
 *   withdrawn by the borrower before that: withdrawn (4); cancelled by the lender before that: file closed for
 *   incompleteness (5; see the decision's gap on the notice of incompleteness).
 */
export function larActionOf(status: string, history: readonly StatusHistoryEntry[]): LarAction | null {
  const submitted = history.find((entry) => entry.toStatus === HMDA_APPLICATION_STATUS);
  if (!submitted) return null;
  const applicationDate = utcCalendarDate(submitted.at);
  const closed = lastEntry(history, status);
  if (!closed) return null;
  const on = (code: ActionTakenCode, at: Date): LarAction => ({
    code,
    date: utcCalendarDate(at),
    applicationDate,
  });
  switch (status) {
    case 'COMPLETE':
      return on(ACTION_TAKEN.ORIGINATED, (lastEntry(history, 'RESCISSION') ?? closed).at);
    case 'DECLINED':
      return on(ACTION_TAKEN.DENIED, closed.at);
    case 'CANCELLED': {
      const approved =
        closed.fromStatus === 'RESCISSION' || history.some((entry) => APPROVED_STATUSES.has(entry.toStatus));
      if (approved) return on(ACTION_TAKEN.APPROVED_NOT_ACCEPTED, closed.at);
      return on(
        closed.reason === LENDER_CANCELS ? ACTION_TAKEN.CLOSED_FOR_INCOMPLETENESS : ACTION_TAKEN.WITHDRAWN,
        closed.at,
      );
    }
    default:
      return null;
  }
}

/**
 * The date the rate was set (1003.4(a)(12)(i) and its commentary; the FFIEC calculator's "rate-set date"): Hearth
 * makes no lock-in agreement, so it is the day the lender set the rate for the final time before the final action:
 * the last time the application entered FINAL_OFFER, when the final decision (or the underwriter) priced the line
 * the borrower then accepted. Null when the application never had a final offer. A UTC calendar day, as the other
 * dates of the register are.
 */
export function rateSetDateOf(history: readonly StatusHistoryEntry[]): CalendarDate | null {
  const set = lastEntry(history, 'FINAL_OFFER');
  return set ? utcCalendarDate(set.at) : null;
}

// ---------- one application's facts, and its row ----------

export interface LarApplicationFacts {
  lei: string;
  applicationUuid: string;
  action: LarAction;
  occupancy: 'HOME' | 'SECONDARY' | 'INVESTMENT';
  property: {
    street1: string;
    street2: string;
    city: string;
    state: string;
    zip: string;
    /** From the property record the offers rest on; null when there is none. */
    type: PropertyType | null;
  };
  /** From the geocoding port; null when it does not know the address. */
  geography: CensusGeography | null;
  applicant: {
    /** The start/hmda answers (decision 0122); null when none were given. */
    answers: HmdaAnswers | null;
    /** As entered, e.g. 1980-04-12; null when unknown. */
    dateOfBirth: string | null;
    /** The score the decision relied on and its model's name; null when no score was relied on. */
    credit: { score: number; model: string | null } | null;
  };
  /** The line applied for, approved or opened. */
  line: {
    creditLimitCents: number;
    /** The rate in effect at account opening (or that the approval carried). */
    interestRatePercent: number;
    rateType: 'FIXED' | 'VARIABLE' | 'UNKNOWN';
    termYears: number;
  };
  /** Balances of the liens that stay ahead of or beside the line, and those the line pays off. */
  liens: { remainingCents: number; paidOffCents: number };
  /** The value the decision relied on; null when none. */
  propertyValueCents: number | null;
  /** Gross annual income relied on; null when none. */
  incomeCents: number | null;
  /** Monthly debt payments relied on, before the line's; null when none. */
  monthlyDebtCents: number | null;
  /** Why a denied application was denied: the engine's reasons, else the decision's note. */
  denial: { reasons: readonly Pick<AdverseActionReason, 'code' | 'statement'>[]; note: string | null };
  /**
   * The average prime offer rate of the comparable transaction on the rate-set date (decision 0211); null when the
   * table has no figure for that week.
   */
  averagePrimeOfferRatePercent: number | null;
  /**
   * The HOEPA test of an originated line (12 CFR 1026.32, `hoepaTest`): a high-cost mortgage or not; not applicable
   * when HOEPA does not cover it (not the principal dwelling); or why the test could not be made.
   */
  hoepa: 'HIGH_COST' | 'NOT_HIGH_COST' | 'NOT_APPLICABLE' | { unknown: string };
  /** The NMLSR ID of the loan originator who referred the application; null when none did. */
  originatorNmlsrId: string | null;
}

export interface LarGap {
  field: number;
  name: string;
  why: string;
}

export interface LarRow {
  record: LarRecord;
  gaps: LarGap[];
}

/** Free text: no field separator or line break, at most `max` characters. */
export function larText(value: string | null | undefined, max = 255): string {
  return (value ?? '')
    .replace(/[|\r\n\t]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, max)
    .trim();
}

/** A calendar day as the FIG writes it: YYYYMMDD. */
export function larDate(date: CalendarDate): string {
  return `${date.year}${String(date.month).padStart(2, '0')}${String(date.day).padStart(2, '0')}`;
}

/** Dollars from cents, whole when there are no cents (the FIG's 110500 or 110500.15). */
function dollars(cents: number): string {
  return cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2);
}

/** A percentage with at most three decimals, rounded half to even. */
function percent(value: number): string {
  return String(roundHalfEven(value, 3));
}

/** Thousands of dollars, the nearest thousand ($35,500 is 36): the FIG's income. */
function thousands(cents: number): string {
  return String(Math.floor((cents + 50_000) / 100_000));
}

/** ZIP Code as 12345 or 12345-1010. */
function zipCode(zip: string): string {
  const digits = zip.replace(/\D/g, '');
  return digits.length === 9 ? `${digits.slice(0, 5)}-${digits.slice(5)}` : digits.slice(0, 5);
}

/** Up to five codes, every aggregate category before any subcategory when there are more than five. */
function fiveCodes(codes: readonly number[]): string[] {
  const chosen =
    codes.length <= 5 ? [...codes] : [...codes.filter((c) => c < 10), ...codes.filter((c) => c >= 10)];
  const five = chosen.slice(0, 5).map(String);
  return [...five, '', '', '', '', ''].slice(0, 5);
}

/** One application's register row: every field in the FIG's terms, and the fields Hearth could not fill. */
export function larRow(facts: LarApplicationFacts): LarRow {
  const gaps: LarGap[] = [];
  const gap = (key: LarFieldKey, why: string): string => {
    const field = LAR_FIELDS.find((f) => f.key === key);
    if (field) gaps.push({ field: field.number, name: field.name, why });
    return '';
  };
  const { action, applicant, line, property } = facts;
  const code = action.code;
  // Withdrawn and incomplete files get no credit decision: edits V663, V679-2, V681-2 and V688-2.
  const decided = code !== ACTION_TAKEN.WITHDRAWN && code !== ACTION_TAKEN.CLOSED_FOR_INCOMPLETENESS;
  const approved = code === ACTION_TAKEN.ORIGINATED || code === ACTION_TAKEN.APPROVED_NOT_ACCEPTED;

  const answers = applicant.answers;
  const demographics = answers ? hmdaReportCodes(answers) : { ethnicity: [3], race: [6], sex: [3] }; // not provided in an internet application
  const ethnicity = fiveCodes(demographics.ethnicity);
  const race = fiveCodes(demographics.race);

  const birth = applicant.dateOfBirth ? parseDateInput(applicant.dateOfBirth) : null;
  const age = birth ? String(ageOn(birth, action.applicationDate)) : gap('applicantAge', 'no date of birth');

  const scored = decided && applicant.credit !== null;
  const model = applicant.credit?.model ? creditScoringModel(applicant.credit.model) : null;

  const denialCodes: string[] = ['', '', '', ''];
  let denialOther = '';
  if (code === ACTION_TAKEN.DENIED) {
    const codes = [...new Set(facts.denial.reasons.map((r) => DENIAL_REASON_OF[r.code]))].slice(0, 4);
    const otherWords = facts.denial.reasons
      .filter((r) => DENIAL_REASON_OF[r.code] === DENIAL_REASON.OTHER)
      .map((r) => r.statement.replace(/^Other:\s*/i, ''));
    if (codes.length === 0 && facts.denial.note) {
      codes.push(DENIAL_REASON.OTHER);
      otherWords.push(facts.denial.note);
    }
    if (codes.length === 0) gap('denialReason1', 'denied with no reason recorded');
    codes.forEach((c, i) => {
      denialCodes[i] = String(c);
    });
    denialOther = codes.includes(DENIAL_REASON.OTHER) ? larText([...new Set(otherWords)].join('; ')) : '';
  } else {
    denialCodes[0] = String(DENIAL_REASON.NOT_APPLICABLE);
  }

  const value = facts.propertyValueCents;
  const totalLienCents = facts.liens.remainingCents + line.creditLimitCents;
  const cltv = decided && value !== null && value > 0 ? percent((totalLienCents * 100) / value) : LAR_NA;
  const linePayment = monthlyPayment({
    principalCents: line.creditLimitCents,
    annualRatePercent: line.interestRatePercent,
    termYears: line.termYears,
  });
  const monthlyIncome = facts.incomeCents === null ? 0 : facts.incomeCents / 12;
  const dti =
    decided && facts.monthlyDebtCents !== null && monthlyIncome > 0
      ? percent(((facts.monthlyDebtCents + linePayment) * 100) / monthlyIncome)
      : LAR_NA;

  const manufactured = property.type === 'MANUFACTURED';
  const purpose =
    facts.liens.paidOffCents > 0 ? (line.creditLimitCents > facts.liens.paidOffCents ? '32' : '31') : '4';

  // Field 59 (1003.4(a)(12)(i)): the APR less the APOR, for an originated line or an approval not accepted, both
  // subject to Regulation Z; NA for every other action (the FIG; a Hearth line is never a reverse mortgage or a
  // purchased loan). An open-end line's APR is its periodic rate times the periods in a year (1026.14(b)), the rate
  // in effect at opening (field 78), so the spread is that rate less the comparable transaction's APOR.
  const rateSpread = !approved
    ? LAR_NA
    : facts.averagePrimeOfferRatePercent === null
      ? gap('rateSpread', 'no average prime offer rate for the week the rate was set')
      : String(rateSpreadPercent(line.interestRatePercent, facts.averagePrimeOfferRatePercent));
  // Field 60 (1003.4(a)(13)): 1 high-cost, 2 not high-cost, 3 not applicable: an action other than origination, or
  // a line HOEPA does not cover.
  const hoepa =
    code !== ACTION_TAKEN.ORIGINATED || facts.hoepa === 'NOT_APPLICABLE'
      ? '3'
      : facts.hoepa === 'HIGH_COST'
        ? '1'
        : facts.hoepa === 'NOT_HIGH_COST'
          ? '2'
          : gap('hoepaStatus', `no HOEPA test: ${facts.hoepa.unknown}`);

  const nmlsr = facts.originatorNmlsrId?.trim() ?? '';
  const record: LarRecord = {
    recordIdentifier: '2',
    lei: facts.lei,
    uli: universalLoanIdentifier(facts.lei, uliLoanIdOf(facts.applicationUuid)),
    applicationDate: larDate(action.applicationDate),
    loanType: '1', // conventional: no government insurance or guarantee
    loanPurpose: purpose,
    preapproval: '2', // an open-end line is never a preapproval request (V614-4)
    constructionMethod:
      property.type === null ? gap('constructionMethod', 'no property record') : manufactured ? '2' : '1',
    occupancyType: { HOME: '1', SECONDARY: '2', INVESTMENT: '3' }[facts.occupancy],
    loanAmount: dollars(line.creditLimitCents),
    actionTaken: String(code),
    actionTakenDate: larDate(action.date),
    streetAddress: larText([property.street1, property.street2].filter(Boolean).join(' ')),
    city: larText(property.city),
    state: property.state.toUpperCase(),
    zipCode: zipCode(property.zip),
    county: facts.geography?.countyFips ?? LAR_NA,
    censusTract: facts.geography?.censusTract ?? LAR_NA,
    applicantEthnicity1: ethnicity[0] ?? '',
    applicantEthnicity2: ethnicity[1] ?? '',
    applicantEthnicity3: ethnicity[2] ?? '',
    applicantEthnicity4: ethnicity[3] ?? '',
    applicantEthnicity5: ethnicity[4] ?? '',
    applicantEthnicityOther: larText(answers?.ethnicity.otherHispanicOrLatino, 100),
    coApplicantEthnicity1: NO_CO_APPLICANT.ethnicity,
    coApplicantEthnicity2: '',
    coApplicantEthnicity3: '',
    coApplicantEthnicity4: '',
    coApplicantEthnicity5: '',
    coApplicantEthnicityOther: '',
    applicantEthnicityObserved: NOT_COLLECTED_ON_VISUAL_OBSERVATION,
    coApplicantEthnicityObserved: NO_CO_APPLICANT.observed,
    applicantRace1: race[0] ?? '',
    applicantRace2: race[1] ?? '',
    applicantRace3: race[2] ?? '',
    applicantRace4: race[3] ?? '',
    applicantRace5: race[4] ?? '',
    applicantRaceAmericanIndianTribe: larText(answers?.race.americanIndianTribe, 100),
    applicantRaceOtherAsian: larText(answers?.race.otherAsian, 100),
    applicantRaceOtherPacificIslander: larText(answers?.race.otherPacificIslander, 100),
    coApplicantRace1: NO_CO_APPLICANT.race,
    coApplicantRace2: '',
    coApplicantRace3: '',
    coApplicantRace4: '',
    coApplicantRace5: '',
    coApplicantRaceAmericanIndianTribe: '',
    coApplicantRaceOtherAsian: '',
    coApplicantRaceOtherPacificIslander: '',
    applicantRaceObserved: NOT_COLLECTED_ON_VISUAL_OBSERVATION,
    coApplicantRaceObserved: NO_CO_APPLICANT.observed,
    applicantSex: String(demographics.sex[0] ?? 3),
    coApplicantSex: NO_CO_APPLICANT.sex,
    applicantSexObserved: NOT_COLLECTED_ON_VISUAL_OBSERVATION,
    coApplicantSexObserved: NO_CO_APPLICANT.observed,
    applicantAge: age,
    coApplicantAge: NO_CO_APPLICANT.age,
    income: facts.incomeCents === null ? LAR_NA : thousands(facts.incomeCents),
    typeOfPurchaser: '0', // Hearth's lenders keep their lines: not sold in the year
    rateSpread,
    hoepaStatus: hoepa,
    lienStatus: facts.liens.remainingCents > 0 ? '2' : '1',
    applicantCreditScore: scored && applicant.credit ? String(applicant.credit.score) : '8888',
    coApplicantCreditScore: NO_CO_APPLICANT.creditScore,
    applicantCreditScoreModel: !scored
      ? String(CREDIT_SCORING_MODEL.NOT_APPLICABLE)
      : model
        ? String(model.code)
        : gap('applicantCreditScoreModel', 'the scoring model of the score was not recorded'),
    applicantCreditScoreModelOther: scored && model ? larText(model.other) : '',
    coApplicantCreditScoreModel: NO_CO_APPLICANT.creditScoreModel,
    coApplicantCreditScoreModelOther: '',
    denialReason1: denialCodes[0] ?? '',
    denialReason2: denialCodes[1] ?? '',
    denialReason3: denialCodes[2] ?? '',
    denialReason4: denialCodes[3] ?? '',
    denialReasonOther: denialOther,
    totalLoanCosts: LAR_NA,
    totalPointsAndFees: LAR_NA,
    originationCharges: LAR_NA,
    discountPoints: LAR_NA,
    lenderCredits: LAR_NA,
    interestRate: approved ? percent(line.interestRatePercent) : LAR_NA,
    prepaymentPenaltyTerm: LAR_NA, // Hearth's lines have no prepayment penalty
    debtToIncomeRatio: dti,
    combinedLoanToValueRatio: cltv,
    loanTerm: String(line.termYears * 12),
    introductoryRatePeriod:
      line.rateType === 'FIXED'
        ? LAR_NA
        : line.rateType === 'VARIABLE'
          ? '1' // the rate may change at the first monthly adjustment after opening (comment 4(a)(26)-1)
          : gap('introductoryRatePeriod', 'the rate type of the line is unknown'),
    balloonPayment: '2',
    interestOnlyPayments: '2',
    negativeAmortization: '2',
    otherNonAmortizingFeatures: '2',
    propertyValue: decided && value !== null ? dollars(value) : LAR_NA,
    manufacturedHomeSecuredPropertyType: manufactured
      ? gap(
          'manufacturedHomeSecuredPropertyType',
          'whether the manufactured home is real property is not asked',
        )
      : '3',
    manufacturedHomeLandPropertyInterest: manufactured
      ? gap('manufacturedHomeLandPropertyInterest', "the applicant's interest in the land is not asked")
      : '5',
    totalUnits:
      property.type === null
        ? gap('totalUnits', 'no property record')
        : property.type === 'MULTI_FAMILY'
          ? gap('totalUnits', 'the property record says multi-family but not how many units')
          : '1',
    multifamilyAffordableUnits: LAR_NA,
    submissionOfApplication: '1', // applied on the lender's own site
    initiallyPayableToInstitution: '1',
    nmlsrIdentifier: /^\d{4,7}$/.test(nmlsr) ? nmlsr : LAR_NA,
    aus1: '6', // Hearth's own engine is not an AUS of a securitizer, insurer or guarantor (1003.4(a)(35)(ii))
    aus2: '',
    aus3: '',
    aus4: '',
    aus5: '',
    ausOther: '',
    ausResult1: '17',
    ausResult2: '',
    ausResult3: '',
    ausResult4: '',
    ausResult5: '',
    ausResultOther: '',
    reverseMortgage: '2',
    openEndLineOfCredit: '1',
    businessOrCommercialPurpose: '2',
  };
  return { record, gaps };
}

/** The row as the file carries it: the fields in the FIG's order, separated by pipes. */
export function larLine(record: LarRecord): string {
  return LAR_FIELDS.map((field) => record[field.key]).join('|');
}

// ---------- the transmittal sheet and the file ----------

export interface TransmittalFacts {
  institutionName: string;
  year: number;
  contact: {
    /** The person who answers questions about the file; null when the lender has not named one. */
    name: string | null;
    phone: string;
    email: string;
    street: string;
    city: string;
    state: string;
    zip: string;
  };
  charter: Charter;
  assetsOverTenBillion: boolean;
  entries: number;
  /** The lender's federal taxpayer identification number (99-9999999); null when unknown. */
  taxId: string | null;
  lei: string;
}

export function transmittalRow(facts: TransmittalFacts): { record: TransmittalRecord; gaps: LarGap[] } {
  const gaps: LarGap[] = [];
  const gap = (key: TransmittalFieldKey, why: string): string => {
    const field = TRANSMITTAL_FIELDS.find((f) => f.key === key);
    if (field) gaps.push({ field: field.number, name: field.name, why });
    return '';
  };
  const phone = facts.contact.phone.replace(/\D/g, '').replace(/^1(?=\d{10}$)/, '');
  const record: TransmittalRecord = {
    recordIdentifier: '1',
    institutionName: larText(facts.institutionName),
    calendarYear: String(facts.year),
    calendarQuarter: '4', // the annual submission
    contactName: facts.contact.name
      ? larText(facts.contact.name)
      : gap('contactName', 'no HMDA contact named'),
    contactPhone:
      phone.length === 10
        ? `${phone.slice(0, 3)}-${phone.slice(3, 6)}-${phone.slice(6)}`
        : gap('contactPhone', 'not a ten-digit number'),
    contactEmail: larText(facts.contact.email),
    contactStreet: larText(facts.contact.street),
    contactCity: larText(facts.contact.city),
    contactState: facts.contact.state.toUpperCase(),
    contactZip: zipCode(facts.contact.zip),
    federalAgency: String(federalAgencyOf(facts.charter, facts.assetsOverTenBillion)),
    totalEntries: String(facts.entries),
    taxId:
      facts.taxId && /^\d{2}-\d{7}$/.test(facts.taxId) ? facts.taxId : gap('taxId', 'no taxpayer id on file'),
    lei: facts.lei,
  };
  return { record, gaps };
}

export function transmittalLine(record: TransmittalRecord): string {
  return TRANSMITTAL_FIELDS.map((field) => record[field.key]).join('|');
}

/** The whole file: the transmittal sheet, then one row per application, each line ended by a line feed. */
export function larFile(transmittal: TransmittalRecord, rows: readonly LarRecord[]): string {
  return [transmittalLine(transmittal), ...rows.map(larLine)].map((line) => `${line}\n`).join('');
}

// ---------- the export's call ----------

export const HMDA_API_PATHS = {
  /** `?year=2026`: the lender's register of that calendar year, as the FFIEC pipe-delimited file. */
  lar: '/service-application/api/v1/lender/hmda/lar',
} as const;

/** The years the FIG's 110-field layout covers: data collected from 2018 on. */
export const LAR_FIRST_YEAR = 2018;

/** Whether a calendar day falls in `year`. */
export function inYear(date: CalendarDate, year: number): boolean {
  return date.year === year;
}
