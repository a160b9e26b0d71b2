import { randomUUID } from 'node:crypto';
import type { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import pg from 'pg';
import PgBoss from 'pg-boss';
import type { Database } from '../../db/database';
import { Dispatcher } from './dispatcher';
import { type PrequalNotices, runPrequal } from './prequal';
import type { Providers } from './providers';
import { applicationsAwaitingPrequal } from './recovery';

export const PREQUAL_QUEUE = 'heloc-prequal';
export const PREQUAL_QUEUE_OPTIONS: PgBoss.Queue = {
  name: PREQUAL_QUEUE,
  retryLimit: 5,
  retryDelay: 1,
  retryBackoff: true,
};

export interface Pipeline {
  /** Queues the pre-qualification of an application and wakes this process's worker at once. */
  enqueue(applicationUuid: string): Promise<void>;
  providers: Providers;
  /** This process's job runner (its `active` count is read by tests and the bench). */
  dispatcher: Dispatcher<unknown>;
  /** The queue itself, shared by the vendor jobs (modules/vendor-callbacks) so one pg-boss runs per process. */
  boss: PgBoss;
  /** The notices module gives what pre-qualification owes the applicant through these (decision 0200). */
  useNotices(notices: PrequalNotices): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    pipeline: Pipeline;
  }
}

/**
 * pg-boss over the app's own connection: PGlite is a single in-process connection, so pg-boss gets an
 * `executeSql` adapter instead of its own pool. A call without parameters carries several statements
 * and must go to `exec`; on PostgreSQL the pool's simple-query path handles both.
 */
export function bossDatabase(database: Database): PgBoss.Db {
  const client = (database.db as unknown as { $client: unknown }).$client;
  if (database.kind === 'pglite') {
    const pglite = client as PGlite;
    return {
      executeSql: async (text, values) => {
        if (values && values.length > 0) return { rows: (await pglite.query(text, values)).rows };
        const results = await pglite.exec(text);
        return { rows: results.at(-1)?.rows ?? [] };
      },
    };
  }
  const pool = client as pg.Pool;
  return { executeSql: async (text, values) => ({ rows: (await pool.query(text, values)).rows }) };
}

/**
 * What a job that should run now is sent with. pg-boss fetches only jobs with `start_after < now()`, and PGlite's
 * clock has millisecond resolution: a job fetched in the millisecond it was queued (which the in-process wake-up
 * does) stayed invisible until the next idle poll, 2 s later (issue 21 item 3). Dated a second back, it is visible
 * at once on either database. pg-boss dates its own retries.
 */
export const RUN_NOW: PgBoss.SendOptions = { startAfter: '-1 second' };

/** Jobs one process runs at once: each is a few short queries and two sandbox calls, so the pool (10) is the limit. */
export const PREQUAL_CONCURRENCY = 8;
/** Fallback fetch while idle: retries coming due, jobs of a process that died, a missed wake-up. */
export const PREQUAL_IDLE_POLL_MS = 2000;
/** PostgreSQL channel on which a process that queued a job wakes the others' dispatchers. */
export const PREQUAL_CHANNEL = 'hearth_prequal';

/**
 * Wakes this process's dispatcher when another process queues a job (PostgreSQL LISTEN on a connection of its
 * own). PGlite is one process, so the in-process wake-up is enough there. A lost connection is re-opened; the
 * idle poll covers the gap.
 */
function listenForWork(
  database: Database,
  self: string,
  wake: () => void,
  onError: (error: unknown) => void,
): () => Promise<void> {
  if (database.kind !== 'postgres') return async () => {};
  const pool = (database.db as unknown as { $client: pg.Pool }).$client;
  let client: pg.Client | undefined;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;
  const connect = async () => {
    const next = new pg.Client((pool as unknown as { options: pg.ClientConfig }).options);
    next.on('notification', (message) => {
      if (message.payload !== self) wake();
    });
    next.on('error', (error) => {
      onError(error);
      next.end().catch(() => {});
      if (client === next) client = undefined;
      if (!closed) retry = setTimeout(() => void connect().catch(onError), PREQUAL_IDLE_POLL_MS);
    });
    await next.connect();
    await next.query(`LISTEN ${PREQUAL_CHANNEL}`);
    if (closed) await next.end();
    else client = next;
  };
  void connect().catch((error) => {
    onError(error);
    if (!closed) retry = setTimeout(() => void connect().catch(onError), PREQUAL_IDLE_POLL_MS);
  });
  return async () => {
    closed = true;
    if (retry) clearTimeout(retry);
    await client?.end().catch(() => {});
  };
}

