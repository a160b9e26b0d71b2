import { APP_START_API_PATHS, APP_START_MESSAGES, type ApplicationSummary } from '@hearth/domain/app-start';
import { DISCLOSURE_MESSAGES, DISCLOSURE_TYPES, DISCLOSURE_VERSIONS } from '@hearth/domain/disclosures';
import { HELOC_API_PATHS } from '@hearth/domain/heloc-api';
import { HMDA_MESSAGES, type HmdaAnswersInput } from '@hearth/domain/hmda';
import { MESSAGES } from '@hearth/domain/validation';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, registeredBorrower } from '../../test/identity-helpers';
import { injectHttp } from '../../test/journey/http';
import { demonstrateJourneyESign } from '../../test/journey/steps';
import { setupTestApp, type TestApp } from '../../test/test-app';
import { consentsOf, findApplication, statusHistory } from '../application/repository';
import { helocApplications } from '../application/schema';
import { moveApplication } from '../application/status-moves';
import { createApplication, createBody, settledStatus } from '../application/test-helpers';
import { sha256Hex } from './service';
import { selectFirstOffer } from './test-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await setupTestApp();
});

const HMDA: HmdaAnswersInput = {
  ethnicity: { values: ['NOT_HISPANIC_OR_LATINO'] },
  race: { values: ['ASIAN', 'KOREAN'] },
  sex: { declined: true },
};
const HOME = { street1: '12 Elm St', street2: '', city: 'Fresno', state: 'CA', zip: '93650' };

/** A borrower whose Prime persona reached offers and chose one: the application waits on start/app-summary. */
async function selectedOffer(occupancyType: 'HOME' | 'INVESTMENT' = 'HOME') {
  const borrower = await registeredBorrower(t.app);
  const body = createBody();
  body.propertyRequest.occupancyType = occupancyType;
  const created = await createApplication(t.app, borrower.jwt, body);
  expect(created.statusCode, created.body).toBe(201);
  const uuid = (created.json() as { uuid: string }).uuid;
  expect(await settledStatus(t.app, borrower.jwt, uuid)).toBe('OFFER_SELECTION');
  const headers = bearer(borrower.jwt);
  const select = await selectFirstOffer(t.app, headers, uuid, true);
  expect(select.statusCode, select.body).toBe(200);
  // The E-SIGN consent's sample opened and its code typed back, as the page asks first (decision 0202).
  await demonstrateJourneyESign(injectHttp(t.app), headers, uuid, 'BORROWER');
  return { borrower, uuid, headers };
}

function call(
  method: 'GET' | 'PUT' | 'POST',
  url: string,
  headers: Record<string, string>,
  payload?: object,
) {
  if (payload === undefined) return t.app.inject({ method, url, headers });
  return t.app.inject({ method, url, headers, payload });
}

async function summary(uuid: string, headers: Record<string, string>): Promise<ApplicationSummary> {
  const res = await call('GET', APP_START_API_PATHS.summary(uuid), headers);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as ApplicationSummary;
}

function acceptBody(s: ApplicationSummary) {
  return { accepted: s.disclosures.map(({ type, version, sha256 }) => ({ type, version, sha256 })) };
}

async function status(uuid: string) {
  return (await findApplication(t.database.db, uuid))?.status;
}

