import { randomBytes } from 'node:crypto';
import { VENDOR_CALLBACK_TOLERANCE_MS } from '@hearth/domain/vendors';
import { describe, expect, it } from 'vitest';
import { AdjustableClock } from './clock';
import { signCallback, verifyCallback } from './signing';

const secret = new Uint8Array(randomBytes(32));
const body = Buffer.from('{"callbackId":"a"}');
const now = new Date('2026-11-22T12:00:00Z');
const ts = String(now.getTime() / 1000);

describe('callback signatures', () => {
  it('verifies HMAC-SHA256 of "timestamp.body" and refuses any other bytes, timestamp or key', () => {
    const signature = signCallback(secret, ts, body);
    expect(signature).toMatch(/^v1=[0-9a-f]{64}$/);
    expect(verifyCallback(secret, { timestamp: ts, signature }, body, now)).toBe('ok');
    expect(verifyCallback(secret, { timestamp: ts, signature }, Buffer.from('{"callbackId":"b"}'), now)).toBe(
      'bad-signature',
    );
    expect(verifyCallback(secret, { timestamp: String(Number(ts) + 1), signature }, body, now)).toBe(
      'bad-signature',
    );
    expect(verifyCallback(new Uint8Array(randomBytes(32)), { timestamp: ts, signature }, body, now)).toBe(
      'bad-signature',
    );
    expect(verifyCallback(secret, { timestamp: ts, signature: undefined }, body, now)).toBe('missing');
    expect(verifyCallback(secret, { timestamp: '1e9', signature }, body, now)).toBe('bad-signature');
  });

  it('refuses a signature older or newer than the tolerance', () => {
    const signature = signCallback(secret, ts, body);
    const later = new Date(now.getTime() + VENDOR_CALLBACK_TOLERANCE_MS + 1000);
    const earlier = new Date(now.getTime() - VENDOR_CALLBACK_TOLERANCE_MS - 1000);
    expect(verifyCallback(secret, { timestamp: ts, signature }, body, later)).toBe('stale');
    expect(verifyCallback(secret, { timestamp: ts, signature }, body, earlier)).toBe('stale');
    expect(
      verifyCallback(
        secret,
        { timestamp: ts, signature },
        body,
        new Date(now.getTime() + VENDOR_CALLBACK_TOLERANCE_MS),
      ),
    ).toBe('ok');
  });

  it('moves a test clock but never a production one', () => {
    const clock = new AdjustableClock(true);
    const before = clock.now().getTime();
    clock.advance(60_000);
    expect(clock.now().getTime() - before).toBeGreaterThanOrEqual(60_000);
    expect(() => new AdjustableClock(false).advance(1)).toThrow(/production/);
  });
});
