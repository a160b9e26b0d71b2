import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { decryptField, encryptField } from './field-crypto';

describe('field encryption', () => {
  const key = new Uint8Array(randomBytes(32));

  it('round-trips and never stores the plaintext', () => {
    const stored = encryptField(key, '1980-04-12');
    expect(stored).not.toContain('1980');
    expect(decryptField(key, stored)).toBe('1980-04-12');
    expect(encryptField(key, '1980-04-12')).not.toBe(stored);
  });

  it('rejects a tampered value or another key', () => {
    const stored = encryptField(key, '1980-04-12');
    const parts = stored.split('.');
    const tampered = [...parts.slice(0, 3), Buffer.from('1990-04-12').toString('base64url')].join('.');
    expect(() => decryptField(key, tampered)).toThrow();
    expect(() => decryptField(new Uint8Array(randomBytes(32)), stored)).toThrow();
  });
});
