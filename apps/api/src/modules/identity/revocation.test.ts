import { decodeJwt } from 'jose';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../app';
import { bearer, registeredBorrower } from '../../test/identity-helpers';
import { setupTestApp } from '../../test/test-app';
import { REVOCATION_RECHECK_MS, RevocationCache, revoke } from './tokens';

const { app, database, config } = await setupTestApp();
// A second API process on the same database and signing key, as behind a load balancer.
const other = await buildApp(config, { database });
await other.ready();
afterAll(() => other.close());

const profile = (server: typeof app, jwt: string) =>
  server.inject({ method: 'GET', url: '/service-profile/api/v1/profile', headers: bearer(jwt) });
const logout = (server: typeof app, jwt: string) =>
  server.inject({
    method: 'POST',
    url: '/identity-broker/customer/secure/api/v3/logout',
    headers: bearer(jwt),
  });

afterEach(() => {
  vi.useRealTimers();
});

describe('revoked tokens (decision 0034)', () => {
  it('are refused at once by the process that logged them out, even right after a cached check', async () => {
    const { jwt } = await registeredBorrower(app);
    expect((await profile(app, jwt)).statusCode).toBe(200);
    expect((await logout(app, jwt)).statusCode).toBe(200);
    expect((await profile(app, jwt)).statusCode).toBe(401);
  });

  it('are refused by another process within the recheck window', async () => {
    const { jwt } = await registeredBorrower(app);
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = Date.now();
    // Both processes have just seen the token as valid and remember it.
    expect((await profile(app, jwt)).statusCode).toBe(200);
    expect((await profile(other, jwt)).statusCode).toBe(200);

    expect((await logout(other, jwt)).statusCode).toBe(200);
    expect((await profile(other, jwt)).statusCode).toBe(401);
    // The window: this process may still answer from its memory until the recheck is due...
    vi.setSystemTime(start + REVOCATION_RECHECK_MS - 1);
    expect((await profile(app, jwt)).statusCode).toBe(200);
    // ...and not one millisecond longer.
    vi.setSystemTime(start + REVOCATION_RECHECK_MS);
    const refused = await profile(app, jwt);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({ error: 'UNAUTHENTICATED' });
  });

  it('stay refused once seen, and a token never seen is checked in the database first', async () => {
    const seen = await registeredBorrower(app);
    const unseen = await registeredBorrower(app);
    expect((await logout(app, seen.jwt)).statusCode).toBe(200);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 10 * REVOCATION_RECHECK_MS);
    expect((await profile(app, seen.jwt)).statusCode).toBe(401);
    expect((await profile(other, seen.jwt)).statusCode).toBe(401);

    // Revoked by another process before this one ever saw it: no stale "valid" memory to serve.
    expect((await logout(other, unseen.jwt)).statusCode).toBe(200);
    expect((await profile(app, unseen.jwt)).statusCode).toBe(401);
  });
});

describe('RevocationCache', () => {
  it('forgets the oldest token ids beyond its size and asks the database again for them', async () => {
    const cache = new RevocationCache(database.db, { recheckMs: 60_000, maxEntries: 2 });
    const tokens = await Promise.all([1, 2, 3].map(() => registeredBorrower(app)));
    const auths = tokens.map(({ jwt, identityUuid }) => {
      const claims = decodeJwt(jwt);
      return {
        jti: String(claims.jti),
        identityUuid,
        role: 'BORROWER' as const,
        organizationCode: 'HEARTH',
        expiresAt: new Date(Number(claims.exp) * 1000),
        sessionId: String(claims.sid),
        generation: Number(claims.gen),
      };
    });
    const [first, second, third] = auths as [(typeof auths)[0], (typeof auths)[0], (typeof auths)[0]];
    for (const auth of auths) expect(await cache.isRevoked(auth)).toBe(false);

    // Revoked behind the cache's back (another process): the remembered answer stands within the window,
    // the evicted one is read again.
    await revoke(database.db, first, first.expiresAt);
    await revoke(database.db, third, third.expiresAt);
    expect(await cache.isRevoked(third)).toBe(false);
    expect(await cache.isRevoked(first)).toBe(true);
    expect(await cache.isRevoked(second)).toBe(false);
  });

  it('does not remember a failed check', async () => {
    let calls = 0;
    // Down for the first query, back for the next.
    const flaky = {
      select: () => ({
        from: () => ({
          prepare: () => ({
            execute: async () => {
              calls++;
              if (calls === 1) throw new Error('database down');
              return [{ loggedOut: false, generation: 0 }];
            },
          }),
        }),
      }),
    } as unknown as typeof database.db;
    const cache = new RevocationCache(flaky, { recheckMs: 60_000, maxEntries: 10 });
    const auth = {
      identityUuid: '00000000-0000-4000-8000-000000000001',
      sessionId: 'some-sid',
      generation: 0,
    };
    await expect(cache.isRevoked(auth)).rejects.toThrow('database down');
    expect(await cache.isRevoked(auth)).toBe(false);
    expect(calls).toBe(2);
  });

  it('answers at once only what it holds: settled, fresh or final', async () => {
    const cache = new RevocationCache(database.db, { recheckMs: 60_000, maxEntries: 10 });
    const { jwt, identityUuid } = await registeredBorrower(app);
    const claims = decodeJwt(jwt);
    const auth = { identityUuid, sessionId: String(claims.sid), generation: Number(claims.gen) };
    // Never asked: only the database can say.
    expect(cache.knownAnswer(auth)).toBeUndefined();
    const asking = cache.isRevoked(auth);
    // Asked, not answered yet.
    expect(cache.knownAnswer(auth)).toBeUndefined();
    expect(await asking).toBe(false);
    expect(cache.knownAnswer(auth)).toBe(false);
    // Stale after the recheck window.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 60_000);
    expect(cache.knownAnswer(auth)).toBeUndefined();
    // A logout through this process is final, and known at once.
    await cache.revoke(auth, new Date(Date.now() + 3_600_000));
    expect(cache.knownAnswer(auth)).toBe(true);
    // A raised generation refuses the older tokens at once.
    cache.sessionsEnded(identityUuid, auth.generation + 1);
    expect(cache.knownAnswer({ ...auth, sessionId: 'another-session' })).toBe(true);
  });
});
