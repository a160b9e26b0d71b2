import { applicationResponseSchema, HELOC_API_PATHS, ssnRequestSchema } from '@hearth/domain/heloc-api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authenticate, callerOf, requireRole } from '../../http/auth-guard';
import { errorResponses } from '../../http/openapi';
import { type ApplicationDeps, enterSsn } from './service';

/**
 * credit/social (decision 0062): after CREDIT_NO_MATCH the borrower gives a full SSN, which is stored
 * encrypted, and the soft pull runs again with it (`enterSsn`). Neither the number nor a hint of it leaves in a
 * response or a log line (the logger redacts `ssn`; nothing here logs the body).
 */
export const ssnRoutes: FastifyPluginAsyncZod<{ deps: ApplicationDeps }> = async (app, { deps }) => {
  app.post(
    HELOC_API_PATHS.ssn(':uuid'),
    {
      preHandler: [authenticate, requireRole('BORROWER')],
      schema: {
        tags: ['application'],
        summary:
          'Give the full SSN after CREDIT_NO_MATCH and re-run the soft pull (honors Idempotency-Key; at most 3 tries)',
        params: z.object({ uuid: z.uuid() }),
        headers: z.object({ 'idempotency-key': z.string().optional() }).loose(),
        body: ssnRequestSchema,
        response: { 202: applicationResponseSchema, ...errorResponses(400, 401, 403, 404, 409, 422, 429) },
      },
      // The fingerprint is a keyed hash (decision 0085): the stored value reveals nothing of the number.
      config: { idempotency: { operation: 'application.ssn' } },
    },
    async (request, reply) => {
      const moved = await enterSsn(
        deps,
        { uuid: request.params.uuid, identityUuid: callerOf(request).identityUuid, log: request.log },
        request.body.ssn,
      );
      return reply.status(202).send(moved);
    },
  );
};
