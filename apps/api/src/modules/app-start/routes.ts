import {
  APP_START_API_PATHS,
  applicationSummarySchema,
  contactAnswersSchema,
  hmdaRequestSchema,
  profileAnswersSchema,
} from '@hearth/domain/app-start';
import { acceptDisclosuresRequestSchema } from '@hearth/domain/disclosures';
import { applicationResponseSchema } from '@hearth/domain/heloc-api';
import { hmdaAnswersSchema } from '@hearth/domain/hmda';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authenticate, callerOf, requireRole } from '../../http/auth-guard';
import { notFoundError } from '../../http/errors';
import { errorResponses } from '../../http/openapi';
import {
  type ApplicationRow,
  applicationView,
  consentsOf,
  findOwnApplication,
} from '../application/repository';
import {
  acceptDisclosures,
  readHmda,
  readSummary,
  type StartDeps,
  saveContact,
  saveHmda,
  saveProfile,
} from './service';

const uuidParams = z.object({ uuid: z.uuid() });

/**
 * The start/* pages' calls (decision 0121): summary, profile, contact, HMDA, and the disclosures accepted before
 * the hard credit pull. Every call is the borrower's own application or a 404.
 */
export const appStartRoutes: FastifyPluginAsyncZod = async (app) => {
  const borrower = [authenticate, requireRole('BORROWER')];
  const deps: StartDeps = {
    db: app.db,
    organization: (orgCode) => app.organizations.registry.byCode(orgCode),
  };

  async function ownApplication(request: FastifyRequest, uuid: string): Promise<ApplicationRow> {
    const row = await findOwnApplication(app.db, uuid, callerOf(request).identityUuid);
    if (!row) throw notFoundError();
    return row;
  }

  async function view(row: ApplicationRow) {
    const consents = await consentsOf(app.db, row.uuid);
    return applicationView(
      row,
      consents.map((c) => c.type),
    );
  }

  app.get(
    APP_START_API_PATHS.summary(':uuid'),
    {
      preHandler: borrower,
      schema: {
        tags: ['application'],
        summary:
          'start/app-summary: the answers, what is missing, and the disclosures with version and SHA-256',
        params: uuidParams,
        response: { 200: applicationSummarySchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => readSummary(deps, await ownApplication(request, request.params.uuid)),
  );

  app.put(
    APP_START_API_PATHS.profile(':uuid'),
    {
      preHandler: borrower,
      schema: {
        tags: ['application'],
        summary: 'start/profile: the home address, when the borrower does not live at the property',
        params: uuidParams,
        body: profileAnswersSchema,
        response: { 200: applicationResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      view(await saveProfile(deps, await ownApplication(request, request.params.uuid), request.body)),
  );

  app.put(
    APP_START_API_PATHS.contact(':uuid'),
    {
      preHandler: borrower,
      schema: {
        tags: ['application'],
        summary: 'start/contact: the e-mail and mobile phone for this application',
        params: uuidParams,
        body: contactAnswersSchema,
        response: { 200: applicationResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      view(await saveContact(deps, await ownApplication(request, request.params.uuid), request.body)),
  );

  app.get(
    APP_START_API_PATHS.hmda(':uuid'),
    {
      preHandler: borrower,
      schema: {
        tags: ['application'],
        summary: 'start/hmda: the answers given so far (null before any)',
        params: uuidParams,
        response: {
          200: z.object({ answers: hmdaAnswersSchema.nullable() }),
          ...errorResponses(400, 401, 403, 404),
        },
      },
    },
    async (request) => {
      const row = await ownApplication(request, request.params.uuid);
      return { answers: await readHmda(app.db, row.uuid) };
    },
  );

  app.put(
    APP_START_API_PATHS.hmda(':uuid'),
    {
      preHandler: borrower,
      schema: {
        tags: ['application'],
        summary: 'start/hmda: the Regulation C answers, kept for HMDA reporting and never a decision input',
        params: uuidParams,
        body: hmdaRequestSchema,
        response: { 200: applicationResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      view(await saveHmda(deps, await ownApplication(request, request.params.uuid), request.body)),
  );

  app.post(
    APP_START_API_PATHS.acceptDisclosures(':uuid'),
    {
      preHandler: borrower,
      schema: {
        tags: ['application'],
        summary:
          'start/app-summary: accept every disclosure as shown (version and SHA-256) and authorize the hard pull; a repeat answers the same',
        params: uuidParams,
        headers: z.object({ 'idempotency-key': z.string().optional() }).loose(),
        body: acceptDisclosuresRequestSchema,
        response: { 200: applicationResponseSchema, ...errorResponses(400, 401, 403, 404, 409, 422) },
      },
      // The shared idempotency layer (decision 0085) replays a keyed retry; without a key the accept is
      // idempotent on its own (see acceptDisclosures).
      config: { idempotency: { operation: 'application.disclosures.accept' } },
    },
    async (request) => {
      const row = await ownApplication(request, request.params.uuid);
      const accepted = await acceptDisclosures(deps, row, request.body, request.ip);
      // The hard pull runs as a vendor job (decision 0131); queued once per application.
      if (accepted.status === 'HARD_CREDIT_PULL') await app.hardPull.enqueue(accepted.uuid);
      return view(accepted);
    },
  );
};
