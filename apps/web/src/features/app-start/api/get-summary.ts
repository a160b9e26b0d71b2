import {
  APP_START_API_PATHS,
  type ApplicationSummary,
  applicationSummarySchema,
} from '@hearth/domain/app-start';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { httpClient } from '@/lib/http-client';

/** GET .../heloc/{uuid}/summary (decision 0121): answers, what is missing, and the disclosures to accept. */
export async function getSummary(uuid: string, signal?: AbortSignal): Promise<ApplicationSummary> {
  return applicationSummarySchema.parse(
    await httpClient.get(APP_START_API_PATHS.summary(uuid), signal ? { signal } : {}),
  );
}

export const summaryQueryKey = (uuid: string) => ['application-summary', uuid] as const;

export function summaryQueryOptions(uuid: string) {
  return queryOptions({
    queryKey: summaryQueryKey(uuid),
    queryFn: ({ signal }) => getSummary(uuid, signal),
  });
}

export function useSummary(uuid: string) {
  return useQuery(summaryQueryOptions(uuid));
}
