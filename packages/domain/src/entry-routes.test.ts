import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { affiliateDataSchema } from './entities';
import {
  ENTRY_MESSAGES,
  fillEmpty,
  normalizeOfferCode,
  offerCodeInputSchema,
  prefillFromAffiliate,
  prefillFromOfferCode,
  prefillFromReferral,
  referralAvailability,
  referralMessage,
} from './entry-routes';

const mailer = {
  offerCode: 'HAPPY2026',
  firstName: ' Alex ',
  lastName: 'Prime',
  street1: '1400 Happy Path Ln',
  street2: '',
  city: 'Sacramento',
  state: 'ca',
  zip: '95814',
  inHomeDate: '2026-01-05',
  respondByDate: '2099-12-31',
};

describe('offer codes', () => {
  it('ignores case, spaces and hyphens the way the letter reader types them', () => {
    expect(normalizeOfferCode(' happy-2026 ')).toBe('HAPPY2026');
    expect(offerCodeInputSchema.parse('happy 2026')).toBe('HAPPY2026');
  });

  it.each([
    ['', ENTRY_MESSAGES.offerCodeRequired],
    ['  ', ENTRY_MESSAGES.offerCodeRequired],
    ['AB1', ENTRY_MESSAGES.offerCodeInvalid],
    ['HAPPY_2026', ENTRY_MESSAGES.offerCodeInvalid],
    ['A'.repeat(21), ENTRY_MESSAGES.offerCodeInvalid],
  ])('rejects %j with one message', (input, message) => {
    const result = offerCodeInputSchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message)).toEqual([message]);
  });

  it('prefills the addressee and the property the letter was mailed to', () => {
    expect(prefillFromOfferCode(mailer)).toEqual({
      firstName: 'Alex',
      lastName: 'Prime',
      propertyAddress: {
        street1: '1400 Happy Path Ln',
        street2: '',
        city: 'Sacramento',
        state: 'CA',
        zip: '95814',
      },
    });
  });

  it('leaves out an address that cannot answer the property question', () => {
    expect(prefillFromOfferCode({ ...mailer, zip: '958' })).not.toHaveProperty('propertyAddress');
    expect(prefillFromOfferCode({ ...mailer, state: 'California' })).not.toHaveProperty('propertyAddress');
    expect(prefillFromOfferCode({ ...mailer, street1: ' ' })).not.toHaveProperty('propertyAddress');
  });
});

describe('referrals', () => {
  it.each([
    ['OPEN', 'open'],
    ['open', 'open'],
    ['EXPIRED', 'expired'],
    ['USED', 'used'],
    ['CONVERTED', 'used'],
    ['INACTIVE', 'inactive'],
    [null, 'not-found'],
    [undefined, 'not-found'],
  ] as const)('status %j is %s', (status, availability) => {
    expect(referralAvailability(status)).toBe(availability);
  });

  it('says politely why a referral cannot be used', () => {
    expect(referralMessage('used')).toBe(ENTRY_MESSAGES.referralUsed);
    expect(referralMessage('expired')).toBe(ENTRY_MESSAGES.referralExpired);
    expect(referralMessage('not-found')).toBe(ENTRY_MESSAGES.referralNotFound);
    expect(referralMessage('inactive')).toBe(ENTRY_MESSAGES.referralInactive);
    for (const message of Object.values(ENTRY_MESSAGES)) expect(message).not.toMatch(/error|invalid/i);
  });

  it('prefills the e-mail of an open referral only', () => {
    expect(prefillFromReferral({ status: 'OPEN', email: ' referred@example.com ' })).toEqual({
      email: 'referred@example.com',
    });
    expect(prefillFromReferral({ status: 'USED', email: 'referred@example.com' })).toEqual({});
    expect(prefillFromReferral({ status: 'OPEN', email: '' })).toEqual({});
  });
});

describe('affiliate prepopulation', () => {
  it('maps every field the affiliate sent into the register formats', () => {
    const data = affiliateDataSchema.parse({
      name: { firstName: 'Alex', lastName: 'Prime', suffix: 'JR' },
      address: { street1: '1400 Happy Path Ln', city: 'Sacramento', state: 'CA', zip: '95814' },
      dob: '1980-04-12',
      email: 'affiliate.prime@example.com',
      phone: '+1 555 555 0142',
      income: 150000,
      affiliates: ['sandbox-affiliate'],
    });
    expect(prefillFromAffiliate(data)).toEqual({
      firstName: 'Alex',
      lastName: 'Prime',
      suffix: 'JR',
      propertyAddress: {
        street1: '1400 Happy Path Ln',
        street2: '',
        city: 'Sacramento',
        state: 'CA',
        zip: '95814',
      },
      dob: '1980-04-12',
      email: 'affiliate.prime@example.com',
      phoneNumber: '(555) 555-0142',
      income: 150000,
    });
  });

  it('drops what would not pass the register rules instead of prefilling it', () => {
    const data = affiliateDataSchema.parse({
      name: { firstName: 'Jordan', lastName: 'Rivera' },
      address: { zip: '95814' },
      dob: '1980-02-30',
      phone: '12345',
      income: 10_000_000,
    });
    expect(prefillFromAffiliate(data)).toEqual({ firstName: 'Jordan', lastName: 'Rivera' });
    expect(prefillFromAffiliate(affiliateDataSchema.parse({ name: {}, address: {}, income: -1 }))).toEqual(
      {},
    );
    expect(
      prefillFromAffiliate(affiliateDataSchema.parse({ name: {}, address: {}, phone: '(155) 555-0142' })),
    ).toEqual({});
  });
});

describe('fillEmpty', () => {
  it('fills empty answers and never overwrites one the borrower typed', () => {
    const current = { firstName: 'Sam', lastName: '', email: '  ' };
    const { patch, filled } = fillEmpty(current, {
      firstName: 'Alex',
      lastName: 'Prime',
      email: 'a@example.com',
    });
    expect(patch).toEqual({ lastName: 'Prime', email: 'a@example.com' });
    expect(filled).toEqual(['lastName', 'email']);
    expect(fillEmpty(current, { lastName: ' ' }).filled).toEqual([]);
  });

  it('keeps every non-empty answer, whatever arrives', () => {
    fc.assert(
      fc.property(
        fc.dictionary(fc.constantFrom('a', 'b', 'c'), fc.string()),
        fc.dictionary(fc.constantFrom('a', 'b', 'c'), fc.string()),
        (typed, incoming) => {
          const current = { a: '', b: '', c: '', ...typed };
          const { patch } = fillEmpty(current, incoming);
          const next = { ...current, ...patch };
          for (const key of ['a', 'b', 'c'] as const) {
            if (current[key].trim() !== '') expect(next[key]).toBe(current[key]);
          }
        },
      ),
    );
  });
});
