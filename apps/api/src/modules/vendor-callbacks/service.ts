import { DomainError } from '@hearth/domain/errors';
import {
  isVendor,
  VENDOR_CALLBACK_PATHS,
  VENDOR_MESSAGES,
  VENDOR_RESULT_SCHEMAS,
  VENDOR_SIGNATURE_HEADER,
  VENDOR_TIMESTAMP_HEADER,
  type Vendor,
  type VendorCallback,
  type VendorCallbackReceipt,
  vendorCallbackSchema,
} from '@hearth/domain/vendors';
import { and, eq, isNull } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/database';
import { decryptField, encryptField, fieldFingerprint } from '../../db/field-crypto';
import type { Clock } from './clock';
import type { CallbackHandler, VendorJob } from './plugin';
import {
  type CallbackRejectionReason,
  vendorCallbackRejections,
  vendorCallbacks,
  vendorRequests,
} from './schema';
import { signCallback, verifyCallback } from './signing';

export type VendorRequestRow = typeof vendorRequests.$inferSelect;

export interface VendorDeps {
  db: Db;
  encryptionKey: Uint8Array;
  clock: Clock;
  secret(vendor: Vendor): Uint8Array;
  enqueue(job: VendorJob, singletonKey?: string): Promise<void>;
  inject(request: {
    url: string;
    headers: Record<string, string>;
    payload: string;
  }): Promise<{ statusCode: number; body: string }>;
  /** Told of each signed answer refused as unreadable (decision 0193), to log it; never given the body. */
  onRejected?(rejection: RejectedCallback): void;
}

/** What the route's parser hands on for a body that is not JSON: the signature is checked before it is refused. */
export const NOT_JSON: unique symbol = Symbol('hearth.vendorCallback.notJson');

export interface RejectedCallback {
  vendor: Vendor;
  reason: CallbackRejectionReason;
  requestId: string | null;
  /** The row kept; null when the same bytes had already been kept. */
  rejectionId: string | null;
}

const unauthenticated = (message: string) => new DomainError('UNAUTHENTICATED', message);

function header(headers: Record<string, string | string[] | undefined>, name: string): string | undefined {
  const value = headers[name];
  return Array.isArray(value) ? value.join(',') : value;
}

/**
 * A vendor's callback, in the order that leaks least: the vendor's name, the signature over the raw bytes and
 * its age, the body's shape, the request it names (of this vendor), its result against the vendor's schema, then
 * one INSERT keyed by the callback id. Only a first receipt queues processing; a replay answers `duplicate` and
 * changes nothing. A signed body refused for its shape or result is kept (decision 0193).
 */
