import { postalAddressLines } from '@hearth/domain/brands';
import { inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { scheduleSweep } from '../../plugins/sweeps';
import { helocApplications } from '../application/schema';
import { creditorFor } from '../decisioning/adverse-action';
import type { CollateralDeps } from './deps';
import { applyInsuranceResult } from './insurance';
import { advance, applyFloodResult, applyTitleResult } from './title';
import { applyValuationResult } from './valuation';

export const COLLATERAL_ADVANCE_JOB = 'collateral.advance';
/** How often the server looks for applications a lost job left waiting on an order or a rule. */
export const COLLATERAL_SWEEP_MS = 60_000;
/** The statuses the advance job acts in (everything else waits for the borrower or a vendor's answer). */
const ADVANCING = [
  'PAYOFF_REQUEST_PENDING',
  'PREQUAL_TITLE',
  'TRUST_AND_INSURANCE',
  'ORDER_FULL_TITLE',
  'FINAL_TITLE_COMPLETE',
] as const;

declare module 'fastify' {
  interface FastifyInstance {
    collateral: {
      deps: CollateralDeps;
      sweep(): Promise<number>;
      /**
       * Registers what gives the collateral's notices (decision 0204): run after the liens, a valuation and the flood
       * determination, and before a line goes past title and flood. Registered before the server is ready.
       */
      onNotices(handler: (applicationUuid: string) => Promise<void>): void;
    };
  }
}

/**
 * Part 2's vendors and jobs (issue 11, decision 0160): the sandbox title company, flood vendor, broker and
 * insurance reviewer answer through signed callbacks on the vendor queue; one advance job per application does
 * what its status needs next, queued by each step and by a sweep at start and every minute.
 */
async function collateralPlugin(app: FastifyInstance): Promise<void> {
  const { vendors } = app;
  const enqueue = (uuid: string) =>
    vendors.enqueue(
      { type: 'module', name: COLLATERAL_ADVANCE_JOB, applicationUuid: uuid },
      `${COLLATERAL_ADVANCE_JOB}:${uuid}`,
    );
  const noticeHandlers: ((applicationUuid: string) => Promise<void>)[] = [];
  const deps: CollateralDeps = {
    ...app.finalDecision.deps,
    notices: async (uuid) => {
      for (const handler of noticeHandlers) await handler(uuid);
    },
    title: app.ports.title,
    flood: app.ports.flood,
    valuation: app.ports.valuation,
    insurance: app.ports.insurance,
    advance: enqueue,
    mortgageeClause: (orgCode) => {
      const creditor = creditorFor(app.organizations.registry.byCode(orgCode));
      const where = creditor.address ? `, ${postalAddressLines(creditor.address).join(', ')}` : '';
      return `${creditor.name}, its successors and/or assigns (ISAOA/ATIMA)${where}`;
    },
  };
  vendors.onJob(COLLATERAL_ADVANCE_JOB, (uuid) => advance(deps, uuid));
  vendors.onCallback('title', ({ request, callback }) => applyTitleResult(deps, request, callback));
  vendors.onCallback('flood', ({ request, callback }) => applyFloodResult(deps, request, callback));
  vendors.onCallback('valuation', ({ request, callback }) => applyValuationResult(deps, request, callback));
  vendors.onCallback('insurance', ({ request, callback }) => applyInsuranceResult(deps, request, callback));

  const sweep = async (): Promise<number> => {
    const waiting = await app.db
      .select({ uuid: helocApplications.uuid })
      .from(helocApplications)
      .where(inArray(helocApplications.status, [...ADVANCING]));
    for (const { uuid } of waiting) await enqueue(uuid);
    return waiting.length;
  };
  app.decorate('collateral', {
    deps,
    sweep,
    onNotices: (handler) => {
      noticeHandlers.push(handler);
    },
  });

  scheduleSweep(app, { name: 'collateral', everyMs: COLLATERAL_SWEEP_MS, run: sweep });
}

export const collateral = fp(collateralPlugin, {
  name: 'collateral',
  dependencies: ['vendor-callbacks', 'final-decision'],
});
