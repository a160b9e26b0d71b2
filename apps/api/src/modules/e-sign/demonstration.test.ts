import { describe, expect, it } from 'vitest';
import { sampleCode } from './demonstration';

const KEY = new Uint8Array(32).fill(7);
const WHO = {
  applicationUuid: '00000000-0000-4000-8000-0000000000aa',
  identityUuid: '00000000-0000-4000-8000-000000000001',
};
const CONSENT = { version: '2026-12', sha256: 'a'.repeat(64) };

describe('sampleCode: the code printed in the E-SIGN sample (decision 0202)', () => {
  it('is six digits, the same each time the same person opens the same text', () => {
    const code = sampleCode(KEY, WHO, CONSENT);
    expect(code).toMatch(/^\d{6}$/);
    expect(sampleCode(KEY, WHO, CONSENT)).toBe(code);
  });

  it('differs for another person, another application, another text and another server key', () => {
    const code = sampleCode(KEY, WHO, CONSENT);
    const others = [
      sampleCode(KEY, { ...WHO, identityUuid: '00000000-0000-4000-8000-000000000002' }, CONSENT),
      sampleCode(KEY, { ...WHO, applicationUuid: '00000000-0000-4000-8000-0000000000bb' }, CONSENT),
      sampleCode(KEY, WHO, { ...CONSENT, sha256: 'b'.repeat(64) }),
      sampleCode(KEY, WHO, { ...CONSENT, version: '2027-01' }),
      sampleCode(new Uint8Array(32).fill(8), WHO, CONSENT),
    ];
    for (const other of others) expect(other).not.toBe(code);
  });
});
