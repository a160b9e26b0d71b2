import multipart from '@fastify/multipart';
import { DomainError, isDomainError } from '@hearth/domain/errors';
import { DOCUMENT_UPLOAD_MAX_BYTES } from '@hearth/domain/file-size';
import { UPLOAD_MESSAGES, type UploadPurpose, uploadViewSchema } from '@hearth/domain/identity-verification';
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { callerOf } from '../../http/auth-guard';
import { errorResponses } from '../../http/openapi';
import type { ApplicationRow } from '../application/repository';
import { storeUpload, type UploadDeps } from './service';

/**
 * How a route takes one file (issue 10 item 10, decisions 0134 and 0192): the multipart parser with its limits, the
 * body's and the answer's OpenAPI schemas, and the streaming of the one part into storage. The uploads routes use
 * it, and so does the route of another module that takes a file for its own step (an additional signer's file for
 * one of their tasks, in the conditions routes), each registering the parser in its own scope.
 */

/** The multipart parser, registered in the scope of the routes that take a file. */
export async function registerUploadParser(app: FastifyInstance): Promise<void> {
  await app.register(multipart, {
    // One byte over the limit reaches storage, which refuses it and removes the partial file.
    limits: { fileSize: DOCUMENT_UPLOAD_MAX_BYTES + 1, files: 1, fields: 0, parts: 1, headerPairs: 50 },
  });
}

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
export async function* readingBody(file: AsyncIterable<Buffer>): AsyncGenerator<Buffer> {
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

export const uploadResponse = { 201: uploadViewSchema, ...errorResponses(400, 401, 403, 404, 409, 413, 415) };

/**
 * Documents the multipart body in the OpenAPI document (so the fuzz suite sends multipart bodies too); the parts
 * are read from the stream by `receiveUpload`, so nothing here is parsed into `request.body`.
 */
export const multipartBodySchema = {
  consumes: ['multipart/form-data'],
  body: z.object({ file: z.unknown().describe('the one file: PDF, JPEG or PNG, at most 20 MB') }).nullish(),
};

/** The one multipart file of the request, into the application's storage as the caller's. */
export async function receiveUpload(
  deps: UploadDeps,
  request: FastifyRequest,
  row: ApplicationRow,
  purpose: UploadPurpose,
) {
  if (!request.isMultipart()) throw new DomainError('UNSUPPORTED_MEDIA_TYPE', UPLOAD_MESSAGES.notMultipart);
  const file = await request.file().catch(asMalformedBody);
  if (!file) throw new DomainError('BAD_REQUEST', UPLOAD_MESSAGES.noFile);
  return storeUpload(deps, row, callerOf(request).identityUuid, purpose, readingBody(file.file));
}
