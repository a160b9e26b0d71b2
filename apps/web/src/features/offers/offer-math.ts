import type { Offer } from '@hearth/domain/entities';
import { formatMoney, toCents } from '@hearth/domain/money';
import { autopayAprOf, type OfferFigures, offerFigures } from '@hearth/domain/offer-figures';

/** The APR with the autopay discount when the offer has one (autopay is on by default). */
export function autopayRate(offer: Offer): number | null {
  return autopayAprOf(offer.discountList);
}

export function clampDraw(offer: Offer, draw: number): number {
  if (!Number.isFinite(draw)) return offer.minDraw;
  return Math.min(Math.max(draw, offer.minDraw), offer.maxDraw);
}

/**
 * Figures for a draw on an offer, through the domain's one derivation (`offerFigures`, decision 0101) that
 * the application sidebar uses too: the origination fee (its percent capped by the offer set's
 * `ofeeMaxThreshold`), the amount owed (draw plus fee) and the amortised monthly payment on it.
 */
export function drawFigures(
  offer: Offer,
  draw: number,
  maxFeePercent?: number,
): OfferFigures & { monthlyCents: number; rate: number } {
  const figures = offerFigures(
    {
      rate: offer.rate,
      discountList: offer.discountList,
      termYears: offer.term,
      originationFeePercent: offer.originationFee,
    },
    toCents(clampDraw(offer, draw)),
    maxFeePercent,
  );
  // Every offer of the set has a positive term (offerSchema), so there is always a payment.
  return { ...figures, monthlyCents: figures.monthlyCents ?? 0, rate: figures.paymentRatePercent };
}

export function money(dollars: number): string {
  return formatMoney(toCents(dollars));
}
