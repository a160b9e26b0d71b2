import { describe, expect, it } from 'vitest';
import { bookManualNotarySchema, hasManualNotaryFlag, MANUAL_NOTARY_FEE_CENTS } from './notary';

const lender = (manualNotary?: boolean) => ({
  orgMetaData: { products: { heloc: manualNotary === undefined ? {} : { manualNotary } } },
});

describe('the manual-notary flag (decision 0176)', () => {
  it('is the lender’s setting, or a Texas home, and off otherwise', () => {
    expect(hasManualNotaryFlag(lender(true), 'CA')).toBe(true);
    expect(hasManualNotaryFlag(lender(false), 'CA')).toBe(false);
    expect(hasManualNotaryFlag(lender(), 'CA')).toBe(false);
    expect(hasManualNotaryFlag(undefined, 'CA')).toBe(false);
    expect(hasManualNotaryFlag(lender(false), 'tx')).toBe(true);
  });

  it('costs $300 (spec section 9)', () => {
    expect(MANUAL_NOTARY_FEE_CENTS).toBe(30_000);
  });
});

describe('booking a notary in person', () => {
  const window = '2026-12-01T15:00:00.000Z';
  const valid = { windows: [window], agreeToFee: true, feePayment: 'DEDUCTED_FROM_DRAW' };

  it('takes one to three windows, the fee agreed and paid from the draw, and an optional address', () => {
    expect(bookManualNotarySchema.safeParse(valid).success).toBe(true);
    const elsewhere = bookManualNotarySchema.parse({
      ...valid,
      address: { street1: '22 Office Park', city: 'Austin', state: 'tx', zip: '78701' },
    });
    expect(elsewhere.address).toEqual({
      street1: '22 Office Park',
      street2: '',
      city: 'Austin',
      state: 'TX',
      zip: '78701',
    });
  });

  it.each([
    ['no window', { ...valid, windows: [] }, 'Choose at least one time that suits you.'],
    ['four windows', { ...valid, windows: [window, window, window, window] }, 'Choose up to 3 times.'],
    ['a window that is not a time', { ...valid, windows: ['soon'] }, 'Choose from the times shown.'],
    ['the fee not agreed', { ...valid, agreeToFee: false }, 'Agree to the $300 notary fee to book a visit.'],
    ['another way to pay', { ...valid, feePayment: 'CASH' }, 'Choose how to pay the notary fee.'],
  ])('refuses %s', (_, input, message) => {
    const parsed = bookManualNotarySchema.safeParse(input);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => issue.message)).toContain(message);
  });
});
