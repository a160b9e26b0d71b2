import { ACCOUNT_API_PATHS, ACCOUNT_MESSAGES, changeEmailRequestSchema } from '@hearth/domain/account';
import { isSafeRedirectUrl, LOGIN_PATH } from '@hearth/domain/auth';
import { CONSOLE_MESSAGES } from '@hearth/domain/console';
import { REGISTRATION_CONSENT_PATH, registrationConsentSchema } from '@hearth/domain/electronic-consent';
import { DomainError, ERROR_MESSAGES } from '@hearth/domain/errors';
import { type Role, roleForProfile } from '@hearth/domain/roles';
import {
  aliasRequestSchema,
  loginRequestSchema,
  passwordSchema,
  phoneDigits,
  registerRequestSchema,
} from '@hearth/domain/validation';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authenticate, bearerCaller, callerOf, unauthenticated } from '../../http/auth-guard';
import type { IdempotencyOptions } from '../../http/idempotency';
import { errorResponses } from '../../http/openapi';
import { organizationOf } from '../organizations/resolve';
import {
  checkRegistrationConsent,
  isUniqueViolation,
  recordRegistrationConsent,
  registrationConsentFor,
} from './electronic-consent';
import { LoginThrottle } from './login-throttle';
import { noticeToOwner } from './owner-notices';
import { hashPassword, verifyAgainstDummy, verifyPassword } from './passwords';
import {
  changeEmail,
  changePassword,
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
    const token = await request.server.tokens.issue(tokenSubject(identity));
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
/** Path not shown by the spec (decision 0081). */
export const CHANGE_PASSWORD_PATH = '/identity/secure/api/v1/identity/password';
export const CURRENT_PASSWORD_INCORRECT = 'Current password is incorrect';
const changePasswordRequestSchema = z.object({
  currentPassword: z.string().min(1, { error: 'Required' }).max(1024),
  newPassword: passwordSchema,
});
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
  // The web app stores a Bearer token found on any 200 response (spec section 6). The auth hooks mark any answer
  // carrying one `Cache-Control: no-store`.
  reply.header('authorization', `Bearer ${jwt}`);
}

function tokenSubject(identity: IdentityRow, role = identity.role as Role) {
  return {
    identityUuid: identity.uuid,
    role,
    organizationCode: identity.organizationCode,
    sessionGeneration: identity.sessionGeneration,
  };
}

async function callerIdentity(request: FastifyRequest): Promise<IdentityRow> {
  const identity = await findIdentity(request.server.db, callerOf(request).identityUuid);
  if (!identity) throw unauthenticated();
  return identity;
}

export interface IdentityRoutesOptions {
  /**
   * The registration's demonstration (decision 0210): whether `typed` is the code of the sample opened with `nonce`
   * for this consent text, else 400. The e-sign module's HMAC, which `app.ts` passes in: identity sits below it
   * (decision 0190's layers).
   */
  checkRegistrationSample: (
    nonce: string,
    consent: { version: string; sha256: string },
    typed: string,
  ) => void;
}

