import type { BankAccountsView } from '@hearth/domain/bank-accounts';
import { useQueryClient } from '@tanstack/react-query';
import { applicationQueryOptions } from '@/lib/get-application';
import { bankAccountsQueryKey } from '@/lib/get-bank-accounts';

/**
 * What every bank write does on success: the answer is the new bank view; the application's status may have
 * moved, so it is read again before the step router picks the next page.
 */
export function useBankStepSuccess(uuid: string) {
  const queryClient = useQueryClient();
  return async (view: BankAccountsView) => {
    queryClient.setQueryData(bankAccountsQueryKey(uuid), view);
    await queryClient.invalidateQueries({ queryKey: applicationQueryOptions(uuid).queryKey });
  };
}
