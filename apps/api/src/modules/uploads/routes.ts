import multipart from '@fastify/multipart';
import { SIGNER_API_PATHS } from '@hearth/domain/additional-signers';
import { CONDITION_MESSAGES } from '@hearth/domain/conditions';
import { DomainError, isDomainError } from '@hearth/domain/errors';
import { DOCUMENT_UPLOAD_MAX_BYTES } from '@hearth/domain/file-size';
import {
  UPLOAD_API_PATHS,
  UPLOAD_MESSAGES,
  UPLOAD_PURPOSES,
  type UploadPurpose,
  uploadViewSchema,
} from '@hearth/domain/identity-verification';
import type { FastifyError, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authenticate, callerOf, requireRole } from '../../http/auth-guard';
import { notFoundError } from '../../http/errors';
import { errorResponses } from '../../http/openapi';
import { ownApplicationOr404 } from '../../http/own-application';
import { dataFolderStorage } from '../../providers/storage/encrypted-file-storage';
import type { ApplicationRow } from '../application/repository';
import { signerAwaitsDocument } from '../conditions/service';
import { signerApplicationOr404 } from '../signers/signer-application';
import { findUpload, listUploads, openUpload, storeUpload, type UploadDeps } from './service';

/**
 * A failure while parsing the request's multipart body is the client's: no boundary, a body cut off, a part whose
 * headers never end (busboy's plain `Error`s). Fastify's own errors (the size and part limits, 413) keep their
 * status; anything else becomes 400 with one clear message rather than a 500 (issue 19 item 5, decision 0192).
 */
function asMalformedBody(error: unknown): never {
  if (isDomainError(error) || typeof (error as FastifyError).statusCode === 'number') throw error;
  throw new DomainError('BAD_REQUEST', UPLOAD_MESSAGES.malformed);
}

/** The file's bytes as they are parsed from the body: a parse failure on the way is `asMalformedBody`'s. */
async function* readingBody(file: AsyncIterable<Buffer>): AsyncGenerator<Buffer> {
  const iterator = file[Symbol.asyncIterator]();
  try {
    for (;;) {
      const next = await iterator.next().catch(asMalformedBody);
      if (next.done) return;
      yield next.value;
    }
  } finally {
    // A reader that stops early (a refused type, the size limit) releases the part's stream.
    await iterator.return?.();
  }
}

/**
 * An application's files (issue 10 item 10, decision 0134): one multipart file per call, streamed into encrypted
 * storage; listed and downloaded only by the person who sent them, on their own application (anyone else: 404).
 * An additional signer sends a file only for a task of theirs that asks for one (decision 0183).
 */
export const uploadRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, {
    // One byte over the limit reaches storage, which refuses it and removes the partial file.
    limits: { fileSize: DOCUMENT_UPLOAD_MAX_BYTES + 1, files: 1, fields: 0, parts: 1, headerPairs: 50 },
  });
  const borrower = [authenticate, requireRole('BORROWER')];
  const deps: UploadDeps = {
    db: app.db,
    storage: dataFolderStorage(app.config.dataDir, app.config.encryptionKey),
  };

  const ownApplication = (request: FastifyRequest, uuid: string) =>
    ownApplicationOr404(app.db, request, uuid);
  const uploadResponse = { 201: uploadViewSchema, ...errorResponses(400, 401, 403, 404, 409, 413, 415) };
  /**
   * Documents the multipart body in the OpenAPI document (so the fuzz suite sends multipart bodies too); the parts
   * are read from the stream by `receive`, so nothing here is parsed into `request.body`.
   */
  const multipartBodySchema = {
    consumes: ['multipart/form-data'],
    body: z.object({ file: z.unknown().describe('the one file: PDF, JPEG or PNG, at most 20 MB') }).nullish(),
  };

  /** The one multipart file of the request, into the application's storage as the caller's. */
  async function receive(request: FastifyRequest, row: ApplicationRow, purpose: UploadPurpose) {
    if (!request.isMultipart()) throw new DomainError('UNSUPPORTED_MEDIA_TYPE', UPLOAD_MESSAGES.notMultipart);
    const file = await request.file().catch(asMalformedBody);
    if (!file) throw new DomainError('BAD_REQUEST', UPLOAD_MESSAGES.noFile);
    return storeUpload(deps, row, callerOf(request).identityUuid, purpose, readingBody(file.file));
  }

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
      return reply.status(201).send(await receive(request, row, request.query.purpose));
    },
  );

  app.post(
    SIGNER_API_PATHS.uploads(':uuid'),
    {
      preHandler: authenticate,
      schema: {
        tags: ['uploads', 'signers'],
        summary:
          "An additional signer's file for one of their tasks (purpose CONDITION_DOCUMENT; PDF, JPEG or PNG, at most 20 MB)",
        params: z.object({ uuid: z.uuid() }),
        querystring: z.object({
          purpose: z.enum(['CONDITION_DOCUMENT'], { error: UPLOAD_MESSAGES.badPurpose }),
        }),
        ...multipartBodySchema,
        response: uploadResponse,
      },
    },
    async (request, reply) => {
      const signer = await signerApplicationOr404(
        app.db,
        request.params.uuid,
        callerOf(request).identityUuid,
      );
      if (!(await signerAwaitsDocument(app.db, signer)))
        throw new DomainError('STEP_OUT_OF_ORDER', CONDITION_MESSAGES.noUploadTask);
      return reply.status(201).send(await receive(request, signer.app, request.query.purpose));
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
