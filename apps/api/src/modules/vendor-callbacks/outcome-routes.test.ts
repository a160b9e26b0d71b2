import {
  type IdentityVerificationView,
  IDENTITY_VERIFICATION_API_PATHS as PATHS,
} from '@hearth/domain/identity-verification';
import { SANDBOX_OUTCOME_PATHS, type SandboxOutcomesView } from '@hearth/domain/sandbox-outcomes';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { sandboxRightAnswers } from '../../providers/identity-verification/sandbox-identity-verification';
import { setupTestApp, type TestApp } from '../../test/test-app';
import { moveApplication } from '../application/status-moves';
import { acceptedApplication, statusAfter, vendorQueueIdle } from '../hard-pull/test-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await setupTestApp();
});
afterEach(() => t.app.vendors.forcedOutcomes.clear());

const outcomes = async () =>
  (await t.app.inject({ method: 'GET', url: SANDBOX_OUTCOME_PATHS.list })).json() as SandboxOutcomesView;
const force = (vendor: string, outcome: string) =>
  t.app.inject({ method: 'PUT', url: SANDBOX_OUTCOME_PATHS.one(vendor), payload: { outcome } });

describe("forcing a sandbox vendor's next outcome (decision 0251)", () => {
  it('lists every forceable outcome, forces one, clears it, and refuses what does not exist', async () => {
    const initial = await outcomes();
    expect(initial.vendors.find((v) => v.vendor === 'identity')).toMatchObject({
      next: null,
      outcomes: expect.arrayContaining([{ outcome: 'FAIL', label: 'Identity check fails' }]),
    });
    const set = await force('flood', 'HAZARD');
    expect(set.statusCode, set.body).toBe(200);
    expect((await outcomes()).vendors.find((v) => v.vendor === 'flood')?.next).toBe('HAZARD');
    const cleared = await t.app.inject({ method: 'DELETE', url: SANDBOX_OUTCOME_PATHS.one('flood') });
    expect(cleared.statusCode).toBe(200);
    expect((await outcomes()).vendors.find((v) => v.vendor === 'flood')?.next).toBeNull();

    const noVendor = await force('bureau-of-magic', 'PASS');
    expect(noVendor.statusCode).toBe(400);
    expect(noVendor.json().message).toMatch(/There is no sandbox vendor named bureau-of-magic/);
    const noOutcome = await force('identity', 'MAYBE');
    expect(noOutcome.statusCode).toBe(400);
    expect(noOutcome.json().message).toBe(
      'The identity sandbox has no outcome named MAYBE. Choose one of: PASS, FAIL, REVIEW.',
    );
    const noBody = await t.app.inject({
      method: 'PUT',
      url: SANDBOX_OUTCOME_PATHS.one('identity'),
      payload: {},
    });
    expect(noBody.statusCode).toBe(400);
    expect((await outcomes()).vendors.every((v) => v.next === null)).toBe(true);
  });

  it("the vendor's next answer takes the forced outcome, once: right answers fail the identity check", async () => {
    const accepted = await acceptedApplication(t.app, {});
    expect(await statusAfter(t, accepted.uuid, 'HARD_CREDIT_PULL')).toBe('INCOME_VERIFICATION');
    await moveApplication(t.database.db, {
      uuid: accepted.uuid,
      from: 'INCOME_VERIFICATION',
      to: 'IDENTITY_VERIFICATION',
      actor: 'lender',
    });
    const { uuid, headers } = accepted;
    expect((await force('identity', 'FAIL')).statusCode).toBe(200);
    const started = await t.app.inject({
      method: 'POST',
      url: PATHS.verification(uuid),
      headers,
      payload: { method: 'KBA' },
    });
    const view = started.json() as IdentityVerificationView;
    const answered = await t.app.inject({
      method: 'POST',
      url: PATHS.answers(uuid),
      headers,
      payload: { answers: sandboxRightAnswers(view.questions ?? []) },
    });
    expect(answered.statusCode, answered.body).toBe(202);
    await vendorQueueIdle(t.app);
    const settled = (await t.app.inject({ method: 'GET', url: PATHS.verification(uuid), headers })).json();
    expect(settled.state).toBe('FAIL');
    // Used once: the vendor answers for itself again.
    expect((await outcomes()).vendors.find((v) => v.vendor === 'identity')?.next).toBeNull();
  });
});