describe('start/app-summary', () => {
  it('shows the summary and the disclosures, takes HMDA, then accepts and moves to HARD_CREDIT_PULL once', async () => {
    const { uuid, headers } = await selectedOffer();
    const before = await summary(uuid, headers);
    expect(before.status).toBe('APP_SUBMISSION');
    expect(before.offer?.autopay).toBe(true);
    // The closing costs line by line (decision 0162): the fee on the draw and California's recording fee.
    const costs = before.offer?.closingCosts;
    const fee =
      Math.round((((before.offer?.initialDraw ?? 0) * (before.offer?.originationFee ?? 0)) / 100) * 100) /
      100;
    expect(costs?.lines.find((l) => l.key === 'RECORDING_FEE')?.amount).toBe(150);
    expect(costs?.lines.find((l) => l.key === 'RECORDING_TAX')).toBeUndefined();
    expect(costs?.lines.find((l) => l.key === 'ORIGINATION_FEE')?.amount ?? 0).toBeCloseTo(fee, 2);
    expect(costs?.total).toBeCloseTo(costs?.lines.reduce((sum, l) => sum + l.amount, 0) ?? -1, 2);
    expect(before.missing.map((m) => m.item)).toEqual(['HMDA']);
    expect(before.missing[0]?.page).toBe('start/hmda');
    expect(before.canAccept).toBe(false);
    expect(before.disclosures.map((d) => d.type)).toEqual([...DISCLOSURE_TYPES]);
    for (const d of before.disclosures) {
      expect(d.sha256).toBe(sha256Hex(d.text));
      expect(d.acceptedAt).toBeNull();
    }
    const early = before.disclosures.find((d) => d.type === 'HELOC_EARLY_DISCLOSURE');
    expect(early?.text).toContain(`${before.offer?.rate.toFixed(3)}%`);
    expect(early?.links[0]?.url).toMatch(/^https:\/\/files\.consumerfinance\.gov\//);

    // Accepting before the demographic questions are answered changes nothing.
    const early409 = await call(
      'POST',
      APP_START_API_PATHS.acceptDisclosures(uuid),
      headers,
      acceptBody(before),
    );
    expect(early409.statusCode).toBe(409);
    expect(early409.json().message).toBe(
      APP_START_MESSAGES.missingBeforeAccept(['answers to the demographic questions']),
    );
    expect(await status(uuid)).toBe('APP_SUBMISSION');
    expect((await consentsOf(t.database.db, uuid)).map((c) => c.type)).toEqual(['SOFT_CREDIT']);

    const hmda = await call('PUT', APP_START_API_PATHS.hmda(uuid), headers, HMDA);
    expect(hmda.statusCode, hmda.body).toBe(200);
    const stored = await call('GET', APP_START_API_PATHS.hmda(uuid), headers);
    expect(stored.json().answers.race.values).toEqual(['ASIAN', 'KOREAN']);

    const ready = await summary(uuid, headers);
    expect(ready.missing).toEqual([]);
    expect(ready.canAccept).toBe(true);

    const accepted = await call(
      'POST',
      APP_START_API_PATHS.acceptDisclosures(uuid),
      headers,
      acceptBody(ready),
    );
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().status.checklistStatus).toBe('HARD_CREDIT_PULL');

    const consents = await consentsOf(t.database.db, uuid);
    for (const d of ready.disclosures) {
      const consent = consents.find((c) => c.type === d.type);
      expect(consent, d.type).toMatchObject({ version: d.version, textSha256: d.sha256 });
      expect(consent?.ipAddress).toBeTruthy();
      expect(consent?.acceptedAt).toBeInstanceOf(Date);
    }
    const history = await statusHistory(t.database.db, uuid);
    expect(history.find((h) => h.toStatus === 'HARD_CREDIT_PULL')).toMatchObject({
      fromStatus: 'APP_SUBMISSION',
      toStatus: 'HARD_CREDIT_PULL',
      reason: expect.stringContaining('disclosures accepted'),
    });

    // A retry answers the same and writes nothing more.
    const again = await call('POST', APP_START_API_PATHS.acceptDisclosures(uuid), headers, acceptBody(ready));
    expect(again.statusCode, again.body).toBe(200);
    // The hard pull job may already have moved it on; the retry neither moves it back nor moves it again.
    const pulls = (await statusHistory(t.database.db, uuid)).filter((h) => h.toStatus === 'HARD_CREDIT_PULL');
    expect(pulls).toHaveLength(1);
    expect(await consentsOf(t.database.db, uuid)).toHaveLength(consents.length);
    const after = await summary(uuid, headers);
    expect(after.disclosures.every((d) => d.acceptedAt !== null)).toBe(true);
    expect(after.canAccept).toBe(false);

    // After the hard pull began, start answers are closed.
    const late = await call('PUT', APP_START_API_PATHS.hmda(uuid), headers, HMDA);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(APP_START_MESSAGES.notNow);
  });

  it('two accepts at once move the application once and both answer 200', async () => {
    const { uuid, headers } = await selectedOffer();
    await call('PUT', APP_START_API_PATHS.hmda(uuid), headers, HMDA);
    const body = acceptBody(await summary(uuid, headers));
    const url = APP_START_API_PATHS.acceptDisclosures(uuid);
    const [a, b] = await Promise.all([call('POST', url, headers, body), call('POST', url, headers, body)]);
    expect([a.statusCode, b.statusCode], `${a.body} ${b.body}`).toEqual([200, 200]);
    const moves = (await statusHistory(t.database.db, uuid)).filter((h) => h.toStatus === 'HARD_CREDIT_PULL');
    expect(moves).toHaveLength(1);
  });

  it('replays a keyed retry through the shared idempotency layer, and refuses the key with another body', async () => {
    const { uuid, headers } = await selectedOffer();
    await call('PUT', APP_START_API_PATHS.hmda(uuid), headers, HMDA);
    const body = acceptBody(await summary(uuid, headers));
    const keyed = { ...headers, 'idempotency-key': `accept-${uuid}` };
    const url = APP_START_API_PATHS.acceptDisclosures(uuid);
    const first = await call('POST', url, keyed, body);
    expect(first.statusCode, first.body).toBe(200);
    const retry = await call('POST', url, keyed, body);
    expect(retry.statusCode).toBe(200);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.json()).toEqual(first.json());
    const other = await call('POST', url, keyed, { accepted: body.accepted.slice(0, 1) });
    expect(other.statusCode).toBe(422);
    const moves = (await statusHistory(t.database.db, uuid)).filter((h) => h.toStatus === 'HARD_CREDIT_PULL');
    expect(moves).toHaveLength(1);
  });

  it('refuses a changed or missing disclosure with a clear message and writes nothing', async () => {
    const { uuid, headers } = await selectedOffer();
    await call('PUT', APP_START_API_PATHS.hmda(uuid), headers, HMDA);
    const body = acceptBody(await summary(uuid, headers));
    const url = APP_START_API_PATHS.acceptDisclosures(uuid);

    const tampered = structuredClone(body);
    if (tampered.accepted[1]) tampered.accepted[1].sha256 = 'f'.repeat(64);
    const changed = await call('POST', url, headers, tampered);
    expect(changed.statusCode).toBe(409);
    expect(changed.json().message).toBe(DISCLOSURE_MESSAGES.changed);

    const missing = await call('POST', url, headers, { accepted: body.accepted.slice(1) });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual([DISCLOSURE_MESSAGES.acceptAll]);

    const malformed = await call('POST', url, headers, {
      accepted: [{ type: 'E_SIGN', version: '1', sha256: 'x' }],
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toMatch(/SHA-256/);

    expect(await status(uuid)).toBe('APP_SUBMISSION');
    expect((await consentsOf(t.database.db, uuid)).map((c) => c.type)).toEqual(['SOFT_CREDIT']);
  });

  it('answers 409 before an offer is chosen (the machine has no such move)', async () => {
    const borrower = await registeredBorrower(t.app);
    const created = await createApplication(t.app, borrower.jwt, createBody());
    const uuid = (created.json() as { uuid: string }).uuid;
    expect(await settledStatus(t.app, borrower.jwt, uuid)).toBe('OFFER_SELECTION');
    const headers = bearer(borrower.jwt);
    const accept = await call('POST', APP_START_API_PATHS.acceptDisclosures(uuid), headers, {
      accepted: DISCLOSURE_TYPES.map((type) => ({ type, version: '2026-11', sha256: 'a'.repeat(64) })),
    });
    expect(accept.statusCode).toBe(409);
    const contact = await call('PUT', APP_START_API_PATHS.contact(uuid), headers, {
      email: 'alex@example.com',
      phoneNumber: '(555) 555-0199',
    });
    expect(contact.statusCode).toBe(409);
    expect(await status(uuid)).toBe('OFFER_SELECTION');
  });
});

describe('consent types', () => {
  it('name the current version of each summary disclosure', async () => {
    const { headers } = await selectedOffer();
    const res = await call('GET', HELOC_API_PATHS.consentTypes, headers);
    const types = (res.json() as { consentTypes: { type: string; version: string }[] }).consentTypes;
    for (const type of DISCLOSURE_TYPES) {
      expect(types.find((c) => c.type === type)?.version).toBe(DISCLOSURE_VERSIONS[type]);
    }
  });
});

describe('start/profile, start/contact and start/hmda input', () => {
  it('asks a second-home borrower for a home address and checks it with the spec rules', async () => {
    const { uuid, headers } = await selectedOffer('INVESTMENT');
    expect((await summary(uuid, headers)).missing.map((m) => m.item)).toEqual(['HOME_ADDRESS', 'HMDA']);
    const url = APP_START_API_PATHS.profile(uuid);

    const same = await call('PUT', url, headers, { homeAddressSameAsProperty: true });
    expect(same.statusCode).toBe(400);
    expect(same.json().message).toBe(APP_START_MESSAGES.homeAddressMustDiffer);

    const none = await call('PUT', url, headers, { homeAddressSameAsProperty: false });
    expect(none.statusCode).toBe(400);
    expect(none.json().errors).toEqual([APP_START_MESSAGES.homeAddressRequired]);

    const bad = await call('PUT', url, headers, {
      homeAddressSameAsProperty: false,
      homeAddress: { ...HOME, city: 'Fresn0', zip: '9365' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual([MESSAGES.cityInvalid, MESSAGES.zipInvalid]);

    const ok = await call('PUT', url, headers, { homeAddressSameAsProperty: false, homeAddress: HOME });
    expect(ok.statusCode, ok.body).toBe(200);
    const s = await summary(uuid, headers);
    expect(s.applicant.homeAddress).toEqual(HOME);
    expect(s.missing.map((m) => m.item)).toEqual(['HMDA']);
  });

  it('checks the contact step with the spec messages and stores the phone as digits', async () => {
    const { uuid, headers } = await selectedOffer();
    const url = APP_START_API_PATHS.contact(uuid);
    const bad = await call('PUT', url, headers, { email: 'not-an-email', phoneNumber: '(155) 555-0123' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual([MESSAGES.emailInvalid, MESSAGES.phoneCountryCode]);
    const empty = await call('PUT', url, headers, { email: '', phoneNumber: '' });
    expect(empty.json().errors).toEqual([MESSAGES.emailRequired, MESSAGES.phoneRequired]);

    const ok = await call('PUT', url, headers, { email: 'new@example.com', phoneNumber: '(555) 555-0199' });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(await findApplication(t.database.db, uuid)).toMatchObject({
      email: 'new@example.com',
      phoneNumber: '5555550199',
    });
    expect((await summary(uuid, headers)).applicant.phoneNumber).toBe('(555) 555-0199');
  });

  it('rejects HMDA answers that neither choose nor decline, or do both', async () => {
    const { uuid, headers } = await selectedOffer();
    const url = APP_START_API_PATHS.hmda(uuid);
    const none = await call('PUT', url, headers, {
      ethnicity: {},
      race: { declined: true },
      sex: { declined: true },
    });
    expect(none.statusCode).toBe(400);
    expect(none.json().errors).toEqual([HMDA_MESSAGES.chooseOne]);
    const both = await call('PUT', url, headers, { ...HMDA, sex: { declined: true, values: ['MALE'] } });
    expect(both.json().errors).toEqual([HMDA_MESSAGES.notBoth]);
    expect((await call('GET', url, headers)).json()).toEqual({ answers: null });
  });

  it("answers 404 for another borrower's application on every start call, and changes nothing", async () => {
    const { uuid } = await selectedOffer();
    const stranger = bearer((await registeredBorrower(t.app)).jwt);
    const calls = [
      call('GET', APP_START_API_PATHS.summary(uuid), stranger),
      call('GET', APP_START_API_PATHS.hmda(uuid), stranger),
      call('PUT', APP_START_API_PATHS.hmda(uuid), stranger, HMDA),
      call('PUT', APP_START_API_PATHS.profile(uuid), stranger, { homeAddressSameAsProperty: true }),
      call('PUT', APP_START_API_PATHS.contact(uuid), stranger, {
        email: 'x@example.com',
        phoneNumber: '(555) 555-0100',
      }),
      call('POST', APP_START_API_PATHS.acceptDisclosures(uuid), stranger, {
        accepted: DISCLOSURE_TYPES.map((type) => ({ type, version: '2026-11', sha256: 'a'.repeat(64) })),
      }),
    ];
    for (const res of await Promise.all(calls)) expect(res.statusCode, res.body).toBe(404);
    expect(await status(uuid)).toBe('APP_SUBMISSION');
    expect((await call('GET', APP_START_API_PATHS.summary('not-a-uuid'), stranger)).statusCode).toBe(400);
    expect((await call('GET', APP_START_API_PATHS.summary(uuid), {})).statusCode).toBe(401);
  });
});

describe("a lender's ask for more information", () => {
  it('COLLECT_ADDITIONAL_INFO -> HMDA -> APP_SUBMISSION as the borrower answers, each move audited', async () => {
    const { uuid, headers } = await selectedOffer();
    await moveApplication(t.database.db, {
      uuid,
      from: 'APP_SUBMISSION',
      to: 'COLLECT_ADDITIONAL_INFO',
      actor: 'lender',
    });

    const contact = await call('PUT', APP_START_API_PATHS.contact(uuid), headers, {
      email: 'alex@example.com',
      phoneNumber: '(555) 555-0142',
    });
    expect(contact.json().status.checklistStatus).toBe('HMDA');
    const hmda = await call('PUT', APP_START_API_PATHS.hmda(uuid), headers, HMDA);
    expect(hmda.json().status.checklistStatus).toBe('APP_SUBMISSION');

    const history = (await statusHistory(t.database.db, uuid)).slice(-3);
    expect(history.map((h) => [h.fromStatus, h.toStatus])).toEqual([
      ['APP_SUBMISSION', 'COLLECT_ADDITIONAL_INFO'],
      ['COLLECT_ADDITIONAL_INFO', 'HMDA'],
      ['HMDA', 'APP_SUBMISSION'],
    ]);
    expect(history[0]?.reason).toBe('lender asks for more information');
    expect(history[1]?.reason).toMatch(/start\/contact/);
  });
});

describe('the one status writer', () => {
  it('refuses an illegal move with 409 and writes neither status nor audit row', async () => {
    const { uuid } = await selectedOffer();
    const before = await statusHistory(t.database.db, uuid);
    await expect(
      moveApplication(t.database.db, { uuid, from: 'APP_SUBMISSION', to: 'FUNDABLE', actor: 'borrower' }),
    ).rejects.toMatchObject({ status: 409, message: expect.stringContaining('cannot move to FUNDABLE') });
    expect(await status(uuid)).toBe('APP_SUBMISSION');
    expect(await statusHistory(t.database.db, uuid)).toHaveLength(before.length);
  });

  it('refuses a stale move with 409: the application is no longer where the caller saw it', async () => {
    const { uuid } = await selectedOffer();
    await expect(
      moveApplication(t.database.db, {
        uuid,
        from: 'OFFER_SELECTION',
        to: 'APP_SUBMISSION',
        actor: 'borrower',
      }),
    ).rejects.toMatchObject({
      status: 409,
      message: expect.stringContaining('no longer in OFFER_SELECTION'),
    });
  });

  it('lets exactly one of two concurrent moves from the same status win', async () => {
    const { uuid } = await selectedOffer();
    const results = await Promise.allSettled([
      moveApplication(t.database.db, { uuid, from: 'APP_SUBMISSION', to: 'CANCELLED', actor: 'borrower' }),
      moveApplication(t.database.db, { uuid, from: 'APP_SUBMISSION', to: 'HMDA', actor: 'lender' }),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const history = await statusHistory(t.database.db, uuid);
    expect(history.filter((h) => h.fromStatus === 'APP_SUBMISSION')).toHaveLength(1);
    const [row] = await t.database.db
      .select()
      .from(helocApplications)
      .where(eq(helocApplications.uuid, uuid));
    expect(history.at(-1)?.toStatus).toBe(row?.status);
  });
});
