import {
  type BankAccountPurpose,
  type BankAccountsView,
  BANK_ACCOUNT_MESSAGES as MESSAGES,
} from '@hearth/domain/bank-accounts';
import { DomainError } from '@hearth/domain/errors';
import { allows } from '@hearth/domain/status-actions';
import type { ApplicationRow } from '../application/repository';
import {
  type ApplicationMove,
  moveApplication,
  moveApplicationIn,
  staleMoveError,
} from '../application/status-moves';
import { accountsOf, current } from './accounts';
import type { BankAccountDeps } from './deps';
import { bankAccountsView } from './view';

/** Which kind of account each status takes (decision 0161). */
export const PURPOSE_OF: Partial<Record<string, BankAccountPurpose>> = {
  DISBURSEMENT_ACCOUNT: 'DISBURSEMENT',
  AUTOPAY: 'AUTOPAY',
};

export const conflict = (message: string) => new DomainError('STEP_OUT_OF_ORDER', message);

/**
 * The step takes this kind of account. In AUTOPAY without a verified funds account on file (the spec's router
 * sends that case to bank/disburse) the funds account is taken too, and the application stays in AUTOPAY.
 */
export async function purposeFor(
  deps: BankAccountDeps,
  app: ApplicationRow,
  purpose: BankAccountPurpose,
): Promise<void> {
  const open = PURPOSE_OF[app.status];
  if (!open) {
    if ((await deps.reopenedFor?.(app)) === purpose) return;
    throw conflict(MESSAGES.wrongStatus);
  }
  if (open === purpose) return;
  const missingFunds =
    app.status === 'AUTOPAY' &&
    purpose === 'DISBURSEMENT' &&
    !current(await accountsOf(deps.db, app.uuid), 'DISBURSEMENT');
  if (!missingFunds) throw conflict(MESSAGES.wrongPurpose);
}

/** The move a verified account makes: the funds account leads to autopay, the autopay account to confirmation. */
export function moveFor(app: ApplicationRow, purpose: BankAccountPurpose): ApplicationMove | undefined {
  if (purpose === 'DISBURSEMENT' && app.status === 'DISBURSEMENT_ACCOUNT')
    return { uuid: app.uuid, from: app.status, to: 'AUTOPAY', actor: 'borrower' };
  if (purpose === 'AUTOPAY' && app.status === 'AUTOPAY')
    return {
      uuid: app.uuid,
      from: app.status,
      to: 'VERIFIED_AUTOPAY',
      actor: 'borrower',
      patch: { selectedOffer: withAutopay(app, true) },
    };
  return undefined;
}

export function withAutopay(app: ApplicationRow, autopay: boolean): Record<string, unknown> | null {
  return app.selectedOffer ? { ...app.selectedOffer, autopay } : null;
}

/** `bank/confirm`: both accounts as the borrower checked them; the documents are prepared next. */
export async function confirmBankAccounts(
  deps: BankAccountDeps,
  app: ApplicationRow,
): Promise<BankAccountsView> {
  if (app.status === 'GEN_APP_DISCLOSURES') return bankAccountsView(deps, app);
  if (!allows(app.status, 'confirmAccounts')) throw conflict(MESSAGES.wrongStatus);
  const rows = await accountsOf(deps.db, app.uuid);
  if (!current(rows, 'DISBURSEMENT')) throw conflict(MESSAGES.noDisbursementAccount);
  if (!current(rows, 'AUTOPAY')) throw conflict(MESSAGES.noAutopayAccount);
  const moved = await moveApplication(deps.db, {
    uuid: app.uuid,
    from: 'VERIFIED_AUTOPAY',
    to: 'GEN_APP_DISCLOSURES',
    actor: 'borrower',
  });
  return bankAccountsView(deps, moved);
}

/**
 * A "Change" link of `bank/confirm` or `bank/autopay`: back to the step that takes that account. The accounts
 * stay on record; the next verified one is the one in use.
 */
export async function changeBankAccount(
  deps: BankAccountDeps,
  app: ApplicationRow,
  purpose: BankAccountPurpose,
): Promise<BankAccountsView> {
  const target = purpose === 'DISBURSEMENT' ? 'DISBURSEMENT_ACCOUNT' : 'AUTOPAY';
  if (app.status === target) return bankAccountsView(deps, app);
  const path =
    app.status === 'VERIFIED_AUTOPAY'
      ? purpose === 'AUTOPAY'
        ? ['AUTOPAY']
        : ['AUTOPAY', 'DISBURSEMENT_ACCOUNT']
      : app.status === 'AUTOPAY' && purpose === 'DISBURSEMENT'
        ? ['DISBURSEMENT_ACCOUNT']
        : null;
  if (!path) throw conflict(MESSAGES.wrongStatus);
  const moved = await deps.db.transaction(async (tx) => {
    let from = app.status;
    let row: ApplicationRow | undefined;
    for (const to of path as ('AUTOPAY' | 'DISBURSEMENT_ACCOUNT')[]) {
      row = await moveApplicationIn(tx, { uuid: app.uuid, from, to, actor: 'borrower' });
      if (!row) throw staleMoveError(from, to);
      from = to;
    }
    return row;
  });
  return bankAccountsView(deps, moved ?? app);
}
