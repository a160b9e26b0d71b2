import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { STATE_NAMES } from './enums';
import {
  clampAmountToLimits,
  combinedLtvPercent,
  hoepaMaxPointsAndFeesCents,
  isAprWithinTolerance,
  isHighCostLine,
  isLendingState,
  isWithinAprLimits,
  isWithinLoanAmountLimits,
  LENDING_STATES,
  maxLineForCltv,
  monthlyPeriodicRate,
  openEndApr,
  texasEarliestClosingDate,
  texasHomeEquityViolations,
  texasMaxFeesCents,
} from './lending';

describe('product limits', () => {
  it.each([
    [1_499_999, false],
    [1_500_000, true],
    [40_000_000, true],
    [40_000_001, false],
  ])('amount %i within limits: %s', (cents, ok) => {
    expect(isWithinLoanAmountLimits(cents)).toBe(ok);
  });
  it.each([
    [7.59, false],
    [7.6, true],
    [17.2, true],
    [17.21, false],
  ])('APR %d within limits: %s', (apr, ok) => {
    expect(isWithinAprLimits(apr)).toBe(ok);
  });
  it('clamps amounts', () => {
    expect(clampAmountToLimits(100)).toBe(1_500_000);
    expect(clampAmountToLimits(50_000_000)).toBe(40_000_000);
    expect(clampAmountToLimits(2_000_000)).toBe(2_000_000);
  });
});

describe('open-end APR', () => {
  it('is the periodic rate times 12', () => {
    expect(openEndApr(0.739583)).toBe(8.874996);
    expect(openEndApr(0.75)).toBe(9);
    expect(monthlyPeriodicRate(9)).toBe(0.75);
  });

  it.each([
    [9.125, 9, true],
    [8.875, 9, true],
    [9.126, 9, false],
    [8.874, 9, false],
    [9, 9, true],
  ])('disclosed %d vs actual %d within 1/8: %s', (disclosed, actual, ok) => {
    expect(isAprWithinTolerance(disclosed, actual)).toBe(ok);
  });

  it('property: APR and periodic rate round-trip within tolerance', () => {
    fc.assert(
      fc.property(fc.double({ min: 7.6, max: 17.2, noNaN: true }), (apr) => {
        expect(isAprWithinTolerance(openEndApr(monthlyPeriodicRate(apr)), apr)).toBe(true);
      }),
    );
  });
});

describe('CLTV', () => {
  it('combines liens and the new line', () => {
    expect(
      combinedLtvPercent({
        lineAmountCents: 10_000_000,
        existingLiensCents: 30_000_000,
        propertyValueCents: 50_000_000,
      }),
    ).toBe(80);
    expect(combinedLtvPercent({ lineAmountCents: 1, existingLiensCents: 0, propertyValueCents: 0 })).toBe(
      Number.POSITIVE_INFINITY,
    );
  });
  it('finds the largest line under a CLTV cap', () => {
    expect(
      maxLineForCltv({ existingLiensCents: 30_000_000, propertyValueCents: 50_000_000, maxCltvPercent: 80 }),
    ).toBe(10_000_000);
    expect(
      maxLineForCltv({ existingLiensCents: 45_000_000, propertyValueCents: 50_000_000, maxCltvPercent: 80 }),
    ).toBe(0);
  });
});

describe('Texas home equity', () => {
  const ok = {
    lineAmountCents: 10_000_000,
    existingLiensCents: 30_000_000,
    propertyValueCents: 50_000_000,
    feesCents: 200_000,
    advanceCents: 400_000,
    applicationDate: { year: 2026, month: 11, day: 1 },
    closingDate: { year: 2026, month: 11, day: 13 },
  };

  it('passes at every limit exactly', () => {
    expect(texasHomeEquityViolations(ok)).toEqual([]);
  });

  it.each([
    [{ lineAmountCents: 10_000_001, feesCents: 200_000 }, ['CLTV_OVER_80']],
    [{ feesCents: 200_001 }, ['FEES_OVER_2_PERCENT']],
    [{ advanceCents: 399_999 }, ['ADVANCE_BELOW_4000']],
    [{ closingDate: { year: 2026, month: 11, day: 12 } }, ['CLOSING_BEFORE_12_DAYS']],
    [
      {
        propertyValueCents: 40_000_000,
        feesCents: 300_000,
        advanceCents: 0,
        closingDate: { year: 2026, month: 11, day: 2 },
      },
      ['CLTV_OVER_80', 'FEES_OVER_2_PERCENT', 'ADVANCE_BELOW_4000', 'CLOSING_BEFORE_12_DAYS'],
    ],
  ])('%j -> %j', (change, violations) => {
    expect(texasHomeEquityViolations({ ...ok, ...change })).toEqual(violations);
  });

  it('dates the earliest closing and caps fees', () => {
    expect(texasEarliestClosingDate({ year: 2026, month: 12, day: 25 })).toEqual({
      year: 2027,
      month: 1,
      day: 6,
    });
    expect(texasMaxFeesCents(10_000_000)).toBe(200_000);
    expect(texasMaxFeesCents(1_500_099)).toBe(30_001);
  });
});

describe('HOEPA high-cost test', () => {
  it.each([
    [500_000, 10_000_000, false],
    [500_001, 10_000_000, true],
    [0, 1_500_000, false],
  ])('fees %i on a %i line is high-cost: %s', (fees, line, high) => {
    expect(isHighCostLine({ pointsAndFeesCents: fees, lineAmountCents: line })).toBe(high);
  });
  it('property: the maximum fee is never high-cost and one cent more is', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1_500_000, max: 40_000_000 }), (line) => {
        const max = hoepaMaxPointsAndFeesCents(line);
        expect(isHighCostLine({ pointsAndFeesCents: max, lineAmountCents: line })).toBe(false);
        expect(isHighCostLine({ pointsAndFeesCents: max + 1, lineAmountCents: line })).toBe(true);
      }),
    );
  });
});

describe('where Hearth lends', () => {
  it('refers Hawaii to a partner and names every lending state', () => {
    expect(isLendingState('HI')).toBe(false);
    expect(isLendingState('CA')).toBe(true);
    for (const state of LENDING_STATES) expect(STATE_NAMES[state]).toBeTruthy();
  });
});
