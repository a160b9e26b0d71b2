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
import { booked, deedSigned, rescissionOver } from './test-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await setupTestApp();
});

describe('the eNotary and the right to cancel (issue 12 items 4 and 5, decision 0174)', () => {
  it('books a slot, signs the deed in the session, and cancels within the right to cancel, for good', async () => {
    const { uuid, headers, slot } = await booked(t);
    const bad = await t.app.inject({
      method: 'POST',
      url: PATHS.book(uuid),
      headers,
      payload: { startsAt: 'tomorrow' },
    });
    expect(bad.statusCode).toBe(400);
    const early = await t.app.inject({ method: 'POST', url: PATHS.signDeed(uuid), headers });
    expect(early.json().message).toBe(NOTARY_MESSAGES.notInSession);
    await deedSigned(t, uuid, headers, slot);
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
    const { uuid, headers, slot } = await booked(t);
    await deedSigned(t, uuid, headers, slot);
    await rescissionOver(t, uuid, headers);
    const late = await t.app.inject({
      method: 'POST',
      url: PATHS.cancel(uuid),
      headers,
      payload: { confirm: true },
    });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(NOTARY_MESSAGES.tooLate);
    // The period is over: the application has moved on to recording the deed (and funding follows), for good.
    const closing = ['RECORDING', 'FUNDING_DECISION', 'FUNDABLE', 'COMPLETE'];
    expect(closing).toContain((await findApplication(t.database.db, uuid))?.status);
    const after = (
      await t.app.inject({ method: 'GET', url: PATHS.rescission(uuid), headers })
    ).json() as RescissionView;
    expect(after).toMatchObject({ canCancel: false, canceledAt: null });
    expect(closing).toContain(after.status);
    t.app.vendors.clock.reset();
  });
});
