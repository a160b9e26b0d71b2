import { randomUUID } from 'node:crypto';
import { REDACTED, TELEMETRY_LIMITS } from '@hearth/domain/telemetry';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, registeredBorrower } from '../../test/identity-helpers';
import { setupTestApp, type TestApp } from '../../test/test-app';
import { createApplication, createBody } from '../application/test-helpers';
import { TELEMETRY_RATE_LIMITS } from './routes';
import { telemetryEvents, telemetrySessions } from './schema';

let t: TestApp;
beforeAll(async () => {
  t = await setupTestApp();
});

type SessionKey = { uuid: string; epoch: number; trackerUuid: string };

const sessionBody = (extra: Record<string, unknown> = {}) => ({
  platform: 'WEB',
  libVersion: '2.2.24',
  referrer: 'https://partner.example/landing?email=alex@example.com',
  queryParams: { utm_source: 'mail', email: 'alex@example.com', org: 'HARBOR', phone: '5555550123' },
  screenWidth: 1280,
  screenHeight: 900,
  windowWidth: 1280,
  windowHeight: 800,
  appVersion: '0.1.0',
  ...extra,
});

const eventBody = (sessionKey: SessionKey | undefined, extra: Record<string, unknown> = {}) => ({
  domain: 'localhost',
  pagePath: '/account/heloc/register-v2',
  event: 'page_view',
  eventType: 'WEB',
  productType: 'HELOC',
  queryParams: {},
  eventProperties: { navigationKey: randomUUID().slice(0, 8) },
  dedupeProperty: 'navigationKey',
  ...(sessionKey ? { sessionKey } : {}),
  ...extra,
});

async function postSession(
  context: string,
  payload: unknown,
  headers: Record<string, string> = {},
  remoteAddress?: string,
) {
  return t.app.inject({
    method: 'POST',
    url: `/ft/${context}/session`,
    headers,
    payload: payload as Record<string, unknown>,
    ...(remoteAddress ? { remoteAddress } : {}),
  });
}

async function postEvent(context: string, payload: unknown, headers: Record<string, string> = {}) {
  return t.app.inject({
    method: 'POST',
    url: `/ft/${context}/event`,
    headers,
    payload: payload as Record<string, unknown>,
  });
}

async function newSession(headers: Record<string, string> = {}, context = 'external'): Promise<SessionKey> {
  const res = await postSession(context, sessionBody(), headers);
  expect(res.statusCode).toBe(200);
  return res.json().sessionKey as SessionKey;
}

async function eventsOfSession(uuid: string) {
  return t.database.db.select().from(telemetryEvents).where(eq(telemetryEvents.sessionUuid, uuid));
}

async function eventCount(): Promise<number> {
  return (await t.database.db.select({ id: telemetryEvents.id }).from(telemetryEvents)).length;
}

