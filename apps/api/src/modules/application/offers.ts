import type { Offer, OfferSet } from '@hearth/domain/entities';
import { type ClosingCostsView, closingCosts, closingCostsView } from '@hearth/domain/fees';
import type { ApplicationRow } from './repository';

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

/**
 * The closing costs of the chosen offer as the summary, the final offer and the documents show them (decision
 * 0162): the origination fee on the draw, the valuation when the offer needs one, and the state's recording fee
 * and tax on the whole line. Null before an offer is chosen.
 */
export function closingCostsOf(row: ApplicationRow): ClosingCostsView | null {
  const offer = row.selectedOffer as unknown as Offer | null;
  if (!offer) return null;
  const bpo = (row.offerSet as { status?: { bpo?: string } } | null)?.status?.bpo;
  return closingCostsView(
    closingCosts({
      lineAmountCents: offer.max,
      drawAmountCents: row.amountCents,
      originationFeePercent: offer.originationFee,
      state: row.propertyState,
      valuationOrdered: bpo === 'REQUIRED',
      manualNotary: false,
    }),
  );
}
