import { CONSOLE_PERMISSIONS } from '@hearth/domain/console';
import { funnelReportSchema, REPORT_API_PATHS, reportQuerySchema } from '@hearth/domain/console-reports';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../http/openapi';
import { requireStaffRole, staffCallerOf } from '../../http/staff-role';
import { funnelReport } from './reports';

/** The console's reports page data (issue 24 item 7, decision 0240): the lender's own funnel, nobody else's. */
export const consoleReportRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = { db: app.db, organizations: () => app.organizations.all() };
  app.get(
    REPORT_API_PATHS.funnel,
    {
      preHandler: requireStaffRole(...CONSOLE_PERMISSIONS.readReports),
      schema: {
        tags: ['console'],
        summary:
          "admin, underwriter: the lender's funnel from a visit to a funded line by day and brand, pull-through and time in each status",
        querystring: reportQuerySchema,
        response: { 200: funnelReportSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => funnelReport(deps, staffCallerOf(request).organizationCode, request.query, new Date()),
  );
};
