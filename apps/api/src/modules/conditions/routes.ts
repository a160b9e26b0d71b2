import { SIGNER_API_PATHS, signerIdentitySchema } from '@hearth/domain/additional-signers';
import {
  attachConditionDocumentSchema,
  borrowerConditionsSchema,
  clearConditionSchema,
  conditionViewSchema,
  CONDITION_MESSAGES as MESSAGES,
  openConditionSchema,
} from '@hearth/domain/conditions';
import {
  CONSOLE_API_PATHS,
  CONSOLE_MESSAGES,
  CONSOLE_PERMISSIONS,
  conditionReviewSchema,
  waiveConditionSchema,
} from '@hearth/domain/console';
import { DomainError } from '@hearth/domain/errors';
import { CONDITIONS_API_PATHS as PATHS, UPLOAD_MESSAGES } from '@hearth/domain/identity-verification';
import { phoneSchema } from '@hearth/domain/validation';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authenticate, callerOf, requireRole } from '../../http/auth-guard';
import { notFoundError } from '../../http/errors';
import { errorResponses } from '../../http/openapi';
import { ownApplicationOr404 } from '../../http/own-application';
import { lenderStaffAs } from '../../http/staff-role';
import { dataFolderStorage } from '../../providers/storage/encrypted-file-storage';
import { findApplication } from '../application/repository';
import { signerApplicationOr404 } from '../owners/signer-application';
import {
  multipartBodySchema,
  receiveUpload,
  registerUploadParser,
  uploadResponse,
} from '../uploads/multipart';
import type { UploadDeps } from '../uploads/service';
import {
  applyConditionReview,
  attachDocument,
  type ConditionDeps,
  clearCondition,
  conditionViews,
  confirmSignerIdentity,
  openCondition,
  reviewConditionDocument,
  savePhoneNumber,
  signerAwaitsDocument,
  signerConditionViews,
  signerOwner,
  waiveCondition,
} from './service';

const uuidParams = z.object({ uuid: z.uuid() });
const conditionParams = z.object({ uuid: z.uuid(), conditionId: z.uuid() });

/**
 * The borrower's tasks (issue 12 item 1, decision 0170): the list the conditions page polls, a document attached
 * to an upload task, the phone number task; an additional signer's own tasks (decision 0183); and staff calls to
 * open and clear a task. Another borrower's application, or a task that is not the caller's, is a 404. The sandbox
 * reviewer clears a task once its documents are in.
 */
