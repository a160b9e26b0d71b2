import type { PrivateLabelData } from '@hearth/domain/brands';
import {
  E_SIGN_MESSAGES,
  E_SIGN_SAMPLE_FILENAME,
  E_SIGN_SAMPLE_TITLE,
  type ESignConsentView,
  eSignConsentViewSchema,
  eSignDemonstrationSchema,
  E_SIGN_API_PATHS as PATHS,
  sampleDocumentParagraphs,
} from '@hearth/domain/e-sign';
import {
  REGISTRATION_SAMPLE_CONSENT,
  REGISTRATION_SAMPLE_PATH,
  registrationSampleQuerySchema,
} from '@hearth/domain/electronic-consent';
import { DomainError } from '@hearth/domain/errors';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authenticate, callerOf, requireRole } from '../../http/auth-guard';
import { errorResponses } from '../../http/openapi';
import { ownApplicationOr404 } from '../../http/own-application';
import type { ApplicationRow } from '../application/repository';
import { creditorFor } from '../decisioning/adverse-action';
import {
  type ConsentText,
  type Demonstrator,
  demonstrationOf,
  type RegistrationSampler,
  recordDemonstration,
  sampleCode,
} from '../e-sign/demonstration';
import { registrationConsentFor } from '../identity/electronic-consent';
import { organizationOf } from '../organizations/resolve';
import { borrowerName } from '../owners/owners';
import { signerParty } from '../owners/party';
import { signerApplicationOr404 } from '../owners/signer-application';
import { type ESignConsent, eSignConsentOf } from './e-sign-consent';
import { pdfBrandOf } from './letterhead';
import { renderPdf } from './pdf-stack';

const uuidParams = z.object({ uuid: z.uuid() });
const FIFTEEN_MINUTES = 15 * 60 * 1000;

/**
 * The consent to electronic records and signatures and its reasonable demonstration (issue 20 item 14, decision
 * 0202), for the borrower (start/app-summary) and for an owner on title before they join: the consent as shown with
 * whether this person has demonstrated, the sample PDF with their code, and the code typed back.
 */
