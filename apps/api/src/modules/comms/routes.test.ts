import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, registeredBorrower } from '../../test/identity-helpers';
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
