import { describe, expect, it } from 'vitest';
import { holdDecisionSchema, holdDecisionsFor, MANUAL_HOLDS, manualHoldOf } from './manual-holds';
import { allows } from './status-actions';
import { canMove } from './status-machine';

describe('the manual-review holds decided in the console (decision 0253)', () => {
  it('lets the lender take every answer a hold offers, and only those', () => {
    for (const [status, hold] of Object.entries(MANUAL_HOLDS)) {
      expect(allows(status, hold.action), status).toBe(true);
      for (const to of hold.approveTo) expect(canMove(status, to, 'lender'), `${status} -> ${to}`).toBe(true);
      expect(canMove(status, 'DECLINED', 'lender'), status).toBe(true);
      expect(canMove(status, 'REVISED_OFFER_SELECTION', 'lender'), status).toBe(hold.counterOffer);
    }
  });

  it('gives the payoff hold and the BPO hold lender moves they lacked', () => {
    expect(canMove('PAYOFF_REQUEST_PENDING', 'PREQUAL_TITLE', 'lender')).toBe(true);
    expect(canMove('PAYOFF_REQUEST_PENDING', 'NAV_BPO_ORDER_REQUEST', 'lender')).toBe(true);
    expect(canMove('NAV_BPO_PROCESSING', 'PREQUAL_TITLE', 'lender')).toBe(true);
    expect(canMove('NAV_BPO_PROCESSING', 'APPRAISAL_REVIEW', 'lender')).toBe(false);
  });

  it('offers a counter-offer only where the machine has one', () => {
    expect(holdDecisionsFor('DELINQUENCY_REVIEW')).toEqual(['APPROVE', 'DECLINE']);
    expect(holdDecisionsFor('OWNERSHIP_REVIEW')).toEqual(['APPROVE', 'DECLINE']);
    expect(holdDecisionsFor('NAV_BPO_PROCESSING')).toEqual(['APPROVE', 'COUNTER_OFFER', 'DECLINE']);
    expect(holdDecisionsFor('FINAL_OFFER')).toEqual([]);
    expect(manualHoldOf('toString')).toBeUndefined();
    expect(manualHoldOf(undefined)).toBeUndefined();
  });

  it('needs one to four reasons for a decline', () => {
    expect(holdDecisionSchema.safeParse({ decision: 'DECLINE', note: 'x' }).success).toBe(false);
    expect(
      holdDecisionSchema.safeParse({ decision: 'DECLINE', note: 'x', reasons: ['INSUFFICIENT_INCOME'] })
        .success,
    ).toBe(true);
    expect(holdDecisionSchema.safeParse({ decision: 'APPROVE', note: '  ' }).success).toBe(false);
  });
});
