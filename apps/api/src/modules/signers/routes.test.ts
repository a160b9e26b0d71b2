import { randomUUID } from 'node:crypto';
import {
  type CoDeedStatus,
  SIGNER_MESSAGES as MESSAGES,
  SIGNER_API_PATHS as PATHS,
  type SignersView,
} from '@hearth/domain/additional-signers';
import { BANK_ACCOUNT_API_PATHS } from '@hearth/domain/bank-accounts';
import { DOCUMENT_API_PATHS, type LoanDocumentsView } from '@hearth/domain/documents';
import { E_SIGN_MESSAGES } from '@hearth/domain/e-sign';
import { HELOC_API_PATHS } from '@hearth/domain/heloc-api';
import {
  NOTARY_API_PATHS,
  type NotaryView,
  type RescissionView,
  type SignerNotaryView,
} from '@hearth/domain/notary';
import { appointmentTime } from '@hearth/domain/notifications';
import { SIGNING_API_PATHS, type SigningSession } from '@hearth/domain/signing';
import { and, eq } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { bearer, registeredBorrower, STRONG_PASSWORD, uniqueEmail } from '../../test/identity-helpers';
import { setupTestApp, type TestApp } from '../../test/test-app';
import { findApplication } from '../application/repository';
import { moveApplication } from '../application/status-moves';
import { addressOf, sendInsuranceDocument, settledStatus } from '../collateral/test-helpers';
import { pdfText } from '../documents/test-helpers';
import { identities, outbox, profiles } from '../identity/schema';
import { moveClockTo } from '../notary/test-helpers';
import { signerInvitations } from '../owners/schema';
import { tokenHash } from './invitations';
import {
  acceptAs,
  atCoDeedRequest,
  coOwnerJoined,
  demonstrateAsOwner,
  invitationToken,
  invite,
  JOIN,
} from './test-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await setupTestApp();
});
afterEach(() => {
  t.app.vendors.clock.reset();
});

type Headers = Record<string, string>;
const get = (url: string, headers: Headers = {}) => t.app.inject({ method: 'GET', url, headers });
const post = (url: string, headers: Headers, payload: object = {}) =>
  t.app.inject({ method: 'POST', url, headers, payload });
const view = async (uuid: string, headers: Headers) =>
  (await get(PATHS.signers(uuid), headers)).json() as SignersView;
const mailsTo = (email: string) => t.database.db.select().from(outbox).where(eq(outbox.recipient, email));
const coDeedOf = async (headers: Headers) =>
  ((await get(HELOC_API_PATHS.coDeedStatus, headers)).json() as CoDeedStatus).applications.map((a) => a.uuid);
const message = (res: { json: () => unknown }) => (res.json() as { message: string }).message;
const accept = (token: string, password = STRONG_PASSWORD, confirmPassword = password) =>
  post(PATHS.accept, {}, { token, password, confirmPassword });

