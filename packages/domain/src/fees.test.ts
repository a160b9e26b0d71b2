import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  closingCostPaymentWords,
  closingCostRange,
  closingCostShares,
  closingCostSharesOfView,
  closingCosts,
  closingCostsView,
  costPicture,
  costPictureOf,
  hasRecordingTax,
  MANUAL_NOTARY_FEE_CENTS,
  offerCostPicture,
  RECORDING_FEE_RANGE_CENTS,
  RECORDING_TAX_PER_100K_CENTS_BY_STATE,
  RECORDING_TAX_PER_100K_RANGE_CENTS,
  RECORDING_TAX_STATES,
  recordingFeeCents,
  recordingTaxCents,
  recordingTaxRange,
  TEXAS_FEE_LIMIT_CREDIT_LABEL,
  VALUATION_FEE_CENTS,
} from './fees';
import { LENDING_STATES } from './lending';

describe('fees', () => {
  it('states the fee constants', () => {
    expect(VALUATION_FEE_CENTS).toBe(18_000);
    expect(MANUAL_NOTARY_FEE_CENTS).toBe(30_000);
    expect(RECORDING_TAX_STATES).toHaveLength(21);
  });

  it.each([
    ['MD', true],
    ['md', true],
    ['WY', true],
    ['CA', false],
    ['TX', false],
    ['NY', false],
  ])('%s has recording tax: %s', (state, expected) => {
    expect(hasRecordingTax(state)).toBe(expected);
  });

  it('pro-rates recording tax per $100,000', () => {
    expect(recordingTaxRange(10_000_000, 'PA')).toEqual({ min: 0, max: 140_000 });
    expect(recordingTaxRange(5_000_000, 'PA')).toEqual({ min: 0, max: 70_000 });
    expect(recordingTaxRange(10_000_000, 'CA')).toEqual({ min: 0, max: 0 });
  });

  it('sums closing costs', () => {
    expect(
      closingCostRange({
        lineAmountCents: 10_000_000,
        state: 'CA',
        valuationRequired: false,
        manualNotary: false,
      }),
    ).toEqual({
      min: 0,
      max: 31_500,
    });
    expect(
      closingCostRange({
        lineAmountCents: 10_000_000,
        state: 'MD',
        valuationRequired: true,
        manualNotary: true,
      }),
    ).toEqual({
      min: 48_000,
      max: 48_000 + 31_500 + 140_000,
    });
  });
});

describe('closing-cost schedule (decision 0162)', () => {
  it.each(LENDING_STATES)('%s: recording fee inside $0-$315', (state) => {
    const fee = recordingFeeCents(state);
    expect(fee).toBeGreaterThanOrEqual(RECORDING_FEE_RANGE_CENTS.min);
    expect(fee).toBeLessThanOrEqual(RECORDING_FEE_RANGE_CENTS.max);
  });

  it.each(RECORDING_TAX_STATES)(
    '%s: recording tax inside $0-$1,400 per $100,000 and inside the offer range',
    (state) => {
      const rate = RECORDING_TAX_PER_100K_CENTS_BY_STATE[state];
      expect(rate).toBeGreaterThan(0);
      expect(rate).toBeLessThanOrEqual(RECORDING_TAX_PER_100K_RANGE_CENTS.max);
      const line = 12_345_600;
      const tax = recordingTaxCents(line, state);
      expect(tax).toBe(Math.round((line * rate) / 10_000_000));
      const range = recordingTaxRange(line, state);
      expect(tax).toBeGreaterThanOrEqual(range.min);
      expect(tax).toBeLessThanOrEqual(range.max);
    },
  );

  it('charges no recording tax outside the listed states', () => {
    for (const state of LENDING_STATES.filter((s) => !hasRecordingTax(s)))
      expect(recordingTaxCents(40_000_000, state)).toBe(0);
  });

  it('lists the closing costs line by line, leaving out zero lines', () => {
    const costs = closingCosts({
      lineAmountCents: 10_000_000,
      drawAmountCents: 5_000_000,
      originationFeePercent: 2,
      state: 'MN',
      valuationOrdered: true,
      manualNotary: false,
    });
    expect(costs.lines).toEqual([
      { key: 'ORIGINATION_FEE', label: 'Origination fee', cents: 100_000 },
      { key: 'VALUATION', label: 'Home valuation (broker price opinion)', cents: 18_000 },
      { key: 'RECORDING_FEE', label: 'County recording fee', cents: 4_600 },
      { key: 'RECORDING_TAX', label: 'State recording tax', cents: 24_000 },
    ]);
    expect(costs.totalCents).toBe(146_600);
    const ca = closingCosts({ ...costsInput, state: 'CA' });
    expect(ca.lines.map((l) => l.key)).toEqual(['RECORDING_FEE']);
  });
});

