import {
  BANK_ACCOUNT_API_PATHS,
  type BankAccountsView,
  bankAccountsViewSchema,
  type ManualBankAccount,
} from '@hearth/domain/bank-accounts';
import { useMutation } from '@tanstack/react-query';
import { useBankStepSuccess } from '@/features/bank/api/bank-step';
import { checkedByServer, httpClient } from '@/lib/http-client';

/** POST .../bank-accounts/manual; the key makes a retried submission of the same form answer the first result. */
export async function addManualAccount(
  uuid: string,
  body: ManualBankAccount,
  idempotencyKey: string,
): Promise<BankAccountsView> {
  return checkedByServer(
    import.meta.env.DEV && bankAccountsViewSchema,
    await httpClient.post(BANK_ACCOUNT_API_PATHS.manual(uuid), body, {
      headers: { 'Idempotency-Key': idempotencyKey },
    }),
  );
}

export function useAddManualAccount(uuid: string) {
  const onSuccess = useBankStepSuccess(uuid);
  return useMutation({
    mutationFn: ({ body, key }: { body: ManualBankAccount; key: string }) =>
      addManualAccount(uuid, body, key),
    onSuccess,
  });
}
