import { SIGNER_API_PATHS } from '@hearth/domain/additional-signers';
import { addDays, formatIsoDate, formatLongDate, formatUsDate } from '@hearth/domain/dates';
import { DOCUMENT_API_PATHS, type LoanDocumentsView } from '@hearth/domain/documents';
import { HELOC_API_PATHS } from '@hearth/domain/heloc-api-paths';
import { type NotaryView, NOTARY_API_PATHS as PATHS } from '@hearth/domain/notary';
import { SIGNING_API_PATHS, SIGNING_MESSAGES, type SigningSession } from '@hearth/domain/signing';
import { texasDayOf } from '@hearth/domain/texas-home-equity';
import { and, eq } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { STRONG_PASSWORD } from '../../test/identity-helpers';
import { injectHttp } from '../../test/journey/http';
import {
  addJourneyAccounts,
  type JourneyApplication,
  sendJourneyInsurance,
  signJourneyDocuments,
} from '../../test/journey/steps';
import { setupTestApp, type TestApp } from '../../test/test-app';
import { findApplication, statusHistory } from '../application/repository';
import { addressOf, settledStatus } from '../collateral/test-helpers';
import { loanDocuments } from '../documents/schema';
import { atNoteSigning, pdfText } from '../documents/test-helpers';
import { outbox } from '../identity/schema';
import { coOwnerJoined } from '../signers/test-helpers';
import { signEverything } from '../signing/test-helpers';
import { notarySessions } from './schema';
import { moveClockTo } from './test-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await setupTestApp();
});
afterEach(() => t.app.vendors.clock.reset());

type Headers = Record<string, string>;
const TEXAS = { address: addressOf('texas') };
const DAY = 86_400_000;
const OFFICE = 'Sandbox Title Company, 100 Main St, Suite 200, Dallas, TX 75201';
const get = (url: string, headers: Headers) => t.app.inject({ method: 'GET', url, headers });
const post = (url: string, headers: Headers, payload: object = {}) =>
  t.app.inject({ method: 'POST', url, headers, payload });
const read = async (uuid: string, headers: Headers) =>
  (await get(PATHS.notary(uuid), headers)).json() as NotaryView;
const words = (bytes: Buffer) => pdfText(bytes).replace(/\s+/g, ' ');
const visit = (windows: (string | undefined)[]) => ({
  windows,
  agreeToFee: true,
  feePayment: 'DEDUCTED_FROM_DRAW',
});

/** A Texas line through its online ceremony (what it reads and acknowledges there) to choosing the closing. */
async function choosingTexasClosing() {
  const { uuid, headers } = await atNoteSigning(t, TEXAS);
  await signEverything(t, uuid, headers);
  expect(await settledStatus(t, uuid)).toBe('NOTARY_DISCLOSURE');
  return { uuid, headers };
}

