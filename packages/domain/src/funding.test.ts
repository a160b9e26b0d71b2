import { describe, expect, it } from 'vitest';
import { closingCostsView, costPicture, costPictureOf } from './fees';
import {
  achEffectiveDate,
  fileIdModifier,
  firstPaymentDueDate,
  firstStatementDate,
  fundedLineSums,
  fundingAmounts,
  isBankingDay,
  traceNumber,
} from './funding';

const costs = (lines: [string, number][]) => ({
  lines: lines.map(([key, cents]) => ({ key, label: key, cents })) as never,
});

/** The funding of a cost picture (decision 0207): the draw, its payoffs and the closing costs. */
const fundsOf = (input: { drawCents: number; payoffCents: number; closingCosts: ReturnType<typeof costs> }) =>
  fundingAmounts(
    costPictureOf(input.closingCosts, {
      state: 'CA',
      lineAmountCents: 10_000_000,
      drawCents: input.drawCents,
      payoffCents: input.payoffCents,
    }),
  );

describe('where the initial draw goes (decision 0178)', () => {
  it('pays the third-party costs from the draw and leaves the origination fee to the balance', () => {
    expect(
      fundsOf({
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
      fundsOf({
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
      fundsOf({
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
    expect(() => fundsOf({ drawCents: 100, payoffCents: 101, closingCosts: costs([]) })).toThrow(RangeError);
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

describe('the funded line explains its money (issue 21 item 8, decision 0207)', () => {
  const viewOf = (picture: ReturnType<typeof costPicture>) => {
    const amounts = fundingAmounts(picture);
    return {
      funding: { amounts } as never,
      closingCosts: closingCostsView(picture),
      line: {
        creditLimitCents: picture.lineAmountCents,
        balanceCents: picture.openingBalanceCents,
        availableCreditCents: picture.availableCreditCents,
      } as never,
    };
  };
  const adds = (sum: { drawCents: number; steps: { cents: number }[]; totalCents: number }) =>
    sum.drawCents + sum.steps.reduce((total, step) => total + step.cents, 0) === sum.totalCents;

  it('opens the balance at the draw plus the fee, and sends the draw less the county fee', () => {
    // Issue 21 item 8: $296,500 drawn, $5,900.35 of fee in the balance, $150 from the draw.
    const picture = costPicture({
      lineAmountCents: 40_000_000,
      drawAmountCents: 29_650_000,
      originationFeePercent: 1.99,
      state: 'CA',
      valuationOrdered: false,
      manualNotary: false,
    });
    const sums = fundedLineSums(viewOf(picture));
    expect(sums.balance).toEqual({
      drawCents: 29_650_000,
      steps: [{ label: 'Origination fee', cents: 590_035 }],
      totalCents: 30_240_035,
    });
    expect(sums.sent).toEqual({
      drawCents: 29_650_000,
      steps: [{ label: 'County recording fee', cents: -15_000 }],
      totalCents: 29_635_000,
    });
    expect(sums.available).toEqual({
      limitCents: 40_000_000,
      balanceCents: 30_240_035,
      totalCents: 40_000_000 - 30_240_035,
    });
  });

  it('shows a Texas lender credit where it went, and every sum adds up', () => {
    for (const drawAmountCents of [500_000, 2_000_000, 5_000_000, 15_000_000]) {
      const picture = costPicture({
        lineAmountCents: 20_000_000,
        drawAmountCents,
        originationFeePercent: 2,
        state: 'TX',
        valuationOrdered: true,
        manualNotary: true,
      });
      const sums = fundedLineSums(viewOf(picture));
      expect(adds(sums.balance)).toBe(true);
      expect(sums.sent && adds(sums.sent)).toBe(true);
      expect(sums.sent?.totalCents).toBe(picture.sentToAccountCents);
    }
    // A small draw: the credit takes the whole fee and some of the notary, valuation and county fee.
    const small = fundedLineSums(
      viewOf(
        costPicture({
          lineAmountCents: 20_000_000,
          drawAmountCents: 500_000,
          originationFeePercent: 2,
          state: 'TX',
          valuationOrdered: false,
          manualNotary: true,
        }),
      ),
    );
    expect(small.balance.steps).toEqual([
      { label: 'Origination fee', cents: 10_000 },
      { label: 'Lender credit: Texas 2% fee limit', cents: -10_000 },
    ]);
    expect(small.sent?.steps.at(-1)).toEqual({ label: 'Lender credit: Texas 2% fee limit', cents: 28_200 });
  });

  it('adds the costs a draw could not cover after the payoffs to the balance', () => {
    const costs = costPictureOf(
      { lines: [{ key: 'RECORDING_FEE', label: 'County recording fee', cents: 12_500 }] },
      { state: 'CA', lineAmountCents: 10_000_000, drawCents: 4_030_000, payoffCents: 4_026_000 },
    );
    const sums = fundedLineSums(viewOf(costs));
    expect(adds(sums.balance) && sums.sent !== null && adds(sums.sent)).toBe(true);
    expect(sums.sent?.totalCents).toBe(0);
    expect(sums.balance.totalCents).toBe(4_030_000 + 8_500);
  });
});
