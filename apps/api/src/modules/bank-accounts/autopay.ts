import { type BankAccountsView, BANK_ACCOUNT_MESSAGES as MESSAGES } from '@hearth/domain/bank-accounts';
import { DomainError } from '@hearth/domain/errors';
import { allows } from '@hearth/domain/status-actions';
import { and, eq } from 'drizzle-orm';
import type { ApplicationRow } from '../application/repository';
import { moveApplication, moveApplicationIn, staleMoveError } from '../application/status-moves';
import { accountsOf, current, existingAccount, keepFor, type SelectedOffer } from './accounts';
import type { BankAccountDeps } from './deps';
import { bankAccounts } from './schema';
import { conflict, moveFor, purposeFor, withAutopay } from './steps';
import { bankAccountsView, reread } from './view';

/** `bank/autopay`: automatic payments from an account already verified (the funds account, usually). */
export async function chooseAutopayAccount(
  deps: BankAccountDeps,
  app: ApplicationRow,
  accountId: string,
): Promise<BankAccountsView> {
  const [source] = await deps.db
    .select()
    .from(bankAccounts)
    .where(and(eq(bankAccounts.id, accountId), eq(bankAccounts.applicationUuid, app.uuid)));
  if (!source) throw new DomainError('NOT_FOUND', MESSAGES.unknownAccount);
  if (source.ownership !== 'VERIFIED')
    throw new DomainError('VALIDATION_FAILED', MESSAGES.accountNotVerified);
  const repeat = await existingAccount(deps.db, app.uuid, 'AUTOPAY', source.accountFingerprint);
  if (repeat && app.status !== 'AUTOPAY') return bankAccountsView(deps, app, repeat);
  await purposeFor(deps, app, 'AUTOPAY');
  const saved = await deps.db.transaction(async (tx) => {
    const row = await keepFor(tx, source, 'AUTOPAY');
    const move = moveFor(app, 'AUTOPAY');
    if (move && !(await moveApplicationIn(tx, move))) throw staleMoveError(move.from, move.to);
    return row;
  });
  return reread(deps, app, saved ?? repeat);
}

/** `bank/autopay`: the borrower pays each month themselves; the offer loses its autopay discount. */
export async function declineAutopay(deps: BankAccountDeps, app: ApplicationRow): Promise<BankAccountsView> {
  if (app.status === 'GEN_APP_DISCLOSURES' && (app.selectedOffer as SelectedOffer)?.autopay === false)
    return bankAccountsView(deps, app);
  if (!allows(app.status, 'chooseAutopay')) throw conflict(MESSAGES.wrongStatus);
  const rows = await accountsOf(deps.db, app.uuid);
  if (!current(rows, 'DISBURSEMENT')) throw conflict(MESSAGES.noDisbursementAccount);
  const moved = await moveApplication(deps.db, {
    uuid: app.uuid,
    from: 'AUTOPAY',
    to: 'GEN_APP_DISCLOSURES',
    actor: 'borrower',
    patch: { selectedOffer: withAutopay(app, false) },
  });
  return bankAccountsView(deps, moved);
}
