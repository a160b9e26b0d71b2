import {
  BANK_ACCOUNT_API_PATHS,
  type BankAccountPurpose,
  type BankAccountsView,
  bankAccountsViewSchema,
} from '@hearth/domain/bank-accounts';
import { useMutation } from '@tanstack/react-query';
import { useBankStepSuccess } from '@/features/bank/api/bank-step';
import { checkedByServer, httpClient } from '@/lib/http-client';

/** POST .../bank-accounts/change: back to the step that takes the funds or the autopay account. */
export async function changeAccount(uuid: string, purpose: BankAccountPurpose): Promise<BankAccountsView> {
  return checkedByServer(
    import.meta.env.DEV && bankAccountsViewSchema,
    await httpClient.post(BANK_ACCOUNT_API_PATHS.change(uuid), { purpose }),
  );
}

export function useChangeAccount(uuid: string) {
  const onSuccess = useBankStepSuccess(uuid);
  return useMutation({
    mutationFn: (purpose: BankAccountPurpose) => changeAccount(uuid, purpose),
    onSuccess,
  });
}
