import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { helocApplications } from '../modules/application/schema';
import { authenticate, lenderScopeGuard, requireRole, unauthenticated } from './auth-guard';
import { notFoundError } from './errors';

const applicationUuid = z.uuid();

/**
 * The one check every staff route of an application goes through (issue 19 item 2, decision 0193): the
 * application in the path belongs to the staff member's lender (the brand of their token), else the same 404 as
 * an application that does not exist. It runs with the other guards, before the body is read, so another lender's
 * staff learn nothing from a validation answer either. A malformed id is left to the route's schema (400).
 */
export const staffOfTheLender = lenderScopeGuard(async (request: FastifyRequest) => {
  if (!request.auth) throw unauthenticated();
  const uuid = applicationUuid.safeParse((request.params as { uuid?: unknown } | undefined)?.uuid);
  if (!uuid.success) return;
  const [row] = await request.server.db
    .select({ organizationCode: helocApplications.organizationCode })
    .from(helocApplications)
    .where(eq(helocApplications.uuid, uuid.data))
    .limit(1);
  if (row?.organizationCode !== request.auth.organizationCode) throw notFoundError();
});

/** The preHandlers of a staff route under `/lender/applications/:uuid`: signed in, staff, of this lender. */
export const lenderStaff = [authenticate, requireRole('STAFF'), staffOfTheLender];
