import type { ApplicationSummary } from '@hearth/domain/app-start';
import type { HelocApplication } from '@hearth/domain/entities';
import { applicationResponseSchema } from '@hearth/domain/heloc-api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getSummary, summaryQueryKey } from '@/features/app-start/api/get-summary';
import { applicationQueryOptions } from '@/lib/get-application';
import { httpClient } from '@/lib/http-client';

/**
 * The three start PUTs answer the application; a PUT replaces the answer, so a retry is harmless and needs
 * no Idempotency-Key.
 */
export async function putStartAnswer(url: string, body: unknown): Promise<HelocApplication> {
  return applicationResponseSchema.parse(await httpClient.put(url, body));
}

export type StartAnswerResult = { application: HelocApplication; summary: ApplicationSummary | null };

/**
 * Saves, then reads the summary again: the page goes to the next gap it names, and the summary page shows it
 * at once. The query defaults never refetch on mount (spec section 9), so a stale summary must be replaced,
 * not merely invalidated.
 */
export function useStartAnswer<T>(uuid: string, url: string, extraKey?: readonly unknown[]) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: T): Promise<StartAnswerResult> => {
      const application = await putStartAnswer(url, body);
      const summary = await getSummary(uuid).catch(() => null);
      return { application, summary };
    },
    onSuccess: async ({ application, summary }) => {
      queryClient.setQueryData(applicationQueryOptions(uuid).queryKey, application);
      if (summary) queryClient.setQueryData(summaryQueryKey(uuid), summary);
      else queryClient.removeQueries({ queryKey: summaryQueryKey(uuid) });
      if (extraKey) queryClient.removeQueries({ queryKey: extraKey });
    },
  });
}
