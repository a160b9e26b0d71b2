import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { scheduleSweep } from '../../plugins/sweeps';
import { helocApplications } from '../application/schema';
import { identityVerifications } from '../identity-verification/schema';
import { FINAL_DECISION_JOB, type FinalDecisionDeps, runFinalDecision } from './service';

/** How often the server looks for applications whose identity passed but which no job has decided. */
export const FINAL_DECISION_SWEEP_MS = 30_000;

declare module 'fastify' {
  interface FastifyInstance {
    finalDecision: {
      deps: FinalDecisionDeps;
      /** Queues the final decision of an application whose identity passed (a no-op in any other status). */
      enqueue(applicationUuid: string): Promise<void>;
      /** Queues every application in IDENTITY_VERIFICATION with a passed verification and no decision. */
      sweep(): Promise<number>;
      /** Sets what gives a decline's notice at once (the notices module, decision 0230). */
      useDeclineNotice(give: (applicationUuid: string) => Promise<void>): void;
    };
  }
}

/**
 * The final decision (issue 10 item 7, decision 0153) as a job on the vendor queue: queued when the identity
 * vendor's pass is processed, and by a sweep at start and every 30 s for one lost to a crash in between.
 */
async function finalDecisionPlugin(app: FastifyInstance): Promise<void> {
  const deps: FinalDecisionDeps = {
    db: app.db,
    encryptionKey: app.config.encryptionKey,
    organization: (orgCode) => app.organizations.registry.byCode(orgCode),
    now: () => app.vendors.clock.now(),
  };
  app.vendors.onJob(FINAL_DECISION_JOB, (uuid) => runFinalDecision(deps, uuid));
  const enqueue = (uuid: string) =>
    app.vendors.enqueue(
      { type: 'module', name: FINAL_DECISION_JOB, applicationUuid: uuid },
      `${FINAL_DECISION_JOB}:${uuid}`,
    );
  const sweep = async (): Promise<number> => {
    const waiting = await app.db
      .selectDistinct({ uuid: helocApplications.uuid })
      .from(helocApplications)
      .innerJoin(identityVerifications, eq(identityVerifications.applicationUuid, helocApplications.uuid))
      .where(
        and(
          eq(helocApplications.status, 'IDENTITY_VERIFICATION'),
          eq(identityVerifications.state, 'PASS'),
          isNull(helocApplications.finalDecision),
          isNull(helocApplications.finalDecisionEncrypted),
        ),
      );
    for (const { uuid } of waiting) await enqueue(uuid);
    return waiting.length;
  };
  const useDeclineNotice = (give: (applicationUuid: string) => Promise<void>) => {
    deps.onDeclined = give;
  };
  app.decorate('finalDecision', { deps, enqueue, sweep, useDeclineNotice });

  scheduleSweep(app, { name: 'final decision', everyMs: FINAL_DECISION_SWEEP_MS, run: sweep });
}

export const finalDecision = fp(finalDecisionPlugin, {
  name: 'final-decision',
  dependencies: ['vendor-callbacks'],
});