describe('a Texas line’s closing costs under the 2% fee limit (decision 0181)', () => {
  const texas = (change: Partial<Parameters<typeof closingCosts>[0]> = {}) =>
    closingCosts({ ...costsInput, state: 'TX', drawAmountCents: 5_000_000, ...change });

  it('counts the title office notary and takes the fees above 2% of the draw off as a lender credit', () => {
    const costs = texas({ originationFeePercent: 2 });
    expect(costs.lines).toEqual([
      { key: 'ORIGINATION_FEE', label: 'Origination fee', cents: 100_000 },
      { key: 'MANUAL_NOTARY', label: 'In-person notary', cents: 30_000 },
      { key: 'RECORDING_FEE', label: 'County recording fee', cents: 8_200 },
      { key: 'TEXAS_FEE_LIMIT_CREDIT', label: TEXAS_FEE_LIMIT_CREDIT_LABEL, cents: -38_200 },
    ]);
    // The borrower pays 2% of the $50,000 draw (the smaller of it and the $100,000 line), not a cent more.
    expect(costs.totalCents).toBe(100_000);
    expect(costs.texasFeeLimit).toEqual({
      originalPrincipalCents: 5_000_000,
      limitCents: 100_000,
      countedCents: 138_200,
      excessCents: 38_200,
    });
    expect(closingCostShares(costs)).toEqual({ originationFeeCents: 61_800, paidFromDrawCents: 38_200 });
  });

  it('adds no credit when the fees are exactly 2%, and a one-cent credit one cent over', () => {
    // $300 notary + $82 recording + $618 origination fee = $1,000 = 2% of $50,000.
    const exactly = texas({ originationFeePercent: 1.236 });
    expect(exactly.lines.map((l) => l.key)).not.toContain('TEXAS_FEE_LIMIT_CREDIT');
    expect(exactly.totalCents).toBe(100_000);
    // On a $49,999.49 draw the limit is $999.98, and the same fees come to $999.99: one cent over.
    const oneCent = texas({ originationFeePercent: 1.236, drawAmountCents: 4_999_949 });
    expect(oneCent.texasFeeLimit).toMatchObject({ limitCents: 99_998, countedCents: 99_999, excessCents: 1 });
    expect(oneCent.lines.at(-1)).toEqual({
      key: 'TEXAS_FEE_LIMIT_CREDIT',
      label: TEXAS_FEE_LIMIT_CREDIT_LABEL,
      cents: -1,
    });
    expect(oneCent.totalCents).toBe(99_998);
  });

  it('has the lender pay third-party costs once the credit is more than the origination fee', () => {
    // A $5,000 draw: the limit is $100; the $180 valuation, $300 notary and $82 recording fee are $562.
    const costs = texas({ drawAmountCents: 500_000, valuationOrdered: true });
    expect(costs.totalCents).toBe(10_000);
    expect(closingCostShares(costs)).toEqual({ originationFeeCents: 0, paidFromDrawCents: 10_000 });
  });

  it('never lets a Texas borrower pay more than the limit, nor less than the fees under it (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 400_000, max: 40_000_000 }),
        fc.integer({ min: 0, max: 499 }),
        fc.boolean(),
        (draw, feeBps, valuationOrdered) => {
          const costs = texas({
            lineAmountCents: 40_000_000,
            drawAmountCents: draw,
            originationFeePercent: feeBps / 100,
            valuationOrdered,
          });
          const limit = costs.texasFeeLimit;
          if (!limit) throw new Error('no Texas limit');
          expect(costs.totalCents).toBe(Math.min(limit.countedCents, limit.limitCents));
          expect(costs.totalCents * 100).toBeLessThanOrEqual(draw * 2);
          const shares = closingCostShares(costs);
          expect(shares.originationFeeCents + shares.paidFromDrawCents).toBe(costs.totalCents);
          expect(Math.min(shares.originationFeeCents, shares.paidFromDrawCents)).toBeGreaterThanOrEqual(0);
        },
      ),
    );
  });

  it('leaves every other state as it was', () => {
    const ca = closingCosts({ ...costsInput, originationFeePercent: 4.99 });
    expect(ca.texasFeeLimit).toBeNull();
    expect(ca.lines.map((l) => l.key)).toEqual(['ORIGINATION_FEE', 'RECORDING_FEE']);
    expect(closingCostShares(ca)).toEqual({ originationFeeCents: 249_500, paidFromDrawCents: 15_000 });
  });

  it('says how the closing costs are paid as funding pays them: the fee added to the balance, the rest from the draw', () => {
    // Issue 20 item 5: $5,900.35 of origination fee and a $150 recording fee are not all "paid from your draw".
    const costs = closingCosts({ ...costsInput, drawAmountCents: 19_733_612, originationFeePercent: 2.99 });
    expect(costs.totalCents).toBe(605_035);
    const shares = closingCostSharesOfView(
      closingCostsView(
        costPicture({ ...costsInput, drawAmountCents: 19_733_612, originationFeePercent: 2.99 }),
      ),
    );
    expect(shares).toEqual(closingCostShares(costs));
    expect(closingCostPaymentWords(shares)).toBe(
      "The origination fee of $5,900.35 is added to your line's balance when it opens, and the other closing costs, $150.00, are paid from your initial draw at closing.",
    );
    expect(closingCostPaymentWords({ originationFeeCents: 0, paidFromDrawCents: 10_000 })).toBe(
      'Your closing costs of $100.00 are paid from your initial draw at closing. No origination fee is added to your balance.',
    );
    expect(closingCostPaymentWords({ originationFeeCents: 100, paidFromDrawCents: 0 })).toMatch(
      /Nothing is taken from your initial draw/,
    );
    expect(closingCostPaymentWords({ originationFeeCents: 0, paidFromDrawCents: 0 })).toBe(
      'You pay no closing costs.',
    );
  });
});

