import {
  FINAL_DECISION_API_PATHS,
  type FinalDecisionView,
  finalDecisionViewSchema,
} from '@hearth/domain/final-decision';
import { useQuery } from '@tanstack/react-query';
import { checkedByServer, FetchError, httpClient } from '@/lib/http-client';

/** GET .../final-decision (decision 0153); null before there is one (the API answers 404). */
export async function getFinalDecision(uuid: string): Promise<FinalDecisionView | null> {
  try {
    return checkedByServer(
      import.meta.env.DEV && finalDecisionViewSchema,
      await httpClient.get(FINAL_DECISION_API_PATHS.finalDecision(uuid)),
    );
  } catch (error) {
    if (error instanceof FetchError && error.status === 404) return null;
    throw error;
  }
}

export const finalDecisionQueryKey = (uuid: string) => ['final-decision', uuid] as const;

export function useFinalDecision(uuid: string, enabled = true) {
  // The decision moves on its own (a job, an underwriter): read it afresh each time a page shows it.
  return useQuery({
    queryKey: finalDecisionQueryKey(uuid),
    queryFn: () => getFinalDecision(uuid),
    enabled,
    refetchOnMount: 'always',
  });
}
