import type { ClosingCostsView } from './closing-costs-view';
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

// ---------- the cost picture (issue 21 items 7 and 8, decision 0207) ----------

/** How the borrower pays one cost: in the opening balance, out of the initial draw, or not at all (the lender's). */
export const COST_PAYMENTS = ['ADDED_TO_BALANCE', 'PAID_FROM_DRAW', 'LENDER_CREDIT'] as const;
export type CostPayment = (typeof COST_PAYMENTS)[number];

/** The words every page prints beside a cost for how it is paid. */
export const COST_PAYMENT_WORDS: Record<CostPayment, string> = {
  ADDED_TO_BALANCE: 'Added to your balance',
  PAID_FROM_DRAW: 'Paid from your initial draw',
  LENDER_CREDIT: 'Paid by your lender',
};

const PAYMENT_OF: Record<ClosingCostKey, CostPayment> = {
  ORIGINATION_FEE: 'ADDED_TO_BALANCE',
  VALUATION: 'PAID_FROM_DRAW',
  MANUAL_NOTARY: 'PAID_FROM_DRAW',
  RECORDING_FEE: 'PAID_FROM_DRAW',
  RECORDING_TAX: 'PAID_FROM_DRAW',
  TEXAS_FEE_LIMIT_CREDIT: 'LENDER_CREDIT',
};

export interface CostPictureItem extends ClosingCostLine {
  paid: CostPayment;
}

/**
 * The one cost picture of a line (decision 0207): each cost with how it is paid, and the money it leads to. The
 * offers page, the summary, the final offer, the documents, the funding and the funded line all read it, so they
 * cannot disagree; `fundingAmounts` is this picture at funding, with the payoffs the title company pays.
 */
export interface CostPicture {
  state: string;
  items: CostPictureItem[];
  /** What the borrower pays in all, credits taken off. */
  totalCents: Cents;
  /** The origination fee owed after any lender credit, and any cost the draw could not cover: in the balance. */
  addedToBalanceCents: Cents;
  /** The third-party costs taken out of the initial draw, after any lender credit. */
  paidFromDrawCents: Cents;
  /** Third-party costs the draw could not cover after the payoffs: part of `addedToBalanceCents`. */
  financedCents: Cents;
  /** What the lender pays (a Texas line's fees above 2%): 0 or more. */
  lenderCreditCents: Cents;
  /** For a Texas home, the 2% fee limit as applied (decision 0181); null elsewhere. */
  texasFeeLimit: TexasFeeLimit | null;
  lineAmountCents: Cents;
  drawCents: Cents;
  /** Paid to the holders of the liens behind the first, from the draw. */
  payoffCents: Cents;
  /** What reaches the borrower's bank account: the draw less the payoffs and the costs paid from it. */
  sentToAccountCents: Cents;
  /** The balance the line opens with: the initial draw and what is added to it. */
  openingBalanceCents: Cents;
  /** The credit limit less the opening balance. */
  availableCreditCents: Cents;
}

/**
 * The cost picture of closing costs already worked out, at a draw and its payoffs: the payoffs first, then the
 * third-party costs from the draw, the rest to the borrower; costs the draw cannot cover after the payoffs are added
 * to the balance, never sent as a negative amount. A draw that does not cover the payoffs is a fault of the file
 * (lien review grows it to cover them), so it throws.
 */
