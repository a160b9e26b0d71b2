import { describe, expect, it } from 'vitest';
import {
  achEffectiveDate,
  fileIdModifier,
  firstPaymentDueDate,
  firstStatementDate,
  fundingAmounts,
  isBankingDay,
  traceNumber,
} from './funding';

const costs = (lines: [string, number][]) => ({
  lines: lines.map(([key, cents]) => ({ key, label: key, cents })) as never,
});

describe('where the initial draw goes (decision 0178)', () => {
  it('pays the third-party costs from the draw and leaves the origination fee to the balance', () => {
    expect(
      fundingAmounts({
        drawCents: 5_000_000,
        payoffCents: 0,
        closingCosts: costs([
          ['ORIGINATION_FEE', 149_500],
          ['RECORDING_FEE', 4_600],
          ['RECORDING_TAX', 24_000],
          ['VALUATION', 18_000],
        ]),
      }),
    ).toEqual({
      drawCents: 5_000_000,
      payoffCents: 0,
      costsCents: 46_600,
      financedCents: 0,
      netCents: 4_953_400,
    });
  });

  it('pays the payoffs first and adds the costs the rest cannot cover to the balance', () => {
    expect(
      fundingAmounts({
        drawCents: 4_030_000,
        payoffCents: 4_026_000,
        closingCosts: costs([['RECORDING_FEE', 12_500]]),
      }),
    ).toEqual({
      drawCents: 4_030_000,
      payoffCents: 4_026_000,
      costsCents: 4_000,
      financedCents: 8_500,
      netCents: 0,
    });
  });

  it('takes a lender credit off the origination fee first, then off the costs paid from the draw', () => {
    const texas = (credit: number) =>
      fundingAmounts({
        drawCents: 500_000,
        payoffCents: 0,
        closingCosts: costs([
          ['ORIGINATION_FEE', 10_000],
          ['MANUAL_NOTARY', 30_000],
          ['RECORDING_FEE', 8_200],
          ['TEXAS_FEE_LIMIT_CREDIT', -credit],
        ]),
      });
    expect(texas(8_200).costsCents).toBe(38_200);
    expect(texas(38_200)).toMatchObject({ costsCents: 10_000, netCents: 490_000 });
  });

  it('refuses a draw that does not cover the payoffs', () => {
    expect(() => fundingAmounts({ drawCents: 100, payoffCents: 101, closingCosts: costs([]) })).toThrow(
      RangeError,
    );
  });
});

describe('banking days and dates', () => {
  it('settles the next weekday that is not a federal holiday', () => {
    expect(isBankingDay({ year: 2026, month: 11, day: 25 })).toBe(true);
    expect(isBankingDay({ year: 2026, month: 11, day: 26 })).toBe(false); // Thanksgiving
    expect(isBankingDay({ year: 2026, month: 11, day: 28 })).toBe(false); // Saturday
    // Wednesday before Thanksgiving: Thursday is the holiday, so Friday.
    expect(achEffectiveDate({ year: 2026, month: 11, day: 25 })).toEqual({ year: 2026, month: 11, day: 27 });
    // Friday: Monday.
    expect(achEffectiveDate({ year: 2026, month: 11, day: 27 })).toEqual({ year: 2026, month: 11, day: 30 });
  });

  it('closes the first statement at the end of the funding month; the payment is due 25 days later', () => {
    expect(firstStatementDate({ year: 2026, month: 2, day: 3 })).toEqual({ year: 2026, month: 2, day: 28 });
    expect(firstPaymentDueDate({ year: 2026, month: 11, day: 30 })).toEqual({
      year: 2026,
      month: 12,
      day: 25,
    });
    expect(firstPaymentDueDate({ year: 2026, month: 12, day: 2 })).toEqual({ year: 2027, month: 1, day: 25 });
  });
});

describe('ACH identifiers', () => {
  it('builds the trace number from the bank prefix and the sequence', () => {
    expect(traceNumber('121000358', 42)).toBe('121000350000042');
    expect(() => traceNumber('12100035', 1)).toThrow(RangeError);
    expect(() => traceNumber('121000358', 0)).toThrow(RangeError);
    expect(() => traceNumber('121000358', 10_000_000)).toThrow(RangeError);
  });

  it('names the n-th file of a day A to Z, then 0 to 9, then again', () => {
    expect([1, 26, 27, 36, 37].map(fileIdModifier)).toEqual(['A', 'Z', '0', '9', 'A']);
    expect(() => fileIdModifier(0)).toThrow(RangeError);
  });
});
