import type { BankAccountsView, BankAccountView } from '@hearth/domain/bank-accounts';
import { autopayAprOf } from '@hearth/domain/offer-figures';
import type { Db } from '../../db/database';
import { type ApplicationRow, findApplication } from '../application/repository';
import { type AccountRow, accountsOf, current, type SelectedOffer } from './accounts';
import type { BankAccountDeps } from './deps';

function accountView(row: AccountRow): BankAccountView {
  return {
    id: row.id,
    purpose: row.purpose,
    source: row.source,
    institution: row.institution,
    accountName: row.accountName,
    accountType: row.accountType,
    mask: row.mask,
    ownership: row.ownership,
    createdAt: row.createdAt.toISOString(),
  };
}

/** What the bank pages show: every account (masked), the ones in use, and the rate with and without autopay. */
export async function readBankAccounts(
  db: Db,
  app: ApplicationRow,
  added?: AccountRow,
): Promise<BankAccountsView> {
  const rows = await accountsOf(db, app.uuid);
  const disbursement = current(rows, 'DISBURSEMENT');
  const autopay = current(rows, 'AUTOPAY');
  const selected = app.selectedOffer as unknown as SelectedOffer;
  return {
    status: app.status,
    accounts: rows.map(accountView),
    ...(disbursement ? { disbursement: accountView(disbursement) } : {}),
    ...(autopay ? { autopay: accountView(autopay) } : {}),
    rates: {
      apr: app.rate,
      autopayApr: selected ? autopayAprOf(selected.discountList ?? []) : null,
      autopay: selected?.autopay !== false && selected !== null,
    },
    ...(added ? { added: accountView(added) } : {}),
  };
}

/** The bank view of the calls, with the step outside the bank pages that takes an account again, if any. */
export async function bankAccountsView(
  deps: BankAccountDeps,
  app: ApplicationRow,
  added?: AccountRow,
): Promise<BankAccountsView> {
  const [view, reopenedFor] = await Promise.all([
    readBankAccounts(deps.db, app, added),
    deps.reopenedFor?.(app),
  ]);
  return reopenedFor ? { ...view, reopenedFor } : view;
}

/** The view after a write that may have moved the application. */
export async function reread(deps: BankAccountDeps, app: ApplicationRow, added?: AccountRow) {
  return bankAccountsView(deps, (await findApplication(deps.db, app.uuid)) ?? app, added);
}