describe('additional signers: the invitation (issue 12 item 3, decision 0177)', () => {
  it('invites an owner on title once, by a hashed single-use token sent through the outbox', async () => {
    const { uuid, headers } = await atCoDeedRequest(t);
    expect((await view(uuid, headers)).owners).toEqual([
      expect.objectContaining({ ownerName: 'SAM PRIME', state: 'NOT_INVITED', invitationId: null }),
    ]);

    // Bad input: the spec's e-mail messages, an owner who is not on title, the borrower's own address. Nothing written.
    const empty = await post(PATHS.invite(uuid), headers, { ownerName: 'SAM PRIME', email: '' });
    expect(empty.statusCode).toBe(400);
    expect(empty.body).toContain('Please enter your email');
    const invalid = await post(PATHS.invite(uuid), headers, { ownerName: 'SAM PRIME', email: 'sam@' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.body).toContain('Please enter a valid email address');
    const stranger = await post(PATHS.invite(uuid), headers, {
      ownerName: 'PAT OTHER',
      email: uniqueEmail(),
    });
    expect(stranger.statusCode).toBe(400);
    expect(message(stranger)).toBe(MESSAGES.notOwner);
    const app = await findApplication(t.database.db, uuid);
    const self = await post(PATHS.invite(uuid), headers, { ownerName: 'SAM PRIME', email: app?.email ?? '' });
    expect(self.statusCode).toBe(400);
    expect(message(self)).toBe(MESSAGES.emailIsBorrower);
    expect((await view(uuid, headers)).owners[0]?.state).toBe('NOT_INVITED');

    const { res, email } = await invite(t, uuid, headers);
    expect(res.statusCode, res.body).toBe(200);
    const owner = (res.json() as SignersView).owners[0];
    expect(owner).toEqual(expect.objectContaining({ state: 'INVITED', email, joinedAt: null }));
    expect(owner?.invitedAt).not.toBeNull();
    const mails = await mailsTo(email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.kind).toBe('SIGNER_INVITATION');
    const token = await invitationToken(t, email);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // Only the token's hash is stored.
    const [row] = await t.database.db
      .select()
      .from(signerInvitations)
      .where(eq(signerInvitations.applicationUuid, uuid));
    expect(row?.tokenHash).toBe(tokenHash(token));
    expect(JSON.stringify(row)).not.toContain(token);

    // A repeat with the same address invites nobody twice.
    const again = await invite(t, uuid, headers, email);
    expect(again.res.statusCode).toBe(200);
    expect(await mailsTo(email)).toHaveLength(1);

    // A resend at once is refused; a minute later it sends a new link and the old one stops working.
    const invitationId = owner?.invitationId ?? '';
    const soon = await post(PATHS.resend(uuid, invitationId), headers);
    expect(soon.statusCode).toBe(429);
    expect(message(soon)).toBe(MESSAGES.resendTooSoon);
    t.app.vendors.clock.advance(2 * 60 * 1000, uuid);
    const resent = await post(PATHS.resend(uuid, invitationId), headers);
    expect(resent.statusCode, resent.body).toBe(200);
    expect(await mailsTo(email)).toHaveLength(2);
    const fresh = await invitationToken(t, email);
    expect(fresh).not.toBe(token);
    const old = await post(PATHS.invitation, {}, { token });
    expect(old.statusCode).toBe(404);
    expect(message(old)).toBe(MESSAGES.invitationInvalid);
    const opened = await post(PATHS.invitation, {}, { token: fresh });
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.json()).toEqual(
      expect.objectContaining({ ownerName: 'SAM PRIME', email, borrowerName: 'Coowner Prime' }),
    );

    // Another application's invitation cannot be resent by this borrower.
    const other = await post(PATHS.resend(uuid, randomUUID()), headers);
    expect(other.statusCode).toBe(404);
  });

  it('accepts a link once: a co-deeder account; a used or expired link is refused and creates nothing', async () => {
    const { uuid, headers } = await atCoDeedRequest(t);
    const { email } = await invite(t, uuid, headers);
    const token = await invitationToken(t, email);

    const differ = await accept(token, STRONG_PASSWORD, 'Another-Pass7!word');
    expect(differ.statusCode).toBe(400);
    expect(differ.body).toContain(MESSAGES.passwordsDiffer);
    const weak = await accept(token, 'short');
    expect(weak.statusCode).toBe(400);
    const malformed = await accept('not-a-token');
    expect(malformed.statusCode).toBe(400);
    expect(await t.database.db.select().from(identities).where(eq(identities.email, email))).toHaveLength(0);

    const accepted = await accept(token);
    expect(accepted.statusCode, accepted.body).toBe(200);
    const identityUuid = accepted.json().identityUuid as string;
    const [identity] = await t.database.db.select().from(identities).where(eq(identities.uuid, identityUuid));
    expect(identity?.role).toBe('CO_DEEDER');
    const [profile] = await t.database.db
      .select()
      .from(profiles)
      .where(eq(profiles.identityUuid, identityUuid));
    expect(profile?.profileType).toBe('CO_DEEDER');

    const used = await accept(token);
    expect(used.statusCode).toBe(409);
    expect(message(used)).toBe(MESSAGES.invitationUsed);

    // The co-deed status call answers the signer; a borrower gets the spec's 400.
    const signer = bearer(accepted.json().jwt as string);
    const status = (await get(HELOC_API_PATHS.coDeedStatus, signer)).json() as CoDeedStatus;
    expect(status.applications).toEqual([
      expect.objectContaining({ uuid, status: 'CO_DEED_REQUEST', ownerName: 'SAM PRIME', next: 'identity' }),
    ]);
    expect((await get(HELOC_API_PATHS.coDeedStatus, headers)).statusCode).toBe(400);
    // The signer logs in with the password they set.
    const login = await post(
      '/identity-broker/customer/api/v3/login',
      {},
      { email, password: STRONG_PASSWORD },
    );
    expect(login.statusCode, login.body).toBe(200);

    // An expired link: a second application, its invitation eight days old.
    const late = await atCoDeedRequest(t);
    const lateInvite = await invite(t, late.uuid, late.headers);
    const lateToken = await invitationToken(t, lateInvite.email);
    // Only this application's clock moves (decision 0188): the link names no application, yet its expiry is read on
    // the clock of the application it belongs to.
    t.app.vendors.clock.advance(8 * 24 * 60 * 60 * 1000, late.uuid);
    const expired = await accept(lateToken);
    expect(expired.statusCode).toBe(409);
    expect(message(expired)).toBe(MESSAGES.invitationExpired);
    expect(
      await t.database.db.select().from(identities).where(eq(identities.email, lateInvite.email)),
    ).toHaveLength(0);
  });

  it('joins with the name on title and a date of birth; when every owner has joined the application continues', async () => {
    const { uuid, headers } = await atCoDeedRequest(t);
    const { email } = await invite(t, uuid, headers);
    const signer = await acceptAs(t, email);

    const wrongName = await post(PATHS.join(uuid), signer.headers, { ...JOIN, firstName: 'Pat' });
    expect(wrongName.statusCode).toBe(400);
    expect(message(wrongName)).toBe(MESSAGES.nameMismatch);
    const young = await post(PATHS.join(uuid), signer.headers, { ...JOIN, dob: '2015-01-01' });
    expect(young.statusCode).toBe(400);
    expect(message(young)).toBe('Must be at least 18 years old');
    const noConsent = await post(PATHS.join(uuid), signer.headers, { ...JOIN, lienConsent: false });
    expect(noConsent.statusCode).toBe(400);
    expect(noConsent.body).toContain('Required');
    expect((await view(uuid, headers)).owners[0]?.state).toBe('INVITED');
    expect(await settledStatus(t, uuid)).toBe('CO_DEED_REQUEST');

    // E-SIGN (decision 0202): no consent before the owner shows they can open the PDFs (the sample's code).
    const undemonstrated = await post(PATHS.join(uuid), signer.headers, JOIN);
    expect(undemonstrated.statusCode).toBe(409);
    expect(message(undemonstrated)).toBe(E_SIGN_MESSAGES.demonstrateFirst);
    expect((await view(uuid, headers)).owners[0]?.state).toBe('INVITED');
    const consent = await demonstrateAsOwner(t, uuid, signer.headers);

    const joined = await post(PATHS.join(uuid), signer.headers, JOIN);
    expect(joined.statusCode, joined.body).toBe(200);
    expect(await settledStatus(t, uuid)).toBe('TRUST_AND_INSURANCE');
    const owner = (await view(uuid, headers)).owners[0];
    expect(owner?.state).toBe('JOINED');
    expect(owner?.joinedAt).not.toBeNull();
    const [row] = await t.database.db
      .select()
      .from(signerInvitations)
      .where(eq(signerInvitations.applicationUuid, uuid));
    expect(row?.dobEncrypted).not.toContain('1982');
    expect(row?.eSignConsentAt).not.toBeNull();
    // The consent they accepted: the text they demonstrated for, by version and hash.
    expect(row).toMatchObject({ eSignConsentVersion: consent.version, eSignConsentSha256: consent.sha256 });
    expect(row?.lienConsentAt).not.toBeNull();
    // Joining again changes nothing.
    expect((await post(PATHS.join(uuid), signer.headers, JOIN)).statusCode).toBe(200);
    const status = (await get(HELOC_API_PATHS.coDeedStatus, signer.headers)).json() as CoDeedStatus;
    expect(status.applications[0]).toEqual(
      expect.objectContaining({
        status: 'TRUST_AND_INSURANCE',
        next: 'documents',
        joinedAt: expect.any(String),
      }),
    );
    // No more invitations once the application has moved on.
    expect((await invite(t, uuid, headers)).res.statusCode).toBe(409);
  });
});

