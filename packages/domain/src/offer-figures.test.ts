import { describe, expect, it } from 'vitest';
import type { Offer } from './entities';
import {
  applicationOfferFigures,
  clampDraw,
  drawFigures,
  formatOfferFigures,
  OFFER_FIGURE_LABELS,
  offerFigures,
} from './offer-figures';
import { monthlyPayment } from './payment';

const autopay: Offer['discountList'] = [{ discount: { type: 'AUTOPAY' }, rateWithDiscount: 9 }];

describe('offerFigures', () => {
  it('keeps the APR undiscounted and prices the payment on draw plus fee at the autopay APR', () => {
    const figures = offerFigures(
      { rate: 9.25, discountList: autopay, termYears: 10, originationFeePercent: 2 },
      5_000_000,
    );
    expect(figures).toMatchObject({
      aprPercent: 9.25,
      autopayAprPercent: 9,
      paymentRatePercent: 9,
      feeCents: 100_000,
      totalCents: 5_100_000,
      monthlyCents: monthlyPayment({ principalCents: 5_100_000, annualRatePercent: 9, termYears: 10 }),
    });
    expect(formatOfferFigures(figures)).toMatchObject({
      apr: '9.250%',
      autopayApr: '9.000%',
      initialDraw: '$50,000',
      term: '10 years',
    });
  });

  it('prices at the APR when there is no autopay discount, and caps the fee percent', () => {
    const figures = offerFigures(
      { rate: 9.25, discountList: [], termYears: 15, originationFeePercent: 3 },
      1_000_000,
      1,
    );
    expect(figures.autopayAprPercent).toBeNull();
    expect(figures.paymentRatePercent).toBe(9.25);
    expect(figures.feeCents).toBe(10_000);
  });

  it('has no payment without a term', () => {
    expect(
      offerFigures({ rate: 9, discountList: [], termYears: 0, originationFeePercent: 0 }, 100).monthlyCents,
    ).toBeNull();
  });
});

describe('applicationOfferFigures', () => {
  const app = { rate: 9.25, discountList: autopay, amount: 50_000, term: 10, originationFee: 2 };

  it('matches the offer page for the offer the application recorded', () => {
    expect(applicationOfferFigures(app)).toEqual(
      offerFigures({ rate: 9.25, discountList: autopay, termYears: 10, originationFeePercent: 2 }, 5_000_000),
    );
  });

  it("prices the balance on the fee owed once a lender credit is off it (a Texas line's fee limit)", () => {
    const figures = applicationOfferFigures({ ...app, originationFeeOwed: 250 });
    expect(figures?.feeCents).toBe(25_000);
    expect(figures?.totalCents).toBe(5_025_000);
    expect(figures?.monthlyCents).toBeLessThan(applicationOfferFigures(app)?.monthlyCents ?? 0);
  });

  it('is null until an offer is chosen', () => {
    expect(applicationOfferFigures({ ...app, rate: 0 })).toBeNull();
    expect(applicationOfferFigures({ ...app, amount: 0 })).toBeNull();
  });

  it('labels the undiscounted rate APR', () => {
    expect(OFFER_FIGURE_LABELS.apr).toBe('APR');
    expect(OFFER_FIGURE_LABELS.autopayApr).toBe('APR with autopay');
  });
});

const setOffer: Offer = {
  term: 10,
  type: 'FIXED',
  min: 15000,
  max: 100000,
  minDraw: 15000,
  maxDraw: 80000,
  originationFee: 2,
  rate: 9,
  baseRate: 8.75,
  discountList: [{ discount: { type: 'AUTOPAY' }, rateWithDiscount: 8.75 }],
  minRecordingTax: 0,
  maxRecordingTax: 300,
};

describe('drawFigures', () => {
  it('prices the draw plus fee at the autopay rate with the domain payment math', () => {
    const figures = drawFigures(setOffer, 50000);
    expect(figures.feeCents).toBe(100_000);
    expect(figures.totalCents).toBe(5_100_000);
    expect(figures.rate).toBe(8.75);
    expect(figures.monthlyCents).toBe(
      monthlyPayment({ principalCents: 5_100_000, annualRatePercent: 8.75, termYears: 10 }),
    );
  });

  it('caps the origination fee percent at the offer set threshold, a percent of the draw', () => {
    expect(drawFigures(setOffer, 50000, 1).feeCents).toBe(50_000);
    expect(drawFigures(setOffer, 50000, 4.99).feeCents).toBe(100_000);
  });

  it('keeps the draw inside the offer bounds', () => {
    expect(clampDraw(setOffer, 1)).toBe(15000);
    expect(clampDraw(setOffer, 1_000_000)).toBe(80000);
  });
});