describe('telemetry sessions', () => {
  it('starts an external session with only the marketing query parameters and a path-only referrer', async () => {
    const key = await newSession();
    expect(key.uuid).toMatch(/^[0-9a-f-]{36}$/);
    expect(key.trackerUuid).toMatch(/^[0-9a-f-]{36}$/);
    expect(Math.abs(Date.now() - key.epoch)).toBeLessThan(60_000);
    const [row] = await t.database.db
      .select()
      .from(telemetrySessions)
      .where(eq(telemetrySessions.uuid, key.uuid));
    expect(row).toMatchObject({
      context: 'external',
      identityUuid: null,
      queryParams: { utm_source: 'mail', org: 'HARBOR' },
      referrer: 'https://partner.example/landing',
      screenWidth: 1280,
      organizationCode: 'HEARTH',
    });
  });

  it('reuses a valid session key, and starts a new session on the same tracker for a forged one', async () => {
    const key = await newSession();
    const again = await postSession('external', sessionBody({ sessionKey: key }));
    expect(again.json().sessionKey).toEqual(key);

    const forged = await postSession(
      'external',
      sessionBody({ sessionKey: { ...key, epoch: key.epoch + 1 } }),
    );
    const fresh = forged.json().sessionKey as SessionKey;
    expect(fresh.uuid).not.toBe(key.uuid);
    expect(fresh.trackerUuid).toBe(key.trackerUuid);

    const trackerOnly = await postSession(
      'external',
      sessionBody({ sessionKey: { trackerUuid: key.trackerUuid } }),
    );
    expect(trackerOnly.json().sessionKey.trackerUuid).toBe(key.trackerUuid);
    expect(trackerOnly.json().sessionKey.uuid).not.toBe(key.uuid);
  });

  it('does not reuse a session idle for longer than 30 minutes', async () => {
    const key = await newSession();
    await t.database.db
      .update(telemetrySessions)
      .set({ lastSeenAt: new Date(Date.now() - 31 * 60_000) })
      .where(eq(telemetrySessions.uuid, key.uuid));
    const res = await postSession('external', sessionBody({ sessionKey: key }));
    expect(res.json().sessionKey.uuid).not.toBe(key.uuid);
  });

  it('needs a token in the authenticated context and records whose session it is', async () => {
    const before = (await t.database.db.select().from(telemetrySessions)).length;
    expect((await postSession('authenticated', sessionBody())).statusCode).toBe(401);
    expect((await postSession('authenticated', sessionBody(), bearer('not-a-token'))).statusCode).toBe(401);
    // 401 comes before validation: a bad body without a token is still a 401.
    expect((await postSession('authenticated', { platform: 'IOS' })).statusCode).toBe(401);
    expect((await t.database.db.select().from(telemetrySessions)).length).toBe(before);

    const borrower = await registeredBorrower(t.app);
    const key = await newSession(bearer(borrower.jwt), 'authenticated');
    const [row] = await t.database.db
      .select()
      .from(telemetrySessions)
      .where(eq(telemetrySessions.uuid, key.uuid));
    expect(row?.identityUuid).toBe(borrower.identityUuid);
  });

  it('lets an anonymous session become the borrower’s, never another borrower’s', async () => {
    const anonymous = await newSession();
    const alex = await registeredBorrower(t.app);
    const sam = await registeredBorrower(t.app);
    const asAlex = await postSession(
      'authenticated',
      sessionBody({ sessionKey: anonymous }),
      bearer(alex.jwt),
    );
    expect(asAlex.json().sessionKey).toEqual(anonymous);
    const asSam = await postSession('authenticated', sessionBody({ sessionKey: anonymous }), bearer(sam.jwt));
    expect(asSam.json().sessionKey.uuid).not.toBe(anonymous.uuid);
    const afterLogout = await postSession('external', sessionBody({ sessionKey: anonymous }));
    expect(afterLogout.json().sessionKey.uuid).not.toBe(anonymous.uuid);
    const [row] = await t.database.db
      .select()
      .from(telemetrySessions)
      .where(eq(telemetrySessions.uuid, anonymous.uuid));
    expect(row?.identityUuid).toBe(alex.identityUuid);
  });

  it('rejects a bad session body with 400 and stores nothing', async () => {
    const before = (await t.database.db.select().from(telemetrySessions)).length;
    for (const payload of [
      sessionBody({ platform: 'IOS' }),
      sessionBody({ screenWidth: -1 }),
      sessionBody({ sessionKey: { uuid: 'x', epoch: 1, trackerUuid: 'y' } }),
      { platform: 'WEB' },
    ]) {
      const res = await postSession('external', payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ status: 400, error: 'VALIDATION_FAILED' });
    }
    expect((await postSession('internal', sessionBody())).statusCode).toBe(400);
    expect((await t.database.db.select().from(telemetrySessions)).length).toBe(before);
  });

  it('limits session calls per client address', async () => {
    const address = '10.20.30.40';
    for (let i = 0; i < TELEMETRY_RATE_LIMITS.sessionsPerMinute; i++) {
      const res = await postSession('external', { platform: 'IOS' }, {}, address);
      expect(res.statusCode).toBe(400);
    }
    const limited = await postSession('external', sessionBody(), {}, address);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ error: 'RATE_LIMITED' });
    expect((await postSession('external', sessionBody(), {}, '10.20.30.41')).statusCode).toBe(200);
  });
});

