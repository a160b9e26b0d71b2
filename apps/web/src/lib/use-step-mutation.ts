import { useMutation, useQueryClient } from '@tanstack/react-query';
import { applicationQueryOptions } from '@/lib/get-application';

/**
 * A call on a step's page whose answer is that page's view: the answer is kept under `key` and, when the call may
 * move the application (`moves`, the default), the application is read again so the step router sees the move.
 */
export function useStepMutation<TInput, TResult>(
  uuid: string,
  key: readonly unknown[],
  call: (input: TInput) => Promise<TResult>,
  { moves = true }: { moves?: boolean } = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: async (view) => {
      queryClient.setQueryData(key, view);
      if (moves) await queryClient.invalidateQueries({ queryKey: applicationQueryOptions(uuid).queryKey });
    },
  });
}
