import { DomainError } from '@hearth/domain/errors';
import {
  applicationResponseSchema,
  HELOC_API_PATHS,
  SSN_ENTRY_MESSAGES,
  SSN_MAX_ATTEMPTS,
  ssnRequestSchema,
} from '@hearth/domain/heloc-api';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authenticate, callerOf, requireRole } from '../../http/auth-guard';
import { notFoundError } from '../../http/errors';
import { errorResponses } from '../../http/openapi';
import { encryptField } from './crypto';
import { type ApplicationRow, applicationView, consentsOf, findOwnApplication } from './repository';
import { helocApplications } from './schema';
import { moveApplicationIn } from './status-moves';

const FROM = 'CREDIT_NO_MATCH';
const TO = 'WAITING_FOR_SOFT_CREDIT';

/** Why this application cannot take an SSN now, or null when it can. */
function refusal(row: Pick<ApplicationRow, 'status' | 'ssnAttempts'>): DomainError | null {
  if (row.status !== FROM) return new DomainError('STEP_OUT_OF_ORDER', SSN_ENTRY_MESSAGES.notNeeded);
  if (row.ssnAttempts >= SSN_MAX_ATTEMPTS) {
    return new DomainError('RATE_LIMITED', SSN_ENTRY_MESSAGES.attemptsExhausted);
  }
  return null;
}

/**
 * credit/social (decision 0062): after CREDIT_NO_MATCH the borrower gives a full SSN, which is stored
 * encrypted, and the soft pull runs again with it. Neither the number nor a hint of it leaves in a
 * response or a log line (the logger redacts `ssn`; nothing here logs the body).
 */
export const ssnRoutes: FastifyPluginAsyncZod = async (app) => {
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
      const { db, config } = app;
      const caller = callerOf(request);
      const { uuid } = request.params;
      const { ssn } = request.body;

      const current = await findOwnApplication(db, uuid, caller.identityUuid);
      if (!current) throw notFoundError();

      const refused = refusal(current);
      if (refused) throw refused;

      const moved = await db.transaction(async (tx) => {
        // One guarded statement: a concurrent submit, or one past the limit, matches no row.
        const row = await moveApplicationIn(tx, {
          uuid,
          from: FROM,
          to: TO,
          actor: 'borrower',
          reason: `SSN entered (attempt ${current.ssnAttempts + 1} of ${SSN_MAX_ATTEMPTS}); soft credit re-run`,
          patch: {
            ssnEncrypted: encryptField(config.encryptionKey, ssn),
            ssnAttempts: sql`${helocApplications.ssnAttempts} + 1`,
          },
          where: and(
            eq(helocApplications.identityUuid, caller.identityUuid),
            lt(helocApplications.ssnAttempts, SSN_MAX_ATTEMPTS),
          ),
        });
        if (!row) {
          const now = await findOwnApplication(tx, uuid, caller.identityUuid);
          throw (now && refusal(now)) ?? new DomainError('STEP_OUT_OF_ORDER', SSN_ENTRY_MESSAGES.notNeeded);
        }
        return row;
      });

      await app.pipeline.enqueue(uuid);
      request.log.info(
        { applicationUuid: uuid, attempt: moved.ssnAttempts },
        'SSN entered; soft pull queued',
      );
      const consents = await consentsOf(db, uuid);
      return reply.status(202).send(
        applicationView(
          moved,
          consents.map((c) => c.type),
        ),
      );
    },
  );
};
