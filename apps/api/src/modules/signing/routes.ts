import {
  adoptSignatureSchema,
  SIGNING_API_PATHS as PATHS,
  signActSchema,
  signingSessionSchema,
} from '@hearth/domain/signing';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authenticate, callerOf, requireRole } from '../../http/auth-guard';
import { errorResponses } from '../../http/openapi';
import { ownApplicationOr404 } from '../../http/own-application';
import { adoptSignature, type Circumstances, finishSigning, recordAct, signingSession } from './service';

const uuidParams = z.object({ uuid: z.uuid() });

/** The signing ceremony's calls (issue 12 item 3, decision 0172); another borrower's application is a 404. */
export const signingRoutes: FastifyPluginAsyncZod = async (app) => {
  const borrower = [authenticate, requireRole('BORROWER')];
  const tags = ['signing'];
  const response = { 200: signingSessionSchema, ...errorResponses(400, 401, 403, 404, 409) };
  const who = (request: FastifyRequest): Circumstances => ({
    identityUuid: callerOf(request).identityUuid,
    ip: request.ip,
    userAgent: request.headers['user-agent'] ?? '',
    now: app.vendors.clock.now(),
  });
  const own = (request: FastifyRequest & { params: { uuid: string } }) =>
    ownApplicationOr404(app.db, request, request.params.uuid);

  app.get(
    PATHS.session(':uuid'),
    {
      preHandler: borrower,
      schema: { tags, summary: 'the documents to sign or acknowledge', params: uuidParams, response },
    },
    async (request) => {
      const row = await own(request);
      const session = await signingSession(app.db, row, callerOf(request).identityUuid);
      // The page says when signing opens while the valuation copies' three business days run (decision 0212).
      const valuationWait = session.complete ? null : await app.signingGate.wait(row, who(request).now);
      return { ...session, valuationWait };
    },
  );
  app.post(
    PATHS.adopt(':uuid'),
    {
      preHandler: borrower,
      schema: {
        tags,
        summary: 'adopt a typed signature',
        params: uuidParams,
        body: adoptSignatureSchema,
        response,
      },
    },
    async (request) => adoptSignature(app.db, await own(request), request.body, who(request)),
  );
  app.post(
    PATHS.acts(':uuid'),
    {
      preHandler: borrower,
      schema: {
        tags,
        summary: 'sign or acknowledge one document',
        params: uuidParams,
        body: signActSchema,
        response,
      },
    },
    async (request) =>
      recordAct(app.db, await own(request), request.body, who(request), undefined, app.signingGate.wait),
  );
  app.post(
    PATHS.finish(':uuid'),
    {
      preHandler: borrower,
      schema: { tags, summary: 'finish signing: the notary comes next', params: uuidParams, response },
    },
    async (request) => finishSigning(app.db, await own(request), who(request)),
  );
};
