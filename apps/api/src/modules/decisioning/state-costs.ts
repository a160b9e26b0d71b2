import { LENDING_LIMITS } from './engine-units';

/**
 * Recording fee per state, sandbox figures inside the spec's $0-$315 range. Illustrative; a
 * lender replaces this table with its title partner's schedule. Recording tax comes from
 * `@hearth/domain/fees` (`recordingTaxRange`).
 */

const RECORDING_FEE_CENTS: Readonly<Record<string, number>> = {
  CA: 150_00,
  FL: 100_00,
  MD: 315_00,
  NY: 250_00,
  TX: 82_00,
};
const DEFAULT_RECORDING_FEE_CENTS = 125_00;

export function recordingFee(state: string): number {
  return Math.min(
    RECORDING_FEE_CENTS[state] ?? DEFAULT_RECORDING_FEE_CENTS,
    LENDING_LIMITS.maxRecordingFeeCents,
  );
}
