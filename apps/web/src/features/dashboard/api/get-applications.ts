import type { HelocApplication } from '@hearth/domain/entities';
import { applicationListResponseSchema, HELOC_API_PATHS } from '@hearth/domain/heloc-api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { httpClient } from '@/lib/http-client';

export const applicationsQueryKey = ['applications'] as const;

/** GET /service-application/api/v1/application/heloc/all: the signed-in borrower's applications, newest first. */
export async function getApplications(signal?: AbortSignal): Promise<HelocApplication[]> {
  const answer = applicationListResponseSchema.parse(
    await httpClient.get(HELOC_API_PATHS.allApplications, signal ? { signal } : {}),
  );
  return answer.applications;
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
