import { randomUUID } from 'node:crypto';
import { ERROR_MESSAGES } from '@hearth/domain/errors';
import { createHelocRequestSchema } from '@hearth/domain/heloc-api';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { helocApplications } from '../modules/application/schema';
import { createApplication, createBody } from '../modules/application/test-helpers';
import { commsConsents } from '../modules/comms/schema';
import { idempotencyKeys } from '../modules/identity/schema';
import { waitlistEntries } from '../modules/leads/schema';
import { telemetryEvents, telemetrySessions } from '../modules/telemetry/schema';
import { bearer, registeredBorrower } from '../test/identity-helpers';
import { setupTestApp, type TestApp } from '../test/test-app';
import { canonicalJson, requestFingerprint } from './idempotency';

/**
 * The one idempotency layer (decision 0085) on every creating POST. These run on PGlite and, with
 * TEST_DATABASE_URL, on PostgreSQL, where the parallel cases are true races on the primary key.
 */
let t: TestApp;
beforeAll(async () => {
  t = await setupTestApp();
});

const PARALLEL = 20;

async function applicationsOf(identityUuid: string) {
  return t.database.db
    .select()
    .from(helocApplications)
    .where(eq(helocApplications.identityUuid, identityUuid));
}

describe('create-HELOC under one Idempotency-Key', () => {
  it(`answers ${PARALLEL} parallel creates with different bodies with one 201 and 422s, and one row`, async () => {
    const borrower = await registeredBorrower(t.app);
    const headers = { 'idempotency-key': `race-${randomUUID()}` };
    const results = await Promise.all(
      Array.from({ length: PARALLEL }, (_, i) =>
        createApplication(t.app, borrower.jwt, createBody({ income: 100_000 + i }), headers),
      ),
    );
    const statuses = results.map((r) => r.statusCode).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 422)).toHaveLength(PARALLEL - 1);
    for (const refused of results.filter((r) => r.statusCode === 422)) {
      expect(refused.json().message).toBe(ERROR_MESSAGES.idempotencyKeyReused);
    }
    expect(await applicationsOf(borrower.identityUuid)).toHaveLength(1);
  });

  it(`replays the first application to ${PARALLEL} parallel identical creates`, async () => {
    const borrower = await registeredBorrower(t.app);
    const headers = { 'idempotency-key': `same-${randomUUID()}` };
    const body = createBody();
    const results = await Promise.all(
      Array.from({ length: PARALLEL }, () => createApplication(t.app, borrower.jwt, body, headers)),
    );
    expect(results.map((r) => r.statusCode)).toEqual(Array(PARALLEL).fill(201));
    expect(new Set(results.map((r) => r.json().uuid)).size).toBe(1);
    expect(await applicationsOf(borrower.identityUuid)).toHaveLength(1);
  });

  it('keeps two borrowers who send one key at the same moment apart: each gets an own application (10 trials)', async () => {
    for (let trial = 0; trial < 10; trial++) {
      const [a, b] = await Promise.all([registeredBorrower(t.app), registeredBorrower(t.app)]);
      const headers = { 'idempotency-key': `shared-${randomUUID()}` };
      const [resA, resB] = await Promise.all([
        createApplication(t.app, a.jwt, createBody({ income: 120_000 }), headers),
        createApplication(t.app, b.jwt, createBody({ income: 130_000 }), headers),
      ]);
      expect([resA.statusCode, resB.statusCode]).toEqual([201, 201]);
      expect(resA.json().uuid).not.toBe(resB.json().uuid);
      const [rowA] = await applicationsOf(a.identityUuid);
      const [rowB] = await applicationsOf(b.identityUuid);
      expect(rowA?.uuid).toBe(resA.json().uuid);
      expect(rowB?.uuid).toBe(resB.json().uuid);
      // Each replay stays with its own caller.
      const again = await createApplication(t.app, b.jwt, createBody({ income: 130_000 }), headers);
      expect(again.json().uuid).toBe(rowB?.uuid);
    }
  });

  it('matches the request whatever the order of its JSON keys', async () => {
    expect(canonicalJson({ b: 1, a: [{ d: 2, c: 3 }] })).toBe(canonicalJson({ a: [{ c: 3, d: 2 }], b: 1 }));
    const borrower = await registeredBorrower(t.app);
    const headers = { 'idempotency-key': `order-${randomUUID()}` };
    const body = createBody();
    const first = await createApplication(t.app, borrower.jwt, body, headers);
    const reordered = Object.fromEntries(Object.entries(body).reverse()) as typeof body;
    const second = await createApplication(t.app, borrower.jwt, reordered, headers);
    expect(second.statusCode).toBe(201);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(second.json().uuid).toBe(first.json().uuid);
  });

  it('releases the key when the first request fails, so the retry runs again', async () => {
    const borrower = await registeredBorrower(t.app);
    expect((await createApplication(t.app, borrower.jwt, createBody())).statusCode).toBe(201);
    const headers = { 'idempotency-key': `fails-${randomUUID()}` };
    const refused = await createApplication(t.app, borrower.jwt, createBody(), headers);
    expect(refused.statusCode).toBe(409);
    const held = await t.database.db
      .select()
      .from(idempotencyKeys)
      .where(eq(idempotencyKeys.key, headers['idempotency-key']));
    expect(held).toHaveLength(0);
  });

  it('answers 422 at once to a different request while the first is in flight, and 409 to the same after waiting', async () => {
    const borrower = await registeredBorrower(t.app);
    const key = `inflight-${randomUUID()}`;
    const scope = `application.create|identity:${borrower.identityUuid}`;
    await t.database.db
      .insert(idempotencyKeys)
      .values({ scope, key, requestHash: 'another-request', statusCode: 0, responseBody: {} });
    const started = Date.now();
    const different = await createApplication(t.app, borrower.jwt, createBody(), { 'idempotency-key': key });
    expect(different.statusCode).toBe(422);
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(await applicationsOf(borrower.identityUuid)).toHaveLength(0);

    // The same request as the one in flight waits for its outcome, then gives up with 409.
    const body = createBody();
    const same = {
      method: 'POST',
      url: '/service-application/api/v3/application/helocs?state=CA',
      query: { state: 'CA' },
      body: createHelocRequestSchema.parse(body),
    } as unknown as FastifyRequest;
    await t.database.db
      .update(idempotencyKeys)
      .set({ requestHash: requestFingerprint(t.config.jwtSecret, same) })
      .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)));
    const waited = await createApplication(t.app, borrower.jwt, body, { 'idempotency-key': key });
    expect(waited.statusCode).toBe(409);
    expect(waited.json().message).toBe(ERROR_MESSAGES.idempotencyKeyInFlight);
    expect(await applicationsOf(borrower.identityUuid)).toHaveLength(0);
  });

  it('takes over a claim whose request died (in flight for longer than a minute)', async () => {
    const borrower = await registeredBorrower(t.app);
    const key = `stale-${randomUUID()}`;
    const scope = `application.create|identity:${borrower.identityUuid}`;
    await t.database.db.insert(idempotencyKeys).values({
      scope,
      key,
      requestHash: 'died',
      statusCode: 0,
      responseBody: {},
      createdAt: sql`now() - interval '5 minutes'` as unknown as Date,
    });
    const res = await createApplication(t.app, borrower.jwt, createBody(), { 'idempotency-key': key });
    expect(res.statusCode).toBe(201);
    const [stored] = await t.database.db
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)));
    expect(stored?.statusCode).toBe(201);
  });
});

