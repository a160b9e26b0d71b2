import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, PHONE, registeredBorrower } from '../../test/identity-helpers';
import { setupTestApp, type TestApp } from '../../test/test-app';
import { commsConsents } from './schema';

let t: TestApp;
beforeAll(async () => {
  t = await setupTestApp();
});

describe('SMS consents', () => {
  it('serves the prompt with the brand name and records an answer to it', async () => {
    const prompt = (
      await t.app.inject({ url: '/service-comms-prefs/external/api/v1/consent/prompt/SMS' })
    ).json();
    expect(prompt.text).toContain('Hearth');
    expect(
      (await t.app.inject({ url: '/service-comms-prefs/external/api/v1/consent/prompt/EMAIL' })).statusCode,
    ).toBe(400);

    const borrower = await registeredBorrower(t.app);
    const save = (consentPromptUuid: string) =>
      t.app.inject({
        method: 'POST',
        url: '/service-comms-prefs/secure/api/v1/consent/user',
        headers: bearer(borrower.jwt),
        payload: {
          org: 'HEARTH',
          source: 'register-v2',
          productType: 'HELOC',
          phone: '(555) 555-0123',
          consents: [{ consentPromptUuid, optInOut: 'OPT_IN' }],
        },
      });
    expect((await save(prompt.consentPromptUuid)).json()).toEqual({ saved: 1 });
    expect((await save('00000000-0000-4000-8000-000000000000')).statusCode).toBe(400);
    const rows = await t.database.db.select().from(commsConsents);
    expect(rows).toMatchObject([{ consentType: 'SMS', optInOut: 'OPT_IN', phone: '5555550123' }]);
  });
});

describe('SMS consents are bound to the caller (decision 0084)', () => {
  it("refuse another lender, another phone or another e-mail, record nothing, and store the caller's own", async () => {
    const prompt = (
      await t.app.inject({ url: '/service-comms-prefs/external/api/v1/consent/prompt/SMS' })
    ).json() as { consentPromptUuid: string };
    const borrower = await registeredBorrower(t.app);
    const save = (fields: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: '/service-comms-prefs/secure/api/v1/consent/user',
        headers: bearer(borrower.jwt),
        payload: {
          org: 'HEARTH',
          source: 'REGISTER',
          productType: 'HELOC',
          consents: [{ consentPromptUuid: prompt.consentPromptUuid, optInOut: 'OPT_IN' }],
          ...fields,
        },
      });
    const forgeries: Record<string, string>[] = [
      { org: 'PORCHLIGHT', phone: PHONE },
      { phone: '(555) 555-0199' },
      { phone: PHONE, email: 'someone.else@example.com' },
    ];
    for (const forged of forgeries) {
      const res = await save(forged);
      expect(res.statusCode, JSON.stringify(forged)).toBe(403);
      expect(res.json()).toMatchObject({ error: 'FORBIDDEN' });
    }
    const mine = () =>
      t.database.db.select().from(commsConsents).where(eq(commsConsents.identityUuid, borrower.identityUuid));
    expect(await mine()).toEqual([]);

    // The caller's own details, as typed (formatted phone, other case): recorded from the identity.
    expect(
      (await save({ org: 'hearth', phone: PHONE, email: borrower.email.toUpperCase() })).statusCode,
    ).toBe(200);
    expect((await save({})).statusCode).toBe(200);
    expect(await mine()).toMatchObject([
      { organizationCode: 'HEARTH', phone: '5555550123', email: borrower.email },
      { organizationCode: 'HEARTH', phone: '5555550123', email: borrower.email },
    ]);
  });
});
