import {
  loanDocumentsViewSchema,
  loanDocumentTextSchema,
  DOCUMENT_API_PATHS as PATHS,
} from '@hearth/domain/documents';
import { HELOC_API_PATHS } from '@hearth/domain/heloc-api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authenticate, requireRole } from '../../http/auth-guard';
import { errorResponses } from '../../http/openapi';
import { ownApplicationOr404 } from '../../http/own-application';
import { sealedPdf } from './sealing';
import { adverseActionPdf, documentPdf, documentText, listDocuments } from './service';

const uuidParams = z.object({ uuid: z.uuid() });
const documentParams = z.object({ uuid: z.uuid(), documentId: z.uuid() });
const sealedParams = z.object({ uuid: z.uuid(), sealedId: z.uuid() });

/**
 * The loan documents (decision 0171): the list (with the sealed package once every party has signed, decision
 * 0175), one document's words for the viewer, its PDF, and each sealed file.
 */
export const documentRoutes: FastifyPluginAsyncZod = async (app) => {
  const borrower = [authenticate, requireRole('BORROWER')];
  const tags = ['documents'];
  const deps = app.documents.deps;

  app.get(
    PATHS.documents(':uuid'),
    {
      preHandler: borrower,
      schema: {
        tags,
        summary: 'the loan documents generated for this application, with their SHA-256',
        params: uuidParams,
        response: { 200: loanDocumentsViewSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => listDocuments(deps, await ownApplicationOr404(app.db, request, request.params.uuid)),
  );

  app.get(
    PATHS.document(':uuid', ':documentId'),
    {
      preHandler: borrower,
      schema: {
        tags,
        summary: "one document's words, for the page's viewer",
        params: documentParams,
        response: { 200: loanDocumentTextSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) =>
      documentText(
        deps,
        await ownApplicationOr404(app.db, request, request.params.uuid),
        request.params.documentId,
      ),
  );

  app.get(
    HELOC_API_PATHS.adverseActionPdf(':uuid'),
    {
      preHandler: authenticate,
      schema: {
        tags,
        summary: 'the adverse action notice of a declined application, as a PDF',
        params: uuidParams,
        response: { ...errorResponses(401, 404) },
      },
    },
    async (request, reply) => {
      const bytes = await adverseActionPdf(
        deps,
        await ownApplicationOr404(app.db, request, request.params.uuid),
      );
      return reply
        .type('application/pdf')
        .header('content-disposition', 'attachment; filename="notice-of-action-taken.pdf"')
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'no-store')
        .send(Buffer.from(bytes) as never);
    },
  );

  app.get(
    PATHS.pdf(':uuid', ':documentId'),
    {
      preHandler: borrower,
      schema: {
        tags,
        summary: 'the PDF file, as generated (its SHA-256 is in the list)',
        params: documentParams,
        response: { ...errorResponses(401, 403, 404) },
      },
    },
    async (request, reply) => {
      const app_ = await ownApplicationOr404(app.db, request, request.params.uuid);
      const { row, stream } = await documentPdf(deps, app_, request.params.documentId);
      return reply
        .type('application/pdf')
        .header(
          'content-disposition',
          `attachment; filename="${row.type.toLowerCase().replaceAll('_', '-')}.pdf"`,
        )
        .header('content-length', String(row.sizeBytes))
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'no-store')
        .send(stream as never);
    },
  );

  app.get(
    PATHS.sealedPdf(':uuid', ':sealedId'),
    {
      preHandler: borrower,
      schema: {
        tags,
        summary:
          'an executed copy or the certificate of completion, sealed (PAdES; its SHA-256 is in the list)',
        params: sealedParams,
        response: { ...errorResponses(401, 403, 404) },
      },
    },
    async (request, reply) => {
      const own = await ownApplicationOr404(app.db, request, request.params.uuid);
      const { row, filename, stream } = await sealedPdf(deps, own, request.params.sealedId);
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
