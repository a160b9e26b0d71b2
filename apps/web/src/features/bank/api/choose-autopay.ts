import {
  BANK_ACCOUNT_API_PATHS,
  type BankAccountsView,
  bankAccountsViewSchema,
} from '@hearth/domain/bank-accounts';
import { useMutation } from '@tanstack/react-query';
import { useBankStepSuccess } from '@/features/bank/api/bank-step';
import { checkedByServer, httpClient } from '@/lib/http-client';

/**
 * POST .../bank-accounts/autopay: automatic payments from a verified account (usually the funds account). No
 * key: the server answers a repeat itself, and after a change the same account may be chosen again.
 */
export async function chooseAutopay(uuid: string, accountId: string): Promise<BankAccountsView> {
  return checkedByServer(
    import.meta.env.DEV && bankAccountsViewSchema,
    await httpClient.post(BANK_ACCOUNT_API_PATHS.autopay(uuid), { accountId }),
  );
}

export function useChooseAutopay(uuid: string) {
  const onSuccess = useBankStepSuccess(uuid);
  return useMutation({ mutationFn: (accountId: string) => chooseAutopay(uuid, accountId), onSuccess });
}
