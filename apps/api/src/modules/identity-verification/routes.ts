import { buffer } from 'node:stream/consumers';
import { DomainError } from '@hearth/domain/errors';
import {
  documentVerificationSchema,
  IDENTITY_VERIFICATION_MESSAGES,
  identityVerificationViewSchema,
  kbaAnswersSchema,
  IDENTITY_VERIFICATION_API_PATHS as PATHS,
  startVerificationSchema,
} from '@hearth/domain/identity-verification';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authenticate, requireRole } from '../../http/auth-guard';
import { notFoundError } from '../../http/errors';
import { errorResponses } from '../../http/openapi';
import { ownApplicationOr404 } from '../../http/own-application';
import { dataFolderStorage } from '../../providers/storage/encrypted-file-storage';
import type { ApplicationRow } from '../application/repository';
import { findUpload, openUpload } from '../uploads/service';
import {
  answerKba,
  applyIdentityResult,
  type IdentityDeps,
  readVerification,
  startKba,
  submitDocuments,
} from './service';

const uuidParams = z.object({ uuid: z.uuid() });

/**
 * The identity page's calls (issue 10 item 6, decision 0132): start knowledge questions, answer them, read the
 * state. The outcome arrives as the identity vendor's signed callback. Another borrower's application is a 404.
 */
export const identityVerificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const borrower = [authenticate, requireRole('BORROWER')];
  const deps: IdentityDeps = {
    db: app.db,
    encryptionKey: app.config.encryptionKey,
    vendor: app.ports.identity,
    onPass: (uuid) => app.finalDecision.enqueue(uuid),
  };
  app.vendors.onCallback('identity', ({ request, callback }) => applyIdentityResult(deps, request, callback));

  const ownApplication = (request: FastifyRequest, uuid: string) =>
    ownApplicationOr404(app.db, request, uuid);

  app.get(
    PATHS.verification(':uuid'),
    {
      preHandler: borrower,
      schema: {
        tags: ['identity-verification'],
        summary: 'identity: the latest verification attempt (questions while they wait for answers)',
        params: uuidParams,
        response: { 200: identityVerificationViewSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => readVerification(deps, await ownApplication(request, request.params.uuid)),
  );

  app.post(
    PATHS.verification(':uuid'),
    {
      preHandler: borrower,
      schema: {
        tags: ['identity-verification'],
        summary: 'identity: start knowledge questions (a repeat while they wait answers the same questions)',
        params: uuidParams,
        body: startVerificationSchema,
        response: { 200: identityVerificationViewSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const row = await ownApplication(request, request.params.uuid);
      // A document check starts by sending the uploads (the documents call), not here.
      if (request.body.method === 'DOCUMENT')
        throw new DomainError('VALIDATION_FAILED', IDENTITY_VERIFICATION_MESSAGES.documentsRequired);
      return startKba(deps, row);
    },
  );

  const storage = dataFolderStorage(app.config.dataDir, app.config.encryptionKey);

  /** An uploaded file of this application with the given purpose, as bytes; a 400 when there is none. */
  async function document(row: ApplicationRow, uploadId: string, purpose: string) {
    const upload = await findUpload(app.db, row, uploadId, row.identityUuid);
    if (!upload) throw notFoundError();
    if (upload.purpose !== purpose)
      throw new DomainError('VALIDATION_FAILED', IDENTITY_VERIFICATION_MESSAGES.documentsRequired);
    const bytes = await buffer(await openUpload({ db: app.db, storage }, upload));
    return { mediaType: upload.mediaType, bytes };
  }

  app.post(
    PATHS.documents(':uuid'),
    {
      preHandler: borrower,
      schema: {
        tags: ['identity-verification'],
        summary: 'identity: check an uploaded ID front and selfie; the vendor answers by callback',
        params: uuidParams,
        body: documentVerificationSchema,
        response: { 202: identityVerificationViewSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const row = await ownApplication(request, request.params.uuid);
      const idFront = await document(row, request.body.idFrontUploadId, 'ID_FRONT');
      const selfie = await document(row, request.body.selfieUploadId, 'SELFIE');
      return reply.status(202).send(await submitDocuments(deps, row, { idFront, selfie }));
    },
  );

  app.post(
    PATHS.answers(':uuid'),
    {
      preHandler: borrower,
      schema: {
        tags: ['identity-verification'],
        summary: 'identity: answer the knowledge questions; the vendor answers by callback',
        params: uuidParams,
        body: kbaAnswersSchema,
        response: { 202: identityVerificationViewSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const row = await ownApplication(request, request.params.uuid);
      return reply.status(202).send(await answerKba(deps, row, request.body));
    },
  );
};
