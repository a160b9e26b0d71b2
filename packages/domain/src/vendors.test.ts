import { describe, expect, it } from 'vitest';
import {
  hardCreditResultSchema,
  identityResultSchema,
  isVendor,
  VENDOR_CALLBACK_PATHS,
  vendorCallbackSchema,
} from './vendors';

describe('vendor callbacks (decision 0130)', () => {
  it('knows its vendors and their paths', () => {
    expect(isVendor('hard-credit')).toBe(true);
    expect(isVendor('identity')).toBe(true);
    expect(isVendor('acme')).toBe(false);
    expect(isVendor('__proto__')).toBe(false);
    expect(VENDOR_CALLBACK_PATHS.callback('identity')).toBe('/vendor-callbacks/v1/identity');
  });

  it('reads the envelope and each vendor result strictly', () => {
    const envelope = {
      callbackId: 'cb-1',
      requestId: '0b8a6f1e-8a51-4a8e-9b7e-2f1d1f9e3c11',
      event: 'hard-pull.completed',
      result: { outcome: 'FROZEN' },
    };
    expect(vendorCallbackSchema.parse(envelope)).toEqual(envelope);
    expect(vendorCallbackSchema.safeParse({ ...envelope, callbackId: '' }).success).toBe(false);
    expect(vendorCallbackSchema.safeParse({ ...envelope, requestId: 'x' }).success).toBe(false);
    expect(vendorCallbackSchema.safeParse({ ...envelope, callbackId: 'x'.repeat(101) }).success).toBe(false);
    expect(hardCreditResultSchema.safeParse({ outcome: 'FROZEN' }).success).toBe(true);
    expect(hardCreditResultSchema.safeParse({ outcome: 'MAYBE' }).success).toBe(false);
    expect(identityResultSchema.safeParse({ outcome: 'REVIEW', reasons: [] }).success).toBe(true);
    expect(identityResultSchema.safeParse({ outcome: 'PASS', reasons: Array(11).fill('x') }).success).toBe(
      false,
    );
  });
});
