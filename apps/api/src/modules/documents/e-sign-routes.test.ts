import { APP_START_API_PATHS, type ApplicationSummary } from '@hearth/domain/app-start';
import { E_SIGN_CONTACT_LINKS } from '@hearth/domain/disclosures';
import {
  E_SIGN_MESSAGES,
  E_SIGN_SAMPLE_TITLE,
  type ESignConsentView,
  E_SIGN_API_PATHS as PATHS,
} from '@hearth/domain/e-sign';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, registeredBorrower } from '../../test/identity-helpers';
import { sampleCodeOf } from '../../test/journey/e-sign-sample';
import { injectHttp } from '../../test/journey/http';
import { seedJourney } from '../../test/journey/stages';
import { setupTestApp, type TestApp } from '../../test/test-app';
import { consentsOf } from '../application/repository';
import { eSignDemonstrations } from '../e-sign/schema';
import { pdfText } from './test-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await setupTestApp();
});

type Headers = Record<string, string>;
const get = (url: string, headers: Headers) => t.app.inject({ method: 'GET', url, headers });
const post = (url: string, headers: Headers, payload: object) =>
  t.app.inject({ method: 'POST', url, headers, payload });
const message = (res: { json: () => unknown }) => (res.json() as { message: string }).message;

/** A borrower on start/app-summary with the demographic questions answered: only the disclosures are left. */
async function onSummary() {
  const seeded = await seedJourney(injectHttp(t.app), { stage: 'app-summary' });
  const declined = { declined: true };
  const hmda = await t.app.inject({
    method: 'PUT',
    url: APP_START_API_PATHS.hmda(seeded.uuid),
    headers: seeded.headers,
    payload: { ethnicity: declined, race: declined, sex: declined },
  });
  expect(hmda.statusCode, hmda.body).toBe(200);
  return seeded;
}

