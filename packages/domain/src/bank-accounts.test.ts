import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  accountMask,
  bankAccountsViewSchema,
  canAddAccount,
  describeAccount,
  isValidRoutingNumber,
  BANK_ACCOUNT_MESSAGES as MESSAGES,
  manualBankAccountSchema,
  ownerMatchesApplicant,
  ownershipNotice,
  routingNumberError,
  unusableAccount,
} from './bank-accounts';

const fieldErrors = (input: object) => {
  const parsed = manualBankAccountSchema.safeParse(input);
  return parsed.success
    ? {}
    : Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message]));
};

describe('routing numbers (ABA checksum, decision 0161)', () => {
  it('accepts real routing numbers and refuses one changed digit', () => {
    for (const routing of ['011000015', '021000021', '121000358', '322271627', '026009593'])
      expect(isValidRoutingNumber(routing), routing).toBe(true);
    expect(isValidRoutingNumber('021000022')).toBe(false);
    expect(isValidRoutingNumber('12345678')).toBe(false);
    expect(isValidRoutingNumber('02100002a')).toBe(false);
  });

  it('says what to type when the number is short, and that it is wrong when the checksum fails', () => {
    expect(routingNumberError('')).toBe(MESSAGES.routingRequired);
    expect(routingNumberError('12345')).toBe(MESSAGES.routingRequired);
    expect(routingNumberError('123456789')).toBe(MESSAGES.routingInvalid);
    expect(routingNumberError('0210-0002 1')).toBeNull();
  });

  it('changing any single digit of a valid number breaks the checksum', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 8 }), fc.integer({ min: 1, max: 9 }), (position, delta) => {
        const digits = '021000021'.split('').map(Number);
        digits[position] = ((digits[position] ?? 0) + delta) % 10;
        expect(isValidRoutingNumber(digits.join(''))).toBe(false);
      }),
    );
  });
});

describe('the manual account form', () => {
  const good = {
    accountType: 'CHECKING',
    routingNumber: '021000021',
    accountNumber: '000123456789',
    accountNumberConfirm: '000123456789',
  };

  it('takes a checking account typed twice; the purpose defaults to the disbursement account', () => {
    expect(manualBankAccountSchema.parse(good)).toEqual({ ...good, purpose: 'DISBURSEMENT' });
  });

  it('names each wrong field with its message', () => {
    expect(fieldErrors({ ...good, accountNumberConfirm: '000123456780' })).toEqual({
      accountNumberConfirm: "Account numbers don't match",
    });
    expect(fieldErrors({ ...good, accountNumberConfirm: '' })).toEqual({
      accountNumberConfirm: MESSAGES.confirmRequired,
    });
    expect(fieldErrors({ ...good, routingNumber: '123456789' })).toMatchObject({
      routingNumber: MESSAGES.routingInvalid,
    });
    expect(fieldErrors({ ...good, accountNumber: '123', accountNumberConfirm: '123' })).toMatchObject({
      accountNumber: MESSAGES.accountFormat,
    });
    expect(
      fieldErrors({ ...good, accountNumber: '123456789012345678', accountNumberConfirm: '1' }),
    ).toMatchObject({ accountNumber: MESSAGES.accountFormat });
    expect(fieldErrors({ ...good, accountType: 'BROKERAGE' })).toMatchObject({
      accountType: MESSAGES.accountTypeRequired,
    });
  });
});

describe('ownership by name (decision 0161)', () => {
  const maria = { firstName: 'María', lastName: 'García López' };

  it('matches whatever the case, accents, order, middle names and suffixes', () => {
    expect(ownerMatchesApplicant(maria, ['MARIA E GARCIA LOPEZ'])).toBe(true);
    expect(ownerMatchesApplicant(maria, ['Garcia-Lopez, Maria'])).toBe(true);
    expect(ownerMatchesApplicant({ firstName: 'Sean', lastName: "O'Neil" }, ['SEAN P ONEIL JR'])).toBe(true);
    expect(ownerMatchesApplicant(maria, ['Pat Smith', 'Maria Garcia Lopez'])).toBe(true);
  });

  it('does not match another person, an initial, or half a last name', () => {
    expect(ownerMatchesApplicant(maria, ['Morgan Otherowner'])).toBe(false);
    expect(ownerMatchesApplicant(maria, ['M Garcia Lopez'])).toBe(false);
    expect(ownerMatchesApplicant(maria, ['Maria Garcia'])).toBe(false);
    expect(ownerMatchesApplicant(maria, [])).toBe(false);
  });
});

