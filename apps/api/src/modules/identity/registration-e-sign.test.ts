import { E_SIGN_MESSAGES, E_SIGN_SAMPLE_TITLE } from '@hearth/domain/e-sign';
import {
  REGISTRATION_CONSENT_MESSAGES,
  REGISTRATION_SAMPLE_PATH,
  registrationSampleUrl,
} from '@hearth/domain/electronic-consent';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  PHONE,
  register,
  registrationConsentBody,
  STRONG_PASSWORD,
  sampleNonce,
  uniqueEmail,
} from '../../test/identity-helpers';
import { sampleCodeOf } from '../../test/journey/e-sign-sample';
import { injectHttp } from '../../test/journey/http';
import { registerJourneyBorrower } from '../../test/journey/steps';
import { setupTestApp, type TestApp } from '../../test/test-app';
import { pdfText } from '../documents/test-helpers';
import { hasElectronicConsent } from './electronic-consent';
import { identities, identityConsents } from './schema';

let t: TestApp;
beforeAll(async () => {
  t = await setupTestApp();
});

const message = (res: { json: () => unknown }) => (res.json() as { message: string }).message;
const sample = (nonce: string, organization = 'HEARTH') =>
  t.app.inject({ method: 'GET', url: registrationSampleUrl(nonce, organization) });
const accountOf = async (email: string) =>
  t.database.db.select().from(identities).where(eq(identities.email, email));
const consentOf = async (identityUuid: string) =>
  (
    await t.database.db.select().from(identityConsents).where(eq(identityConsents.identityUuid, identityUuid))
  )[0];

/** A wrong code for a sample: the right one with its last digit changed. */
const wrong = (code: string) => `${code.slice(0, 5)}${(Number(code[5]) + 1) % 10}`;

