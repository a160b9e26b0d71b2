import { PGlite } from '@electric-sql/pglite';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownApplicationViewReader } from '../modules/application/repository';
import { helocApplications } from '../modules/application/schema';
import { createApplication, createBody, settledStatus } from '../modules/application/test-helpers';
import { disburseAccountMasks } from '../modules/bank-accounts/accounts';
import { registeredBorrower } from '../test/identity-helpers';
import { setupTestApp, type TestApp } from '../test/test-app';
import { countEmbeddedWrites, embeddedWriteCount, rememberedReads } from './embedded-writes';

// PGlite's own behaviour: the PostgreSQL pass of the suite (TEST_DATABASE_URL) has nothing to prove here.
describe.skipIf(process.env.TEST_DATABASE_URL)('the embedded write count', () => {
  let client: PGlite;
  beforeAll(async () => {
    client = await PGlite.create();
    await client.exec('CREATE TABLE t (n int)');
  });
  afterAll(() => client.close());

  it('moves on every query, script and transaction, and not on a text declared read-only', async () => {
    const count = countEmbeddedWrites(client);
    expect(embeddedWriteCount(client)).toBe(count);
    const moved = async (run: () => Promise<unknown>) => {
      const before = count.current();
      await run();
      return count.current() - before;
    };
    expect(await moved(() => client.query('INSERT INTO t VALUES ($1)', [1]))).toBe(2);
    // A SELECT may call a function that writes: it counts unless declared.
    expect(await moved(() => client.query('SELECT n FROM t'))).toBe(2);
    expect(await moved(() => client.exec('UPDATE t SET n = 2'))).toBe(2);
    expect(await moved(() => client.transaction(async (tx) => tx.query('DELETE FROM t')))).toBe(2);
    expect(await moved(() => client.query('INSERT INTO t VALUES (1)').catch(() => {}))).toBe(2);
    count.readOnly('SELECT count(*) FROM t');
    expect(await moved(() => client.query('SELECT count(*) FROM t'))).toBe(0);
  });

  it('serves one read to every caller at the same count, a copy each, and reads again once it moves', async () => {
    let value = 1;
    let reads = 0;
    const count = { n: 0, current: () => count.n, readOnly: () => {} };
    const read = rememberedReads(
      count,
      (key: string) => key,
      async () => {
        reads++;
        return { value };
      },
    );
    const answers = await Promise.all(Array.from({ length: 50 }, () => read('a')));
    expect(reads).toBe(1);
    expect(new Set(answers).size).toBe(50);
    expect(answers.every((answer) => answer.value === 1)).toBe(true);
    value = 2;
    expect(await read('a')).toEqual({ value: 1 });
    count.n++;
    expect(await read('a')).toEqual({ value: 2 });
    expect(reads).toBe(2);
    expect(await read('b')).toEqual({ value: 2 });
    expect(reads).toBe(3);
  });

  it('forgets a read that failed', async () => {
    let fail = true;
    const read = rememberedReads(
      { current: () => 0, readOnly: () => {} },
      () => 'k',
      async () => {
        if (fail) throw new Error('down');
        return 'up';
      },
    );
    await expect(read()).rejects.toThrow('down');
    fail = false;
    expect(await read()).toBe('up');
  });

  it('reads every time without a count (PostgreSQL)', async () => {
    let reads = 0;
    const read = rememberedReads(
      undefined,
      () => 'k',
      async () => ++reads,
    );
    expect([await read(), await read()]).toEqual([1, 2]);
  });
});

describe.skipIf(process.env.TEST_DATABASE_URL)('GET application on the embedded database', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await setupTestApp();
  });

  it('is one query for a crowd, and says what any change wrote at once', async () => {
    const borrower = await registeredBorrower(t.app);
    const created = await createApplication(t.app, borrower.jwt, createBody({ lastName: 'Prime' }));
    const uuid = (created.json() as { uuid: string }).uuid;
    expect(await settledStatus(t.app, borrower.jwt, uuid)).toBe('OFFER_SELECTION');
    const read = ownApplicationViewReader(t.database.db, disburseAccountMasks);
    const client = (t.database.db as unknown as { $client: PGlite }).$client;
    const count = embeddedWriteCount(t.database.db);
    expect(count).toBeDefined();

    const query = client.query;
    let queries = 0;
    client.query = ((...args: Parameters<PGlite['query']>) => {
      queries++;
      return query(...args);
    }) as PGlite['query'];
    try {
      const views = await Promise.all(Array.from({ length: 20 }, () => read(uuid, borrower.identityUuid)));
      expect(queries).toBe(1);
      expect(views.map((view) => view?.status.checklistStatus)).toEqual(Array(20).fill('OFFER_SELECTION'));
      const before = count?.current();
      await read(uuid, borrower.identityUuid);
      expect(count?.current()).toBe(before);

      await t.database.db
        .update(helocApplications)
        .set({ status: 'APP_SUBMISSION' })
        .where(eq(helocApplications.uuid, uuid));
      expect((await read(uuid, borrower.identityUuid))?.status.checklistStatus).toBe('APP_SUBMISSION');
      // Someone else's identity never reads it, remembered or not.
      expect(await read(uuid, '00000000-0000-4000-8000-000000000000')).toBeUndefined();
    } finally {
      client.query = query;
    }
  });
});
