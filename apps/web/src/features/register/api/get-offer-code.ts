import type { OfferCodeRecord } from '@hearth/domain/entities';
import { HELOC_API_PATHS } from '@hearth/domain/heloc-api-paths';
import { TIMINGS } from '@hearth/domain/timing';
import { readPrivateLabelData } from '@/lib/brand/private-label-data';
import { httpClient } from '@/lib/http-client';
import { loadResponseSchemas } from '@/lib/load-response-schemas';

/**
 * The lender of this page as the x-org header: a code is found only among that lender's mailings (decision 0054),
 * and a page reached by `?org=` calls the API on a host that names no lender. None without a data block.
 */
function lenderHeader(doc: Document): Record<string, string> {
  try {
    return { 'x-org': readPrivateLabelData(doc).orgCode };
  } catch {
    return {};
  }
}

/**
 * GET /service-application/external/api/v1/offercode/{code}: the prescreened name and address of a direct-mail
 * offer. 404 when the code is unknown, its respond-by date has passed or another lender mailed it.
 */
export async function getOfferCode(code: string, doc: Document = document): Promise<OfferCodeRecord> {
  const schemas = loadResponseSchemas();
  const answer = await httpClient.get(HELOC_API_PATHS.offerCode(code), { headers: lenderHeader(doc) });
  return (await schemas).offerCodeRecordSchema.parse(answer);
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
