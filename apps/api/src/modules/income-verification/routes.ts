import {
  completeIncomeLinkSchema,
  employerVerificationSchema,
  incomeDocumentsSchema,
  incomeLinkStartedSchema,
  incomeVerificationViewSchema,
  INCOME_VERIFICATION_API_PATHS as PATHS,
  SANDBOX_INCOME_LINK_PATH,
  startIncomeLinkSchema,
} from '@hearth/domain/income-verification';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authenticate, requireRole } from '../../http/auth-guard';
import { notFoundError } from '../../http/errors';
import { errorResponses } from '../../http/openapi';
import { ownApplicationOr404 } from '../../http/own-application';
import { findApplication } from '../application/repository';
import { sandboxLinkPage } from './sandbox-link-page';
import {
  applyIncomeResult,
  completeLink,
  type IncomeDeps,
  linkSession,
  readIncome,
  retryIncome,
  startLink,
  submitDocuments,
  verifyEmployer,
} from './service';

const uuidParams = z.object({ uuid: z.uuid() });

/**
 * The income pages' calls (issue 10 item 5, decision 0151): connect payroll or a bank through the vendor's
 * hosted page, send documents, ask the employer, or go back to try another way. Results arrive as the `income`
 * vendor's signed callback. Another borrower's application is a 404.
 */
export const incomeVerificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const borrower = [authenticate, requireRole('BORROWER')];
  const sandbox = app.ports.sandboxPages.income;
  const deps: IncomeDeps = { db: app.db, encryptionKey: app.config.encryptionKey, vendor: app.ports.income };
  app.vendors.onCallback('income', ({ request, callback }) => applyIncomeResult(deps, request, callback));

  const ownApplication = (request: FastifyRequest, uuid: string) =>
    ownApplicationOr404(app.db, request, uuid);
  const tags = ['income-verification'];

  app.get(
    PATHS.verification(':uuid'),
    {
      preHandler: borrower,
      schema: {
        tags,
        summary: 'income: the stated income, the ways to verify it, and the latest attempt',
        params: uuidParams,
        response: { 200: incomeVerificationViewSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => readIncome(app.db, await ownApplication(request, request.params.uuid)),
  );

  app.post(
    PATHS.link(':uuid'),
    {
      preHandler: borrower,
      schema: {
        tags,
        summary:
          "income: start a payroll or bank connection; answers the vendor's page to send the borrower to",
        params: uuidParams,
        body: startIncomeLinkSchema,
        response: { 201: incomeLinkStartedSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const row = await ownApplication(request, request.params.uuid);
      return reply.status(201).send(await startLink(deps, row, request.body.type));
    },
  );

  app.post(
    PATHS.linkComplete(':uuid'),
    {
      preHandler: borrower,
      schema: {
        tags,
        summary:
          "income: the borrower is back from the vendor's page; exchange its code and ask for the report",
        params: uuidParams,
        body: completeIncomeLinkSchema,
        response: { 202: incomeVerificationViewSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const row = await ownApplication(request, request.params.uuid);
      return reply.status(202).send(await completeLink(deps, row, request.body));
    },
  );

  app.post(
    PATHS.documents(':uuid'),
    {
      preHandler: borrower,
      schema: {
        tags,
        summary: 'income: send uploaded pay stubs, W-2 or tax returns for review',
        params: uuidParams,
        body: incomeDocumentsSchema,
        response: { 202: incomeVerificationViewSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const row = await ownApplication(request, request.params.uuid);
      return reply.status(202).send(await submitDocuments(deps, row, request.body));
    },
  );

  app.post(
    PATHS.employer(':uuid'),
    {
      preHandler: borrower,
      schema: {
        tags,
        summary: "income: ask the employer's HR or payroll team to confirm employment and income",
        params: uuidParams,
        body: employerVerificationSchema,
        response: { 202: incomeVerificationViewSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const row = await ownApplication(request, request.params.uuid);
      return reply.status(202).send(await verifyEmployer(deps, row, request.body));
    },
  );

  app.post(
    PATHS.retry(':uuid'),
    {
      preHandler: borrower,
      schema: {
        tags,
        summary: 'income: go back to the income page to verify another way',
        params: uuidParams,
        response: { 200: incomeVerificationViewSchema, ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request) => retryIncome(deps, await ownApplication(request, request.params.uuid)),
  );

  // The sandbox vendor's hosted connection page: what the borrower sees at a real payroll or bank-link vendor.
  if (app.config.env !== 'production') {
    app.get(
      SANDBOX_INCOME_LINK_PATH(':linkId'),
      { schema: { hide: true, params: z.object({ linkId: z.uuid() }) } },
      async (request, reply) => {
        const session = await linkSession(app.db, request.params.linkId);
        const application = session ? await findApplication(app.db, session.applicationUuid) : undefined;
        if (!session || !application) throw notFoundError();
        reply
          .type('text/html; charset=utf-8')
          .header('cache-control', 'no-store')
          .header(
            'content-security-policy',
            "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'",
          );
        return sandboxLinkPage({
          linkId: session.id,
          method: session.method === 'bank' ? 'bank' : 'payroll',
          code: sandbox.linkCode(session.id),
          returnPath: `/account/heloc/${application.uuid}/income/pointserv-callback`,
          firstName: application.firstName,
        });
      },
    );
  }
};
