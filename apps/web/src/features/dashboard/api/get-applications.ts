import type { HelocApplication } from '@hearth/domain/entities';
import { applicationListResponseSchema } from '@hearth/domain/heloc-api';
import { HELOC_API_PATHS } from '@hearth/domain/heloc-api-paths';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { takeEarlyRequest } from '@/lib/early-requests';
import { checkedByServer, httpClient } from '@/lib/http-client';

export const applicationsQueryKey = ['applications'] as const;

/** GET /service-application/api/v1/application/heloc/all: the signed-in borrower's applications, newest first. */
export async function getApplications(signal?: AbortSignal): Promise<HelocApplication[]> {
  const url = HELOC_API_PATHS.allApplications;
  const body = await (takeEarlyRequest(url) ?? httpClient.get(url, signal ? { signal } : {}));
  return checkedByServer(import.meta.env.DEV && applicationListResponseSchema, body).applications;
}

export function applicationsQueryOptions() {
  return queryOptions({
    queryKey: applicationsQueryKey,
    queryFn: ({ signal }) => getApplications(signal),
    // A borrower who just applied comes back to a list that must already show the new application.
    refetchOnMount: 'always',
  });
}

export function useApplications() {
  return useQuery(applicationsQueryOptions());
}
