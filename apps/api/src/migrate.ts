import { resolve } from 'node:path';
import PgBoss from 'pg-boss';
import { openDatabase } from './db/database';
import { seedBrands } from './modules/organizations/repository';
import { bossDatabase, PREQUAL_QUEUE, PREQUAL_QUEUE_OPTIONS } from './modules/pipeline/queue';
import { DEFAULT_DATA_DIR } from './paths';

/**
 * `npm run migrate`: the deploy step that brings the database to this release before any server of it starts
 * (decision 0092): the versioned migrations under an advisory lock, the job queue's schema and queue, and the
 * brand registry. Needs only DATABASE_URL (or HEARTH_DATA_DIR for the embedded database), not the app's secrets.
 */
const database = await openDatabase({
  databaseUrl: process.env.DATABASE_URL || undefined,
  dataDir: resolve(process.env.HEARTH_DATA_DIR ?? DEFAULT_DATA_DIR),
});
try {
  const pending = await database.pendingMigrations();
  await database.migrate();
  await database.withMigrationLock(async () => {
    const boss = new PgBoss({ db: bossDatabase(database), schedule: false, supervise: false, migrate: true });
    await boss.start();
    await boss.createQueue(PREQUAL_QUEUE, PREQUAL_QUEUE_OPTIONS);
    await boss.stop({ graceful: false, wait: true, close: false });
  });
  const brands = await seedBrands(database.db);
  process.stdout.write(
    `Hearth database migrated (${database.kind}): ${pending.length === 0 ? 'already up to date' : `applied ${pending.join(', ')}`}; ${brands.organizations} brands\n`,
  );
} finally {
  await database.close();
}
