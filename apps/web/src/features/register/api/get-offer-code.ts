import { type OfferCodeRecord, offerCodeRecordSchema } from '@hearth/domain/entities';
import { HELOC_API_PATHS } from '@hearth/domain/heloc-api';
import { TIMINGS } from '@hearth/domain/timing';
import { httpClient } from '@/lib/http-client';

/**
 * GET /service-application/external/api/v1/offercode/{code}: the prescreened name and address of a direct-mail
 * offer. 404 when the code is unknown or its respond-by date has passed.
 */
export async function getOfferCode(code: string): Promise<OfferCodeRecord> {
  return offerCodeRecordSchema.parse(await httpClient.get(HELOC_API_PATHS.offerCode(code)));
}

/** The landing page and the register flow share one lookup per code. */
export function offerCodeQueryOptions(code: string) {
  return {
    queryKey: ['offer-code', code] as const,
    queryFn: () => getOfferCode(code),
    staleTime: TIMINGS.originatorCacheMs,
    retry: false,
  };
}
