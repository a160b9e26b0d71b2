import { DomainError } from '@hearth/domain/errors';
import { type HoldDecisionBody, MANUAL_HOLD_MESSAGES, manualHoldOf } from '@hearth/domain/manual-holds';
import { allows } from '@hearth/domain/status-actions';
import type { ApplicationRow } from '../application/repository';
import { moveApplication } from '../application/status-moves';
import type { CollateralDeps } from '../collateral/deps';
import { settleOwnership } from '../collateral/title';
import { valuationStep } from '../collateral/valuation';
import { declineWithNotice, offerFromReview } from '../final-decision/service';

/**
 * A reviewer's answer on a file held for manual review (issue 24 item 5, decision 0253): underwriting review,
 * delinquency, incorrect ownership, the payoff hold or the BPO hold. A decline states its reasons on the adverse-action
 * notice the borrower receives; a counter-offer sends the borrower back to pick a smaller line where the hold has one;
 * an approval moves the file to the step the hold was keeping it from. Answers the file's new status.
 */
export async function decideHold(
  deps: CollateralDeps,
  row: ApplicationRow,
  body: HoldDecisionBody,
): Promise<{ uuid: string; status: string }> {
  const hold = manualHoldOf(row.status);
  if (!hold || !allows(row.status, hold.action))
    throw new DomainError('STEP_OUT_OF_ORDER', MANUAL_HOLD_MESSAGES.notHeld);
  if (body.decision === 'COUNTER_OFFER' && !hold.counterOffer)
    throw new DomainError('VALIDATION_FAILED', MANUAL_HOLD_MESSAGES.noCounterOffer);
  const note = `${hold.name.toLowerCase()}: ${body.note}`;
  const answer = (moved: { status: string }) => ({ uuid: row.uuid, status: moved.status });
  if (body.decision === 'DECLINE')
    return answer(await declineWithNotice(deps, row, body.reasons ?? [], note));
  if (body.decision === 'COUNTER_OFFER')
    return answer(await offerFromReview(deps, row, 'REVISED_OFFER_SELECTION', note));
  switch (hold.status) {
    case 'UNDERWRITING_REVIEW':
      return answer(await offerFromReview(deps, row, 'FINAL_OFFER', note));
    case 'OWNERSHIP_REVIEW':
      return answer(await settleOwnership(deps, row, { decision: 'CONFIRM_OWNER', note: body.note }));
    case 'DELINQUENCY_REVIEW':
      return answer(
        await moveApplication(deps.db, {
          uuid: row.uuid,
          from: row.status,
          to: 'INCOME_VERIFICATION',
          actor: 'lender',
          reason: note,
        }),
      );
    case 'PAYOFF_REQUEST_PENDING':
    case 'NAV_BPO_PROCESSING': {
      const moved = await moveApplication(deps.db, {
        uuid: row.uuid,
        from: row.status,
        to: hold.status === 'NAV_BPO_PROCESSING' ? 'PREQUAL_TITLE' : valuationStep(row),
        actor: 'lender',
        reason: note,
      });
      await deps.advance(row.uuid);
      return answer(moved);
    }
  }
}
