import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import PgBoss from 'pg-boss';
import { describe, expect, it } from 'vitest';
import { bossDatabase } from '../modules/pipeline/queue';
import { MIGRATIONS_FOLDER } from '../paths';
import { adminQuery, databaseUrlFor, dropDatabase } from '../test/postgres-admin';
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
