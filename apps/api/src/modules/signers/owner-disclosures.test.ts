import { randomUUID } from 'node:crypto';
import { type CoDeedStatus, SIGNER_API_PATHS as PATHS } from '@hearth/domain/additional-signers';
import { formatIsoDate, zonedCalendarDate } from '@hearth/domain/dates';
import type { LoanDocumentText } from '@hearth/domain/documents';
import { HELOC_API_PATHS } from '@hearth/domain/heloc-api';
import { NOTARY_API_PATHS, type RescissionView } from '@hearth/domain/notary';
import { rescissionLastDay } from '@hearth/domain/rescission';
import type { SigningSession } from '@hearth/domain/signing';
import { and, eq, inArray } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { uniqueEmail } from '../../test/identity-helpers';
import { signJourneyDeed } from '../../test/journey/steps';
import { setupTestApp, type TestApp } from '../../test/test-app';
import { findApplication } from '../application/repository';
import { readFile, writeFile } from '../collateral/file';
import { settledStatus } from '../collateral/test-helpers';
import { loanDocuments } from '../documents/schema';
import { outbox } from '../identity/schema';
import { moveClockTo } from '../notary/test-helpers';
import { signerInvitations } from '../owners/schema';
import { signingActs } from '../signing/schema';
import { coOwnerAtRescission, coOwnerBooked } from './test-helpers';

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
const rescissionOf = async (url: string, headers: Headers) => {
  const res = await get(url, headers);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as RescissionView;
};
/** What the owner receives under decision 0202 on top of their notice and the deed. */
const RECEIVED = ['ACCOUNT_OPENING_DISCLOSURE', 'HELOC_AGREEMENT', 'E_SIGN_CONSENT'] as const;

describe('every owner with a right to cancel receives the material disclosures (issue 20 item 4, decision 0202)', () => {
  it('an owner who reached the right to cancel without them opens and acknowledges them; their delivery date, and the closing, move with it', async () => {
    const { journey, signer } = await coOwnerAtRescission(t);
    const { uuid, headers } = journey;
    // An owner who signed before this decision never received the disclosures: their receipts are not on file.
    const received = await t.database.db
      .select()
      .from(loanDocuments)
      .where(and(eq(loanDocuments.applicationUuid, uuid), inArray(loanDocuments.type, [...RECEIVED])));
    expect(received).toHaveLength(RECEIVED.length);
    await t.database.db.delete(signingActs).where(
      and(
        eq(signingActs.identityUuid, signer.identityUuid),
        inArray(
          signingActs.documentId,
          received.map((d) => d.id),
        ),
      ),
    );

    // Their notice does not count as delivered yet: their right to cancel runs to the three-year limit.
    const borrowers = await rescissionOf(NOTARY_API_PATHS.rescission(uuid), headers);
    const before = await rescissionOf(PATHS.rescission(uuid), signer.headers);
    expect(borrowers.deliveredOn).not.toBeNull();
    expect(before).toMatchObject({ deliveredOn: null, canCancel: true, signedOn: borrowers.signedOn });
    const signedYear = Number(borrowers.signedOn.slice(0, 4));
    expect(before.lastDayToCancel).toBe(`${signedYear + 3}${borrowers.signedOn.slice(4)}`);
    expect(Date.parse(borrowers.closingStepsFrom)).toBe(Date.parse(before.endsAt));

    // Their pages send them to acknowledge what they have not received.
    const next = async () =>
      ((await get(HELOC_API_PATHS.coDeedStatus, signer.headers)).json() as CoDeedStatus).applications[0]
        ?.next;
    expect(await next()).toBe('sign');

    // The borrower's own right ends; the line waits, since the owner may still cancel for everyone.
    moveClockTo(t, uuid, borrowers.endsAt, 3 * 24 * 3_600_000);
    const borrowerAfter = await rescissionOf(NOTARY_API_PATHS.rescission(uuid), headers);
    expect(borrowerAfter).toMatchObject({ status: 'RESCISSION', canCancel: false });
    expect(await settledStatus(t, uuid)).toBe('RESCISSION');

    // The owner opens each of them (it was a 404 before) and acknowledges receiving it, today.
    const session = (await get(PATHS.signing(uuid), signer.headers)).json() as SigningSession;
    const pending = session.documents.filter((d) => d.signedAt === null);
    expect(pending.map((d) => d.title).sort()).toEqual([
      'Consent to electronic records and signatures',
      'Home equity line of credit account-opening disclosure',
      'Home equity line of credit agreement',
    ]);
    for (const doc of pending) {
      const opened = await get(PATHS.document(uuid, doc.documentId), signer.headers);
      expect(opened.statusCode, opened.body).toBe(200);
      expect((opened.json() as LoanDocumentText).paragraphs.length).toBeGreaterThan(0);
      const act = await post(PATHS.acts(uuid), signer.headers, {
        documentId: doc.documentId,
        sha256: doc.sha256,
        location: null,
      });
      expect(act.statusCode, act.body).toBe(200);
    }
    // Only a receipt can be given now: nothing is signed while the right to cancel runs.
    const deed = session.documents.find((d) => d.action === 'SIGN');
    expect(deed).toBeDefined();
    const signAgain = await post(PATHS.acts(uuid), signer.headers, {
      documentId: deed?.documentId,
      sha256: deed?.sha256,
      location: null,
    });
    expect(signAgain.statusCode).toBe(409);

    expect(await next()).toBe('documents');

    // Their notice counts from today: three business days from now, for them, and the closing waits for it.
    const today = zonedCalendarDate(t.app.vendors.clock.nowFor(uuid));
    const after = await rescissionOf(PATHS.rescission(uuid), signer.headers);
    expect(after).toMatchObject({
      deliveredOn: formatIsoDate(today),
      lastDayToCancel: formatIsoDate(rescissionLastDay(today)),
      canCancel: true,
    });
    expect(after.deliveredOn).not.toBe(borrowers.deliveredOn);
    const closing = await rescissionOf(NOTARY_API_PATHS.rescission(uuid), headers);
    expect(Date.parse(closing.closingStepsFrom)).toBeGreaterThan(Date.parse(after.endsAt));
    moveClockTo(t, uuid, after.endsAt, -60_000);
    expect((await rescissionOf(NOTARY_API_PATHS.rescission(uuid), headers)).status).toBe('RESCISSION');
    moveClockTo(t, uuid, closing.closingStepsFrom, 60_000);
    expect((await rescissionOf(NOTARY_API_PATHS.rescission(uuid), headers)).status).toBe('RECORDING');
  });
});

