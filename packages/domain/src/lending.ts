import { addDays, type CalendarDate, compareDates } from './dates';
import { type Cents, roundHalfEven } from './money';

/** Product limits of spec sections 1 and 9. */
export const LOAN_LIMITS = {
  minAmountCents: 1_500_000,
  maxAmountCents: 40_000_000,
  minAprPercent: 7.6,
  maxAprPercent: 17.2,
  maxOriginationFeePercent: 4.99,
} as const;

export function isWithinLoanAmountLimits(amountCents: Cents): boolean {
  return amountCents >= LOAN_LIMITS.minAmountCents && amountCents <= LOAN_LIMITS.maxAmountCents;
}

export function isWithinAprLimits(aprPercent: number): boolean {
  return aprPercent >= LOAN_LIMITS.minAprPercent && aprPercent <= LOAN_LIMITS.maxAprPercent;
}

export function clampAmountToLimits(amountCents: Cents): Cents {
  return Math.min(LOAN_LIMITS.maxAmountCents, Math.max(LOAN_LIMITS.minAmountCents, amountCents));
}

// ---------- APR (decision 0015) ----------

export const PERIODS_PER_YEAR = 12;
/** Disclosed APR may differ from the computed one by at most 1/8 of a percentage point. */
export const APR_TOLERANCE_PERCENT = 0.125;

/** Open-end (HELOC) APR: the monthly periodic rate times 12; no fees enter it. */
export function openEndApr(monthlyPeriodicRatePercent: number): number {
  return roundHalfEven(monthlyPeriodicRatePercent * PERIODS_PER_YEAR, 6);
}

export function monthlyPeriodicRate(aprPercent: number): number {
  return roundHalfEven(aprPercent / PERIODS_PER_YEAR, 6);
}

/** Compared in millionths of a point so float noise cannot flip a result at exactly 1/8. */
export function isAprWithinTolerance(disclosedPercent: number, actualPercent: number): boolean {
  const diff = Math.abs(roundHalfEven(disclosedPercent - actualPercent, 6));
  return diff <= APR_TOLERANCE_PERCENT;
}

// ---------- combined loan-to-value ----------

/** CLTV in percent: (existing liens + new line) / property value. */
export function combinedLtvPercent(input: {
  lineAmountCents: Cents;
  existingLiensCents: Cents;
  propertyValueCents: Cents;
}): number {
  if (input.propertyValueCents <= 0) return Number.POSITIVE_INFINITY;
  return ((input.lineAmountCents + input.existingLiensCents) / input.propertyValueCents) * 100;
}

/** Largest line that keeps CLTV at or under `maxCltvPercent`, never negative. */
export function maxLineForCltv(input: {
  existingLiensCents: Cents;
  propertyValueCents: Cents;
  maxCltvPercent: number;
}): Cents {
  const cap = Math.floor((input.propertyValueCents * input.maxCltvPercent) / 100);
  return Math.max(0, cap - input.existingLiensCents);
}

// ---------- Texas home equity, Tex. Const. art. XVI, sec. 50(a)(6) and (t) (decision 0015) ----------

export const TEXAS_LIMITS = {
  maxCltvPercent: 80,
  maxFeesPercent: 2,
  minAdvanceCents: 400_000,
  waitDays: 12,
} as const;

export type TexasViolation =
  | 'CLTV_OVER_80'
  | 'FEES_OVER_2_PERCENT'
  | 'ADVANCE_BELOW_4000'
  | 'CLOSING_BEFORE_12_DAYS';

export interface TexasCheckInput {
  lineAmountCents: Cents;
  existingLiensCents: Cents;
  propertyValueCents: Cents;
  /** Fees charged to the borrower for the line (origination, valuation, notary, recording...). */
  feesCents: Cents;
  /** The initial (and any) advance requested. */
  advanceCents: Cents;
  /** Later of application date and notice date. */
  applicationDate: CalendarDate;
  closingDate: CalendarDate;
}

/** Earliest closing: the 12th day after the application (or notice) date. */
export function texasEarliestClosingDate(applicationDate: CalendarDate): CalendarDate {
  return addDays(applicationDate, TEXAS_LIMITS.waitDays);
}

export function texasHomeEquityViolations(input: TexasCheckInput): TexasViolation[] {
  const violations: TexasViolation[] = [];
  const cltvCap = Math.floor((input.propertyValueCents * TEXAS_LIMITS.maxCltvPercent) / 100);
  if (input.lineAmountCents + input.existingLiensCents > cltvCap) violations.push('CLTV_OVER_80');
  if (input.feesCents * 100 > input.lineAmountCents * TEXAS_LIMITS.maxFeesPercent) {
    violations.push('FEES_OVER_2_PERCENT');
  }
  if (input.advanceCents < TEXAS_LIMITS.minAdvanceCents) violations.push('ADVANCE_BELOW_4000');
  if (compareDates(input.closingDate, texasEarliestClosingDate(input.applicationDate)) < 0) {
    violations.push('CLOSING_BEFORE_12_DAYS');
  }
  return violations;
}

/** Largest total fee a Texas line may carry: 2% of the line, rounded down to the cent. */
export function texasMaxFeesCents(lineAmountCents: Cents): Cents {
  return Math.floor((lineAmountCents * TEXAS_LIMITS.maxFeesPercent) / 100);
}

// ---------- HOEPA high-cost test, 12 CFR 1026.32(a)(1)(ii) (decision 0015) ----------

export const HOEPA_MAX_POINTS_AND_FEES_PERCENT = 5;

/** High-cost when points and fees exceed 5% of the line; Hearth refuses such a line. */
export function isHighCostLine(input: { pointsAndFeesCents: Cents; lineAmountCents: Cents }): boolean {
  return input.pointsAndFeesCents * 100 > input.lineAmountCents * HOEPA_MAX_POINTS_AND_FEES_PERCENT;
}

export function hoepaMaxPointsAndFeesCents(lineAmountCents: Cents): Cents {
  return Math.floor((lineAmountCents * HOEPA_MAX_POINTS_AND_FEES_PERCENT) / 100);
}

// ---------- where Hearth lends ----------

/** States Hearth lends in. Hawaii is referred to a partner lender (spec section 8), so it is absent. */
export const LENDING_STATES = [
  'AL',
  'AZ',
  'AR',
  'CA',
  'CO',
  'CT',
  'FL',
  'GA',
  'IL',
  'IN',
  'KY',
  'LA',
  'MD',
  'ME',
  'MA',
  'MI',
  'MN',
  'MO',
  'NV',
  'NJ',
  'NY',
  'NC',
  'OH',
  'OK',
  'OR',
  'PA',
  'SC',
  'SD',
  'TN',
  'TX',
  'UT',
  'VA',
  'WA',
  'WV',
  'WI',
  'WY',
] as const;

export function isLendingState(state: string): boolean {
  return (LENDING_STATES as readonly string[]).includes(state);
}