export const identityRoutes: FastifyPluginAsyncZod<IdentityRoutesOptions> = async (app, options) => {
  const { config } = app;
  const loginThrottle = new LoginThrottle(app.counters, {
    maxPerAccount: config.loginMaxAttempts,
    maxPerAddress: config.loginIpMaxAttempts,
    windowMs: config.loginWindowMs,
    backoffMs: config.loginBackoffMs,
  });

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
      config: {
        rateLimit: { max: app.config.registrationsPerAddress, timeWindow: 15 * 60 * 1000 },
        idempotency: REGISTER_IDEMPOTENCY,
      },
    },
    async (request, reply) => {
      const { db } = app;
      const requested = request.query.organization
        ? app.organizations.registry.byCode(request.query.organization)
        : undefined;
      const organization = requested ?? organizationOf(request);
      const email = request.body.email;
      const phoneNumber = phoneDigits(request.body.phoneNumber);
      // The consent to electronic communications names the text served now, or nothing is created (decision 0200).
      const consent = request.body.eSignConsent
        ? checkRegistrationConsent(organization, request.body.eSignConsent)
        : null;
      // Its demonstration, when the applicant opened the sample (decision 0210): a wrong code creates nothing.
      const shown = request.body.eSignConsent?.demonstration;
      if (consent && shown) options.checkRegistrationSample(shown.nonce, consent, shown.code);
      const demonstration = shown
        ? { nonce: shown.nonce, userAgent: request.headers['user-agent'] ?? '' }
        : null;
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
        if (consent)
          await recordRegistrationConsent(tx, {
            identityUuid: inserted.identity.uuid,
            consent,
            ipAddress: request.ip,
            at: new Date(),
            demonstration,
          });
        return inserted.identity;
      });

      const token = await app.tokens.issue(tokenSubject(created));
      request.log.info({ identityUuid: created.uuid, org: created.organizationCode }, 'identity registered');
      sendToken(reply, token.jwt);
      return { jwt: token.jwt, identityUuid: created.uuid };
    },
  );

  app.get(
    REGISTRATION_CONSENT_PATH,
    {
      schema: {
        tags: ['identity'],
        summary: 'the consent to electronic communications, with its version and the SHA-256 of its text',
        querystring: z.object({ organization: z.string().optional(), org: z.string().optional() }),
        response: { 200: registrationConsentSchema },
      },
    },
    async (request) => {
      const requested = request.query.organization
        ? app.organizations.registry.byCode(request.query.organization)
        : undefined;
      return registrationConsentFor(requested ?? organizationOf(request));
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
    },
    async (request, reply) => {
      const { email, password } = request.body;
      const attempt = await loginThrottle.admit({ ip: request.ip, email, reply });
      const identity = await findIdentityByEmail(app.db, email);
      const valid = identity
        ? await verifyPassword(identity.passwordHash, password)
        : await verifyAgainstDummy(password);
      if (!identity || !valid) {
        request.log.info({ audience: request.params.audience }, 'login rejected');
        const { locked } = await attempt.failed();
        if (locked) {
          request.log.warn({ audience: request.params.audience }, 'sign-in paused for an e-mail address');
          if (identity) {
            await noticeToOwner(app.db, identity, 'SIGN_IN_PAUSED', {
              pausedMinutes: Math.ceil(config.loginWindowMs / 60_000),
            });
          }
        }
        throw new DomainError('UNAUTHENTICATED', ERROR_MESSAGES.invalidCredentials);
      }
      await attempt.succeeded();
      // An account the lender closed (decision 0245): said only to the one who knows its password.
      if (identity.deactivatedAt) throw new DomainError('FORBIDDEN', ERROR_MESSAGES.accountDeactivated);
      // Lender staff sign in with a one-time code too, in the console (decision 0228): a password alone is not
      // enough for a staff session.
      if (identity.role === 'STAFF') throw new DomainError('FORBIDDEN', CONSOLE_MESSAGES.notStaff);
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
      // A sign-in from a client that still holds a live token of this identity continues that session (the
      // registration token and the login token of one sign-in chain), so one logout ends both (decision 0081).
      const presented = await bearerCaller(request);
      const sessionId = presented?.identityUuid === identity.uuid ? presented.sessionId : undefined;
      const token = await app.tokens.issue(tokenSubject(identity, role), { sessionId });
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
      // Ends the session of the token presented: every token issued along its sign-in chain.
      await app.revocations.revoke(callerOf(request), app.tokens.sessionHorizon);
      return { redirect: LOGIN_PATH };
    },
  );

  /** The current password, checked under a login's limits: a stolen token must not become a password oracle. */
  async function checkCurrentPassword(
    request: FastifyRequest,
    reply: FastifyReply,
    identity: IdentityRow,
    currentPassword: string,
  ): Promise<void> {
    const attempt = await loginThrottle.admit({ ip: request.ip, email: identity.email, reply });
    if (!(await verifyPassword(identity.passwordHash, currentPassword))) {
      const { locked } = await attempt.failed();
      if (locked) {
        await noticeToOwner(app.db, identity, 'SIGN_IN_PAUSED', {
          pausedMinutes: Math.ceil(config.loginWindowMs / 60_000),
        });
      }
      throw new DomainError('BAD_REQUEST', CURRENT_PASSWORD_INCORRECT);
    }
    await attempt.succeeded();
  }

  // Not shown in the spec (decision 0216): a new sign-in e-mail, with the current password. The old address is told.
  app.put(
    ACCOUNT_API_PATHS.changeEmail,
    {
      preHandler: authenticate,
      schema: {
        tags: ['identity'],
        summary: 'Change the sign-in email (the current password is required); the old address is told',
        body: changeEmailRequestSchema,
        response: { 200: identityResponseSchema, ...errorResponses(400, 401, 409, 429) },
      },
    },
    async (request, reply) => {
      const identity = await callerIdentity(request);
      const email = request.body.email;
      if (email.toLowerCase() === identity.email.toLowerCase()) {
        throw new DomainError('BAD_REQUEST', ACCOUNT_MESSAGES.emailUnchanged);
      }
      await checkCurrentPassword(request, reply, identity, request.body.currentPassword);
      const updated = await app.db
        .transaction(async (tx) => {
          const row = await changeEmail(tx, identity.uuid, email);
          // To the address it had: the owner learns of the change even when someone else made it.
          if (row) await noticeToOwner(tx, identity, 'EMAIL_CHANGED');
          return row;
        })
        .catch((error: unknown) => {
          if (isUniqueViolation(error)) throw new DomainError('CONFLICT', ACCOUNT_MESSAGES.emailInUse);
          throw error;
        });
      if (!updated) throw unauthenticated();
      return identityView(updated);
    },
  );

  app.put(
    CHANGE_PASSWORD_PATH,
    {
      preHandler: authenticate,
      schema: {
        tags: ['identity'],
        summary: 'Change the password; ends every session of the identity and returns a token of a new one',
        body: changePasswordRequestSchema,
        response: { 200: tokenResponseSchema, ...errorResponses(400, 401, 429) },
      },
    },
    async (request, reply) => {
      const identity = await callerIdentity(request);
      await checkCurrentPassword(request, reply, identity, request.body.currentPassword);
      const passwordHash = await hashPassword(request.body.newPassword);
      const updated = await app.db.transaction(async (tx) => {
        const row = await changePassword(tx, identity.uuid, passwordHash);
        if (row) await noticeToOwner(tx, row, 'PASSWORD_CHANGED');
        return row;
      });
      if (!updated) throw unauthenticated();
      app.revocations.sessionsEnded(updated.uuid, updated.sessionGeneration);
      request.log.info({ identityUuid: updated.uuid }, 'password changed; sessions ended');
      const token = await app.tokens.issue(tokenSubject(updated, callerOf(request).role));
      sendToken(reply, token.jwt);
      return { jwt: token.jwt, identityUuid: updated.uuid };
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
