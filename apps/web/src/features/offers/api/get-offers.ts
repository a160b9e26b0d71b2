import type { Offer, OfferSet } from '@hearth/domain/entities';
import { HELOC_API_PATHS, offersResponseSchema } from '@hearth/domain/heloc-api';
import { useQuery } from '@tanstack/react-query';
import { checkedByServer, httpClient } from '@/lib/http-client';

export type { Offer, OfferSet };

/** GET the offer set of an application (decision 0004). */
export async function getOffers(uuid: string, signal?: AbortSignal): Promise<OfferSet> {
  return checkedByServer(
    import.meta.env.DEV && offersResponseSchema,
    await httpClient.get(HELOC_API_PATHS.offers(uuid), signal ? { signal } : {}),
  );
}

export function useOffers(uuid: string) {
  return useQuery({ queryKey: ['offers', uuid], queryFn: ({ signal }) => getOffers(uuid, signal) });
}
