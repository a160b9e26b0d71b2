import { and, eq, notExists } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { scheduleSweep } from '../../plugins/sweeps';
import { helocApplications } from '../application/schema';
import { vendorRequests } from '../vendor-callbacks/schema';
import { applyHardPullResult, HARD_PULL_JOB, type HardPullDeps, requestHardPull } from './service';

/** How often the server looks for applications in HARD_CREDIT_PULL that no job is pulling. */
export const HARD_PULL_SWEEP_MS = 30_000;

declare module 'fastify' {
  interface FastifyInstance {
    hardPull: {
      /** Queues the hard pull of an application that reached HARD_CREDIT_PULL (a no-op in any other status). */
      enqueue(applicationUuid: string): Promise<void>;
      /** Queues every application waiting in HARD_CREDIT_PULL without a bureau request; returns how many. */
      sweep(): Promise<number>;
      /** Runs `handler` after each stored result is applied (decision 0200); registered before the server is ready. */
      onResult(handler: (applicationUuid: string) => Promise<void>): void;
    };
  }
}

/**
 * The hard credit pull (issue 10 item 4, decision 0131): a job on the vendor queue asks the bureau, and the
 * bureau's signed callback moves the application.
 */
async function hardPullPlugin(app: FastifyInstance): Promise<void> {
  const resultHandlers: ((applicationUuid: string) => Promise<void>)[] = [];
  const deps: HardPullDeps = {
    db: app.db,
    encryptionKey: app.config.encryptionKey,
    vendor: app.ports.hardCredit,
    afterResult: async (uuid) => {
      for (const handler of resultHandlers) await handler(uuid);
    },
  };
  app.vendors.onJob(HARD_PULL_JOB, (uuid) => requestHardPull(deps, uuid));
  app.vendors.onCallback('hard-credit', ({ request, callback }) =>
    applyHardPullResult(deps, request, callback),
  );
  const enqueue = (uuid: string) =>
    app.vendors.enqueue(
      { type: 'module', name: HARD_PULL_JOB, applicationUuid: uuid },
      `${HARD_PULL_JOB}:${uuid}`,
    );
  /**
   * Queues every application in HARD_CREDIT_PULL without an open bureau request: one that got there just
   * before a crash, or by a move that did not queue the pull (a lender's re-run after CREDIT_ERROR).
   */
  const sweep = async (): Promise<number> => {
    const waiting = await app.db
      .select({ uuid: helocApplications.uuid })
      .from(helocApplications)
      .where(
        and(
          eq(helocApplications.status, 'HARD_CREDIT_PULL'),
          notExists(
            app.db
              .select({ id: vendorRequests.id })
              .from(vendorRequests)
              .where(
                and(
                  eq(vendorRequests.applicationUuid, helocApplications.uuid),
                  eq(vendorRequests.purpose, 'hard-pull'),
                  eq(vendorRequests.status, 'PENDING'),
                ),
              ),
          ),
        ),
      );
    for (const { uuid } of waiting) await enqueue(uuid);
    return waiting.length;
  };
  app.decorate('hardPull', {
    enqueue,
    sweep,
    onResult: (handler) => {
      resultHandlers.push(handler);
    },
  });

  scheduleSweep(app, { name: 'hard pull', everyMs: HARD_PULL_SWEEP_MS, run: sweep });
}

export const hardPull = fp(hardPullPlugin, { name: 'hard-pull', dependencies: ['vendor-callbacks'] });