// The probe, as it was run: a real socket, on PostgreSQL (PGlite serializes every query anyway).
describe.runIf(process.env.TEST_DATABASE_URL)('over a real socket on PostgreSQL', () => {
  it(`settles ${PARALLEL} parallel creates with one key and ${PARALLEL} bodies on one application`, async () => {
    const borrower = await registeredBorrower(t.app);
    const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const key = `socket-${randomUUID()}`;
    const responses = await Promise.all(
      Array.from({ length: PARALLEL }, (_, i) =>
        fetch(`${base}/service-application/api/v3/application/helocs?state=CA`, {
          method: 'POST',
          headers: { ...bearer(borrower.jwt), 'content-type': 'application/json', 'idempotency-key': key },
          body: JSON.stringify(createBody({ income: 100_000 + i })),
        }),
      ),
    );
    const statuses = responses.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 422)).toHaveLength(PARALLEL - 1);
    expect(await applicationsOf(borrower.identityUuid)).toHaveLength(1);
  });
});

describe('the same layer on every creating POST', () => {
  it('waitlist (no login, keys scoped to the brand): replays the same body, 422 for another', async () => {
    const entry = {
      firstName: 'Noa',
      lastName: 'Idem',
      dob: '1980-04-12',
      email: `noa.${randomUUID().slice(0, 8)}@example.com`,
      income: 90_000,
      street1: '2 Tundra Rd',
      city: 'Anchorage',
      state: 'AK',
      zip: '99501',
      consent: true,
    };
    const headers = { 'idempotency-key': `waitlist-${randomUUID()}` };
    const post = (payload: Record<string, unknown>) =>
      t.app.inject({ method: 'POST', url: '/waitlist/home-equity-loan-plus', headers, payload });
    expect((await post(entry)).statusCode).toBe(200);
    const replay = await post(entry);
    expect(replay.statusCode).toBe(200);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    const other = await post({ ...entry, email: `other.${entry.email}` });
    expect(other.statusCode).toBe(422);
    const rows = await t.database.db
      .select()
      .from(waitlistEntries)
      .where(eq(waitlistEntries.lastName, 'Idem'));
    expect(rows).toHaveLength(1);
  });

  it('telemetry session: a retry under the key gets the same session, not a second one', async () => {
    const body = {
      platform: 'WEB',
      libVersion: '2.2.24',
      screenWidth: 1280,
      screenHeight: 900,
      windowWidth: 1280,
      windowHeight: 800,
    };
    const headers = { 'idempotency-key': `session-${randomUUID()}` };
    const post = () => t.app.inject({ method: 'POST', url: '/ft/external/session', headers, payload: body });
    const before = (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(telemetrySessions))[0]
      ?.n;
    const first = await post();
    const second = await post();
    expect(first.statusCode).toBe(200);
    expect(second.json()).toEqual(first.json());
    const after = (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(telemetrySessions))[0]
      ?.n;
    expect(after).toBe((before ?? 0) + 1);
  });

  it('telemetry event: a retry under the key is answered as the first, even with dontDedupe', async () => {
    const headers = { 'idempotency-key': `event-${randomUUID()}` };
    const payload = {
      domain: 'localhost',
      pagePath: `/idempotent/${randomUUID()}`,
      event: 'page_view',
      dontDedupe: true,
    };
    const post = () => t.app.inject({ method: 'POST', url: '/ft/external/event', headers, payload });
    const first = await post();
    const second = await post();
    expect(first.statusCode).toBe(202);
    expect(second.statusCode).toBe(202);
    expect(second.json()).toEqual(first.json());
    const rows = await t.database.db
      .select()
      .from(telemetryEvents)
      .where(eq(telemetryEvents.pagePath, payload.pagePath));
    expect(rows).toHaveLength(1);
  });

  it('consent/user: a retry under the key records the consents once', async () => {
    const borrower = await registeredBorrower(t.app);
    const prompt = (
      await t.app.inject({ url: '/service-comms-prefs/external/api/v1/consent/prompt/SMS' })
    ).json();
    const headers = { ...bearer(borrower.jwt), 'idempotency-key': `consent-${randomUUID()}` };
    const payload = {
      org: 'HEARTH',
      source: 'register-v2',
      productType: 'HELOC',
      phone: '(555) 555-0123',
      consents: [{ consentPromptUuid: prompt.consentPromptUuid, optInOut: 'OPT_IN' }],
    };
    const post = () =>
      t.app.inject({
        method: 'POST',
        url: '/service-comms-prefs/secure/api/v1/consent/user',
        headers,
        payload,
      });
    expect((await post()).statusCode).toBe(200);
    expect((await post()).statusCode).toBe(200);
    const rows = await t.database.db
      .select()
      .from(commsConsents)
      .where(eq(commsConsents.identityUuid, borrower.identityUuid));
    expect(rows).toHaveLength(1);
  });
});
