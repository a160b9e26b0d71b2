import type { HelocApplication } from '@hearth/domain/entities';
import { applicationResponseSchema, HELOC_API_PATHS } from '@hearth/domain/heloc-api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { checkedByServer, httpClient } from '@/lib/http-client';

/** GET /service-application/api/v1/application/heloc/{uuid} (spec section 7). */
export async function getApplication(uuid: string, signal?: AbortSignal): Promise<HelocApplication> {
  return checkedByServer(
    import.meta.env.DEV && applicationResponseSchema,
    await httpClient.get(HELOC_API_PATHS.application(uuid), signal ? { signal } : {}),
  );
}

export function applicationQueryOptions(uuid: string) {
  return queryOptions({
    queryKey: ['application', uuid],
    queryFn: ({ signal }) => getApplication(uuid, signal),
  });
}

export function useApplication(uuid: string) {
  return useQuery(applicationQueryOptions(uuid));
}
