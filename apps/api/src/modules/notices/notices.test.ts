import { DEFAULT_ORG_CODE } from '@hearth/domain/brands';
import { NOTICE_TO_HOME_LOAN_APPLICANT } from '@hearth/domain/credit-score-notice';
import { CFPB_HELOC_BOOKLET } from '@hearth/domain/disclosures';
import { REGISTRATION_CONSENT_TYPE, REGISTRATION_CONSENT_VERSION } from '@hearth/domain/electronic-consent';
import { APR_EXCLUDES_OTHER_COSTS_WORDS } from '@hearth/domain/line-terms';
import { NOTICE_API_PATHS, type NoticeKind, type NoticesView } from '@hearth/domain/notices';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { decryptField } from '../../db/field-crypto';
import { NEWSCORE_DROP } from '../../providers/credit-bureau/sandbox-hard-credit';
import {
  bearer,
  PHONE,
  register,
  registeredBorrower,
  registrationConsentBody,
  STRONG_PASSWORD,
  uniqueEmail,
} from '../../test/identity-helpers';
import { setupTestApp, type TestApp } from '../../test/test-app';
import { openCreditPull } from '../application/credit-pull';
import { findApplication, statusHistory } from '../application/repository';
import { createApplication, createBody, settledStatus } from '../application/test-helpers';
import { clearSupportContact, setSupportContact } from '../brand-settings/service';
import { pdfText } from '../documents/test-helpers';
import { acceptedApplication, statusAfter, vendorQueueIdle } from '../hard-pull/test-helpers';
import { identities, identityConsents, outbox } from '../identity/schema';
import { applicantNotices, mailQueue } from './schema';

let t: TestApp;
beforeAll(async () => {
  t = await setupTestApp();
});

/**
 * A borrower who accepted the consent to electronic communications as the register page shows it, after opening its
 * sample and typing the code (decision 0210); with `demonstrate: false`, the consent alone.
 */
async function consentingBorrower(options: { demonstrate?: boolean } = {}) {
  const { consent, eSignConsent } = await registrationConsentBody(t.app, options);
  const email = uniqueEmail();
  const res = await register(t.app, { email, password: STRONG_PASSWORD, phoneNumber: PHONE, eSignConsent });
  expect(res.statusCode, res.body).toBe(200);
  return { email, consent, ...(res.json() as { jwt: string; identityUuid: string }) };
}

/** Applies as a sandbox persona and waits for pre-qualification to settle. */
async function apply(borrower: { jwt: string }, lastName: string) {
  const created = await createApplication(t.app, borrower.jwt, createBody({ lastName }));
  expect(created.statusCode, created.body).toBe(201);
  const uuid = (created.json() as { uuid: string }).uuid;
  const status = await settledStatus(t.app, borrower.jwt, uuid);
  return { uuid, status, headers: bearer(borrower.jwt) };
}

/** The notices of an application once those of `kinds` are all there (the pipeline gives them as it ends). */
async function noticesOnce(uuid: string, headers: Record<string, string>, kinds: NoticeKind[]) {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const res = await t.app.inject({ method: 'GET', url: NOTICE_API_PATHS.notices(uuid), headers });
    expect(res.statusCode, res.body).toBe(200);
    const view = res.json() as NoticesView;
    const have = view.notices.map((n) => n.kind);
    if (kinds.every((kind) => have.includes(kind)) || Date.now() > deadline) return view.notices;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** The PDF as served, read back the way a PDF reader does, its lines joined into one text. */
async function pdfWords(uuid: string, headers: Record<string, string>, noticeId: string) {
  const res = await t.app.inject({ method: 'GET', url: NOTICE_API_PATHS.pdf(uuid, noticeId), headers });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('application/pdf');
  // Each page's footer ("Lender — Title — Page 1 of 5") is printed last on its page: left out, sentences read whole.
  return pdfText(res.rawPayload)
    .split('\n')
    .filter((line) => !/ — Page \d+ of \d+$/.test(line))
    .join(' ')
    .replace(/\s+/g, ' ');
}

const mails = (identityUuid: string, kind: NoticeKind) =>
  t.database.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.identityUuid, identityUuid), eq(outbox.kind, kind)));