const costsInput = {
  lineAmountCents: 10_000_000,
  drawAmountCents: 5_000_000,
  originationFeePercent: 0,
  state: 'CA',
  valuationOrdered: false,
  manualNotary: false,
};

describe('the one cost picture of a line (issue 21 items 7 and 8, decision 0207)', () => {
  it('says how each cost is paid and what the borrower gets, as funding does it', () => {
    // Issue 20 item 5's California line: the fee goes into the balance, the county's $150 comes out of the draw.
    const picture = costPicture({
      ...costsInput,
      lineAmountCents: 30_000_000,
      drawAmountCents: 19_733_612,
      originationFeePercent: 2.99,
    });
    expect(picture.items).toEqual([
      { key: 'ORIGINATION_FEE', label: 'Origination fee', cents: 590_035, paid: 'ADDED_TO_BALANCE' },
      { key: 'RECORDING_FEE', label: 'County recording fee', cents: 15_000, paid: 'PAID_FROM_DRAW' },
    ]);
    expect(picture).toMatchObject({
      state: 'CA',
      totalCents: 605_035,
      addedToBalanceCents: 590_035,
      paidFromDrawCents: 15_000,
      financedCents: 0,
      lenderCreditCents: 0,
      sentToAccountCents: 19_733_612 - 15_000,
      openingBalanceCents: 19_733_612 + 590_035,
      availableCreditCents: 30_000_000 - 19_733_612 - 590_035,
    });
  });

  it('prices an offer of the offer set the way the chosen offer is priced: same items, same amounts', () => {
    for (const state of ['CA', 'TX', 'MN'])
      for (const bpo of ['REQUIRED', 'NOT_REQUIRED']) {
        const offered = offerCostPicture({
          offer: { max: 20_000_000, originationFee: 2.5 },
          drawCents: 7_500_000,
          state,
          bpo,
        });
        const chosen = costPicture({
          lineAmountCents: 20_000_000,
          drawAmountCents: 7_500_000,
          originationFeePercent: 2.5,
          state,
          valuationOrdered: bpo === 'REQUIRED',
          manualNotary: false,
        });
        expect(offered).toEqual(chosen);
        // The recording fee is the state's, never the recording-tax range the offer used to print as "recording costs".
        expect(offered.items.find((i) => i.key === 'RECORDING_FEE')?.cents).toBe(recordingFeeCents(state));
      }
  });

  it('shows a Texas line’s lender credit, and the totals always add up', () => {
    const texas = costPicture({
      ...costsInput,
      state: 'TX',
      drawAmountCents: 5_000_000,
      originationFeePercent: 2,
    });
    expect(texas.items.at(-1)).toMatchObject({ key: 'TEXAS_FEE_LIMIT_CREDIT', paid: 'LENDER_CREDIT' });
    expect(texas.lenderCreditCents).toBe(38_200);
    expect(texas.texasFeeLimit?.limitCents).toBe(100_000);
    expect(texas.addedToBalanceCents + texas.paidFromDrawCents).toBe(texas.totalCents);
    expect(texas.totalCents).toBe(100_000);
    const view = closingCostsView(texas);
    expect(view).toMatchObject({
      total: 1_000,
      lenderCredit: 382,
      texasFeeLimit: { limit: 1_000, counted: 1_382 },
    });
  });

  it('adds the costs the draw cannot cover after the payoffs to the balance, and refuses a draw short of them', () => {
    const costs = closingCosts({ ...costsInput, drawAmountCents: 4_030_000 });
    const picture = costPictureOf(costs, {
      state: 'CA',
      lineAmountCents: 10_000_000,
      drawCents: 4_030_000,
      payoffCents: 4_026_000,
    });
    expect(picture).toMatchObject({
      paidFromDrawCents: 4_000,
      financedCents: 11_000,
      addedToBalanceCents: 11_000,
    });
    expect(picture.sentToAccountCents).toBe(0);
    expect(picture.openingBalanceCents).toBe(4_030_000 + 11_000);
    expect(() =>
      costPictureOf(costs, { state: 'CA', lineAmountCents: 10_000_000, drawCents: 100, payoffCents: 101 }),
    ).toThrow(RangeError);
  });
});
