import type { StaffRole } from '@hearth/domain/console';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { helocApplications } from '../modules/application/schema';
import { recordConsoleAction } from '../modules/console/audit';
import { activeStaffOf } from '../modules/console/staff';
import { asAuthGuard, bearerCaller, forbidden, unauthenticated } from './auth-guard';
import { staffOfTheLender } from './lender-staff';

/** The staff member behind a console request, once `requireStaffRole` let it through. */
export interface StaffCaller {
  staffUuid: string;
  identityUuid: string;
  email: string;
  name: string;
  role: StaffRole;
  organizationCode: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    staff?: StaffCaller;
    /** The application's status before a console action, for its audit row (decision 0231). */
    staffAuditBefore?: { applicationUuid: string; status: string } | undefined;
    /** What a console action on something other than a file changed, set by its handler (a staff member's role). */
    staffAuditChange?: { before: unknown; after: unknown } | undefined;
  }
  interface FastifyContextConfig {
    /** What the console audit log calls this route's action, in the lender's words. */
    auditAction?: string;
  }
}

const applicationUuid = z.uuid();

async function statusOf(
  request: FastifyRequest,
): Promise<{ applicationUuid: string; status: string } | undefined> {
  const uuid = applicationUuid.safeParse((request.params as { uuid?: unknown } | undefined)?.uuid);
  if (!uuid.success) return undefined;
  const [row] = await request.server.db
    .select({ status: helocApplications.status })
    .from(helocApplications)
    .where(eq(helocApplications.uuid, uuid.data))
    .limit(1);
  return row ? { applicationUuid: uuid.data, status: row.status } : undefined;
}

/**
 * Guard of a console route (issue 24 item 1, decision 0228): a live STAFF token whose staff member is active, of
 * the token's lender, and holds one of `roles`; else 401 (no token) or 403. It signs the caller in itself when no
 * `authenticate` ran before it, so `preHandler: requireStaffRole('CHAT_AGENT', 'ADMIN')` is a whole guard. The
 * role is read from the staff table on every request, so a role changed or an account switched off counts at once.
 */
export function requireStaffRole(...roles: readonly StaffRole[]) {
  const guard = async (request: FastifyRequest, _reply: FastifyReply): Promise<void> => {
    if (!request.auth) {
      const auth = await bearerCaller(request);
      if (!auth) throw unauthenticated();
      request.auth = auth;
    }
    if (request.auth.role !== 'STAFF') throw forbidden();
    const found = await activeStaffOf(request.server.db, request.auth.identityUuid);
    if (!found || found.row.organizationCode !== request.auth.organizationCode) throw forbidden();
    const role = found.row.role as StaffRole;
    if (!roles.includes(role)) throw forbidden();
    request.staff = {
      staffUuid: found.row.uuid,
      identityUuid: found.row.identityUuid,
      email: found.email,
      name: found.row.name,
      role,
      organizationCode: found.row.organizationCode,
    };
    if (request.method !== 'GET') request.staffAuditBefore = await statusOf(request);
  };
  return Object.assign(asAuthGuard(guard, ['STAFF']), { staffRoles: roles });
}

/** The guards of a console route of one application: a staff member of these roles, of its lender (0193). */
export function lenderStaffAs(...roles: readonly StaffRole[]) {
  return [requireStaffRole(...roles), staffOfTheLender];
}

/** The caller of a route guarded by `requireStaffRole`. */
export function staffCallerOf(request: FastifyRequest): StaffCaller {
  if (!request.staff) throw unauthenticated();
  return request.staff;
}

const SECRET_FIELDS = new Set(['password', 'code', 'currentPassword', 'newPassword']);

/** What was asked, without a password or a one-time code. */
export function auditableBody(body: unknown): unknown {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return body ?? null;
  return Object.fromEntries(Object.entries(body).filter(([key]) => !SECRET_FIELDS.has(key)));
}

/**
 * Every console action is written to the audit log before its answer leaves (issue 24 item 8, decision 0231): a
 * staff request that changes something (not a GET) and succeeded, with the application's status before and after
 * and what was asked. A failed write fails the answer, so no action goes unrecorded without someone seeing it.
 */
export function registerStaffAudit(app: FastifyInstance): void {
  // Only a staff change waits for the database; every other answer goes on at once, without a promise.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (!request.staff || request.method === 'GET' || reply.statusCode >= 400) {
      done(null, payload);
      return;
    }
    recordStaffAction(app, request).then(
      () => done(null, payload),
      (error: unknown) => done(error as Error),
    );
  });
}

async function recordStaffAction(app: FastifyInstance, request: FastifyRequest): Promise<void> {
  const staff = request.staff;
  if (!staff) return;
  const before = request.staffAuditBefore;
  const after = before ? await statusOf(request) : undefined;
  const change = request.staffAuditChange;
  await recordConsoleAction(app.db, {
    staff,
    action: request.routeOptions.config?.auditAction ?? `${request.method} ${request.routeOptions.url}`,
    applicationUuid: before?.applicationUuid ?? null,
    before: change ? change.before : before ? { status: before.status } : null,
    after: {
      ...(change ? { ...(change.after as object) } : {}),
      ...(after ? { status: after.status } : {}),
      request: auditableBody(request.body),
    },
  });
}
