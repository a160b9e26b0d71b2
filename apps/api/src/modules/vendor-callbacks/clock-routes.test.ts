import { randomUUID } from 'node:crypto';
import { NOTARY_API_PATHS, type NotaryView, type RescissionView } from '@hearth/domain/notary';
import {
  type ClockView,
  SANDBOX_CLOCK_MESSAGES,
  SANDBOX_CLOCK_PATHS,
  type VendorCallback,
} from '@hearth/domain/vendors';
import { eq } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { encryptField } from '../../db/field-crypto';
import { registeredBorrower } from '../../test/identity-helpers';
import { setupTestApp, type TestApp } from '../../test/test-app';
import { findApplication } from '../application/repository';
import { createApplication, createBody } from '../application/test-helpers';
import { settledStatus } from '../collateral/test-helpers';
import { recordings } from '../funding/schema';
import { vendorQueueIdle } from '../hard-pull/test-helpers';
import type { NotaryDeps } from '../notary/deps';
import { endRescissions } from '../notary/rescission';
import { settleNotaries } from '../notary/settle';
import { booked, deedSigned } from '../notary/test-helpers';
import { vendorCallbacks } from './schema';
import {
  deliverSandboxCallback,
  openVendorRequest,
  receiveCallback,
  signedHeaders,
  type VendorDeps,
} from './service';

const HOUR = 3_600_000;

let t: TestApp;
beforeAll(async () => {
  t = await setupTestApp();
});
afterEach(() => {
  t.app.vendors.clock.reset();
});

const clockView = async (applicationUuid?: string) => {
  const url = applicationUuid
    ? `${SANDBOX_CLOCK_PATHS.clock}?applicationUuid=${applicationUuid}`
    : SANDBOX_CLOCK_PATHS.clock;
  const res = await t.app.inject({ method: 'GET', url });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as ClockView;
};
const advance = (payload: object) =>
  t.app.inject({ method: 'POST', url: SANDBOX_CLOCK_PATHS.advance, payload });
const rescission = async (uuid: string, headers: Record<string, string>) =>
  (
    await t.app.inject({ method: 'GET', url: NOTARY_API_PATHS.rescission(uuid), headers })
  ).json() as RescissionView;
const statusOf = async (uuid: string) => (await findApplication(t.database.db, uuid))?.status;

/** An application just created (any stage will do for its clock). */
async function anApplication() {
  const borrower = await registeredBorrower(t.app);
  const created = await createApplication(t.app, borrower.jwt, createBody());
  expect(created.statusCode, created.body).toBe(201);
  return (created.json() as { uuid: string }).uuid;
}

/**
 * What the notary sweep (notary/routes.ts) runs each minute, called here so the test decides when: the right to
 * cancel and the session start are all it needs of the notary's ports.
 */
const sweepDeps = () =>
  ({
    db: t.database.db,
    now: () => t.app.vendors.clock.now(),
    onClockOf: (uuid: string, work: () => Promise<unknown>) => t.app.vendors.clock.run(uuid, work),
    onRecording: (uuid: string) => t.app.funding.enqueue(uuid),
    mailAllowanceBusinessDays: t.config.rescissionMailAllowanceBusinessDays,
  }) as unknown as NotaryDeps;

describe('the sandbox clock (issue 12 item 8)', () => {
  it('moves the server clock forward outside production and refuses bad input', async () => {
    const before = await clockView();
    const moved = await advance({ days: 3, hours: 2 });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().offsetHours).toBe(before.offsetHours + 74);
    expect(Date.parse(moved.json().now) - Date.parse(before.now)).toBeGreaterThanOrEqual(74 * 3_600_000);
    expect(t.app.vendors.clock.now().getTime()).toBeGreaterThan(Date.now() + 73 * 3_600_000);
    const bad = await advance({ days: -1 });
    expect(bad.statusCode).toBe(400);
    // The reset takes no body, as before there was a clock per application.
    const reset = await t.app.inject({ method: 'POST', url: SANDBOX_CLOCK_PATHS.reset });
    expect(reset.statusCode, reset.body).toBe(200);
    expect(reset.json()).toEqual({ now: expect.any(String), offsetHours: 0 });
  });

  it('moves to a time, as a tester moves to a booked notary slot, and never back (issue 21 item 17)', async () => {
    const before = await clockView();
    const slot = new Date(Date.parse(before.now) + 26 * 3_600_000 + 30 * 60_000).toISOString();
    const moved = await advance({ to: slot });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(Math.abs(Date.parse(moved.json().now) - Date.parse(slot))).toBeLessThan(5_000);
    const back = await advance({ to: before.now });
    expect(back.statusCode).toBe(400);
    expect(back.json().message).toBe(SANDBOX_CLOCK_MESSAGES.pastInstant);
    const both = await advance({ to: new Date(Date.parse(slot) + 3_600_000).toISOString(), hours: 1 });
    expect(both.statusCode).toBe(400);
    expect(both.json().message).toBe(SANDBOX_CLOCK_MESSAGES.bothWays);
    expect((await clockView()).now.slice(0, 16)).toBe(moved.json().now.slice(0, 16));
    await t.app.inject({ method: 'POST', url: SANDBOX_CLOCK_PATHS.reset });
  });

  it('does not exist in production', async () => {
    const { app } = await setupTestApp({ env: 'production' });
    expect(
      (await app.inject({ method: 'POST', url: SANDBOX_CLOCK_PATHS.advance, payload: { days: 1 } }))
        .statusCode,
    ).toBe(404);
    expect(
      (
        await app.inject({
          method: 'POST',
          url: SANDBOX_CLOCK_PATHS.advance,
          payload: { days: 1, applicationUuid: randomUUID() },
        })
      ).statusCode,
    ).toBe(404);
    expect(() => app.vendors.clock.advance(1)).toThrow();
    expect(() => app.vendors.clock.advance(1, randomUUID())).toThrow();
  });
});

