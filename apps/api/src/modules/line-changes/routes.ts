import {
  lineChangeSchema,
  lineChangeViewSchema,
  lineReinstatementSchema,
  lineStandingViewSchema,
  LINE_CHANGE_API_PATHS as PATHS,
} from '@hearth/domain/borrower-notices';
import { CONSOLE_PERMISSIONS } from '@hearth/domain/console';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authenticate, callerOf, requireRole } from '../../http/auth-guard';
import { errorResponses } from '../../http/openapi';
import { ownApplicationOr404 } from '../../http/own-application';
import { lenderStaffAs } from '../../http/staff-role';
import { scheduleSweep } from '../../plugins/sweeps';
import { changeLine, giveMissingLineNotices, lineStanding, reinstateLine } from './service';

const uuidParams = z.object({ uuid: z.uuid() });
const LINE_NOTICE_SWEEP_MS = 60_000;

/**
 * Staff suspend an open line or reduce its limit (issue 20 item 17, decision 0204); the borrower's notice is given in
 * the same request, and a sweep gives any a failure left behind.
 */
export const lineChangeRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.notices.deps;
  scheduleSweep(app, {
    name: 'line notices',
    everyMs: LINE_NOTICE_SWEEP_MS,
    run: () => giveMissingLineNotices(deps),
  });
  app.post(
    PATHS.lenderLineChange(':uuid'),
    {
      preHandler: lenderStaffAs(...CONSOLE_PERMISSIONS.changeLine),
      schema: {
        tags: ['funding'],
        summary:
          'staff: suspend draws on an open line or reduce its limit, for a Regulation Z 1026.40(f)(3)(vi) reason; the borrower is given the notice',
        params: uuidParams,
        headers: z.object({ 'idempotency-key': z.string().optional() }).loose(),
        body: lineChangeSchema,
        response: { 200: lineChangeViewSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
      config: { idempotency: { operation: 'line-changes.change' }, auditAction: 'Changed a line' },
    },
    async (request) => changeLine(deps, request.params.uuid, request.body, callerOf(request).identityUuid),
  );
  app.post(
    PATHS.lenderLineReinstatement(':uuid'),
    {
      preHandler: lenderStaffAs(...CONSOLE_PERMISSIONS.changeLine),
      schema: {
        tags: ['funding'],
        summary:
          "staff: lift a line's suspension or reduction once its reason no longer applies, restoring the limit it opened with; the borrower is given the notice",
        params: uuidParams,
        headers: z.object({ 'idempotency-key': z.string().optional() }).loose(),
        body: lineReinstatementSchema,
        response: { 200: lineChangeViewSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
      config: {
        idempotency: { operation: 'line-changes.reinstate' },
        auditAction: 'Lifted a line suspension',
      },
    },
    async (request) => reinstateLine(deps, request.params.uuid, request.body, callerOf(request).identityUuid),
  );
  app.get(
    PATHS.standing(':uuid'),
    {
      preHandler: [authenticate, requireRole('BORROWER')],
      schema: {
        tags: ['funding'],
        summary: 'complete: whether the open line is suspended or reduced, why, and since when',
        params: uuidParams,
        response: { 200: lineStandingViewSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => lineStanding(deps, await ownApplicationOr404(app.db, request, request.params.uuid)),
  );
};