export const eSignRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.documents.deps;
  const tags = ['e-sign'];
  const borrower = [authenticate, requireRole('BORROWER')];
  const signer = [authenticate];

  const consentOf = (row: ApplicationRow): ESignConsent => {
    const consent = eSignConsentOf(deps, row);
    if (!consent) throw new DomainError('STEP_OUT_OF_ORDER', E_SIGN_MESSAGES.notYet);
    return consent;
  };
  const view = async (row: ApplicationRow, who: Demonstrator): Promise<ESignConsentView> => {
    const consent = consentOf(row);
    const done = await demonstrationOf(deps.db, who, consent);
    return { ...consent, demonstratedAt: done?.demonstratedAt.toISOString() ?? null };
  };
  /** The sample PDF of one consent for one person (or one registration's nonce), by the lender's letterhead. */
  const sendSample = async (
    reply: FastifyReply,
    organization: PrivateLabelData | undefined,
    who: Demonstrator | RegistrationSampler,
    consent: ConsentText,
    words: { name?: string; consent?: string },
    disposition: 'attachment' | 'inline',
  ) => {
    const pdf = await renderPdf({
      title: E_SIGN_SAMPLE_TITLE,
      lender: creditorFor(organization).name,
      createdAt: deps.now(),
      brand: pdfBrandOf(organization),
      paragraphs: sampleDocumentParagraphs({
        lender: creditorFor(organization).name,
        ...words,
        code: sampleCode(deps.encryptionKey, who, consent),
        version: consent.version,
      }),
    });
    return reply
      .type('application/pdf')
      .header('content-disposition', `${disposition}; filename="${E_SIGN_SAMPLE_FILENAME}"`)
      .header('content-length', String(pdf.bytes.length))
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'no-store')
      .send(Buffer.from(pdf.bytes) as never);
  };
  const sample = async (reply: FastifyReply, row: ApplicationRow, who: Demonstrator, name: string) =>
    sendSample(reply, deps.organization(row.organizationCode), who, consentOf(row), { name }, 'attachment');
  const demonstrate = async (
    request: FastifyRequest & { body: z.infer<typeof eSignDemonstrationSchema> },
    row: ApplicationRow,
    who: Demonstrator,
  ): Promise<ESignConsentView> => {
    const consent = consentOf(row);
    // The code is for the text the page showed; a text that changed since must be read (and opened) again.
    if (request.body.version !== consent.version || request.body.sha256 !== consent.sha256)
      throw new DomainError('CONFLICT', E_SIGN_MESSAGES.changed);
    const done = await recordDemonstration(deps.db, deps.encryptionKey, who, consent, request.body.code, {
      ip: request.ip,
      userAgent: request.headers['user-agent'] ?? '',
      now: deps.now(),
    });
    return { ...consent, demonstratedAt: done.demonstratedAt.toISOString() };
  };

  const consentSchema = (summary: string) => ({
    tags,
    summary,
    params: uuidParams,
    response: { 200: eSignConsentViewSchema, ...errorResponses(401, 403, 404, 409) },
  });
  const sampleSchema = (summary: string) => ({
    tags,
    summary,
    params: uuidParams,
    response: { ...errorResponses(401, 403, 404, 409) },
  });
  const demonstrationSchema = (summary: string) => ({
    tags,
    summary,
    params: uuidParams,
    body: eSignDemonstrationSchema,
    response: { 200: eSignConsentViewSchema, ...errorResponses(400, 401, 403, 404, 409, 429) },
  });
  // Guesses at the sample's code are counted per application and person's path, not per address: many people share
  // an address (an office, a carrier's NAT), and one application's code is all a guess can reach.
  const guesses = {
    rateLimit: {
      max: 30,
      timeWindow: FIFTEEN_MINUTES,
      keyGenerator: (request: FastifyRequest) => `e-sign:${request.url.split('?')[0]}`,
    },
  };

  // The borrower, on start/app-summary.
  const own = async (request: FastifyRequest & { params: { uuid: string } }) => {
    const row = await ownApplicationOr404(app.db, request, request.params.uuid);
    return { row, who: { applicationUuid: row.uuid, identityUuid: callerOf(request).identityUuid } };
  };
  app.get(
    PATHS.consent(':uuid'),
    {
      preHandler: borrower,
      schema: consentSchema('the consent to electronic records, and whether you opened the sample'),
    },
    async (request) => {
      const { row, who } = await own(request);
      return view(row, who);
    },
  );
  app.get(
    PATHS.sample(':uuid'),
    { preHandler: borrower, schema: sampleSchema('the sample PDF, with the code to type back') },
    async (request, reply) => {
      const { row, who } = await own(request);
      return sample(reply, row, who, borrowerName(row));
    },
  );
  app.post(
    PATHS.demonstration(':uuid'),
    {
      preHandler: borrower,
      schema: demonstrationSchema('the code read in the sample: you can open the PDFs'),
      config: guesses,
    },
    async (request) => {
      const { row, who } = await own(request);
      return demonstrate(request, row, who);
    },
  );

  // An owner on title who does not borrow, before they join (decision 0177): only an application they were invited to.
  const invited = async (request: FastifyRequest & { params: { uuid: string } }) => {
    const identityUuid = callerOf(request).identityUuid;
    const ctx = await signerApplicationOr404(app.db, request.params.uuid, identityUuid);
    return { ...ctx, who: { applicationUuid: ctx.app.uuid, identityUuid } };
  };
  app.get(
    PATHS.signerConsent(':uuid'),
    {
      preHandler: signer,
      schema: consentSchema("an owner's consent to electronic records, before they join"),
    },
    async (request) => {
      const { app: row, who } = await invited(request);
      return view(row, who);
    },
  );
  app.get(
    PATHS.signerSample(':uuid'),
    { preHandler: signer, schema: sampleSchema("the owner's sample PDF, with the code to type back") },
    async (request, reply) => {
      const { app: row, invitation, who } = await invited(request);
      return sample(reply, row, who, signerParty(invitation).name);
    },
  );
  app.post(
    PATHS.signerDemonstration(':uuid'),
    {
      preHandler: signer,
      schema: demonstrationSchema("the code read in the owner's sample: they can open the PDFs"),
      config: guesses,
    },
    async (request) => {
      const { app: row, who } = await invited(request);
      return demonstrate(request, row, who);
    },
  );

  // Someone registering, before the account exists (decision 0210): the consent to electronic communications of
  // decision 0200, its sample opened in a tab with the nonce the page made. Nothing about an account is in it and
  // nothing is stored: the register call sends the nonce and the code back. Counted per address, like registering.
  app.get(
    REGISTRATION_SAMPLE_PATH,
    {
      schema: {
        tags: ['e-sign', 'identity'],
        summary: "the registration's sample PDF, with the code to type back when registering",
        querystring: registrationSampleQuerySchema,
        response: { ...errorResponses(400, 429) },
      },
      config: { rateLimit: { max: 30, timeWindow: FIFTEEN_MINUTES } },
    },
    async (request, reply) => {
      const requested = request.query.organization
        ? app.organizations.registry.byCode(request.query.organization)
        : undefined;
      const organization = requested ?? organizationOf(request);
      const consent = registrationConsentFor(organization);
      const who = { registrationNonce: request.query.nonce };
      return sendSample(
        reply,
        organization,
        who,
        consent,
        { consent: REGISTRATION_SAMPLE_CONSENT },
        'inline',
      );
    },
  );
};
