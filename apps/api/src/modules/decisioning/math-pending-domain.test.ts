import { monthlyPayment } from '@hearth/domain/payment';
import { describe, expect, it } from 'vitest';
import { SANDBOX_STATES } from '../../providers/property-data/geography';
import {
  bpsOfFloor,
  floorTo,
  isLendingState,
  LENDING_LIMITS,
  LENDING_STATES,
  maxPrincipalForPayment,
  STATE_NAMES,
} from './math-pending-domain';

describe('lending limits', () => {
  it('carry the spec section 9 figures in cents and basis points', () => {
    expect(LENDING_LIMITS).toMatchObject({
      minLineCents: 15_000_00,
      maxLineCents: 400_000_00,
      minAprBps: 760,
      maxAprBps: 1_720,
      maxOriginationFeeBps: 499,
      valuationFeeCents: 180_00,
      titleSeasoningDays: 90,
    });
  });

  it('lend everywhere the sandbox has homes except Hawaii, and name every state', () => {
    const sandbox = SANDBOX_STATES.map((s) => s.state).filter((s) => s !== 'HI');
    expect([...LENDING_STATES].sort()).toEqual(sandbox.sort());
    expect(isLendingState('HI')).toBe(false);
    for (const state of LENDING_STATES) expect(STATE_NAMES[state]).toBeTruthy();
  });
});

describe('maxPrincipalForPayment', () => {
  it.each([
    [300_00, 900, 10],
    [1_234_56, 1_225, 30],
    [50_00, 760, 15],
    [999_99, 1_720, 20],
  ])('is the inverse of the amortised payment (budget %i, %i bp, %i years)', (budget, bps, years) => {
    const principal = maxPrincipalForPayment(budget, bps, years);
    expect(
      monthlyPayment({ principalCents: principal, annualRatePercent: bps / 100, termYears: years }),
    ).toBeLessThanOrEqual(budget);
    expect(
      monthlyPayment({ principalCents: principal + 200, annualRatePercent: bps / 100, termYears: years }),
    ).toBeGreaterThanOrEqual(budget);
  });

  it('gives nothing for no budget and divides evenly at 0%', () => {
    expect(maxPrincipalForPayment(0, 900, 30)).toBe(0);
    expect(maxPrincipalForPayment(-5, 900, 30)).toBe(0);
    expect(maxPrincipalForPayment(100_00, 0, 10)).toBe(12_000_00);
  });
});

describe('rounding helpers', () => {
  it('round limits down', () => {
    expect(bpsOfFloor(999, 8_500)).toBe(849);
    expect(floorTo(15_399_99, 100_00)).toBe(15_300_00);
  });
});
