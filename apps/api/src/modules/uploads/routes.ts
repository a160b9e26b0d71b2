import {
  UPLOAD_API_PATHS,
  UPLOAD_MESSAGES,
  UPLOAD_PURPOSES,
  uploadViewSchema,
} from '@hearth/domain/identity-verification';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authenticate, callerOf, requireRole } from '../../http/auth-guard';
import { notFoundError } from '../../http/errors';
import { errorResponses } from '../../http/openapi';
import { ownApplicationOr404 } from '../../http/own-application';
import { dataFolderStorage } from '../../providers/storage/encrypted-file-storage';
import { multipartBodySchema, receiveUpload, registerUploadParser, uploadResponse } from './multipart';
import { findUpload, listUploads, openUpload, type UploadDeps } from './service';

/**
 * An application's files (issue 10 item 10, decision 0134): one multipart file per call, streamed into encrypted
 * storage; listed and downloaded only by the person who sent them, on their own application (anyone else: 404).
 * An additional signer's file for a task of theirs (decision 0183) is taken by the conditions routes, which know
 * whether a task of theirs asks for one.
 */
export const uploadRoutes: FastifyPluginAsyncZod = async (app) => {
  await registerUploadParser(app);
  const borrower = [authenticate, requireRole('BORROWER')];
  const deps: UploadDeps = {
    db: app.db,
    storage: dataFolderStorage(app.config.dataDir, app.config.encryptionKey),
  };

  const ownApplication = (request: FastifyRequest, uuid: string) =>
    ownApplicationOr404(app.db, request, uuid);

  app.post(
    UPLOAD_API_PATHS.uploads(':uuid'),
    {
      preHandler: borrower,
      schema: {
        tags: ['uploads'],
        summary: 'Upload one file (multipart/form-data, PDF, JPEG or PNG by its bytes, at most 20 MB)',
        params: z.object({ uuid: z.uuid() }),
        querystring: z.object({ purpose: z.enum(UPLOAD_PURPOSES, { error: UPLOAD_MESSAGES.badPurpose }) }),
        ...multipartBodySchema,
        response: uploadResponse,
      },
    },
    async (request, reply) => {
      const row = await ownApplication(request, request.params.uuid);
      return reply.status(201).send(await receiveUpload(deps, request, row, request.query.purpose));
    },
  );

  app.get(
    UPLOAD_API_PATHS.uploads(':uuid'),
    {
      preHandler: borrower,
      schema: {
        tags: ['uploads'],
        summary: "The application's files",
        params: z.object({ uuid: z.uuid() }),
        response: { 200: z.array(uploadViewSchema), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      listUploads(app.db, await ownApplication(request, request.params.uuid), callerOf(request).identityUuid),
  );

  app.get(
    UPLOAD_API_PATHS.upload(':uuid', ':uploadId'),
    {
      preHandler: borrower,
      schema: {
        tags: ['uploads'],
        summary: 'Download one file of the application (its own borrower only)',
        params: z.object({ uuid: z.uuid(), uploadId: z.uuid() }),
        response: { ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const row = await ownApplication(request, request.params.uuid);
      const upload = await findUpload(app.db, row, request.params.uploadId, callerOf(request).identityUuid);
      if (!upload) throw notFoundError();
      const body = await openUpload(deps, upload);
      const extension = upload.mediaType === 'application/pdf' ? 'pdf' : upload.mediaType.split('/')[1];
      return reply
        .header('content-type', upload.mediaType)
        .header('content-length', String(upload.sizeBytes))
        .header('content-disposition', `attachment; filename="${upload.id}.${extension}"`)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'no-store')
        .send(body as never);
    },
  );
};
