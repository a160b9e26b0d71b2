import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { register, STRONG_PASSWORD, uniqueEmail } from '../../test/identity-helpers';
import { setupTestApp, type TestApp } from '../../test/test-app';
import { helocApplications } from '../application/schema';
import { createApplication, createBody } from '../application/test-helpers';
import { offerCodes, waitlistEntries } from './schema';

let t: TestApp;
beforeAll(async () => {
  t = await setupTestApp();
});

const LICENSED_LO = '6f1a2b3c-0002-4000-8000-000000000002';

describe('lead entry routes', () => {
  it('prefills from a live offer code and hides an expired or unknown one', async () => {
    const ok = await t.app.inject({ url: '/service-application/external/api/v1/offercode/happy2026' });
    expect(ok.json()).toMatchObject({ offerCode: 'HAPPY2026', lastName: 'Prime', zip: '95814' });
    for (const code of ['EXPIRED25', 'NOPE']) {
      expect(
        (await t.app.inject({ url: `/service-application/external/api/v1/offercode/${code}` })).statusCode,
      ).toBe(404);
    }
  });

  it('serves loan originators, their licensed states and their referrals', async () => {
    const lo = await t.app.inject({ url: `/service-lead-portal/api/lo/${LICENSED_LO}` });
    expect(lo.json()).toMatchObject({
      displayInfo: { originatorName: 'Sam Ortiz' },
      enforceLicensedStatesForReferral: true,
    });
    const states = await t.app.inject({ url: `/service-lead-portal/api/lo/${LICENSED_LO}/licensed-states` });
    expect(states.json()).toEqual({ licensedStates: ['CA', 'CO'], enforceLicensedStatesForReferral: true });
    expect((await t.app.inject({ url: '/service-lead-portal/api/lo/not-a-uuid' })).statusCode).toBe(404);

    const referral = await t.app.inject({
      url: '/service-lead-portal/api/referrals/7e2b3c4d-0002-4000-8000-000000000002',
    });
    expect(referral.json()).toMatchObject({ loanOriginatorUuid: LICENSED_LO, address: { state: 'NC' } });
    const status = await t.app.inject({
      url: '/service-application/external/api/v1/heloc/referral-id/7e2b3c4d-0001-4000-8000-000000000001',
    });
    expect(status.json()).toEqual({ status: 'OPEN', email: 'referred.prime@example.com' });
  });

  it('answers affiliate prepopulation by token', async () => {
    expect((await t.app.inject({ url: '/a/external/prepop?token=SANDBOX-PRIME' })).json()).toMatchObject({
      name: { lastName: 'Prime' },
      income: 150000,
    });
    expect((await t.app.inject({ url: '/a/external/prepop?token=unknown' })).statusCode).toBe(404);
    // Found by the OpenAPI fuzz suite: names of Object.prototype answered 500.
    for (const token of ['valueOf', 'constructor', '__proto__', 'toString']) {
      expect((await t.app.inject({ url: `/a/external/prepop?token=${token}` })).statusCode).toBe(404);
    }
    expect((await t.app.inject({ url: '/a/external/prepop' })).statusCode).toBe(400);
  });

  it('keeps one waitlist entry per e-mail and address', async () => {
    const entry = {
      firstName: 'Kai',
      lastName: 'Lee',
      dob: '1980-04-12',
      email: 'Kai.Waitlist@example.com',
      income: 90000,
      street1: '1 Tundra Rd',
      city: 'Anchorage',
      state: 'AK',
      zip: '99501',
      consent: true,
    };
    const post = (payload: Record<string, unknown>) =>
      t.app.inject({ method: 'POST', url: '/waitlist/home-equity-loan-plus', payload });
    expect((await post(entry)).json()).toEqual({ waitlisted: true });
    expect((await post({ ...entry, email: 'kai.waitlist@EXAMPLE.com' })).statusCode).toBe(200);
    expect((await post({ ...entry, zip: '995' })).statusCode).toBe(400);
    expect((await post({ ...entry, email: 'other@example.com', consent: false })).statusCode).toBe(400);
    const rows = await t.database.db.select().from(waitlistEntries);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.dobEncrypted).not.toContain('1980');
  });
});

const OFFER_CODE_URL = '/service-application/external/api/v1/offercode';

