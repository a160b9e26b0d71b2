import {
  acceptInvitationSchema,
  coDeedApplicationSchema,
  coDeedStatusSchema,
  invitationTokenSchema,
  invitationViewSchema,
  inviteSignerSchema,
  joinSchema,
  SIGNER_API_PATHS as PATHS,
  SANDBOX_INVITATION_PATH,
  signersViewSchema,
} from '@hearth/domain/additional-signers';
import { BROKER_API_PATHS, removeCoDeedSchema } from '@hearth/domain/brokers';
import { loanDocumentTextSchema } from '@hearth/domain/documents';
import { DomainError } from '@hearth/domain/errors';
import { HELOC_API_PATHS } from '@hearth/domain/heloc-api';
import { isRole } from '@hearth/domain/roles';
import { adoptSignatureSchema, signActSchema, signingSessionSchema } from '@hearth/domain/signing';
import { allows } from '@hearth/domain/status-actions';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authenticate, callerOf } from '../../http/auth-guard';
import { notFoundError } from '../../http/errors';
import { errorResponses } from '../../http/openapi';
import { ownApplicationOr404 } from '../../http/own-application';
import { documentPdf, documentText } from '../documents/service';
import { signerParty } from '../owners/party';
import { type SignerContext, signerApplicationOr404 } from '../owners/signer-application';
import { acknowledgeWhileCanceling } from '../signing/late-receipt';
import { adoptSignature, type Circumstances, recordAct, signingSession } from '../signing/service';
import { coDeedStatus } from './co-deed';
import { acceptInvitation, invitationView } from './invitation-link';
import {
  type InvitationMail,
  inviteSigner,
  latestInvitationLink,
  resendInvitation,
  signersView,
} from './invitations';
import { joinApplication } from './join';
import { removeCoDeed } from './removal';

const uuidParams = z.object({ uuid: z.uuid() });
const invitationParams = uuidParams.extend({ invitationId: z.uuid() });
const documentParams = uuidParams.extend({ documentId: z.uuid() });
const tokenResponseSchema = z.object({ jwt: z.string(), identityUuid: z.uuid() });
const FIFTEEN_MINUTES = 15 * 60 * 1000;

/**
 * The additional signers (issue 12 item 3, decision 0177). The borrower's calls answer 404 for anyone else's
 * application (a signer included); the signer's calls answer 404 for any application they were not invited to.
 */
