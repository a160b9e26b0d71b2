import { describe, expect, it } from 'vitest';
import { APPLICATION_STATUSES } from './enum-values';
import { actionsAllowedIn, allows, STATUS_ACTIONS, type StatusAction } from './status-actions';
import { CLOSED_STATUSES, movesFrom } from './status-machine';

const actions = Object.keys(STATUS_ACTIONS) as StatusAction[];

describe('what each status allows (issue 18 item 10)', () => {
  it('names only statuses that exist, and none that is closed', () => {
    for (const action of actions) {
      for (const status of STATUS_ACTIONS[action].in) {
        expect(APPLICATION_STATUSES).toContain(status);
        expect(CLOSED_STATUSES as readonly string[]).not.toContain(status);
      }
    }
  });

  it('allows a step only where the status machine lets the application move on after it', () => {
    // Withdrawing and declining are open almost everywhere; a step needs a move of its own.
    for (const action of actions) {
      const rule = STATUS_ACTIONS[action];
      for (const status of rule.in) {
        const own = movesFrom(status).filter(
          (move) =>
            move.by === rule.movedOnBy &&
            move.to !== 'DECLINED' &&
            (action === 'cancelLine' || move.to !== 'CANCELLED'),
        );
        expect(own, `${action} in ${status}`).not.toEqual([]);
      }
    }
  });

  it('answers by status, and refuses a status it does not know', () => {
    expect(allows('FINAL_OFFER', 'acceptFinalOffer')).toBe(true);
    expect(allows('LIEN_VERIFICATION', 'acceptFinalOffer')).toBe(false);
    expect(allows('AUTOPAY', 'addDisbursementAccount')).toBe(true);
    expect(allows(undefined, 'bookNotary')).toBe(false);
    expect(allows('NOT_A_STATUS', 'bookNotary')).toBe(false);
    expect(actionsAllowedIn('AUTOPAY')).toEqual(['addDisbursementAccount', 'chooseAutopay']);
    expect(actionsAllowedIn('COMPLETE')).toEqual([]);
  });
});
