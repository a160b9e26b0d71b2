import {
  feedbackListSchema,
  feedbackReceiptSchema,
  leaveSurveyRequestSchema,
  SHELL_PATHS,
} from '@hearth/domain/shell-settings';
import { feedbackRequestSchema } from '@hearth/domain/validation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authenticate, callerOf } from '../../http/auth-guard';
import { errorResponses } from '../../http/openapi';
import { requireStaffRole } from '../../http/staff-role';
import { listFeedback, submitFeedback, submitLeaveSurvey } from './service';

/**
 * The borrower's feedback and leave-survey answers (issue 22 items 6 and 7, decision 0220): signed in only, each
 * POST idempotent under its `Idempotency-Key`, and read back by the lender's staff of the same brand.
 */
export const feedbackRoutes: FastifyPluginAsyncZod = async (app) => {
  const response = { 201: feedbackReceiptSchema, ...errorResponses(400, 401, 404, 409, 422) };
  app.post(
    SHELL_PATHS.feedback,
    {
      preHandler: authenticate,
      schema: {
        tags: ['feedback'],
        summary:
          'Send feedback: topic, message (10 to 1000 characters), marketing consent (path: decision 0220)',
        security: [{ bearer: [] }],
        body: feedbackRequestSchema,
        response,
      },
      config: { idempotency: { operation: 'feedback.send' } },
    },
    async (request, reply) =>
      reply.status(201).send(await submitFeedback(app.db, callerOf(request), request.body)),
  );
  app.post(
    SHELL_PATHS.leaveSurvey,
    {
      preHandler: authenticate,
      schema: {
        tags: ['feedback'],
        summary: 'Answer the leave survey at logout: a reason and an optional comment',
        security: [{ bearer: [] }],
        body: leaveSurveyRequestSchema,
        response,
      },
      config: { idempotency: { operation: 'feedback.leave-survey' } },
    },
    async (request, reply) =>
      reply.status(201).send(await submitLeaveSurvey(app.db, callerOf(request), request.body)),
  );
  app.get(
    SHELL_PATHS.staffFeedback,
    {
      preHandler: [requireStaffRole('ADMIN')],
      schema: {
        tags: ['lender'],
        summary: "The brand's latest feedback and leave-survey answers",
        security: [{ bearer: [] }],
        response: { 200: feedbackListSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => ({ items: await listFeedback(app.db, callerOf(request).organizationCode) }),
  );
};
