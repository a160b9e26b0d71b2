import {
  lineDrawRequestSchema,
  lineListSchema,
  linePaymentRequestSchema,
  lineServicingViewSchema,
  LINE_SERVICING_API_PATHS as PATHS,
} from '@hearth/domain/line-servicing';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authenticate, callerOf, requireRole } from '../../http/auth-guard';
import { errorResponses } from '../../http/openapi';
import { ownApplicationOr404 } from '../../http/own-application';
import { scheduleSweep } from '../../plugins/sweeps';
import type { ApplicationRow } from '../application/repository';
import { applyLineResult, LINE_SEND_JOB, sendLineEntries, unsentLineApplications } from './ach';
import { type LineServicingDeps, makePayment, openLinesOf, servicingView, takeDraw } from './service';

const uuidParams = z.object({ uuid: z.uuid() });
const idempotencyHeaders = z.object({ 'idempotency-key': z.string().min(8).max(200) }).loose();

/**
 * `/pay` (issue 22 item 11, decision 0223): the borrower's open line, a one-off payment from a linked account and a
 * later draw. Writes need an Idempotency-Key: a retry answers the first result and pays or draws once.
 */
export const lineServicingRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps: LineServicingDeps = {
    funding: app.funding.deps,
    interestOnly: (row: ApplicationRow) =>
      app.organizations.registry.byCode(row.organizationCode)?.orgMetaData.products.heloc?.ageRestricted ===
      true,
    send: (uuid, transactionId) =>
      app.vendors.enqueue(
        { type: 'module', name: LINE_SEND_JOB, applicationUuid: uuid },
        `${LINE_SEND_JOB}:${transactionId}`,
      ),
  };
  // The money movement (decision 0258): the job sends each new entry, the bank's answer settles or returns it, and
  // a sweep at start and every minute queues an entry a crash left unsent.
  app.vendors.onJob(LINE_SEND_JOB, (uuid) => sendLineEntries(deps.funding, uuid));
  app.funding.onLineResult(({ request, callback }) => applyLineResult(deps.funding, request, callback));
  scheduleSweep(app, {
    name: 'line-servicing',
    everyMs: 60_000,
    run: async () => {
      const uuids = await unsentLineApplications(deps.funding);
      for (const uuid of uuids)
        await app.vendors.enqueue(
          { type: 'module', name: LINE_SEND_JOB, applicationUuid: uuid },
          `${LINE_SEND_JOB}:${uuid}`,
        );
      return uuids.length;
    },
  });
  const tags = ['funding'];
  const preHandler = [authenticate, requireRole('BORROWER')];
  const response = { 200: lineServicingViewSchema, ...errorResponses(400, 401, 403, 404, 409) };

  app.get(
    PATHS.lines,
    {
      preHandler,
      schema: {
        tags,
        summary: "the signed-in borrower's open lines, newest first",
        response: { 200: lineListSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => ({ lines: await openLinesOf(deps, callerOf(request).identityUuid) }),
  );

  app.get(
    PATHS.servicing(':uuid'),
    {
      preHandler,
      schema: {
        tags,
        summary: 'the open line: balance, next payment, accounts',
        params: uuidParams,
        response,
      },
    },
    async (request) => servicingView(deps, await ownApplicationOr404(app.db, request, request.params.uuid)),
  );

  app.post(
    PATHS.payments(':uuid'),
    {
      preHandler,
      schema: {
        tags,
        summary: 'a one-off payment on the open line from a verified linked account',
        params: uuidParams,
        headers: idempotencyHeaders,
        body: linePaymentRequestSchema,
        response,
      },
      config: { idempotency: { operation: 'line-servicing.payment' } },
    },
    async (request) =>
      makePayment(
        deps,
        await ownApplicationOr404(app.db, request, request.params.uuid),
        callerOf(request).identityUuid,
        request.body,
      ),
  );

  app.post(
    PATHS.draws(':uuid'),
    {
      preHandler,
      schema: {
        tags,
        summary:
          "a draw on the open line, to its disbursement account, within the available credit and the state's least draw",
        params: uuidParams,
        headers: idempotencyHeaders,
        body: lineDrawRequestSchema,
        response,
      },
      config: { idempotency: { operation: 'line-servicing.draw' } },
    },
    async (request) =>
      takeDraw(
        deps,
        await ownApplicationOr404(app.db, request, request.params.uuid),
        callerOf(request).identityUuid,
        request.body,
      ),
  );
};
