import { BANK_ACCOUNT_MESSAGES as MESSAGES } from '@hearth/domain/bank-accounts';
import { DRAW_RETURN_MESSAGES } from '@hearth/domain/draw-returns';
import { DomainError } from '@hearth/domain/errors';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { decryptField } from '../../db/field-crypto';
import { type AccountRow, accountLabel, accountsOf, current, type Executor, keepFor } from './accounts';
import { bankAccounts } from './schema';

/** An account with its numbers decrypted, for the funding file only. */
function withNumbers(encryptionKey: Uint8Array, account: AccountRow) {
  return {
    id: account.id,
    label: accountLabel(account),
    accountType: account.accountType,
    routingNumber: decryptField(encryptionKey, account.routingNumberEncrypted),
    accountNumber: decryptField(encryptionKey, account.accountNumberEncrypted),
  };
}
type FundingAccount = ReturnType<typeof withNumbers>;

/** The verified account the initial draw is sent to, with its numbers decrypted, for the funding file only. */
export async function disbursementAccountOf(db: Db, encryptionKey: Uint8Array, uuid: string) {
  const account = current(await accountsOf(db, uuid), 'DISBURSEMENT');
  return account ? withNumbers(encryptionKey, account) : undefined;
}

/** The account an ACH entry names (decision 0182), with its numbers decrypted, for the funding file only. */
export async function fundingAccountOf(
  db: Db,
  encryptionKey: Uint8Array,
  uuid: string,
  accountId: string,
): Promise<FundingAccount | undefined> {
  const account = (await accountsOf(db, uuid)).find((row) => row.id === accountId);
  return account ? withNumbers(encryptionKey, account) : undefined;
}

const fingerprintsOf = (rows: AccountRow[], ids: readonly string[]) =>
  new Set(rows.filter((r) => ids.includes(r.id)).map((r) => r.accountFingerprint));

/**
 * The verified accounts a returned draw may go to (decision 0182): one per account (the same numbers added for
 * funds and for autopay are one), the one added or chosen last first, none the bank already sent the money back
 * from (`returnedIds`, compared by the account's numbers).
 */
export async function accountsForReturnedDraw(db: Db, uuid: string, returnedIds: readonly string[]) {
  const rows = await accountsOf(db, uuid);
  const seen = fingerprintsOf(rows, returnedIds);
  const choices: { id: string; account: string }[] = [];
  for (const row of [...rows].reverse()) {
    if (row.ownership !== 'VERIFIED' || seen.has(row.accountFingerprint)) continue;
    seen.add(row.accountFingerprint);
    choices.push({ id: row.id, account: accountLabel(row) });
  }
  return choices;
}

/**
 * The account a returned draw goes to next (decision 0182), or why it cannot, as the borrower reads it: another
 * application's (or no) account is not found; one we could not verify, or one the money came back from, is
 * refused.
 */
export async function accountForReturnedDraw(
  db: Db,
  uuid: string,
  accountId: string,
  returnedIds: readonly string[],
): Promise<{ id: string; label: string }> {
  const rows = await accountsOf(db, uuid);
  const chosen = rows.find((r) => r.id === accountId);
  if (!chosen) throw new DomainError('NOT_FOUND', MESSAGES.unknownAccount);
  if (chosen.ownership !== 'VERIFIED')
    throw new DomainError('VALIDATION_FAILED', MESSAGES.accountNotVerified);
  if (fingerprintsOf(rows, returnedIds).has(chosen.accountFingerprint))
    throw new DomainError('VALIDATION_FAILED', DRAW_RETURN_MESSAGES.returnedAccount);
  return { id: chosen.id, label: accountLabel(chosen) };
}

/** A returned draw sent again to this account (decision 0182): from now on it is the funds account on file. */
export async function keepAsDisbursementAccount(
  tx: Executor,
  uuid: string,
  accountId: string,
): Promise<void> {
  const [source] = await tx
    .select()
    .from(bankAccounts)
    .where(and(eq(bankAccounts.id, accountId), eq(bankAccounts.applicationUuid, uuid)));
  if (source) await keepFor(tx, source, 'DISBURSEMENT');
}

/**
 * Automatic payments would come from an account the bank sent a draw back from (decision 0182): the current
 * autopay account is one of `accountIds` (by its numbers, whatever the purpose of the row).
 */
export async function autopayFromAccounts(
  db: Db,
  uuid: string,
  accountIds: readonly string[],
): Promise<boolean> {
  const rows = await accountsOf(db, uuid);
  const autopay = current(rows, 'AUTOPAY');
  return rows.some((r) => accountIds.includes(r.id) && r.accountFingerprint === autopay?.accountFingerprint);
}

/** The account a returned draw went to again also takes the automatic payments from now on (decision 0182). */
export async function keepAsAutopayAccount(tx: Executor, uuid: string, accountId: string): Promise<void> {
  const [source] = await tx
    .select()
    .from(bankAccounts)
    .where(and(eq(bankAccounts.id, accountId), eq(bankAccounts.applicationUuid, uuid)));
  if (source) await keepFor(tx, source, 'AUTOPAY');
}