const squash = (text: string) => text.replace(/\s+/g, ' ');

describe('the consent to electronic communications at registration (issue 20 item 12)', () => {
  it('is stored with its version, time, address and the hash of the text served', async () => {
    const borrower = await consentingBorrower();
    const [stored] = await t.database.db
      .select()
      .from(identityConsents)
      .where(eq(identityConsents.identityUuid, borrower.identityUuid));
    expect(stored).toMatchObject({
      type: REGISTRATION_CONSENT_TYPE,
      version: REGISTRATION_CONSENT_VERSION,
      textSha256: borrower.consent.sha256,
      withdrawnAt: null,
      demonstratedAt: expect.any(Date),
      demonstrationNonce: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/),
    });
    expect(stored?.ipAddress).toBeTruthy();
    expect(stored?.acceptedAt).toBeInstanceOf(Date);
    // The text served says what E-SIGN asks: paper copies, withdrawal, the email address, what is needed.
    const text = borrower.consent.paragraphs.map((p) => p.text).join(' ');
    for (const words of ['paper copy', 'withdraw', 'email address', 'PDF files', 'credit score notices'])
      expect(text).toContain(words);
  });

  it('does not count for delivery without the demonstration: the notices go by mail (decision 0210)', async () => {
    const borrower = await consentingBorrower({ demonstrate: false });
    const [stored] = await t.database.db
      .select()
      .from(identityConsents)
      .where(eq(identityConsents.identityUuid, borrower.identityUuid));
    expect(stored).toMatchObject({ textSha256: borrower.consent.sha256, demonstratedAt: null });
    const { uuid, status, headers } = await apply(borrower, 'Decline');
    expect(status).toBe('DECLINED');
    const notices = await noticesOnce(uuid, headers, ['EARLY_HELOC_DISCLOSURE', 'ADVERSE_ACTION_NOTICE']);
    expect(notices.map((n) => n.delivery)).toEqual(notices.map(() => 'MAIL'));
    expect(
      await t.database.db.select().from(outbox).where(eq(outbox.identityUuid, borrower.identityUuid)),
    ).toEqual([]);
    const queued = await t.database.db.select().from(mailQueue).where(eq(mailQueue.applicationUuid, uuid));
    expect(queued.map((q) => q.noticeId).sort()).toEqual(notices.map((n) => n.id).sort());
  });

  it('refuses a consent whose text changed since it was shown, and creates nothing', async () => {
    const email = uniqueEmail();
    const res = await register(t.app, {
      email,
      password: STRONG_PASSWORD,
      phoneNumber: PHONE,
      eSignConsent: { version: REGISTRATION_CONSENT_VERSION, sha256: 'a'.repeat(64) },
    });
    expect(res.statusCode).toBe(409);
    expect(await t.database.db.select().from(identities).where(eq(identities.email, email))).toEqual([]);
  });
});

