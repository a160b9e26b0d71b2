import { SIGNER_MESSAGES as MESSAGES, SIGNER_API_PATHS as PATHS } from '@hearth/domain/additional-signers';
import { NOTARY_API_PATHS } from '@hearth/domain/notary';
import { SIGNING_API_PATHS, type SigningSession } from '@hearth/domain/signing';
import { and, eq } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { STRONG_PASSWORD, uniqueEmail } from '../../test/identity-helpers';
import { setupTestApp, type TestApp } from '../../test/test-app';
import { findApplication } from '../application/repository';
import { helocApplications } from '../application/schema';
import { moveApplication } from '../application/status-moves';
import { settledStatus } from '../collateral/test-helpers';
import { outbox } from '../identity/schema';
import { notaryDeedSignatures, notarySessions } from '../notary/schema';
import { moveClockTo } from '../notary/test-helpers';
import { signerInvitations } from '../owners/schema';
import { signingActs } from '../signing/schema';
import {
  atCoDeedRequest,
  coOwnerAtNoteSigning,
  coOwnerAtRescission,
  coOwnerBooked,
  coOwnerSigns,
  invitationToken,
  invite,
  JOIN,
} from './test-helpers';

/**
 * Issue 19 item 1 (decision 0191): the borrower cannot be their own co-owner. Each entry point is refused on
 * identities, whatever address the invitation went to. From join on, the state the borrower would have reached before
 * the fix is written straight into the database, to show the guard holds for an application already in it.
 */
let t: TestApp;
beforeAll(async () => {
  t = await setupTestApp();
});
afterEach(() => {
  t.app.vendors.clock.reset();
});

type Headers = Record<string, string>;
const get = (url: string, headers: Headers) => t.app.inject({ method: 'GET', url, headers });
const post = (url: string, headers: Headers, payload: object = {}) =>
  t.app.inject({ method: 'POST', url, headers, payload });
const message = (res: { json: () => unknown }) => (res.json() as { message: string }).message;
const invitationOf = async (uuid: string) =>
  (
    await t.database.db.select().from(signerInvitations).where(eq(signerInvitations.applicationUuid, uuid))
  )[0];

/** As an invitation accepted before the fix left it: SAM PRIME's invitation tied to the borrower's own account. */
async function borrowerHoldsTheInvitation(uuid: string, borrowerIdentity: string, at = new Date()) {
  await t.database.db
    .update(signerInvitations)
    .set({ identityUuid: borrowerIdentity, acceptedAt: at })
    .where(eq(signerInvitations.applicationUuid, uuid));
}

