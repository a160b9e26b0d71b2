import { randomBytes } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TokenService } from './tokens';

const subject = {
  identityUuid: '6f1c1a52-8a43-4b4e-9d6a-0a3c2a2f7f10',
  role: 'BORROWER',
  organizationCode: 'HEARTH',
} as const;

afterEach(() => {
  vi.useRealTimers();
});

describe('TokenService.verify', () => {
  it('accepts its own token, again from memory, and refuses it once expired', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const tokens = new TokenService(new Uint8Array(randomBytes(32)), 60);
    const { jwt, jti, expiresAt } = await tokens.issue(subject);
    const first = await tokens.verify(jwt);
    expect(first).toMatchObject({ ...subject, jti });
    expect(await tokens.verify(jwt)).toEqual(first);
    vi.setSystemTime(expiresAt.getTime() - 1000);
    expect(await tokens.verify(jwt)).not.toBeNull();
    vi.setSystemTime(expiresAt.getTime());
    expect(await tokens.verify(jwt)).toBeNull();
    // Still expired when asked again (not remembered as valid).
    expect(await tokens.verify(jwt)).toBeNull();
  });

  it('answers at once for a token it has checked, and only for one', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const tokens = new TokenService(new Uint8Array(randomBytes(32)), 60);
    const { jwt, expiresAt } = await tokens.issue(subject);
    expect(tokens.knownToken(jwt)).toBeUndefined();
    const verified = await tokens.verify(jwt);
    expect(tokens.knownToken(jwt)).toEqual(verified);
    // A forged or unknown token is never known: it goes to the signature check.
    expect(tokens.knownToken(`${jwt}x`)).toBeUndefined();
    vi.setSystemTime(expiresAt.getTime());
    expect(tokens.knownToken(jwt)).toBeNull();
  });

  it('refuses a token of another key or with a changed payload, even after verifying the original', async () => {
    const tokens = new TokenService(new Uint8Array(randomBytes(32)), 60);
    const stranger = new TokenService(new Uint8Array(randomBytes(32)), 60);
    const { jwt } = await tokens.issue(subject);
    expect(await tokens.verify(jwt)).not.toBeNull();
    expect(await tokens.verify((await stranger.issue(subject)).jwt)).toBeNull();

    const [header, payload, signature] = jwt.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>;
    const staff = Buffer.from(JSON.stringify({ ...claims, role: 'STAFF' })).toString('base64url');
    expect(await tokens.verify(`${header}.${staff}.${signature}`)).toBeNull();
    // Another first character: it carries six bits of the signature, all significant (the last one's low bits are
    // not, so replacing the end with 'AA' left 1 signature in about 1,000 unchanged: a failed CI run).
    const forged = `${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`;
    expect(await tokens.verify(`${header}.${payload}.${forged}`)).toBeNull();
  });
});
