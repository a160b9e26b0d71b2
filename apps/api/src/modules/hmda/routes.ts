import { CONSOLE_PERMISSIONS } from '@hearth/domain/console';
import { larEditReportSchema, REPORT_API_PATHS } from '@hearth/domain/console-reports';
import { HMDA_API_PATHS, LAR_FIRST_YEAR } from '@hearth/domain/hmda-lar';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf } from '../../http/auth-guard';
import { errorResponses } from '../../http/openapi';
import { lenderStaffAs } from '../../http/staff-role';
import { type HmdaDeps, larEditReport, larExport } from './service';

const YEAR_MESSAGE = `Please give a calendar year from ${LAR_FIRST_YEAR} on`;

const larQuery = z.object({
  year: z.coerce
    .number({ error: YEAR_MESSAGE })
    .int(YEAR_MESSAGE)
    .min(LAR_FIRST_YEAR, YEAR_MESSAGE)
    .max(9999, YEAR_MESSAGE),
});

/**
 * The lender's HMDA loan/application register (issue 20 item 16, decision 0199): staff of the lender only, the
 * lender's own applications only, as the FFIEC pipe-delimited text file.
 */
export const hmdaRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps: HmdaDeps = {
    db: app.db,
    encryptionKey: app.config.encryptionKey,
    geocoding: app.ports.geocoding,
    apor: app.ports.apor,
    organizations: () => app.organizations.all(),
  };

  app.get(
    HMDA_API_PATHS.lar,
    {
      preHandler: lenderStaffAs(...CONSOLE_PERMISSIONS.hmdaRegister),
      schema: {
        tags: ['hmda'],
        summary:
          "staff: the lender's HMDA loan/application register of a calendar year (applications with their final " +
          'action in it), as the FFIEC pipe-delimited text file: the transmittal sheet, then one 110-field row each',
        querystring: larQuery,
        response: { ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) => {
      const { year } = request.query;
      const lar = await larExport(deps, callerOf(request).organizationCode, year);
      const missing = lar.gaps.reduce((count, record) => count + record.gaps.length, 0);
      return (
        reply
          .type('text/plain; charset=utf-8')
          .header('content-disposition', `attachment; filename="${lar.lei}-${year}-LAR.txt"`)
          .header('x-content-type-options', 'nosniff')
          .header('cache-control', 'no-store')
          // How many fields are left empty for want of a datum (decision 0199): the file is not ready to file.
          .header('x-hmda-missing-fields', String(missing))
          .send(lar.text as never)
      );
    },
  );

  app.get(
    REPORT_API_PATHS.larEdits,
    {
      preHandler: lenderStaffAs(...CONSOLE_PERMISSIONS.hmdaRegister),
      schema: {
        tags: ['hmda'],
        summary:
          "staff: the FFIEC syntactical and validity edits the lender's register of a year fails, row by row, " +
          'checked on the same file the download gives (decision 0241)',
        querystring: larQuery,
        response: { 200: larEditReportSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request) => larEditReport(deps, callerOf(request).organizationCode, request.query.year),
  );
};