describe('telemetry events', () => {
  it('stores a page view once: an identical second event answers 2xx and is ignored', async () => {
    const key = await newSession();
    const body = eventBody(key);
    const first = await postEvent('external', body);
    expect(first.statusCode).toBe(202);
    expect(first.json()).toEqual({ accepted: true, duplicate: false });
    const second = await postEvent('external', body);
    expect(second.statusCode).toBe(202);
    expect(second.json()).toEqual({ accepted: true, duplicate: true });
    // Another history entry of the same page is another view.
    const next = await postEvent('external', eventBody(key));
    expect(next.json().duplicate).toBe(false);

    const rows = await eventsOfSession(key.uuid);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({ event: 'page_view', productType: 'HELOC', eventType: 'WEB' });
    expect(rows[0]?.dedupeKey).toMatch(/^[0-9a-f]{64}$/);
  });

  it('stores one row when identical events race', async () => {
    const key = await newSession();
    const body = eventBody(key, { event: 'raced' });
    const answers = await Promise.all(Array.from({ length: 8 }, () => postEvent('external', body)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(8).fill(202));
    expect(answers.filter((a) => a.json().duplicate === false)).toHaveLength(1);
    expect(await eventsOfSession(key.uuid)).toHaveLength(1);
  });

  it('keeps every event that opts out of deduplication, and never matches across sessions', async () => {
    const key = await newSession();
    const always = eventBody(key, { event: 'click', dontDedupe: true, eventProperties: {} });
    await postEvent('external', always);
    expect((await postEvent('external', always)).json().duplicate).toBe(false);
    expect(await eventsOfSession(key.uuid)).toHaveLength(2);

    const same = eventBody(key, { event: 'viewed', eventProperties: {} });
    await postEvent('external', same);
    const other = await newSession();
    expect((await postEvent('external', { ...same, sessionKey: other })).json().duplicate).toBe(false);
  });

  it('accepts JSON sent as text/plain, as navigator.sendBeacon does', async () => {
    const key = await newSession();
    const res = await t.app.inject({
      method: 'POST',
      url: '/ft/external/event',
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
      payload: JSON.stringify(eventBody(key, { event: 'beacon' })),
    });
    expect(res.statusCode).toBe(202);
    expect((await eventsOfSession(key.uuid)).map((e) => e.event)).toEqual(['beacon']);

    const broken = await t.app.inject({
      method: 'POST',
      url: '/ft/external/event',
      headers: { 'content-type': 'text/plain' },
      payload: '{"event":',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toMatchObject({ status: 400, message: 'Body is not valid JSON' });
  });

  it('rejects bad events, unknown media types and oversized bodies, storing nothing', async () => {
    const key = await newSession();
    const before = await eventCount();
    for (const payload of [
      eventBody(key, { event: '' }),
      eventBody(key, { event: 'has spaces' }),
      eventBody(key, { eventType: 'TV' }),
      eventBody(key, { productType: 'DSCR' }),
      eventBody(key, { applicationUuid: 'not-a-uuid' }),
      eventBody({ ...key, uuid: 'nope' }),
      { event: 'page_view' },
    ]) {
      const res = await postEvent('external', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
    const xml = await t.app.inject({
      method: 'POST',
      url: '/ft/external/event',
      headers: { 'content-type': 'application/xml' },
      payload: '<event/>',
    });
    expect(xml.statusCode).toBe(415);
    const huge = eventBody(key, { eventProperties: { blob: 'x'.repeat(TELEMETRY_LIMITS.bodyBytes) } });
    expect((await postEvent('external', huge)).statusCode).toBe(413);
    const hugeBeacon = await t.app.inject({
      method: 'POST',
      url: '/ft/external/event',
      headers: { 'content-type': 'text/plain' },
      payload: JSON.stringify(huge),
    });
    expect(hugeBeacon.statusCode).toBe(413);
    expect(await eventCount()).toBe(before);
  });

  it('scrubs personal data from properties, path and query parameters before storing', async () => {
    const key = await newSession();
    await postEvent(
      'external',
      eventBody(key, {
        event: 'step_completed',
        pagePath: '/account/heloc/register-v2/contact?email=alex@example.com',
        queryParams: { utm_campaign: 'fall', email: 'alex@example.com', offerCode: 'ABC123' },
        eventProperties: {
          step: 'contact',
          email: 'alex@example.com',
          typed: 'my ssn is 123-45-6789',
          answers: { phoneNumber: '(555) 555-0123', amount: 50_000 },
        },
        identityId: randomUUID(),
      }),
    );
    const [row] = await eventsOfSession(key.uuid);
    expect(row).toMatchObject({
      pagePath: '/account/heloc/register-v2/contact',
      queryParams: { utm_campaign: 'fall', offerCode: 'ABC123' },
      eventProperties: {
        step: 'contact',
        email: REDACTED,
        typed: REDACTED,
        answers: { phoneNumber: REDACTED, amount: 50_000 },
      },
      // An external event never carries an identity, whatever the payload claims.
      identityUuid: null,
    });
    const stored = JSON.stringify(row);
    expect(stored).not.toContain('alex@example.com');
    expect(stored).not.toContain('6789');
    expect(stored).not.toContain('0123');
  });

  it('answers 401 without a token in the authenticated context and stores nothing', async () => {
    const key = await newSession();
    const before = await eventCount();
    expect((await postEvent('authenticated', eventBody(key))).statusCode).toBe(401);
    expect((await postEvent('authenticated', { nonsense: true })).statusCode).toBe(401);
    expect(await eventCount()).toBe(before);
  });

  it('stamps authenticated events with the token’s identity and keeps only the caller’s application', async () => {
    const alex = await registeredBorrower(t.app);
    const sam = await registeredBorrower(t.app);
    const created = await createApplication(t.app, alex.jwt, createBody());
    expect(created.statusCode).toBe(201);
    const applicationUuid = created.json().uuid as string;
    const key = await newSession(bearer(alex.jwt), 'authenticated');

    const started = eventBody(key, {
      event: 'heloc_application_started',
      applicationUuid,
      identityId: sam.identityUuid,
      eventProperties: { applicationUuid },
      dedupeProperty: 'applicationUuid',
    });
    expect((await postEvent('authenticated', started, bearer(alex.jwt))).statusCode).toBe(202);
    expect((await postEvent('authenticated', started, bearer(alex.jwt))).json().duplicate).toBe(true);
    const samKey = await newSession(bearer(sam.jwt), 'authenticated');
    await postEvent('authenticated', { ...started, sessionKey: samKey }, bearer(sam.jwt));

    const [alexRow] = await eventsOfSession(key.uuid);
    expect(alexRow).toMatchObject({
      identityUuid: alex.identityUuid,
      applicationUuid,
      context: 'authenticated',
    });
    const [samRow] = await eventsOfSession(samKey.uuid);
    expect(samRow).toMatchObject({ identityUuid: sam.identityUuid, applicationUuid: null });
  });

  it('stores an event whose session is unknown without a session, and does not deduplicate it', async () => {
    const unknown = { uuid: randomUUID(), epoch: Date.now(), trackerUuid: randomUUID() };
    const body = eventBody(unknown, { event: 'orphan' });
    expect((await postEvent('external', body)).json().duplicate).toBe(false);
    expect((await postEvent('external', body)).json().duplicate).toBe(false);
    const rows = await t.database.db
      .select()
      .from(telemetryEvents)
      .where(eq(telemetryEvents.event, 'orphan'));
    expect(rows).toHaveLength(2);
    expect(rows.every((r) => r.sessionUuid === null && r.dedupeKey === null)).toBe(true);
  });

  it('keeps a session alive while events arrive', async () => {
    const key = await newSession();
    const old = new Date(Date.now() - 25 * 60_000);
    await t.database.db
      .update(telemetrySessions)
      .set({ lastSeenAt: old })
      .where(eq(telemetrySessions.uuid, key.uuid));
    await postEvent('external', eventBody(key));
    const [row] = await t.database.db
      .select()
      .from(telemetrySessions)
      .where(eq(telemetrySessions.uuid, key.uuid));
    expect(row?.lastSeenAt.getTime()).toBeGreaterThan(old.getTime() + 60_000);
  });
});
