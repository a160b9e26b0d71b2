import type { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type pg from 'pg';
import PgBoss from 'pg-boss';
import type { Database } from '../../db/database';
import { runPrequal } from './prequal';
import { type Providers, sandboxProviders } from './providers';
import { applicationsAwaitingPrequal } from './recovery';

export const PREQUAL_QUEUE = 'heloc-prequal';

export interface Pipeline {
  /** Queues the pre-qualification of an application and wakes this process's worker at once. */
  enqueue(applicationUuid: string): Promise<void>;
  providers: Providers;
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

async function pipelinePlugin(app: FastifyInstance): Promise<void> {
  const providers = sandboxProviders();
  const boss = new PgBoss({
    db: bossDatabase(app.database),
    schedule: false,
    supervise: true,
    migrate: true,
  });
  boss.on('error', (error) => app.log.error({ err: error }, 'job queue error'));
  await boss.start();
  await boss.createQueue(PREQUAL_QUEUE, {
    name: PREQUAL_QUEUE,
    retryLimit: 5,
    retryDelay: 1,
    retryBackoff: true,
  });

  const deps = {
    db: app.db,
    encryptionKey: app.config.encryptionKey,
    organization: (orgCode: string) => app.organizations.registry.byCode(orgCode),
    providers,
    now: () => new Date(),
    log: app.log,
  };
  const workerId = await boss.work<{ applicationUuid: string }>(
    PREQUAL_QUEUE,
    { pollingIntervalSeconds: 0.5, batchSize: 1 },
    async (jobs) => {
      for (const job of jobs) {
        const status = await runPrequal(deps, job.data.applicationUuid);
        app.log.info({ applicationUuid: job.data.applicationUuid, status }, 'pre-qualification finished');
      }
    },
  );

  const enqueue = async (applicationUuid: string) => {
    await boss.send(PREQUAL_QUEUE, { applicationUuid }, { singletonKey: applicationUuid });
    // Polling alone would add up to half a second; the job row is durable either way.
    boss.notifyWorker(workerId);
  };
  app.decorate('pipeline', { enqueue, providers });

  // An application committed just before a crash may have no job yet: queue every one still waiting.
  for (const uuid of await applicationsAwaitingPrequal(app.db)) await enqueue(uuid);

  app.addHook('preClose', async () => {
    await boss.stop({ graceful: true, wait: true, timeout: 5000, close: false });
  });
}

export const pipeline = fp(pipelinePlugin, { name: 'pipeline' });
