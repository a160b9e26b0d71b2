import type { Offer, OfferSet } from '@hearth/domain/entities';

/** The engine prices in cents; the wire carries dollars (packages/domain/src/heloc-api.ts). */
const dollars = (cents: number) => cents / 100;

export function offerToWire(offer: Offer): Offer {
  return {
    ...offer,
    min: dollars(offer.min),
    max: dollars(offer.max),
    minDraw: dollars(offer.minDraw),
    maxDraw: dollars(offer.maxDraw),
    minRecordingTax: dollars(offer.minRecordingTax),
    maxRecordingTax: dollars(offer.maxRecordingTax),
  };
}

export function offerSetToWire(set: OfferSet): OfferSet {
  return {
    ...set,
    offers: set.offers.map(offerToWire),
    offersByType: Object.fromEntries(
      Object.entries(set.offersByType).map(([type, offers]) => [type, offers.map(offerToWire)]),
    ),
    ...(set.costs
      ? {
          costs: {
            costs: set.costs.costs.map((cost) => ({
              ...cost,
              borrowerPaidAmount: dollars(cost.borrowerPaidAmount),
            })),
            totalPaidByBorrower: dollars(set.costs.totalPaidByBorrower),
          },
        }
      : {}),
  };
}

/** The rate the borrower pays: the autopay discount applies when they keep autopay on. */
export function selectedRate(offer: Offer, autopay: boolean): number {
  if (!autopay) return offer.rate;
  const discount = offer.discountList.find((d) => d.discount.type === 'AUTOPAY');
  return discount?.rateWithDiscount ?? offer.rate;
}
