import { ERROR_MESSAGES } from '@hearth/domain/errors';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { bearer, PHONE, registeredBorrower, STRONG_PASSWORD, uniqueEmail } from '../../test/identity-helpers';
import { setupTestApp } from '../../test/test-app';
import { commsConsents } from '../comms/schema';
import { loginPausedMessage } from './login-throttle';
import { outbox } from './schema';

// Production as the probe of issue 9 found it: behind no configured proxy, with a forged X-Forwarded-For.
const { app, database, config } = await setupTestApp({ env: 'production', loginMaxAttempts: 10 });
// A second API process on the same database, as behind a load balancer.
const other = await buildApp(config, { database });
await other.ready();
// The same database seen through a process that trusts the proxy at 127.0.0.1 (the inject socket address).
const behindProxy = await buildApp({ ...config, trustedProxies: ['127.0.0.1'] }, { database });
await behindProxy.ready();
afterAll(async () => {
  await other.close();
  await behindProxy.close();
});

let forged = 0;
/** A fresh, client-chosen X-Forwarded-For on every request: the rotation that escaped the limits before. */
function rotatingAddress(): Record<string, string> {
  forged++;
  return { 'x-forwarded-for': `203.0.${Math.floor(forged / 250) % 250}.${(forged % 250) + 1}` };
}

function login(
  server: FastifyInstance,
  email: string,
  password: string,
  options: { headers?: Record<string, string>; remoteAddress?: string } = {},
) {
  return server.inject({
    method: 'POST',
    url: '/identity-broker/customer/api/v3/login',
    headers: options.headers ?? rotatingAddress(),
    remoteAddress: options.remoteAddress ?? '127.0.0.1',
    payload: { email, password },
  });
}

let clientNumber = 0;
/** A distinct real client address per test, so the per-address limit of one test does not leak into another. */
function nextClient(): string {
  clientNumber++;
  return `10.9.${clientNumber}.1`;
}

describe('failed logins per e-mail address (decision 0080)', () => {
  it('pause sign-in after the allowance whatever X-Forwarded-For says, even for the right password', async () => {
    const { email } = await registeredBorrower(app);
    const statuses: number[] = [];
    for (let i = 0; i < 40; i++) {
      statuses.push(
        (await login(app, email, 'Wrong-Password1!', { remoteAddress: nextClient() })).statusCode,
      );
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(new Set(statuses.slice(10))).toEqual(new Set([429]));

    const right = await login(app, email, STRONG_PASSWORD, { remoteAddress: nextClient() });
    expect(right.statusCode).toBe(429);
    expect(Number(right.headers['retry-after'])).toBeGreaterThan(14 * 60);
    expect(Number(right.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
    expect(right.json()).toMatchObject({ error: 'RATE_LIMITED', message: loginPausedMessage(15 * 60) });
  });

  it('hold across API processes sharing the database', async () => {
    const { email } = await registeredBorrower(app);
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const server = i % 2 === 0 ? app : other;
      statuses.push(
        (await login(server, email, 'Wrong-Password1!', { remoteAddress: nextClient() })).statusCode,
      );
    }
    expect(statuses).toEqual([...Array(10).fill(401), 429, 429]);
    expect((await login(other, email, STRONG_PASSWORD, { remoteAddress: nextClient() })).statusCode).toBe(
      429,
    );
  });

  it('tell the owner once, and answer an unknown address exactly as a known one', async () => {
    const known = await registeredBorrower(app);
    const unknown = uniqueEmail('nobody');
    for (const email of [known.email, unknown]) {
      for (let i = 0; i < 10; i++)
        await login(app, email, 'Wrong-Password1!', { remoteAddress: nextClient() });
    }
    const pausedKnown = await login(app, known.email, 'Wrong-Password1!', { remoteAddress: nextClient() });
    const pausedUnknown = await login(app, unknown, 'Wrong-Password1!', { remoteAddress: nextClient() });
    expect(pausedKnown.statusCode).toBe(429);
    expect(pausedUnknown.statusCode).toBe(429);
    expect(pausedUnknown.json()).toEqual(pausedKnown.json());
    // Both paused a moment apart: the same wait, to the second it took to get here.
    const waits = [pausedKnown, pausedUnknown].map((res) => Number(res.headers['retry-after']));
    expect(Math.abs((waits[0] ?? 0) - (waits[1] ?? 0))).toBeLessThanOrEqual(1);

    const notices = await database.db
      .select()
      .from(outbox)
      .where(eq(outbox.identityUuid, known.identityUuid));
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({ kind: 'SIGN_IN_PAUSED', recipient: known.email, sentAt: null });
    expect(notices[0]?.body).toContain('15 minutes');
  });

  it('forget the failures of an address once its owner signs in', async () => {
    const { email } = await registeredBorrower(app);
    for (let round = 0; round < 3; round++) {
      for (let i = 0; i < 9; i++) {
        expect(
          (await login(app, email, 'Wrong-Password1!', { remoteAddress: nextClient() })).statusCode,
        ).toBe(401);
      }
      expect((await login(app, email, STRONG_PASSWORD, { remoteAddress: nextClient() })).statusCode).toBe(
        200,
      );
    }
  });
});

describe('failed logins per client address', () => {
  it('stop a spray across e-mail addresses from one address, whatever X-Forwarded-For says', async () => {
    const client = nextClient();
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++) {
      statuses.push(
        (await login(app, uniqueEmail('spray'), 'Wrong-Password1!', { remoteAddress: client })).statusCode,
      );
    }
    expect(statuses.slice(0, 20)).toEqual(Array(20).fill(401));
    expect(new Set(statuses.slice(20))).toEqual(new Set([429]));
    const limited = await login(other, uniqueEmail('spray'), 'Wrong-Password1!', { remoteAddress: client });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ message: ERROR_MESSAGES.tooManyAttempts });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Another client is not affected.
    expect(
      (await login(app, uniqueEmail('spray'), 'Wrong-Password1!', { remoteAddress: nextClient() }))
        .statusCode,
    ).toBe(401);
  });

  it('do not count successful sign-ins', async () => {
    const client = nextClient();
    const { email } = await registeredBorrower(app);
    for (let i = 0; i < 25; i++) {
      expect((await login(app, email, STRONG_PASSWORD, { remoteAddress: client })).statusCode).toBe(200);
    }
  });
});