describe('an owner on title acts only from an account of their own (issue 19 item 1, decision 0191)', () => {
  it('invite: refuses the address of the borrower’s login, in any case, even when it is not the contact address', async () => {
    const { uuid, headers, borrower } = await atCoDeedRequest(t);
    // The application's contact address is not the one the borrower logs in with.
    await t.database.db
      .update(helocApplications)
      .set({ email: uniqueEmail('contact') })
      .where(eq(helocApplications.uuid, uuid));
    const login = borrower.email.toUpperCase();
    const self = await invite(t, uuid, headers, login);
    expect(self.res.statusCode, self.res.body).toBe(400);
    expect(message(self.res)).toBe(MESSAGES.emailIsBorrower);
    expect(await invitationOf(uuid)).toBeUndefined();
    const mails = await t.database.db.select().from(outbox).where(eq(outbox.kind, 'SIGNER_INVITATION'));
    expect(mails.some((m) => m.recipient.toLowerCase() === borrower.email.toLowerCase())).toBe(false);
    // The other owner's own address still invites them.
    expect((await invite(t, uuid, headers)).res.statusCode).toBe(200);
  });

  it('accept: the borrower’s account cannot accept, with its right password; nothing changes', async () => {
    const { uuid, headers, borrower } = await atCoDeedRequest(t);
    const { email } = await invite(t, uuid, headers);
    const token = await invitationToken(t, email);
    // An invitation sent to the borrower's own address before the fix.
    await t.database.db
      .update(signerInvitations)
      .set({ email: borrower.email })
      .where(eq(signerInvitations.applicationUuid, uuid));
    const opened = await post(PATHS.invitation, {}, { token });
    expect(opened.json()).toMatchObject({ accountExists: true });

    const accepted = await post(PATHS.accept, {}, { token, password: STRONG_PASSWORD });
    expect(accepted.statusCode, accepted.body).toBe(403);
    expect(message(accepted)).toBe(MESSAGES.signerIsBorrower);
    expect(await invitationOf(uuid)).toMatchObject({ acceptedAt: null, identityUuid: null });
    expect(await settledStatus(t, uuid)).toBe('CO_DEED_REQUEST');
  });

  it('join: the borrower holding the invitation cannot join as the co-owner; the application waits', async () => {
    const { uuid, headers, borrower } = await atCoDeedRequest(t);
    await invite(t, uuid, headers);
    await borrowerHoldsTheInvitation(uuid, borrower.identityUuid);

    const joined = await post(PATHS.join(uuid), headers, JOIN);
    expect(joined.statusCode, joined.body).toBe(403);
    expect(message(joined)).toBe(MESSAGES.signerIsBorrower);
    expect(await invitationOf(uuid)).toMatchObject({ joinedAt: null, lienConsentAt: null });
    expect(await settledStatus(t, uuid)).toBe('CO_DEED_REQUEST');
  });

  it('sign: the borrower cannot sign the co-owner’s documents, and acts already recorded so do not finish signing', async () => {
    const { borrower, signer } = await coOwnerAtNoteSigning(t);
    const { uuid, headers } = borrower;
    const session = (await get(PATHS.signing(uuid), signer.headers)).json() as SigningSession;
    const deed = session.documents.find((d) => d.action === 'SIGN');
    await borrowerHoldsTheInvitation(uuid, borrower.borrower.identityUuid);

    const adopted = await post(PATHS.adopt(uuid), headers, {
      fullName: 'Sam Prime',
      style: 'SCRIPT',
      agree: true,
    });
    expect(adopted.statusCode, adopted.body).toBe(403);
    expect(message(adopted)).toBe(MESSAGES.signerIsBorrower);
    const act = await post(PATHS.acts(uuid), headers, {
      documentId: deed?.documentId,
      sha256: deed?.sha256,
      location: null,
    });
    expect(act.statusCode).toBe(403);
    expect((await get(PATHS.signing(uuid), headers)).statusCode).toBe(403);
    const acts = await t.database.db
      .select()
      .from(signingActs)
      .where(and(eq(signingActs.applicationUuid, uuid), eq(signingActs.documentId, deed?.documentId ?? '')));
    expect(acts).toEqual([]);

    // The co-owner's acts recorded under the borrower's account (as before the fix): the borrower still cannot finish.
    await t.database.db
      .update(signerInvitations)
      .set({ identityUuid: signer.identityUuid })
      .where(eq(signerInvitations.applicationUuid, uuid));
    await coOwnerSigns(t, uuid, signer.headers);
    await t.database.db
      .update(signingActs)
      .set({ identityUuid: borrower.borrower.identityUuid })
      .where(and(eq(signingActs.applicationUuid, uuid), eq(signingActs.identityUuid, signer.identityUuid)));
    await borrowerHoldsTheInvitation(uuid, borrower.borrower.identityUuid);
    await post(SIGNING_API_PATHS.adopt(uuid), headers, {
      fullName: 'Coowner Prime',
      style: 'SCRIPT',
      agree: true,
    });
    const mine = (await get(SIGNING_API_PATHS.session(uuid), headers)).json() as SigningSession;
    for (const doc of mine.documents)
      await post(SIGNING_API_PATHS.acts(uuid), headers, {
        documentId: doc.documentId,
        sha256: doc.sha256,
        location: null,
      });
    const finished = await post(SIGNING_API_PATHS.finish(uuid), headers);
    expect(finished.statusCode, finished.body).toBe(409);
    expect(message(finished)).toBe(MESSAGES.waitingForSigners(['SAM PRIME']));
    expect(await settledStatus(t, uuid)).toBe('NOTE_SIGNING');

    // Moved on as a finish before the fix would have, the notary cannot be booked with the borrower as the co-owner.
    await moveApplication(t.database.db, {
      uuid,
      from: 'NOTE_SIGNING',
      to: 'NOTARY_DISCLOSURE',
      actor: 'borrower',
    });
    const slot = ((await get(NOTARY_API_PATHS.notary(uuid), headers)).json() as { slots: string[] }).slots[0];
    const booked = await post(NOTARY_API_PATHS.book(uuid), headers, { startsAt: slot });
    expect(booked.statusCode, booked.body).toBe(403);
    expect(message(booked)).toBe(MESSAGES.ownerNotThemselves);
    expect(await settledStatus(t, uuid)).toBe('NOTARY_DISCLOSURE');
  });

  it('deed: with the borrower listed as the co-owner, neither signs the deed and the session never completes', async () => {
    const { borrower, slot } = await coOwnerBooked(t);
    const { uuid, headers } = borrower;
    const me = borrower.borrower.identityUuid;
    await borrowerHoldsTheInvitation(uuid, me);
    const [session] = await t.database.db
      .select()
      .from(notarySessions)
      .where(eq(notarySessions.applicationUuid, uuid));
    await t.database.db
      .update(notarySessions)
      .set({ deedSigners: (session?.deedSigners ?? []).map((party) => ({ ...party, identityUuid: me })) })
      .where(eq(notarySessions.applicationUuid, uuid));
    moveClockTo(t, uuid, slot, 60_000);

    const asOwner = await post(PATHS.signDeed(uuid), headers);
    expect(asOwner.statusCode, asOwner.body).toBe(403);
    expect(message(asOwner)).toBe(MESSAGES.signerIsBorrower);
    const asBorrower = await post(NOTARY_API_PATHS.signDeed(uuid), headers);
    expect(asBorrower.statusCode, asBorrower.body).toBe(403);
    expect(message(asBorrower)).toBe(MESSAGES.ownerNotThemselves);
    expect(await settledStatus(t, uuid)).toBe('DEED_SIGNING');
    const signatures = await t.database.db
      .select()
      .from(notaryDeedSignatures)
      .where(eq(notaryDeedSignatures.requestId, session?.requestId ?? ''));
    expect(signatures).toEqual([]);
  });

  it('cancel: the borrower cannot use the co-owner’s right to cancel', async () => {
    const { borrower } = await coOwnerAtRescission(t);
    const { uuid, headers } = borrower;
    await borrowerHoldsTheInvitation(uuid, borrower.borrower.identityUuid);

    expect((await get(PATHS.rescission(uuid), headers)).statusCode).toBe(403);
    const canceled = await post(PATHS.cancel(uuid), headers, { confirm: true });
    expect(canceled.statusCode, canceled.body).toBe(403);
    expect(message(canceled)).toBe(MESSAGES.signerIsBorrower);
    expect(await settledStatus(t, uuid)).toBe('RESCISSION');
    expect((await findApplication(t.database.db, uuid))?.status).toBe('RESCISSION');
  });
});
