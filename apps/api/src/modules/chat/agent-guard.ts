import type { StaffRole } from '@hearth/domain/console';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/database';
import { forbidden, unauthenticated } from '../../http/auth-guard';
import { notFoundError } from '../../http/errors';
import { requireStaffRole } from '../../http/staff-role';
import { activeStaffOf } from '../console/staff';
import type { AuthContext } from '../identity/tokens';
import { type ConversationRow, findConversation } from './repository';

/**
 * Who may act as a chat agent, in ONE place (issue 25 item 4, decision 0228): an active staff member of the lender
 * with the CHAT_AGENT role, or its ADMIN, on conversations of their own lender only. The routes' preHandlers, the
 * socket's check and the admin check all read it.
 */
export const CHAT_AGENT_ROLES: readonly StaffRole[] = ['CHAT_AGENT', 'ADMIN'];
/** Who may see the onboarding list of agents (spec section 6: admin only, outside production). */
export const CHAT_ADMIN_ROLES: readonly StaffRole[] = ['ADMIN'];

/** The preHandlers of every agent route: signed in, a chat agent of their lender. */
export const chatAgent = [requireStaffRole(...CHAT_AGENT_ROLES)];
/** The preHandlers of the admin's agent list. */
export const chatAdmin = [requireStaffRole(...CHAT_ADMIN_ROLES)];

/** The socket's check of a session token's caller (the socket has no preHandlers): the same rule as `chatAgent`. */
export async function isChatAgent(db: Db, auth: AuthContext): Promise<boolean> {
  if (auth.role !== 'STAFF') return false;
  const found = await activeStaffOf(db, auth.identityUuid);
  return (
    found !== undefined &&
    found.row.organizationCode === auth.organizationCode &&
    CHAT_AGENT_ROLES.includes(found.row.role as StaffRole)
  );
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
  if (!(await isChatAgent(db, auth))) throw forbidden();
  const row = await findConversation(db, id);
  if (!row || row.organizationCode !== auth.organizationCode) throw notFoundError();
  return row;
}

export function agentOf(request: FastifyRequest): AuthContext {
  if (!request.auth) throw unauthenticated();
  return request.auth;
}
