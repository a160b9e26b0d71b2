import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { encryptField } from '../../db/field-crypto';
import { registeredBorrower } from '../../test/identity-helpers';
import { setupTestApp, type TestApp } from '../../test/test-app';
import { findApplication, insertApplication } from '../application/repository';
import { VENDOR_QUEUE } from '../vendor-callbacks/plugin';
import { PREQUAL_IDLE_POLL_MS, PREQUAL_QUEUE, RUN_NOW } from './queue';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

/** An application committed without a job yet, the way the create route leaves it just before it enqueues. */
async function orphanApplication() {
  const borrower = await registeredBorrower(t.app);
  return insertApplication(
    t.database.db,
    {
      identityUuid: borrower.identityUuid,
      organizationCode: 'HEARTH',
      status: 'WAITING_FOR_SOFT_CREDIT',
      firstName: 'Alex',
      lastName: 'Prime',
      dobEncrypted: encryptField(t.config.encryptionKey, '1980-04-12'),
      email: 'alex@example.com',
      phoneNumber: '5555550123',
      propertyStreet1: '1400 Happy Path Ln',
      propertyCity: 'Sacramento',
      propertyState: 'CA',
      propertyZip: '95814',
      occupancyType: 'HOME',
      listedForSale: false,
      incomeCents: 150_000_00,
      employmentType: 'FULL_TIME',
    },
    { statuses: ['GEN_PRE_SOFT_CREDIT_DISCLOSURE', 'WAITING_FOR_SOFT_CREDIT'], reason: 'test' },
  );
}

let t: TestApp;

describe.skipIf(!onPostgres)('pre-qualification queue across processes (PostgreSQL)', () => {
  let other: Awaited<ReturnType<typeof buildApp>>;
  beforeAll(async () => {
    t = await setupTestApp();
    // A second instance on the same database, as a second server process would be.
    other = await buildApp(t.config, { database: t.database });
    await other.ready();
  });
  afterAll(async () => {
    await other?.close();
  });

  it('jobs queued by one instance are run by another at once, woken by NOTIFY rather than its 2 s poll', async () => {
    // The queuing instance runs no jobs, so only the other one can.
    await t.app.pipeline.dispatcher.stop();
    // One after another: without a wake-up the first might be lucky with the other's poll, the next ones cannot
    // (the poll that fetched a job comes round again only 2 s later).
    for (let i = 0; i < 3; i++) {
      const row = await orphanApplication();
      const started = performance.now();
      await t.app.pipeline.enqueue(row.uuid);
      let status = (await findApplication(t.database.db, row.uuid))?.status;
      while (status?.startsWith('WAITING_FOR') && performance.now() - started < 5000) {
        await new Promise((resolve) => setTimeout(resolve, 10));
        status = (await findApplication(t.database.db, row.uuid))?.status;
      }
      expect(status).toBe('OFFER_SELECTION');
      expect(performance.now() - started).toBeLessThan(PREQUAL_IDLE_POLL_MS / 2);
    }
  });
});

describe('a job queued to run now (issue 21 item 3)', () => {
  beforeAll(async () => {
    t = await setupTestApp();
  });

  it('is due before any fetch can look for it, so no fetch misses it and it never waits for the 2 s poll', async () => {
    // pg-boss fetches `start_after < now()`, and every fetch's now() is at or after the job's created_on. PGlite's
    // clock has millisecond resolution, so a job dated now() and fetched in the millisecond it was written was
    // missed until the idle poll (3 journeys in 5 stalled 2 s). A job dated before its own creation never is.
    const { boss } = t.app.pipeline;
    const id = await boss.send(PREQUAL_QUEUE, { applicationUuid: 'run-now' }, RUN_NOW);
    const job = id ? await boss.getJobById(PREQUAL_QUEUE, id) : null;
    expect(job).not.toBeNull();
    expect(job?.startAfter.getTime()).toBeLessThan(job?.createdOn.getTime() ?? 0);
  });

  it('is how pre-qualification and the vendor jobs are queued', async () => {
    const row = await orphanApplication();
    await t.app.pipeline.dispatcher.stop();
    await t.app.pipeline.enqueue(row.uuid);
    const jobs = await t.app.pipeline.boss.fetch<{ applicationUuid: string }>(PREQUAL_QUEUE, {
      batchSize: 5,
    });
    const job = jobs.find((queued) => queued.data.applicationUuid === row.uuid);
    expect(job).toBeDefined();
    const stored = job ? await t.app.pipeline.boss.getJobById(PREQUAL_QUEUE, job.id) : null;
    expect(stored?.startAfter.getTime()).toBeLessThan(stored?.createdOn.getTime() ?? 0);

    // No vendor dispatcher either: it would run the job at once, and the job (which has no handler) would fail and
    // be re-dated by pg-boss's retry, which is what made this read `false` one clean-clone CI run in several.
    await t.app.vendors.dispatcher.stop();
    await t.app.vendors.enqueue({ type: 'module', name: 'run-now-check', applicationUuid: row.uuid });
    const result = (await t.database.db.execute(
      sql`SELECT start_after < created_on AS due FROM pgboss.job WHERE name = ${VENDOR_QUEUE} AND data->>'name' = 'run-now-check'`,
    )) as unknown as { rows: { due: boolean }[] };
    expect(result.rows.map((row) => row.due)).toEqual([true]);
  });
});
