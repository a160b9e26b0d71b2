import { describe, expect, it } from 'vitest';
import { base32Decode, base32Encode, matchingTotpStep, otpauthUri, totpCodeAt, totpStep } from './totp';

// RFC 6238 appendix B: the SHA-1 secret is the ASCII "12345678901234567890"; codes are the last 6 of its 8 digits.
const RFC_SECRET = base32Encode(Uint8Array.from('12345678901234567890', (c) => c.charCodeAt(0)));

describe('TOTP', () => {
  it.each([
    [59, '287082'],
    [1111111109, '081804'],
    [1111111111, '050471'],
    [1234567890, '005924'],
    [2000000000, '279037'],
  ])('gives RFC 6238’s code at %i s', async (seconds, code) => {
    expect(await totpCodeAt(RFC_SECRET, totpStep(new Date(seconds * 1000)))).toBe(code);
  });

  it('round-trips base32', () => {
    const bytes = new Uint8Array([0, 1, 2, 250, 251, 255, 7, 8, 9, 10]);
    expect([...base32Decode(base32Encode(bytes))]).toEqual([...bytes]);
  });

  it('accepts one step of drift either side and nothing further', async () => {
    const at = new Date(1_800_000_000_000);
    const step = totpStep(at);
    expect(await matchingTotpStep(RFC_SECRET, await totpCodeAt(RFC_SECRET, step - 1), at)).toBe(step - 1);
    expect(await matchingTotpStep(RFC_SECRET, await totpCodeAt(RFC_SECRET, step + 1), at)).toBe(step + 1);
    const far = await totpCodeAt(RFC_SECRET, step - 3);
    const near = await Promise.all([-1, 0, 1].map((d) => totpCodeAt(RFC_SECRET, step + d)));
    if (!near.includes(far)) expect(await matchingTotpStep(RFC_SECRET, far, at)).toBeNull();
  });

  it('builds the otpauth link authenticator apps read', () => {
    expect(otpauthUri({ secret: 'ABC', account: 'a@b.test', issuer: 'Hearth' })).toBe(
      'otpauth://totp/Hearth%3Aa%40b.test?secret=ABC&issuer=Hearth&algorithm=SHA1&digits=6&period=30',
    );
  });
});
