import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ERROR_MESSAGES } from './errors';
import {
  AVERAGE_DAYS_PER_MONTH,
  accruedInterest,
  averageMonthlyInterest,
  DAYS_PER_YEAR,
  drawTotal,
  maxPrincipalForPayment,
  monthlyPayment,
  originationFee,
  showsOfferPanel,
} from './payment';

const principal = fc.integer({ min: 1_500_000, max: 40_000_000 });
const rate = fc.double({ min: 0.5, max: 20, noNaN: true });
const years = fc.integer({ min: 1, max: 29 });

describe('monthlyPayment', () => {
  it.each([
    // $100,000 at 6% over 30 years: the textbook $599.55.
    [10_000_000, 6, 30, 59_955],
    [10_000_000, 0, 10, 83_333],
    [5_000_000, 8.875, 10, 63_000],
    [1_500_000, 7.6, 5, 30_128],
  ])('%i cents at %d percent for %i years -> %i', (p, r, y, expected) => {
    expect(monthlyPayment({ principalCents: p, annualRatePercent: r, termYears: y })).toBe(expected);
  });

  it.each([
    [{ principalCents: Number.NaN, annualRatePercent: 5, termYears: 10 }],
    [{ principalCents: -1, annualRatePercent: 5, termYears: 10 }],
    [{ principalCents: 100, annualRatePercent: -1, termYears: 10 }],
    [{ principalCents: 100, annualRatePercent: 5, termYears: 0 }],
  ])('rejects %j', (input) => {
    expect(() => monthlyPayment(input)).toThrow(ERROR_MESSAGES.invalidMoneyInput);
  });

  it('property: payment falls as the term grows', () => {
    fc.assert(
      fc.property(principal, rate, years, (p, r, y) => {
        const shorter = monthlyPayment({ principalCents: p, annualRatePercent: r, termYears: y });
        const longer = monthlyPayment({ principalCents: p, annualRatePercent: r, termYears: y + 1 });
        expect(longer).toBeLessThanOrEqual(shorter);
      }),
    );
  });

  it('property: payment rises with the rate', () => {
    fc.assert(
      fc.property(principal, rate, fc.double({ min: 0.01, max: 5, noNaN: true }), years, (p, r, bump, y) => {
        const low = monthlyPayment({ principalCents: p, annualRatePercent: r, termYears: y });
        const high = monthlyPayment({ principalCents: p, annualRatePercent: r + bump, termYears: y });
        expect(high).toBeGreaterThanOrEqual(low);
      }),
    );
  });

  it('property: payments repay at least the principal', () => {
    fc.assert(
      fc.property(principal, rate, years, (p, r, y) => {
        const pay = monthlyPayment({ principalCents: p, annualRatePercent: r, termYears: y });
        expect(pay * y * 12).toBeGreaterThanOrEqual(p - y * 12);
      }),
    );
  });
});

describe('drawTotal', () => {
  it.each([
    [{ amountCents: 10_000_000, originationFeePercent: 2.99 }, 10_299_000],
    [{ amountCents: 10_000_000, originationFeePercent: 4.99, maxFeeCents: 250_000 }, 10_250_000],
    [{ amountCents: 10_000_000, originationFeePercent: 1, maxFeeCents: 250_000 }, 10_100_000],
    [{ amountCents: 10_000_000, originationFeePercent: 1, maxFeeCents: -5 }, 10_000_000],
    [{ amountCents: 0, originationFeePercent: 4.99 }, 0],
    [{ amountCents: 150, originationFeePercent: 1 }, 152],
  ])('%j -> %i', (input, expected) => {
    expect(drawTotal(input)).toBe(expected);
  });

  it.each([
    [{ amountCents: -1, originationFeePercent: 1 }],
    [{ amountCents: Number.NaN, originationFeePercent: 1 }],
    [{ amountCents: 100, originationFeePercent: Number.NaN }],
    [{ amountCents: 100, originationFeePercent: -1 }],
  ])('rejects %j', (input) => {
    expect(() => drawTotal(input)).toThrow(ERROR_MESSAGES.invalidDrawInput);
  });

  it('property: the draw total is never below the amount and the fee never above its cap', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 40_000_000 }),
        fc.double({ min: 0, max: 4.99, noNaN: true }),
        fc.option(fc.integer({ min: 0, max: 2_000_000 }), { nil: undefined }),
        (amountCents, originationFeePercent, maxFeeCents) => {
          const input = { amountCents, originationFeePercent, maxFeeCents };
          expect(drawTotal(input)).toBeGreaterThanOrEqual(amountCents);
          if (maxFeeCents !== undefined) expect(originationFee(input)).toBeLessThanOrEqual(maxFeeCents);
        },
      ),
    );
  });
});

describe('interest accrual', () => {
  it('uses a 365.25-day year', () => {
    expect(DAYS_PER_YEAR).toBe(365.25);
    expect(AVERAGE_DAYS_PER_MONTH).toBe(30.4375);
    // $100,000 at 9% for 365.25 days accrues exactly $9,000.
    expect(accruedInterest(10_000_000, 9, 365.25)).toBe(900_000);
    expect(accruedInterest(10_000_000, 9, 0)).toBe(0);
    expect(averageMonthlyInterest(10_000_000, 9)).toBe(75_000);
  });

  it('rejects negative days and NaN', () => {
    expect(() => accruedInterest(100, 5, -1)).toThrow(ERROR_MESSAGES.invalidMoneyInput);
    expect(() => accruedInterest(Number.NaN, 5, 1)).toThrow(ERROR_MESSAGES.invalidMoneyInput);
  });

  it('property: interest grows with the days', () => {
    fc.assert(
      fc.property(principal, rate, fc.integer({ min: 0, max: 400 }), (p, r, d) => {
        expect(accruedInterest(p, r, d + 1)).toBeGreaterThanOrEqual(accruedInterest(p, r, d));
      }),
    );
  });
});

describe('offer panel', () => {
  it.each([
    [{ rate: 8, amount: 100 }, true],
    [{ rate: 0, amount: 100 }, false],
    [{ rate: 8, amount: 0 }, false],
    [{ rate: null, amount: undefined }, false],
  ])('%j -> %s', (offer, shown) => {
    expect(showsOfferPanel(offer)).toBe(shown);
  });
});

describe('maxPrincipalForPayment', () => {
  it.each([
    [300_00, 900, 10],
    [1_234_56, 1_225, 30],
    [50_00, 760, 15],
    [999_99, 1_720, 20],
  ])('is the inverse of the amortised payment (budget %i, %i bp, %i years)', (budget, bps, years) => {
    const principal = maxPrincipalForPayment({
      paymentCents: budget,
      annualRatePercent: bps / 100,
      termYears: years,
    });
    expect(
      monthlyPayment({ principalCents: principal, annualRatePercent: bps / 100, termYears: years }),
    ).toBeLessThanOrEqual(budget);
    expect(
      monthlyPayment({ principalCents: principal + 200, annualRatePercent: bps / 100, termYears: years }),
    ).toBeGreaterThanOrEqual(budget);
  });

  it('gives nothing for no budget and divides evenly at 0%', () => {
    expect(maxPrincipalForPayment({ paymentCents: 0, annualRatePercent: 9, termYears: 30 })).toBe(0);
    expect(maxPrincipalForPayment({ paymentCents: -5, annualRatePercent: 9, termYears: 30 })).toBe(0);
    expect(maxPrincipalForPayment({ paymentCents: 100_00, annualRatePercent: 0, termYears: 10 })).toBe(
      12_000_00,
    );
  });
});
