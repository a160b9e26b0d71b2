import {
  NOTARY_MESSAGES,
  type NotaryView,
  NOTARY_API_PATHS as PATHS,
  type RescissionView,
} from '@hearth/domain/notary';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, registeredBorrower } from '../../test/identity-helpers';
import { setupTestApp, type TestApp } from '../../test/test-app';
import { findApplication } from '../application/repository';
import { settledStatus } from '../collateral/test-helpers';
import { atNoteSigning } from '../documents/test-helpers';
import { signEverything } from '../signing/test-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await setupTestApp();
});

const HOUR = 3_600_000;

async function booked() {
  const { uuid, headers } = await atNoteSigning(t);
  await signEverything(t, uuid, headers);
  const view = (await t.app.inject({ method: 'GET', url: PATHS.notary(uuid), headers })).json() as NotaryView;
  expect(view.status).toBe('NOTARY_DISCLOSURE');
  const slot = view.slots[0] ?? '';
  const res = await t.app.inject({
    method: 'POST',
    url: PATHS.book(uuid),
    headers,
    payload: { startsAt: slot },
  });
  expect(res.statusCode, res.body).toBe(200);
  return { uuid, headers, slot };
}

/** Moves the sandbox clock to just after the booked slot, joins and signs the deed: RESCISSION. */
async function deedSigned(uuid: string, headers: Record<string, string>, slot: string) {
  t.app.vendors.clock.advance(Date.parse(slot) - t.app.vendors.clock.now().getTime() + 60_000);
  const view = (await t.app.inject({ method: 'GET', url: PATHS.notary(uuid), headers })).json() as NotaryView;
  expect(view).toMatchObject({ status: 'DEED_SIGNING', booking: { joinable: true } });
  expect((await t.app.inject({ method: 'POST', url: PATHS.signDeed(uuid), headers })).statusCode).toBe(200);
  expect(await settledStatus(t, uuid)).toBe('RESCISSION');
}

describe('the eNotary and the right to cancel (issue 12 items 4 and 5, decision 0174)', () => {
  it('books a slot, signs the deed in the session, and cancels within the right to cancel, for good', async () => {
    const { uuid, headers, slot } = await booked();
    const bad = await t.app.inject({
      method: 'POST',
      url: PATHS.book(uuid),
      headers,
      payload: { startsAt: 'tomorrow' },
    });
    expect(bad.statusCode).toBe(400);
    const early = await t.app.inject({ method: 'POST', url: PATHS.signDeed(uuid), headers });
    expect(early.json().message).toBe(NOTARY_MESSAGES.notInSession);
    await deedSigned(uuid, headers, slot);
    const notary = (
      await t.app.inject({ method: 'GET', url: PATHS.notary(uuid), headers })
    ).json() as NotaryView;
    expect(notary.journal?.entryId).toMatch(/^J-\d{5}$/);

    const rescission = (
      await t.app.inject({ method: 'GET', url: PATHS.rescission(uuid), headers })
    ).json() as RescissionView;
    expect(rescission.canCancel).toBe(true);
    expect(rescission.lastDayToCancel > rescission.signedOn).toBe(true);
    const stranger = bearer((await registeredBorrower(t.app)).jwt);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: PATHS.cancel(uuid),
          headers: stranger,
          payload: { confirm: true },
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ method: 'POST', url: PATHS.cancel(uuid), headers, payload: {} })).statusCode,
    ).toBe(400);
    const canceled = await t.app.inject({
      method: 'POST',
      url: PATHS.cancel(uuid),
      headers,
      payload: { confirm: true },
    });
    expect(canceled.statusCode, canceled.body).toBe(200);
    expect(canceled.json()).toMatchObject({ status: 'CANCELLED', canCancel: false });
    expect((await findApplication(t.database.db, uuid))?.status).toBe('CANCELLED');
    const again = await t.app.inject({
      method: 'POST',
      url: PATHS.cancel(uuid),
      headers,
      payload: { confirm: true },
    });
    expect(again.statusCode).toBe(200);
  });

  it('refuses a cancellation after midnight of the third business day', async () => {
    const { uuid, headers, slot } = await booked();
    await deedSigned(uuid, headers, slot);
    const view = (
      await t.app.inject({ method: 'GET', url: PATHS.rescission(uuid), headers })
    ).json() as RescissionView;
    t.app.vendors.clock.advance(Date.parse(view.endsAt) - t.app.vendors.clock.now().getTime() + HOUR);
    const late = await t.app.inject({
      method: 'POST',
      url: PATHS.cancel(uuid),
      headers,
      payload: { confirm: true },
    });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(NOTARY_MESSAGES.tooLate);
    // The period is over: the application has moved on to recording the deed, for good.
    expect((await findApplication(t.database.db, uuid))?.status).toBe('RECORDING');
    const after = (
      await t.app.inject({ method: 'GET', url: PATHS.rescission(uuid), headers })
    ).json() as RescissionView;
    expect(after).toMatchObject({ status: 'RECORDING', canCancel: false, canceledAt: null });
    t.app.vendors.clock.reset();
  });
});
