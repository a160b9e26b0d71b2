import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type pg from 'pg';
import PgBoss from 'pg-boss';
import { beforeAll, describe, expect, it } from 'vitest';
import { bossDatabase } from '../modules/pipeline/queue';
import { MIGRATIONS_FOLDER } from '../paths';
import { registeredBorrower } from '../test/identity-helpers';
import { adminQuery, databaseUrlFor, dropDatabase } from '../test/postgres-admin';
import { setupTestApp, type TestApp } from '../test/test-app';
import { postgresDatabase } from './database';

const adminUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!adminUrl)('PostgreSQL pool', () => {
  it('survives the server ending an idle connection and serves the next query', async () => {
    const database = postgresDatabase(adminUrl ?? '', { max: 1 });
    const warnings: string[] = [];
    const onWarning = (warning: Error) => warnings.push(warning.message);
    process.on('warning', onWarning);
    try {
      const { rows } = (await database.db.execute(sql`select pg_backend_pid() as pid`)) as unknown as {
        rows: { pid: number }[];
      };
      const pid = rows[0]?.pid;
      // Another session ends the pool's idle connection, as a restart or failover would.
      const admin = postgresDatabase(adminUrl ?? '', { max: 1 });
      await admin.db.execute(sql`select pg_terminate_backend(${pid})`);
      await admin.close();
      await expect.poll(() => warnings.some((w) => w.includes('closed an idle connection'))).toBe(true);

      await database.ping();
    } finally {
      process.off('warning', onWarning);
      await database.close();
    }
  });
});

describe.skipIf(!adminUrl)('PostgreSQL migrations from several processes at once', () => {
  it('three migrations and three job-queue installs racing on a new database all succeed, once', async () => {
    const name = `hearth_api_t_migrate_${randomBytes(6).toString('hex')}`;
    await adminQuery(adminUrl ?? '', `CREATE DATABASE "${name}"`);
    const databases = [1, 2, 3].map(() => postgresDatabase(databaseUrlFor(adminUrl ?? '', name), { max: 3 }));
    try {
      expect(await databases[0]?.pendingMigrations()).not.toEqual([]);
      await Promise.all(databases.map((database) => database.migrate()));
      for (const database of databases) expect(await database.pendingMigrations()).toEqual([]);
      // pg-boss's own install is not safe against a concurrent one; under the lock each finds it installed.
      await Promise.all(
        databases.map((database) =>
          database.withMigrationLock(async () => {
            const boss = new PgBoss({ db: bossDatabase(database), schedule: false, supervise: false });
            await boss.start();
            await boss.stop({ graceful: false, wait: true, close: false });
          }),
        ),
      );
      const [first] = databases;
      if (!first) throw new Error('no database');
      const result = (await first.db.execute(
        sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
      )) as unknown as { rows: { n: number }[] };
      const [row] = result.rows;
      expect(row?.n).toBe(journalLength());
    } finally {
      for (const database of databases) await database.close();
      await dropDatabase(adminUrl ?? '', name);
    }
  });
});

function journalLength(): number {
  const journal = JSON.parse(readFileSync(join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8')) as {
    entries: unknown[];
  };
  return journal.entries.length;
}

describe('a transaction that fails half way never wedges the database (issue 19 item 4)', {
  timeout: 60_000,
}, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await setupTestApp();
  });

  /** The probes and a write, over HTTP, as the next requests after the failure. */
  async function nextRequestsSucceed() {
    const ready = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode, ready.body).toBe(200);
    const health = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(health.statusCode, health.body).toBe(200);
    expect(health.json()).toEqual({ status: 'ok', database: 'ready' });
    await registeredBorrower(t.app);
  }

  const tableExists = async (name: string) => {
    const result = (await t.database.db.execute(
      sql`select to_regclass(${name}) is not null as present`,
    )) as unknown as {
      rows: { present: boolean }[];
    };
    return result.rows[0]?.present;
  };

  it('db.transaction: a statement fails in the middle', async () => {
    await expect(
      t.database.db.transaction(async (tx) => {
        await tx.execute(sql`create table wedge_probe_a (id int)`);
        await tx.execute(sql`select 1 / 0`);
      }),
    ).rejects.toThrow(/select 1 \/ 0/);
    expect(await tableExists('wedge_probe_a')).toBe(false);
    await nextRequestsSucceed();
  });

  it('db.transaction: the code throws between two statements', async () => {
    await expect(
      t.database.db.transaction(async (tx) => {
        await tx.execute(sql`create table wedge_probe_b (id int)`);
        throw new Error('between statements');
      }),
    ).rejects.toThrow('between statements');
    expect(await tableExists('wedge_probe_b')).toBe(false);
    await nextRequestsSucceed();
  });

  it('db.transaction: a nested savepoint fails and the code swallows it, then the outer one commits', async () => {
    await t.database.db.transaction(async (tx) => {
      await expect(tx.transaction(async (inner) => inner.execute(sql`select 1 / 0`))).rejects.toThrow();
      await tx.execute(sql`select 1`);
    });
    await nextRequestsSucceed();
  });

  it("the job queue's locked script (BEGIN; ...; COMMIT in one text) fails half way", async () => {
    const queue = bossDatabase(t.database);
    await expect(queue.executeSql('BEGIN; SELECT 1; SELECT 1 / 0; SELECT 2; COMMIT;', [])).rejects.toThrow(
      /division by zero/,
    );
    await nextRequestsSucceed();
  });

  it('a BEGIN sent on its own is refused, so no code can leave one open', async () => {
    await expect(t.database.db.execute(sql`BEGIN`)).rejects.toMatchObject({
      cause: { message: expect.stringMatching(/db\.transaction/) },
    });
    await expect(
      bossDatabase(t.database).executeSql('begin isolation level serializable', []),
    ).rejects.toThrow(/db\.transaction/);
    await nextRequestsSucceed();
  });

  it('a connection found inside a failed transaction is recovered', async () => {
    const client = (t.database.db as unknown as { $client: unknown }).$client;
    if (t.database.kind === 'pglite') {
      // Past every guard, straight to the embedded engine, as whatever path did it in production.
      await PGlite.prototype.exec.call(client as PGlite, 'BEGIN; SELECT 1 / 0').catch(() => {});
    } else {
      const pool = client as pg.Pool;
      const held = await Promise.all(Array.from({ length: pool.options.max ?? 1 }, () => pool.connect()));
      for (const each of held) {
        await each.query('BEGIN');
        await each.query('SELECT 1 / 0').catch(() => {});
      }
      for (const each of held) each.release();
    }
    for (let i = 0; i < 3; i++) await nextRequestsSucceed();
  });
});
