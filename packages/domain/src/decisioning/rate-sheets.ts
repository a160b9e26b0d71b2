import type { OrgPricingData } from '../brands';
import type { DiscountType, OccupancyType } from '../enums';

/**
 * Rate sheets are data: an organisation's `orgPricingData.rateSheetKey` picks one, and its
 * `marginAdjustment` moves every rate. Margins, fees and ratios are basis points (1 bp = 0.01%).
 * The spec's limits (amount, APR, fee) are applied by the engine on top of any sheet.
 */

export const FIXED_TERMS = [10, 15, 20, 30] as const;
export type FixedTerm = (typeof FIXED_TERMS)[number];

export interface ScoreBand {
  /** lowest score of the band; a band runs up to the next band's minimum - 1 */
  minScore: number;
  /** margin per CLTV band (same order as `cltvBandMaxBps`) */
  fixedMarginBps: readonly number[];
  variableMarginBps: readonly number[];
  originationFeeBps: number;
}

export interface RateSheet {
  key: string;
  name: string;
  /** as-of date of the base rates, yyyy-MM-dd */
  effectiveDate: string;
  minScore: number;
  maxDtiBps: number;
  maxCltvBps: Readonly<Record<OccupancyType, number>>;
  /** the index of variable lines (prime rate) */
  indexRateBps: number;
  variableTermYears: number;
  fixedBaseRateBps: Readonly<Record<FixedTerm, number>>;
  /** upper bounds, inclusive, ascending */
  cltvBandMaxBps: readonly number[];
  /** descending by minScore */
  scoreBands: readonly ScoreBand[];
  discounts: readonly { type: DiscountType; bps: number }[];
}

const AUTOPAY = { type: 'AUTOPAY', bps: 25 } as const;

const shift = (values: readonly number[], by: number) => values.map((v) => v + by);

const STANDARD_BANDS: readonly ScoreBand[] = [
  {
    minScore: 760,
    fixedMarginBps: [50, 100, 150, 225],
    variableMarginBps: [100, 150, 200, 275],
    originationFeeBps: 199,
  },
  {
    minScore: 720,
    fixedMarginBps: [125, 175, 225, 300],
    variableMarginBps: [175, 225, 275, 350],
    originationFeeBps: 299,
  },
  {
    minScore: 680,
    fixedMarginBps: [250, 300, 375, 475],
    variableMarginBps: [300, 350, 425, 525],
    originationFeeBps: 399,
  },
  {
    minScore: 640,
    fixedMarginBps: [400, 475, 575, 700],
    variableMarginBps: [450, 525, 625, 750],
    originationFeeBps: 499,
  },
];

export const RATE_SHEETS = {
  standard: {
    key: 'standard',
    name: 'Hearth standard',
    effectiveDate: '2025-06-01',
    minScore: 640,
    maxDtiBps: 5_000,
    maxCltvBps: { HOME: 8_500, SECONDARY: 7_500, INVESTMENT: 7_000 },
    indexRateBps: 750,
    variableTermYears: 30,
    fixedBaseRateBps: { 10: 700, 15: 725, 20: 750, 30: 775 },
    cltvBandMaxBps: [6_000, 7_000, 8_000, 9_000],
    scoreBands: STANDARD_BANDS,
    discounts: [AUTOPAY],
  },
  'credit-union': {
    key: 'credit-union',
    name: 'Credit union partner',
    effectiveDate: '2025-06-01',
    minScore: 660,
    maxDtiBps: 4_500,
    maxCltvBps: { HOME: 8_000, SECONDARY: 7_000, INVESTMENT: 6_500 },
    indexRateBps: 750,
    variableTermYears: 30,
    fixedBaseRateBps: { 10: 700, 15: 725, 20: 750, 30: 775 },
    cltvBandMaxBps: [6_000, 7_000, 8_000],
    // the standard 640 band starts at this sheet's minimum of 660
    scoreBands: STANDARD_BANDS.map((band) => ({
      minScore: Math.max(band.minScore, 660),
      fixedMarginBps: shift(band.fixedMarginBps.slice(0, 3), -50),
      variableMarginBps: shift(band.variableMarginBps.slice(0, 3), -50),
      originationFeeBps: band.originationFeeBps - 100,
    })),
    discounts: [AUTOPAY, { type: 'CREDIT_UNION', bps: 25 }],
  },
  'mortgage-partner': {
    key: 'mortgage-partner',
    name: 'Mortgage company partner',
    effectiveDate: '2025-06-01',
    minScore: 680,
    maxDtiBps: 4_300,
    maxCltvBps: { HOME: 8_000, SECONDARY: 7_500, INVESTMENT: 7_000 },
    indexRateBps: 750,
    variableTermYears: 30,
    fixedBaseRateBps: { 10: 700, 15: 725, 20: 750, 30: 775 },
    cltvBandMaxBps: [6_000, 7_000, 8_000],
    scoreBands: STANDARD_BANDS.filter((band) => band.minScore >= 680).map((band) => ({
      ...band,
      fixedMarginBps: shift(band.fixedMarginBps.slice(0, 3), 25),
      variableMarginBps: shift(band.variableMarginBps.slice(0, 3), 25),
      originationFeeBps: Math.min(band.originationFeeBps, 299),
    })),
    discounts: [AUTOPAY],
  },
} as const satisfies Record<string, RateSheet>;

export type RateSheetKey = keyof typeof RATE_SHEETS;
export const DEFAULT_RATE_SHEET_KEY: RateSheetKey = 'standard';

export function isRateSheetKey(key: string): key is RateSheetKey {
  return Object.hasOwn(RATE_SHEETS, key);
}

/** An unknown key falls back to the standard sheet, so a brand typo cannot stop lending. */
export function rateSheetFor(key: string): RateSheet {
  return isRateSheetKey(key) ? RATE_SHEETS[key] : RATE_SHEETS[DEFAULT_RATE_SHEET_KEY];
}

export function scoreBandFor(sheet: RateSheet, score: number): ScoreBand | null {
  return sheet.scoreBands.find((band) => score >= band.minScore) ?? null;
}

/** Index of the CLTV band, or -1 above the sheet's last band. */
export function cltvBandIndex(sheet: RateSheet, cltvBps: number): number {
  return sheet.cltvBandMaxBps.findIndex((max) => cltvBps <= max);
}

/** The pricing of a lender with no `orgPricingData` of its own: the standard sheet, no margin, the fee cap. */
export const DEFAULT_PRICING: OrgPricingData = {
  rateSheetKey: DEFAULT_RATE_SHEET_KEY,
  marginAdjustment: 0,
  maxOriginationFeePercent: 4.99,
};
