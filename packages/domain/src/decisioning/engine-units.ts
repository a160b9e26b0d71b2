import { RECORDING_FEE_RANGE_CENTS, VALUATION_FEE_CENTS } from '../fees';
import { LOAN_LIMITS, TEXAS_LIMITS } from '../lending';

/**
 * The domain's limits restated in the engine's units (cents and basis points), and the rounding helpers
 * the engine prices with. The rules themselves live in `@hearth/domain/lending` and `/payment`.
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
