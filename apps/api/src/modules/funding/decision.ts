import { zonedCalendarDate } from '@hearth/domain/dates';
import { DomainError } from '@hearth/domain/errors';
import { type FundedLineView, fundingAmounts, FUNDING_MESSAGES as MESSAGES } from '@hearth/domain/funding';
import { allows } from '@hearth/domain/status-actions';
import { type ApplicationRow, findApplication } from '../application/repository';
import { moveApplicationIn } from '../application/status-moves';
import { disbursementAccountOf } from '../bank-accounts/funding-accounts';
import { openConditions } from '../identity-verification/service';
import { fundingCostPicture } from './costs';
import { type FundingDeps, recordingOf } from './deps';
import { addEntry } from './draw';
import { fundings } from './schema';
import { lineView } from './views';

/** Why the automatic funding checks hold an application, or null when it may fund. */
async function fundingHold(deps: FundingDeps, app: ApplicationRow): Promise<string | null> {
  const recording = await recordingOf(deps.db, app.uuid);
  if (!recording?.recordedAt) return 'the deed is not yet recorded';
  const open = (await openConditions(deps.db, app.uuid)).length;
  if (open > 0) return `${open} task${open === 1 ? ' is' : 's are'} still open`;
  if (!(await disbursementAccountOf(deps.db, deps.encryptionKey, app.uuid)))
    return 'no verified account to send the draw to';
  return null;
}

/**
 * FUNDING_DECISION: the checks (the deed recorded, no task open, a verified disbursement account) pass, so the
 * funding is fixed: the amounts, the account and the entry's sequence are written in the same transaction as the
 * move (to DIRECT_DEBT_PAYOFF when liens are paid from the draw, else FUNDABLE), so they are fixed once.
 */
export async function decideFunding(
  deps: FundingDeps,
  app: ApplicationRow,
  by: { actor: 'job' | 'lender'; reason?: string },
): Promise<ApplicationRow | undefined> {
  if (by.actor === 'job' && (await fundingHold(deps, app)) !== null) return undefined;
  const account = await disbursementAccountOf(deps.db, deps.encryptionKey, app.uuid);
  if (!account) return undefined;
  // The cost picture at funding, with the notary who came and the payoffs (decision 0207): the amounts are fixed from it.
  const { picture, wires } = await fundingCostPicture(deps, app);
  const amounts = fundingAmounts(picture);
  const today = zonedCalendarDate(deps.now());
  const to = wires.length > 0 ? 'DIRECT_DEBT_PAYOFF' : 'FUNDABLE';
  const moved = await deps.db.transaction(async (tx) => {
    const row = await moveApplicationIn(tx, {
      uuid: app.uuid,
      from: 'FUNDING_DECISION',
      to,
      actor: by.actor,
      ...(by.reason ? { reason: by.reason } : {}),
    });
    if (!row) return undefined;
    await tx
      .insert(fundings)
      .values({ applicationUuid: app.uuid, ...amounts, wires })
      .onConflictDoNothing();
    if (amounts.netCents > 0)
      await addEntry(
        tx,
        {
          applicationUuid: app.uuid,
          attempt: 1,
          accountId: account.id,
          accountLabel: account.label,
          amountCents: amounts.netCents,
        },
        today,
      );
    return row;
  });
  if (moved) await deps.advance(app.uuid);
  return moved;
}

/** A staff member approves funding the automatic checks held (an open task waived, say): FUNDING_DECISION on. */
export async function approveFunding(deps: FundingDeps, uuid: string, note: string): Promise<FundedLineView> {
  const app = await findApplication(deps.db, uuid);
  if (!app) throw new DomainError('NOT_FOUND', 'No application has that id.');
  if (!allows(app.status, 'approveFunding'))
    throw new DomainError('STEP_OUT_OF_ORDER', MESSAGES.notFundingDecision);
  const moved = await decideFunding(deps, app, { actor: 'lender', reason: `funding approved: ${note}` });
  if (!moved) throw new DomainError('STEP_OUT_OF_ORDER', 'There is no verified account to send the draw to.');
  return lineView(deps, moved);
}
