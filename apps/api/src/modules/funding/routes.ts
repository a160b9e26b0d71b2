import {
  fundedLineViewSchema,
  fundingDecisionSchema,
  FUNDING_API_PATHS as PATHS,
} from '@hearth/domain/funding';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authenticate, requireRole } from '../../http/auth-guard';
import { errorResponses } from '../../http/openapi';
import { ownApplicationOr404 } from '../../http/own-application';
import { approveFunding, lineView } from './service';

const uuidParams = z.object({ uuid: z.uuid() });

/** The borrower's line once the right to cancel has ended, and the staff's funding approval (decision 0178). */
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
    PATHS.fundingDecision(':uuid'),
    {
      preHandler: [authenticate, requireRole('STAFF')],
      schema: {
        tags,
        summary: 'staff: approve funding the automatic checks held',
        params: uuidParams,
        body: fundingDecisionSchema,
        response,
      },
    },
    async (request) => approveFunding(deps, request.params.uuid, request.body.note),
  );
};
