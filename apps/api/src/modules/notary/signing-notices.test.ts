import {
  addDays,
  type CalendarDate,
  formatIsoDate,
  formatUsDate,
  parseDateInput,
} from '@hearth/domain/dates';
import { type LoanDocumentsView, DOCUMENT_API_PATHS as PATHS } from '@hearth/domain/documents';
import { NOTARY_API_PATHS, type RescissionView } from '@hearth/domain/notary';
import { rescissionLastDay } from '@hearth/domain/rescission';
import { SIGNING_API_PATHS, type SigningSession } from '@hearth/domain/signing';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, registeredBorrower } from '../../test/identity-helpers';
import { setupTestApp, type TestApp } from '../../test/test-app';
import { findApplication } from '../application/repository';
import { issueSigningNotices } from '../documents/service';
import { pdfText } from '../documents/test-helpers';
import { outbox } from '../identity/schema';
import { notarySessions } from './schema';
import { booked, deedSigned } from './test-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await setupTestApp();
});

const day = (iso: string): CalendarDate => parseDateInput(iso) ?? { year: 0, month: 0, day: 0 };
const list = async (uuid: string, headers: Record<string, string>) =>
  (await t.app.inject({ method: 'GET', url: PATHS.documents(uuid), headers })).json() as LoanDocumentsView;
const rescission = async (uuid: string, headers: Record<string, string>) =>
  (
    await t.app.inject({ method: 'GET', url: NOTARY_API_PATHS.rescission(uuid), headers })
  ).json() as RescissionView;
const words = async (uuid: string, headers: Record<string, string>, documentId: string) => {
  const res = await t.app.inject({ method: 'GET', url: PATHS.pdf(uuid, documentId), headers });
  expect(res.statusCode).toBe(200);
  return pdfText(res.rawPayload).replace(/\s+/g, ' ');
};
const noticeMails = (identityUuid: string) =>
  t.database.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.kind, 'RIGHT_TO_CANCEL_NOTICE'), eq(outbox.identityUuid, identityUuid)));

describe('the notice of the right to cancel, reissued at signing (issue 12 item 5, decision 0180)', () => {
  it('prints the day the deed was signed and the last day to cancel, is delivered once, and is sealed', async () => {
    const { uuid, headers, slot } = await booked(t);
    const before = await list(uuid, headers);
    const preliminary = before.documents.find((d) => d.type === 'RIGHT_TO_CANCEL');
    const preparedOn = before.documents[0]?.createdAt.slice(0, 10) ?? '';
    // The copy given with the documents cannot know the transaction date, and says so instead of guessing.
    const early = await words(uuid, headers, preliminary?.id ?? '');
    expect(early).toContain('the day you sign the deed of trust before the notary');
    expect(early).not.toMatch(/midnight of [A-Z][a-z]+ \d/);
    expect(before.documents.some((d) => d.type === 'RIGHT_TO_CANCEL_AT_SIGNING')).toBe(false);

    await deedSigned(t, uuid, headers, slot);
    const view = await rescission(uuid, headers);
    // The deed is signed on a later day than the documents were made: the notice must carry the later day.
    expect(view.signedOn > preparedOn).toBe(true);
    expect(view.lastDayToCancel).toBe(formatIsoDate(rescissionLastDay(day(view.signedOn))));

    const after = await list(uuid, headers);
    const notices = after.documents.filter((d) => d.type === 'RIGHT_TO_CANCEL_AT_SIGNING');
    expect(notices.map((d) => d.recipient)).toEqual(['ALEX PRIME']);
    const notice = await words(uuid, headers, notices[0]?.id ?? '');
    expect(notice).toContain(`the opening date of your account which is ${formatUsDate(day(view.signedOn))}`);
    expect(notice).toContain(`no later than midnight of ${formatUsDate(day(view.lastDayToCancel))}`);
    expect(notice).toContain(`Delivered to you electronically on ${formatUsDate(day(view.signedOn))}`);

    // Delivered to the borrower by e-mail with the deadline, once, and kept in the sealed package.
    const app = await findApplication(t.database.db, uuid);
    const mails = await noticeMails(app?.identityUuid ?? '');
    expect(mails).toHaveLength(1);
    expect(mails[0]?.recipient).toBe(app?.email);
    expect(mails[0]?.subject).toContain(`until midnight of ${formatUsDate(day(view.lastDayToCancel))}`);
    expect(mails[0]?.body).toContain(`which is ${formatUsDate(day(view.signedOn))}`);
    const sealed = after.sealed?.executed.find((e) => e.documentId === notices[0]?.id);
    expect(sealed?.signedSha256).toBe(notices[0]?.sha256);

    // Nothing is signed on it: the ceremony's list does not grow.
    const session = (
      await t.app.inject({ method: 'GET', url: SIGNING_API_PATHS.session(uuid), headers })
    ).json() as SigningSession;
    expect(session.documents.some((d) => d.title.endsWith('dated at signing'))).toBe(false);

    // The notary's answer again (a retry): no second notice, no second e-mail.
    await issueSigningNotices(t.app.documents.deps, uuid, {
      signedOn: day(view.signedOn),
      deliveredOn: day(view.signedOn),
      lastDayToCancel: day(view.lastDayToCancel),
    });
    expect(
      (await list(uuid, headers)).documents.filter((d) => d.type === 'RIGHT_TO_CANCEL_AT_SIGNING'),
    ).toHaveLength(1);
    expect(await noticeMails(app?.identityUuid ?? '')).toHaveLength(1);

    // Only the owner reads it.
    const other = bearer((await registeredBorrower(t.app)).jwt);
    expect(
      (await t.app.inject({ method: 'GET', url: PATHS.pdf(uuid, notices[0]?.id ?? ''), headers: other }))
        .statusCode,
    ).toBe(404);
  });

  it('counts the right to cancel from the day the notice was delivered when that was after the signing', async () => {
    const { uuid, headers, slot } = await booked(t);
    await deedSigned(t, uuid, headers, slot);
    const view = await rescission(uuid, headers);
    // As if the notices had gone out the next day (a notary's answer processed after midnight).
    const deliveredOn = addDays(day(view.signedOn), 1);
    await t.database.db
      .update(notarySessions)
      .set({ noticesDeliveredOn: formatIsoDate(deliveredOn) })
      .where(eq(notarySessions.applicationUuid, uuid));
    const later = await rescission(uuid, headers);
    expect(later.signedOn).toBe(view.signedOn);
    expect(later.lastDayToCancel).toBe(formatIsoDate(rescissionLastDay(deliveredOn)));
    expect(later.lastDayToCancel >= view.lastDayToCancel).toBe(true);
    expect(Date.parse(later.endsAt)).toBeGreaterThanOrEqual(Date.parse(view.endsAt));
  });
});
