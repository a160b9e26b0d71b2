import { randomUUID } from 'node:crypto';
import {
  VENDOR_CALLBACK_PATHS,
  VENDOR_CALLBACK_TOLERANCE_MS,
  VENDOR_MESSAGES,
  VENDOR_SIGNATURE_HEADER,
  type VendorCallback,
} from '@hearth/domain/vendors';
import { eq } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SandboxCreditBureau } from '../../providers/credit-bureau/sandbox-credit-bureau';
import { registeredBorrower } from '../../test/identity-helpers';
import { setupTestApp, type TestApp } from '../../test/test-app';
import { findApplication, statusHistory } from '../application/repository';
import { moveApplication } from '../application/status-moves';
import { createApplication, createBody, settledStatus } from '../application/test-helpers';
import { statusAfter, vendorQueueIdle } from '../hard-pull/test-helpers';
import { vendorCallbacks } from './schema';
import { openVendorRequest, signedHeaders } from './service';

let t: TestApp;
beforeAll(async () => {
  t = await setupTestApp();
});
afterEach(() => {
  t.app.vendors.clock.reset();
});

/** An application moved to HARD_CREDIT_PULL directly (no job queued) with one open bureau request. */
async function pendingHardPull() {
  const borrower = await registeredBorrower(t.app);
  const body = createBody();
  const created = await createApplication(t.app, borrower.jwt, body);
  const uuid = (created.json() as { uuid: string }).uuid;
  expect(await settledStatus(t.app, borrower.jwt, uuid)).toBe('OFFER_SELECTION');
  const db = t.database.db;
  await moveApplication(db, { uuid, from: 'OFFER_SELECTION', to: 'APP_SUBMISSION', actor: 'borrower' });
  await moveApplication(db, { uuid, from: 'APP_SUBMISSION', to: 'HARD_CREDIT_PULL', actor: 'borrower' });
  const request = await openVendorRequest(db, {
    id: randomUUID(),
    vendor: 'hard-credit',
    applicationUuid: uuid,
    purpose: 'hard-pull',
  });
  const pulled = await new SandboxCreditBureau().hardPull({
    firstName: body.profileRequest.firstName,
    lastName: body.profileRequest.lastName,
    dob: body.profileRequest.dob,
    address: body.propertyRequest,
  });
  const callback: VendorCallback = {
    callbackId: `cb-${randomUUID()}`,
    requestId: request.id,
    event: 'hard-pull.completed',
    result: pulled as unknown as Record<string, unknown>,
  };
  return { uuid, request, callback };
}

function post(vendor: string, raw: string, headers: Record<string, string>) {
  return t.app.inject({ method: 'POST', url: VENDOR_CALLBACK_PATHS.callback(vendor), headers, payload: raw });
}

function signed(raw: string, vendor: 'hard-credit' | 'identity' = 'hard-credit', now = new Date()) {
  return signedHeaders(t.app.vendors.secret(vendor), raw, now);
}

async function callbackRows(requestId: string) {
  return t.database.db.select().from(vendorCallbacks).where(eq(vendorCallbacks.requestId, requestId));
}