export function costPictureOf(
  costs: Pick<ClosingCosts, 'lines'> & Partial<Pick<ClosingCosts, 'texasFeeLimit'>>,
  input: { state: string; lineAmountCents: Cents; drawCents: Cents; payoffCents?: Cents },
): CostPicture {
  const payoffCents = input.payoffCents ?? 0;
  const shares = closingCostShares(costs);
  const afterPayoffs = input.drawCents - payoffCents;
  if (!Number.isInteger(afterPayoffs) || afterPayoffs < 0)
    throw new RangeError(`The draw of ${input.drawCents} cents does not cover the payoffs.`);
  const paidFromDrawCents = Math.min(shares.paidFromDrawCents, afterPayoffs);
  const financedCents = shares.paidFromDrawCents - paidFromDrawCents;
  const addedToBalanceCents = shares.originationFeeCents + financedCents;
  const openingBalanceCents = input.drawCents + addedToBalanceCents;
  const total = costs.lines.reduce((sum, line) => sum + line.cents, 0);
  return {
    state: input.state.toUpperCase(),
    items: costs.lines.map((line) => ({ ...line, paid: PAYMENT_OF[line.key] })),
    totalCents: total,
    addedToBalanceCents,
    paidFromDrawCents,
    financedCents,
    lenderCreditCents: costs.lines
      .filter((line) => PAYMENT_OF[line.key] === 'LENDER_CREDIT')
      .reduce((sum, line) => sum - line.cents, 0),
    texasFeeLimit: costs.texasFeeLimit ?? null,
    lineAmountCents: input.lineAmountCents,
    drawCents: input.drawCents,
    payoffCents,
    sentToAccountCents: afterPayoffs - paidFromDrawCents,
    openingBalanceCents,
    availableCreditCents: Math.max(0, input.lineAmountCents - openingBalanceCents),
  };
}

/** The closing costs of a cost picture, line by line, as the documents print them. */
export function closingCostsOfPicture(picture: CostPicture): ClosingCosts {
  return {
    lines: picture.items.map(({ key, label, cents }) => ({ key, label, cents })),
    totalCents: picture.totalCents,
    texasFeeLimit: picture.texasFeeLimit,
  };
}

export interface CostPictureInput {
  lineAmountCents: Cents;
  drawAmountCents: Cents;
  originationFeePercent: number;
  state: string;
  valuationOrdered: boolean;
  manualNotary: boolean;
  /** The liens the draw pays off, once the payoff statements are in; 0 before. */
  payoffCents?: Cents;
}

/** The cost picture of a line from what it is priced on: `closingCosts`, then `costPictureOf`. */
export function costPicture(input: CostPictureInput): CostPicture {
  return costPictureOf(closingCosts(input), {
    state: input.state,
    lineAmountCents: input.lineAmountCents,
    drawCents: input.drawAmountCents,
    ...(input.payoffCents === undefined ? {} : { payoffCents: input.payoffCents }),
  });
}

/**
 * What an offer of the offer set costs at a draw, as the offers page shows it before one is chosen: the same
 * inputs the application's picture is priced on once it is (the valuation when the offer set requires one; no
 * notary chosen yet, though a Texas home always closes before one). Money in cents.
 */
export function offerCostPicture(input: {
  offer: { max: Cents; originationFee: number };
  drawCents: Cents;
  state: string;
  bpo: string | null | undefined;
  maxFeePercent?: number | undefined;
}): CostPicture {
  return costPicture({
    lineAmountCents: input.offer.max,
    drawAmountCents: input.drawCents,
    originationFeePercent:
      input.maxFeePercent === undefined
        ? input.offer.originationFee
        : Math.min(input.offer.originationFee, input.maxFeePercent),
    state: input.state,
    valuationOrdered: input.bpo === 'REQUIRED',
    manualNotary: false,
  });
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

/** The cost picture on the wire (decision 0207); its schema is in `closing-costs-view.ts` (decision 0265). */
export type { ClosingCostsView };

export function closingCostsView(picture: CostPicture): ClosingCostsView {
  const dollars = (cents: Cents) => cents / 100;
  return {
    lines: picture.items.map((line) => ({
      key: line.key,
      label: line.label,
      amount: dollars(line.cents),
      paid: line.paid,
    })),
    total: dollars(picture.totalCents),
    addedToBalance: dollars(picture.addedToBalanceCents),
    paidFromDraw: dollars(picture.paidFromDrawCents),
    financed: dollars(picture.financedCents),
    lenderCredit: dollars(picture.lenderCreditCents),
    texasFeeLimit: picture.texasFeeLimit
      ? {
          limit: dollars(picture.texasFeeLimit.limitCents),
          counted: dollars(picture.texasFeeLimit.countedCents),
        }
      : null,
  };
}
