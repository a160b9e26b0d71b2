import { zonedCalendarDate } from '@hearth/domain/dates';
import { DRAW_RETURN_MESSAGES, type DrawReturnNext } from '@hearth/domain/draw-returns';
import { DomainError } from '@hearth/domain/errors';
import type { FundedLineView, LenderFundingView } from '@hearth/domain/funding';
import { allows } from '@hearth/domain/status-actions';
import type { Db } from '../../db/database';
import { type ApplicationRow, findApplication } from '../application/repository';
import {
  accountForReturnedDraw,
  autopayFromAccounts,
  keepAsAutopayAccount,
  keepAsDisbursementAccount,
} from '../bank-accounts/funding-accounts';
import { type AchEntryRow, entriesOf, type FundingDeps, nextOf } from './deps';
import { addEntry } from './draw';
import { lenderFundingView, lineView } from './views';

/** What a returned draw of this application waits for, or null (none returned, or not funding any more). */
export async function returnedDrawNext(db: Db, app: ApplicationRow): Promise<DrawReturnNext | null> {
  return app.status === 'FUNDABLE' ? nextOf(await entriesOf(db, app.uuid)) : null;
}

const conflict = (message: string) => new DomainError('STEP_OUT_OF_ORDER', message);

/**
 * The borrower sends a returned draw again, to another verified account (decision 0182): a new ACH entry (the next
 * attempt, a new sequence and trace number), written once whoever asks twice, and the account becomes the funds
 * account on file; the advance job writes and submits its file exactly as the first. A retry of a re-send already
 * made to the same account answers it and sends nothing more; after `MAX_DRAW_RETURNS` returns the lender calls.
 */
export async function resendDraw(
  deps: FundingDeps,
  app: ApplicationRow,
  accountId: string,
  options: {
    autopayToo?: boolean | undefined;
    /** Staff, after the call (decision 0187): how the borrower confirmed the account. */
    staffNote?: string | undefined;
  } = {},
): Promise<FundedLineView> {
  const entries = await entriesOf(deps.db, app.uuid);
  const latest = entries.at(-1);
  if (!latest) throw conflict(DRAW_RETURN_MESSAGES.nothingToResend);
  if (!latest.returnCode) return resentAlready(deps, app, latest, accountId);
  if (!allows(app.status, 'resendDraw')) throw conflict(DRAW_RETURN_MESSAGES.nothingToResend);
  // The borrower chooses while they may; after the last return allowed, only staff send it, after the call.
  const next = nextOf(entries);
  if (options.staffNote === undefined && next !== 'CHOOSE_ACCOUNT')
    throw conflict(DRAW_RETURN_MESSAGES.callBorrower);
  if (options.staffNote !== undefined && next !== 'CALL_BORROWER')
    throw conflict(DRAW_RETURN_MESSAGES.notCallingYet);
  const returned = entries.filter((e) => e.returnCode).map((e) => e.accountId);
  const account = await accountForReturnedDraw(deps.db, app.uuid, accountId, returned);
  // Automatic payments from the account the bank could not pay into would fail as well: moved when asked.
  const moveAutopay = options.autopayToo === true && (await autopayFromAccounts(deps.db, app.uuid, returned));
  const today = zonedCalendarDate(deps.now());
  const added = await deps.db.transaction(async (tx) => {
    const entry = await addEntry(
      tx,
      {
        applicationUuid: app.uuid,
        attempt: latest.attempt + 1,
        accountId: account.id,
        accountLabel: account.label,
        amountCents: latest.amountCents,
        ...(options.staffNote === undefined ? {} : { sentByStaffNote: options.staffNote }),
      },
      today,
    );
    if (entry) await keepAsDisbursementAccount(tx, app.uuid, account.id);
    if (entry && moveAutopay) await keepAsAutopayAccount(tx, app.uuid, account.id);
    return entry;
  });
  if (!added) {
    const winner = (await entriesOf(deps.db, app.uuid)).at(-1);
    if (winner) return resentAlready(deps, app, winner, accountId);
  }
  await deps.advance(app.uuid);
  return lineView(deps, app);
}

/**
 * The latest entry is not returned: the same re-send asked again (on its way or settled) answers it, anything else
 * is out of order.
 */
async function resentAlready(deps: FundingDeps, app: ApplicationRow, latest: AchEntryRow, accountId: string) {
  if (latest.attempt === 1 || latest.returnCode) throw conflict(DRAW_RETURN_MESSAGES.nothingToResend);
  if (latest.accountId !== accountId) throw conflict(DRAW_RETURN_MESSAGES.alreadyResent(latest.accountLabel));
  // The job may not have been queued if the first call died after the entry was written; the sweep would too.
  await deps.advance(app.uuid);
  return lineView(deps, app);
}

/**
 * Staff send a draw the borrower's bank returned the last time allowed, to the account the borrower confirmed on the
 * call (decision 0187): the borrower's re-send with the note kept on the new entry; the same rules otherwise (a
 * verified account of the borrower's, not one the money came back from; once, whoever asks twice).
 */
export async function lenderResendDraw(
  deps: FundingDeps,
  uuid: string,
  input: { accountId: string; note: string },
): Promise<LenderFundingView> {
  const app = await findApplication(deps.db, uuid);
  if (!app) throw new DomainError('NOT_FOUND', 'No application has that id.');
  await resendDraw(deps, app, input.accountId, { staffNote: input.note });
  return lenderFundingView(deps, uuid);
}
