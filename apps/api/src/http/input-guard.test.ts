import { ERROR_MESSAGES } from '@hearth/domain/errors';
import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { helocApplications } from '../modules/application/schema';
import { createBody } from '../modules/application/test-helpers';
import { commsConsents } from '../modules/comms/schema';
import { waitlistEntries } from '../modules/leads/schema';
import { telemetryEvents, telemetrySessions } from '../modules/telemetry/schema';
import { bearer, registeredBorrower } from '../test/identity-helpers';
import { setupTestApp, type TestApp } from '../test/test-app';
import { MAX_BODY_DEPTH, valueProblem } from './input-guard';

/** Issue 9 item 3: input PostgreSQL cannot store answers 400 at the HTTP layer, never 500, and stores nothing. */
let t: TestApp;
let jwt: string;
let identityUuid: string;
beforeAll(async () => {
  t = await setupTestApp();
  ({ jwt, identityUuid } = await registeredBorrower(t.app));
});

const NUL = 'Al\u0000ex';
const LONE = 'Al\ud800ex';

const waitlistEntry = (extra: Record<string, unknown> = {}) => ({
  firstName: 'Kai',
  lastName: 'Guard',
  dob: '1980-04-12',
  email: 'kai.guard@example.com',
  income: 90_000,
  street1: '1 Tundra Rd',
  city: 'Anchorage',
  state: 'AK',
  zip: '99501',
  consent: true,
  ...extra,
});
const sessionBody = (extra: Record<string, unknown> = {}) => ({
  platform: 'WEB',
  libVersion: '2.2.24',
  screenWidth: 1280,
  screenHeight: 900,
  windowWidth: 1280,
  windowHeight: 800,
  ...extra,
});
const eventBody = (extra: Record<string, unknown> = {}) => ({
  domain: 'localhost',
  pagePath: '/account/heloc/register-v2',
  event: 'page_view',
  eventType: 'WEB',
  productType: 'HELOC',
  ...extra,
});

function createWith(patch: (body: ReturnType<typeof createBody>) => void) {
  const body = createBody();
  patch(body);
  return body;
}

async function rowCounts() {
  const n = async (table: Parameters<ReturnType<typeof t.database.db.select>['from']>[0]) =>
    (await t.database.db.select({ n: count() }).from(table))[0]?.n;
  return {
    applications: await n(helocApplications),
    waitlist: await n(waitlistEntries),
    consents: await n(commsConsents),
    sessions: await n(telemetrySessions),
    events: await n(telemetryEvents),
  };
}