describe('additional signers: races and corrections (decision 0177)', () => {
  it('spends a link once even when two accepts arrive together; a new address replaces the old link', async () => {
    const { uuid, headers } = await atCoDeedRequest(t);
    const first = await invite(t, uuid, headers);
    const oldToken = await invitationToken(t, first.email);
    // The borrower corrects the address before the owner joins: one invitation, the old link no longer works.
    const corrected = uniqueEmail('owner');
    const changed = await post(PATHS.invite(uuid), headers, { ownerName: 'Sam Prime', email: corrected });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((changed.json() as SignersView).owners).toEqual([
      expect.objectContaining({ ownerName: 'SAM PRIME', email: corrected, state: 'INVITED' }),
    ]);
    expect((await post(PATHS.invitation, {}, { token: oldToken })).statusCode).toBe(404);
    const token = await invitationToken(t, corrected);

    const answers = await Promise.all([accept(token), accept(token)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(await t.database.db.select().from(identities).where(eq(identities.email, corrected))).toHaveLength(
      1,
    );
    // Once accepted, the owner cannot be re-invited or sent another link.
    const invitationId = (await view(uuid, headers)).owners[0]?.invitationId ?? '';
    t.app.vendors.clock.advance(2 * 60 * 1000, uuid);
    const resend = await post(PATHS.resend(uuid, invitationId), headers);
    expect(resend.statusCode).toBe(409);
    expect(message(resend)).toBe(MESSAGES.alreadyJoined);
    const again = await post(PATHS.invite(uuid), headers, { ownerName: 'SAM PRIME', email: uniqueEmail() });
    expect(again.statusCode).toBe(409);
  });

  it('an address that already has an account accepts with its password: a second application, a borrower', async () => {
    const { borrower: first, signer, email } = await coOwnerJoined(t);
    const second = await atCoDeedRequest(t);
    expect((await invite(t, second.uuid, second.headers, email)).res.statusCode).toBe(200);
    const token = await invitationToken(t, email);
    const opened = await post(PATHS.invitation, {}, { token });
    expect(opened.json()).toEqual(expect.objectContaining({ accountExists: true }));
    const wrong = await post(PATHS.accept, {}, { token, password: 'Wrong-Horse7!battery' });
    expect(wrong.statusCode).toBe(400);
    expect(message(wrong)).toBe(MESSAGES.wrongPassword);
    expect((await view(second.uuid, second.headers)).owners[0]?.state).toBe('INVITED');
    const right = await post(PATHS.accept, {}, { token, password: STRONG_PASSWORD });
    expect(right.statusCode, right.body).toBe(200);
    expect(right.json().identityUuid).toBe(signer.identityUuid);
    const both = await coDeedOf(bearer(right.json().jwt));
    expect(both.sort()).toEqual([first.uuid, second.uuid].sort());

    // A borrower of one application is invited as the co-owner of another and signs with their own account.
    const third = await atCoDeedRequest(t);
    const borrowerEmail = (await get('/identity/secure/api/v1/identity', second.headers)).json()
      .email as string;
    expect((await invite(t, third.uuid, third.headers, borrowerEmail)).res.statusCode).toBe(200);
    const asBorrower = await post(
      PATHS.accept,
      {},
      { token: await invitationToken(t, borrowerEmail), password: STRONG_PASSWORD },
    );
    expect(asBorrower.statusCode, asBorrower.body).toBe(200);
    const headers = bearer(asBorrower.json().jwt);
    const status = (await get(HELOC_API_PATHS.coDeedStatus, headers)).json() as CoDeedStatus;
    expect(status.applications).toEqual([expect.objectContaining({ uuid: third.uuid, next: 'identity' })]);
    await demonstrateAsOwner(t, third.uuid, headers);
    expect((await post(PATHS.join(third.uuid), headers, JOIN)).statusCode).toBe(200);
    expect(await settledStatus(t, third.uuid)).toBe('TRUST_AND_INSURANCE');
    // Their own application is still theirs, and still no signer's.
    expect((await get(HELOC_API_PATHS.application(second.uuid), headers)).statusCode).toBe(200);
    expect((await get(PATHS.signing(second.uuid), headers)).statusCode).toBe(404);
  });

  it('sends a signer of a canceled application to the cancelled page', async () => {
    const { borrower, signer } = await coOwnerJoined(t);
    await moveApplication(t.database.db, {
      uuid: borrower.uuid,
      from: (await settledStatus(t, borrower.uuid)) ?? '',
      to: 'CANCELLED',
      actor: 'lender',
    });
    const status = (await get(HELOC_API_PATHS.coDeedStatus, signer.headers)).json() as CoDeedStatus;
    expect(status.applications[0]).toEqual(
      expect.objectContaining({ status: 'CANCELLED', next: 'cancelled' }),
    );
  });
});

describe('additional signers: what a signer may see (decision 0177)', () => {
  it('sees only the application they were invited to, never the borrower’s data; 404 either way', async () => {
    const { borrower, signer } = await coOwnerJoined(t);
    const stranger = await atCoDeedRequest(t);
    const random = randomUUID();

    // The borrower's application, its invitations: the same 404 as an application that does not exist.
    for (const uuid of [borrower.uuid, stranger.uuid, random]) {
      expect((await get(HELOC_API_PATHS.application(uuid), signer.headers)).statusCode).toBe(404);
      expect((await get(PATHS.signers(uuid), signer.headers)).statusCode).toBe(404);
    }
    // The signer's own calls on an application they were not invited to.
    for (const uuid of [stranger.uuid, random]) {
      expect((await get(PATHS.signing(uuid), signer.headers)).statusCode).toBe(404);
      expect((await post(PATHS.join(uuid), signer.headers, JOIN)).statusCode).toBe(404);
    }
    // The borrower's documents, offers and income answer a signer the same whether or not the application exists.
    for (const path of [
      DOCUMENT_API_PATHS.documents,
      (uuid: string) => `${HELOC_API_PATHS.application(uuid)}/offers`,
      SIGNING_API_PATHS.session,
    ]) {
      const mine = await get(path(borrower.uuid), signer.headers);
      const none = await get(path(random), signer.headers);
      expect(mine.statusCode).toBeGreaterThanOrEqual(400);
      expect([mine.statusCode, message(mine)]).toEqual([none.statusCode, message(none)]);
    }
    // The signer's own status names no money and no credit.
    const status = await get(HELOC_API_PATHS.coDeedStatus, signer.headers);
    expect(status.body).not.toMatch(/income|credit|amount|rate|account|ssn/i);
    // And a borrower is not a signer of their own application: the same 404.
    expect((await get(PATHS.signing(borrower.uuid), borrower.headers)).statusCode).toBe(404);
    expect((await get(PATHS.signing(random), borrower.headers)).statusCode).toBe(404);
  });
});

describe('additional signers: signing (decision 0177)', () => {
  it('the co-owner acknowledges their notice and signs the deed; the borrower finishes only after', async () => {
    const { borrower, signer, email } = await coOwnerJoined(t);
    const { uuid, headers } = borrower;
    expect(await settledStatus(t, uuid)).toBe('TRUST_AND_INSURANCE');
    // Before the documents exist there is nothing to sign.
    const early = (await get(PATHS.signing(uuid), signer.headers)).json() as SigningSession;
    expect(early.documents).toEqual([]);
    await sendInsuranceDocument(t, uuid, headers, 'HAZARD');
    expect(await settledStatus(t, uuid)).toBe('DISBURSEMENT_ACCOUNT');
    await post(BANK_ACCOUNT_API_PATHS.manual(uuid), headers, {
      accountType: 'CHECKING',
      routingNumber: '021000021',
      accountNumber: '4417123456789',
      accountNumberConfirm: '4417123456789',
    });
    await post(BANK_ACCOUNT_API_PATHS.declineAutopay(uuid), headers);
    expect(await settledStatus(t, uuid)).toBe('NOTE_SIGNING');
    // The co-owner is told the documents are ready.
    const ready = await t.database.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.identityUuid, signer.identityUuid), eq(outbox.kind, 'SIGNER_DOCUMENTS_READY')));
    expect(ready).toHaveLength(1);

    const session = (await get(PATHS.signing(uuid), signer.headers)).json() as SigningSession;
    expect(session.signer).toBe('Sam Prime');
    // Their notice and the deed, and (decision 0202) the material disclosures and the E-SIGN consent: received, not
    // signed; they do not sign the agreement, as they do not borrow.
    expect(session.documents.map((d) => [d.title, d.recipient, d.action])).toEqual(
      expect.arrayContaining([
        ['Deed of trust', null, 'SIGN'],
        ['Notice of your right to cancel', 'SAM PRIME', 'ACKNOWLEDGE'],
        ['Home equity line of credit account-opening disclosure', null, 'ACKNOWLEDGE'],
        ['Home equity line of credit agreement', null, 'ACKNOWLEDGE'],
        ['Consent to electronic records and signatures', null, 'ACKNOWLEDGE'],
      ]),
    );
    expect(session.documents).toHaveLength(5);
    // The borrower's own session does not hold the co-owner's notice.
    const mine = (await get(SIGNING_API_PATHS.session(uuid), headers)).json() as SigningSession;
    expect(mine.documents.some((d) => d.recipient === 'SAM PRIME')).toBe(false);

    // Only the signer's own documents can be read or signed: not the borrower's own notice of the right to cancel.
    const all = (await get(DOCUMENT_API_PATHS.documents(uuid), headers)).json() as LoanDocumentsView;
    const agreement = all.documents.find((d) => d.type === 'HELOC_AGREEMENT');
    const borrowersNotice = all.documents.find(
      (d) => d.type === 'RIGHT_TO_CANCEL' && d.recipient === 'COOWNER PRIME',
    );
    expect((await get(PATHS.document(uuid, borrowersNotice?.id ?? ''), signer.headers)).statusCode).toBe(404);
    const theirAgreement = await get(PATHS.document(uuid, agreement?.id ?? ''), signer.headers);
    expect(theirAgreement.statusCode).toBe(200);
    const deed = session.documents.find((d) => d.action === 'SIGN');
    const text = await get(PATHS.document(uuid, deed?.documentId ?? ''), signer.headers);
    expect(text.statusCode).toBe(200);
    expect(text.body).toContain('SAM PRIME');

    // The borrower signs everything of theirs; finishing waits for the co-owner.
    await post(SIGNING_API_PATHS.adopt(uuid), headers, {
      fullName: 'Coowner Prime',
      style: 'SCRIPT',
      agree: true,
    });
    for (const doc of mine.documents)
      await post(SIGNING_API_PATHS.acts(uuid), headers, {
        documentId: doc.documentId,
        sha256: doc.sha256,
        location: null,
      });
    const waiting = await post(SIGNING_API_PATHS.finish(uuid), headers);
    expect(waiting.statusCode).toBe(409);
    expect(message(waiting)).toBe(MESSAGES.waitingForSigners(['SAM PRIME']));

    const wrong = await post(PATHS.adopt(uuid), signer.headers, {
      fullName: 'Coowner Prime',
      style: 'SCRIPT',
      agree: true,
    });
    expect(wrong.statusCode).toBe(400);
    const adopted = await post(PATHS.adopt(uuid), signer.headers, {
      fullName: 'Sam Prime',
      style: 'SCRIPT',
      agree: true,
    });
    expect(adopted.statusCode, adopted.body).toBe(200);
    const notTheirs = await post(PATHS.acts(uuid), signer.headers, {
      documentId: borrowersNotice?.id,
      sha256: borrowersNotice?.sha256,
      location: null,
    });
    expect(notTheirs.statusCode).toBe(404);
    for (const doc of session.documents) {
      const act = await post(PATHS.acts(uuid), signer.headers, {
        documentId: doc.documentId,
        sha256: doc.sha256,
        location: null,
      });
      expect(act.statusCode, act.body).toBe(200);
    }
    const done = (await get(PATHS.signing(uuid), signer.headers)).json() as SigningSession;
    expect(done.complete).toBe(true);
    expect((await view(uuid, headers)).owners[0]?.state).toBe('SIGNED');

    const finished = await post(SIGNING_API_PATHS.finish(uuid), headers);
    expect(finished.statusCode, finished.body).toBe(200);
    expect(finished.json().status).toBe('NOTARY_DISCLOSURE');
    const status = (await get(HELOC_API_PATHS.coDeedStatus, signer.headers)).json() as CoDeedStatus;
    expect(status.applications[0]).toEqual(
      expect.objectContaining({ signingComplete: true, next: 'documents' }),
    );
    // The borrower's acts and the signer's are apart: each keyed by their own identity.
    const [act] = await t.database.db
      .select()
      .from(signerInvitations)
      .where(
        and(
          eq(signerInvitations.applicationUuid, uuid),
          eq(signerInvitations.identityUuid, signer.identityUuid),
        ),
      );
    expect(act).toBeDefined();

    // The notary session is for both owners (decision 0184): the co-owner is told when, by e-mail.
    const notary = (await get(NOTARY_API_PATHS.notary(uuid), headers)).json() as NotaryView;
    expect(notary.deedSigners.map((s) => [s.name, s.borrower])).toEqual([
      ['Coowner Prime', true],
      ['Sam Prime', false],
    ]);
    const slot = notary.slots[0] ?? '';
    expect((await post(NOTARY_API_PATHS.book(uuid), headers, { startsAt: slot })).statusCode).toBe(200);
    expect((await post(NOTARY_API_PATHS.book(uuid), headers, { startsAt: slot })).statusCode).toBe(200);
    const booked = (await mailsTo(email)).filter((m) => m.kind === 'SIGNER_NOTARY_BOOKED');
    expect(booked).toHaveLength(1);
    expect(booked[0]?.body).toContain('sign the deed of trust on the Sign page');
    // On the home's clock with its zone named, as the borrower's own e-mail says it (issue 21 item 9).
    expect(booked[0]?.body).toContain(appointmentTime(new Date(slot), 'CA'));
    const before = (await get(PATHS.notary(uuid), signer.headers)).json() as SignerNotaryView;
    expect(before).toMatchObject({ status: 'NOTARY_WAITING_PERIOD', kind: 'ONLINE', joinable: false });
    expect((await post(PATHS.signDeed(uuid), signer.headers)).statusCode).toBe(409);

    // The borrower changes the time before the session opens (decision 0186): the co-owner is told once, even when
    // the change is sent twice at once, and the new booking is mailed to them like the first.
    const changes = await Promise.all([
      post(NOTARY_API_PATHS.changeBooking(uuid), headers),
      post(NOTARY_API_PATHS.changeBooking(uuid), headers),
    ]);
    for (const change of changes) expect(change.statusCode, change.body).toBe(200);
    const off = (await mailsTo(email)).filter((m) => m.kind === 'SIGNER_NOTARY_WITHDRAWN');
    expect(off).toHaveLength(1);
    expect(off[0]?.body).toContain('canceled the online notary session');
    expect((await get(PATHS.notary(uuid), signer.headers)).json()).toMatchObject({
      status: 'NOTARY_DISCLOSURE',
      kind: null,
    });
    expect((await post(NOTARY_API_PATHS.book(uuid), headers, { startsAt: slot })).statusCode).toBe(200);
    expect((await mailsTo(email)).filter((m) => m.kind === 'SIGNER_NOTARY_BOOKED')).toHaveLength(2);

    // At the slot the borrower signs first: the deed waits for the co-owner, who must sign from their account.
    moveClockTo(t, uuid, slot, 60_000);
    expect((await post(NOTARY_API_PATHS.signDeed(uuid), headers)).statusCode).toBe(200);
    expect(await settledStatus(t, uuid)).toBe('DEED_SIGNING');
    const halfSigned = (await get(NOTARY_API_PATHS.notary(uuid), headers)).json() as NotaryView;
    expect(halfSigned.deedSigners.map((s) => s.signedAt !== null)).toEqual([true, false]);
    const status2 = (await get(HELOC_API_PATHS.coDeedStatus, signer.headers)).json() as CoDeedStatus;
    expect(status2.applications[0]?.next).toBe('sign');
    const open = (await get(PATHS.notary(uuid), signer.headers)).json() as SignerNotaryView;
    expect(open).toMatchObject({ status: 'DEED_SIGNING', joinable: true });
    // Nobody else signs for them: another borrower (not invited) gets 404, and so does the borrower on this path.
    const stranger = bearer((await registeredBorrower(t.app)).jwt);
    expect((await post(PATHS.signDeed(uuid), stranger)).statusCode).toBe(404);
    expect((await post(PATHS.signDeed(uuid), headers)).statusCode).toBe(404);
    const signedView = await post(PATHS.signDeed(uuid), signer.headers);
    expect(signedView.statusCode, signedView.body).toBe(200);
    expect(await settledStatus(t, uuid)).toBe('RESCISSION');
    const completed = (await get(PATHS.notary(uuid), signer.headers)).json() as SignerNotaryView;
    expect(completed.joinable).toBe(false);
    expect(completed.completedAt).not.toBeNull();
    const journal = (await get(NOTARY_API_PATHS.notary(uuid), headers)).json() as NotaryView;
    expect(journal.journal?.entryId).toMatch(/^J-/);
    t.app.vendors.clock.reset(uuid);

    // Each owner is delivered their own notice of the right to cancel, dated (decision 0180).
    const notices = (await mailsTo(email)).filter((m) => m.kind === 'RIGHT_TO_CANCEL_NOTICE');
    expect(notices).toHaveLength(1);
    expect(notices[0]?.body).toContain('To: SAM PRIME.');
    const documents = (await get(DOCUMENT_API_PATHS.documents(uuid), headers)).json() as LoanDocumentsView;
    expect(
      documents.documents
        .filter((d) => d.type === 'RIGHT_TO_CANCEL_AT_SIGNING')
        .map((d) => d.recipient)
        .sort(),
    ).toEqual(['COOWNER PRIME', 'SAM PRIME']);

    // The sealed deed carries both owners before the notary: the borrower signed there, the co-owner acknowledged
    // the signature they made in the ceremony.
    const sealedCopy = documents.sealed?.executed.find((e) => e.title === 'Deed of trust');
    const sealedDeed = await get(DOCUMENT_API_PATHS.sealedPdf(uuid, sealedCopy?.id ?? ''), headers);
    expect(sealedDeed.statusCode).toBe(200);
    const words = pdfText(sealedDeed.rawPayload).replace(/\s+/g, ' ');
    expect(words).toContain('Electronically signed by Coowner Prime on');
    expect(words).toContain('Signature acknowledged by Sam Prime on');

    // The co-owner has their own right to cancel, which cancels the line for everyone (decision 0184).
    const theirs = (await get(PATHS.rescission(uuid), signer.headers)).json() as RescissionView;
    expect(theirs).toMatchObject({ status: 'RESCISSION', canCancel: true });
    // They had the disclosures before the notice (decision 0202): their notice counts from its own delivery.
    const borrowers = (await get(NOTARY_API_PATHS.rescission(uuid), headers)).json() as RescissionView;
    expect(theirs.deliveredOn).not.toBeNull();
    expect(theirs).toMatchObject({
      deliveredOn: borrowers.deliveredOn,
      lastDayToCancel: borrowers.lastDayToCancel,
    });
    expect((await get(PATHS.rescission(uuid), stranger)).statusCode).toBe(404);
    expect((await post(PATHS.cancel(uuid), signer.headers, {})).statusCode).toBe(400);
    expect(await settledStatus(t, uuid)).toBe('RESCISSION');
    const canceled = await post(PATHS.cancel(uuid), signer.headers, { confirm: true });
    expect(canceled.statusCode, canceled.body).toBe(200);
    expect(await settledStatus(t, uuid)).toBe('CANCELLED');
    const forBorrower = (await get(NOTARY_API_PATHS.rescission(uuid), headers)).json() as RescissionView;
    expect(forBorrower.canceledAt).not.toBeNull();
    const after = (await get(HELOC_API_PATHS.coDeedStatus, signer.headers)).json() as CoDeedStatus;
    expect(after.applications[0]?.next).toBe('cancelled');
  });
});

