import type { Cents } from './money';

/** Fee constants of spec section 9, in cents. */
export const VALUATION_FEE_CENTS: Cents = 18_000;
export const MANUAL_NOTARY_FEE_CENTS: Cents = 30_000;
export const RECORDING_FEE_RANGE_CENTS = { min: 0, max: 31_500 } as const;
/** Recording tax per $100,000 of the line. */
export const RECORDING_TAX_PER_100K_RANGE_CENTS = { min: 0, max: 140_000 } as const;

export const RECORDING_TAX_STATES = [
  'AR',
  'CO',
  'HI',
  'IL',
  'IN',
  'KY',
  'LA',
  'MD',
  'ME',
  'MI',
  'MN',
  'MO',
  'NJ',
  'NV',
  'OK',
  'OR',
  'PA',
  'SD',
  'UT',
  'WV',
  'WY',
] as const;

export function hasRecordingTax(state: string): boolean {
  return (RECORDING_TAX_STATES as readonly string[]).includes(state.toUpperCase());
}

/** Recording tax range for a line in a state: zero outside the listed states, pro rata per $100,000 inside. */
export function recordingTaxRange(lineAmountCents: Cents, state: string): { min: Cents; max: Cents } {
  if (!hasRecordingTax(state)) return { min: 0, max: 0 };
  const per100k = lineAmountCents / 10_000_000;
  return {
    min: Math.round(per100k * RECORDING_TAX_PER_100K_RANGE_CENTS.min),
    max: Math.round(per100k * RECORDING_TAX_PER_100K_RANGE_CENTS.max),
  };
}

export interface ClosingCostInput {
  lineAmountCents: Cents;
  state: string;
  valuationRequired: boolean;
  manualNotary: boolean;
}

/** Third-party costs a borrower may pay besides the origination fee, as a low-high range. */
export function closingCostRange(input: ClosingCostInput): { min: Cents; max: Cents } {
  const fixed =
    (input.valuationRequired ? VALUATION_FEE_CENTS : 0) + (input.manualNotary ? MANUAL_NOTARY_FEE_CENTS : 0);
  const tax = recordingTaxRange(input.lineAmountCents, input.state);
  return {
    min: fixed + RECORDING_FEE_RANGE_CENTS.min + tax.min,
    max: fixed + RECORDING_FEE_RANGE_CENTS.max + tax.max,
  };
}
