import {
  BANK_ACCOUNT_API_PATHS,
  type BankAccountsView,
  bankAccountsViewSchema,
} from '@hearth/domain/bank-accounts';
import { useMutation } from '@tanstack/react-query';
import { useBankStepSuccess } from '@/features/bank/api/bank-step';
import { checkedByServer, httpClient } from '@/lib/http-client';

/** POST .../bank-accounts/autopay/decline: no automatic payments, and so no autopay discount. */
export async function declineAutopay(uuid: string): Promise<BankAccountsView> {
  return checkedByServer(
    import.meta.env.DEV && bankAccountsViewSchema,
    await httpClient.post(BANK_ACCOUNT_API_PATHS.declineAutopay(uuid)),
  );
}

export function useDeclineAutopay(uuid: string) {
  const onSuccess = useBankStepSuccess(uuid);
  return useMutation({ mutationFn: () => declineAutopay(uuid), onSuccess });
}