describe('the early HELOC disclosure and the CFPB booklet at application (issue 20 item 11)', () => {
  it('is given before the soft pull as a PDF to keep, and emailed, to an applicant declined at pre-qualification', async () => {
    const borrower = await consentingBorrower();
    const { uuid, status, headers } = await apply(borrower, 'Decline');
    expect(status).toBe('DECLINED');
    const notices = await noticesOnce(uuid, headers, ['EARLY_HELOC_DISCLOSURE', 'ADVERSE_ACTION_NOTICE']);
    const early = notices.find((n) => n.kind === 'EARLY_HELOC_DISCLOSURE');
    expect(early).toMatchObject({
      recipient: 'Alex Decline',
      delivery: 'EMAIL',
      title: 'Important terms of our home equity line of credit',
    });
    // Given before the soft pull: stored before the application left WAITING_FOR_SOFT_CREDIT.
    const [row] = await t.database.db
      .select()
      .from(applicantNotices)
      .where(eq(applicantNotices.id, early?.id ?? ''));
    const pulled = (await statusHistory(t.database.db, uuid)).find(
      (h) => h.fromStatus === 'WAITING_FOR_SOFT_CREDIT',
    );
    expect(row?.createdAt.getTime()).toBeLessThanOrEqual(pulled?.at.getTime() ?? 0);

    const words = await pdfWords(uuid, headers, early?.id ?? '');
    for (const required of [
      'Important terms of our home equity line of credit',
      'For: Alex Decline',
      'keep a copy for your records', // 1026.40(d)(1)
      'All of the terms described below are subject to change', // (d)(2)
      'you are entitled to a refund of any fees', // (d)(2)
      'You could lose your home', // (d)(3)
      'require you to pay the whole outstanding balance in one payment', // (d)(4)
      'Fixed-rate plan, 10-year term',
      'Fixed-rate plan, 30-year term',
      'Variable-rate plan, 30-year term',
      'Draw period: the first', // (d)(5)(i)
      'Minimum payment example: if you owed $10,000', // (d)(5)(iii)
      'Annual percentage rate: from', // (d)(6)
      APR_EXCLUDES_OTHER_COSTS_WORDS,
      'Origination fee: from', // (d)(7)
      'Late fee', // (d)(7)
      'Fees paid to others to open the plan', // (d)(8)
      'Negative amortization', // (d)(9)
      'Transaction requirements', // (d)(10)
      'Tax deductibility', // (d)(11)
      'Index: the Prime Rate', // (d)(12)
      'The annual percentage rate will never be less than', // (d)(12)
      'Historical example', // (d)(12)(xi)
      'we have given you the Consumer Financial Protection Bureau\'s booklet "What you should know about home equity lines of credit"', // (e)
      CFPB_HELOC_BOOKLET.url,
    ])
      expect(words, required).toContain(squash(required));

    // Emailed: the words in full, the booklet's link, the PDF attached by its stored key and hash.
    const [mail, ...more] = await mails(borrower.identityUuid, 'EARLY_HELOC_DISCLOSURE');
    expect(more).toEqual([]);
    expect(mail?.recipient).toBe('alex@example.com');
    expect(mail?.subject).toContain('the CFPB\u2019s booklet'.replace('\u2019', "'"));
    expect(mail?.body).toContain(CFPB_HELOC_BOOKLET.url);
    expect(mail?.body).toContain('we have given you the Consumer Financial Protection Bureau');
    expect(mail?.attachments).toEqual([
      {
        filename: 'heloc-early-disclosure.pdf',
        contentType: 'application/pdf',
        storageKey: row?.storageKey,
        sha256: early?.sha256,
      },
    ]);
  });
});

describe("the lender's own support contact in the notices (issue 24, decision 0254)", () => {
  it("prints the support phone and e-mail the lender set in the console, not the brand registry's", async () => {
    const contact = { phone: '(555) 010-2424', email: 'help@lender-own.example' };
    await setSupportContact(t.database.db, DEFAULT_ORG_CODE, contact, new Date());
    try {
      const borrower = await consentingBorrower();
      const { uuid, headers } = await apply(borrower, 'Decline');
      const notices = await noticesOnce(uuid, headers, ['EARLY_HELOC_DISCLOSURE']);
      const early = notices.find((n) => n.kind === 'EARLY_HELOC_DISCLOSURE');
      const words = await pdfWords(uuid, headers, early?.id ?? '');
      expect(words).toContain(contact.phone);
      const [mail] = await mails(borrower.identityUuid, 'EARLY_HELOC_DISCLOSURE');
      expect(mail?.body).toContain(`Call us at ${contact.phone} or email ${contact.email}.`);
      expect(mail?.body).not.toContain('(888) 555-0142');
    } finally {
      await clearSupportContact(t.database.db, DEFAULT_ORG_CODE);
    }
  });
});

