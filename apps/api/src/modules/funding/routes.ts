import {
  CONSOLE_API_PATHS,
  CONSOLE_PERMISSIONS,
  fundingPreparationSchema,
  fundingPreparationViewSchema,
} from '@hearth/domain/console';
import { resendDrawSchema } from '@hearth/domain/draw-returns';
import {
  fundedLineViewSchema,
  fundingDecisionSchema,
  lenderFundingViewSchema,
  lenderResendDrawSchema,
  FUNDING_API_PATHS as PATHS,
} from '@hearth/domain/funding';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authenticate, requireRole } from '../../http/auth-guard';
import { errorResponses } from '../../http/openapi';
import { ownApplicationOr404 } from '../../http/own-application';
import { lenderStaffAs, staffCallerOf } from '../../http/staff-role';
import { approveFunding, prepareFunding } from './decision';
import { lenderResendDraw, resendDraw } from './returns';
import { lenderFundingView, lineView } from './views';

const uuidParams = z.object({ uuid: z.uuid() });

/**
 * The borrower's line once the right to cancel has ended and the re-send of a returned draw, and the staff's
 * funding approval and view of the draw's ACH entries (decisions 0178 and 0182).
 */
export const fundingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app.funding;
  const tags = ['funding'];
  const response = { 200: fundedLineViewSchema, ...errorResponses(400, 401, 403, 404, 409) };

  app.get(
    PATHS.line(':uuid'),
    {
      preHandler: [authenticate, requireRole('BORROWER')],
      schema: { tags, summary: 'recording, funding and the open line', params: uuidParams, response },
    },
    async (request) => lineView(deps, await ownApplicationOr404(app.db, request, request.params.uuid)),
  );

  app.post(
    PATHS.resendDraw(':uuid'),
    {
      preHandler: [authenticate, requireRole('BORROWER')],
      schema: {
        tags,
        summary: 'complete: send a returned draw again, to another verified account',
        params: uuidParams,
        headers: z.object({ 'idempotency-key': z.string().optional() }).loose(),
        body: resendDrawSchema,
        response,
      },
      config: { idempotency: { operation: 'funding.resend-draw' } },
    },
    async (request) =>
      resendDraw(
        deps,
        await ownApplicationOr404(app.db, request, request.params.uuid),
        request.body.accountId,
        { autopayToo: request.body.autopayToo },
      ),
  );

  app.get(
    PATHS.lenderFunding(':uuid'),
    {
      preHandler: lenderStaffAs(...CONSOLE_PERMISSIONS.readFiles),
      schema: {
        tags,
        summary: "staff: the funding and each ACH entry of its draw, returned ones with NACHA's reason",
        params: uuidParams,
        response: { 200: lenderFundingViewSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => lenderFundingView(deps, request.params.uuid),
  );

  app.post(
    PATHS.lenderResendDraw(':uuid'),
    {
      preHandler: lenderStaffAs(...CONSOLE_PERMISSIONS.resendDraw),
      schema: {
        tags,
        summary:
          'staff: after the last return allowed and the call, send the draw to the account the borrower confirmed',
        params: uuidParams,
        headers: z.object({ 'idempotency-key': z.string().optional() }).loose(),
        body: lenderResendDrawSchema,
        response: { 200: lenderFundingViewSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
      config: {
        idempotency: { operation: 'funding.lender-resend-draw' },
        auditAction: 'Sent a returned draw again',
      },
    },
    async (request) => lenderResendDraw(deps, request.params.uuid, request.body),
  );

  app.post(
    CONSOLE_API_PATHS.fundingPreparation(':uuid'),
    {
      preHandler: lenderStaffAs(...CONSOLE_PERMISSIONS.prepareFunding),
      config: { auditAction: 'Prepared a file for funding' },
      schema: {
        tags,
        summary:
          'staff: prepare a file the funding checks held for approval (four eyes: whoever prepares it cannot approve it)',
        params: uuidParams,
        body: fundingPreparationSchema,
        response: { 200: fundingPreparationViewSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      prepareFunding(deps, request.params.uuid, staffCallerOf(request).identityUuid, request.body.note),
  );

  app.post(
    PATHS.fundingDecision(':uuid'),
    {
      preHandler: lenderStaffAs(...CONSOLE_PERMISSIONS.approveFunding),
      config: { auditAction: 'Approved funding' },
      schema: {
        tags,
        summary:
          'staff: approve funding the automatic checks held, on a file someone else prepared (four eyes, decision 0230)',
        params: uuidParams,
        body: fundingDecisionSchema,
        response,
      },
    },
    async (request) =>
      approveFunding(deps, request.params.uuid, request.body.note, staffCallerOf(request).identityUuid),
  );
};
