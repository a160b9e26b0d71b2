import type { HelocApplication } from '@hearth/domain/entities';
import { applicationResponseSchema } from '@hearth/domain/heloc-api';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { summaryQueryKey } from '@/features/app-start/api/get-summary';
import { httpClient } from '@/lib/http-client';

/**
 * The three start PUTs answer the application; a PUT replaces the answer, so a retry is harmless and needs
 * no Idempotency-Key. Afterwards the summary, the application and the saved answers are read again.
 */
export async function putStartAnswer(url: string, body: unknown): Promise<HelocApplication> {
  return applicationResponseSchema.parse(await httpClient.put(url, body));
}

export function refreshAfterAnswer(queryClient: QueryClient, uuid: string, application: HelocApplication) {
  queryClient.setQueryData(['application', uuid], application);
  return queryClient.invalidateQueries({ queryKey: summaryQueryKey(uuid) });
}

export function useStartAnswer<T>(uuid: string, url: string, extraKey?: readonly unknown[]) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: T) => putStartAnswer(url, body),
    onSuccess: async (application) => {
      await refreshAfterAnswer(queryClient, uuid, application);
      if (extraKey) await queryClient.invalidateQueries({ queryKey: extraKey });
    },
  });
}
