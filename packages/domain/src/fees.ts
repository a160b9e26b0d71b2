import { z } from 'zod';
import type { Cents } from './money';
import { originationFee } from './payment';

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

/**
 * The closing-cost schedule (issue 11 item 6, decision 0162): the recording fee of each lending state and the
 * recording tax per $100,000 of the line in the states of spec section 9. Sandbox figures inside the spec's
 * ranges; a lender replaces them with its title partner's schedule. The offer shows the spec's range (county
 * rates vary); once the property's state is known these are the figures of the summary and the closing documents.
 */
export const RECORDING_FEE_CENTS_BY_STATE: Readonly<Record<string, Cents>> = {
  CA: 15_000,
  FL: 10_000,
  MD: 31_500,
  NY: 25_000,
  TX: 8_200,
  PA: 25_600,
  NJ: 20_000,
  IL: 9_800,
  MN: 4_600,
  WA: 20_350,
};
export const DEFAULT_RECORDING_FEE_CENTS: Cents = 12_500;

export const RECORDING_TAX_PER_100K_CENTS_BY_STATE: Readonly<
  Record<(typeof RECORDING_TAX_STATES)[number], Cents>
> = {
  AR: 33_000,
  CO: 2_500,
  HI: 15_000,
  IL: 15_000,
  IN: 5_000,
  KY: 10_000,
  LA: 6_000,
  MD: 140_000,
  ME: 22_000,
  MI: 11_000,
  MN: 24_000,
  MO: 4_000,
  NJ: 10_000,
  NV: 19_500,
  OK: 10_000,
  OR: 10_000,
  PA: 10_000,
  SD: 5_000,
  UT: 4_000,
  WV: 11_000,
  WY: 2_000,
};

export function recordingFeeCents(state: string): Cents {
  const fee = RECORDING_FEE_CENTS_BY_STATE[state.toUpperCase()] ?? DEFAULT_RECORDING_FEE_CENTS;
  return Math.min(Math.max(fee, RECORDING_FEE_RANGE_CENTS.min), RECORDING_FEE_RANGE_CENTS.max);
}

/** The recording tax on a line, pro rata per $100,000 and rounded to the cent; zero outside the listed states. */
export function recordingTaxCents(lineAmountCents: Cents, state: string): Cents {
  const key = state.toUpperCase();
  if (!hasRecordingTax(key)) return 0;
  const per100k = RECORDING_TAX_PER_100K_CENTS_BY_STATE[key as (typeof RECORDING_TAX_STATES)[number]];
  return Math.round((lineAmountCents * per100k) / 10_000_000);
}

export interface ClosingCostLine {
  key: 'ORIGINATION_FEE' | 'VALUATION' | 'MANUAL_NOTARY' | 'RECORDING_FEE' | 'RECORDING_TAX';
  label: string;
  cents: Cents;
}

export interface ClosingCosts {
  lines: ClosingCostLine[];
  totalCents: Cents;
}

/**
 * The borrower's closing costs, line by line, exactly as the summary and the closing documents show them:
 * the origination fee on the initial draw, the valuation when one was ordered, the manual notary when chosen,
 * the state's recording fee and recording tax. Lines of zero are left out.
 */
export function closingCosts(input: {
  lineAmountCents: Cents;
  drawAmountCents: Cents;
  originationFeePercent: number;
  state: string;
  valuationOrdered: boolean;
  manualNotary: boolean;
}): ClosingCosts {
  const lines: ClosingCostLine[] = [
    {
      key: 'ORIGINATION_FEE' as const,
      label: 'Origination fee',
      cents: originationFee({
        amountCents: input.drawAmountCents,
        originationFeePercent: input.originationFeePercent,
      }),
    },
    {
      key: 'VALUATION' as const,
      label: 'Home valuation (broker price opinion)',
      cents: input.valuationOrdered ? VALUATION_FEE_CENTS : 0,
    },
    {
      key: 'MANUAL_NOTARY' as const,
      label: 'In-person notary',
      cents: input.manualNotary ? MANUAL_NOTARY_FEE_CENTS : 0,
    },
    { key: 'RECORDING_FEE' as const, label: 'County recording fee', cents: recordingFeeCents(input.state) },
    {
      key: 'RECORDING_TAX' as const,
      label: 'State recording tax',
      cents: recordingTaxCents(input.lineAmountCents, input.state),
    },
  ].filter((line) => line.cents > 0);
  return { lines, totalCents: lines.reduce((sum, line) => sum + line.cents, 0) };
}

/** Closing costs on the wire: whole dollars and cents as dollars (two decimals), line by line. */
export const closingCostsViewSchema = z.object({
  lines: z.array(
    z.object({
      key: z.enum(['ORIGINATION_FEE', 'VALUATION', 'MANUAL_NOTARY', 'RECORDING_FEE', 'RECORDING_TAX']),
      label: z.string(),
      amount: z.number().nonnegative(),
    }),
  ),
  total: z.number().nonnegative(),
});
export type ClosingCostsView = z.infer<typeof closingCostsViewSchema>;

export function closingCostsView(costs: ClosingCosts): ClosingCostsView {
  return {
    lines: costs.lines.map((line) => ({ key: line.key, label: line.label, amount: line.cents / 100 })),
    total: costs.totalCents / 100,
  };
}