describe('credit score notices (issue 20 item 7)', () => {
  it('gives the FCRA 609(g) notice with the Regulation V 1022.74(d) content when the soft pull priced the offers', async () => {
    const borrower = await consentingBorrower();
    const { uuid, status, headers } = await apply(borrower, 'Score705');
    expect(status).toBe('OFFER_SELECTION');
    const notices = await noticesOnce(uuid, headers, ['CREDIT_SCORE_NOTICE']);
    const scoreNotices = notices.filter((n) => n.kind === 'CREDIT_SCORE_NOTICE');
    expect(scoreNotices).toHaveLength(1);
    expect(scoreNotices[0]).toMatchObject({ recipient: 'Alex Score705', delivery: 'EMAIL' });

    const app = await findApplication(t.database.db, uuid);
    const pull = app && openCreditPull(t.config.encryptionKey, app);
    if (pull?.outcome !== 'MATCH') throw new Error('the soft pull must match');
    const report = pull.report;
    const words = await pdfWords(uuid, headers, scoreNotices[0]?.id ?? '');
    const [year, month, day] = report.pulledAt.slice(0, 10).split('-');
    for (const required of [
      'Your credit score and the price you pay for credit',
      'For: Alex Score705',
      'Your credit score: 705', // 609(g)(1)(A)
      `Source: ${report.bureau.name}`,
      `Date: ${month}/${day}/${year}`,
      'scores range from a low of 300 to a high of 850', // 609(g)(1)(B)
      'Key factors that adversely affected your credit score', // 609(g)(1)(C)
      ...report.scoreFactors.slice(0, 4).map((f) => f.description),
      'ranks higher than', // 1022.74(d)(1)(ii)(D)
      'percent of U.S. consumers',
      'You have a right to dispute any inaccurate information', // (E)
      'free copy of your credit report from each of the nationwide consumer reporting agencies once a year', // (F)
      '1-877-322-8228', // (G)
      'www.annualcreditreport.com',
      'www.consumerfinance.gov/learnmore', // (H)
      'Notice to the home loan applicant', // 609(g)(1)(D), in full
      ...NOTICE_TO_HOME_LOAN_APPLICANT.paragraphs,
      `${report.bureau.street}, ${report.bureau.city}, ${report.bureau.state} ${report.bureau.zip}`,
      report.bureau.phone,
    ])
      expect(words, required).toContain(squash(required));

    const [mail] = await mails(borrower.identityUuid, 'CREDIT_SCORE_NOTICE');
    expect(mail?.body).toContain('Your credit score: 705');
    expect(mail?.body).toContain(NOTICE_TO_HOME_LOAN_APPLICANT.paragraphs[4]);
    expect(mail?.attachments[0]?.sha256).toBe(scoreNotices[0]?.sha256);
  });

  it('gives it to a declined applicant whose score was used, beside the notice of action taken', async () => {
    const borrower = await consentingBorrower();
    const { uuid, status, headers } = await apply(borrower, 'Decline');
    expect(status).toBe('DECLINED');
    const notices = await noticesOnce(uuid, headers, ['CREDIT_SCORE_NOTICE', 'ADVERSE_ACTION_NOTICE']);
    expect(notices.map((n) => n.kind).sort()).toEqual([
      'ADVERSE_ACTION_NOTICE',
      'CREDIT_SCORE_NOTICE',
      'EARLY_HELOC_DISCLOSURE',
    ]);
  });

  it('gives none for a file with no score, and none when only eligibility declined', async () => {
    const borrower = await registeredBorrower(t.app);
    const thin = await apply(borrower, 'Thin');
    expect(thin.status).toBe('DECLINED');
    const notices = await noticesOnce(thin.uuid, thin.headers, ['ADVERSE_ACTION_NOTICE']);
    expect(notices.map((n) => n.kind).sort()).toEqual(['ADVERSE_ACTION_NOTICE', 'EARLY_HELOC_DISCLOSURE']);

    // Hawaii: declined on eligibility alone, before any score was used.
    const created = await createApplication(
      t.app,
      borrower.jwt,
      createBody({ street1: '300 Aloha St', city: 'Honolulu', state: 'HI', zip: '96813' }),
    );
    const hawaii = (created.json() as { uuid: string }).uuid;
    expect(await settledStatus(t.app, borrower.jwt, hawaii)).toBe('DECLINED');
    const given = await noticesOnce(hawaii, thin.headers, ['ADVERSE_ACTION_NOTICE']);
    expect(given.map((n) => n.kind).sort()).toEqual(['ADVERSE_ACTION_NOTICE', 'EARLY_HELOC_DISCLOSURE']);
  });

  it('gives it again after the hard pull when the score used changes, and not when it is the same', async () => {
    const changed = await acceptedApplication(t.app, { lastName: 'Newscore' });
    expect(await statusAfter(t, changed.uuid, 'HARD_CREDIT_PULL')).toBe('INCOME_VERIFICATION');
    await vendorQueueIdle(t.app);
    const notices = (await noticesOnce(changed.uuid, changed.headers, ['CREDIT_SCORE_NOTICE'])).filter(
      (n) => n.kind === 'CREDIT_SCORE_NOTICE',
    );
    expect(notices).toHaveLength(2);
    const app = await findApplication(t.database.db, changed.uuid);
    const pull = app && openCreditPull(t.config.encryptionKey, app);
    if (pull?.outcome !== 'MATCH' || pull.report.score === null) throw new Error('the soft pull must score');
    const first = await pdfWords(changed.uuid, changed.headers, notices[0]?.id ?? '');
    const second = await pdfWords(changed.uuid, changed.headers, notices[1]?.id ?? '');
    expect(first).toContain(`Your credit score: ${pull.report.score}`);
    expect(second).toContain(`Your credit score: ${pull.report.score - NEWSCORE_DROP}`);
    expect(second).toContain('gave a credit score different from the one we told you about before');
    // The disclosures of start/app-summary carry the E-SIGN consent: the second went by email too.
    expect(notices[1]?.delivery).toBe('EMAIL');

    const same = await acceptedApplication(t.app, { lastName: 'Prime' });
    expect(await statusAfter(t, same.uuid, 'HARD_CREDIT_PULL')).toBe('INCOME_VERIFICATION');
    await vendorQueueIdle(t.app);
    const kept = await noticesOnce(same.uuid, same.headers, ['CREDIT_SCORE_NOTICE']);
    expect(kept.filter((n) => n.kind === 'CREDIT_SCORE_NOTICE')).toHaveLength(1);
  });
});

