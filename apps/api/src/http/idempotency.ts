import { createHmac } from 'node:crypto';
import { DomainError, ERROR_MESSAGES } from '@hearth/domain/errors';
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/database';
import { idempotencyKeys } from '../modules/identity/schema';

export const IDEMPOTENCY_HEADER = 'idempotency-key';
const KEY_PATTERN = /^[\x21-\x7e]{1,200}$/;

export type StoredOutcome = typeof idempotencyKeys.$inferSelect;
type Executor = Pick<Db, 'insert' | 'select' | 'update'>;

/** The client's `Idempotency-Key`, if any; a malformed one is a 400 rather than silently ignored. */
export function idempotencyKeyOf(request: FastifyRequest): string | undefined {
  const value = request.headers[IDEMPOTENCY_HEADER];
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || !KEY_PATTERN.test(value)) {
    throw new DomainError('BAD_REQUEST', 'Idempotency-Key must be 1 to 200 visible ASCII characters');
  }
  return value;
}

/** Keyed hash of the request: equal requests match, and the stored value reveals nothing of a password. */
export function requestFingerprint(secret: Uint8Array, payload: unknown): string {
  return createHmac('sha256', secret).update(JSON.stringify(payload)).digest('hex');
}

export async function findOutcome(
  db: Executor,
  scope: string,
  key: string,
): Promise<StoredOutcome | undefined> {
  const [row] = await db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)))
    .limit(1);
  return row;
}

/** The stored outcome when it was made by the same request; a different request under the key is a 409. */
export function replayable(outcome: StoredOutcome, fingerprint: string): StoredOutcome {
  if (outcome.requestHash !== fingerprint) {
    throw new DomainError('CONFLICT', ERROR_MESSAGES.idempotencyKeyReused);
  }
  return outcome;
}

/**
 * Claims the key inside the caller's transaction. On PostgreSQL a concurrent claim of the same key waits
 * on the primary key until the first commits, then gets false: the caller rolls back and replays.
 */
export async function claimKey(
  tx: Executor,
  scope: string,
  key: string,
  fingerprint: string,
): Promise<boolean> {
  const claimed = await tx
    .insert(idempotencyKeys)
    .values({ scope, key, requestHash: fingerprint, statusCode: 0, responseBody: {} })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  return claimed.length > 0;
}

export async function recordOutcome(
  tx: Executor,
  scope: string,
  key: string,
  outcome: { statusCode: number; body: Record<string, unknown>; identityUuid?: string },
): Promise<void> {
  await tx
    .update(idempotencyKeys)
    .set({
      statusCode: outcome.statusCode,
      responseBody: outcome.body,
      identityUuid: outcome.identityUuid ?? null,
    })
    .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)));
}

/** Thrown inside a transaction to roll it back when another request already owns the key. */
export class KeyAlreadyClaimed extends Error {
  constructor() {
    super('idempotency key already claimed');
    this.name = 'KeyAlreadyClaimed';
  }
}
