import { RECORDING_FEE_RANGE_CENTS, VALUATION_FEE_CENTS } from '@hearth/domain/fees';
import { LOAN_LIMITS, TEXAS_LIMITS } from '@hearth/domain/lending';

/**
 * What the engine needs that `@hearth/domain` does not export yet (lending states, state names,
 * the inverse payment formula), plus the domain's limits restated in the engine's units (cents
 * and basis points). One file, so the lead can move the rest to `@hearth/domain/lending`.
 */

export const LENDING_LIMITS = {
  minLineCents: LOAN_LIMITS.minAmountCents,
  maxLineCents: LOAN_LIMITS.maxAmountCents,
  minAprBps: Math.round(LOAN_LIMITS.minAprPercent * 100),
  maxAprBps: Math.round(LOAN_LIMITS.maxAprPercent * 100),
  maxOriginationFeeBps: Math.round(LOAN_LIMITS.maxOriginationFeePercent * 100),
  valuationFeeCents: VALUATION_FEE_CENTS,
  maxRecordingFeeCents: RECORDING_FEE_RANGE_CENTS.max,
  /** home bought or title transferred within this many days is not eligible (spec section 9) */
  titleSeasoningDays: 90,
} as const;

/** Texas home-equity rules (Constitution art. XVI s. 50(a)(6) and (t), decision 0015). */
export const TEXAS_RULES = {
  maxCltvBps: TEXAS_LIMITS.maxCltvPercent * 100,
  /** fees paid by the borrower at most 2% of the line */
  maxFeeBps: TEXAS_LIMITS.maxFeesPercent * 100,
  minAdvanceCents: TEXAS_LIMITS.minAdvanceCents,
  /** a Texas home-equity line may only be secured by the homestead */
  homesteadOnly: true,
} as const;

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

export function isLendingState(state: string): boolean {
  return (LENDING_STATES as readonly string[]).includes(state);
}

/** Basis points to the domain's percent numbers (785 -> 7.85). */
export function bpsToPercent(bps: number): number {
  return bps / 100;
}

/** Part-per-10,000 of an amount in cents, rounded down (limits never round up). */
export function bpsOfFloor(cents: number, bps: number): number {
  return Math.floor((cents * bps) / 10_000);
}

/** Rounds cents down to a whole multiple of `stepCents`. */
export function floorTo(cents: number, stepCents: number): number {
  return Math.floor(cents / stepCents) * stepCents;
}

/**
 * The largest principal whose amortised payment fits `monthlyBudgetCents`: the inverse of the
 * spec's payment formula (principal = payment x annuity factor), rounded down to the cent.
 */
export function maxPrincipalForPayment(
  monthlyBudgetCents: number,
  annualRateBps: number,
  termYears: number,
): number {
  if (monthlyBudgetCents <= 0) return 0;
  const n = termYears * 12;
  const r = annualRateBps / 10_000 / 12;
  const annuityFactor = r === 0 ? n : (1 - (1 + r) ** -n) / r;
  return Math.floor(monthlyBudgetCents * annuityFactor);
}