describe('a Texas line is signed at the title office, not online (issue 20 item 2, decision 0201)', () => {
  it('refuses the agreement and the fair-market-value acknowledgment online, naming the closing and its 12th day', async () => {
    const { uuid, headers } = await atNoteSigning(t, TEXAS);
    const app = await findApplication(t.database.db, uuid);
    expect(
      (
        await post(SIGNING_API_PATHS.adopt(uuid), headers, {
          fullName: 'Alex Prime',
          style: 'SCRIPT',
          agree: true,
        })
      ).statusCode,
    ).toBe(200);
    const session = (await get(SIGNING_API_PATHS.session(uuid), headers)).json() as SigningSession;
    const action = (title: string) => session.documents.find((d) => d.title.startsWith(title))?.action;
    expect(action('Home equity line of credit agreement')).toBe('AT_CLOSING');
    expect(action('Texas acknowledgment of the fair market value')).toBe('AT_CLOSING');
    // Read and acknowledged online: the notice, the disclosures (the final itemized one's receipt starts its wait).
    expect(action('Texas home equity notice')).toBe('ACKNOWLEDGE');
    expect(action('Texas final itemized disclosure')).toBe('ACKNOWLEDGE');
    expect(action('Home equity line of credit account-opening disclosure')).toBe('ACKNOWLEDGE');
    // The deed is never in the borrower's ceremony.
    expect(session.documents.some((d) => d.title === 'Deed of trust')).toBe(false);

    // The notice was given as the application was made: the 12th day counts from that day.
    const twelfth = formatLongDate(addDays(texasDayOf(app?.createdAt ?? new Date()), 12));
    for (const title of [
      'Home equity line of credit agreement',
      'Texas acknowledgment of the fair market value',
    ]) {
      const doc = session.documents.find((d) => d.title.startsWith(title));
      const refused = await post(SIGNING_API_PATHS.acts(uuid), headers, {
        documentId: doc?.documentId,
        sha256: doc?.sha256,
        location: null,
      });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe(SIGNING_MESSAGES.texasAtClosing(doc?.title ?? '', twelfth));
      expect(refused.json().message).toMatch(
        /in person at your closing at the title company's office, no earlier than/,
      );
    }
    // Everything else done, the ceremony finishes: the closing documents wait for the title office.
    for (const doc of session.documents.filter((d) => d.action !== 'AT_CLOSING'))
      expect(
        (
          await post(SIGNING_API_PATHS.acts(uuid), headers, {
            documentId: doc.documentId,
            sha256: doc.sha256,
            location: null,
          })
        ).statusCode,
      ).toBe(200);
    const finished = await post(SIGNING_API_PATHS.finish(uuid), headers);
    expect(finished.statusCode, finished.body).toBe(200);
    expect(
      (finished.json() as SigningSession).documents.filter((d) => d.signedAt).map((d) => d.action),
    ).not.toContain('AT_CLOSING');
    expect(await settledStatus(t, uuid)).toBe('NOTARY_DISCLOSURE');
  });

  it('records each closing document signed at the visit; the certificate says where the closing took place', async () => {
    const { uuid, headers } = await choosingTexasClosing();
    const view = await read(uuid, headers);
    const windows = view.manual?.windows ?? [];
    const booked = await post(PATHS.manualBooking(uuid), headers, visit([windows[0]]));
    expect(booked.statusCode, booked.body).toBe(200);
    moveClockTo(t, uuid, windows[0] ?? '', 61 * 60_000);
    await read(uuid, headers);
    expect(await settledStatus(t, uuid)).toBe('RESCISSION');

    // The title office's report: the agreement, the final itemized disclosure and the fair-market-value
    // acknowledgment, each signed by the borrower at the visit, on or after the earliest closing day.
    const docs = (await get(DOCUMENT_API_PATHS.documents(uuid), headers)).json() as LoanDocumentsView;
    const idOf = (type: string) => docs.documents.find((d) => d.type === type)?.id;
    const [session] = await t.database.db
      .select()
      .from(notarySessions)
      .where(eq(notarySessions.applicationUuid, uuid));
    const end = new Date(Date.parse(windows[0] ?? '') + 60 * 60_000).toISOString();
    expect(session?.journal?.documents).toEqual(
      ['HELOC_AGREEMENT', 'TEXAS_FINAL_ITEMIZED_DISCLOSURE', 'TEXAS_FAIR_MARKET_VALUE_ACKNOWLEDGMENT']
        .map((type) => ({ documentId: idOf(type), signers: [{ name: 'Alex Prime', signedAt: end }] }))
        .sort(
          (a, b) =>
            docs.documents.findIndex((d) => d.id === a.documentId) -
            docs.documents.findIndex((d) => d.id === b.documentId),
        ),
    );
    expect(formatIsoDate(texasDayOf(new Date(end)))).toBe(view.texas?.earliestClosingOn);

    // Sealed: the agreement and the acknowledgment carry the signature made at the office, the certificate the office.
    const sealed = ((await get(DOCUMENT_API_PATHS.documents(uuid), headers)).json() as LoanDocumentsView)
      .sealed;
    expect(sealed).not.toBeNull();
    const copy = async (title: string) => {
      const executed = sealed?.executed.find((e) => e.title.startsWith(title));
      expect(executed, title).toBeDefined();
      return words((await get(DOCUMENT_API_PATHS.sealedPdf(uuid, executed?.id ?? ''), headers)).rawPayload);
    };
    for (const title of [
      'Home equity line of credit agreement',
      'Texas acknowledgment of the fair market value',
    ]) {
      const text = await copy(title);
      expect(text).toContain(`Signed in ink by Alex Prime at the closing at ${OFFICE} on `);
      expect(text).not.toContain('Electronically signed by Alex Prime');
    }
    const certificate = words(
      (await get(DOCUMENT_API_PATHS.sealedPdf(uuid, sealed?.certificate.id ?? ''), headers)).rawPayload,
    );
    expect(certificate).toContain(`Closed in person at the office of: ${OFFICE}`);
    expect(certificate).toContain('section 50(a)(6)(N)');
    expect(certificate).toContain(`Closed on: ${formatLongDate(texasDayOf(new Date(end)))}`);
    expect(certificate).toContain(
      'Home equity line of credit agreement, signed at the closing Signer: Alex Prime',
    );
  });

  it('does not take a closing the title office reports before the 12th day: the borrower books again', async () => {
    const { uuid, headers } = await choosingTexasClosing();
    const view = await read(uuid, headers);
    const windows = view.manual?.windows ?? [];
    expect((await post(PATHS.manualBooking(uuid), headers, visit([windows[0]]))).statusCode).toBe(200);
    // As if the office had met the borrower four days early (its report names the day it was signed).
    const early = new Date(Date.parse(windows[0] ?? '') - 4 * DAY);
    await t.database.db
      .update(notarySessions)
      .set({ startsAt: early })
      .where(eq(notarySessions.applicationUuid, uuid));
    moveClockTo(t, uuid, early.toISOString(), 61 * 60_000);
    const after = await read(uuid, headers);
    expect(await settledStatus(t, uuid)).toBe('NOTARY_DISCLOSURE');
    const reason = (await statusHistory(t.database.db, uuid)).at(-1)?.reason ?? '';
    expect(reason).toContain('closing not taken: the title office reports the closing signed on');
    expect(reason).toContain(`before the earliest closing day ${view.texas?.earliestClosingOn}`);
    expect((await read(uuid, headers)).missed ?? after.missed).toMatchObject({ kind: 'MANUAL' });
    const [session] = await t.database.db
      .select()
      .from(notarySessions)
      .where(eq(notarySessions.applicationUuid, uuid));
    expect(session?.journal ?? null).toBeNull();
    expect(session?.deedSignedOn ?? null).toBeNull();
  });
});

