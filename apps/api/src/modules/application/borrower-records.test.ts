import type { HelocApplication, Offer, Profile } from '@hearth/domain/entities';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, registeredBorrower } from '../../test/identity-helpers';
import { setupTestApp, type TestApp } from '../../test/test-app';
import { createApplication, createBody, settledStatus } from './test-helpers';

// What a borrower reads back about their own application: the offer they chose (APR and autopay discount
// apart), the list on their dashboard, and the legal name they gave in their profile (issue 8).
let t: TestApp;
beforeAll(async () => {
  t = await setupTestApp();
});

const base = '/service-application/api/v1/application/heloc';

async function withOffers(lastName = 'Prime') {
  const borrower = await registeredBorrower(t.app);
  const res = await createApplication(t.app, borrower.jwt, createBody({ lastName }));
  expect(res.statusCode, res.body).toBe(201);
  const uuid = (res.json() as { uuid: string }).uuid;
  expect(await settledStatus(t.app, borrower.jwt, uuid)).toBe('OFFER_SELECTION');
  const headers = bearer(borrower.jwt);
  const set = (await t.app.inject({ method: 'GET', url: `${base}/${uuid}/offers`, headers })).json() as {
    offers: Offer[];
  };
  const offer = set.offers.find((o) => o.type === 'FIXED');
  if (!offer) throw new Error('no fixed offer');
  return { borrower, headers, uuid, offer };
}

const autopayRateOf = (offer: Offer) =>
  offer.discountList.find((d) => d.discount.type === 'AUTOPAY')?.rateWithDiscount;

describe('the chosen offer on the application', () => {
  it('keeps the APR as the rate and the autopay discount beside it', async () => {
    const { headers, uuid, offer } = await withOffers();
    const discounted = autopayRateOf(offer);
    expect(discounted).toBeLessThan(offer.rate);
    const selected = await t.app.inject({
      method: 'POST',
      url: `${base}/${uuid}/offers/select`,
      headers,
      payload: { type: offer.type, term: offer.term, drawAmount: offer.minDraw, autopay: true },
    });
    expect(selected.statusCode, selected.body).toBe(200);
    expect(selected.json().rate).toBe(offer.rate);

    const app = (await t.app.inject({ method: 'GET', url: `${base}/${uuid}`, headers })).json();
    expect(app.rate).toBe(offer.rate);
    expect(app.discountList).toEqual([{ discount: { type: 'AUTOPAY' }, rateWithDiscount: discounted }]);
  });

  it('records no discount when the borrower turns autopay off', async () => {
    const { headers, uuid, offer } = await withOffers();
    const selected = await t.app.inject({
      method: 'POST',
      url: `${base}/${uuid}/offers/select`,
      headers,
      payload: { type: offer.type, term: offer.term, drawAmount: offer.minDraw, autopay: false },
    });
    expect(selected.statusCode, selected.body).toBe(200);
    const app = (await t.app.inject({ method: 'GET', url: `${base}/${uuid}`, headers })).json();
    expect(app.rate).toBe(offer.rate);
    expect(app.discountList).toEqual([]);
  });
});

describe('GET heloc/all', () => {
  it("lists the caller's applications with the property address, and no one else's", async () => {
    const { borrower, uuid } = await withOffers();
    await withOffers();
    const res = await t.app.inject({ method: 'GET', url: `${base}/all`, headers: bearer(borrower.jwt) });
    expect(res.statusCode, res.body).toBe(200);
    const { applications } = res.json() as { applications: HelocApplication[] };
    expect(applications.map((a) => a.uuid)).toEqual([uuid]);
    expect(applications[0]).toMatchObject({
      status: { checklistStatus: 'OFFER_SELECTION' },
      property: { street1: '1400 Happy Path Ln', city: 'Sacramento', state: 'CA', zip: '95814' },
    });
  });
});

describe('the legal name given when applying', () => {
  const profileOf = async (jwt: string) =>
    (
      await t.app.inject({ method: 'GET', url: '/service-profile/api/v1/profile', headers: bearer(jwt) })
    ).json() as Profile;

  it('fills an empty profile name, so account settings show it', async () => {
    const borrower = await registeredBorrower(t.app);
    expect((await profileOf(borrower.jwt)).name).toBeUndefined();
    const res = await createApplication(t.app, borrower.jwt, createBody({ lastName: 'Prime' }));
    expect(res.statusCode, res.body).toBe(201);
    expect((await profileOf(borrower.jwt)).name).toMatchObject({ firstName: 'Alex', lastName: 'Prime' });
  });

  it('leaves a name the borrower already keeps in their profile', async () => {
    const borrower = await registeredBorrower(t.app);
    const put = await t.app.inject({
      method: 'PUT',
      url: '/service-profile/api/v1/profile/name',
      headers: bearer(borrower.jwt),
      payload: { firstName: 'Alexandra', lastName: 'Primer', suffix: 'JR' },
    });
    expect(put.statusCode, put.body).toBe(200);
    const res = await createApplication(t.app, borrower.jwt, createBody({ lastName: 'Prime' }));
    expect(res.statusCode, res.body).toBe(201);
    expect((await profileOf(borrower.jwt)).name).toMatchObject({
      firstName: 'Alexandra',
      lastName: 'Primer',
      suffix: 'JR',
    });
  });
});
