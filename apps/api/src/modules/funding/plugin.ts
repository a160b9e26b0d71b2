import { createHash } from 'node:crypto';
import type { DrawReturnNext } from '@hearth/domain/draw-returns';
import { inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { scheduleSweep } from '../../plugins/sweeps';
import type { ApplicationRow } from '../application/repository';
import { helocApplications } from '../application/schema';
import { creditorFor } from '../decisioning/adverse-action';
import type { CallbackHandler } from '../vendor-callbacks/plugin';
import { advanceFunding, FUNDING_STATUSES } from './advance';
import { type FundingDeps, LINE_ACH_PURPOSE } from './deps';
import { applyFundingBankResult } from './draw';
import { applyRecordingResult } from './recording';
import { returnedDrawNext } from './returns';

export const FUNDING_ADVANCE_JOB = 'funding.advance';
const FUNDING_SWEEP_MS = 60_000;

declare module 'fastify' {
  interface FastifyInstance {
    funding: {
      deps: FundingDeps;
      /** Queues the next closing step of an application (recording, the funding checks, payoffs, the ACH). */
      enqueue(applicationUuid: string): Promise<void>;
      sweep(): Promise<number>;
      /**
       * What a returned draw of this application waits for, or null (decision 0182): the bank-accounts routes ask it
       * whether a new funds account reopens the draw.
       */
      returnedDrawNext(row: ApplicationRow): Promise<DrawReturnNext | null>;
      /** Who answers the bank's result of a `/pay` entry (decision 0258): the line-servicing module. */
      onLineResult(handler: CallbackHandler): void;
    };
  }
}

/**
 * Recording and funding (issue 12 item 6, decision 0178) as one advance job per application on the vendor queue:
 * queued when the right to cancel ends and by each answer, and by a sweep at start and every minute, so a crash
 * between any two steps is picked up where it stopped. The sandbox recorder and bank answer by signed callback.
 */
async function fundingPlugin(app: FastifyInstance): Promise<void> {
  const { vendors } = app;
  const enqueue = (uuid: string) =>
    vendors.enqueue(
      { type: 'module', name: FUNDING_ADVANCE_JOB, applicationUuid: uuid },
      `${FUNDING_ADVANCE_JOB}:${uuid}`,
    );
  const now = () => vendors.clock.now();
  const deps: FundingDeps = {
    db: app.db,
    encryptionKey: app.config.encryptionKey,
    documents: app.documents.deps,
    recorder: app.ports.recorder,
    bank: app.ports.fundingBank,
    originator: (orgCode) => {
      const creditor = creditorFor(app.organizations.registry.byCode(orgCode));
      // The ACH company id is "1" and the lender's EIN; the sandbox derives a stable one from the brand.
      const digits = BigInt(`0x${createHash('sha256').update(orgCode).digest('hex').slice(0, 12)}`);
      return { name: creditor.name, companyId: `1${String(digits % 1_000_000_000n).padStart(9, '0')}` };
    },
    advance: enqueue,
    now,
    startedAt: Date.now(),
  };
  vendors.onJob(FUNDING_ADVANCE_JOB, (uuid) => advanceFunding(deps, uuid));
  vendors.onCallback('recorder', ({ request, callback }) => applyRecordingResult(deps, request, callback));
  let lineResult: CallbackHandler | undefined;
  vendors.onCallback('funding-bank', (input) =>
    input.request.purpose.startsWith(LINE_ACH_PURPOSE) && lineResult
      ? lineResult(input)
      : applyFundingBankResult(deps, input.request, input.callback),
  );

  const sweep = async (): Promise<number> => {
    const waiting = await app.db
      .select({ uuid: helocApplications.uuid })
      .from(helocApplications)
      .where(inArray(helocApplications.status, [...FUNDING_STATUSES]));
    for (const { uuid } of waiting) await enqueue(uuid);
    return waiting.length;
  };
  app.decorate('funding', {
    deps,
    enqueue,
    sweep,
    returnedDrawNext: (row) => returnedDrawNext(app.db, row),
    onLineResult: (handler) => {
      lineResult = handler;
    },
  });

  scheduleSweep(app, { name: 'funding', everyMs: FUNDING_SWEEP_MS, run: sweep });
}

export const funding = fp(fundingPlugin, {
  name: 'funding',
  dependencies: ['vendor-callbacks', 'documents'],
});
