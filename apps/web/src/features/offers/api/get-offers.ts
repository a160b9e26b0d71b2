import type { Offer, OfferSet } from '@hearth/domain/entities';
import { HELOC_API_PATHS, offersResponseSchema } from '@hearth/domain/heloc-api';
import { useQuery } from '@tanstack/react-query';
import { takeEarlyRequest } from '@/lib/early-requests';
import { checkedByServer, httpClient } from '@/lib/http-client';

export type { Offer, OfferSet };

/** GET the offer set of an application (decision 0004). */
export async function getOffers(uuid: string, signal?: AbortSignal): Promise<OfferSet> {
  const url = HELOC_API_PATHS.offers(uuid);
  const answer = await (takeEarlyRequest(url) ?? httpClient.get(url, signal ? { signal } : {}));
  return checkedByServer(import.meta.env.DEV && offersResponseSchema, answer);
}

export function useOffers(uuid: string) {
  return useQuery({ queryKey: ['offers', uuid], queryFn: ({ signal }) => getOffers(uuid, signal) });
}
