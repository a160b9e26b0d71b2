import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { registeredBorrower } from '../../test/identity-helpers';
import { setupTestApp, type TestApp } from '../../test/test-app';
import { encryptField } from '../application/crypto';
import { findApplication, insertApplication } from '../application/repository';
import { PREQUAL_IDLE_POLL_MS } from './queue';

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
