import type { ClosingCostKey, ClosingCostLine } from './fees';
import type { Cents } from './money';

/**
 * The HOEPA test of a Hearth line (Regulation Z 1026.32, issue 20 item 16, decision 0211): a home-equity line secured
 * by the consumer's principal dwelling is a high-cost mortgage when, at account opening (comment 32(a)(1)-1: the
 * "transaction" of an open-end plan is its opening, not a later draw), any one of three triggers is met. Pure rules;
 * the APOR comes through the APOR port and the costs from the line's cost picture.
 */

/** 1026.32(a)(1)(i)(A) and (C): the APR over the APOR by more than 6.5 points (first lien) or 8.5 (subordinate). */
export const HOEPA_APR_TRIGGER_POINTS = { firstLien: 6.5, subordinateLien: 8.5 } as const;

/**
 * 1026.32(a)(1)(ii): the dollar figures, adjusted every 1 January (comments 32(a)(1)(ii)-1 and -3): at or above
 * `loanAmountCents`, points and fees over 5% of the total loan amount; below it, over the lesser of 8% and
 * `pointsAndFeesCents`. A lender adds each year's figures as the CFPB publishes them (for 2026: 90 FR 57890,
 * 15 December 2025); a year not listed has no test, so the register leaves the field empty rather than guess.
 */
export const HOEPA_POINTS_AND_FEES_THRESHOLDS: Readonly<
  Record<number, { loanAmountCents: Cents; pointsAndFeesCents: Cents }>
> = {
  2022: { loanAmountCents: 2_296_900, pointsAndFeesCents: 114_800 },
  2023: { loanAmountCents: 2_486_600, pointsAndFeesCents: 124_300 },
  2024: { loanAmountCents: 2_609_200, pointsAndFeesCents: 130_500 },
  2025: { loanAmountCents: 2_696_800, pointsAndFeesCents: 134_800 },
  2026: { loanAmountCents: 2_759_200, pointsAndFeesCents: 138_000 },
};

/** How each closing cost of a line counts toward the points and fees of an open-end plan (1026.32(b)(3)). */
type PointsAndFeesTreatment = 'INCLUDED' | 'LENDER_CREDIT' | 'EXCLUDED';

/**
 * Exhaustive over the cost lines, so a new cost cannot be left out of the test:
 * - the origination fee is a finance charge the creditor imposes, payable at or before opening (1026.32(b)(3)(i));
 * - the broker price opinion and an in-person notary are 1026.4(c)(7) real-estate charges paid to third parties the
 *   lender does not own: excluded while reasonable and bringing the lender no compensation (1026.32(b)(3)(iii));
 *   a lender that uses an affiliate for either must turn them to INCLUDED;
 * - the county recording fee and the state recording tax are government fees and taxes, no finance charge
 *   (1026.4(e));
 * - the Texas fee-limit credit is the lender's, and comes off the origination fee first (decision 0181), so the
 *   consumer pays that much less of it.
 */
const POINTS_AND_FEES: Readonly<Record<ClosingCostKey, PointsAndFeesTreatment>> = {
  ORIGINATION_FEE: 'INCLUDED',
  VALUATION: 'EXCLUDED',
  MANUAL_NOTARY: 'EXCLUDED',
  RECORDING_FEE: 'EXCLUDED',
  RECORDING_TAX: 'EXCLUDED',
  TEXAS_FEE_LIMIT_CREDIT: 'LENDER_CREDIT',
};

/**
 * The points and fees of an open-end plan (1026.32(b)(3)) from the line's closing costs, plus compensation paid to a
 * loan originator (1026.32(b)(3)(ii)). Hearth's lines have no participation fee (annual or otherwise), no fee on a
 * draw ((b)(3)(vi): none to assume on a draw of the whole limit) and no prepayment penalty ((b)(3)(v)), so nothing
 * else is added.
 */
export function openEndPointsAndFeesCents(
  lines: readonly Pick<ClosingCostLine, 'key' | 'cents'>[],
  originatorCompensationCents: Cents = 0,
): Cents {
  const included = lines
    .filter((line) => POINTS_AND_FEES[line.key] === 'INCLUDED')
    .reduce((sum, line) => sum + line.cents, 0);
  const credit = lines
    .filter((line) => POINTS_AND_FEES[line.key] === 'LENDER_CREDIT')
    .reduce((sum, line) => sum - line.cents, 0);
  return Math.max(0, included - credit) + originatorCompensationCents;
}

export interface HoepaFacts {
  /** HOEPA covers credit secured by the consumer's principal dwelling only (1026.32(a)(1)). */
  principalDwelling: boolean;
  firstLien: boolean;
  /**
   * The APR of 1026.32(a)(3): for a fixed rate, the rate that will apply; for a rate that varies with an index, the
   * fully indexed rate (or the introductory rate if higher); where the rate may change otherwise (Hearth's autopay
   * discount is lost when autopay ends), the highest rate that may apply, so the rate without the discount.
   */
  aprPercent: number;
  /** The APOR of the comparable transaction on the rate-set date; null when unknown. */
  aporPercent: number | null;
  /** The total loan amount of an open-end plan: its credit limit at opening (1026.32(b)(4)(ii)). */
  creditLimitCents: Cents;
  pointsAndFeesCents: Cents;
  /** Whether the plan lets the lender charge a prepayment penalty (1026.32(a)(1)(iii)); Hearth's never do. */
  prepaymentPenalty: boolean;
  /** The calendar year of account opening: which dollar figures apply. */
  year: number;
}

export type HoepaTrigger = 'APR' | 'POINTS_AND_FEES' | 'PREPAYMENT_PENALTY';

export type HoepaResult =
  | { covered: false }
  | { covered: true; highCost: boolean; triggers: HoepaTrigger[]; aprSpreadPoints: number }
  /** The test could not be made: no APOR, or no dollar figures for the year. */
  | { covered: true; unknown: string };

/** The HOEPA test of 1026.32(a)(1) at account opening. */
export function hoepaTest(facts: HoepaFacts): HoepaResult {
  if (!facts.principalDwelling) return { covered: false };
  if (facts.aporPercent === null)
    return { covered: true, unknown: 'no average prime offer rate for the rate-set week' };
  const thresholds = HOEPA_POINTS_AND_FEES_THRESHOLDS[facts.year];
  if (!thresholds) return { covered: true, unknown: `no HOEPA dollar figures for ${facts.year}` };

  const triggers: HoepaTrigger[] = [];
  const aprSpreadPoints = facts.aprPercent - facts.aporPercent;
  const aprTrigger = facts.firstLien
    ? HOEPA_APR_TRIGGER_POINTS.firstLien
    : HOEPA_APR_TRIGGER_POINTS.subordinateLien;
  // "Exceed ... by more than": a spread equal to the trigger is not high-cost (compared in thousandths of a point).
  if (Math.round(aprSpreadPoints * 1000) > Math.round(aprTrigger * 1000)) triggers.push('APR');

  const limitCents =
    facts.creditLimitCents >= thresholds.loanAmountCents
      ? facts.creditLimitCents * 0.05
      : Math.min(facts.creditLimitCents * 0.08, thresholds.pointsAndFeesCents);
  if (facts.pointsAndFeesCents > limitCents) triggers.push('POINTS_AND_FEES');
  if (facts.prepaymentPenalty) triggers.push('PREPAYMENT_PENALTY');
  return { covered: true, highCost: triggers.length > 0, triggers, aprSpreadPoints };
}
