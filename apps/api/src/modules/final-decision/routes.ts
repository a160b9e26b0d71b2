import { CONSOLE_PERMISSIONS } from '@hearth/domain/console';
import {
  finalDecisionViewSchema,
  FINAL_DECISION_API_PATHS as PATHS,
  underwritingDecisionSchema,
} from '@hearth/domain/final-decision';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authenticate, requireRole } from '../../http/auth-guard';
import { notFoundError } from '../../http/errors';
import { errorResponses } from '../../http/openapi';
import { ownApplicationOr404 } from '../../http/own-application';
import { lenderStaffAs } from '../../http/staff-role';
import { findApplication } from '../application/repository';
import { acceptFinalOffer, decideUnderwriting, finalDecisionView } from './service';

const uuidParams = z.object({ uuid: z.uuid() });

/**
 * The final decision's calls (issue 10 item 7, decision 0153): the borrower reads it and accepts the final offer;
 * an underwriter decides a file in review. Another borrower's application is a 404.
 */
export const finalDecisionRoutes: FastifyPluginAsyncZod = async (app) => {
  const borrower = [authenticate, requireRole('BORROWER')];
  const tags = ['final-decision'];

  app.get(
    PATHS.finalDecision(':uuid'),
    {
      preHandler: borrower,
      schema: {
        tags,
        summary: 'the final decision: the offer to accept, or what changed and why',
        params: uuidParams,
        response: { 200: finalDecisionViewSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) =>
      finalDecisionView(
        app.finalDecision.deps.encryptionKey,
        await ownApplicationOr404(app.db, request, request.params.uuid),
      ),
  );

  app.post(
    PATHS.acceptFinalOffer(':uuid'),
    {
      preHandler: borrower,
      schema: {
        tags,
        summary: 'accept the final offer (a repeat answers the same acceptance)',
        params: uuidParams,
        response: { 200: finalDecisionViewSchema, ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request) => {
      const row = await ownApplicationOr404(app.db, request, request.params.uuid);
      return acceptFinalOffer(app.finalDecision.deps, row, {
        ip: request.ip,
        userAgent: request.headers['user-agent'] ?? '',
        now: app.finalDecision.deps.now(),
      });
    },
  );

  app.post(
    PATHS.underwritingDecision(':uuid'),
    {
      preHandler: lenderStaffAs(...CONSOLE_PERMISSIONS.decide),
      config: { auditAction: 'Decided a manual review' },
      schema: {
        tags,
        summary: "staff: the underwriter's decision on an application in UNDERWRITING_REVIEW",
        params: uuidParams,
        body: underwritingDecisionSchema,
        response: { 200: finalDecisionViewSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const row = await findApplication(app.db, request.params.uuid);
      if (!row) throw notFoundError();
      return decideUnderwriting(app.finalDecision.deps, row, request.body);
    },
  );
};
