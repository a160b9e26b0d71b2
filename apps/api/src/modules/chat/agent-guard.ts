import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/database';
import { authenticate, forbidden, requireRole, unauthenticated } from '../../http/auth-guard';
import { notFoundError } from '../../http/errors';
import type { AuthContext } from '../identity/tokens';
import { type ConversationRow, findConversation } from './repository';

/**
 * Who may act as a chat agent, in ONE place (issue 25 item 4): today a signed-in STAFF member, on conversations of
 * their own lender only. When staff roles arrive (ADMIN, UNDERWRITER, PROCESSOR, CHAT_AGENT), narrowing chat to
 * CHAT_AGENT is a change to this file alone: the routes' preHandlers, the socket's check and the admin check.
 */
export const CHAT_AGENT_ROLES = ['STAFF'] as const;
/** Who may see the onboarding list of agents (spec section 6: admin only, outside production). */
export const CHAT_ADMIN_ROLES = ['STAFF'] as const;

/** The preHandlers of every agent route: signed in, a chat agent. */
export const chatAgent = [authenticate, requireRole(...CHAT_AGENT_ROLES)];
/** The preHandlers of the admin's agent list. */
export const chatAdmin = [authenticate, requireRole(...CHAT_ADMIN_ROLES)];

/** The socket's check of a session token's caller (the socket has no preHandlers). */
export function isChatAgent(auth: AuthContext): boolean {
  return (CHAT_AGENT_ROLES as readonly string[]).includes(auth.role);
}

/**
 * The conversation an agent names, when it is their lender's; otherwise the same 404 as one that does not exist,
 * so another lender's agent learns nothing.
 */
export async function agentsConversation(
  db: Db,
  auth: AuthContext | null,
  id: string,
): Promise<ConversationRow> {
  if (!auth) throw unauthenticated();
  if (!isChatAgent(auth)) throw forbidden();
  const row = await findConversation(db, id);
  if (!row || row.organizationCode !== auth.organizationCode) throw notFoundError();
  return row;
}

export function agentOf(request: FastifyRequest): AuthContext {
  if (!request.auth) throw unauthenticated();
  return request.auth;
}