describe('masking and the ownership text', () => {
  it('keeps the last 4 digits only', () => {
    expect(accountMask('000123456789')).toBe('6789');
    expect(describeAccount({ institution: 'Sandbox First Bank', accountType: 'SAVINGS', mask: '6789' })).toBe(
      'Sandbox First Bank savings ending in 6789',
    );
  });

  it("says the spec's text with the last 4 digits when ownership is not verified", () => {
    expect(ownershipNotice({ ownership: 'MISMATCH', mask: '4321' })).toBe(
      "We weren't able to verify ownership of your connected account ending in 4321.",
    );
    expect(ownershipNotice({ ownership: 'VERIFIED', mask: '4321' })).toBeNull();
  });

  it('a response cannot carry more than the last 4 digits', () => {
    const account = {
      id: '3f1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f',
      purpose: 'DISBURSEMENT',
      source: 'MANUAL',
      institution: 'Sandbox First Bank',
      accountName: 'Checking',
      accountType: 'CHECKING',
      mask: '000123456789',
      ownership: 'VERIFIED',
      createdAt: '2026-11-25T00:00:00.000Z',
    };
    const view = {
      status: 'AUTOPAY',
      accounts: [account],
      rates: { apr: 9, autopayApr: null, autopay: true },
    };
    expect(bankAccountsViewSchema.safeParse(view).success).toBe(false);
    expect(
      bankAccountsViewSchema.safeParse({ ...view, accounts: [{ ...account, mask: '6789' }] }).success,
    ).toBe(true);
  });
});

describe('the account a page warns about', () => {
  const account = (
    purpose: 'DISBURSEMENT' | 'AUTOPAY',
    ownership: 'VERIFIED' | 'MISMATCH' | 'PENDING',
    mask: string,
  ) => ({
    id: `3f1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d${mask.padStart(4, '0')}`,
    purpose,
    source: 'LINK' as const,
    institution: 'Sandbox First Bank',
    accountName: 'Checking',
    accountType: 'CHECKING' as const,
    mask,
    ownership,
    createdAt: '2026-11-25T00:00:00.000Z',
  });

  it('is the latest account added for the purpose, only when its ownership is not verified', () => {
    const mismatch = account('DISBURSEMENT', 'MISMATCH', '1111');
    expect(
      unusableAccount({ accounts: [account('DISBURSEMENT', 'VERIFIED', '0000'), mismatch] }, 'DISBURSEMENT'),
    ).toBe(mismatch);
    expect(
      unusableAccount({ accounts: [mismatch, account('DISBURSEMENT', 'VERIFIED', '2222')] }, 'DISBURSEMENT'),
    ).toBeUndefined();
    expect(unusableAccount({ accounts: [mismatch] }, 'AUTOPAY')).toBeUndefined();
    expect(unusableAccount({ accounts: [] }, 'DISBURSEMENT')).toBeUndefined();
  });
});

describe('when an account can be added (issue 18 item 10)', () => {
  it('takes the funds account at its step, or at autopay while none is on file', () => {
    expect(canAddAccount('DISBURSEMENT_ACCOUNT', 'DISBURSEMENT', false)).toBe(true);
    expect(canAddAccount('AUTOPAY', 'DISBURSEMENT', false)).toBe(true);
    expect(canAddAccount('AUTOPAY', 'DISBURSEMENT', true)).toBe(false);
    expect(canAddAccount('VERIFIED_AUTOPAY', 'DISBURSEMENT', false)).toBe(false);
  });

  it('takes the autopay account only at autopay', () => {
    expect(canAddAccount('AUTOPAY', 'AUTOPAY', true)).toBe(true);
    expect(canAddAccount('DISBURSEMENT_ACCOUNT', 'AUTOPAY', false)).toBe(false);
  });
});