describe('notices of action taken, delivered (issue 20 item 12)', () => {
  it('emails the notice to an applicant who consented to electronic communications', async () => {
    const borrower = await consentingBorrower();
    const { uuid, headers } = await apply(borrower, 'Delinquent');
    const notices = await noticesOnce(uuid, headers, ['ADVERSE_ACTION_NOTICE']);
    const notice = notices.find((n) => n.kind === 'ADVERSE_ACTION_NOTICE');
    expect(notice?.delivery).toBe('EMAIL');
    const [mail, ...more] = await mails(borrower.identityUuid, 'ADVERSE_ACTION_NOTICE');
    expect(more).toEqual([]);
    expect(mail?.subject).toContain('our decision on your home equity line of credit application');
    expect(mail?.body).toContain('Principal reason(s) for this decision');
    expect(mail?.body).toContain('Equal Credit Opportunity Act');
    expect(mail?.attachments[0]).toMatchObject({
      filename: 'notice-of-action-taken.pdf',
      sha256: notice?.sha256,
    });
    const words = await pdfWords(uuid, headers, notice?.id ?? '');
    expect(words).toContain('Notice of action taken');
    expect(words).toContain('Equal Credit Opportunity Act');
    // Nothing queued for mail when the email is the delivery.
    expect(await t.database.db.select().from(mailQueue).where(eq(mailQueue.applicationUuid, uuid))).toEqual(
      [],
    );
  });

  it('queues the notice for the print vendor when there is no consent, and lists no key factors for a thin file', async () => {
    const borrower = await registeredBorrower(t.app);
    const { uuid, status, headers } = await apply(borrower, 'Thin');
    expect(status).toBe('DECLINED');
    const notices = await noticesOnce(uuid, headers, ['ADVERSE_ACTION_NOTICE']);
    const notice = notices.find((n) => n.kind === 'ADVERSE_ACTION_NOTICE');
    expect(notice?.delivery).toBe('MAIL');
    // Not emailed: nothing in the outbox for this applicant.
    expect(
      await t.database.db.select().from(outbox).where(eq(outbox.identityUuid, borrower.identityUuid)),
    ).toEqual([]);
    const queued = await t.database.db.select().from(mailQueue).where(eq(mailQueue.applicationUuid, uuid));
    expect(queued.map((q) => q.noticeId).sort()).toEqual(notices.map((n) => n.id).sort());
    const mailing = queued.find((q) => q.noticeId === notice?.id);
    expect(mailing?.recipientName).toBe('Alex Thin');
    expect(mailing?.printedAt).toBeNull();
    expect(JSON.parse(decryptField(t.config.encryptionKey, mailing?.addressEncrypted ?? ''))).toMatchObject({
      street1: '1400 Happy Path Ln',
      city: 'Sacramento',
      state: 'CA',
      zip: '95814',
    });

    // The thin file's notice: no score, so no key factors of one.
    const words = await pdfWords(uuid, headers, notice?.id ?? '');
    expect(words).toContain('Score: none.');
    expect(words).toContain('there are no key factors');
    expect(words).not.toContain('Key factors that adversely affected');
    expect(words).not.toContain('Lack of recent revolving account information');
    expect(words).not.toContain('Length of time accounts have been established');
  });

  it('delivers a decline of any other path through the sweep, once', async () => {
    const borrower = await consentingBorrower();
    const { uuid, headers } = await apply(borrower, 'Bankrupt');
    await noticesOnce(uuid, headers, ['ADVERSE_ACTION_NOTICE']);
    // As if the delivery had failed after the decline (or the decline came from the final decision).
    await t.database.db
      .delete(applicantNotices)
      .where(
        and(eq(applicantNotices.applicationUuid, uuid), eq(applicantNotices.kind, 'ADVERSE_ACTION_NOTICE')),
      );
    await t.database.db
      .delete(outbox)
      .where(and(eq(outbox.identityUuid, borrower.identityUuid), eq(outbox.kind, 'ADVERSE_ACTION_NOTICE')));
    expect(await t.app.notices.sweep()).toBeGreaterThanOrEqual(1);
    expect(await mails(borrower.identityUuid, 'ADVERSE_ACTION_NOTICE')).toHaveLength(1);
    await t.app.notices.sweep();
    expect(await mails(borrower.identityUuid, 'ADVERSE_ACTION_NOTICE')).toHaveLength(1);
  });

  it('serves a notice to its own borrower only', async () => {
    const owner = await consentingBorrower();
    const { uuid, headers } = await apply(owner, 'Decline');
    const [notice] = await noticesOnce(uuid, headers, ['EARLY_HELOC_DISCLOSURE']);
    const stranger = await registeredBorrower(t.app);
    for (const url of [NOTICE_API_PATHS.notices(uuid), NOTICE_API_PATHS.pdf(uuid, notice?.id ?? '')]) {
      const res = await t.app.inject({ method: 'GET', url, headers: bearer(stranger.jwt) });
      expect(res.statusCode).toBe(404);
    }
    const text = await t.app.inject({
      method: 'GET',
      url: NOTICE_API_PATHS.notice(uuid, notice?.id ?? ''),
      headers,
    });
    expect(text.statusCode).toBe(200);
    expect((text.json() as { paragraphs: unknown[] }).paragraphs.length).toBeGreaterThan(10);
  });
});
