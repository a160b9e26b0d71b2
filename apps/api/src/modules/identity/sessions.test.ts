import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { decodeJwt } from 'jose';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../app';
import { bearer, registeredBorrower, STRONG_PASSWORD } from '../../test/identity-helpers';
import { setupTestApp } from '../../test/test-app';
import { CHANGE_PASSWORD_PATH, CURRENT_PASSWORD_INCORRECT } from './routes';
import { outbox } from './schema';
import { REVOCATION_RECHECK_MS } from './tokens';

const { app, database, config } = await setupTestApp();
// A second API process on the same database and signing key, as behind a load balancer.
const other = await buildApp(config, { database });
await other.ready();
afterAll(() => other.close());
afterEach(() => {
  vi.useRealTimers();
});

const NEW_PASSWORD = 'Another-Horse8!staple';

const profile = (server: FastifyInstance, jwt: string) =>
  server.inject({ method: 'GET', url: '/service-profile/api/v1/profile', headers: bearer(jwt) });

function login(
  server: FastifyInstance,
  email: string,
  password: string,
  headers: Record<string, string> = {},
) {
  return server.inject({
    method: 'POST',
    url: '/identity-broker/customer/api/v3/login',
    headers,
    payload: { email, password },
  });
}

const logout = (server: FastifyInstance, jwt: string) =>
  server.inject({
    method: 'POST',
    url: '/identity-broker/customer/secure/api/v3/logout',
    headers: bearer(jwt),
  });

const changePassword = (server: FastifyInstance, jwt: string, currentPassword: string, newPassword: string) =>
  server.inject({
    method: 'PUT',
    url: CHANGE_PASSWORD_PATH,
    headers: bearer(jwt),
    payload: { currentPassword, newPassword },
  });

describe('logout (decision 0081)', () => {
  it('ends the whole session: the registration token of the same sign-in chain is refused too', async () => {
    const registration = await registeredBorrower(app);
    // The web app sends the token it holds with every call, the login included.
    const signedIn = await login(app, registration.email, STRONG_PASSWORD, bearer(registration.jwt));
    expect(signedIn.statusCode).toBe(200);
    const loginJwt = (signedIn.json() as { jwt: string }).jwt;
    expect(decodeJwt(loginJwt).sid).toBe(decodeJwt(registration.jwt).sid);

    expect((await logout(app, loginJwt)).statusCode).toBe(200);
    expect((await profile(app, loginJwt)).statusCode).toBe(401);
    expect((await profile(app, registration.jwt)).statusCode).toBe(401);
  });

  it('leaves another sign-in of the same person alone (another device)', async () => {
    const { email, jwt: first } = await registeredBorrower(app);
    const elsewhere = (await login(app, email, STRONG_PASSWORD)).json() as { jwt: string };
    expect(decodeJwt(elsewhere.jwt).sid).not.toBe(decodeJwt(first).sid);
    expect((await logout(app, elsewhere.jwt)).statusCode).toBe(200);
    expect((await profile(app, first)).statusCode).toBe(200);
    expect((await profile(app, elsewhere.jwt)).statusCode).toBe(401);
  });

  it('never lets a sign-in join a session that has ended, or another person’s', async () => {
    const a = await registeredBorrower(app);
    const b = await registeredBorrower(app);
    const intoOther = (await login(app, a.email, STRONG_PASSWORD, bearer(b.jwt))).json() as { jwt: string };
    expect(decodeJwt(intoOther.jwt).sid).not.toBe(decodeJwt(b.jwt).sid);

    expect((await logout(app, a.jwt)).statusCode).toBe(200);
    const afterLogout = (await login(app, a.email, STRONG_PASSWORD, bearer(a.jwt))).json() as { jwt: string };
    expect(decodeJwt(afterLogout.jwt).sid).not.toBe(decodeJwt(a.jwt).sid);
    expect((await profile(app, afterLogout.jwt)).statusCode).toBe(200);
  });
});

describe('password change (decision 0081)', () => {
  it('ends every session of the identity and signs the caller into a new one', async () => {
    const registration = await registeredBorrower(app);
    const laptop = ((await login(app, registration.email, STRONG_PASSWORD)).json() as { jwt: string }).jwt;
    const phone = ((await login(app, registration.email, STRONG_PASSWORD)).json() as { jwt: string }).jwt;

    const changed = await changePassword(app, laptop, STRONG_PASSWORD, NEW_PASSWORD);
    expect(changed.statusCode).toBe(200);
    const fresh = changed.json() as { jwt: string; identityUuid: string };
    expect(fresh.identityUuid).toBe(registration.identityUuid);
    expect(changed.headers.authorization).toBe(`Bearer ${fresh.jwt}`);
    expect(changed.headers['cache-control']).toBe('no-store');

    for (const jwt of [registration.jwt, laptop, phone])
      expect((await profile(app, jwt)).statusCode).toBe(401);
    expect((await profile(app, fresh.jwt)).statusCode).toBe(200);
    expect((await login(app, registration.email, STRONG_PASSWORD)).statusCode).toBe(401);
    expect((await login(app, registration.email, NEW_PASSWORD)).statusCode).toBe(200);

    const notices = await database.db
      .select()
      .from(outbox)
      .where(eq(outbox.identityUuid, registration.identityUuid));
    expect(notices.map((n) => n.kind)).toEqual(['PASSWORD_CHANGED']);
  });

  it('is refused by another process within the recheck window', async () => {
    const { email, jwt } = await registeredBorrower(app);
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = Date.now();
    expect((await profile(other, jwt)).statusCode).toBe(200);
    const fresh = ((await changePassword(app, jwt, STRONG_PASSWORD, NEW_PASSWORD)).json() as { jwt: string })
      .jwt;
    vi.setSystemTime(start + REVOCATION_RECHECK_MS - 1);
    expect((await profile(other, jwt)).statusCode).toBe(200);
    vi.setSystemTime(start + REVOCATION_RECHECK_MS);
    expect((await profile(other, jwt)).statusCode).toBe(401);
    expect((await profile(other, fresh)).statusCode).toBe(200);
    expect((await login(other, email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('needs the current password and a new one that meets the password rules, and changes nothing otherwise', async () => {
    const { email, jwt } = await registeredBorrower(app);
    const wrong = await changePassword(app, jwt, 'Not-The-Password1!', NEW_PASSWORD);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ message: CURRENT_PASSWORD_INCORRECT });
    const weak = await changePassword(app, jwt, STRONG_PASSWORD, 'short');
    expect(weak.statusCode).toBe(400);
    expect((await profile(app, jwt)).statusCode).toBe(200);
    expect((await login(app, email, STRONG_PASSWORD)).statusCode).toBe(200);
    expect((await changePassword(app, 'not-a-token', STRONG_PASSWORD, NEW_PASSWORD)).statusCode).toBe(401);
  });
});
