import { describe, expect, it } from 'vitest';
import { shouldAutoReroute } from './application-status';
import { pendingStatusMessages } from './status-words';
import { autoReroute, type RoutableApplication } from './step-router';

const uuid = '3f1c1f9e-7a47-4a5b-9c1e-0a2b3c4d5e6f';
const base = '/account/heloc';
const profile = { uuid: 'p1' };
const app = (
  checklistStatus: string,
  extra: Partial<RoutableApplication['status']> = {},
): RoutableApplication => ({
  uuid,
  status: { checklistStatus, ...extra },
});
const at = (page: string) => `${base}/${uuid}/${page}`;

describe('automatic re-route of a pending status (spec section 4, decision 0248)', () => {
  it('a pending status with no page of its own waits behind the loader', () => {
    for (const status of [
      'WAITING_FOR_SOFT_CREDIT',
      'WAITING_FOR_INITIAL_OFFERS',
      'HARD_CREDIT_PULL',
      'IN_PROGRESS',
    ]) {
      expect(autoReroute(app(status), profile, at('start/profile'), base)).toEqual({ action: 'wait' });
    }
  });

  it('a pending status with a page goes to it, and stays once there', () => {
    const go = autoReroute(app('GEN_NOTE_SIGNING'), profile, at('liens'), base);
    expect(go.action).toBe('go');
    expect(go.action === 'go' && go.route.path).toBe(`/${uuid}/review-app/signdocs`);
    expect(autoReroute(app('GEN_NOTE_SIGNING'), profile, `${at('review-app/signdocs')}/`, base)).toEqual({
      action: 'stay',
    });
    expect(autoReroute(app('PREQUAL_TITLE'), profile, at('bank/disburse'), base)).toMatchObject({
      action: 'go',
    });
  });

  it('the timeout page itself does not wait again (the polling gave up there)', () => {
    expect(autoReroute(app('WAITING_FOR_SOFT_CREDIT'), profile, at('error/timeout'), base)).toEqual({
      action: 'stay',
    });
  });

  it('the disclosures, the tasks and the signing help stay open while the system works', () => {
    for (const page of [
      'document/disclosures',
      'conditions',
      'conditions/upload-document',
      'signing/support',
    ]) {
      expect(autoReroute(app('GEN_NOTE_SIGNING'), profile, at(page), base)).toEqual({ action: 'stay' });
      expect(shouldAutoReroute({ status: 'WAITING_FOR_SOFT_CREDIT', pathname: at(page) })).toBe(false);
    }
  });

  it('a DECLINE goes to the decline page from anywhere but the disclosures; tasks do not hold it', () => {
    const declined = app('OFFER_SELECTION', { uwDecision: 'DECLINE' });
    expect(autoReroute(declined, profile, at('conditions'), base)).toMatchObject({ action: 'go' });
    expect(autoReroute(declined, profile, at('document/disclosures'), base)).toEqual({ action: 'stay' });
  });

  it('an actionable status is left alone', () => {
    expect(autoReroute(app('LIEN_VERIFICATION'), profile, at('product/select'), base)).toEqual({
      action: 'stay',
    });
  });
});

describe("the full-screen loader's messages", () => {
  it('the pre-qualification says the soft pull onwards; anything else says plain words', () => {
    expect(pendingStatusMessages('WAITING_FOR_SOFT_CREDIT')[0]).toBe('Checking your credit with a soft pull');
    expect(pendingStatusMessages('HARD_CREDIT_PULL')[0]).toBe('Getting your full credit report');
    expect(pendingStatusMessages('IN_PROGRESS')[0]).toBe('Working on your application');
  });
});