describe('a sandbox clock per application (decision 0188)', () => {
  // Two applications taken to the notary and through it: longer than one, on a busy 2-core machine.
  it("moves one application's notary and right to cancel, its sweep and its jobs, and no other's", {
    timeout: 90_000,
  }, async () => {
    const a = await booked(t);
    const b = await booked(t);

    // A's clock to its slot, through the route: B's clock, and the server's, do not move.
    const toSlot = Math.ceil((Date.parse(a.slot) - Date.parse((await clockView(a.uuid)).now)) / 60_000) + 1;
    const movedA = await advance({ minutes: toSlot, applicationUuid: a.uuid });
    expect(movedA.statusCode, movedA.body).toBe(200);
    expect(movedA.json().applicationUuid).toBe(a.uuid);
    expect(movedA.json().offsetHours).toBeCloseTo(toSlot / 60, 6);
    expect(await clockView(b.uuid)).toMatchObject({ applicationUuid: b.uuid, offsetHours: 0 });
    expect((await clockView()).offsetHours).toBe(0);

    // The sweep settles each application on its own clock: A's session opens, B's still waits.
    await settleNotaries(sweepDeps());
    expect(await statusOf(a.uuid)).toBe('DEED_SIGNING');
    expect(await statusOf(b.uuid)).toBe('NOTARY_WAITING_PERIOD');
    const bNotary = (
      await t.app.inject({ method: 'GET', url: NOTARY_API_PATHS.notary(b.uuid), headers: b.headers })
    ).json() as NotaryView;
    expect(bNotary).toMatchObject({ status: 'NOTARY_WAITING_PERIOD', booking: { joinable: false } });

    // Both sign the deed at their slots (the notary's callback is processed on each one's clock).
    const signed = await t.app.inject({
      method: 'POST',
      url: NOTARY_API_PATHS.signDeed(a.uuid),
      headers: a.headers,
    });
    expect(signed.statusCode, signed.body).toBe(200);
    expect(await settledStatus(t, a.uuid)).toBe('RESCISSION');
    await deedSigned(t, b.uuid, b.headers, b.slot);
    const bClock = await clockView(b.uuid);
    const bRescission = await rescission(b.uuid, b.headers);
    expect(bRescission.canCancel).toBe(true);

    // A moves on by three days and past the end of its right to cancel and the allowance for a mailed cancellation
    // (decision 0201): B's clock and right to cancel stay.
    const aEnds = Date.parse((await rescission(a.uuid, a.headers)).closingStepsFrom);
    const aNow = Date.parse((await clockView(a.uuid)).now);
    const minutes = Math.max(3 * 24 * 60, Math.ceil((aEnds - aNow) / 60_000) + 60);
    expect((await advance({ minutes, applicationUuid: a.uuid })).statusCode).toBe(200);
    const bAfter = await clockView(b.uuid);
    expect(bAfter.offsetHours).toBe(bClock.offsetHours);
    expect(Date.parse(bAfter.now) - Date.parse(bClock.now)).toBeLessThan(60_000);

    // The sweep ends A's right to cancel on A's clock, not B's; and A's funding job runs on A's clock: the sandbox
    // county records the deed on A's date (the recorder answers at once in tests).
    await endRescissions(sweepDeps());
    expect(await statusOf(a.uuid)).not.toBe('RESCISSION');
    expect(await statusOf(b.uuid)).toBe('RESCISSION');
    expect(await rescission(b.uuid, b.headers)).toMatchObject({ status: 'RESCISSION', canCancel: true });
    await vendorQueueIdle(t.app);
    const [recorded] = await t.database.db
      .select()
      .from(recordings)
      .where(eq(recordings.applicationUuid, a.uuid));
    const aOffset = t.app.vendors.clock.offsetMs(a.uuid);
    expect(aOffset).toBeGreaterThan(3 * 24 * HOUR);
    expect(recorded?.recordedAt?.getTime()).toBeGreaterThan(Date.now() + aOffset - 10 * 60_000);

    // The server's clock still moves every application's: ten days on, B's right to cancel is over too.
    expect((await advance({ days: 10 })).statusCode).toBe(200);
    expect((await clockView(b.uuid)).offsetHours).toBeCloseTo(bClock.offsetHours + 240, 6);
    expect((await clockView(a.uuid)).offsetHours).toBeCloseTo(aOffset / HOUR + 240, 6);
    expect(await rescission(b.uuid, b.headers)).toMatchObject({ status: 'RECORDING', canCancel: false });
  });

  it("resets one application's clock to the server's; refuses a uuid that is not one (400) or names no application (404)", async () => {
    const uuid = await anApplication();
    expect((await advance({ hours: 5, applicationUuid: uuid })).statusCode).toBe(200);
    expect((await advance({ hours: 2 })).statusCode).toBe(200);
    expect((await clockView(uuid)).offsetHours).toBe(7);
    const reset = await t.app.inject({
      method: 'POST',
      url: SANDBOX_CLOCK_PATHS.reset,
      payload: { applicationUuid: uuid },
    });
    expect(reset.statusCode, reset.body).toBe(200);
    expect(reset.json()).toMatchObject({ applicationUuid: uuid, offsetHours: 2 });
    expect((await clockView()).offsetHours).toBe(2);

    const nobody = randomUUID();
    const bad = [
      t.app.inject({ method: 'GET', url: `${SANDBOX_CLOCK_PATHS.clock}?applicationUuid=not-a-uuid` }),
      advance({ days: 1, applicationUuid: 'not-a-uuid' }),
      t.app.inject({ method: 'POST', url: SANDBOX_CLOCK_PATHS.reset, payload: { applicationUuid: 42 } }),
    ];
    for (const res of await Promise.all(bad)) expect(res.statusCode, res.body).toBe(400);
    const unknown = [
      t.app.inject({ method: 'GET', url: `${SANDBOX_CLOCK_PATHS.clock}?applicationUuid=${nobody}` }),
      advance({ days: 1, applicationUuid: nobody }),
      t.app.inject({ method: 'POST', url: SANDBOX_CLOCK_PATHS.reset, payload: { applicationUuid: nobody } }),
    ];
    for (const res of await Promise.all(unknown)) {
      expect(res.statusCode, res.body).toBe(404);
      expect(res.json().message).toBe(SANDBOX_CLOCK_MESSAGES.unknownApplication);
    }
    // Nothing moved for the refused calls.
    expect(t.app.vendors.clock.offsetMs(nobody)).toBe(2 * HOUR);
    expect((await clockView(uuid)).offsetHours).toBe(2);
  });

  it("verifies a vendor's callback whichever application's clock signs or receives it", async () => {
    const uuid = await anApplication();
    const clock = t.app.vendors.clock;
    clock.advance(3 * 24 * HOUR, uuid);
    const deps: VendorDeps = {
      db: t.database.db,
      encryptionKey: t.config.encryptionKey,
      clock,
      secret: t.app.vendors.secret,
      enqueue: t.app.vendors.enqueue,
      inject: (request) => t.app.inject({ method: 'POST', ...request }),
    };
    const callbackFor = async (): Promise<VendorCallback> => {
      const request = await openVendorRequest(t.database.db, {
        id: randomUUID(),
        vendor: 'notary',
        applicationUuid: uuid,
        purpose: `clock-test-${randomUUID()}`,
      });
      // A readable notary answer (an unreadable one is refused before the clock matters, decision 0193).
      const result = { outcome: 'NO_SHOW', notary: 'N', commission: 'C', journalEntryId: 'J', signedAt: '' };
      return { callbackId: `cb-${randomUUID()}`, requestId: request.id, event: 'notary.test', result };
    };

    // A vendor signs on its own (real) time; Hearth receives it while running on the moved application's clock.
    const real = await callbackFor();
    const raw = JSON.stringify(real);
    const received = await clock.run(uuid, () =>
      receiveCallback(
        deps,
        'notary',
        signedHeaders(deps.secret('notary'), raw, new Date()),
        Buffer.from(raw),
        real,
      ),
    );
    expect(received.receipt.status).toBe('accepted');

    // The sandbox vendor signs while running on the moved application's clock; Hearth's route checks it on its own.
    const sandbox = await callbackFor();
    await clock.run(uuid, () =>
      deliverSandboxCallback(deps, 'notary', encryptField(t.config.encryptionKey, JSON.stringify(sandbox))),
    );
    await vendorQueueIdle(t.app);
    const rows = await t.database.db
      .select()
      .from(vendorCallbacks)
      .where(eq(vendorCallbacks.requestId, sandbox.requestId));
    expect(rows).toHaveLength(1);
  });
});
