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
import {
  claimKey,
  findOutcome,
  idempotencyKeyOf,
  KeyAlreadyClaimed,
  recordOutcome,
  replayable,
  requestFingerprint,
} from '../../http/idempotency';
import { errorResponses } from '../../http/openapi';
import { encryptField } from './crypto';
import { type ApplicationRow, applicationView, consentsOf, findOwnApplication } from './repository';
import { applicationStatusHistory, helocApplications } from './schema';

const SSN_SCOPE = 'application.ssn';
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
          'Give the full SSN after CREDIT_NO_MATCH and re-run the soft pull (honours Idempotency-Key; at most 3 tries)',
        params: z.object({ uuid: z.uuid() }),
        headers: z.object({ 'idempotency-key': z.string().optional() }).loose(),
        body: ssnRequestSchema,
        response: { 202: applicationResponseSchema, ...errorResponses(400, 401, 403, 404, 409, 429) },
      },
    },
    async (request, reply) => {
      const { db, config } = app;
      const caller = callerOf(request);
      const { uuid } = request.params;
      const { ssn } = request.body;
      const key = idempotencyKeyOf(request);

      const current = await findOwnApplication(db, uuid, caller.identityUuid);
      if (!current) throw notFoundError();

      // Keyed hash: equal retries match, and the stored value reveals nothing of the number.
      const fingerprint = key
        ? requestFingerprint(config.jwtSecret, [SSN_SCOPE, caller.identityUuid, uuid, ssn])
        : '';
      if (key) {
        const earlier = await findOutcome(db, SSN_SCOPE, key);
        if (earlier?.statusCode) {
          replayable(earlier, fingerprint);
          return reply.status(202).send(earlier.responseBody as never);
        }
      }
      const refused = refusal(current);
      if (refused) throw refused;

      let moved: ApplicationRow;
      try {
        moved = await db.transaction(async (tx) => {
          if (key && !(await claimKey(tx, SSN_SCOPE, key, fingerprint))) throw new KeyAlreadyClaimed();
          // One guarded statement: a concurrent submit, or one past the limit, matches no row.
          const [row] = await tx
            .update(helocApplications)
            .set({
              ssnEncrypted: encryptField(config.encryptionKey, ssn),
              ssnAttempts: sql`${helocApplications.ssnAttempts} + 1`,
              status: TO,
              updatedAt: new Date(),
            })
            .where(
              and(
                eq(helocApplications.uuid, uuid),
                eq(helocApplications.identityUuid, caller.identityUuid),
                eq(helocApplications.status, FROM),
                lt(helocApplications.ssnAttempts, SSN_MAX_ATTEMPTS),
              ),
            )
            .returning();
          if (!row) {
            const now = await findOwnApplication(tx, uuid, caller.identityUuid);
            throw (now && refusal(now)) ?? new DomainError('STEP_OUT_OF_ORDER', SSN_ENTRY_MESSAGES.notNeeded);
          }
          await tx.insert(applicationStatusHistory).values({
            applicationUuid: uuid,
            fromStatus: FROM,
            toStatus: TO,
            reason: `SSN entered (attempt ${row.ssnAttempts} of ${SSN_MAX_ATTEMPTS}); soft credit re-run`,
          });
          if (key) {
            const consents = await consentsOf(tx, uuid);
            await recordOutcome(tx, SSN_SCOPE, key, {
              statusCode: 202,
              body: applicationView(
                row,
                consents.map((c) => c.type),
              ) as unknown as Record<string, unknown>,
              identityUuid: caller.identityUuid,
            });
          }
          return row;
        });
      } catch (error) {
        if (error instanceof KeyAlreadyClaimed) {
          const winner = await findOutcome(db, SSN_SCOPE, key ?? '');
          if (winner?.statusCode)
            return reply.status(202).send(replayable(winner, fingerprint).responseBody as never);
          throw new DomainError('STEP_OUT_OF_ORDER', SSN_ENTRY_MESSAGES.notNeeded);
        }
        throw error;
      }

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
