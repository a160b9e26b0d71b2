import {
  BANK_ACCOUNT_API_PATHS,
  type BankAccountPurpose,
  type BankLinkStarted,
  bankLinkStartedSchema,
} from '@hearth/domain/bank-accounts';
import { useMutation } from '@tanstack/react-query';
import { checkedByServer, httpClient } from '@/lib/http-client';

/** POST .../bank-accounts/link-token: a link token and the bank-link vendor's page to go to. */
export async function startBankLink(uuid: string, purpose: BankAccountPurpose): Promise<BankLinkStarted> {
  return checkedByServer(
    import.meta.env.DEV && bankLinkStartedSchema,
    await httpClient.post(BANK_ACCOUNT_API_PATHS.linkToken(uuid), { purpose }),
  );
}

export function useStartBankLink(uuid: string) {
  return useMutation({ mutationFn: (purpose: BankAccountPurpose) => startBankLink(uuid, purpose) });
}
