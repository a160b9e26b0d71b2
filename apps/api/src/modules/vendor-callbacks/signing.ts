import { createHmac, timingSafeEqual } from 'node:crypto';
import { VENDOR_CALLBACK_TOLERANCE_MS } from '@hearth/domain/vendors';

/**
 * HMAC-SHA256 over `timestamp + "." + rawBody` (decision 0130), the scheme most payment and data vendors use:
 * the timestamp is inside the signature, so it cannot be changed to pass the tolerance check.
 */
export function signCallback(secret: Uint8Array, timestamp: string, rawBody: Buffer | string): string {
  const mac = createHmac('sha256', secret);
  mac.update(`${timestamp}.`);
  mac.update(rawBody);
  return `v1=${mac.digest('hex')}`;
}

export type SignatureCheck = 'ok' | 'missing' | 'bad-signature' | 'stale';

/** Checks a callback's headers against its raw bytes and the clock; constant-time on the MAC. */
export function verifyCallback(
  secret: Uint8Array,
  headers: { timestamp: string | undefined; signature: string | undefined },
  rawBody: Buffer,
  now: Date,
): SignatureCheck {
  const { timestamp, signature } = headers;
  if (!timestamp || !signature) return 'missing';
  if (!/^\d{1,12}$/.test(timestamp)) return 'bad-signature';
  const expected = Buffer.from(signCallback(secret, timestamp, rawBody));
  // Several values while a vendor rotates its secret: any one matching is enough.
  const matches = signature
    .split(',')
    .map((value) => Buffer.from(value.trim()))
    .some((given) => given.length === expected.length && timingSafeEqual(given, expected));
  if (!matches) return 'bad-signature';
  // Checked after the MAC so an unsigned caller learns nothing about the window.
  const skew = Math.abs(now.getTime() - Number(timestamp) * 1000);
  return skew > VENDOR_CALLBACK_TOLERANCE_MS ? 'stale' : 'ok';
}
