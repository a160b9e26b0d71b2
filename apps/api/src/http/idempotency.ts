import { createHmac } from 'node:crypto';
import { DomainError, ERROR_MESSAGES } from '@hearth/domain/errors';
import { and, eq, sql } from 'drizzle-orm';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onSendHookHandler,
  preHandlerHookHandler,
} from 'fastify';
import type { Db } from '../db/database';
import { idempotencyKeys } from '../modules/identity/schema';
import { organizationOf } from '../modules/organizations/resolve';

/**
 * The one idempotency layer of every creating POST (decision 0085). A route opts in with
 * `config: { idempotency: { operation } }`; the layer then runs after the route's own preHandlers (so the
 * caller is known) and:
 *  - claims `(scope, key)` with one INSERT ... ON CONFLICT statement, where the scope is the operation plus the
 *    caller (identity, or for routes without a login the brand: `anonymous:<orgCode>`), so two callers never
 *    share a key;
 *  - compares the request fingerprint on every path, the losing side of a race included: a different request
 *    under the key answers 422 whether the first is finished or still in flight;
 *  - replays the first 2xx response to the same request; while the first is still in flight the duplicate waits
 *    for it (up to IN_FLIGHT_WAIT_MS) and replays it, else answers 409;
 *  - releases the claim when the first request fails, so a retry with the same key runs again.
 * Correctness rests on the primary key and single statements only (PGlite cannot isolate FOR UPDATE).
 */

export const IDEMPOTENCY_HEADER = 'idempotency-key';
const KEY_PATTERN = /^[\x21-\x7e]{1,200}$/;
/** A claim with no outcome this old belongs to a request that died; the next request may take it over. */
export const STALE_CLAIM_SECONDS = 60;
export const IN_FLIGHT_WAIT_MS = 5_000;
const POLL_MS = 25;
/** `status_code` of a claim whose request is still running. */
const IN_FLIGHT = 0;

export type StoredOutcome = typeof idempotencyKeys.$inferSelect;

export interface IdempotencyOptions {
  /** Stable name of the operation, e.g. `application.create`; part of the scope. */
  operation: string;
  /** What is stored of a 2xx body (default: all of it); e.g. registration keeps no token at rest. */
  store?: (body: Record<string, unknown>) => Record<string, unknown>;
  /** How a stored outcome is answered (default: its status and body as stored). */
  replay?: (outcome: StoredOutcome, request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    idempotency?: IdempotencyOptions;
  }
  interface FastifyRequest {
    idempotencyClaim?: { scope: string; key: string; options: IdempotencyOptions } | undefined;
  }
}

/** The client's `Idempotency-Key`, if any; a malformed one is a 400 rather than silently ignored. */
export function idempotencyKeyOf(request: FastifyRequest): string | undefined {
  const value = request.headers[IDEMPOTENCY_HEADER];
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || !KEY_PATTERN.test(value)) {
    throw new DomainError('BAD_REQUEST', 'Idempotency-Key must be 1 to 200 visible ASCII characters');
  }
  return value;
}

/** JSON with object keys sorted at every depth, so equal requests hash equal whatever the key order. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/**
 * HMAC-SHA-256 of method, path, query and canonical body: equal requests match, and the stored value reveals
 * nothing of what was sent (an SSN has too few values for a bare hash to hide it).
 */
export function requestFingerprint(secret: Uint8Array, request: FastifyRequest): string {
  const payload = [request.method, request.url.split('?')[0], request.query ?? {}, request.body ?? null];
  return createHmac('sha256', secret).update(canonicalJson(payload)).digest('hex');
}

/** Who owns the keys of this request: the identity, else the brand the call came through. */
export function callerScope(request: FastifyRequest): string {
  if (request.auth) return `identity:${request.auth.identityUuid}`;
  return `anonymous:${organizationOf(request).orgCode}`;
}

/**
 * One statement: claim the key, or take over a claim whose request died (still in flight after
 * STALE_CLAIM_SECONDS). True when this request now owns the key.
 */
export async function claimKey(db: Db, scope: string, key: string, fingerprint: string): Promise<boolean> {
  const claimed = await db
    .insert(idempotencyKeys)
    .values({ scope, key, requestHash: fingerprint, statusCode: IN_FLIGHT, responseBody: {} })
    .onConflictDoUpdate({
      target: [idempotencyKeys.scope, idempotencyKeys.key],
      set: { requestHash: fingerprint, createdAt: sql`now()` },
      setWhere: sql`${idempotencyKeys.statusCode} = ${IN_FLIGHT} and ${idempotencyKeys.createdAt} < now() - make_interval(secs => ${STALE_CLAIM_SECONDS})`,
    })
    .returning({ key: idempotencyKeys.key });
  return claimed.length > 0;
}

export async function findOutcome(db: Db, scope: string, key: string): Promise<StoredOutcome | undefined> {
  const [row] = await db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)))
    .limit(1);
  return row;
}

