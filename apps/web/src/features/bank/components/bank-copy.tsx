import {
  type BankAccountPurpose,
  type BankAccountsView,
  type BankAccountView,
  describeAccount,
  ownershipNotice,
} from '@hearth/domain/bank-accounts';
import { useEffect } from 'react';
import { paths } from '@/config/paths';

export const bankPage = (uuid: string, page: string) => paths.heloc.applicationPage.getHref(uuid, page);
/** The application's own address: the step router there picks the page for the new status. */
export const nextStep = (uuid: string) => paths.heloc.applicationPage.getHref(uuid, '');

/** The latest account added for a purpose, when it cannot be used: the page says why (spec section 8). */
export function unusableAccount(
  view: BankAccountsView,
  purpose: BankAccountPurpose,
): BankAccountView | undefined {
  const latest = view.accounts.filter((a) => a.purpose === purpose).at(-1);
  return latest && latest.ownership !== 'VERIFIED' ? latest : undefined;
}

export function useTitle(title: string) {
  useEffect(() => {
    document.title = title;
  }, [title]);
}

/** The spec's ownership text for an account we could not verify, and what the borrower can do about it. */
export function OwnershipNotice({ account }: { account: BankAccountView }) {
  return (
    <div className="notice" role="status">
      <p>
        <strong>{ownershipNotice(account)}</strong>
      </p>
      <p>
        {account.ownership === 'MISMATCH'
          ? 'The bank shows someone else as its owner. Use an account in your own name, or send us a bank statement showing you own this one from your tasks.'
          : 'Use another account, or connect this one through your bank.'}
      </p>
    </div>
  );
}

/** An account as the pages show it: its bank, type and last 4 digits, never the number. */
export function AccountName({ account }: { account: BankAccountView }) {
  return <>{describeAccount(account)}</>;
}
