import { NOTARY_NO_SHOW_MINUTES, type NotaryView, NOTARY_API_PATHS as PATHS } from '@hearth/domain/notary';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { NotaryVendor } from '../../providers/notary/notary';
import { SandboxNotary } from '../../providers/notary/sandbox-notary';
import { setupTestApp, type TestApp } from '../../test/test-app';
import { findApplication } from '../application/repository';
import { settledStatus } from '../collateral/test-helpers';
import type { NotaryDeps } from './deps';
import { notaryDeedSignatures, notarySessions } from './schema';
import { ASK_NOTARY_AGAIN_MS, settleNotaries } from './settle';
import { booked, moveClockTo } from './test-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await setupTestApp();
});

/**
 * The notary sweep's ports as a freshly started process has them (notary/routes.ts builds the same): nothing asked
 * of the eNotary yet. `asks` lists each request the eNotary is sent; `deliver: false` loses them on the way, as a
 * process killed right after asking would.
 */
function restartedSweep({ deliver = true } = {}) {
  const asks: string[] = [];
  const sandbox = new SandboxNotary((callback) => t.app.vendors.sendFromSandbox('notary', callback));
  const vendor: NotaryVendor = {
    slots: (from) => sandbox.slots(from),
    book: (request) => sandbox.book(request),
    cancel: (request) => sandbox.cancel(request),
    sessionSigned: async (request) => {
      asks.push(request.requestId);
      if (deliver) await sandbox.sessionSigned(request);
    },
  };
  const asked = new Map<string, number>();
  const deps = {
    db: t.database.db,
    vendor,
    asked,
    now: () => t.app.vendors.clock.now(),
    onClockOf: (uuid: string, work: () => Promise<unknown>) => t.app.vendors.clock.run(uuid, work),
  } as unknown as NotaryDeps;
  return { deps, asks, asked };
}

/** In the session at its slot, the borrower's signature kept as a process killed right after it left it. */
async function signedThenKilled(options: { completed: boolean }) {
  const { uuid, headers, slot } = await booked(t);
  moveClockTo(t, uuid, slot, 60_000);
  const view = (await t.app.inject({ method: 'GET', url: PATHS.notary(uuid), headers })).json() as NotaryView;
  expect(view.status).toBe('DEED_SIGNING');
  const app = await findApplication(t.database.db, uuid);
  const [session] = await t.database.db
    .select()
    .from(notarySessions)
    .where(eq(notarySessions.applicationUuid, uuid));
  if (!app || !session) throw new Error('no booking');
  const at = t.app.vendors.clock.nowFor(uuid);
  await t.database.db
    .insert(notaryDeedSignatures)
    .values({ requestId: session.requestId, identityUuid: app.identityUuid, signedAt: at });
  if (options.completed)
    await t.database.db
      .update(notarySessions)
      .set({ signedInSessionAt: at })
      .where(eq(notarySessions.applicationUuid, uuid));
  return { uuid, slot, requestId: session.requestId };
}

const sessionOf = async (uuid: string) =>
  (await t.database.db.select().from(notarySessions).where(eq(notarySessions.applicationUuid, uuid)))[0];

describe('a deed signed just before a crash (issue 19 item 3, decision 0194)', () => {
  it('is never marked missed by the sweep: the notary is asked again and the application reaches RESCISSION', async () => {
    const { uuid, slot, requestId } = await signedThenKilled({ completed: false });
    // Past the hour a session waits for its signers: every signature is recorded, so it was not missed.
    moveClockTo(t, uuid, slot, (NOTARY_NO_SHOW_MINUTES + 5) * 60_000);
    const { deps, asks } = restartedSweep();
    await settleNotaries(deps);
    expect(await settledStatus(t, uuid)).toBe('RESCISSION');
    const session = await sessionOf(uuid);
    expect(session?.missedAt).toBeNull();
    expect(asks).toEqual([requestId]);
    expect(session?.signedInSessionAt).not.toBeNull();
    expect(session?.journal?.entryId).toMatch(/^J-\d{5}$/);
  });

  it('asks the notary again after a restart, once per process until the retry time, not once it answered', async () => {
    const { uuid, requestId } = await signedThenKilled({ completed: true });
    const lost = restartedSweep({ deliver: false });
    await settleNotaries(lost.deps);
    await settleNotaries(lost.deps);
    expect(lost.asks).toEqual([requestId]);
    expect(await settledStatus(t, uuid)).toBe('DEED_SIGNING');
    // Unanswered for the retry time: the same process asks again.
    lost.asked.set(requestId, Date.now() - ASK_NOTARY_AGAIN_MS);
    await settleNotaries(lost.deps);
    expect(lost.asks).toEqual([requestId, requestId]);
    expect(await settledStatus(t, uuid)).toBe('DEED_SIGNING');

    // Another process: it asks again, the notary answers, and nothing is asked after the answer.
    const second = restartedSweep();
    await settleNotaries(second.deps);
    expect(await settledStatus(t, uuid)).toBe('RESCISSION');
    const third = restartedSweep();
    await settleNotaries(third.deps);
    expect(second.asks).toEqual([requestId]);
    expect(third.asks).toEqual([]);
    const [signature] = await t.database.db
      .select()
      .from(notaryDeedSignatures)
      .where(eq(notaryDeedSignatures.requestId, requestId));
    expect((await sessionOf(uuid))?.journal?.signers?.[0]?.signedAt).toBe(signature?.signedAt.toISOString());
  });
});
