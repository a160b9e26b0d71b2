import { TELEMETRY_RETENTION_DAYS } from '@hearth/domain/telemetry-rules';
import { inArray, lt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type PgBoss from 'pg-boss';
import type { Db } from '../../db/database';
import { scheduleSweep } from '../../plugins/sweeps';
import { RUN_NOW } from '../pipeline/queue';
import { telemetryEvents, telemetrySessions } from './schema';

export const TELEMETRY_RETENTION_QUEUE = 'telemetry-retention';
const QUEUE_OPTIONS: PgBoss.Queue = {
  name: TELEMETRY_RETENTION_QUEUE,
  retryLimit: 3,
  retryDelay: 60,
  retryBackoff: true,
};
/** How often the schedule asks for a purge; pg-boss keeps it to one job per period across every process. */
export const TELEMETRY_RETENTION_EVERY_MS = 60 * 60 * 1000;
/** Rows deleted per statement: a purge never holds a long lock on a table the pages write to. */
const BATCH = 5000;

/**
 * Deletes telemetry older than the retention period (decision 0222): events recorded, and sessions last used,
 * before `now` less TELEMETRY_RETENTION_DAYS, in batches. Answers what it deleted.
 */
export async function purgeOldTelemetry(
  db: Db,
  now: Date,
  days: number = TELEMETRY_RETENTION_DAYS,
): Promise<{ events: number; sessions: number }> {
  const cutoff = new Date(now.getTime() - days * 24 * 60 * 60 * 1000);
  let events = 0;
  for (;;) {
    const old = db
      .select({ id: telemetryEvents.id })
      .from(telemetryEvents)
      .where(lt(telemetryEvents.createdAt, cutoff))
      .limit(BATCH);
    const deleted = await db
      .delete(telemetryEvents)
      .where(inArray(telemetryEvents.id, old))
      .returning({ id: telemetryEvents.id });
    events += deleted.length;
    if (deleted.length < BATCH) break;
  }
  let sessions = 0;
  for (;;) {
    const old = db
      .select({ uuid: telemetrySessions.uuid })
      .from(telemetrySessions)
      .where(lt(telemetrySessions.lastSeenAt, cutoff))
      .limit(BATCH);
    const deleted = await db
      .delete(telemetrySessions)
      .where(inArray(telemetrySessions.uuid, old))
      .returning({ uuid: telemetrySessions.uuid });
    sessions += deleted.length;
    if (deleted.length < BATCH) break;
  }
  return { events, sessions };
}

/**
 * One round of the retention schedule (decision 0222): asks pg-boss for the period's job (one per period across
 * every process: `singletonSeconds`), then takes whatever retention job is due, its own or one a stopped process
 * left, and runs it; a failure is retried by pg-boss with back-off. Answers the jobs it ran.
 */
export async function retentionRound(
  app: FastifyInstance,
  now: () => Date = () => new Date(),
  /** The job's singleton key: one job per key and period. */
  key = 'purge',
): Promise<number> {
  const boss = app.pipeline.boss;
  await boss.send(
    TELEMETRY_RETENTION_QUEUE,
    {},
    { ...RUN_NOW, singletonKey: key, singletonSeconds: TELEMETRY_RETENTION_EVERY_MS / 1000 },
  );
  const jobs = await boss.fetch(TELEMETRY_RETENTION_QUEUE, { batchSize: 1 });
  for (const job of jobs) {
    try {
      const purged = await purgeOldTelemetry(app.db, now());
      app.log.info(purged, 'old telemetry purged');
      await boss.complete(TELEMETRY_RETENTION_QUEUE, job.id);
    } catch (error) {
      await boss.fail(TELEMETRY_RETENTION_QUEUE, job.id, {
        message: String((error as Error)?.message ?? error),
      });
      throw error;
    }
  }
  return jobs.length;
}

/** The retention job's queue, and its schedule: a round when the server is ready, then every hour. */
export async function scheduleTelemetryRetention(app: FastifyInstance): Promise<void> {
  await app.database.withMigrationLock(async () => {
    await app.pipeline.boss.createQueue(TELEMETRY_RETENTION_QUEUE, QUEUE_OPTIONS);
  });
  scheduleSweep(app, {
    name: 'telemetry retention',
    everyMs: TELEMETRY_RETENTION_EVERY_MS,
    run: () => retentionRound(app),
  });
}
