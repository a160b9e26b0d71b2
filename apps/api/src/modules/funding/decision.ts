import { CONSOLE_MESSAGES, type FundingPreparationView } from '@hearth/domain/console';
import { zonedCalendarDate } from '@hearth/domain/dates';
import { DomainError } from '@hearth/domain/errors';
import { type FundedLineView, fundingAmounts, FUNDING_MESSAGES as MESSAGES } from '@hearth/domain/funding';
import { allows } from '@hearth/domain/status-actions';
import { and, eq, isNull, ne } from 'drizzle-orm';
import { type ApplicationRow, findApplication } from '../application/repository';
import { moveApplicationIn } from '../application/status-moves';
import { disbursementAccountOf } from '../bank-accounts/funding-accounts';
import { openConditions } from '../identity-verification/service';
import { fundingCostPicture } from './costs';
import { type FundingDeps, recordingOf } from './deps';
import { addEntry } from './draw';
import { fundingPreparations, fundings } from './schema';
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

/** The preparation of a file for funding, as the console shows it, or null. */
export async function fundingPreparationOf(
  deps: Pick<FundingDeps, 'db'>,
  uuid: string,
): Promise<FundingPreparationView | null> {
  const [row] = await deps.db
    .select()
    .from(fundingPreparations)
    .where(eq(fundingPreparations.applicationUuid, uuid))
    .limit(1);
  if (!row) return null;
  return {
    preparedBy: row.preparedBy,
    preparedAt: row.preparedAt.toISOString(),
    note: row.note,
    approvedBy: row.approvedBy,
    approvedAt: row.approvedAt?.toISOString() ?? null,
  };
}

/**
 * A staff member prepares a file the automatic checks held for a funding approval (issue 24 item 5, decision
 * 0230): who did it and what they checked. Once per file: a retry, or someone else preparing again, answers the
 * preparation as it stands.
 */
export async function prepareFunding(
  deps: FundingDeps,
  uuid: string,
  preparedBy: string,
  note: string,
): Promise<FundingPreparationView> {
  const app = await findApplication(deps.db, uuid);
  if (!app) throw new DomainError('NOT_FOUND', 'No application has that id.');
  if (!allows(app.status, 'approveFunding'))
    throw new DomainError('STEP_OUT_OF_ORDER', MESSAGES.notFundingDecision);
  await deps.db
    .insert(fundingPreparations)
    .values({ applicationUuid: uuid, preparedBy, note, preparedAt: deps.now() })
    .onConflictDoNothing();
  const preparation = await fundingPreparationOf(deps, uuid);
  if (!preparation) throw new Error('funding preparation missing after insert');
  return preparation;
}

/**
 * A staff member approves funding the automatic checks held (an open task waived, say): FUNDING_DECISION on.
 * Four eyes (decision 0230): the file must have been prepared, and by someone else; the approval is claimed in one
 * statement guarded on both (a CHECK in the table says the same), so two requests cannot slip past it.
 */
export async function approveFunding(
  deps: FundingDeps,
  uuid: string,
  note: string,
  approvedBy: string,
): Promise<FundedLineView> {
  const app = await findApplication(deps.db, uuid);
  if (!app) throw new DomainError('NOT_FOUND', 'No application has that id.');
  if (!allows(app.status, 'approveFunding'))
    throw new DomainError('STEP_OUT_OF_ORDER', MESSAGES.notFundingDecision);
  const preparation = await fundingPreparationOf(deps, uuid);
  if (!preparation) throw new DomainError('STEP_OUT_OF_ORDER', CONSOLE_MESSAGES.fundingNotPrepared);
  if (preparation.preparedBy === approvedBy)
    throw new DomainError('FORBIDDEN', CONSOLE_MESSAGES.fundingOwnFile);
  const [claimed] = await deps.db
    .update(fundingPreparations)
    .set({ approvedBy, approvedAt: deps.now() })
    .where(
      and(
        eq(fundingPreparations.applicationUuid, uuid),
        isNull(fundingPreparations.approvedBy),
        ne(fundingPreparations.preparedBy, approvedBy),
      ),
    )
    .returning({ uuid: fundingPreparations.applicationUuid });
  if (!claimed) throw new DomainError('STEP_OUT_OF_ORDER', MESSAGES.notFundingDecision);
  const moved = await decideFunding(deps, app, { actor: 'lender', reason: `funding approved: ${note}` });
  if (!moved) {
    // Nothing moved: the approval is given back, so it can be given again once the account is fixed.
    await deps.db
      .update(fundingPreparations)
      .set({ approvedBy: null, approvedAt: null })
      .where(
        and(eq(fundingPreparations.applicationUuid, uuid), eq(fundingPreparations.approvedBy, approvedBy)),
      );
    throw new DomainError('STEP_OUT_OF_ORDER', 'There is no verified account to send the draw to.');
  }
  return lineView(deps, moved);
}
