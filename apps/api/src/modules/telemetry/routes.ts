import { createHash, randomUUID } from 'node:crypto';
import {
  dedupeKey,
  marketingQueryParams,
  pathOnly,
  scrubEventProperties,
  TELEMETRY_CONTEXTS,
  TELEMETRY_LIMITS,
  TELEMETRY_PATHS,
  type TelemetryContext,
  telemetryEventRequestSchema,
  telemetryEventResponseSchema,
  telemetrySessionRequestSchema,
  telemetrySessionResponseSchema,
} from '@hearth/domain/telemetry';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authenticate } from '../../http/auth-guard';
import { errorResponses } from '../../http/openapi';
import { findOwnApplication } from '../application/repository';
import { organizationOf } from '../organizations/resolve';
import { optimizeRoutes } from './optimize-routes';
import { findReusableSession, findSession, insertEventOnce, insertSession, touchSession } from './repository';
import { scheduleTelemetryRetention } from './retention';

/** Per client address, per minute: a page load makes one session call and a handful of events. */
export const TELEMETRY_RATE_LIMITS = { sessionsPerMinute: 60, eventsPerMinute: 300 } as const;

const paramsSchema = z.object({ context: z.enum(TELEMETRY_CONTEXTS) });

/** `authenticated` calls need a valid token (401 before the body is even validated); `external` ones ignore any. */
async function authenticateContext(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const { context } = request.params as { context?: string };
  if (context === 'authenticated') await authenticate(request, reply);
}

function callerIdentity(request: FastifyRequest, context: TelemetryContext): string | null {
  return context === 'authenticated' ? (request.auth?.identityUuid ?? null) : null;
}

function invalidJson(): Error & { statusCode: number } {
  return Object.assign(new Error('Body is not valid JSON'), { statusCode: 400 });
}

/** Scope and key hashed together: the stored key is fixed-length and carries nothing readable. */
function storedDedupeKey(sessionUuid: string, key: string): string {
  return createHash('sha256').update(`${sessionUuid}|${key}`).digest('hex');
}

/**
 * POST /ft/{context}/session and /ft/{context}/event (spec section 7, decision 0070). Bodies may be JSON sent
 * as `text/plain` (navigator.sendBeacon); personal data is scrubbed before anything is stored.
 */
export const telemetryRoutes: FastifyPluginAsyncZod = async (app) => {
  // The experiments and features (service-optimize), the session-replay link, and the retention job (decision 0222).
  await app.register(optimizeRoutes);
  await scheduleTelemetryRetention(app);
  // Scoped to this plugin: elsewhere text/plain stays a string.
  app.removeContentTypeParser('text/plain');
  app.addContentTypeParser('text/plain', { parseAs: 'string' }, (_request, body, done) => {
    try {
      done(null, JSON.parse(body as string));
    } catch {
      done(invalidJson(), undefined);
    }
  });

  app.post(
    TELEMETRY_PATHS.session(':context' as TelemetryContext),
    {
      bodyLimit: TELEMETRY_LIMITS.bodyBytes,
      preValidation: authenticateContext,
      schema: {
        tags: ['telemetry'],
        summary: 'Start a telemetry session, or go on with the one presented while it is valid',
        params: paramsSchema,
        headers: z.object({ 'idempotency-key': z.string().optional() }).loose(),
        body: telemetrySessionRequestSchema,
        response: {
          200: telemetrySessionResponseSchema,
          ...errorResponses(400, 401, 409, 413, 415, 422, 429),
        },
      },
      config: {
        idempotency: { operation: 'telemetry.session' },
        rateLimit: {
          max: TELEMETRY_RATE_LIMITS.sessionsPerMinute,
          timeWindow: 60_000,
          groupId: 'telemetry-session',
        },
      },
    },
    async (request) => {
      const { context } = request.params;
      const body = request.body;
      const identityUuid = callerIdentity(request, context);
      const now = new Date();
      const presented = body.sessionKey;
      if (presented?.uuid && presented.epoch !== undefined && presented.trackerUuid) {
        const key = { uuid: presented.uuid, epoch: presented.epoch, trackerUuid: presented.trackerUuid };
        const reusable = await findReusableSession(app.db, key, identityUuid, now);
        if (reusable) {
          await touchSession(app.db, reusable.uuid, now, reusable.identityUuid ? null : identityUuid);
          return { sessionKey: key };
        }
      }
      const session = await insertSession(app.db, {
        trackerUuid: presented?.trackerUuid ?? randomUUID(),
        epoch: now.getTime(),
        context,
        identityUuid,
        organizationCode: organizationOf(request).orgCode,
        platform: body.platform,
        libVersion: body.libVersion,
        appVersion: body.appVersion ?? null,
        referrer: pathOnly(body.referrer),
        queryParams: marketingQueryParams(body.queryParams),
        screenWidth: body.screenWidth,
        screenHeight: body.screenHeight,
        windowWidth: body.windowWidth,
        windowHeight: body.windowHeight,
        createdAt: now,
        lastSeenAt: now,
      });
      return {
        sessionKey: { uuid: session.uuid, epoch: session.epoch, trackerUuid: session.trackerUuid },
      };
    },
  );

  app.post(
    TELEMETRY_PATHS.event(':context' as TelemetryContext),
    {
      bodyLimit: TELEMETRY_LIMITS.bodyBytes,
      preValidation: authenticateContext,
      schema: {
        tags: ['telemetry'],
        summary: 'Record a tracking event; a duplicate within its session is accepted and ignored',
        params: paramsSchema,
        headers: z.object({ 'idempotency-key': z.string().optional() }).loose(),
        body: telemetryEventRequestSchema,
        response: {
          202: telemetryEventResponseSchema,
          ...errorResponses(400, 401, 409, 413, 415, 422, 429),
        },
      },
      config: {
        idempotency: { operation: 'telemetry.event' },
        rateLimit: {
          max: TELEMETRY_RATE_LIMITS.eventsPerMinute,
          timeWindow: 60_000,
          groupId: 'telemetry-event',
        },
      },
    },
    async (request, reply) => {
      const { context } = request.params;
      const body = request.body;
      // The token says who; the payload's identityId is never trusted.
      const identityUuid = callerIdentity(request, context);
      const session = body.sessionKey ? await findSession(app.db, body.sessionKey) : undefined;
      const ownApplication =
        identityUuid && body.applicationUuid
          ? await findOwnApplication(app.db, body.applicationUuid, identityUuid)
          : undefined;
      const pagePath = pathOnly(body.pagePath);
      const eventProperties = scrubEventProperties(body.eventProperties);
      const key = dedupeKey({
        event: body.event,
        pagePath,
        dontDedupe: body.dontDedupe,
        dedupeProperty: body.dedupeProperty,
        eventProperties,
      });
      const stored = await insertEventOnce(app.db, {
        sessionUuid: session?.uuid ?? null,
        context,
        identityUuid,
        applicationUuid: ownApplication?.uuid ?? null,
        organizationCode: organizationOf(request).orgCode,
        domain: pathOnly(body.domain),
        pagePath,
        event: body.event,
        eventType: body.eventType,
        productType: body.productType,
        queryParams: marketingQueryParams(body.queryParams),
        eventProperties,
        // Duplicates are ignored within a session; an event without a valid session cannot be matched.
        dedupeKey: session && key !== null ? storedDedupeKey(session.uuid, key) : null,
      });
      if (session) await touchSession(app.db, session.uuid, new Date());
      return reply.status(202).send({ accepted: true, duplicate: !stored });
    },
  );
};
