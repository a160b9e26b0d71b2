import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
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
