import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { RevocationCache, TokenService } from '../modules/identity/tokens';
import { bearer, PHONE, registeredBorrower, STRONG_PASSWORD, uniqueEmail } from '../test/identity-helpers';
import { setupTestApp } from '../test/test-app';
import { authenticate, callerOf, requireRole } from './auth-guard';
import { registerErrorHandler } from './errors';

const { app, config } = await setupTestApp();

// A route guarded for staff only, on a bare server sharing the app's database and signing key.
const guarded = Fastify();
registerErrorHandler(guarded);
guarded.decorate('tokens', new TokenService(config.jwtSecret, 3600));
guarded.decorate('db', app.db);
guarded.decorate('revocations', new RevocationCache(app.db));
guarded.decorateRequest('auth', null);
guarded.get('/staff-only', { preHandler: [authenticate, requireRole('STAFF')] }, async (request) => ({
  role: callerOf(request).role,
}));

afterAll(() => guarded.close());

describe('requireRole', () => {
  it('answers 403 forbidden to a borrower and lets staff through', async () => {
    const borrower = await registeredBorrower(app);
    const denied = await guarded.inject({ method: 'GET', url: '/staff-only', headers: bearer(borrower.jwt) });
    expect(denied.statusCode).toBe(403);
    expect(denied.json()).toEqual({
      status: 403,
      error: 'FORBIDDEN',
      message: 'forbidden',
      errors: ['forbidden'],
    });

    const staff = await app.tokens.issue({
      identityUuid: borrower.identityUuid,
      role: 'STAFF',
      organizationCode: 'HEARTH',
    });
    const allowed = await guarded.inject({ method: 'GET', url: '/staff-only', headers: bearer(staff.jwt) });
    expect(allowed.statusCode).toBe(200);
    expect(allowed.json()).toEqual({ role: 'STAFF' });
  });

  it('checks authentication before the role', async () => {
    const res = await guarded.inject({ method: 'GET', url: '/staff-only' });
    expect(res.statusCode).toBe(401);
  });
});

describe('secure routes (decision 0083)', () => {
  /** Every documented operation that can answer 401, except the two that take credentials in the body. */
  function guardedOperations() {
    const doc = app.swagger() as {
      paths: Record<string, Record<string, { responses?: Record<string, unknown> }>>;
    };
    const operations: { method: string; url: string }[] = [];
    for (const [path, byMethod] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(byMethod)) {
        if (!operation.responses || !('401' in operation.responses)) continue;
        if (path.endsWith('/registration/register') || path.endsWith('/api/v3/login')) continue;
        // The console's sign-in is a login too (password and one-time code in the body, decision 0228).
        if (path === '/service-console/api/v1/session' && method === 'post') continue;
        // The chat's calls take the chat token of their own header, or none for a visitor (decision 0232): a bearer
        // token there is optional, so the body is read first.
        if (/^\/service-(csp|omni-proxy|chat-chatbot)\//.test(path)) continue;
        // Vendor callbacks prove themselves with a signature over the body, not with a bearer token.
        if (path.startsWith('/vendor-callbacks/')) continue;
        const url = path
          .replace('{context}', 'authenticated')
          .replace('{audience}', 'customer')
          .replace(/\{[^}]+\}/g, 'not-valid');
        operations.push({ method: method.toUpperCase(), url });
      }
    }
    return operations;
  }

  it('check the token before the body and params: 401, never 400, to a caller without one', async () => {
    const operations = guardedOperations();
    expect(operations.length).toBeGreaterThan(20);
    const answers: string[] = [];
    for (const { method, url } of operations) {
      const withBody = method !== 'GET' && method !== 'DELETE';
      const res = await app.inject({
        method: method as 'GET',
        url,
        headers: { authorization: 'Bearer not-a-token' },
        ...(withBody ? { payload: { unexpected: ['not', 'the', 'shape'] } } : {}),
      });
      answers.push(`${method} ${url} ${res.statusCode}`);
    }
    expect(answers.filter((answer) => !answer.endsWith(' 401'))).toEqual([]);
  });

  it('mark every authenticated answer, and every answer carrying a token, Cache-Control: no-store', async () => {
    const borrower = await registeredBorrower(app);
    const signedIn = await app.inject({
      method: 'POST',
      url: '/identity-broker/customer/api/v3/login',
      payload: { email: borrower.email, password: STRONG_PASSWORD },
    });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.headers['cache-control']).toBe('no-store');
    const registered = await app.inject({
      method: 'POST',
      url: '/identity/api/v1/registration/register',
      payload: { email: uniqueEmail(), password: STRONG_PASSWORD, phoneNumber: PHONE },
    });
    expect(registered.headers['cache-control']).toBe('no-store');

    for (const url of [
      '/service-profile/api/v1/profile',
      '/identity/secure/api/v1/identity',
      '/service-application/api/v1/application/heloc/all',
    ]) {
      const res = await app.inject({ method: 'GET', url, headers: bearer(borrower.jwt) });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-store');
    }
    // A public answer keeps its cacheability.
    const health = await app.inject({ method: 'GET', url: '/healthz' });
    expect(health.headers['cache-control']).toBeUndefined();
  });
});
