import { z } from 'zod';
import { type Cents, formatMoney, toCents } from './money';
import { originationFee } from './payment';
import {
  isTexasHomeEquity,
  type TexasChargeKind,
  type TexasFeeLimit,
  texasFeeLimit,
  texasOriginalPrincipalCents,
} from './texas-home-equity';

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

export const CLOSING_COST_KEYS = [
  'ORIGINATION_FEE',
  'VALUATION',
  'MANUAL_NOTARY',
  'RECORDING_FEE',
  'RECORDING_TAX',
  'TEXAS_FEE_LIMIT_CREDIT',
] as const;
export type ClosingCostKey = (typeof CLOSING_COST_KEYS)[number];
type ChargeKey = Exclude<ClosingCostKey, 'TEXAS_FEE_LIMIT_CREDIT'>;

export interface ClosingCostLine {
  key: ClosingCostKey;
  label: string;
  /** What the borrower pays; a lender credit is negative. */
  cents: Cents;
}

export interface ClosingCosts {
  lines: ClosingCostLine[];
  /** What the borrower pays in all, credits taken off. */
  totalCents: Cents;
  /** For a Texas home, the 2% fee limit as applied (decision 0181); null elsewhere. */
  texasFeeLimit: TexasFeeLimit | null;
}

export const TEXAS_FEE_LIMIT_CREDIT_LABEL = 'Lender credit: Texas 2% fee limit';

/**
 * Each charge as the Texas 2% limit sees it (7 TAC 153.5, decision 0181): every one is a fee to originate, evaluate,
 * record or close the line. The valuation is a broker price opinion, not an appraisal by a third-party appraiser, so
 * it counts (the conservative reading); the notary and the county's fee and tax are paid to record and close it.
 */
const TEXAS_CHARGE_KIND: Record<ChargeKey, TexasChargeKind> = {
  ORIGINATION_FEE: 'FEE',
  VALUATION: 'FEE',
  MANUAL_NOTARY: 'FEE',
  RECORDING_FEE: 'FEE',
  RECORDING_TAX: 'FEE',
};

/**
 * The borrower's closing costs, line by line, exactly as the summary, the closing documents and the funding show
 * them: the origination fee on the initial draw, the valuation when one was ordered, the manual notary when chosen
 * (always for a Texas home, which closes before a notary at a title office, decision 0176), the state's recording
 * fee and recording tax. Lines of zero are left out. For a Texas home the fees above 2% of the original principal
 * amount are the lender's: a "Lender credit: Texas 2% fee limit" line takes them off (decision 0181).
 */
export function closingCosts(input: {
  lineAmountCents: Cents;
  drawAmountCents: Cents;
  originationFeePercent: number;
  state: string;
  valuationOrdered: boolean;
  manualNotary: boolean;
}): ClosingCosts {
  const texas = isTexasHomeEquity(input.state);
  const charges = (
    [
      {
        key: 'ORIGINATION_FEE',
        label: 'Origination fee',
        cents: originationFee({
          amountCents: input.drawAmountCents,
          originationFeePercent: input.originationFeePercent,
        }),
      },
      {
        key: 'VALUATION',
        label: 'Home valuation (broker price opinion)',
        cents: input.valuationOrdered ? VALUATION_FEE_CENTS : 0,
      },
      {
        key: 'MANUAL_NOTARY',
        label: 'In-person notary',
        cents: input.manualNotary || texas ? MANUAL_NOTARY_FEE_CENTS : 0,
      },
      { key: 'RECORDING_FEE', label: 'County recording fee', cents: recordingFeeCents(input.state) },
      {
        key: 'RECORDING_TAX',
        label: 'State recording tax',
        cents: recordingTaxCents(input.lineAmountCents, input.state),
      },
    ] satisfies (ClosingCostLine & { key: ChargeKey })[]
  ).filter((line) => line.cents > 0);
  const limit = texas
    ? texasFeeLimit(
        texasOriginalPrincipalCents({
          creditLimitCents: input.lineAmountCents,
          initialDrawCents: input.drawAmountCents,
        }),
        charges.map((line) => ({ kind: TEXAS_CHARGE_KIND[line.key], cents: line.cents })),
      )
    : null;
  const lines: ClosingCostLine[] =
    limit && limit.excessCents > 0
      ? [
          ...charges,
          { key: 'TEXAS_FEE_LIMIT_CREDIT', label: TEXAS_FEE_LIMIT_CREDIT_LABEL, cents: -limit.excessCents },
        ]
      : charges;
  return { lines, totalCents: lines.reduce((sum, line) => sum + line.cents, 0), texasFeeLimit: limit };
}

