import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { RevocationCache, TokenService } from '../modules/identity/tokens';
import { bearer, registeredBorrower } from '../test/identity-helpers';
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
