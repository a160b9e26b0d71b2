import type { Offer } from '@hearth/domain/entities';
import { monthlyPayment } from '@hearth/domain/payment';
import { describe, expect, it } from 'vitest';
import { clampDraw, drawFigures } from '@/features/offers/offer-math';

const offer: Offer = {
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
    const figures = drawFigures(offer, 50000);
    expect(figures.feeCents).toBe(100_000);
    expect(figures.totalCents).toBe(5_100_000);
    expect(figures.rate).toBe(8.75);
    expect(figures.monthlyCents).toBe(
      monthlyPayment({ principalCents: 5_100_000, annualRatePercent: 8.75, termYears: 10 }),
    );
  });

  it('caps the origination fee percent at the offer set threshold, a percent of the draw', () => {
    expect(drawFigures(offer, 50000, 1).feeCents).toBe(50_000);
    expect(drawFigures(offer, 50000, 4.99).feeCents).toBe(100_000);
  });

  it('keeps the draw inside the offer bounds', () => {
    expect(clampDraw(offer, 1)).toBe(15000);
    expect(clampDraw(offer, 1_000_000)).toBe(80000);
  });
});