/** The cost lines paid from the initial draw at funding; the origination fee is added to the balance instead. */
const PAID_FROM_DRAW: ReadonlySet<ClosingCostKey> = new Set([
  'VALUATION',
  'MANUAL_NOTARY',
  'RECORDING_FEE',
  'RECORDING_TAX',
]);

export interface ClosingCostShares {
  /** The origination fee the borrower owes once credits are taken off: added to the opening balance. */
  originationFeeCents: Cents;
  /** The third-party costs the borrower pays from the initial draw once credits are taken off. */
  paidFromDrawCents: Cents;
}

/**
 * How the borrower pays the closing costs (decisions 0178, 0181). A lender credit first comes off the lender's own
 * origination fee; what is left of it the lender pays toward the third-party costs, so less is taken from the draw.
 * The two shares always add up to the total.
 */
export function closingCostShares(costs: Pick<ClosingCosts, 'lines'>): ClosingCostShares {
  const sum = (keep: (line: ClosingCostLine) => boolean) =>
    costs.lines.filter(keep).reduce((total, line) => total + line.cents, 0);
  const fee = sum((line) => line.key === 'ORIGINATION_FEE');
  const fromDraw = sum((line) => PAID_FROM_DRAW.has(line.key));
  const credit = -sum((line) => line.key === 'TEXAS_FEE_LIMIT_CREDIT');
  const offFee = Math.min(credit, fee);
  return { originationFeeCents: fee - offFee, paidFromDrawCents: fromDraw - (credit - offFee) };
}

/**
 * How the closing costs are paid, in the words the summary and the documents print: what funding does with them
 * (`fundingAmounts` through `closingCostShares`), the origination fee added to the balance and the rest taken from
 * the initial draw (issue 20 item 5).
 */
export function closingCostPaymentWords(shares: ClosingCostShares): string {
  const fee = formatMoney(shares.originationFeeCents, 2);
  const fromDraw = formatMoney(shares.paidFromDrawCents, 2);
  if (shares.originationFeeCents > 0 && shares.paidFromDrawCents > 0)
    return `The origination fee of ${fee} is added to your line's balance when it opens, and the other closing costs, ${fromDraw}, are paid from your initial draw at closing.`;
  if (shares.originationFeeCents > 0)
    return `The origination fee of ${fee} is added to your line's balance when it opens. Nothing is taken from your initial draw.`;
  if (shares.paidFromDrawCents > 0)
    return `Your closing costs of ${fromDraw} are paid from your initial draw at closing. No origination fee is added to your balance.`;
  return 'You pay no closing costs.';
}

/** The shares of closing costs as the wire carries them (dollars), for the pages. */
export function closingCostSharesOfView(view: Pick<ClosingCostsView, 'lines'>): ClosingCostShares {
  return closingCostShares({
    lines: view.lines.map((line) => ({ key: line.key, label: line.label, cents: toCents(line.amount) })),
  });
}

/** Closing costs on the wire: whole dollars and cents as dollars (two decimals), line by line. */
export const closingCostsViewSchema = z.object({
  lines: z.array(
    z.object({
      key: z.enum(CLOSING_COST_KEYS),
      label: z.string(),
      /** Negative for a lender credit. */
      amount: z.number(),
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