async function recordOutcome(
  db: Db,
  scope: string,
  key: string,
  outcome: { statusCode: number; body: Record<string, unknown>; identityUuid: string | null },
): Promise<void> {
  await db
    .update(idempotencyKeys)
    .set({ statusCode: outcome.statusCode, responseBody: outcome.body, identityUuid: outcome.identityUuid })
    .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)));
}

async function releaseClaim(db: Db, scope: string, key: string): Promise<void> {
  await db
    .delete(idempotencyKeys)
    .where(
      and(
        eq(idempotencyKeys.scope, scope),
        eq(idempotencyKeys.key, key),
        eq(idempotencyKeys.statusCode, IN_FLIGHT),
      ),
    );
}

function keyReused(): DomainError {
  return new DomainError('CONFLICT', ERROR_MESSAGES.idempotencyKeyReused, { status: 422 });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The request holding the key is still running: wait for its outcome. Undefined when it failed and released
 * the key (the caller then tries to claim it itself).
 */
async function awaitOutcome(
  db: Db,
  scope: string,
  key: string,
  fingerprint: string,
): Promise<StoredOutcome | undefined> {
  const deadline = Date.now() + IN_FLIGHT_WAIT_MS;
  for (;;) {
    const row = await findOutcome(db, scope, key);
    if (!row) return undefined;
    if (row.requestHash !== fingerprint) throw keyReused();
    if (row.statusCode !== IN_FLIGHT) return row;
    if (Date.now() >= deadline) throw new DomainError('CONFLICT', ERROR_MESSAGES.idempotencyKeyInFlight);
    await sleep(POLL_MS);
  }
}

async function replay(
  outcome: StoredOutcome,
  request: FastifyRequest,
  reply: FastifyReply,
  options: IdempotencyOptions,
) {
  reply.header('idempotent-replayed', 'true');
  if (options.replay) return options.replay(outcome, request, reply);
  return reply.status(outcome.statusCode).send(outcome.responseBody);
}

function preHandlerOf(app: FastifyInstance, options: IdempotencyOptions): preHandlerHookHandler {
  return async function idempotencyPreHandler(request, reply) {
    const key = idempotencyKeyOf(request);
    if (key === undefined) return;
    const db = app.db;
    const scope = `${options.operation}|${callerScope(request)}`;
    const fingerprint = requestFingerprint(app.config.jwtSecret, request);
    // A released key (the first request failed) is claimed again; two rounds cover a release between calls.
    for (let round = 0; round < 3; round++) {
      if (await claimKey(db, scope, key, fingerprint)) {
        request.idempotencyClaim = { scope, key, options };
        return;
      }
      const outcome = await awaitOutcome(db, scope, key, fingerprint);
      if (outcome) return replay(outcome, request, reply, options);
    }
    throw new DomainError('CONFLICT', ERROR_MESSAGES.idempotencyKeyInFlight);
  };
}

/** Stores a 2xx outcome before the client sees it; any other outcome releases the key for a retry. */
const recordOnSend: onSendHookHandler = async function recordIdempotentOutcome(request, reply, payload) {
  const claim = request.idempotencyClaim;
  if (!claim) return payload;
  request.idempotencyClaim = undefined;
  const db = request.server.db;
  const ok = reply.statusCode >= 200 && reply.statusCode < 300 && typeof payload === 'string';
  if (!ok) {
    await releaseClaim(db, claim.scope, claim.key);
    return payload;
  }
  const body = JSON.parse(payload as string) as Record<string, unknown>;
  await recordOutcome(db, claim.scope, claim.key, {
    statusCode: reply.statusCode,
    body: claim.options.store ? claim.options.store(body) : body,
    // Registration has no caller yet: the identity it created owns the record (and its cascade).
    identityUuid:
      request.auth?.identityUuid ?? (typeof body.identityUuid === 'string' ? body.identityUuid : null),
  });
  return payload;
};

/**
 * Registers the layer: every route declared after this with `config.idempotency` gets the claim as its last
 * preHandler and the recording onSend hook. Call before the modules register their routes.
 */
export function registerIdempotency(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    const options = route.config?.idempotency;
    if (!options) return;
    const toArray = <T>(value: T | T[] | undefined): T[] =>
      value === undefined ? [] : Array.isArray(value) ? value : [value];
    route.preHandler = [...toArray(route.preHandler), preHandlerOf(app, options)];
    route.onSend = [...toArray(route.onSend), recordOnSend];
  });
  // A request that ends without a response (client gone, handler crash past onSend) must not hold its key.
  // A callback hook: a request without a claim (nearly all) makes no promise (issue 21 item 6).
  app.addHook('onResponse', (request, _reply, done) => {
    const claim = request.idempotencyClaim;
    if (!claim) {
      done();
      return;
    }
    releaseClaim(request.server.db, claim.scope, claim.key).then(
      () => done(),
      (error: unknown) => done(error as Error),
    );
  });
}
