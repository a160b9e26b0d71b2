import { describe, expect, it } from 'vitest';
import { closingCosts } from './fees';
import { type HoepaFacts, hoepaTest, openEndPointsAndFeesCents } from './high-cost-mortgage';

const facts = (overrides: Partial<HoepaFacts> = {}): HoepaFacts => ({
  principalDwelling: true,
  firstLien: false,
  aprPercent: 9,
  aporPercent: 6.25,
  creditLimitCents: 10_000_000,
  pointsAndFeesCents: 0,
  prepaymentPenalty: false,
  year: 2026,
  ...overrides,
});

describe('the HOEPA test of an open-end line (Regulation Z 1026.32, decision 0211)', () => {
  it('counts the origination fee as points and fees, not third-party or government charges', () => {
    const costs = closingCosts({
      lineAmountCents: 10_000_000,
      drawAmountCents: 5_000_000,
      originationFeePercent: 2,
      state: 'MN',
      valuationOrdered: true,
      manualNotary: true,
    });
    expect(costs.lines.map((l) => l.key)).toEqual([
      'ORIGINATION_FEE',
      'VALUATION',
      'MANUAL_NOTARY',
      'RECORDING_FEE',
      'RECORDING_TAX',
    ]);
    expect(openEndPointsAndFeesCents(costs.lines)).toBe(100_000);
    expect(openEndPointsAndFeesCents(costs.lines, 50_000)).toBe(150_000);
  });

  it("takes a Texas line's lender credit off the origination fee it pays", () => {
    const costs = closingCosts({
      lineAmountCents: 2_000_000,
      drawAmountCents: 2_000_000,
      originationFeePercent: 4.99,
      state: 'TX',
      valuationOrdered: true,
      manualNotary: true,
    });
    const credit = -(costs.lines.find((l) => l.key === 'TEXAS_FEE_LIMIT_CREDIT')?.cents ?? 0);
    expect(credit).toBeGreaterThan(0);
    expect(openEndPointsAndFeesCents(costs.lines)).toBe(Math.max(0, 99_800 - credit));
  });

  it('is high-cost when the APR exceeds the APOR by more than 8.5 points behind another lien, 6.5 as a first lien', () => {
    expect(hoepaTest(facts({ aprPercent: 14.75 }))).toMatchObject({ highCost: false, triggers: [] });
    expect(hoepaTest(facts({ aprPercent: 14.751 }))).toMatchObject({ highCost: true, triggers: ['APR'] });
    expect(hoepaTest(facts({ aprPercent: 12.75, firstLien: true }))).toMatchObject({ highCost: false });
    expect(hoepaTest(facts({ aprPercent: 12.76, firstLien: true }))).toMatchObject({
      highCost: true,
      triggers: ['APR'],
    });
  });

  it("is high-cost when points and fees exceed 5% of the limit, or below 2026's $27,592 the lesser of 8% and $1,380", () => {
    expect(hoepaTest(facts({ pointsAndFeesCents: 500_000 }))).toMatchObject({ highCost: false });
    expect(hoepaTest(facts({ pointsAndFeesCents: 500_001 }))).toMatchObject({
      triggers: ['POINTS_AND_FEES'],
    });
    const small = { creditLimitCents: 1_500_000 };
    expect(hoepaTest(facts({ ...small, pointsAndFeesCents: 120_000 }))).toMatchObject({ highCost: false });
    expect(hoepaTest(facts({ ...small, pointsAndFeesCents: 120_001 }))).toMatchObject({ highCost: true });
    const under = { creditLimitCents: 2_759_100 };
    expect(hoepaTest(facts({ ...under, pointsAndFeesCents: 138_000 }))).toMatchObject({ highCost: false });
    expect(hoepaTest(facts({ ...under, pointsAndFeesCents: 138_001 }))).toMatchObject({ highCost: true });
    // At the 2026 figure the 5% rule applies: $1,379.60 is the limit.
    expect(hoepaTest(facts({ creditLimitCents: 2_759_200, pointsAndFeesCents: 137_961 }))).toMatchObject({
      highCost: true,
    });
  });

  it('does not cover a home that is not the principal dwelling, and cannot test without an APOR or the year', () => {
    expect(hoepaTest(facts({ principalDwelling: false, aprPercent: 17 }))).toEqual({ covered: false });
    expect(hoepaTest(facts({ aporPercent: null }))).toMatchObject({ unknown: expect.any(String) });
    expect(hoepaTest(facts({ year: 2031 }))).toMatchObject({ unknown: 'no HOEPA dollar figures for 2031' });
  });
});
