import type { LoanOriginator } from '@hearth/domain/entities';
import { HELOC_API_PATHS } from '@hearth/domain/heloc-api-paths';
import { TIMINGS } from '@hearth/domain/timing';
import { useQuery } from '@tanstack/react-query';
import { httpClient } from '@/lib/http-client';
import { loadResponseSchemas } from '@/lib/load-response-schemas';

/** GET /service-lead-portal/api/lo/{uuid}: the referring loan officer (cached 10 minutes, no retry). */
export async function getLoanOriginator(uuid: string): Promise<LoanOriginator> {
  const schemas = loadResponseSchemas();
  const answer = await httpClient.get(HELOC_API_PATHS.loanOriginator(encodeURIComponent(uuid)));
  return (await schemas).loanOriginatorSchema.parse(answer);
}

/** Kept (not only fresh) for the 10 minutes too, so a step change never asks again within the window. */
export function loanOriginatorQueryOptions(uuid: string) {
  return {
    queryKey: ['loan-originator', uuid] as const,
    queryFn: () => getLoanOriginator(uuid),
    staleTime: TIMINGS.originatorCacheMs,
    gcTime: TIMINGS.originatorCacheMs,
    retry: false,
  };
}

export function useLoanOriginator(uuid: string | undefined) {
  return useQuery({ ...loanOriginatorQueryOptions(uuid ?? ''), enabled: Boolean(uuid) });
}
