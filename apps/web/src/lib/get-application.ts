import type { HelocApplication } from '@hearth/domain/entities';
import { applicationResponseSchema, HELOC_API_PATHS } from '@hearth/domain/heloc-api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { takeEarlyRequest } from '@/lib/early-requests';
import { checkedByServer, httpClient } from '@/lib/http-client';

/** GET /service-application/api/v1/application/heloc/{uuid} (spec section 7). */
export async function getApplication(uuid: string, signal?: AbortSignal): Promise<HelocApplication> {
  const url = HELOC_API_PATHS.application(uuid);
  const answer = await (takeEarlyRequest(url) ?? httpClient.get(url, signal ? { signal } : {}));
  return checkedByServer(import.meta.env.DEV && applicationResponseSchema, answer);
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
