import { parseBearer } from '@hearth/domain/auth';
import { DomainError, ERROR_MESSAGES } from '@hearth/domain/errors';
import type { Role } from '@hearth/domain/roles';
import type { FastifyReply, FastifyRequest } from 'fastify';
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

/**
 * preHandler of every secure route: a valid, unexpired, unrevoked Bearer token, else 401. Revocation is read
 * through the process's short cache (decision 0034).
 */
export async function authenticate(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  const jwt = parseBearer(request.headers.authorization);
  if (!jwt) throw unauthenticated();
  const auth = await request.server.tokens.verify(jwt);
  if (!auth || (await request.server.revocations.isRevoked(auth.jti))) throw unauthenticated();
  request.auth = auth;
}

/** preHandler after `authenticate`: 403 when the caller's role is not listed. */
export function requireRole(...roles: readonly Role[]) {
  return async (request: FastifyRequest, _reply: FastifyReply): Promise<void> => {
    if (!request.auth) throw unauthenticated();
    if (!roles.includes(request.auth.role)) throw forbidden();
  };
}

/** The caller of a route guarded by `authenticate`. */
export function callerOf(request: FastifyRequest): AuthContext {
  if (!request.auth) throw unauthenticated();
  return request.auth;
}