describe('registrations per client address', () => {
  it('hold at 30 across processes, whatever X-Forwarded-For says', async () => {
    const client = nextClient();
    const statuses: number[] = [];
    for (let i = 0; i < 35; i++) {
      const res = await app.inject({
        method: 'POST',
        url: '/identity/api/v1/registration/register',
        headers: rotatingAddress(),
        remoteAddress: client,
        payload: { email: uniqueEmail('bulk'), password: STRONG_PASSWORD, phoneNumber: PHONE },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.filter((s) => s === 200)).toHaveLength(30);
    expect(statuses.slice(30)).toEqual(Array(5).fill(429));
    const viaOther = await other.inject({
      method: 'POST',
      url: '/identity/api/v1/registration/register',
      remoteAddress: client,
      payload: { email: uniqueEmail('bulk'), password: STRONG_PASSWORD, phoneNumber: PHONE },
    });
    expect(viaOther.statusCode).toBe(429);
  });
});

describe('client addresses', () => {
  it('come from the socket unless the operator lists the proxy, then from X-Forwarded-For', async () => {
    const prompt = (
      await app.inject({ url: '/service-comms-prefs/external/api/v1/consent/prompt/SMS' })
    ).json() as { consentPromptUuid: string };
    const borrower = await registeredBorrower(app);
    const save = (server: FastifyInstance, remoteAddress: string) =>
      server.inject({
        method: 'POST',
        url: '/service-comms-prefs/secure/api/v1/consent/user',
        headers: { ...bearer(borrower.jwt), 'x-forwarded-for': '198.51.100.7, 192.0.2.44' },
        remoteAddress,
        payload: {
          org: 'HEARTH',
          source: 'REGISTER',
          productType: 'HELOC',
          phone: PHONE,
          email: borrower.email,
          consents: [{ consentPromptUuid: prompt.consentPromptUuid, optInOut: 'OPT_IN' }],
        },
      });
    expect((await save(app, '127.0.0.1')).statusCode).toBe(200);
    // Through the listed proxy: the address the proxy saw (the rightmost untrusted entry), not a forged one.
    expect((await save(behindProxy, '127.0.0.1')).statusCode).toBe(200);
    // A client that is not the listed proxy cannot forward anything.
    expect((await save(behindProxy, '192.0.2.99')).statusCode).toBe(200);
    const rows = await database.db
      .select({ ip: commsConsents.ipAddress })
      .from(commsConsents)
      .where(eq(commsConsents.identityUuid, borrower.identityUuid))
      .orderBy(commsConsents.id);
    expect(rows.map((r) => r.ip)).toEqual(['127.0.0.1', '192.0.2.44', '192.0.2.99']);
  });
});

// With REDIS_URL the counters live in Redis instead: the same limit across two processes.
const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const probe = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
const redisUp = await probe.connect().then(
  async () => {
    await probe.quit();
    return true;
  },
  () => false,
);

describe.runIf(redisUp)('failed logins counted in Redis', () => {
  it('hold across API processes sharing one Redis', async () => {
    const servers = await Promise.all(
      [0, 1].map(async () => {
        const server = await buildApp({ ...config, redisUrl }, { database });
        await server.ready();
        return server;
      }),
    );
    try {
      const { email } = await registeredBorrower(app);
      const statuses: number[] = [];
      for (let i = 0; i < 12; i++) {
        const server = servers[i % 2] as FastifyInstance;
        statuses.push(
          (await login(server, email, 'Wrong-Password1!', { remoteAddress: nextClient() })).statusCode,
        );
      }
      expect(statuses).toEqual([...Array(10).fill(401), 429, 429]);
      // The database's counters were not used: the database-backed process still lets the owner in.
      expect((await login(app, email, STRONG_PASSWORD, { remoteAddress: nextClient() })).statusCode).toBe(
        200,
      );
    } finally {
      await Promise.all(servers.map((server) => server.close()));
    }
  });
});
