import {
  attachConditionDocumentSchema,
  clearConditionSchema,
  conditionViewSchema,
  openConditionSchema,
} from '@hearth/domain/conditions';
import { CONDITIONS_API_PATHS as PATHS } from '@hearth/domain/identity-verification';
import { phoneSchema } from '@hearth/domain/validation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authenticate, callerOf, requireRole } from '../../http/auth-guard';
import { notFoundError } from '../../http/errors';
import { errorResponses } from '../../http/openapi';
import { ownApplicationOr404 } from '../../http/own-application';
import { SandboxConditionReviewer } from '../../providers/condition-review/sandbox-condition-review';
import { findApplication } from '../application/repository';
import {
  applyConditionReview,
  attachDocument,
  type ConditionDeps,
  clearCondition,
  conditionViews,
  openCondition,
  savePhoneNumber,
} from './service';

const uuidParams = z.object({ uuid: z.uuid() });
const conditionParams = z.object({ uuid: z.uuid(), conditionId: z.uuid() });

/**
 * The borrower's tasks (issue 12 item 1, decision 0170): the list the conditions page polls, a document attached
 * to an upload task, the phone number task; and staff calls to open and clear a task. Another borrower's
 * application is a 404. The sandbox reviewer clears a task once its documents are in.
 */
export const conditionRoutes: FastifyPluginAsyncZod = async (app) => {
  const borrower = [authenticate, requireRole('BORROWER')];
  const staff = [authenticate, requireRole('STAFF')];
  const tags = ['conditions'];
  const deps: ConditionDeps = {
    db: app.db,
    reviewer: new SandboxConditionReviewer((callback) =>
      app.vendors.sendFromSandbox('condition-review', callback),
    ),
    now: () => app.vendors.clock.now(),
  };
  app.vendors.onCallback('condition-review', ({ request, callback }) =>
    applyConditionReview(deps, request, callback),
  );
  const own = (request: { params: { uuid: string } } & Parameters<typeof ownApplicationOr404>[1]) =>
    ownApplicationOr404(app.db, request, request.params.uuid);
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
        response: { 200: z.array(conditionViewSchema), ...errorResponses(400, 401, 403, 404) },
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
        response: { 200: z.array(conditionViewSchema), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      savePhoneNumber(deps, await own(request), callerOf(request).identityUuid, request.body.phoneNumber),
  );

  app.post(
    PATHS.lenderConditions(':uuid'),
    {
      preHandler: staff,
      schema: {
        tags,
        summary: 'staff: open a task on an application (one per category until it is done)',
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
      preHandler: staff,
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
};