export async function receiveCallback(
  deps: VendorDeps,
  vendorName: string,
  headers: Record<string, string | string[] | undefined>,
  rawBody: Buffer | undefined,
  parsed: unknown,
): Promise<{ receipt: VendorCallbackReceipt; statusCode: 200 | 202 }> {
  if (!isVendor(vendorName)) throw new DomainError('NOT_FOUND', VENDOR_MESSAGES.unknownVendor);
  const vendor = vendorName;
  const check = verifyCallback(
    deps.secret(vendor),
    {
      timestamp: header(headers, VENDOR_TIMESTAMP_HEADER),
      signature: header(headers, VENDOR_SIGNATURE_HEADER),
    },
    rawBody ?? Buffer.alloc(0),
    // The server's time, not an application's (decision 0188): the signer may have run on another clock.
    deps.clock.serverNow(),
  );
  if (check === 'missing') throw unauthenticated(VENDOR_MESSAGES.missingSignature);
  if (check === 'bad-signature') throw unauthenticated(VENDOR_MESSAGES.badSignature);
  if (check === 'stale') throw unauthenticated(VENDOR_MESSAGES.staleTimestamp);
  // Signed by the vendor but unreadable: refused and kept for a person; the request it names stays open, so the
  // vendor's corrected answer still completes it (decision 0193).
  const raw = rawBody ?? Buffer.alloc(0);
  if (parsed === NOT_JSON) {
    await keepRejected(deps, vendor, raw, undefined, 'NOT_JSON', 'the body is not JSON');
    throw new DomainError('BAD_REQUEST', VENDOR_MESSAGES.badBody);
  }
  const body = vendorCallbackSchema.safeParse(parsed);
  if (!body.success) {
    await keepRejected(deps, vendor, raw, parsed, 'NOT_A_CALLBACK', issuesOf(body.error));
    throw new DomainError('BAD_REQUEST', VENDOR_MESSAGES.badBody);
  }
  const callback = body.data;
  const [request] = await deps.db
    .select({ id: vendorRequests.id })
    .from(vendorRequests)
    .where(and(eq(vendorRequests.id, callback.requestId), eq(vendorRequests.vendor, vendor)));
  if (!request) throw new DomainError('NOT_FOUND', VENDOR_MESSAGES.unknownRequest);
  const result = VENDOR_RESULT_SCHEMAS[vendor].safeParse(callback.result);
  if (!result.success) {
    await keepRejected(deps, vendor, raw, parsed, 'RESULT_UNREADABLE', issuesOf(result.error, ['result']));
    throw new DomainError('BAD_REQUEST', VENDOR_MESSAGES.badResult);
  }

  const inserted = await deps.db
    .insert(vendorCallbacks)
    .values({
      vendor,
      callbackId: callback.callbackId,
      requestId: callback.requestId,
      event: callback.event,
      bodyEncrypted: encryptField(deps.encryptionKey, JSON.stringify(callback)),
    })
    .onConflictDoNothing()
    .returning({ callbackId: vendorCallbacks.callbackId });
  const key = `${vendor}:${callback.callbackId}`;
  if (inserted.length > 0) {
    await deps.enqueue({ type: 'callback.process', vendor, callbackId: callback.callbackId }, key);
    return { receipt: { callbackId: callback.callbackId, status: 'accepted' }, statusCode: 202 };
  }
  // Already received. If a crash came between the INSERT and the job, the vendor's retry queues it again;
  // processing is idempotent (processed_at), so this is the only case that does anything.
  const [existing] = await deps.db
    .select({ processedAt: vendorCallbacks.processedAt })
    .from(vendorCallbacks)
    .where(and(eq(vendorCallbacks.vendor, vendor), eq(vendorCallbacks.callbackId, callback.callbackId)));
  if (existing && existing.processedAt === null) {
    await deps.enqueue({ type: 'callback.process', vendor, callbackId: callback.callbackId }, key);
  }
  return { receipt: { callbackId: callback.callbackId, status: 'duplicate' }, statusCode: 200 };
}

/** Where each field failed and the schema's words, never the value sent (it may be personal data). */
function issuesOf(error: z.ZodError, prefix: string[] = []): string {
  return error.issues
    .slice(0, 10)
    .map((issue) => `${[...prefix, ...issue.path.map(String)].join('.') || '(body)'}: ${issue.message}`)
    .join('; ')
    .slice(0, 1000);
}

const namedIds = z.object({ requestId: z.uuid().optional(), callbackId: z.string().max(100).optional() });

/**
 * Keeps a signed answer that does not parse (decision 0193): the raw body encrypted, why it was refused, and the
 * request it names when that is one of this vendor's, so staff find it from the application. The request is not
 * touched. The same bytes sent again add no row.
 */
async function keepRejected(
  deps: VendorDeps,
  vendor: Vendor,
  raw: Buffer,
  parsed: unknown,
  reason: CallbackRejectionReason,
  detail: string,
): Promise<void> {
  const ids = namedIds.safeParse(parsed);
  const named = ids.success ? ids.data : {};
  const [request] = named.requestId
    ? await deps.db
        .select({ id: vendorRequests.id })
        .from(vendorRequests)
        .where(and(eq(vendorRequests.id, named.requestId), eq(vendorRequests.vendor, vendor)))
    : [];
  const text = raw.toString('utf8');
  const [kept] = await deps.db
    .insert(vendorCallbackRejections)
    .values({
      vendor,
      requestId: request?.id ?? null,
      callbackId: named.callbackId ?? null,
      reason,
      detail,
      bodyFingerprint: fieldFingerprint(deps.encryptionKey, `vendor-callback-rejection:${vendor}`, text),
      bodyEncrypted: encryptField(deps.encryptionKey, text),
    })
    .onConflictDoNothing()
    .returning({ id: vendorCallbackRejections.id });
  deps.onRejected?.({ vendor, reason, requestId: request?.id ?? null, rejectionId: kept?.id ?? null });
}

