import {
  decisionRequestSchema,
  decisionResponseSchema,
  featureRequestSchema,
  featureResponseSchema,
  featuresRequestSchema,
  featuresResponseSchema,
  fullStoryLinkBodySchema,
  fullStoryLinkPath,
  OPTIMIZE_PATHS,
} from '@hearth/domain/experiments';
import { TELEMETRY_CONTEXTS, type TelemetryContext } from '@hearth/domain/telemetry';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authenticate, callerOf, requireRole } from '../../http/auth-guard';
import { errorResponses } from '../../http/openapi';
import { ownApplicationOr404 } from '../../http/own-application';
import { deciderOf, decisionsFor, featureFor, featuresFor, saveSessionReplayLink } from './optimize';

const paramsSchema = z.object({ context: z.enum(TELEMETRY_CONTEXTS) });
const RATE_LIMIT = { max: 120, timeWindow: 60_000, groupId: 'service-optimize' };

/** `authenticated` calls need a valid token; `external` ones carry none (spec section 6) and ignore any. */
async function authenticateContext(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const { context } = request.params as { context?: string };
  if (context === 'authenticated') await authenticate(request, reply);
}

/**
 * The service-optimize calls (spec section 7, decision 0222), in the external and authenticated contexts, and the
 * session-replay link of an application.
 */
export const optimizeRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['telemetry'];
  const common = { preValidation: authenticateContext, config: { rateLimit: RATE_LIMIT } };

  /**
   * Who decides for this call: the signed-in person in the authenticated context, else the browser's tracker. The
   * params and body are the route schemas' (validated before the handler runs).
   */
  const deciderFor = (request: FastifyRequest) => {
    const { context } = request.params as { context: TelemetryContext };
    const identityUuid = context === 'authenticated' ? (request.auth?.identityUuid ?? null) : null;
    const { trackerId } = (request.body as { optimizeUser: { trackerId: string } }).optimizeUser;
    return deciderOf(app.db, context, identityUuid, trackerId);
  };

  app.post(
    OPTIMIZE_PATHS.feature(':context' as TelemetryContext),
    {
      ...common,
      schema: {
        tags,
        summary: 'Whether one feature is on for this person',
        params: paramsSchema,
        body: featureRequestSchema,
        response: { 200: featureResponseSchema, ...errorResponses(400, 401, 404, 409, 429) },
      },
    },
    async (request) => {
      const id = await deciderFor(request);
      return featureFor(id, request.body.featureKey);
    },
  );

  app.post(
    OPTIMIZE_PATHS.features(':context' as TelemetryContext),
    {
      ...common,
      schema: {
        tags,
        summary: 'Every feature, on or off for this person',
        params: paramsSchema,
        body: featuresRequestSchema,
        response: { 200: featuresResponseSchema, ...errorResponses(400, 401, 409, 429) },
      },
    },
    async (request) => {
      const id = await deciderFor(request);
      return { features: featuresFor(id) };
    },
  );

  app.post(
    OPTIMIZE_PATHS.decision(':context' as TelemetryContext),
    {
      ...common,
      schema: {
        tags,
        summary:
          "This person's variation of each running experiment and each feature, assigned deterministically",
        params: paramsSchema,
        body: decisionRequestSchema,
        response: { 200: decisionResponseSchema, ...errorResponses(400, 401, 409, 429) },
      },
    },
    async (request) => {
      const id = await deciderFor(request);
      return { decisions: decisionsFor(id, request.body.keys) };
    },
  );

  app.put(
    fullStoryLinkPath(':uuid'),
    {
      preHandler: [authenticate, requireRole('BORROWER')],
      schema: {
        tags,
        summary: "The session-replay link of the borrower's application, for support",
        params: z.object({ uuid: z.uuid() }),
        body: fullStoryLinkBodySchema,
        response: {
          200: z.object({ applicationUuid: z.uuid(), link: z.string() }),
          ...errorResponses(400, 401, 403, 404),
        },
      },
    },
    async (request) => {
      const row = await ownApplicationOr404(app.db, request, request.params.uuid);
      return saveSessionReplayLink(app.db, row.uuid, callerOf(request).identityUuid, request.body.link);
    },
  );
};
