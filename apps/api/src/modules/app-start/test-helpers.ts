import type { OfferSet } from '@hearth/domain/entities';
import { HELOC_API_PATHS } from '@hearth/domain/heloc-api';
import type { FastifyInstance } from 'fastify';

/** Chooses the first offer at its minimum draw, as a borrower on product/select would: the app moves to APP_SUBMISSION. */
export async function selectFirstOffer(
  app: FastifyInstance,
  headers: Record<string, string>,
  uuid: string,
  autopay = false,
) {
  const set = (
    await app.inject({ method: 'GET', url: HELOC_API_PATHS.offers(uuid), headers })
  ).json() as OfferSet;
  const offer = set.offers[0];
  if (!offer) throw new Error(`no offer for ${uuid}`);
  return app.inject({
    method: 'POST',
    url: HELOC_API_PATHS.selectOffer(uuid),
    headers,
    payload: { type: offer.type, term: offer.term, drawAmount: offer.minDraw, autopay },
  });
}
