import { describe, expect, it } from 'vitest';
import { bpsOfFloor, floorTo, LENDING_LIMITS } from './engine-units';

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
});

describe('rounding helpers', () => {
  it('round limits down', () => {
    expect(bpsOfFloor(999, 8_500)).toBe(849);
    expect(floorTo(15_399_99, 100_00)).toBe(15_300_00);
  });
});
