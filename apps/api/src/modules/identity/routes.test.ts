import { ERROR_MESSAGES } from '@hearth/domain/errors';
import { MESSAGES } from '@hearth/domain/validation';
import { count, eq, sql } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import {
  bearer,
  PHONE,
  register,
  registeredBorrower,
  STRONG_PASSWORD,
  uniqueEmail,
} from '../../test/identity-helpers';
import { setupTestApp } from '../../test/test-app';
import { idempotencyKeys, identities, profiles, revokedTokens } from './schema';
import { TOKEN_AUDIENCE, TOKEN_ISSUER, TokenService } from './tokens';

const { app, config } = await setupTestApp({ loginMaxAttempts: 5 });
const { db } = app;

async function rowCounts() {
  const [i] = await db.select({ n: count() }).from(identities);
  const [p] = await db.select({ n: count() }).from(profiles);
  const [k] = await db.select({ n: count() }).from(idempotencyKeys);
  return { identities: i?.n, profiles: p?.n, keys: k?.n };
}

function login(email: string, password: string, audience: 'customer' | 'agent' = 'customer', query = '') {
  return app.inject({
    method: 'POST',
    url: `/identity-broker/${audience}/api/v3/login${query}`,
    payload: { email, password },
  });
}

const UNAUTHENTICATED_BODY = {
  status: 401,
  error: 'UNAUTHENTICATED',
  message: 'unauthenticated',
  errors: ['unauthenticated'],
};

