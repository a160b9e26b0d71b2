import {
  ACCOUNT_API_PATHS,
  ACCOUNT_MESSAGES,
  notificationsResponseSchema,
  profileConsentTypesSchema,
  propertyDetailsSchema,
} from '@hearth/domain/account';
import { HELOC_API_PATHS } from '@hearth/domain/heloc-api';
import { MESSAGES } from '@hearth/domain/validation';
import { describe, expect, it } from 'vitest';
import { bearer, registeredBorrower, STRONG_PASSWORD } from '../../test/identity-helpers';
import { injectHttp } from '../../test/journey/http';
import { seedJourney } from '../../test/journey/stages';
import { registerJourneyBorrower, submitJourneyApplication } from '../../test/journey/steps';
import { setupTestApp } from '../../test/test-app';
import { CONSENT_PROMPTS } from '../comms/prompts';
import { CURRENT_PASSWORD_INCORRECT } from '../identity/routes';

/**
 * The dashboard's and the settings page's calls (issue 22 items 1, 2 and 10; decisions 0215 to 0217), over the real
 * routes: one app, one borrower with an application at its offers, and a second borrower who must see none of it.
 */
const t = await setupTestApp();
const { app } = t;
const seeded = await seedJourney(injectHttp(app), { stage: 'offers' });
const stranger = await registeredBorrower(app);

const get = (url: string, jwt?: string) =>
  app.inject({ method: 'GET', url, ...(jwt ? { headers: bearer(jwt) } : {}) });
const send = (method: 'POST' | 'PUT', url: string, jwt: string, payload: object) =>
  app.inject({ method, url, headers: bearer(jwt), payload });
const messagesOf = (body: unknown) => (body as { errors: string[] }).errors;

describe('GET property-details', () => {
  it('gives the address applied for, the value the offer rests on and the condition on record', async () => {
    const res = await get(ACCOUNT_API_PATHS.propertyDetails(seeded.uuid), seeded.jwt);
    expect(res.statusCode).toBe(200);
    const card = propertyDetailsSchema.parse(res.json());
    expect(card.address).toEqual({
      street1: '1400 Happy Path Ln',
      street2: '',
      city: 'Sacramento',
      state: 'CA',
      zip: '95814',
    });
    expect(card.propertyValueCents).toBeGreaterThan(0);
    expect(card.valueSource).toBe('AUTOMATED_VALUATION');
    expect(card.propertyCondition).not.toBeNull();
  });

  it("answers another borrower's token 404, a bad id 400 and no token 401", async () => {
    const other = await get(ACCOUNT_API_PATHS.propertyDetails(seeded.uuid), stranger.jwt);
    expect(other.statusCode).toBe(404);
    expect(other.body).not.toContain('Happy Path');
    expect((await get(ACCOUNT_API_PATHS.propertyDetails('not-a-uuid'), seeded.jwt)).statusCode).toBe(400);
    expect((await get(ACCOUNT_API_PATHS.propertyDetails(seeded.uuid))).statusCode).toBe(401);
  });
});

describe('GET /service-krang-heloc/borrower/secure/api/v1/{uuid}/status', () => {
  it("gives the application's status to its borrower and nothing to anyone else", async () => {
    const res = await get(HELOC_API_PATHS.krangStatus(seeded.uuid), seeded.jwt);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ uuid: seeded.uuid, status: { checklistStatus: seeded.status } });
    expect((await get(HELOC_API_PATHS.krangStatus(seeded.uuid), stranger.jwt)).statusCode).toBe(404);
    expect((await get(HELOC_API_PATHS.krangStatus('123'), seeded.jwt)).statusCode).toBe(400);
    expect((await get(HELOC_API_PATHS.krangStatus(seeded.uuid))).statusCode).toBe(401);
  });
});

describe('GET /service-profile/api/v1/profile/consent-types', () => {
  it("offers both SMS consents with the lender's words, and each borrower's own latest answer", async () => {
    const before = profileConsentTypesSchema.parse(
      (await get(ACCOUNT_API_PATHS.profileConsentTypes, seeded.jwt)).json(),
    );
    expect(before.consentTypes.map((c) => [c.consentType, c.optInOut])).toEqual([
      ['SMS', null],
      ['SMS_TRANSACTIONAL', null],
    ]);
    expect(before.consentTypes[0]?.text).toContain('Hearth');

    const answer = (optInOut: 'OPT_IN' | 'OPT_OUT') =>
      send('POST', HELOC_API_PATHS.consentUser, stranger.jwt, {
        org: 'HEARTH',
        source: 'settings',
        productType: 'HELOC',
        consents: [{ consentPromptUuid: CONSENT_PROMPTS.SMS_TRANSACTIONAL.consentPromptUuid, optInOut }],
      });
    expect((await answer('OPT_IN')).statusCode).toBe(200);
    expect((await answer('OPT_OUT')).statusCode).toBe(200);
    const after = profileConsentTypesSchema.parse(
      (await get(ACCOUNT_API_PATHS.profileConsentTypes, stranger.jwt)).json(),
    );
    expect(after.consentTypes.find((c) => c.consentType === 'SMS_TRANSACTIONAL')?.optInOut).toBe('OPT_OUT');
    // The other borrower's answers are not this one's.
    const mine = profileConsentTypesSchema.parse(
      (await get(ACCOUNT_API_PATHS.profileConsentTypes, seeded.jwt)).json(),
    );
    expect(mine.consentTypes.every((c) => c.optInOut === null)).toBe(true);
    expect((await get(ACCOUNT_API_PATHS.profileConsentTypes)).statusCode).toBe(401);
  });
});