export const conditionRoutes: FastifyPluginAsyncZod = async (app) => {
  const borrower = [authenticate, requireRole('BORROWER')];
  const tags = ['conditions'];
  const deps: ConditionDeps = {
    db: app.db,
    reviewer: app.ports.conditionReview,
    encryptionKey: app.config.encryptionKey,
    now: () => app.vendors.clock.now(),
    // The funding checks hold an application while a task is open (decision 0178): they look again at once.
    onCleared: (uuid) => app.funding.enqueue(uuid),
  };
  app.vendors.onCallback('condition-review', ({ request, callback }) =>
    applyConditionReview(deps, request, callback),
  );
  const own = (request: { params: { uuid: string } } & Parameters<typeof ownApplicationOr404>[1]) =>
    ownApplicationOr404(app.db, request, request.params.uuid);
  const invited = (request: FastifyRequest & { params: { uuid: string } }) =>
    signerApplicationOr404(app.db, request.params.uuid, callerOf(request).identityUuid);
  const anyApplication = async (uuid: string) => {
    const row = await findApplication(app.db, uuid);
    if (!row) throw notFoundError();
    return row;
  };

  app.get(
    PATHS.externalApplicants(':uuid'),
    {
      preHandler: borrower,
      schema: {
        tags,
        summary:
          "the application's tasks (spec section 4 categories): those not done and those cleared lately, with their files",
        params: uuidParams,
        response: { 200: borrowerConditionsSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => conditionViews(app.db, (await own(request)).uuid, deps.now()),
  );

  app.post(
    PATHS.documents(':uuid', ':conditionId'),
    {
      preHandler: borrower,
      schema: {
        tags,
        summary:
          'attach an uploaded file (purpose CONDITION_DOCUMENT) to an upload task; a retry attaches nothing twice',
        params: conditionParams,
        body: attachConditionDocumentSchema,
        response: { 200: conditionViewSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      attachDocument(deps, await own(request), request.params.conditionId, request.body.uploadId),
  );

  app.put(
    PATHS.phoneNumber(':uuid'),
    {
      preHandler: borrower,
      schema: {
        tags,
        summary: 'the phone number task: save the mobile phone and clear the task',
        params: uuidParams,
        body: z.object({ phoneNumber: phoneSchema }),
        response: { 200: borrowerConditionsSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      savePhoneNumber(deps, await own(request), callerOf(request).identityUuid, request.body.phoneNumber),
  );

  // An additional signer's own tasks (decision 0183): whoever the application lists as a signer.
  app.get(
    SIGNER_API_PATHS.conditions(':uuid'),
    {
      preHandler: authenticate,
      schema: {
        tags: [...tags, 'signers'],
        summary: "the additional signer's own tasks: those not done and those cleared lately, in their words",
        params: uuidParams,
        response: { 200: z.array(conditionViewSchema), ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => signerConditionViews(app.db, await invited(request), deps.now()),
  );

  // The signer's file for one of their tasks (decision 0183): taken only while a task of theirs asks for one, which
  // these tasks know; the uploads module parses and stores it. The multipart parser lives in this route's own scope.
  const signerUploads: FastifyPluginAsyncZod = async (scope) => {
    await registerUploadParser(scope);
    const uploads: UploadDeps = {
      db: app.db,
      storage: dataFolderStorage(app.config.dataDir, app.config.encryptionKey),
    };
    scope.post(
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
          throw new DomainError('STEP_OUT_OF_ORDER', MESSAGES.noUploadTask);
        return reply
          .status(201)
          .send(await receiveUpload(uploads, request, signer.app, request.query.purpose));
      },
    );
  };
  await app.register(signerUploads);

  app.post(
    SIGNER_API_PATHS.conditionDocuments(':uuid', ':conditionId'),
    {
      preHandler: authenticate,
      schema: {
        tags: [...tags, 'signers'],
        summary: 'the additional signer attaches a file they uploaded to one of their upload tasks (once)',
        params: conditionParams,
        body: attachConditionDocumentSchema,
        response: { 200: conditionViewSchema, ...errorResponses(400, 401, 404, 409) },
      },
    },
    async (request) => {
      const signer = await invited(request);
      return attachDocument(
        deps,
        signer.app,
        request.params.conditionId,
        request.body.uploadId,
        signerOwner(signer),
      );
    },
  );

  app.post(
    SIGNER_API_PATHS.conditionIdentity(':uuid', ':conditionId'),
    {
      preHandler: authenticate,
      schema: {
        tags: [...tags, 'signers'],
        summary:
          'the ID verification task: the additional signer confirms their name and date of birth again',
        params: conditionParams,
        body: signerIdentitySchema,
        response: { 200: conditionViewSchema, ...errorResponses(400, 401, 404, 409) },
      },
    },
    async (request) =>
      confirmSignerIdentity(deps, await invited(request), request.params.conditionId, request.body),
  );

  app.post(
    PATHS.lenderConditions(':uuid'),
    {
      preHandler: lenderStaffAs(...CONSOLE_PERMISSIONS.workConditions),
      schema: {
        tags,
        summary:
          "staff: open a task on an application, the borrower's or a joined signer's (one per category and person until it is done)",
        params: uuidParams,
        body: openConditionSchema,
        response: { 201: conditionViewSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await openCondition(deps, await anyApplication(request.params.uuid), request.body)),
  );

  app.post(
    PATHS.lenderClear(':uuid', ':conditionId'),
    {
      preHandler: lenderStaffAs(...CONSOLE_PERMISSIONS.workConditions),
      schema: {
        tags,
        summary: 'staff: clear a task with a note (a cleared task is answered as it is)',
        params: conditionParams,
        body: clearConditionSchema,
        response: { 200: conditionViewSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      clearCondition(
        deps,
        await anyApplication(request.params.uuid),
        request.params.conditionId,
        request.body.note,
      ),
  );

  app.post(
    CONSOLE_API_PATHS.conditionReview(':uuid', ':conditionId'),
    {
      preHandler: lenderStaffAs(...CONSOLE_PERMISSIONS.workConditions),
      config: { auditAction: 'Reviewed a task’s document' },
      schema: {
        tags,
        summary:
          'staff: accept the document sent against a task (the task clears), or reject it with a reason the borrower reads (the task opens again)',
        params: conditionParams,
        body: conditionReviewSchema,
        response: { 200: conditionViewSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      reviewConditionDocument(
        deps,
        await anyApplication(request.params.uuid),
        request.params.conditionId,
        request.body,
        { notSubmitted: CONSOLE_MESSAGES.notSubmitted },
      ),
  );

  app.post(
    CONSOLE_API_PATHS.conditionWaive(':uuid', ':conditionId'),
    {
      preHandler: lenderStaffAs(...CONSOLE_PERMISSIONS.workConditions),
      config: { auditAction: 'Waived a task' },
      schema: {
        tags,
        summary:
          'staff: waive a task with the reason (kept for the lender; the borrower’s list drops the task)',
        params: conditionParams,
        body: waiveConditionSchema,
        response: { 200: conditionViewSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      waiveCondition(
        deps,
        await anyApplication(request.params.uuid),
        request.params.conditionId,
        request.body.reason,
      ),
  );

  // Outside production only: the same call without a staff token, for the e2e journey (decision 0183).
  if (app.config.env === 'production') return;
  app.post(
    PATHS.sandboxOpen(':uuid'),
    {
      schema: {
        tags: ['sandbox'],
        summary: "sandbox: open a task as the lender would, the borrower's or a joined signer's",
        params: uuidParams,
        body: openConditionSchema,
        response: { 201: conditionViewSchema, ...errorResponses(400, 404, 409) },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await openCondition(deps, await anyApplication(request.params.uuid), request.body)),
  );
};