async function expect400(method: 'POST' | 'GET', url: string, payload?: unknown, headers = {}) {
  const res = await t.app.inject({
    method,
    url,
    headers,
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
  expect(res.statusCode, `${url}: ${res.body}`).toBe(400);
  return res.json() as { message: string; errors: string[] };
}

describe('text PostgreSQL cannot store', () => {
  it('finds NUL and unpaired surrogates in keys and values at any depth, and refuses deep nesting', () => {
    expect(valueProblem({ a: [{ b: 'fine 😀' }] })).toBeNull();
    expect(valueProblem({ a: [{ b: NUL }] })).toBe(ERROR_MESSAGES.nulCharacter);
    expect(valueProblem({ [NUL]: 1 })).toBe(ERROR_MESSAGES.nulCharacter);
    expect(valueProblem(['x', { y: LONE }])).toBe(ERROR_MESSAGES.loneSurrogate);
    expect(valueProblem('\udc00 trailing')).toBe(ERROR_MESSAGES.loneSurrogate);
    let deep: unknown = 'leaf';
    for (let i = 0; i < MAX_BODY_DEPTH + 1; i++) deep = [deep];
    expect(valueProblem(deep)).toMatch(/nested deeper/);
  });

  it('answers 400 with a clear message to NUL bytes in every text field the probe used, and stores nothing', async () => {
    const before = await rowCounts();
    const cases: Array<[string, unknown, Record<string, string>?]> = [
      [
        '/service-application/api/v3/application/helocs?state=CA',
        createWith((b) => {
          b.profileRequest.firstName = NUL;
        }),
        bearer(jwt),
      ],
      [
        '/service-application/api/v3/application/helocs?state=CA',
        createWith((b) => {
          b.utmParameters = { [`utm${NUL}`]: 'x' };
        }),
        bearer(jwt),
      ],
      ['/waitlist/home-equity-loan-plus', waitlistEntry({ city: NUL })],
      [
        '/service-comms-prefs/secure/api/v1/consent/user',
        { org: 'HEARTH', source: NUL, productType: 'HELOC', consents: [] },
        bearer(jwt),
      ],
      ['/ft/external/session', sessionBody({ libVersion: NUL })],
      ['/ft/external/event', eventBody({ pagePath: `/x${NUL}` })],
      ['/ft/authenticated/event', eventBody({ event: NUL }), bearer(jwt)],
    ];
    for (const [url, payload, headers] of cases) {
      const body = await expect400('POST', url, payload, headers);
      expect(body.message).toBe(ERROR_MESSAGES.nulCharacter);
    }
    expect(await rowCounts()).toEqual(before);
  });

  it('answers 400 to lone surrogates inside JSON fields', async () => {
    const raw = JSON.stringify(waitlistEntry()).replace('"Kai"', '"K\\ud800ai"');
    const res = await t.app.inject({
      method: 'POST',
      url: '/waitlist/home-equity-loan-plus',
      headers: { 'content-type': 'application/json' },
      payload: raw,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(ERROR_MESSAGES.loneSurrogate);
    const body = await expect400(
      'POST',
      '/service-application/api/v3/application/helocs?state=CA',
      createWith((b) => {
        b.propertyRequest.street1 = LONE;
      }),
      bearer(jwt),
    );
    expect(body.message).toBe(ERROR_MESSAGES.loneSurrogate);
  });

  it('checks the query string and path parameters too', async () => {
    await expect400('GET', '/a/external/prepop?token=%00');
    await expect400('GET', '/service-lead-portal/api/lo/ab%00cd');
    await expect400('GET', '/service-application/external/api/v1/offercode/%ED%A0%80');
  });
});

describe('numbers beyond their columns', () => {
  it('answers 400 to incomes past the spec maximum, where cents overflowed a 32-bit integer', async () => {
    const before = await rowCounts();
    for (const income of [
      { incomePrimary: 100_000, incomeOther: 1e8 },
      { incomePrimary: 100_000, incomeCoDeeders: 1e12 },
      { incomePrimary: 100_000, incomeOther: 1e308 },
      { incomePrimary: 1e308 },
      { incomePrimary: 100_000, incomeOther: -1 },
    ]) {
      const body = await expect400(
        'POST',
        '/service-application/api/v3/application/helocs?state=CA',
        createWith((b) => {
          b.income = income;
        }),
        bearer(jwt),
      );
      expect(body.errors.length).toBeGreaterThan(0);
    }
    for (const income of [1e12, 1e308, 10_000_000]) {
      const body = await expect400('POST', '/waitlist/home-equity-loan-plus', waitlistEntry({ income }));
      expect(body.errors).toContain('Must be less than $10,000,000');
    }
    expect(await rowCounts()).toEqual(before);
    const mine = await t.database.db
      .select()
      .from(helocApplications)
      .where(eq(helocApplications.identityUuid, identityUuid));
    expect(mine).toHaveLength(0);
  });

  it('still takes the largest income the spec allows', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/waitlist/home-equity-loan-plus',
      payload: waitlistEntry({ income: 9_999_999, email: 'kai.max@example.com' }),
    });
    expect(res.statusCode).toBe(200);
    const [row] = await t.database.db
      .select()
      .from(waitlistEntries)
      .where(eq(waitlistEntries.email, 'kai.max@example.com'));
    expect(row?.incomeCents).toBe(999_999_900);
  });
});