describe('POST /identity/api/v1/registration/register', () => {
  it('creates the identity and profile, returns a signed token in the body and the Authorization header', async () => {
    const email = uniqueEmail();
    const res = await register(
      app,
      { email, password: STRONG_PASSWORD, phoneNumber: PHONE },
      { organization: 'SUMMITCU' },
    );
    expect(res.statusCode).toBe(200);
    const body = res.json() as { jwt: string; identityUuid: string };
    expect(res.headers.authorization).toBe(`Bearer ${body.jwt}`);
    const claims = decodeJwt(body.jwt);
    expect(claims).toMatchObject({
      sub: body.identityUuid,
      iss: TOKEN_ISSUER,
      aud: TOKEN_AUDIENCE,
      role: 'BORROWER',
      org: 'SUMMITCU',
    });
    expect(typeof claims.jti).toBe('string');
    expect((claims.exp ?? 0) - (claims.iat ?? 0)).toBe(config.tokenTtlSeconds);

    const [stored] = await db.select().from(identities).where(eq(identities.uuid, body.identityUuid));
    expect(stored?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(stored?.passwordHash).not.toContain(STRONG_PASSWORD);
    expect(stored?.phoneNumber).toBe('5555550123');
    expect(stored?.organizationCode).toBe('SUMMITCU');
    const [profile] = await db.select().from(profiles).where(eq(profiles.identityUuid, body.identityUuid));
    expect(profile?.profileType).toBe('BORROWER');
  });

  it.each([
    [
      'a weak password',
      { email: uniqueEmail(), password: 'short', phoneNumber: PHONE },
      [
        MESSAGES.passwordMinLength,
        MESSAGES.passwordUppercase,
        MESSAGES.passwordDigit,
        MESSAGES.passwordSpecial,
      ],
    ],
    [
      'a malformed e-mail',
      { email: 'not-an-email', password: STRONG_PASSWORD, phoneNumber: PHONE },
      [MESSAGES.emailInvalid],
    ],
    ['a missing phone', { email: uniqueEmail(), password: STRONG_PASSWORD }, null],
    [
      'an empty phone',
      { email: uniqueEmail(), password: STRONG_PASSWORD, phoneNumber: '' },
      [MESSAGES.phoneRequired],
    ],
    [
      'a phone with country code 1',
      { email: uniqueEmail(), password: STRONG_PASSWORD, phoneNumber: '1 (555) 555-0123' },
      [MESSAGES.phoneCountryCode],
    ],
  ])('rejects %s with the spec messages and writes nothing', async (_label, body, expected) => {
    const before = await rowCounts();
    const res = await register(app, body, { headers: { 'idempotency-key': `bad-${Math.random()}` } });
    expect(res.statusCode).toBe(400);
    const error = res.json() as { status: number; error: string; message: string; errors: string[] };
    expect(error.status).toBe(400);
    expect(error.error).toBe('VALIDATION_FAILED');
    if (expected) expect(error.errors).toEqual(expected);
    else expect(error.errors.length).toBeGreaterThan(0);
    expect(error.message.endsWith('.')).toBe(true);
    expect(await rowCounts()).toEqual(before);
  });

  it("answers a taken e-mail (any case) with 401 'identity exists' and creates nothing", async () => {
    const { email } = await registeredBorrower(app);
    const before = await rowCounts();
    const res = await register(app, {
      email: email.toUpperCase(),
      password: STRONG_PASSWORD,
      phoneNumber: PHONE,
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({
      status: 401,
      error: 'IDENTITY_EXISTS',
      message: ERROR_MESSAGES.identityExists,
      errors: [ERROR_MESSAGES.identityExists],
    });
    expect(await rowCounts()).toEqual(before);
  });

  it('replays a retry with the same Idempotency-Key and body without creating anything twice', async () => {
    const body = { email: uniqueEmail(), password: STRONG_PASSWORD, phoneNumber: PHONE };
    const headers = { 'idempotency-key': `register-${Math.random()}` };
    const first = await register(app, body, { headers });
    const afterFirst = await rowCounts();
    const second = await register(app, body, { headers });
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    const a = first.json() as { identityUuid: string; jwt: string };
    const b = second.json() as { identityUuid: string; jwt: string };
    expect(b.identityUuid).toBe(a.identityUuid);
    expect(decodeJwt(b.jwt).sub).toBe(a.identityUuid);
    expect(second.headers.authorization).toBe(`Bearer ${b.jwt}`);
    expect(await rowCounts()).toEqual(afterFirst);
    const [stored] = await db
      .select()
      .from(idempotencyKeys)
      .where(eq(idempotencyKeys.key, headers['idempotency-key']));
    expect(JSON.stringify(stored?.responseBody)).not.toContain(a.jwt);
    expect(stored?.requestHash).not.toContain(STRONG_PASSWORD);
  });

  it('settles concurrent retries with one key on one identity', async () => {
    const body = { email: uniqueEmail(), password: STRONG_PASSWORD, phoneNumber: PHONE };
    const headers = { 'idempotency-key': `race-${Math.random()}` };
    const results = await Promise.all([
      register(app, body, { headers }),
      register(app, body, { headers }),
      register(app, body, { headers }),
    ]);
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect(new Set(results.map((r) => (r.json() as { identityUuid: string }).identityUuid)).size).toBe(1);
    const [n] = await db
      .select({ n: count() })
      .from(identities)
      .where(sql`lower(${identities.email}) = lower(${body.email})`);
    expect(n?.n).toBe(1);
  });

  it('refuses the same Idempotency-Key with a different body', async () => {
    const headers = { 'idempotency-key': `reuse-${Math.random()}` };
    await register(app, { email: uniqueEmail(), password: STRONG_PASSWORD, phoneNumber: PHONE }, { headers });
    const before = await rowCounts();
    const res = await register(
      app,
      { email: uniqueEmail(), password: STRONG_PASSWORD, phoneNumber: PHONE },
      { headers },
    );
    expect(res.statusCode).toBe(422);
    expect((res.json() as { message: string }).message).toBe(ERROR_MESSAGES.idempotencyKeyReused);
    expect(await rowCounts()).toEqual(before);
  });
});

describe('customer and agent login', () => {
  it('logs in with the right password and returns a token plus redirect', async () => {
    const { email, identityUuid } = await registeredBorrower(app);
    const res = await login(
      email.toUpperCase(),
      STRONG_PASSWORD,
      'customer',
      '?redirectUrl=/account/heloc/register&trackingId=t1',
    );
    expect(res.statusCode).toBe(200);
    const body = res.json() as { jwt: string; redirect: string };
    expect(body.redirect).toBe('/account/heloc/register');
    expect(res.headers.authorization).toBe(`Bearer ${body.jwt}`);
    expect(decodeJwt(body.jwt).sub).toBe(identityUuid);
  });

  it('ignores an unsafe redirect target', async () => {
    const { email } = await registeredBorrower(app);
    const res = await login(email, STRONG_PASSWORD, 'customer', '?redirectUrl=//evil.example');
    expect((res.json() as { redirect: string }).redirect).toBe('/dashboard');
  });

  it('gives a wrong password and an unknown user the same generic 401', async () => {
    const { email } = await registeredBorrower(app);
    const wrong = await login(email, 'Wrong-Password1!');
    const unknown = await login(uniqueEmail('nobody'), 'Wrong-Password1!');
    const expected = {
      status: 401,
      error: 'UNAUTHENTICATED',
      message: ERROR_MESSAGES.invalidCredentials,
      errors: [ERROR_MESSAGES.invalidCredentials],
    };
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(expected);
    expect(unknown.json()).toEqual(expected);
  });

  it('validates the login body with the spec messages', async () => {
    const res = await login('', '');
    expect(res.statusCode).toBe(400);
    expect((res.json() as { errors: string[] }).errors).toEqual([MESSAGES.emailRequired, MESSAGES.required]);
  });

  it('limits failed attempts per e-mail, then answers 429', async () => {
    const email = uniqueEmail('limited');
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await login(email, 'Wrong-Password1!')).statusCode);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    const limited = await login(email, 'Wrong-Password1!', 'agent');
    expect(limited.statusCode).toBe(429);
    expect((limited.json() as { error: string }).error).toBe('RATE_LIMITED');
    // Another e-mail from the same address is counted separately.
    expect((await login(uniqueEmail('other'), 'Wrong-Password1!')).statusCode).toBe(401);
  });

  it('keeps borrowers out of the agent login and lets brokers in with the AGENT role', async () => {
    const borrower = await registeredBorrower(app);
    const denied = await login(borrower.email, STRONG_PASSWORD, 'agent');
    expect(denied.statusCode).toBe(403);
    expect((denied.json() as { message: string }).message).toBe('forbidden');

    const broker = await registeredBorrower(app);
    await db.update(profiles).set({ isBroker: true }).where(eq(profiles.identityUuid, broker.identityUuid));
    const res = await login(broker.email, STRONG_PASSWORD, 'agent');
    expect(res.statusCode).toBe(200);
    expect(decodeJwt((res.json() as { jwt: string }).jwt).role).toBe('AGENT');
  });
});

describe('secure identity routes', () => {
  it('answer 401 without a token, with a bad token, and with a token signed by another key', async () => {
    const foreign = await registeredBorrower(app);
    const tampered = `${foreign.jwt.slice(0, -4)}AAAA`;
    for (const headers of [{}, bearer('not-a-jwt'), bearer(tampered), { authorization: foreign.jwt }]) {
      const res = await app.inject({ method: 'GET', url: '/identity/secure/api/v1/identity', headers });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual(UNAUTHENTICATED_BODY);
    }
  });

  it('answer 401 once the token has expired', async () => {
    const { identityUuid } = await registeredBorrower(app);
    const shortLived = new TokenService(config.jwtSecret, -10);
    const { jwt } = await shortLived.issue({ identityUuid, role: 'BORROWER', organizationCode: 'HEARTH' });
    const res = await app.inject({
      method: 'GET',
      url: '/identity/secure/api/v1/identity',
      headers: bearer(jwt),
    });
    expect(res.statusCode).toBe(401);
  });

  it('read the caller identity in v1 and v1_1 and update the phone alias', async () => {
    const { jwt, identityUuid, email } = await registeredBorrower(app);
    const v1 = await app.inject({
      method: 'GET',
      url: '/identity/secure/api/v1/identity',
      headers: bearer(jwt),
    });
    expect(v1.json()).toMatchObject({
      uuid: identityUuid,
      email,
      aliases: [{ type: 'Phone', value: '5555550123' }],
    });
    const v11 = await app.inject({
      method: 'GET',
      url: '/identity/secure/api/v1_1/identity',
      headers: bearer(jwt),
    });
    expect(v11.json()).toMatchObject({ uuid: identityUuid, profileUuid: expect.any(String) });

    const bad = await app.inject({
      method: 'PUT',
      url: '/identity/secure/api/v1/identity/alias',
      headers: bearer(jwt),
      payload: { type: 'Phone', value: '555' },
    });
    expect(bad.statusCode).toBe(400);
    expect((bad.json() as { errors: string[] }).errors).toEqual([MESSAGES.phoneInvalid]);
    const ok = await app.inject({
      method: 'PUT',
      url: '/identity/secure/api/v1/identity/alias',
      headers: bearer(jwt),
      payload: { type: 'Phone', value: '(555) 555-0199' },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({
      phoneNumber: '5555550199',
      aliases: [{ type: 'Phone', value: '5555550199' }],
    });
  });

  it('serves self info for a product of the organisation and 404 for an unknown one', async () => {
    const { jwt, identityUuid } = await registeredBorrower(app);
    const res = await app.inject({
      method: 'GET',
      url: '/identity-broker/customer/secure/api/v3/self/helocinfo',
      headers: bearer(jwt),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ identityUuid, product: 'heloc', role: 'BORROWER', isBroker: false });
    const unknown = await app.inject({
      method: 'GET',
      url: '/identity-broker/customer/secure/api/v3/self/yachtinfo',
      headers: bearer(jwt),
    });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('logout', () => {
  it('revokes the token: the same token is refused afterwards, a new login works', async () => {
    const { email, jwt } = await registeredBorrower(app);
    const out = await app.inject({
      method: 'POST',
      url: '/identity-broker/customer/secure/api/v3/logout',
      headers: bearer(jwt),
    });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ redirect: '/auth/login' });
    const [revoked] = await db
      .select()
      .from(revokedTokens)
      .where(eq(revokedTokens.jti, String(decodeJwt(jwt).sid)));
    expect(revoked).toBeDefined();

    const after = await app.inject({
      method: 'GET',
      url: '/service-profile/api/v1/profile',
      headers: bearer(jwt),
    });
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual(UNAUTHENTICATED_BODY);
    const again = await app.inject({
      method: 'POST',
      url: '/identity-broker/customer/secure/api/v3/logout',
      headers: bearer(jwt),
    });
    expect(again.statusCode).toBe(401);

    const fresh = await login(email, STRONG_PASSWORD);
    const profile = await app.inject({
      method: 'GET',
      url: '/service-profile/api/v1/profile',
      headers: bearer((fresh.json() as { jwt: string }).jwt),
    });
    expect(profile.statusCode).toBe(200);
  });
});
