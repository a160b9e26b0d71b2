import { ACCOUNT_API_PATHS, COMMS_CONSENT_TYPES, profileConsentTypesSchema } from '@hearth/domain/account';
import { commsConsentRequestSchema } from '@hearth/domain/entities';
import { DomainError } from '@hearth/domain/errors';
import { HELOC_API_PATHS } from '@hearth/domain/heloc-api';
import { phoneDigits } from '@hearth/domain/validation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authenticate, callerOf, forbidden, unauthenticated } from '../../http/auth-guard';
import { errorResponses } from '../../http/openapi';
import { findIdentity } from '../identity/repository';
import { organizationOf } from '../organizations/resolve';
import { CONSENT_PROMPTS, promptByUuid } from './prompts';
import { latestAnswers } from './repository';
import { commsConsents } from './schema';

const promptSchema = z.object({
  consentPromptUuid: z.uuid(),
  consentType: z.enum(['SMS', 'SMS_TRANSACTIONAL']),
  version: z.string(),
  text: z.string(),
});

export const commsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    HELOC_API_PATHS.consentPrompt(':consentType' as 'SMS'),
    {
      schema: {
        tags: ['comms'],
        params: z.object({ consentType: z.enum(['SMS', 'SMS_TRANSACTIONAL']) }),
        response: { 200: promptSchema, ...errorResponses(400) },
      },
    },
    async (request) => {
      const prompt = CONSENT_PROMPTS[request.params.consentType];
      const companyName = organizationOf(request).orgMetaData.companyInfo.companyName;
      return { ...prompt, text: prompt.text.replace('{companyName}', companyName) };
    },
  );

  // Spec section 7: the consents the settings page offers, each with the caller's own latest answer (decision 0216).
  app.get(
    ACCOUNT_API_PATHS.profileConsentTypes,
    {
      preHandler: authenticate,
      schema: {
        tags: ['comms'],
        summary: "the communication consents, each with the prompt's words and the caller's latest answer",
        response: { 200: profileConsentTypesSchema, ...errorResponses(401) },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      const companyName = organizationOf(request).orgMetaData.companyInfo.companyName;
      const answers = await latestAnswers(app.db, caller.identityUuid);
      return {
        consentTypes: COMMS_CONSENT_TYPES.map((consentType) => {
          const prompt = CONSENT_PROMPTS[consentType];
          const answer = answers.get(consentType);
          return {
            consentType,
            consentPromptUuid: prompt.consentPromptUuid,
            version: prompt.version,
            text: prompt.text.replace('{companyName}', companyName),
            optInOut: answer?.optInOut ?? null,
            answeredAt: answer?.recordedAt.toISOString() ?? null,
          };
        }),
      };
    },
  );

  app.post(
    HELOC_API_PATHS.consentUser,
    {
      preHandler: authenticate,
      schema: {
        tags: ['comms'],
        headers: z.object({ 'idempotency-key': z.string().optional() }).loose(),
        body: commsConsentRequestSchema,
        response: { 200: z.object({ saved: z.number().int() }), ...errorResponses(400, 401, 403, 409, 422) },
      },
      config: { idempotency: { operation: 'comms.consent' } },
    },
    async (request) => {
      const caller = callerOf(request);
      const body = request.body;
      // A consent binds the caller's own lender, phone and e-mail (decision 0084): the body may repeat them, never
      // name others. What is stored comes from the identity, not from the body.
      const identity = await findIdentity(app.db, caller.identityUuid);
      if (!identity) throw unauthenticated();
      const sameOrg = body.org.trim().toUpperCase() === identity.organizationCode.toUpperCase();
      const samePhone = body.phone === undefined || phoneDigits(body.phone) === identity.phoneNumber;
      const sameEmail =
        body.email === undefined || body.email.trim().toLowerCase() === identity.email.toLowerCase();
      if (!sameOrg || !samePhone || !sameEmail) throw forbidden();
      const rows = body.consents.map((consent) => {
        const prompt = promptByUuid(consent.consentPromptUuid);
        if (!prompt) throw new DomainError('BAD_REQUEST', 'Unknown consent prompt');
        return {
          identityUuid: caller.identityUuid,
          organizationCode: identity.organizationCode,
          source: body.source,
          consentType: prompt.consentType,
          consentPromptUuid: prompt.consentPromptUuid,
          optInOut: consent.optInOut,
          phone: identity.phoneNumber,
          email: identity.email,
          ipAddress: request.ip,
        };
      });
      await app.db.insert(commsConsents).values(rows);
      return { saved: rows.length };
    },
  );
};