describe('the reasonable demonstration at registration (issue 20 item 14, decision 0210)', () => {
  it('serves a sample PDF to open in a tab, without an account, whose code is the nonce and the text', async () => {
    const nonce = sampleNonce();
    const res = await sample(nonce);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe('inline; filename="sample-document.pdf"');
    expect(res.headers['cache-control']).toBe('no-store');
    const words = pdfText(res.rawPayload).replace(/\s+/g, ' ');
    expect(words).toContain(E_SIGN_SAMPLE_TITLE);
    expect(words).toContain('version 2026-12 of our consent to electronic communications');
    expect(words).not.toContain('This sample is for Alex');
    // The same nonce shows the same code; another nonce, or another lender's text, another one.
    const code = sampleCodeOf(res.rawPayload);
    expect(sampleCodeOf((await sample(nonce)).rawPayload)).toBe(code);
    expect(sampleCodeOf((await sample(sampleNonce())).rawPayload)).not.toBe(code);
    expect(sampleCodeOf((await sample(nonce, 'SUMMITCU')).rawPayload)).not.toBe(code);
  });

  it('refuses a sample without a well-formed nonce (400)', async () => {
    for (const url of [REGISTRATION_SAMPLE_PATH, registrationSampleUrl('short', 'HEARTH')]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(400);
    }
    const bad = await t.app.inject({ method: 'GET', url: registrationSampleUrl('a'.repeat(21), 'HEARTH') });
    expect(message(bad)).toContain('The sample document needs the random code the page made');
  });

  it('stores the demonstration with the consent when the code is right, and counts it for delivery', async () => {
    const { consent, eSignConsent } = await registrationConsentBody(t.app);
    const email = uniqueEmail('esign');
    const res = await register(
      t.app,
      { email, password: STRONG_PASSWORD, phoneNumber: PHONE, eSignConsent },
      { headers: { 'user-agent': 'Hearth test browser' } },
    );
    expect(res.statusCode, res.body).toBe(200);
    const { identityUuid } = res.json() as { identityUuid: string };
    expect(await consentOf(identityUuid)).toMatchObject({
      version: consent.version,
      textSha256: consent.sha256,
      demonstratedAt: expect.any(Date),
      demonstrationNonce: eSignConsent.demonstration?.nonce,
      demonstrationUserAgent: 'Hearth test browser',
    });
    expect(await hasElectronicConsent(t.database.db, identityUuid)).toBe(true);
  });

  it('refuses a wrong code (400, the sample named) and creates nothing', async () => {
    const { eSignConsent } = await registrationConsentBody(t.app);
    const demonstration = eSignConsent.demonstration ?? { nonce: '', code: '' };
    const email = uniqueEmail('esign');
    const res = await register(t.app, {
      email,
      password: STRONG_PASSWORD,
      phoneNumber: PHONE,
      eSignConsent: { ...eSignConsent, demonstration: { ...demonstration, code: wrong(demonstration.code) } },
    });
    expect(res.statusCode).toBe(400);
    expect(message(res)).toBe(E_SIGN_MESSAGES.codeWrong);
    expect(await accountOf(email)).toEqual([]);

    // Another nonce's code is wrong too: the code binds to the nonce the sample was opened with.
    const other = await registrationConsentBody(t.app);
    const swapped = await register(t.app, {
      email,
      password: STRONG_PASSWORD,
      phoneNumber: PHONE,
      eSignConsent: {
        ...eSignConsent,
        demonstration: { nonce: demonstration.nonce, code: other.eSignConsent.demonstration?.code ?? '' },
      },
    });
    // A code that happens to match (one in a million) would make this flaky only in name.
    if (other.eSignConsent.demonstration?.code !== demonstration.code) expect(swapped.statusCode).toBe(400);

    // Not six digits: the field's message, nothing created.
    const malformed = await register(t.app, {
      email,
      password: STRONG_PASSWORD,
      phoneNumber: PHONE,
      eSignConsent: { ...eSignConsent, demonstration: { ...demonstration, code: '12ab' } },
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.body).toContain(E_SIGN_MESSAGES.codeFormat);
    expect(await accountOf(email)).toEqual([]);
  });

  it('refuses a nonce already used by another registration (409) and creates nothing', async () => {
    const { eSignConsent } = await registrationConsentBody(t.app);
    const first = await register(t.app, {
      email: uniqueEmail('esign'),
      password: STRONG_PASSWORD,
      phoneNumber: PHONE,
      eSignConsent,
    });
    expect(first.statusCode, first.body).toBe(200);
    const email = uniqueEmail('esign');
    const second = await register(t.app, {
      email,
      password: STRONG_PASSWORD,
      phoneNumber: PHONE,
      eSignConsent,
    });
    expect(second.statusCode).toBe(409);
    expect(message(second)).toBe(REGISTRATION_CONSENT_MESSAGES.sampleUsed);
    expect(await accountOf(email)).toEqual([]);
    // A new sample's code registers them.
    const fresh = await registrationConsentBody(t.app);
    const third = await register(t.app, {
      email,
      password: STRONG_PASSWORD,
      phoneNumber: PHONE,
      eSignConsent: fresh.eSignConsent,
    });
    expect(third.statusCode, third.body).toBe(200);
  });

  it('registers without a demonstration, or without the consent: neither counts for delivery', async () => {
    const { eSignConsent } = await registrationConsentBody(t.app, { demonstrate: false });
    const consented = await register(t.app, {
      email: uniqueEmail('esign'),
      password: STRONG_PASSWORD,
      phoneNumber: PHONE,
      eSignConsent,
    });
    expect(consented.statusCode, consented.body).toBe(200);
    const withConsent = (consented.json() as { identityUuid: string }).identityUuid;
    expect(await consentOf(withConsent)).toMatchObject({ demonstratedAt: null, demonstrationNonce: null });
    expect(await hasElectronicConsent(t.database.db, withConsent)).toBe(false);

    const none = await register(t.app, {
      email: uniqueEmail('esign'),
      password: STRONG_PASSWORD,
      phoneNumber: PHONE,
    });
    expect(none.statusCode, none.body).toBe(200);
    const withNone = (none.json() as { identityUuid: string }).identityUuid;
    expect(await consentOf(withNone)).toBeUndefined();
    expect(await hasElectronicConsent(t.database.db, withNone)).toBe(false);
  });

  it('is what the journey steps send when a borrower registers with the consent (the e2e seeding too)', async () => {
    const borrower = await registerJourneyBorrower(injectHttp(t.app), {
      eSignConsent: true,
      organization: 'SUMMITCU',
    });
    expect(await consentOf(borrower.identityUuid)).toMatchObject({ demonstratedAt: expect.any(Date) });
    expect(await hasElectronicConsent(t.database.db, borrower.identityUuid)).toBe(true);
    const plain = await registerJourneyBorrower(injectHttp(t.app));
    expect(await hasElectronicConsent(t.database.db, plain.identityUuid)).toBe(false);
  });

  it('does not count a demonstrated consent once withdrawn', async () => {
    const { eSignConsent } = await registrationConsentBody(t.app);
    const res = await register(t.app, {
      email: uniqueEmail('esign'),
      password: STRONG_PASSWORD,
      phoneNumber: PHONE,
      eSignConsent,
    });
    const { identityUuid } = res.json() as { identityUuid: string };
    await t.database.db
      .update(identityConsents)
      .set({ withdrawnAt: new Date() })
      .where(eq(identityConsents.identityUuid, identityUuid));
    expect(await hasElectronicConsent(t.database.db, identityUuid)).toBe(false);
  });
});
