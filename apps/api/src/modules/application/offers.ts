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

type Discount = Offer['discountList'][number];

/**
 * The discounts a chosen offer carries: the autopay one only while the borrower keeps autopay on. The APR
 * itself (`rate`) never includes them, so every page can label both the same way (decision 0101).
 */
export function discountsTaken(
  selected: { autopay?: unknown; discountList?: readonly Discount[] } | null | undefined,
): Discount[] {
  if (selected?.autopay !== true) return [];
  return (selected.discountList ?? []).filter((d) => d.discount.type === 'AUTOPAY');
}
