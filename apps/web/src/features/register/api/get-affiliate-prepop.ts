import { affiliateDataSchema } from '@hearth/domain/entities';
import { HELOC_API_PATHS } from '@hearth/domain/heloc-api';
import type { z } from 'zod';
import { httpClient } from '@/lib/http-client';

export type AffiliateData = z.output<typeof affiliateDataSchema>;

/** GET /a/external/prepop?token=: what the affiliate collected about the borrower, by the link's token. */
export async function getAffiliatePrepop(token: string): Promise<AffiliateData> {
  return affiliateDataSchema.parse(
    await httpClient.get(HELOC_API_PATHS.affiliatePrepop, { query: { token } }),
  );
}

export function affiliatePrepopQueryOptions(token: string) {
  return {
    queryKey: ['affiliate-prepop', token] as const,
    queryFn: () => getAffiliatePrepop(token),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  };
}