describe('PUT /identity/secure/api/v1/identity/email and the notifications list', () => {
  it('changes the sign-in e-mail with the current password, tells the old address, and lists it unread', async () => {
    const borrower = await registeredBorrower(app);
    const newEmail = `changed.${borrower.email}`;
    const change = (payload: object) => send('PUT', ACCOUNT_API_PATHS.changeEmail, borrower.jwt, payload);

    const wrong = await change({ email: newEmail, currentPassword: 'Not-The-Password1!' });
    expect(wrong.statusCode).toBe(400);
    expect(messagesOf(wrong.json())).toEqual([CURRENT_PASSWORD_INCORRECT]);
    const invalid = await change({ email: 'not-an-email', currentPassword: STRONG_PASSWORD });
    expect(invalid.statusCode).toBe(400);
    expect(messagesOf(invalid.json())).toContain(MESSAGES.emailInvalid);
    const same = await change({ email: borrower.email.toUpperCase(), currentPassword: STRONG_PASSWORD });
    expect(messagesOf(same.json())).toEqual([ACCOUNT_MESSAGES.emailUnchanged]);
    const taken = await change({ email: stranger.email, currentPassword: STRONG_PASSWORD });
    expect(taken.statusCode).toBe(409);
    expect(messagesOf(taken.json())).toEqual([ACCOUNT_MESSAGES.emailInUse]);

    const done = await change({ email: newEmail, currentPassword: STRONG_PASSWORD });
    expect(done.statusCode).toBe(200);
    expect((await get('/service-profile/api/v1/profile', borrower.jwt)).json()).toMatchObject({
      email: newEmail,
    });
    const login = await app.inject({
      method: 'POST',
      url: '/identity-broker/customer/api/v3/login',
      payload: { email: newEmail, password: STRONG_PASSWORD },
    });
    expect(login.statusCode).toBe(200);

    const list = notificationsResponseSchema.parse(
      (await get(ACCOUNT_API_PATHS.notifications, borrower.jwt)).json(),
    );
    expect(list.notifications[0]).toMatchObject({
      title: 'The email of your account was changed',
      isUnread: true,
    });
    expect(list.unreadCount).toBe(list.notifications.length);
    // Nobody else's list holds it.
    const theirs = notificationsResponseSchema.parse(
      (await get(ACCOUNT_API_PATHS.notifications, stranger.jwt)).json(),
    );
    expect(theirs.notifications.some((n) => n.title.includes('email of your account'))).toBe(false);
  });

  it("marks read up to a message of its own, forward only; 404 for another person's, 400 for a bad id", async () => {
    const borrower = await registeredBorrower(app);
    const passwords = ['Second-Horse7!battery', 'Third-Horse7!battery'];
    let current = STRONG_PASSWORD;
    let jwt = borrower.jwt;
    for (const next of passwords) {
      const res = await send('PUT', ACCOUNT_API_PATHS.changePassword, jwt, {
        currentPassword: current,
        newPassword: next,
      });
      expect(res.statusCode).toBe(200);
      jwt = (res.json() as { jwt: string }).jwt;
      current = next;
    }
    const list = notificationsResponseSchema.parse((await get(ACCOUNT_API_PATHS.notifications, jwt)).json());
    expect(list.unreadCount).toBe(2);
    const [newest, older] = list.notifications;
    if (!newest || !older) throw new Error('two notifications expected');

    const read = await send('POST', ACCOUNT_API_PATHS.notificationsRead, jwt, { through: older.id });
    expect(read.statusCode).toBe(200);
    expect(notificationsResponseSchema.parse(read.json()).notifications.map((n) => n.isUnread)).toEqual([
      true,
      false,
    ]);
    await send('POST', ACCOUNT_API_PATHS.notificationsRead, jwt, { through: newest.id });
    // A late mark of the older one does not make the newest unread again.
    const late = notificationsResponseSchema.parse(
      (await send('POST', ACCOUNT_API_PATHS.notificationsRead, jwt, { through: older.id })).json(),
    );
    expect(late.unreadCount).toBe(0);

    const foreign = await send('POST', ACCOUNT_API_PATHS.notificationsRead, stranger.jwt, {
      through: newest.id,
    });
    expect(foreign.statusCode).toBe(404);
    const bad = await send('POST', ACCOUNT_API_PATHS.notificationsRead, jwt, { through: 'latest' });
    expect(bad.statusCode).toBe(400);
    expect(messagesOf(bad.json())).toEqual(['through must be the id of a notification']);
    expect((await get(ACCOUNT_API_PATHS.notifications)).statusCode).toBe(401);
  });
});

describe("zip-eligibility reads the lender's excluded ZIPs (decision 0217)", () => {
  it('answers an excluded ZIP not eligible for its lender only, and refuses an application there', async () => {
    const zip = (code: string, org: string) =>
      get(`${HELOC_API_PATHS.zipEligibility}?zip=${code}&orgCode=${org}`).then(
        (r) => r.json() as { eligible: boolean },
      );
    expect(await zip('95899', 'HEARTH')).toMatchObject({ eligible: false });
    expect(await zip('95814', 'HEARTH')).toMatchObject({ eligible: true });
    expect(await zip('95899', 'SUMMITCU')).toMatchObject({ eligible: true });
    const bad = await get(`${HELOC_API_PATHS.zipEligibility}?zip=9581`);
    expect(bad.statusCode).toBe(400);
    expect(messagesOf(bad.json())).toEqual(['Please enter a valid zipcode']);

    const http = injectHttp(app);
    const borrower = await registerJourneyBorrower(http);
    const address = { street1: '12 Excluded Ct', city: 'Sacramento', state: 'CA', zip: '95899' };
    await expect(submitJourneyApplication(http, borrower, { address })).rejects.toThrow(/create: 422/);
    expect((await get(HELOC_API_PATHS.allApplications, borrower.jwt)).json()).toEqual({ applications: [] });
  });
});