/**
 * The job for one received callback: the owning module's handler, then the callback marked processed and, on
 * a final result, the request completed. A re-run after a crash finds `processed_at` set and stops; handlers
 * guard their own writes (status moves on `from`, rows keyed by the request), so a half-done run is safe.
 */
export async function processCallback(
  deps: Pick<VendorDeps, 'db' | 'encryptionKey' | 'clock'>,
  vendor: Vendor,
  callbackId: string,
  handler: CallbackHandler,
): Promise<void> {
  const [row] = await deps.db
    .select()
    .from(vendorCallbacks)
    .where(and(eq(vendorCallbacks.vendor, vendor), eq(vendorCallbacks.callbackId, callbackId)));
  if (!row || row.processedAt) return;
  const [request] = await deps.db.select().from(vendorRequests).where(eq(vendorRequests.id, row.requestId));
  const callback = JSON.parse(decryptField(deps.encryptionKey, row.bodyEncrypted)) as VendorCallback;
  // A callback for a request already completed (a vendor's late duplicate under a new id) changes nothing. The
  // handler runs on the clock of the request's application (decision 0188).
  const disposition =
    request && request.status === 'PENDING'
      ? await deps.clock.run(request.applicationUuid, () => handler({ request, callback }))
      : 'interim';
  await deps.db.transaction(async (tx) => {
    await tx
      .update(vendorCallbacks)
      .set({ processedAt: new Date() })
      .where(
        and(
          eq(vendorCallbacks.vendor, vendor),
          eq(vendorCallbacks.callbackId, callbackId),
          isNull(vendorCallbacks.processedAt),
        ),
      );
    if (disposition === 'final' && request) {
      await tx
        .update(vendorRequests)
        .set({ status: 'COMPLETED', completedAt: new Date() })
        .where(and(eq(vendorRequests.id, request.id), eq(vendorRequests.status, 'PENDING')));
    }
  });
}

/** Signed headers for a callback body, as the vendor (or a test acting as one) sends them. */
export function signedHeaders(secret: Uint8Array, rawBody: string, now: Date): Record<string, string> {
  const timestamp = String(Math.floor(now.getTime() / 1000));
  return {
    'content-type': 'application/json',
    [VENDOR_TIMESTAMP_HEADER]: timestamp,
    [VENDOR_SIGNATURE_HEADER]: signCallback(secret, timestamp, rawBody),
  };
}

/**
 * The sandbox vendor's side: signs the body with the vendor's secret and POSTs it to Hearth's callback path, so
 * sandbox results go through the same verification as a real vendor's. A refusal fails the job (retried).
 */
export async function deliverSandboxCallback(
  deps: VendorDeps,
  vendor: Vendor,
  bodyEncrypted: string,
): Promise<void> {
  const payload = decryptField(deps.encryptionKey, bodyEncrypted);
  const res = await deps.inject({
    url: VENDOR_CALLBACK_PATHS.callback(vendor),
    headers: signedHeaders(deps.secret(vendor), payload, deps.clock.serverNow()),
    payload,
  });
  if (res.statusCode !== 200 && res.statusCode !== 202) {
    throw new Error(`sandbox ${vendor} callback refused: ${res.statusCode} ${res.body.slice(0, 200)}`);
  }
}

/**
 * The request a module makes of a vendor, once: a re-run job finds the pending one (the partial unique index)
 * and asks the vendor again under the same id, which a vendor treats as the same request.
 */
export async function openVendorRequest(
  db: Db,
  input: { id: string; vendor: Vendor; applicationUuid: string; purpose: string },
): Promise<VendorRequestRow> {
  const [created] = await db.insert(vendorRequests).values(input).onConflictDoNothing().returning();
  if (created) return created;
  const [pending] = await db
    .select()
    .from(vendorRequests)
    .where(
      and(
        eq(vendorRequests.applicationUuid, input.applicationUuid),
        eq(vendorRequests.vendor, input.vendor),
        eq(vendorRequests.purpose, input.purpose),
        eq(vendorRequests.status, 'PENDING'),
      ),
    );
  if (!pending) throw new Error('vendor request neither created nor pending');
  return pending;
}