describe('POST /vendor-callbacks/v1/{vendor} (decision 0130)', () => {
  it('refuses unsigned, wrongly signed, tampered, stale, malformed and misaddressed callbacks, changing nothing', async () => {
    const { uuid, request, callback } = await pendingHardPull();
    const raw = JSON.stringify(callback);
    const historyBefore = (await statusHistory(t.database.db, uuid)).length;

    const unsigned = await post('hard-credit', raw, { 'content-type': 'application/json' });
    expect(unsigned.statusCode).toBe(401);
    expect(unsigned.json().message).toBe(VENDOR_MESSAGES.missingSignature);

    // Another vendor's secret, and the right signature over other bytes.
    const otherSecret = await post('hard-credit', raw, signed(raw, 'identity'));
    expect(otherSecret.statusCode).toBe(401);
    expect(otherSecret.json().message).toBe(VENDOR_MESSAGES.badSignature);
    const tampered = raw.replace('"MATCH"', '"FROZEN"');
    expect(tampered).not.toBe(raw);
    const tamperedRes = await post('hard-credit', tampered, signed(raw));
    expect(tamperedRes.statusCode).toBe(401);
    expect(tamperedRes.json().message).toBe(VENDOR_MESSAGES.badSignature);
    // A changed timestamp breaks the signature too: it is inside the MAC.
    const headers = signed(raw);
    const shifted = await post('hard-credit', raw, {
      ...headers,
      'x-hearth-timestamp': String(Math.floor(Date.now() / 1000) + 1),
    });
    expect(shifted.statusCode).toBe(401);

    // Signed now, delivered six minutes later (the clock port moved forward).
    const early = signed(raw);
    t.app.vendors.clock.advance(VENDOR_CALLBACK_TOLERANCE_MS + 60_000);
    const stale = await post('hard-credit', raw, early);
    expect(stale.statusCode).toBe(401);
    expect(stale.json().message).toBe(VENDOR_MESSAGES.staleTimestamp);
    t.app.vendors.clock.reset();

    const unknownVendor = await post('acme', raw, signed(raw));
    expect(unknownVendor.statusCode).toBe(404);
    expect(unknownVendor.json().message).toBe(VENDOR_MESSAGES.unknownVendor);

    const notJson = '{"callbackId":';
    const notJsonRes = await post('hard-credit', notJson, signed(notJson));
    expect(notJsonRes.statusCode).toBe(400);
    const wrongShape = JSON.stringify({ ...callback, requestId: 'not-a-uuid' });
    const wrongShapeRes = await post('hard-credit', wrongShape, signed(wrongShape));
    expect(wrongShapeRes.statusCode).toBe(400);
    expect(wrongShapeRes.json().message).toBe(VENDOR_MESSAGES.badBody);

    // A request nobody made, and this bureau request sent as the identity vendor's: both 404.
    const unknown = JSON.stringify({ ...callback, requestId: randomUUID() });
    const unknownRes = await post('hard-credit', unknown, signed(unknown));
    expect(unknownRes.statusCode).toBe(404);
    expect(unknownRes.json().message).toBe(VENDOR_MESSAGES.unknownRequest);
    const crossVendor = await post('identity', raw, signed(raw, 'identity'));
    expect(crossVendor.statusCode).toBe(404);

    await vendorQueueIdle(t.app);
    expect(await callbackRows(request.id)).toEqual([]);
    expect((await findApplication(t.database.db, uuid))?.status).toBe('HARD_CREDIT_PULL');
    expect(await statusHistory(t.database.db, uuid)).toHaveLength(historyBefore);
  });

  it('processes a signed callback once as a job; the same callback replayed answers duplicate and changes nothing', async () => {
    const { uuid, request, callback } = await pendingHardPull();
    const raw = JSON.stringify(callback);
    const headers = signed(raw);
    const first = await post('hard-credit', raw, headers);
    expect(first.statusCode, first.body).toBe(202);
    expect(first.json()).toEqual({ callbackId: callback.callbackId, status: 'accepted' });
    expect(await statusAfter(t, uuid, 'HARD_CREDIT_PULL')).toBe('INCOME_VERIFICATION');
    await vendorQueueIdle(t.app);
    const history = await statusHistory(t.database.db, uuid);

    // The exact request again (a network retry or a captured replay), and again re-signed later.
    const replay = await post('hard-credit', raw, headers);
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual({ callbackId: callback.callbackId, status: 'duplicate' });
    const resigned = await post('hard-credit', raw, signed(raw));
    expect(resigned.json().status).toBe('duplicate');
    // A new callback id for the completed request is recorded but moves nothing.
    const late = JSON.stringify({
      ...callback,
      callbackId: `${callback.callbackId}-late`,
      result: { outcome: 'FROZEN' },
    });
    expect((await post('hard-credit', late, signed(late))).statusCode).toBe(202);
    await vendorQueueIdle(t.app);

    const rows = await callbackRows(request.id);
    expect(rows.map((r) => r.callbackId).sort()).toEqual(
      [callback.callbackId, `${callback.callbackId}-late`].sort(),
    );
    expect(rows.every((r) => r.bodyEncrypted.startsWith('v1.'))).toBe(true);
    expect((await findApplication(t.database.db, uuid))?.status).toBe('INCOME_VERIFICATION');
    expect(await statusHistory(t.database.db, uuid)).toHaveLength(history.length);
  });

  it('accepts a signature list during a secret rotation when one value matches', async () => {
    const { uuid, callback } = await pendingHardPull();
    const raw = JSON.stringify(callback);
    const headers = signed(raw);
    const res = await post('hard-credit', raw, {
      ...headers,
      [VENDOR_SIGNATURE_HEADER]: `v1=${'0'.repeat(64)}, ${headers[VENDOR_SIGNATURE_HEADER]}`,
    });
    expect(res.statusCode, res.body).toBe(202);
    expect(await statusAfter(t, uuid, 'HARD_CREDIT_PULL')).toBe('INCOME_VERIFICATION');
  });
});
