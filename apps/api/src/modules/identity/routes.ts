import { isSafeRedirectUrl, LOGIN_PATH } from '@hearth/domain/auth';
import { DomainError, ERROR_MESSAGES } from '@hearth/domain/errors';
import { type Role, roleForProfile } from '@hearth/domain/roles';
import {
  aliasRequestSchema,
  loginRequestSchema,
  phoneDigits,
  registerRequestSchema,
} from '@hearth/domain/validation';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authenticate, callerOf, unauthenticated } from '../../http/auth-guard';
import type { IdempotencyOptions } from '../../http/idempotency';
import { errorResponses } from '../../http/openapi';
import { organizationOf } from '../organizations/resolve';
import { hashPassword, verifyAgainstDummy, verifyPassword } from './passwords';
import {
  findIdentity,
  findIdentityByEmail,
  findProfileByIdentity,
  type IdentityRow,
  insertIdentityWithProfile,
  updatePhoneAlias,
} from './repository';

/** Registration's idempotency (decision 0085): no token is stored; a replay gets a fresh one for the identity. */
const REGISTER_IDEMPOTENCY: IdempotencyOptions = {
  operation: 'identity.register',
  store: (body) => ({ identityUuid: body.identityUuid }),
  replay: async (outcome, request, reply) => {
    const identityUuid = outcome.responseBody.identityUuid;
    const identity =
      typeof identityUuid === 'string' ? await findIdentity(request.server.db, identityUuid) : undefined;
    if (!identity) throw unauthenticated();
    const token = await request.server.tokens.issue({
      identityUuid: identity.uuid,
      role: identity.role as Role,
      organizationCode: identity.organizationCode,
    });
    sendToken(reply, token.jwt);
    return reply.status(200).send({ jwt: token.jwt, identityUuid: identity.uuid });
  },
};
const DEFAULT_LANDING = '/dashboard';

const tokenResponseSchema = z.object({ jwt: z.string(), identityUuid: z.uuid() });
const loginResponseSchema = z.object({ jwt: z.string(), redirect: z.string() });
const identityResponseSchema = z.object({
  uuid: z.uuid(),
  email: z.string(),
  phoneNumber: z.string(),
  organizationCode: z.string(),
  role: z.string(),
  aliases: z.array(z.object({ type: z.string(), value: z.string() })),
});
const identityV11ResponseSchema = identityResponseSchema.extend({
  profileUuid: z.uuid(),
  createdAt: z.string(),
});
const audienceSchema = z.enum(['customer', 'agent']);
const selfInfoSchema = z.object({
  identityUuid: z.uuid(),
  email: z.string(),
  phoneNumber: z.string(),
  role: z.string(),
  organizationCode: z.string(),
  product: z.string(),
  isBroker: z.boolean(),
  profileType: z.string(),
});

function identityView(identity: IdentityRow) {
  return {
    uuid: identity.uuid,
    email: identity.email,
    phoneNumber: identity.phoneNumber,
    organizationCode: identity.organizationCode,
    role: identity.role,
    aliases: [{ type: 'Phone', value: identity.phoneNumber }],
  };
}

function sendToken(reply: FastifyReply, jwt: string): void {
  // The web app stores a Bearer token found on any 200 response (spec section 6).
  reply.header('authorization', `Bearer ${jwt}`);
}

async function callerIdentity(request: FastifyRequest): Promise<IdentityRow> {
  const identity = await findIdentity(request.server.db, callerOf(request).identityUuid);
  if (!identity) throw unauthenticated();
  return identity;
}

/** Login attempts are counted per client address and e-mail (case-insensitive), across both audiences. */
function loginRateLimitKey(request: FastifyRequest): string {
  const body = request.body as { email?: unknown } | undefined;
  const email = typeof body?.email === 'string' ? body.email.trim().toLowerCase() : '';
  return `${request.ip}|${email}`;
}

