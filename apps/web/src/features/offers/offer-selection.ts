import type { Offer, OfferSet } from '@hearth/domain/entities';
import { OFFER_TYPES, type OfferType } from '@hearth/domain/enums';
import { clampDraw } from '@hearth/domain/offer-figures';

/** The borrower's pick, carried in the URL so the confirm page and a reload see the same offer. */
export type OfferChoice = { type: OfferType; term: number; draw: number };

export function offersOfType(set: OfferSet, type: OfferType): Offer[] {
  const listed = set.offersByType[type];
  const offers = listed && listed.length > 0 ? listed : set.offers.filter((o) => o.type === type);
  return [...offers].sort((a, b) => a.term - b.term);
}

export function offerTypes(set: OfferSet): OfferType[] {
  return OFFER_TYPES.filter((type) => offersOfType(set, type).length > 0);
}

/** Reads the choice from the query, falling back to the first type, its shortest term and the largest draw. */
export function resolveChoice(
  set: OfferSet,
  params: URLSearchParams,
): { offer: Offer; choice: OfferChoice } | null {
  const types = offerTypes(set);
  const wantedType = params.get('type') as OfferType | null;
  const type = wantedType && types.includes(wantedType) ? wantedType : types[0];
  if (!type) return null;
  const offers = offersOfType(set, type);
  const term = Number(params.get('term'));
  const offer = offers.find((o) => o.term === term) ?? offers[0];
  if (!offer) return null;
  const drawParam = params.get('draw');
  const draw = drawParam === null ? offer.maxDraw : clampDraw(offer, Number(drawParam));
  return { offer, choice: { type, term: offer.term, draw } };
}

export function choiceSearch(choice: OfferChoice): string {
  return new URLSearchParams({
    type: choice.type,
    term: String(choice.term),
    draw: String(choice.draw),
  }).toString();
}
