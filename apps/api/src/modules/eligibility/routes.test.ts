import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, registeredBorrower } from '../../test/identity-helpers';
import { setupTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await setupTestApp();
});

describe('eligibility', () => {
  it('lists every state with the lending footprint, narrowed by the brand', async () => {
    const all = (
      await t.app.inject({ url: '/service-application/external/api/v2/heloc/states-eligibility' })
    ).json();
    expect(all.states).toHaveLength(51);
    expect(all.states.find((s: { abbrev: string }) => s.abbrev === 'CA')).toMatchObject({
      eligible: true,
      name: 'California',
    });
    expect(all.states.find((s: { abbrev: string }) => s.abbrev === 'AK')).toMatchObject({ eligible: false });

    const mesa = (
      await t.app.inject({ url: '/service-application/external/api/v2/heloc/states-eligibility?org=MESACU' })
    ).json();
    const eligible = mesa.states
      .filter((s: { eligible: boolean }) => s.eligible)
      .map((s: { abbrev: string }) => s.abbrev);
    expect(eligible.every((s: string) => ['AZ', 'CO', 'NM', 'UT'].includes(s))).toBe(true);
    expect(eligible).toContain('CO');

    const licences = await t.app.inject({
      url: '/service-application/external/api/v1/heloc/state-licenses',
      headers: { 'x-org': 'MESACU' },
    });
    expect(licences.json().map((s: { abbrev: string }) => s.abbrev)).toEqual(eligible);
  });

  it('flags disaster zips and rejects malformed ones', async () => {
    const url = '/service-application/external/api/v1/heloc/zip-eligibility';
    expect((await t.app.inject({ url: `${url}?zip=95969` })).json()).toEqual({
      zip: '95969',
      eligible: true,
      disasterZip: true,
    });
    expect((await t.app.inject({ url: `${url}?zip=95814` })).json()).toMatchObject({ disasterZip: false });
    const bad = await t.app.inject({ url: `${url}?zip=9581` });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual(['Please enter a valid zipcode']);
  });

  it('lets a new borrower start and needs a session', async () => {
    const url = '/service-search/api/v1/profiles/actions/verify-ability-to-start-application';
    expect((await t.app.inject({ url })).statusCode).toBe(401);
    const borrower = await registeredBorrower(t.app);
    expect((await t.app.inject({ url, headers: bearer(borrower.jwt) })).json()).toEqual({
      canStartApplication: true,
      organizationsWithActiveApplication: [],
      activeApplication: null,
    });
  });
});
