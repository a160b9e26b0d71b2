import { NOTARY_API_PATHS, type NotaryView } from '@hearth/domain/notary';
import { VENDOR_CALLBACK_PATHS, VENDOR_MESSAGES, type VendorCallback } from '@hearth/domain/vendors';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { decryptField } from '../../db/field-crypto';
import { setupTestApp, type TestApp } from '../../test/test-app';
import { findApplication } from '../application/repository';
import { settledStatus } from '../collateral/test-helpers';
import { vendorQueueIdle } from '../hard-pull/test-helpers';
import { notarySessions } from '../notary/schema';
import { booked, moveClockTo } from '../notary/test-helpers';
import { vendorCallbackRejections, vendorCallbacks, vendorRequests } from './schema';
import { signedHeaders } from './service';

let t: TestApp;
beforeAll(async () => {
  t = await setupTestApp();
});

const post = (raw: string, headers: Record<string, string>) =>
  t.app.inject({ method: 'POST', url: VENDOR_CALLBACK_PATHS.callback('notary'), headers, payload: raw });
const signed = (raw: string) => signedHeaders(t.app.vendors.secret('notary'), raw, new Date());

/** A booked eNotary session whose time has come: DEED_SIGNING, with the notary's request open. */
async function atDeedSigning() {
  const { uuid, headers, slot } = await booked(t);
  moveClockTo(t, uuid, slot, 60_000);
  const view = (
    await t.app.inject({ method: 'GET', url: NOTARY_API_PATHS.notary(uuid), headers })
  ).json() as NotaryView;
  expect(view.status).toBe('DEED_SIGNING');
  const [session] = await t.database.db
    .select({ requestId: notarySessions.requestId })
    .from(notarySessions)
    .where(eq(notarySessions.applicationUuid, uuid));
  if (!session) throw new Error('no notary session');
  return { uuid, requestId: session.requestId };
}

const requestStatus = async (id: string) =>
  (await t.database.db.select().from(vendorRequests).where(eq(vendorRequests.id, id)))[0]?.status;

describe('a signed vendor answer that does not parse (issue 19 item 7, decision 0193)', () => {
  it('is refused with 400 and kept for review; the request stays open and the correct answer moves the application on', async () => {
    const { uuid, requestId } = await atDeedSigning();
    const answer = (result: Record<string, unknown>, callbackId: string): VendorCallback => ({
      callbackId,
      requestId,
      event: 'notary.deed-signed',
      result,
    });

    // The notary's journal entry without its notary, commission or entry id, and a body cut short.
    const malformed = JSON.stringify(
      answer({ outcome: 'DEED_SIGNED', signedAt: new Date().toISOString() }, `notary:${requestId}:draft`),
    );
    const refused = await post(malformed, signed(malformed));
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json().message).toBe(VENDOR_MESSAGES.badResult);
    const truncated = malformed.slice(0, 40);
    const notJson = await post(truncated, signed(truncated));
    expect(notJson.statusCode).toBe(400);
    // The same bytes again add no second row; unsigned garbage is not kept at all.
    expect((await post(malformed, signed(malformed))).statusCode).toBe(400);
    expect((await post(malformed, { 'content-type': 'application/json' })).statusCode).toBe(401);
    await vendorQueueIdle(t.app);

    const kept = await t.database.db
      .select()
      .from(vendorCallbackRejections)
      .where(eq(vendorCallbackRejections.vendor, 'notary'));
    const forRequest = kept.filter((row) => row.requestId === requestId);
    expect(forRequest).toHaveLength(1);
    expect(forRequest[0]).toMatchObject({
      reason: 'RESULT_UNREADABLE',
      callbackId: `notary:${requestId}:draft`,
    });
    expect(forRequest[0]?.detail).toContain('result.notary');
    expect(decryptField(t.config.encryptionKey, forRequest[0]?.bodyEncrypted ?? '')).toBe(malformed);
    const unreadable = kept.find((row) => row.reason === 'NOT_JSON');
    expect(decryptField(t.config.encryptionKey, unreadable?.bodyEncrypted ?? '')).toBe(truncated);
    expect(unreadable?.bodyEncrypted).not.toContain('DEED_SIGNED');

    // Nothing was accepted or processed: the request is still open and the application still waits.
    expect(await requestStatus(requestId)).toBe('PENDING');
    expect(
      await t.database.db.select().from(vendorCallbacks).where(eq(vendorCallbacks.requestId, requestId)),
    ).toEqual([]);
    expect((await findApplication(t.database.db, uuid))?.status).toBe('DEED_SIGNING');

    const correct = JSON.stringify(
      answer(
        {
          outcome: 'DEED_SIGNED',
          notary: 'Dana Notary',
          commission: 'SBX-123456',
          journalEntryId: 'J-12345',
          signedAt: t.app.vendors.clock.nowFor(uuid).toISOString(),
        },
        `notary:${requestId}`,
      ),
    );
    const accepted = await post(correct, signed(correct));
    expect(accepted.statusCode, accepted.body).toBe(202);
    expect(await settledStatus(t, uuid)).toBe('RESCISSION');
    expect(await requestStatus(requestId)).toBe('COMPLETED');
  });
});
