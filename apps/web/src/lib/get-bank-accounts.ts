import {
  BANK_ACCOUNT_API_PATHS,
  type BankAccountsView,
  bankAccountsViewSchema,
} from '@hearth/domain/bank-accounts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { checkedByServer, httpClient } from '@/lib/http-client';

/** GET .../bank-accounts: the accounts added (masked), the ones in use, the rate with and without autopay. */
export async function getBankAccounts(uuid: string): Promise<BankAccountsView> {
  return checkedByServer(
    import.meta.env.DEV && bankAccountsViewSchema,
    await httpClient.get(BANK_ACCOUNT_API_PATHS.accounts(uuid)),
  );
}

export const bankAccountsQueryKey = (uuid: string) => ['bank-accounts', uuid] as const;

export function useBankAccounts(uuid: string) {
  return useQuery(
    queryOptions({ queryKey: bankAccountsQueryKey(uuid), queryFn: () => getBankAccounts(uuid) }),
  );
}
