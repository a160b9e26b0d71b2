import type { Offer } from '@hearth/domain/entities';
import { formatMoney, toCents } from '@hearth/domain/money';
import { drawTotal, monthlyPayment, originationFee } from '@hearth/domain/payment';

/** The APR with the autopay discount when the offer has one (autopay is on by default). */
export function autopayRate(offer: Offer): number | null {
  return offer.discountList.find((d) => d.discount.type === 'AUTOPAY')?.rateWithDiscount ?? null;
}

export function clampDraw(offer: Offer, draw: number): number {
  if (!Number.isFinite(draw)) return offer.minDraw;
  return Math.min(Math.max(draw, offer.minDraw), offer.maxDraw);
}

/**
 * Figures for a draw on an offer, all through the domain's cents math: the origination fee (its percent
 * capped by the offer set's `ofeeMaxThreshold`, a percent of the draw), the amount owed (draw plus fee) and
 * the amortised monthly payment on it.
 */
export function drawFigures(offer: Offer, draw: number, maxFeePercent?: number) {
  const amountCents = toCents(clampDraw(offer, draw));
  const feeInput = {
    amountCents,
    originationFeePercent:
      maxFeePercent === undefined ? offer.originationFee : Math.min(offer.originationFee, maxFeePercent),
  };
  const totalCents = drawTotal(feeInput);
  const rate = autopayRate(offer) ?? offer.rate;
  return {
    feeCents: originationFee(feeInput),
    totalCents,
    monthlyCents: monthlyPayment({
      principalCents: totalCents,
      annualRatePercent: rate,
      termYears: offer.term,
    }),
    rate,
  };
}

export function money(dollars: number): string {
  return formatMoney(toCents(dollars));
}