export const signerRoutes: FastifyPluginAsyncZod = async (app) => {
  // Whoever the application lists as a signer (spec section 4), a co-deeder or a borrower of another application.
  const signer = authenticate;
  const tags = ['signers'];
  const clock = app.vendors.clock;
  // The link's calls name no application in their path: the invitation's application's clock (decision 0188).
  const nowOf = (applicationUuid: string) => clock.nowFor(applicationUuid);
  const mail = (request: FastifyRequest): InvitationMail => ({
    origin: `${request.protocol}://${request.host}`,
    now: clock.now(),
  });
  const who = (request: FastifyRequest): Circumstances => ({
    identityUuid: callerOf(request).identityUuid,
    ip: request.ip,
    userAgent: request.headers['user-agent'] ?? '',
    now: clock.now(),
  });
  const own = (request: FastifyRequest & { params: { uuid: string } }) =>
    ownApplicationOr404(app.db, request, request.params.uuid);
  const invited = (request: FastifyRequest & { params: { uuid: string } }): Promise<SignerContext> =>
    signerApplicationOr404(app.db, request.params.uuid, callerOf(request).identityUuid);
  /**
   * The application of one of the signer's own documents (decision 0202: the disclosures and the agreement are theirs
   * too), to read or download (decision 0208); any other document is a 404.
   */
  const ownDocument = async (request: FastifyRequest & { params: { uuid: string; documentId: string } }) => {
    const { app: row, invitation } = await invited(request);
    const session = await signingSession(
      app.db,
      row,
      callerOf(request).identityUuid,
      signerParty(invitation),
    );
    if (!session.documents.some((d) => d.documentId === request.params.documentId)) throw notFoundError();
    return row;
  };
  const signersResponse = { 200: signersViewSchema, ...errorResponses(400, 401, 404, 409, 429) };
  const sessionResponse = { 200: signingSessionSchema, ...errorResponses(400, 401, 403, 404, 409) };

  // The borrower's side: who is on title, the invitations, a resend.
  app.get(
    PATHS.signers(':uuid'),
    {
      preHandler: authenticate,
      schema: {
        tags,
        summary: 'the owners to invite and their state',
        params: uuidParams,
        response: signersResponse,
      },
    },
    async (request) => signersView(app.db, await own(request)),
  );
  app.post(
    PATHS.invite(':uuid'),
    {
      preHandler: authenticate,
      schema: {
        tags,
        summary: 'invite one owner on title by e-mail (once per owner)',
        params: uuidParams,
        body: inviteSignerSchema,
        response: signersResponse,
      },
    },
    async (request) => inviteSigner(app.db, await own(request), request.body, mail(request)),
  );
  app.post(
    PATHS.resend(':uuid', ':invitationId'),
    {
      preHandler: authenticate,
      schema: { tags, summary: 'send a new link', params: invitationParams, response: signersResponse },
    },
    async (request) =>
      resendInvitation(app.db, await own(request), request.params.invitationId, mail(request)),
  );

  // The co-deed removal of spec section 7 (decision 0227): the borrower's, for an owner who has not signed.
  app.post(
    BROKER_API_PATHS.removeCoDeed,
    {
      preHandler: authenticate,
      schema: {
        tags,
        summary: 'remove an additional signer who has not signed (the borrower confirms)',
        body: removeCoDeedSchema,
        response: signersResponse,
      },
    },
    async (request) =>
      removeCoDeed(app.db, await ownApplicationOr404(app.db, request, request.body.applicationUuid), {
        invitationId: request.body.invitationId,
        removedBy: callerOf(request).identityUuid,
      }),
  );

  // The invited owner, before they have an account.
  app.post(
    PATHS.invitation,
    {
      schema: {
        tags,
        summary: 'what an invitation link is for',
        body: invitationTokenSchema,
        response: { 200: invitationViewSchema, ...errorResponses(400, 404, 409, 429) },
      },
      config: { rateLimit: { max: 30, timeWindow: FIFTEEN_MINUTES } },
    },
    async (request) => invitationView(app.db, request.body.token, nowOf),
  );
  app.post(
    PATHS.accept,
    {
      schema: {
        tags,
        summary: 'accept an invitation: set a password (a co-deeder account)',
        body: acceptInvitationSchema,
        response: { 200: tokenResponseSchema, ...errorResponses(400, 403, 404, 409, 429) },
      },
      config: { rateLimit: { max: app.config.registrationsPerAddress, timeWindow: FIFTEEN_MINUTES } },
    },
    async (request, reply) => {
      const { token: invitation, password } = request.body;
      const identity = await acceptInvitation(app.db, { token: invitation, password }, nowOf);
      const token = await app.tokens.issue({
        identityUuid: identity.uuid,
        role: isRole(identity.role) ? identity.role : 'CO_DEEDER',
        organizationCode: identity.organizationCode,
        sessionGeneration: identity.sessionGeneration,
      });
      reply.header('authorization', `Bearer ${token.jwt}`);
      return { jwt: token.jwt, identityUuid: identity.uuid };
    },
  );

  // The co-deed status call of spec section 7 (its path is the application service's; its data is the signers').
  app.get(
    HELOC_API_PATHS.coDeedStatus,
    {
      preHandler: signer,
      schema: {
        tags: ['application'],
        summary: 'Additional signers only: the applications the caller was invited to co-sign',
        response: { 200: coDeedStatusSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => {
      const status = await coDeedStatus(app.db, callerOf(request).identityUuid);
      // A borrower listed as another application's signer has one too (decision 0177).
      if (callerOf(request).role !== 'CO_DEEDER' && status.applications.length === 0) {
        throw new DomainError('BAD_REQUEST', 'Only additional signers have a co-deed status');
      }
      return status;
    },
  );

  // The signer's side: join, their documents, their signing.
  app.post(
    PATHS.join(':uuid'),
    {
      preHandler: signer,
      schema: {
        tags,
        summary: 'confirm identity, consent to e-sign and agree to the lien',
        params: uuidParams,
        body: joinSchema,
        response: { 200: coDeedApplicationSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      return joinApplication(app.collateral.deps, await invited(request), request.body, {
        ip: request.ip,
        userAgent: request.headers['user-agent'] ?? '',
        now: clock.now(),
        encryptionKey: app.config.encryptionKey,
      });
    },
  );
  app.get(
    PATHS.signing(':uuid'),
    {
      preHandler: signer,
      schema: {
        tags,
        summary: "the signer's own documents and acts",
        params: uuidParams,
        response: sessionResponse,
      },
    },
    async (request) => {
      const { app: row, invitation } = await invited(request);
      return signingSession(app.db, row, callerOf(request).identityUuid, signerParty(invitation));
    },
  );
  app.get(
    PATHS.document(':uuid', ':documentId'),
    {
      preHandler: signer,
      schema: {
        tags,
        summary: "one of the signer's own documents, its words",
        params: documentParams,
        response: { 200: loanDocumentTextSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) =>
      documentText(app.documents.deps, await ownDocument(request), request.params.documentId),
  );
  app.get(
    PATHS.pdf(':uuid', ':documentId'),
    {
      preHandler: signer,
      schema: {
        tags,
        summary: "one of the signer's own documents, its PDF as generated (its SHA-256 is in the session)",
        params: documentParams,
        response: { ...errorResponses(401, 403, 404) },
      },
    },
    async (request, reply) => {
      const { row, stream } = await documentPdf(
        app.documents.deps,
        await ownDocument(request),
        request.params.documentId,
      );
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
  app.post(
    PATHS.adopt(':uuid'),
    {
      preHandler: signer,
      schema: {
        tags,
        summary: 'adopt a typed signature',
        params: uuidParams,
        body: adoptSignatureSchema,
        response: sessionResponse,
      },
    },
    async (request) => {
      const { app: row, invitation } = await invited(request);
      return adoptSignature(app.db, row, request.body, who(request), signerParty(invitation));
    },
  );
  app.post(
    PATHS.acts(':uuid'),
    {
      preHandler: signer,
      schema: {
        tags,
        summary: 'sign or acknowledge one of their documents',
        params: uuidParams,
        body: signActSchema,
        response: sessionResponse,
      },
    },
    async (request) => {
      const { app: row, invitation } = await invited(request);
      // While the right to cancel runs, an owner still acknowledges the disclosures they had not received (0202).
      if (allows(row.status, 'cancelLine'))
        return acknowledgeWhileCanceling(app.db, row, request.body, who(request), signerParty(invitation));
      return recordAct(app.db, row, request.body, who(request), signerParty(invitation));
    },
  );

  if (app.config.env === 'production') return;
  app.get(
    SANDBOX_INVITATION_PATH,
    {
      schema: {
        tags: ['sandbox'],
        summary: 'sandbox: the link of the last invitation mailed to an address',
        querystring: z.object({ email: z.string().max(254) }),
        response: { 200: z.object({ link: z.string() }), ...errorResponses(404) },
      },
    },
    async (request) => ({ link: await latestInvitationLink(app.db, request.query.email) }),
  );
};