describe('additional signers on a Texas homestead (decisions 0176 and 0181)', () => {
  it('the co-owner receives the section 50(g) notice, the final itemized disclosure and the Texas forms too', async () => {
    const { borrower, signer } = await coOwnerJoined(t, { address: addressOf('texas') });
    const { uuid, headers } = borrower;
    expect(await settledStatus(t, uuid)).toBe('TRUST_AND_INSURANCE');
    await sendInsuranceDocument(t, uuid, headers, 'HAZARD');
    expect(await settledStatus(t, uuid)).toBe('DISBURSEMENT_ACCOUNT');
    const manual = await post(BANK_ACCOUNT_API_PATHS.manual(uuid), headers, {
      accountType: 'CHECKING',
      routingNumber: '021000021',
      accountNumber: '4417123456789',
      accountNumberConfirm: '4417123456789',
    });
    expect(manual.statusCode, manual.body).toBe(201);
    const declined = await post(BANK_ACCOUNT_API_PATHS.declineAutopay(uuid), headers);
    expect(declined.statusCode, declined.body).toBe(200);
    expect(await settledStatus(t, uuid)).toBe('NOTE_SIGNING');
    const theirs = (await get(PATHS.signing(uuid), signer.headers)).json() as SigningSession;
    expect(theirs.documents.map((d) => [d.title, d.action]).sort()).toEqual(
      [
        // Decision 0201: a Texas owner signs the deed and the value acknowledgment at the closing, not online.
        ['Deed of trust', 'AT_CLOSING'],
        ['Notice of your right to cancel', 'ACKNOWLEDGE'],
        // Decision 0202: every owner receives the material disclosures and the E-SIGN consent, in Texas too.
        ['Home equity line of credit account-opening disclosure', 'ACKNOWLEDGE'],
        ['Home equity line of credit agreement', 'ACKNOWLEDGE'],
        ['Consent to electronic records and signatures', 'ACKNOWLEDGE'],
        ['Texas final itemized disclosure of fees and charges (section 50(a)(6)(M)(ii))', 'ACKNOWLEDGE'],
        ['Texas home equity notice (section 50(a)(6))', 'ACKNOWLEDGE'],
        // Decision 0196: each owner signs the value acknowledgment and receives the spouses' consent form.
        [
          'Texas acknowledgment of the fair market value of the homestead (section 50(a)(6)(Q)(ix))',
          'AT_CLOSING',
        ],
        ["Texas consent of each owner's spouse to the lien (section 50(a)(6)(A))", 'ACKNOWLEDGE'],
      ].sort(),
    );
  });
});