describe('a Texas co-owner signs the deed and the acknowledgments at the closing too (decision 0201)', () => {
  it('reads them online; the title office has each owner sign them, the agreement the borrower alone', async () => {
    const { borrower, signer } = await coOwnerJoined(t, TEXAS);
    const journey: JourneyApplication = {
      ...borrower.borrower,
      password: STRONG_PASSWORD,
      uuid: borrower.uuid,
      headers: borrower.headers,
    };
    const http = injectHttp(t.app);
    await sendJourneyInsurance(http, journey);
    expect(await settledStatus(t, journey.uuid)).toBe('DISBURSEMENT_ACCOUNT');
    await addJourneyAccounts(http, journey, 'typed');
    expect(await settledStatus(t, journey.uuid)).toBe('NOTE_SIGNING');
    const uuid = journey.uuid;

    // The owner's ceremony: the deed and the fair-market-value acknowledgment are for the closing.
    const owner = signer.headers;
    expect(
      (
        await post(SIGNER_API_PATHS.adopt(uuid), owner, {
          fullName: 'Sam Prime',
          style: 'SCRIPT',
          agree: true,
        })
      ).statusCode,
    ).toBe(200);
    const session = (await get(SIGNER_API_PATHS.signing(uuid), owner)).json() as SigningSession;
    const deed = session.documents.find((d) => d.title === 'Deed of trust');
    expect(deed?.action).toBe('AT_CLOSING');
    const refused = await post(SIGNER_API_PATHS.acts(uuid), owner, {
      documentId: deed?.documentId,
      sha256: deed?.sha256,
      location: null,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(
      /^Texas law requires you to sign your deed of trust in person at your closing/,
    );
    for (const doc of session.documents.filter((d) => d.action !== 'AT_CLOSING'))
      expect(
        (
          await post(SIGNER_API_PATHS.acts(uuid), owner, {
            documentId: doc.documentId,
            sha256: doc.sha256,
            location: null,
          })
        ).statusCode,
      ).toBe(200);
    // With what is theirs to do online done, the borrower may finish: the owner is not waited for.
    await signJourneyDocuments(http, journey, 'Coowner Prime');
    expect(await settledStatus(t, uuid)).toBe('NOTARY_DISCLOSURE');

    const windows = (await read(uuid, borrower.headers)).manual?.windows ?? [];
    expect((await post(PATHS.manualBooking(uuid), borrower.headers, visit([windows[0]]))).statusCode).toBe(
      200,
    );
    moveClockTo(t, uuid, windows[0] ?? '', 61 * 60_000);
    await read(uuid, borrower.headers);
    expect(await settledStatus(t, uuid)).toBe('RESCISSION');
    const docs = (
      await get(DOCUMENT_API_PATHS.documents(uuid), borrower.headers)
    ).json() as LoanDocumentsView;
    const [row] = await t.database.db
      .select()
      .from(notarySessions)
      .where(eq(notarySessions.applicationUuid, uuid));
    const signersOf = (type: string) =>
      row?.journal?.documents
        ?.find((d) => d.documentId === docs.documents.find((x) => x.type === type)?.id)
        ?.signers.map((s) => s.name);
    expect(signersOf('HELOC_AGREEMENT')).toEqual(['Coowner Prime']);
    expect(signersOf('TEXAS_FAIR_MARKET_VALUE_ACKNOWLEDGMENT')).toEqual(['Coowner Prime', 'Sam Prime']);
    expect(signersOf('TEXAS_FINAL_ITEMIZED_DISCLOSURE')).toEqual(['Coowner Prime', 'Sam Prime']);
    expect(row?.journal?.signers?.map((s) => s.name)).toEqual(['Coowner Prime', 'Sam Prime']);
  });
});

describe('the section 50(g) notice is given at application, on the sandbox clock (issue 20 items 2 and 19)', () => {
  it('is stored and e-mailed as the Texas application is made; the 12 days count from the clock, not the database', async () => {
    // The server's sandbox clock 40 days ahead: every date of the application must follow it.
    t.app.vendors.clock.advance(40 * DAY);
    const now = t.app.vendors.clock.now();
    const today = texasDayOf(now);
    const { uuid, headers } = await atNoteSigning(t, TEXAS);
    const app = await findApplication(t.database.db, uuid);
    expect(formatIsoDate(texasDayOf(app?.createdAt ?? new Date()))).toBe(formatIsoDate(today));
    const [notice] = await t.database.db
      .select()
      .from(loanDocuments)
      .where(
        and(eq(loanDocuments.applicationUuid, uuid), eq(loanDocuments.type, 'TEXAS_HOME_EQUITY_NOTICE')),
      );
    expect(formatIsoDate(texasDayOf(notice?.createdAt ?? new Date(0)))).toBe(formatIsoDate(today));
    // Given before anything else of the package: the first document, made as the application was.
    const [first] = await t.database.db
      .select()
      .from(loanDocuments)
      .where(eq(loanDocuments.applicationUuid, uuid))
      .orderBy(loanDocuments.createdAt);
    expect(first?.type).toBe('TEXAS_HOME_EQUITY_NOTICE');
    expect((notice?.createdAt.getTime() ?? 0) - (app?.createdAt.getTime() ?? 0)).toBeLessThan(60_000);
    const mail = await t.database.db
      .select()
      .from(outbox)
      .where(
        and(eq(outbox.identityUuid, app?.identityUuid ?? ''), eq(outbox.kind, 'TEXAS_HOME_EQUITY_NOTICE')),
      );
    expect(mail).toHaveLength(1);
    expect(mail[0]?.subject).toBe(
      `Your Texas home equity notice: your line may not close before ${formatUsDate(addDays(today, 12))}`,
    );
    expect(mail[0]?.body).toContain(
      '(L) THE LOAN MAY NOT CLOSE BEFORE 12 DAYS AFTER YOU SUBMIT A WRITTEN APPLICATION',
    );
    const pdf = await get(DOCUMENT_API_PATHS.pdf(uuid, notice?.id ?? ''), headers);
    expect(words(pdf.rawPayload)).toContain(`Date this notice is given: ${formatUsDate(today)}.`);

    // The closing's wait reads those days: applied and given today on the clock, the 12th day 12 days later.
    await signEverything(t, uuid, headers);
    const view = await read(uuid, headers);
    expect(view.texas).toMatchObject({
      appliedOn: formatIsoDate(today),
      noticeGivenOn: formatIsoDate(today),
      twelfthDayOn: formatIsoDate(addDays(today, 12)),
    });
    // The application's own status read is unchanged by the notice.
    expect((await get(HELOC_API_PATHS.application(uuid), headers)).statusCode).toBe(200);
  });
});
