import { describe, expect, it } from 'vitest';
import {
  acceptInvitationSchema,
  invitationTokenSchema,
  inviteSignerSchema,
  joinSchema,
  SIGNER_MESSAGES,
  signerNextPage,
} from './additional-signers';

const TOKEN = 'a'.repeat(43);
const PASSWORD = 'Correct-Horse7!battery';

describe('additional signers (decision 0177)', () => {
  it.each([
    [{ status: 'CO_DEED_REQUEST', joined: false, signingComplete: false }, 'identity'],
    [{ status: 'TRUST_AND_INSURANCE', joined: true, signingComplete: false }, 'documents'],
    [{ status: 'NOTE_SIGNING', joined: true, signingComplete: false }, 'sign'],
    [{ status: 'NOTE_SIGNING', joined: true, signingComplete: true }, 'documents'],
    [{ status: 'NOTARY_DISCLOSURE', joined: true, signingComplete: true }, 'documents'],
    [{ status: 'CANCELLED', joined: true, signingComplete: false }, 'cancelled'],
    [{ status: 'DECLINED', joined: false, signingComplete: false }, 'cancelled'],
    // Decision 0202: the right to cancel runs and they have not acknowledged the disclosures they receive.
    [{ status: 'RESCISSION', joined: true, signingComplete: false, receiptsToGive: true }, 'sign'],
    [{ status: 'RESCISSION', joined: true, signingComplete: true }, 'documents'],
  ] as const)('sends a signer in %o to %s', (state, page) => {
    expect(signerNextPage(state)).toBe(page);
  });

  it('invites with the spec’s e-mail messages', () => {
    const message = (email: string) =>
      inviteSignerSchema.safeParse({ ownerName: 'SAM PRIME', email }).error?.issues[0]?.message;
    expect(message('')).toBe('Please enter your email');
    expect(message('sam@')).toBe('Please enter a valid email address');
    expect(message('sam@example.com')).toBeUndefined();
  });

  it('takes only a token of the shape it issues, and a password confirmed', () => {
    expect(invitationTokenSchema.safeParse({ token: TOKEN }).success).toBe(true);
    for (const token of ['', 'a'.repeat(42), 'a'.repeat(44), `${'a'.repeat(42)}=`, `${'a'.repeat(42)}\u0000`])
      expect(invitationTokenSchema.safeParse({ token }).success, JSON.stringify(token)).toBe(false);
    const differ = acceptInvitationSchema.safeParse({
      token: TOKEN,
      password: PASSWORD,
      confirmPassword: 'x',
    });
    expect(differ.error?.issues.map((i) => i.message)).toEqual([SIGNER_MESSAGES.passwordsDiffer]);
    expect(
      acceptInvitationSchema.safeParse({ token: TOKEN, password: PASSWORD, confirmPassword: PASSWORD })
        .success,
    ).toBe(true);
  });

  it('joins only with both agreements given', () => {
    const base = {
      firstName: 'Sam',
      lastName: 'Prime',
      dob: '03/04/1982',
      eSignConsent: true,
      lienConsent: true,
    };
    expect(joinSchema.safeParse(base).success).toBe(true);
    expect(joinSchema.safeParse({ ...base, lienConsent: false }).error?.issues[0]?.message).toBe('Required');
    expect(joinSchema.safeParse({ ...base, eSignConsent: false }).error?.issues[0]?.message).toBe('Required');
    expect(joinSchema.safeParse({ ...base, firstName: ' ' }).error?.issues[0]?.message).toBe(
      'Please enter the first name',
    );
  });
});
