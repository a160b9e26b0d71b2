import {
  affiliateDataSchema,
  loanOriginatorSchema,
  offerCodeRecordSchema,
  referralSchema,
} from '@hearth/domain/entities';
import { DomainError } from '@hearth/domain/errors';
import { HELOC_API_PATHS, waitlistRequestSchema } from '@hearth/domain/heloc-api';
import { toCents } from '@hearth/domain/money';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { encryptField } from '../../db/field-crypto';
import { notFoundError } from '../../http/errors';
import { errorResponses } from '../../http/openapi';
import { organizationOf, organizationOfExternalCall } from '../organizations/resolve';
import { AFFILIATE_PREPOP } from './affiliate-prepop';
import { findLoanOriginator, findReferral, findUsableOfferCode } from './repository';
import { waitlistEntries } from './schema';

const uuidParams = z.object({ uuid: z.string().min(1).max(64) });

export const leadRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    // offerCode() URL-encodes its argument, so the route parameter is put in after.
    HELOC_API_PATHS.offerCode('CODE').replace('CODE', ':code'),
    {
      schema: {
        tags: ['leads'],
        summary:
          'Direct-mail offer code: the prescreened name and address that prefill the register form. Only the ' +
          'lender that mailed it (header x-org, else host, else `org`) finds it; any other answers 404.',
        params: z.object({ code: z.string().min(1).max(40) }),
        querystring: z.object({ org: z.string().optional() }).loose(),
        headers: z.object({ 'x-org': z.string().optional() }).loose(),
        response: { 200: offerCodeRecordSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      const row = await findUsableOfferCode(app.db, request.params.code, {
        lender: organizationOfExternalCall(request),
        registry: app.organizations.registry,
        now: new Date(),
      });
      if (!row) throw notFoundError();
      return {
        offerCode: row.code,
        firstName: row.firstName,
        lastName: row.lastName,
        street1: row.street1,
        street2: row.street2,
        city: row.city,
        state: row.state,
        zip: row.zip,
        inHomeDate: row.inHomeDate,
        respondByDate: row.respondByDate,
      };
    },
  );

  app.get(
    HELOC_API_PATHS.loanOriginator(':uuid'),
    {
      schema: {
        tags: ['leads'],
        params: uuidParams,
        response: { 200: loanOriginatorSchema, ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      const originator = await findLoanOriginator(app.db, request.params.uuid);
      if (!originator) throw notFoundError();
      reply.header('cache-control', 'public, max-age=600');
      return originator;
    },
  );

  app.get(
    HELOC_API_PATHS.loanOriginatorLicensedStates(':uuid'),
    {
      schema: {
        tags: ['leads'],
        params: uuidParams,
        response: {
          200: z.object({
            licensedStates: z.array(z.string()),
            enforceLicensedStatesForReferral: z.boolean(),
          }),
          ...errorResponses(400, 404),
        },
      },
    },
    async (request) => {
      const originator = await findLoanOriginator(app.db, request.params.uuid);
      if (!originator) throw notFoundError();
      return {
        licensedStates: originator.licensedStates,
        enforceLicensedStatesForReferral: originator.enforceLicensedStatesForReferral,
      };
    },
  );

  app.get(
    HELOC_API_PATHS.leadPortalReferral(':uuid'),
    {
      schema: {
        tags: ['leads'],
        params: uuidParams,
        response: {
          200: referralSchema.extend({ loanOriginatorUuid: z.uuid(), status: z.string() }),
          ...errorResponses(400, 404),
        },
      },
    },
    async (request) => {
      const row = await findReferral(app.db, request.params.uuid);
      if (!row) throw notFoundError();
      return {
        firstName: row.firstName,
        lastName: row.lastName,
        address: {
          street1: row.street1,
          street2: row.street2,
          city: row.city,
          state: row.state,
          zip: row.zip,
        },
        phoneNumber: row.phoneNumber,
        email: row.email,
        loanOriginatorUuid: row.loanOriginatorUuid,
        status: row.status,
      };
    },
  );

  app.get(
    HELOC_API_PATHS.referral(':uuid'),
    {
      schema: {
        tags: ['leads'],
        summary: 'A referral as the application service sees it: its status and e-mail',
        params: uuidParams,
        response: { 200: z.object({ status: z.string(), email: z.string() }), ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      const row = await findReferral(app.db, request.params.uuid);
      if (!row) throw notFoundError();
      return { status: row.status, email: row.email };
    },
  );

  app.get(
    HELOC_API_PATHS.affiliatePrepop,
    {
      schema: {
        tags: ['leads'],
        summary: 'Affiliate prepopulation of the register form, by the token the affiliate link carries',
        querystring: z.object({ token: z.string().min(1).max(100) }).loose(),
        response: { 200: affiliateDataSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      // Own keys only: a token such as `valueOf` or `__proto__` is not an affiliate.
      const { token } = request.query;
      const data = Object.hasOwn(AFFILIATE_PREPOP, token) ? AFFILIATE_PREPOP[token] : undefined;
      if (!data) throw notFoundError();
      return data;
    },
  );

  app.post(
    HELOC_API_PATHS.waitlist,
    {
      schema: {
        tags: ['leads'],
        summary: 'Join the waitlist (one entry per e-mail and address; repeats answer the same)',
        body: waitlistRequestSchema,
        headers: z.object({ 'idempotency-key': z.string().optional() }).loose(),
        response: { 200: z.object({ waitlisted: z.literal(true) }), ...errorResponses(400, 409, 422) },
      },
      config: {
        rateLimit: { max: 30, timeWindow: 15 * 60 * 1000 },
        idempotency: { operation: 'leads.waitlist' },
      },
    },
    async (request) => {
      const body = request.body;
      if (!body.consent) throw new DomainError('VALIDATION_FAILED', 'Required');
      await app.db
        .insert(waitlistEntries)
        .values({
          organizationCode: organizationOf(request).orgCode,
          firstName: body.firstName.trim(),
          lastName: body.lastName.trim(),
          dobEncrypted: encryptField(app.config.encryptionKey, body.dob),
          email: body.email.trim(),
          incomeCents: toCents(body.income),
          street1: body.street1.trim(),
          street2: body.street2.trim(),
          city: body.city.trim(),
          state: body.state.toUpperCase(),
          zip: body.zip,
          consent: body.consent,
        })
        .onConflictDoNothing();
      return { waitlisted: true as const };
    },
  );
};
