import { describe, expect, it } from 'vitest';
import {
  dailyPeriodicRatePercent,
  drawPeriodYears,
  historicalExample,
  historicalExampleLines,
  lateFeeCents,
  lenderFeeWords,
  linePeriods,
  marginPercent,
  minimumLaterDrawCents,
  minimumPaymentWords,
  PRIME_RATE_HISTORY,
  paymentAtMaximumApr,
  periodWords,
  VARIABLE_RATE,
  variableApr,
  variableRateWords,
} from './line-terms';
import { accruedInterest, monthlyPayment } from './payment';

describe('the line terms every document states (decision 0197)', () => {
  it('has a draw period and a repayment period that make up the term', () => {
    expect([10, 15, 20, 30].map((term) => linePeriods(term))).toEqual([
      { drawYears: 5, repaymentYears: 5, termYears: 10 },
      { drawYears: 5, repaymentYears: 10, termYears: 15 },
      { drawYears: 10, repaymentYears: 10, termYears: 20 },
      { drawYears: 10, repaymentYears: 20, termYears: 30 },
    ]);
    expect(drawPeriodYears(3)).toBe(3);
    expect(periodWords(30)).toContain('Draw period: the first 10 years after your line opens');
    expect(periodWords(30)).toContain('Repayment period: the 20 years after the draw period ends');
    expect(minimumPaymentWords(15)).toContain('by the end of your 15-year term');
  });

  it('gives the daily periodic rate of the 365.25-day year interest accrues on', () => {
    for (const apr of [7.6, 9, 9.25, 17.2]) {
      const daily = dailyPeriodicRatePercent(apr);
      expect(daily * 365.25).toBeCloseTo(apr, 4);
      // A day's interest on $100,000 is the daily rate of it, as the accrual computes it.
      expect(accruedInterest(10_000_000, apr, 1)).toBe(Math.round(100_000 * daily));
    }
    expect(dailyPeriodicRatePercent(9.25)).toBe(0.0253251);
  });

  it('charges a late fee of 5% up to $25 (2% in New York) and names each fee once', () => {
    expect(lateFeeCents(100_000, 'CA')).toBe(2_500);
    expect(lateFeeCents(30_000, 'CA')).toBe(1_500);
    expect(lateFeeCents(100_000, 'NY')).toBe(2_000);
    expect(lateFeeCents(200_000, 'ny')).toBe(2_500);
    const words = lenderFeeWords({ originationFeePercent: 2.99, state: 'CA' });
    expect(words[0]).toBe(
      'Origination fee: 2.99% of your initial draw, charged once, when your line opens, and added to your balance. No fee is charged on any later draw.',
    );
    expect(words.join(' ')).toContain('Returned payment fee: $25.00');
    expect(lenderFeeWords({ originationFeePercent: 2.99, state: 'NY' })[1]).toContain(
      '2% of the minimum payment',
    );
    expect(minimumLaterDrawCents('TX')).toBe(400_000);
    expect(minimumLaterDrawCents('CA')).toBe(50_000);
  });

  it('prices a variable rate as the index plus the margin, between the floor and the maximum', () => {
    expect(marginPercent({ aprPercent: 9.25, indexPercent: 7.5 })).toBe(1.75);
    expect(variableApr(8.5, 1.75)).toBe(10.25);
    expect(variableApr(3.25, 1.75)).toBe(VARIABLE_RATE.floorAprPercent);
    expect(variableApr(20, 1.75)).toBe(VARIABLE_RATE.maxAprPercent);
    expect(paymentAtMaximumApr(1_000_000, 30)).toBe(
      monthlyPayment({ principalCents: 1_000_000, annualRatePercent: 18, termYears: 30 }),
    );
    const words = variableRateWords(
      { aprPercent: 9.25, indexPercent: 7.5, autopayAprPercent: 9 },
      30,
      10_299_000,
    );
    const text = words.join(' ');
    for (const item of [
      'The Wall Street Journal',
      'Margin: 1.750%',
      'the first day of each month',
      'no limit on how much the rate can change in a month or in a year',
      'never be less than 7.600% or more than 18.000%',
      'on a balance of $10,000 would be $150.71',
      `on your opening balance of $102,990.00 it would be ${'$'}${(paymentAtMaximumApr(10_299_000, 30) / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`,
      'as early as the first day of the first full month',
      'Each periodic statement shows the annual percentage rate',
      '0.250 percentage points lower',
    ])
      expect(text).toContain(item);
  });

  it('gives 15 years of the index with its source and the payment on $10,000 through them', () => {
    expect(PRIME_RATE_HISTORY.values).toHaveLength(15);
    expect(PRIME_RATE_HISTORY.values.map((v) => v.year)).toEqual(
      Array.from({ length: 15 }, (_, i) => 2012 + i),
    );
    const rows = historicalExample(1.75, 30);
    expect(rows[0]).toMatchObject({ year: 2012, indexPercent: 3.25, aprPercent: 7.6, period: 'draw' });
    expect(rows[0]?.paymentCents).toBe(
      monthlyPayment({ principalCents: 1_000_000, annualRatePercent: 7.6, termYears: 30 }),
    );
    expect(rows[11]).toMatchObject({ year: 2023, aprPercent: 9.25, period: 'repayment' });
    // The balance falls every year, so a payment at the same rate later is no larger.
    expect(rows[12]?.aprPercent).toBe(10.25);
    expect(rows[13]?.paymentCents ?? 0).toBeLessThan(rows[12]?.paymentCents ?? 0);
    const [intro, table] = historicalExampleLines(1.75, 30);
    expect(intro).toContain('H.15');
    expect(intro).toContain('first business day of January');
    expect(table?.split('\n')).toHaveLength(16);
    expect(table).toContain('2024 | 8.500% | 1.750% | 10.250% |');
  });
});
