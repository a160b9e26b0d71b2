import {
  BANK_ACCOUNT_API_PATHS,
  type BankAccountsView,
  bankAccountsViewSchema,
} from '@hearth/domain/bank-accounts';
import { useMutation } from '@tanstack/react-query';
import { useBankStepSuccess } from '@/features/bank/api/bank-step';
import { checkedByServer, httpClient } from '@/lib/http-client';

/** POST .../bank-accounts/confirm: both accounts confirmed; a repeat answers the same. */
export async function confirmAccounts(uuid: string): Promise<BankAccountsView> {
  return checkedByServer(
    import.meta.env.DEV && bankAccountsViewSchema,
    await httpClient.post(BANK_ACCOUNT_API_PATHS.confirm(uuid)),
  );
}

export function useConfirmAccounts(uuid: string) {
  const onSuccess = useBankStepSuccess(uuid);
  return useMutation({ mutationFn: () => confirmAccounts(uuid), onSuccess });
}
