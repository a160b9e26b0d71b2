import {
  FINAL_DECISION_API_PATHS,
  type FinalDecisionView,
  finalDecisionViewSchema,
} from '@hearth/domain/final-decision';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { applicationQueryOptions } from '@/lib/get-application';
import { finalDecisionQueryKey } from '@/lib/get-final-decision';
import { checkedByServer, httpClient } from '@/lib/http-client';

/** POST .../final-offer/accept: a repeat answers the same acceptance, so a double click is harmless. */
export async function acceptFinalOffer(uuid: string): Promise<FinalDecisionView> {
  return checkedByServer(
    import.meta.env.DEV && finalDecisionViewSchema,
    await httpClient.post(FINAL_DECISION_API_PATHS.acceptFinalOffer(uuid)),
  );
}

export function useAcceptFinalOffer(uuid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => acceptFinalOffer(uuid),
    onSuccess: async (view) => {
      queryClient.setQueryData(finalDecisionQueryKey(uuid), view);
      await queryClient.invalidateQueries({ queryKey: applicationQueryOptions(uuid).queryKey });
    },
  });
}
