import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, registeredBorrower } from '../../test/identity-helpers';
import { setupTestApp, type TestApp } from '../../test/test-app';
import { disburseAccountMasks } from '../bank-accounts/accounts';
import { applicationView, consentsOf, findApplication, ownApplicationViewReader } from './repository';
import { applicationConsents, helocApplications } from './schema';
import { createApplication, createBody, settledStatus } from './test-helpers';

// GET application is answered by one prepared statement (ownApplicationViewReader); it must say exactly what
// the full row says through applicationView, whatever state the application is in.
let t: TestApp;
beforeAll(async () => {
  t = await setupTestApp();
});

const base = '/service-application/api/v1/application/heloc';

async function fullView(uuid: string) {
  const row = await findApplication(t.database.db, uuid);
  if (!row) throw new Error('no such application');
  const consents = await consentsOf(t.database.db, uuid);
  return JSON.parse(
    JSON.stringify(
      applicationView(
        row,
        consents.map((c) => c.type),
      ),
    ),
  );
}

async function read(uuid: string, jwt: string) {
  const res = await t.app.inject({ method: 'GET', url: `${base}/${uuid}`, headers: bearer(jwt) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

describe('GET application (the hot read)', () => {
  it('matches the full view for offers, a decline, a chosen offer and a record without consents', async () => {
    const prime = await registeredBorrower(t.app);
    const created = await createApplication(t.app, prime.jwt, createBody({ lastName: 'Prime' }));
    const uuid = (created.json() as { uuid: string }).uuid;
    expect(await settledStatus(t.app, prime.jwt, uuid)).toBe('OFFER_SELECTION');
    expect(await read(uuid, prime.jwt)).toEqual(await fullView(uuid));
    expect((await read(uuid, prime.jwt)).consents).toEqual([{ type: 'SOFT_CREDIT' }]);

    const declined = await registeredBorrower(t.app);
    const declinedRes = await createApplication(t.app, declined.jwt, createBody({ lastName: 'Decline' }));
    const declinedUuid = (declinedRes.json() as { uuid: string }).uuid;
    expect(await settledStatus(t.app, declined.jwt, declinedUuid)).toBe('DECLINED');
    const declinedView = await read(declinedUuid, declined.jwt);
    expect(declinedView).toEqual(await fullView(declinedUuid));
    expect(declinedView).toMatchObject({ active: false, status: { uwDecision: expect.any(String) } });

    // An offer chosen: rate, amount, term, origination fee and type come from the selection.
    const offers = await t.app.inject({
      method: 'GET',
      url: `${base}/${uuid}/offers`,
      headers: bearer(prime.jwt),
    });
    const offer = (offers.json() as { offers: { type: string; term: number; minDraw: number }[] }).offers[0];
    if (!offer) throw new Error('no offers');
    const chosen = await t.app.inject({
      method: 'POST',
      url: `${base}/${uuid}/offers/select`,
      headers: bearer(prime.jwt),
      payload: { type: offer.type, term: offer.term, drawAmount: offer.minDraw, autopay: true },
    });
    expect(chosen.statusCode, chosen.body).toBe(200);
    const selected = await read(uuid, prime.jwt);
    expect(selected).toEqual(await fullView(uuid));
    expect(selected).toMatchObject({ status: { checklistStatus: 'APP_SUBMISSION' }, amount: offer.minDraw });

    // Consents and the BPO flag are optional in the record: an empty consent list, the BPO default.
    await t.database.db
      .update(helocApplications)
      .set({ offerSet: { status: { bpo: 'REQUIRED' } } })
      .where(eq(helocApplications.uuid, declinedUuid));
    await t.database.db
      .delete(applicationConsents)
      .where(eq(applicationConsents.applicationUuid, declinedUuid));
    const bare = await read(declinedUuid, declined.jwt);
    expect(bare).toEqual(await fullView(declinedUuid));
    expect(bare).toMatchObject({ consents: [], status: { bpo: 'REQUIRED' } });
  });

  it('reads nothing for another borrower, an unknown id or a malformed id', async () => {
    const owner = await registeredBorrower(t.app);
    const created = await createApplication(t.app, owner.jwt, createBody({ lastName: 'Prime' }));
    const uuid = (created.json() as { uuid: string }).uuid;
    const stranger = await registeredBorrower(t.app);
    const reader = ownApplicationViewReader(t.database.db, disburseAccountMasks);
    expect(await reader(uuid, stranger.identityUuid)).toBeUndefined();
    expect(await reader(uuid, owner.identityUuid)).toMatchObject({ uuid });

    const hidden = await t.app.inject({
      method: 'GET',
      url: `${base}/${uuid}`,
      headers: bearer(stranger.jwt),
    });
    expect(hidden.statusCode).toBe(404);
    const unknown = await t.app.inject({
      method: 'GET',
      url: `${base}/00000000-0000-4000-8000-000000000000`,
      headers: bearer(owner.jwt),
    });
    expect(unknown.statusCode).toBe(404);
    const malformed = await t.app.inject({
      method: 'GET',
      url: `${base}/not-a-uuid`,
      headers: bearer(owner.jwt),
    });
    expect(malformed.statusCode).toBe(400);
    const anonymous = await t.app.inject({ method: 'GET', url: `${base}/${uuid}` });
    expect(anonymous.statusCode).toBe(401);
  });
});
