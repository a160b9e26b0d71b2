import { beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp, type TestApp } from '../../test/test-app';
import { waitlistEntries } from './schema';

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
