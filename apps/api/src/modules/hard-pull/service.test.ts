import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp, type TestApp } from '../../test/test-app';
import { statusHistory } from '../application/repository';
import { moveApplication } from '../application/status-moves';
import { vendorCallbacks, vendorRequests } from '../vendor-callbacks/schema';
import { hardCreditPulls } from './schema';
import { latestHardPull } from './service';
import { acceptedApplication, statusAfter, vendorQueueIdle } from './test-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await setupTestApp();
});

describe('hard credit pull (issue 10 item 4)', () => {
  it.each([
    ['Prime', 'INCOME_VERIFICATION', 'MATCH'],
    ['Hardfrozen', 'HARD_CREDIT_LOCKED_OR_FROZEN', 'FROZEN'],
    ['Newdelinquent', 'DELINQUENCY_REVIEW', 'MATCH'],
    ['Hardnomatch', 'CREDIT_NO_MATCH_SSN', 'NO_SSN_MATCH'],
    ['Harderror', 'CREDIT_ERROR', 'ERROR'],
  ])('persona %s: the bureau callback moves HARD_CREDIT_PULL to %s', async (lastName, expected, outcome) => {
    const { uuid } = await acceptedApplication(t.app, { lastName });
    expect(await statusAfter(t, uuid, 'HARD_CREDIT_PULL')).toBe(expected);
    // The move comes first; the callback is marked processed when its job ends.
    await vendorQueueIdle(t.app);
    const history = await statusHistory(t.database.db, uuid);
    expect(history.at(-1)).toMatchObject({ fromStatus: 'HARD_CREDIT_PULL', toStatus: expected });

    // One bureau request, completed; one callback, processed; the report stored encrypted.
    const requests = await t.database.db
      .select()
      .from(vendorRequests)
      .where(eq(vendorRequests.applicationUuid, uuid));
    expect(requests.map((r) => [r.vendor, r.purpose, r.status])).toEqual([
      ['hard-credit', 'hard-pull', 'COMPLETED'],
    ]);
    const callbacks = await t.database.db
      .select()
      .from(vendorCallbacks)
      .where(eq(vendorCallbacks.requestId, requests[0]?.id ?? ''));
    expect(callbacks).toHaveLength(1);
    expect(callbacks[0]?.processedAt).toBeInstanceOf(Date);
    const [stored] = await t.database.db
      .select()
      .from(hardCreditPulls)
      .where(eq(hardCreditPulls.applicationUuid, uuid));
    expect(stored?.outcome).toBe(outcome);
    expect(stored?.reportEncrypted).toMatch(/^v1\./);
    expect(stored?.reportEncrypted).not.toContain('tradelines');
    const result = await latestHardPull({ db: t.database.db, encryptionKey: t.config.encryptionKey }, uuid);
    expect(result?.outcome).toBe(outcome);
    if (outcome === 'MATCH') expect(result?.report?.pullType).toBe('HARD');
  });

  it("re-runs after the lender's move back to HARD_CREDIT_PULL: the sweep queues it, a new bureau request answers", async () => {
    const { uuid } = await acceptedApplication(t.app, { lastName: 'Harderror' });
    expect(await statusAfter(t, uuid, 'HARD_CREDIT_PULL')).toBe('CREDIT_ERROR');
    await vendorQueueIdle(t.app);
    await moveApplication(t.database.db, {
      uuid,
      from: 'CREDIT_ERROR',
      to: 'HARD_CREDIT_PULL',
      actor: 'lender',
    });
    expect(await t.app.hardPull.sweep()).toBeGreaterThanOrEqual(1);
    expect(await statusAfter(t, uuid, 'HARD_CREDIT_PULL')).toBe('CREDIT_ERROR');
    await vendorQueueIdle(t.app);
    const requests = await t.database.db
      .select()
      .from(vendorRequests)
      .where(eq(vendorRequests.applicationUuid, uuid));
    expect(requests.map((r) => r.status)).toEqual(['COMPLETED', 'COMPLETED']);
    // Nothing left waiting: the sweep finds no application of this test.
    const history = await statusHistory(t.database.db, uuid);
    expect(history.filter((h) => h.toStatus === 'CREDIT_ERROR')).toHaveLength(2);
  });
});