describe('notices go to their owner (issue 20 item 18, decision 0202)', () => {
  it('an owner named on title who has not joined gets nothing in anyone’s mailbox; each notice goes to its own owner only', async () => {
    const { journey, signer, email, http, slot } = await coOwnerBooked(t);
    const { uuid } = journey;
    // Title names a third owner, PAT OTHER, invited but never joined (their link not even opened).
    const file = await readFile(t.database.db, uuid);
    const title = file?.title;
    if (!title) throw new Error('no title on file');
    await writeFile(t.database.db, uuid, {
      title: { ...title, owners: [...(title.owners ?? []), 'PAT OTHER'] },
    });
    const patEmail = uniqueEmail('pat');
    const now = new Date();
    await t.database.db.insert(signerInvitations).values({
      id: randomUUID(),
      applicationUuid: uuid,
      ownerName: 'PAT OTHER',
      email: patEmail,
      tokenHash: `unused-${randomUUID()}`,
      expiresAt: now,
      invitedAt: now,
      lastSentAt: now,
    });

    await signJourneyDeed(http, journey, slot);
    expect((await post(PATHS.signDeed(uuid), signer.headers)).statusCode).toBe(200);
    expect(await settledStatus(t, uuid)).toBe('RESCISSION');

    const notices = await t.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.kind, 'RIGHT_TO_CANCEL_NOTICE'));
    const row = await findApplication(t.database.db, uuid);
    const ours = notices.filter(
      (n) => [journey.identityUuid, signer.identityUuid].includes(n.identityUuid) || n.recipient === patEmail,
    );
    // One each for the borrower and the owner who joined, addressed to them, at their own address; none for PAT.
    expect(
      ours.map((n) => [n.identityUuid, n.recipient, /To: ([A-Z ]+)\./.exec(n.body)?.[1]]).sort(),
    ).toEqual(
      [
        [journey.identityUuid, row?.email, 'COOWNER PRIME'],
        [signer.identityUuid, email, 'SAM PRIME'],
      ].sort(),
    );
    expect(notices.some((n) => n.body.includes('To: PAT OTHER.'))).toBe(false);
    // PAT's notice is issued and kept with the package, for the lender to deliver once they join.
    const issued = await t.database.db
      .select({ recipient: loanDocuments.recipient })
      .from(loanDocuments)
      .where(
        and(eq(loanDocuments.applicationUuid, uuid), eq(loanDocuments.type, 'RIGHT_TO_CANCEL_AT_SIGNING')),
      );
    expect(issued.map((d) => d.recipient).sort()).toEqual(['COOWNER PRIME', 'PAT OTHER', 'SAM PRIME']);
  });
});