describe('offer codes are scoped to the lender that mailed them', () => {
  type LookupOptions = { headers?: Record<string, string>; query?: string };
  const lookup = (code: string, options: LookupOptions = {}) =>
    t.app.inject({ url: `${OFFER_CODE_URL}/${code}${options.query ?? ''}`, headers: options.headers ?? {} });

  it("finds a partner's code on that lender's host, org parameter or x-org header", async () => {
    const ways: LookupOptions[] = [
      { headers: { 'x-org': 'PORCHLIGHT' } },
      { headers: { host: 'porchlight.localhost:8080' } },
      { headers: { host: 'heloc.porchlightmortgage.example' } },
      { query: '?org=porchlight' },
    ];
    for (const options of ways) {
      const res = await lookup('porch2026', options);
      expect(res.statusCode, JSON.stringify(options)).toBe(200);
      expect(res.json()).toMatchObject({ offerCode: 'PORCH2026', lastName: 'Prime', zip: '95814' });
    }
    // The x-org header the web app sends wins over the host; an unknown one is ignored.
    expect(
      (await lookup('PORCH2026', { headers: { host: 'summitcu.localhost', 'x-org': 'PORCHLIGHT' } }))
        .statusCode,
    ).toBe(200);
    expect(
      (await lookup('PORCH2026', { headers: { host: 'porchlight.localhost', 'x-org': 'NOSUCHORG' } }))
        .statusCode,
    ).toBe(200);
  });

  it("answers another lender's code exactly as an unknown one: 404 with the same body", async () => {
    const unknown = await lookup('NOPE2026', { headers: { 'x-org': 'PORCHLIGHT' } });
    expect(unknown.statusCode).toBe(404);
    for (const [code, options] of [
      ['PORCH2026', {}], // the main brand did not mail it
      ['PORCH2026', { headers: { 'x-org': 'SUMMITCU' } }],
      ['PORCH2026', { headers: { host: 'keyhavenmtg.localhost' } }],
      ['HAPPY2026', { headers: { 'x-org': 'PORCHLIGHT' } }], // the main brand's code on a partner
      ['RIDGE2026', { query: '?org=HARBORCU' }],
    ] as const) {
      const res = await lookup(code, options);
      expect(res.statusCode, `${code} ${JSON.stringify(options)}`).toBe(404);
      expect(res.json()).toEqual(unknown.json());
    }
  });

  it('lets every channel of the lender honour its code', async () => {
    for (const org of ['SUMMITCU', 'SUMMITCU_MEMBERS']) {
      const res = await lookup('RIDGE2026', { headers: { 'x-org': org } });
      expect(res.statusCode, org).toBe(200);
      expect(res.json()).toMatchObject({ offerCode: 'RIDGE2026', city: 'Boulder' });
    }
  });

  it('still hides an ended code from the lender that mailed it', async () => {
    await t.database.db.insert(offerCodes).values({
      code: 'PORCHOLD25',
      organizationCode: 'PORCHLIGHT',
      firstName: 'Alex',
      lastName: 'Prime',
      street1: '1400 Happy Path Ln',
      city: 'Sacramento',
      state: 'CA',
      zip: '95814',
      inHomeDate: '2025-01-05',
      respondByDate: '2025-03-31',
    });
    expect((await lookup('PORCHOLD25', { headers: { 'x-org': 'PORCHLIGHT' } })).statusCode).toBe(404);
  });

  async function createUnder(organization: string, offerCode: string, headers: Record<string, string> = {}) {
    const res = await register(
      t.app,
      { email: uniqueEmail('offer'), password: STRONG_PASSWORD, phoneNumber: '(555) 555-0123' },
      { organization },
    );
    expect(res.statusCode, res.body).toBe(200);
    const { jwt, identityUuid } = res.json() as { jwt: string; identityUuid: string };
    const created = await createApplication(t.app, jwt, { ...createBody(), offerCode }, headers);
    expect(created.statusCode, created.body).toBe(201);
    const { uuid } = created.json() as { uuid: string };
    const [row] = await t.database.db
      .select({
        offerCode: helocApplications.offerCode,
        organizationCode: helocApplications.organizationCode,
      })
      .from(helocApplications)
      .where(eq(helocApplications.uuid, uuid));
    return { jwt, identityUuid, uuid, row };
  }

  it("keeps the lender's own code on create HELOC, as the letter prints it", async () => {
    const { row } = await createUnder('PORCHLIGHT', ' porch2026 ');
    expect(row).toEqual({ offerCode: 'PORCH2026', organizationCode: 'PORCHLIGHT' });
    const channel = await createUnder('SUMMITCU_MEMBERS', 'RIDGE2026');
    expect(channel.row).toEqual({ offerCode: 'RIDGE2026', organizationCode: 'SUMMITCU_MEMBERS' });
  });

  it("drops another lender's code on create HELOC and still creates the application, once", async () => {
    const key = { 'idempotency-key': `offer-${uniqueEmail()}` };
    const { jwt, identityUuid, uuid, row } = await createUnder('SUMMITCU', 'PORCH2026', key);
    expect(row).toEqual({ offerCode: null, organizationCode: 'SUMMITCU' });
    // A retry answers the same application and creates nothing twice.
    const retry = await createApplication(t.app, jwt, { ...createBody(), offerCode: 'PORCH2026' }, key);
    expect(retry.statusCode).toBe(201);
    expect((retry.json() as { uuid: string }).uuid).toBe(uuid);
    const theirs = await t.database.db
      .select()
      .from(helocApplications)
      .where(eq(helocApplications.identityUuid, identityUuid));
    expect(theirs).toHaveLength(1);
    // Unknown and ended codes are dropped alike.
    expect((await createUnder('PORCHLIGHT', 'NOPE2026')).row?.offerCode).toBeNull();
    expect((await createUnder('HEARTH', 'EXPIRED25')).row?.offerCode).toBeNull();
  });
});
