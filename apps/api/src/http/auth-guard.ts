import { parseBearer } from '@hearth/domain/auth';
import { DomainError, ERROR_MESSAGES } from '@hearth/domain/errors';
import type { Role } from '@hearth/domain/roles';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  HookHandlerDoneFunction,
  onRequestHookHandler,
} from 'fastify';
import type { AuthContext } from '../modules/identity/tokens';

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext | null;
  }
}

export function unauthenticated(): DomainError {
  return new DomainError('UNAUTHENTICATED', ERROR_MESSAGES.unauthenticated);
}

export function forbidden(): DomainError {
  return new DomainError('FORBIDDEN', ERROR_MESSAGES.forbidden);
}

/** The caller of a valid, unexpired Bearer token whose session has not ended, or null. */
export async function bearerCaller(request: FastifyRequest): Promise<AuthContext | null> {
  const jwt = parseBearer(request.headers.authorization);
  if (!jwt) return null;
  const auth = await request.server.tokens.verify(jwt);
  if (!auth || (await request.server.revocations.isRevoked(auth))) return null;
  return auth;
}

/**
 * `bearerCaller`'s answer when the process already holds it (the token checked before, its session's state still
 * fresh in the cache), without waiting; undefined when it must ask (see `authenticateNow`).
 */
function knownBearerCaller(request: FastifyRequest): AuthContext | null | undefined {
  const jwt = parseBearer(request.headers.authorization);
  if (!jwt) return null;
  const auth = request.server.tokens.knownToken(jwt);
  if (!auth) return auth;
  const revoked = request.server.revocations.knownAnswer(auth);
  if (revoked === undefined) return undefined;
  return revoked ? null : auth;
}

/**
 * `authenticate` as the onRequest hook it becomes (issue 21 item 6): a caller the process already knows is let
 * through, or refused, at once, without a promise; any other is checked by `authenticate`. Same answers.
 */
function authenticateNow(request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction): void {
  const known = knownBearerCaller(request);
  if (known === undefined) {
    authenticate(request, reply).then(() => done(), done);
    return;
  }
  if (!known) {
    done(unauthenticated());
    return;
  }
  request.auth = known;
  done();
}

/**
 * Guard of every secure route: a valid, unexpired Bearer token of a live session, else 401. Revocation is read
 * through the process's short cache (decision 0034). Declared as a route's preHandler, it runs in onRequest
 * (see `registerAuthHooks`), before the body is parsed or validated.
 */
export async function authenticate(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  const auth = await bearerCaller(request);
  if (!auth) throw unauthenticated();
  request.auth = auth;
}

const AUTH_GUARD = Symbol('hearth.authGuard');
const STAFF_OF_THE_LENDER = Symbol('hearth.staffOfTheLender');

type Guard = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

/** preHandler after `authenticate`: 403 when the caller's role is not listed. */
export function requireRole(...roles: readonly Role[]) {
  const guard = async (request: FastifyRequest, _reply: FastifyReply): Promise<void> => {
    if (!request.auth) throw unauthenticated();
    if (!roles.includes(request.auth.role)) throw forbidden();
  };
  return Object.assign(guard, { [AUTH_GUARD]: true, roles });
}

/**
 * Marks a guard of another kind (the console's staff roles, decision 0228) as an auth guard: it runs in onRequest
 * with the others, before the body. `roles` are the token roles it admits, as `requireRole`'s.
 */
export function asAuthGuard<G extends Guard>(
  guard: G,
  roles: readonly Role[],
): G & { roles: readonly Role[] } {
  return Object.assign(guard, { [AUTH_GUARD]: true, roles });
}

/**
 * Marks the guard that keeps staff to their own lender's applications (decision 0193): it runs with the other
 * guards, before the body, and every staff route under `/lender/applications/:uuid` must carry it.
 */
export function lenderScopeGuard(guard: Guard): Guard {
  return Object.assign(guard, { [AUTH_GUARD]: true, [STAFF_OF_THE_LENDER]: true });
}

function isAuthGuard(hook: unknown): boolean {
  return hook === authenticate || (typeof hook === 'function' && AUTH_GUARD in hook);
}

/** A path of one lender application, as Fastify declares it (`/lender/applications/:uuid/...`). */
const LENDER_APPLICATION_ROUTE = /\/lender\/applications\/:uuid(\/|$)/;

function isStaffRoleGuard(hook: unknown): boolean {
  return (
    typeof hook === 'function' &&
    AUTH_GUARD in hook &&
    ((hook as { roles?: readonly Role[] }).roles ?? []).includes('STAFF')
  );
}

/**
 * Three rules for every route, registered before the modules (decisions 0083, 0193):
 * - the caller is checked before the body: a route's `authenticate` and `requireRole` preHandlers move to the
 *   front of its onRequest hooks, so an unauthenticated request gets 401 whatever its body, params or query;
 * - an answer to an authenticated caller, or one carrying a token, is never stored by a browser or a proxy
 *   (`Cache-Control: no-store`);
 * - a staff route under `/lender/applications/:uuid` without the lender's scope (`lenderStaff`) fails the boot.
 */
export function registerAuthHooks(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    const preHandlers = route.preHandler === undefined ? [] : [route.preHandler].flat();
    const guards = preHandlers.filter(isAuthGuard);
    // A staff route of one application without the lender's scope would serve every brand's borrowers.
    if (
      LENDER_APPLICATION_ROUTE.test(route.url) &&
      guards.some(isStaffRoleGuard) &&
      !guards.some((hook) => STAFF_OF_THE_LENDER in hook)
    ) {
      throw new Error(`${route.method} ${route.url}: a staff route of one application needs lenderStaff`);
    }
    if (guards.length === 0) return;
    const rest = preHandlers.filter((hook) => !isAuthGuard(hook));
    route.preHandler = rest;
    const onRequest = route.onRequest === undefined ? [] : [route.onRequest].flat();
    const onRequestGuards = guards.map((guard) => (guard === authenticate ? authenticateNow : guard));
    route.onRequest = [...(onRequestGuards as onRequestHookHandler[]), ...onRequest];
  });
  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.auth || reply.hasHeader('authorization')) reply.header('cache-control', 'no-store');
    done(null, payload);
  });
}

/** The caller of a route guarded by `authenticate`. */
export function callerOf(request: FastifyRequest): AuthContext {
  if (!request.auth) throw unauthenticated();
  return request.auth;
}
