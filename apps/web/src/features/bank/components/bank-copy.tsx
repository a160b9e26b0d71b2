import { type BankAccountView, describeAccount } from '@hearth/domain/bank-accounts';
import type { ApplicationPageHref } from '@hearth/domain/step-router';
import { useEffect } from 'react';
import { paths } from '@/config/paths';

export const bankPage = (uuid: string, page: ApplicationPageHref) =>
  paths.heloc.applicationPage.getHref(uuid, page);
/** The application's own address: the step router there picks the page for the new status. */
export const nextStep = (uuid: string) => paths.heloc.applicationPage.getHref(uuid, '');

export function useTitle(title: string) {
  useEffect(() => {
    document.title = title;
  }, [title]);
}

/** An account as the pages show it: its bank, type and last 4 digits, never the number. */
export function AccountName({ account }: { account: BankAccountView }) {
  return <>{describeAccount(account)}</>;
}