async function pipelinePlugin(app: FastifyInstance): Promise<void> {
  const providers: Providers = { creditBureau: app.ports.creditBureau, propertyData: app.ports.propertyData };
  const boss = new PgBoss({
    db: bossDatabase(app.database),
    schedule: false,
    supervise: true,
    // Installs or upgrades its schema when `npm run migrate` has not (tests, the embedded database, local runs).
    migrate: true,
  });
  boss.on('error', (error) => app.log.error({ err: error }, 'job queue error'));
  // Processes starting together on a new database would race on pg-boss's install (decision 0092).
  await app.database.withMigrationLock(async () => {
    await boss.start();
    await boss.createQueue(PREQUAL_QUEUE, PREQUAL_QUEUE_OPTIONS);
  });

  const deps: Parameters<typeof runPrequal>[0] = {
    db: app.db,
    encryptionKey: app.config.encryptionKey,
    organization: (orgCode: string) => app.organizations.registry.byCode(orgCode),
    providers,
    now: () => new Date(),
    log: app.log,
  };
  const useNotices = (notices: PrequalNotices) => {
    deps.notices = notices;
  };
  type PrequalJob = PgBoss.Job<{ applicationUuid: string }>;
  const onError = (error: unknown) => app.log.error({ err: error }, 'pre-qualification job failed');
  const dispatcher = new Dispatcher<PrequalJob>({
    concurrency: PREQUAL_CONCURRENCY,
    idlePollMs: PREQUAL_IDLE_POLL_MS,
    fetch: (limit) => boss.fetch<{ applicationUuid: string }>(PREQUAL_QUEUE, { batchSize: limit }),
    run: async (job) => {
      const status = await runPrequal(deps, job.data.applicationUuid);
      app.log.info({ applicationUuid: job.data.applicationUuid, status }, 'pre-qualification finished');
    },
    complete: async (job) => {
      await boss.complete(PREQUAL_QUEUE, job.id);
    },
    fail: async (job, error) => {
      await boss.fail(PREQUAL_QUEUE, job.id, { message: String((error as Error)?.message ?? error) });
    },
    onError,
  });
  const self = randomUUID();
  const stopListening = listenForWork(
    app.database,
    self,
    () => dispatcher.wake(),
    (error) => app.log.warn({ err: error }, 'job queue listener error'),
  );
  const pool =
    app.database.kind === 'postgres'
      ? (app.database.db as unknown as { $client: pg.Pool }).$client
      : undefined;

  const enqueue = async (applicationUuid: string) => {
    await boss.send(PREQUAL_QUEUE, { applicationUuid }, { ...RUN_NOW, singletonKey: applicationUuid });
    // The job row is durable either way; waking skips the poll here and, through NOTIFY, in the other processes.
    dispatcher.wake();
    if (pool) await pool.query('SELECT pg_notify($1, $2)', [PREQUAL_CHANNEL, self]);
  };
  app.decorate('pipeline', { enqueue, providers, dispatcher, boss, useNotices });
  // Started once every module has registered (the notices among them), so no job runs without them.
  app.addHook('onReady', async () => {
    dispatcher.start();
  });

  // An application committed just before a crash may have no job yet: queue every one still waiting.
  for (const uuid of await applicationsAwaitingPrequal(app.db)) await enqueue(uuid);

  app.addHook('preClose', async () => {
    // Shutdown: no new fetches, the jobs in hand finish and are completed, then pg-boss's timers stop.
    await stopListening();
    await dispatcher.stop();
    await boss.stop({ graceful: true, wait: true, timeout: 5000, close: false });
  });
}

export const pipeline = fp(pipelinePlugin, { name: 'pipeline' });
