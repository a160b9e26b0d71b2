import {
  BANK_ACCOUNT_API_PATHS,
  type BankAccountsView,
  bankAccountsViewSchema,
  type ExchangeBankLink,
} from '@hearth/domain/bank-accounts';
import { checkedByServer, httpClient } from '@/lib/http-client';

/** POST .../bank-accounts/link/exchange: the public token the bank page returned with, exchanged once. */
export async function exchangeBankLink(uuid: string, body: ExchangeBankLink): Promise<BankAccountsView> {
  return checkedByServer(
    import.meta.env.DEV && bankAccountsViewSchema,
    await httpClient.post(BANK_ACCOUNT_API_PATHS.exchange(uuid), body, {
      headers: { 'Idempotency-Key': `bank-link-${body.linkId}` },
    }),
  );
}