export const identityRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config } = app;

  app.post(
    '/identity/api/v1/registration/register',
    {
      schema: {
        tags: ['identity'],
        summary: 'Register an identity (honors Idempotency-Key)',
        querystring: z.object({ organization: z.string().optional(), org: z.string().optional() }),
        headers: z.object({ 'idempotency-key': z.string().optional() }).loose(),
        body: registerRequestSchema,
        response: { 200: tokenResponseSchema, ...errorResponses(400, 401, 409, 429) },
      },
      config: { rateLimit: { max: 30, timeWindow: 15 * 60 * 1000 }, idempotency: REGISTER_IDEMPOTENCY },
    },
    async (request, reply) => {
      const { db } = app;
      const requested = request.query.organization
        ? app.organizations.registry.byCode(request.query.organization)
        : undefined;
      const organization = requested ?? organizationOf(request);
      const email = request.body.email;
      const phoneNumber = phoneDigits(request.body.phoneNumber);
      const passwordHash = await hashPassword(request.body.password);
      const created = await db.transaction(async (tx) => {
        const inserted = await insertIdentityWithProfile(tx, {
          email,
          passwordHash,
          phoneNumber,
          organizationCode: organization.orgCode,
        });
        // Status 401 and this wording are what the web app's "Account Already Exists" modal keys on (spec section 8).
        if (!inserted)
          throw new DomainError('IDENTITY_EXISTS', ERROR_MESSAGES.identityExists, { status: 401 });
        return inserted.identity;
      });

      const token = await app.tokens.issue({
        identityUuid: created.uuid,
        role: created.role as Role,
        organizationCode: created.organizationCode,
      });
      request.log.info({ identityUuid: created.uuid, org: created.organizationCode }, 'identity registered');
      sendToken(reply, token.jwt);
      return { jwt: token.jwt, identityUuid: created.uuid };
    },
  );

  app.get(
    '/identity/secure/api/v1/identity',
    {
      preHandler: authenticate,
      schema: { tags: ['identity'], response: { 200: identityResponseSchema, ...errorResponses(401) } },
    },
    async (request) => identityView(await callerIdentity(request)),
  );

  app.get(
    '/identity/secure/api/v1_1/identity',
    {
      preHandler: authenticate,
      schema: { tags: ['identity'], response: { 200: identityV11ResponseSchema, ...errorResponses(401) } },
    },
    async (request) => {
      const identity = await callerIdentity(request);
      const profile = await findProfileByIdentity(app.db, identity.uuid);
      if (!profile) throw unauthenticated();
      return {
        ...identityView(identity),
        profileUuid: profile.uuid,
        createdAt: identity.createdAt.toISOString(),
      };
    },
  );

  app.put(
    '/identity/secure/api/v1/identity/alias',
    {
      preHandler: authenticate,
      schema: {
        tags: ['identity'],
        body: aliasRequestSchema,
        response: { 200: identityResponseSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => {
      const updated = await updatePhoneAlias(
        app.db,
        callerOf(request).identityUuid,
        phoneDigits(request.body.value),
      );
      if (!updated) throw unauthenticated();
      return identityView(updated);
    },
  );

  app.post(
    '/identity-broker/:audience/api/v3/login',
    {
      schema: {
        tags: ['identity-broker'],
        summary: 'Log in as a customer or as an agent (brokers and staff)',
        params: z.object({ audience: audienceSchema }),
        querystring: z.object({ redirectUrl: z.string().optional() }).loose(),
        body: loginRequestSchema,
        response: { 200: loginResponseSchema, ...errorResponses(400, 401, 403, 429) },
      },
      config: {
        rateLimit: {
          max: config.loginMaxAttempts,
          timeWindow: config.loginWindowMs,
          hook: 'preValidation',
          groupId: 'login',
          keyGenerator: loginRateLimitKey,
        },
      },
    },
    async (request, reply) => {
      const { email, password } = request.body;
      const identity = await findIdentityByEmail(app.db, email);
      const valid = identity
        ? await verifyPassword(identity.passwordHash, password)
        : await verifyAgainstDummy(password);
      if (!identity || !valid) {
        request.log.info({ audience: request.params.audience }, 'login rejected');
        throw new DomainError('UNAUTHENTICATED', ERROR_MESSAGES.invalidCredentials);
      }
      const profile = await findProfileByIdentity(app.db, identity.uuid);
      let role = identity.role as Role;
      if (request.params.audience === 'agent') {
        const profileRole = roleForProfile({
          profileType: profile?.profileType,
          isBroker: profile?.isBroker,
        });
        if (role !== 'STAFF' && profileRole !== 'AGENT' && profileRole !== 'STAFF') {
          throw new DomainError('FORBIDDEN', ERROR_MESSAGES.forbidden);
        }
        role = role === 'STAFF' ? 'STAFF' : 'AGENT';
      }
      const token = await app.tokens.issue({
        identityUuid: identity.uuid,
        role,
        organizationCode: identity.organizationCode,
      });
      const target = request.query.redirectUrl;
      sendToken(reply, token.jwt);
      return { jwt: token.jwt, redirect: isSafeRedirectUrl(target) ? target : DEFAULT_LANDING };
    },
  );

  app.post(
    '/identity-broker/:audience/secure/api/v3/logout',
    {
      preHandler: authenticate,
      schema: {
        tags: ['identity-broker'],
        params: z.object({ audience: audienceSchema }),
        response: { 200: z.object({ redirect: z.string() }), ...errorResponses(401) },
      },
    },
    async (request) => {
      await app.revocations.revoke(callerOf(request));
      return { redirect: LOGIN_PATH };
    },
  );

  app.get(
    '/identity-broker/:audience/secure/api/v3/self/:productInfo',
    {
      preHandler: authenticate,
      schema: {
        tags: ['identity-broker'],
        summary: 'The caller and the product it is signed in for (e.g. helocinfo)',
        params: z.object({ audience: audienceSchema, productInfo: z.string().regex(/^[a-z]+info$/) }),
        response: { 200: selfInfoSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const identity = await callerIdentity(request);
      const profile = await findProfileByIdentity(app.db, identity.uuid);
      if (!profile) throw unauthenticated();
      const product = request.params.productInfo.slice(0, -'info'.length);
      const organization = app.organizations.registry.byCode(identity.organizationCode);
      if (!organization?.orgMetaData.products[product]) {
        throw new DomainError('NOT_FOUND', ERROR_MESSAGES.notFound);
      }
      return {
        identityUuid: identity.uuid,
        email: identity.email,
        phoneNumber: identity.phoneNumber,
        role: callerOf(request).role,
        organizationCode: identity.organizationCode,
        product,
        isBroker: profile.isBroker,
        profileType: profile.profileType,
      };
    },
  );
};
