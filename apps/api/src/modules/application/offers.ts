import type { Offer, OfferSet } from '@hearth/domain/entities';
import {
  type ClosingCostsView,
  type CostPicture,
  closingCostShares,
  closingCosts,
  closingCostsView,
  costPicture,
} from '@hearth/domain/fees';
import { fromCents } from '@hearth/domain/money';
import type { ApplicationRow } from './repository';

/** The engine prices in cents; the wire carries dollars (packages/domain/src/heloc-api.ts). */
const dollars = fromCents;

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

/** The offer set on the wire, with the property's state the offers page prices the closing costs in (0207). */
export function offerSetToWire(set: OfferSet, propertyState?: string, interestOnly = false): OfferSet {
  return {
    ...set,
    ...(propertyState ? { propertyState } : {}),
    ...(interestOnly ? { interestOnlyDrawPeriod: true } : {}),
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

/** What the chosen offer's closing costs are priced on, from the application row or its status read. */
export interface ChosenOfferCostInputs {
  lineAmountCents: number;
  drawAmountCents: number;
  originationFeePercent: number;
  state: string;
  bpo: string | null | undefined;
}

function chosenOfferCosts(input: ChosenOfferCostInputs) {
  return closingCosts({
    lineAmountCents: input.lineAmountCents,
    drawAmountCents: input.drawAmountCents,
    originationFeePercent: input.originationFeePercent,
    state: input.state,
    valuationOrdered: input.bpo === 'REQUIRED',
    manualNotary: false,
  });
}

/** What the line's closing costs come to beyond the chosen offer: known once the collateral and the notary are. */
export interface CostExtras {
  /** A broker price opinion was ordered though the offer set did not require one. */
  valuationOrdered?: boolean;
  /** A notary came to the borrower (always counted for a Texas home, which closes at a title office). */
  manualNotary?: boolean;
  /** The liens the draw pays off, once the payoff statements are in. */
  payoffCents?: number;
}

/**
 * The cost picture of the chosen offer (decision 0207): the one the summary, the final offer, the documents, the
 * funding and the funded line read, priced on the offer, the draw, the property's state and whatever the collateral
 * and the notary added. Null before an offer is chosen.
 */
export function costPictureOfRow(row: ApplicationRow, extras: CostExtras = {}): CostPicture | null {
  const offer = row.selectedOffer as unknown as Offer | null;
  if (!offer) return null;
  const bpo = (row.offerSet as { status?: { bpo?: string } } | null)?.status?.bpo;
  return costPicture({
    lineAmountCents: offer.max,
    drawAmountCents: row.amountCents,
    originationFeePercent: offer.originationFee,
    state: row.propertyState,
    valuationOrdered: bpo === 'REQUIRED' || extras.valuationOrdered === true,
    manualNotary: extras.manualNotary === true,
    ...(extras.payoffCents === undefined ? {} : { payoffCents: extras.payoffCents }),
  });
}

/** The cost picture on the wire, as the summary and the final offer show it; null before an offer is chosen. */
export function closingCostsOf(row: ApplicationRow, extras: CostExtras = {}): ClosingCostsView | null {
  const picture = costPictureOfRow(row, extras);
  return picture ? closingCostsView(picture) : null;
}

/**
 * The origination fee the borrower owes once a lender credit is taken off it (a Texas line's 2% fee limit,
 * decision 0181), or null when they owe the whole fee: the balance and payment every page derives read it.
 */
export function originationFeeOwedCents(input: ChosenOfferCostInputs): number | null {
  const costs = chosenOfferCosts(input);
  if (!costs.lines.some((line) => line.key === 'TEXAS_FEE_LIMIT_CREDIT')) return null;
  return closingCostShares(costs).originationFeeCents;
}
