import type { affiliateDataSchema } from '@hearth/domain/entities';
import { HELOC_API_PATHS } from '@hearth/domain/heloc-api-paths';
import type { z } from 'zod';
import { httpClient } from '@/lib/http-client';
import { loadResponseSchemas } from '@/lib/load-response-schemas';

export type AffiliateData = z.output<typeof affiliateDataSchema>;

/** GET /a/external/prepop?token=: what the affiliate collected about the borrower, by the link's token. */
export async function getAffiliatePrepop(token: string): Promise<AffiliateData> {
  const schemas = loadResponseSchemas();
  const answer = await httpClient.get(HELOC_API_PATHS.affiliatePrepop, { query: { token } });
  return (await schemas).affiliateDataSchema.parse(answer);
}

export function affiliatePrepopQueryOptions(token: string) {
  return {
    queryKey: ['affiliate-prepop', token] as const,
    queryFn: () => getAffiliatePrepop(token),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  };
}
