import {
  BANK_ACCOUNT_PURPOSES,
  BANK_LINK_STORAGE_KEY,
  type BankAccountPurpose,
} from '@hearth/domain/bank-accounts';

/**
 * The link in progress, kept in session storage while the borrower is at their bank: `plaid-oauth-success` is a
 * top-level route without the application id, so it reads it back from here (spec section 2).
 */
export interface PendingBankLink {
  uuid: string;
  purpose: BankAccountPurpose;
  linkId: string;
}

function session(): Storage | undefined {
  try {
    return globalThis.sessionStorage;
  } catch {
    return undefined;
  }
}

export function savePendingBankLink(link: PendingBankLink): void {
  session()?.setItem(BANK_LINK_STORAGE_KEY, JSON.stringify(link));
}

export function readPendingBankLink(): PendingBankLink | null {
  try {
    const value = JSON.parse(session()?.getItem(BANK_LINK_STORAGE_KEY) ?? 'null') as Partial<PendingBankLink>;
    if (
      typeof value?.uuid === 'string' &&
      typeof value.linkId === 'string' &&
      (BANK_ACCOUNT_PURPOSES as readonly unknown[]).includes(value.purpose)
    )
      return value as PendingBankLink;
  } catch {
    // A value someone else wrote: as if there were none.
  }
  return null;
}

export function clearPendingBankLink(): void {
  session()?.removeItem(BANK_LINK_STORAGE_KEY);
}
