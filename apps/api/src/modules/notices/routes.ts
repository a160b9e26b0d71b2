import { noticesViewSchema, noticeTextSchema, NOTICE_API_PATHS as PATHS } from '@hearth/domain/notices';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authenticate, requireRole } from '../../http/auth-guard';
import { errorResponses } from '../../http/openapi';
import { ownApplicationOr404 } from '../../http/own-application';
import { listNotices, noticePdf, noticeText } from './service';

const uuidParams = z.object({ uuid: z.uuid() });
const noticeParams = z.object({ uuid: z.uuid(), noticeId: z.uuid() });

/**
 * The notices given on an application (decision 0200): the list, one notice's words for a page's viewer, and its
 * PDF, as delivered. Only the application's own borrower reaches them.
 */
export const noticeRoutes: FastifyPluginAsyncZod = async (app) => {
  const borrower = [authenticate, requireRole('BORROWER')];
  const tags = ['notices'];
  const deps = app.notices.deps;

  app.get(
    PATHS.notices(':uuid'),
    {
      preHandler: borrower,
      schema: {
        tags,
        summary: 'the notices given on this application (early disclosure, credit score, action taken)',
        params: uuidParams,
        response: { 200: noticesViewSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => listNotices(app.db, await ownApplicationOr404(app.db, request, request.params.uuid)),
  );

  app.get(
    PATHS.notice(':uuid', ':noticeId'),
    {
      preHandler: borrower,
      schema: {
        tags,
        summary: "one notice's words, for the page's viewer",
        params: noticeParams,
        response: { 200: noticeTextSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) =>
      noticeText(
        deps,
        await ownApplicationOr404(app.db, request, request.params.uuid),
        request.params.noticeId,
      ),
  );

  app.get(
    PATHS.pdf(':uuid', ':noticeId'),
    {
      preHandler: borrower,
      schema: {
        tags,
        summary: 'the notice as a PDF, as delivered (its SHA-256 is in the list)',
        params: noticeParams,
        response: { ...errorResponses(401, 403, 404) },
      },
    },
    async (request, reply) => {
      const own = await ownApplicationOr404(app.db, request, request.params.uuid);
      const { row, filename, stream } = await noticePdf(deps, own, request.params.noticeId);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .header('content-length', String(row.sizeBytes))
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'no-store')
        .send(stream as never);
    },
  );
};