describe('the E-SIGN consent and its reasonable demonstration (issue 20 item 14, decision 0202)', () => {
  it('states what 15 U.S.C. 7001(c) asks, with a way to update contact details', async () => {
    const { uuid, headers } = await onSummary();
    const consent = (await get(PATHS.consent(uuid), headers)).json() as ESignConsentView;
    expect(consent.demonstratedAt).toBeNull();
    // The same words the summary shows and the borrower accepts, by the same hash.
    const summary = (await get(APP_START_API_PATHS.summary(uuid), headers)).json() as ApplicationSummary;
    const shown = summary.disclosures.find((d) => d.type === 'E_SIGN');
    expect(shown).toMatchObject({ version: consent.version, sha256: consent.sha256, text: consent.text });
    for (const required of [
      /What this consent covers: every record of this home equity line of credit/, // the scope (c)(1)(B)(ii)
      /Hardware and software you need: .*software that opens PDF files/, // (c)(1)(C)(i)
      /If these requirements change: .*email you first with the new requirements.*withdraw your consent at no charge/, // (c)(1)(D)
      /Paper copies: you may ask for a paper copy of any record at no charge/, // (c)(1)(B)(iv)
      /Withdrawing consent: you may withdraw this consent at any time, at no charge, by calling .* or emailing/, // (c)(1)(B)(i), (iii)
      /Keeping your contact details current: .*Contact us page/, // updating the information needed to contact them
      /open a sample PDF document and enter the code printed in it/, // (c)(1)(C)(ii)
    ])
      expect(consent.text).toMatch(required);
    expect(consent.links).toEqual(E_SIGN_CONTACT_LINKS.map((link) => ({ ...link })));
  });

  it('accepts the consent only after the borrower opened the sample PDF and typed its code; records version, time and hash', async () => {
    const { uuid, headers } = await onSummary();
    const summary = (await get(APP_START_API_PATHS.summary(uuid), headers)).json() as ApplicationSummary;
    const accept = () =>
      post(APP_START_API_PATHS.acceptDisclosures(uuid), headers, {
        accepted: summary.disclosures.map(({ type, version, sha256 }) => ({ type, version, sha256 })),
      });

    // Not before the demonstration: nothing is accepted and the credit check does not start.
    const early = await accept();
    expect(early.statusCode).toBe(409);
    expect(message(early)).toBe(E_SIGN_MESSAGES.demonstrateFirst);
    expect((await consentsOf(t.database.db, uuid)).map((c) => c.type)).not.toContain('E_SIGN');

    // The sample is a PDF made by the documents' renderer, and the code is printed in it.
    const sample = await get(PATHS.sample(uuid), headers);
    expect(sample.statusCode).toBe(200);
    expect(sample.headers['content-type']).toBe('application/pdf');
    expect(sample.headers['content-disposition']).toContain('sample-document.pdf');
    const words = pdfText(sample.rawPayload).replace(/\s+/g, ' ');
    expect(words).toContain(E_SIGN_SAMPLE_TITLE.slice(0, 40));
    const code = sampleCodeOf(sample.rawPayload);
    expect(words).toContain(`Your code is ${code}`);
    // Opening it again shows the same code.
    expect(sampleCodeOf((await get(PATHS.sample(uuid), headers)).rawPayload)).toBe(code);

    const consent = (await get(PATHS.consent(uuid), headers)).json() as ESignConsentView;
    const demonstrate = (body: object) =>
      post(PATHS.demonstration(uuid), headers, {
        code,
        version: consent.version,
        sha256: consent.sha256,
        ...body,
      });
    const wrong = await demonstrate({ code: code === '000000' ? '111111' : '000000' });
    expect(wrong.statusCode).toBe(400);
    expect(message(wrong)).toBe(E_SIGN_MESSAGES.codeWrong);
    const malformed = await demonstrate({ code: '12ab' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.body).toContain(E_SIGN_MESSAGES.codeFormat);
    const stale = await demonstrate({ version: '2026-11' });
    expect(stale.statusCode).toBe(409);
    expect(message(stale)).toBe(E_SIGN_MESSAGES.changed);
    expect((await get(PATHS.consent(uuid), headers)).json()).toMatchObject({ demonstratedAt: null });

    const done = await demonstrate({});
    expect(done.statusCode, done.body).toBe(200);
    const demonstrated = done.json() as ESignConsentView;
    expect(demonstrated.demonstratedAt).not.toBeNull();
    const [row] = await t.database.db
      .select()
      .from(eSignDemonstrations)
      .where(and(eq(eSignDemonstrations.applicationUuid, uuid)));
    expect(row).toMatchObject({ version: consent.version, textSha256: consent.sha256 });
    expect(row?.demonstratedAt.toISOString()).toBe(demonstrated.demonstratedAt);

    const accepted = await accept();
    expect(accepted.statusCode, accepted.body).toBe(200);
    const eSign = (await consentsOf(t.database.db, uuid)).find((c) => c.type === 'E_SIGN');
    expect(eSign).toMatchObject({ version: consent.version, textSha256: consent.sha256 });
  });

  it('is one person’s: another borrower gets 404, and their own code does not open someone else’s consent', async () => {
    const { uuid, headers } = await onSummary();
    const other = await onSummary();
    const stranger = bearer((await registeredBorrower(t.app)).jwt);
    expect((await get(PATHS.sample(uuid), stranger)).statusCode).toBe(404);
    expect((await get(PATHS.consent(uuid), stranger)).statusCode).toBe(404);
    const theirs = sampleCodeOf((await get(PATHS.sample(other.uuid), other.headers)).rawPayload);
    const consent = (await get(PATHS.consent(uuid), headers)).json() as ESignConsentView;
    const mine = sampleCodeOf((await get(PATHS.sample(uuid), headers)).rawPayload);
    if (theirs !== mine) {
      const borrowed = await post(PATHS.demonstration(uuid), headers, {
        code: theirs,
        version: consent.version,
        sha256: consent.sha256,
      });
      expect(borrowed.statusCode).toBe(400);
    }
    // An owner's paths answer a borrower who was not invited with 404.
    expect((await get(PATHS.signerSample(uuid), headers)).statusCode).toBe(404);
  });
});

describe('guesses at the sample code (decision 0202)', () => {
  it('are limited per application, so one application used up does not stop another from the same address', async () => {
    const first = await onSummary();
    const second = await onSummary();
    const consent = (await get(PATHS.consent(first.uuid), first.headers)).json() as ESignConsentView;
    const guess = (seeded: { uuid: string; headers: Headers }) =>
      post(PATHS.demonstration(seeded.uuid), seeded.headers, {
        code: '000000',
        version: consent.version,
        sha256: consent.sha256,
      });
    const answers = [];
    for (let i = 0; i < 31; i++) answers.push((await guess(first)).statusCode);
    expect(answers.at(-1)).toBe(429);
    expect(answers.filter((status) => status === 429)).toHaveLength(1);
    // The same address, another application: its own 30 guesses.
    expect([400, 200]).toContain((await guess(second)).statusCode);
  });
});
