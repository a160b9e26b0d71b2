import {
  addDays,
  formatIsoDate,
  parseDateInput,
  propertyTimeZone,
  zonedCalendarDate,
} from '@hearth/domain/dates';
import {
  NOTARY_MESSAGES,
  type NotaryView,
  NOTARY_API_PATHS as PATHS,
  type RescissionView,
} from '@hearth/domain/notary';
import { zonedWallTimeToInstant } from '@hearth/domain/rescission';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, registeredBorrower } from '../../test/identity-helpers';
import { setupTestApp, type TestApp } from '../../test/test-app';
import { findApplication, statusHistory } from '../application/repository';
import { addressOf } from '../collateral/test-helpers';
import { vendorRequests } from '../vendor-callbacks/schema';
import { notarySessions } from './schema';
import { booked, deedSigned, moveClockTo, rescissionOver } from './test-helpers';

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
  });

  it("counts a New York owner's right to cancel on New York's calendar and ends it at New York's midnight (decision 0272)", async () => {
    const { uuid, headers, slot } = await booked(t, { address: addressOf('new-york') });
    await deedSigned(t, uuid, headers, slot);
    const view = (
      await t.app.inject({ method: 'GET', url: PATHS.rescission(uuid), headers })
    ).json() as RescissionView;
    const zone = propertyTimeZone('NY');
    // The transaction date is the day the notary's journal has, at the home.
    const [session] = await t.database.db
      .select()
      .from(notarySessions)
      .where(eq(notarySessions.applicationUuid, uuid));
    expect(view.signedOn).toBe(
      formatIsoDate(zonedCalendarDate(new Date(session?.journal?.signedAt ?? ''), zone)),
    );
    // Midnight ending the last day in Albany: three hours before California's midnight.
    const last = parseDateInput(view.lastDayToCancel);
    if (!last) throw new Error(view.lastDayToCancel);
    const midnight = zonedWallTimeToInstant(addDays(last, 1), 0, 0, zone);
    expect(view.endsAt).toBe(midnight.toISOString());
    const pacific = zonedWallTimeToInstant(addDays(last, 1), 0, 0, 'America/Los_Angeles');
    expect(pacific.getTime() - midnight.getTime()).toBe(3 * 3_600_000);
    const cancel = () =>
      t.app.inject({ method: 'POST', url: PATHS.cancel(uuid), headers, payload: { confirm: true } });
    // 12:30 a.m. the next day in New York (9:30 p.m. in California): the right has ended, nothing changes.
    moveClockTo(t, uuid, view.endsAt, 30 * 60_000);
    const late = await cancel();
    expect(late.statusCode, late.body).toBe(409);
    expect(late.json().message).toBe(NOTARY_MESSAGES.tooLate);
    expect((await findApplication(t.database.db, uuid))?.status).toBe('RESCISSION');
    // 11:30 p.m. on the last day in New York: still the owner's to cancel.
    moveClockTo(t, uuid, view.endsAt, -30 * 60_000);
    const inTime = await cancel();
    expect(inTime.statusCode, inTime.body).toBe(200);
    expect(inTime.json()).toMatchObject({ status: 'CANCELLED', canCancel: false });
  });

  it('changes the time before the session opens, once, and the journey goes on from the new booking (decision 0186)', async () => {
    const { uuid, headers, slot } = await booked(t);
    const change = () => t.app.inject({ method: 'POST', url: PATHS.changeBooking(uuid), headers });
    const before = (
      await t.app.inject({ method: 'GET', url: PATHS.notary(uuid), headers })
    ).json() as NotaryView;
    expect(before.booking).toMatchObject({ startsAt: slot, changeable: true, joinable: false });
    const [old] = await t.database.db
      .select()
      .from(notarySessions)
      .where(eq(notarySessions.applicationUuid, uuid));

    // Another borrower cannot touch it.
    const stranger = bearer((await registeredBorrower(t.app)).jwt);
    const refused = await t.app.inject({ method: 'POST', url: PATHS.changeBooking(uuid), headers: stranger });
    expect(refused.statusCode).toBe(404);
    expect((await findApplication(t.database.db, uuid))?.status).toBe('NOTARY_WAITING_PERIOD');

    const changed = await change();
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ status: 'NOTARY_DISCLOSURE', booking: null, missed: null });
    expect((changed.json() as NotaryView).slots).toContain(slot);
    // A retry answers the same and writes nothing more.
    const again = await change();
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(changed.json());
    const moves = (await statusHistory(t.database.db, uuid)).filter(
      (h) => h.fromStatus === 'NOTARY_WAITING_PERIOD' && h.toStatus === 'NOTARY_DISCLOSURE',
    );
    expect(moves).toHaveLength(1);
    // The old booking's vendor request is closed: its late answer changes nothing, the next booking is a new one.
    const [request] = await t.database.db
      .select()
      .from(vendorRequests)
      .where(eq(vendorRequests.id, old?.requestId ?? ''));
    expect(request?.status).toBe('COMPLETED');

    const second = (changed.json() as NotaryView).slots.find((s) => s !== slot) ?? '';
    const rebooked = await t.app.inject({
      method: 'POST',
      url: PATHS.book(uuid),
      headers,
      payload: { startsAt: second },
    });
    expect(rebooked.statusCode, rebooked.body).toBe(200);
    const [current] = await t.database.db
      .select()
      .from(notarySessions)
      .where(eq(notarySessions.applicationUuid, uuid));
    expect(current?.requestId).not.toBe(old?.requestId);
    expect(current?.withdrawnAt).toBeNull();

    // Ten minutes before the session it is open: too late to change, and nothing changes.
    moveClockTo(t, uuid, second, -10 * 60_000);
    const late = await change();
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(NOTARY_MESSAGES.sessionTooSoonToChange);
    expect((await findApplication(t.database.db, uuid))?.status).toBe('DEED_SIGNING');
    await deedSigned(t, uuid, headers, second);
  });

  it('has nothing to change before a booking', async () => {
    const { uuid, headers } = await booked(t);
    await t.app.inject({ method: 'POST', url: PATHS.changeBooking(uuid), headers });
    await t.database.db
      .update(notarySessions)
      .set({ withdrawnAt: null, missedAt: new Date() })
      .where(eq(notarySessions.applicationUuid, uuid));
    const none = await t.app.inject({ method: 'POST', url: PATHS.changeBooking(uuid), headers });
    expect(none.statusCode).toBe(409);
    expect(none.json().message).toBe(NOTARY_MESSAGES.nothingToChange);
  });
});
