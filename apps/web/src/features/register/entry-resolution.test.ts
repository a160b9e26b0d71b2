import { describe, expect, it } from 'vitest';
import { entryFromSearch } from '@/features/register/entry-context';
import { prefillPatch } from '@/features/register/entry-prefill';
import { resolveAffiliate, resolveOfferCode, resolveReferral } from '@/features/register/entry-resolution';
import { emptyAnswers, type RegisterAnswers } from '@/features/register/register-answers';
import { FetchError } from '@/lib/http-client';

const HAPPY = {
  offerCode: 'HAPPY2026',
  firstName: 'Alex',
  lastName: 'Prime',
  street1: '1400 Happy Path Ln',
  street2: '',
  city: 'Sacramento',
  state: 'CA',
  zip: '95814',
  inHomeDate: '2026-01-05',
  respondByDate: '2099-12-31',
};
const notFound = new FetchError({ status: 404, data: { message: 'Not found' } });
const unavailable = new FetchError({ status: 503, data: {} });

function answers(patch: Partial<RegisterAnswers> = {}): RegisterAnswers {
  return { ...emptyAnswers(), ...patch };
}

describe('entryFromSearch', () => {
  it('reads the entry parameters, normalises an offer code and keeps UTM tags', () => {
    const entry = entryFromSearch('?offerCode=happy-2026&referrerId=lo-1&affiliateToken=T&utm_source=mail', {
      utm: {},
    });
    expect(entry).toEqual({
      offerCode: 'HAPPY2026',
      referrerId: 'lo-1',
      affiliateToken: 'T',
      utm: { utm_source: 'mail' },
    });
    expect(entryFromSearch('?offerCode=HAPPY2026', { offerCode: 'HAPPY2026', utm: {} })).toBeNull();
  });

  it('does not take back from the URL a link that was already handled', () => {
    const dropped = { utm: {}, resolved: ['offerCode:EXPIRED25'] };
    expect(entryFromSearch('?offerCode=EXPIRED25', dropped)).toBeNull();
    expect(entryFromSearch('?offerCode=HAPPY2026', dropped)?.offerCode).toBe('HAPPY2026');
  });
});

describe('prefillPatch', () => {
  it('fills empty answers the way the borrower would have typed them', () => {
    const { patch, filled } = prefillPatch(answers(), {
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
      email: 'alex@example.com',
      phoneNumber: '(555) 555-0142',
      income: 150000,
    });
    expect(patch).toMatchObject({
      firstName: 'Alex',
      lastName: 'Prime',
      suffix: 'JR',
      propertySearch: '1400 Happy Path Ln, Sacramento, CA 95814',
      propertyManual: false,
      dobYear: '1980',
      dobMonth: '04',
      dobDay: '12',
      email: 'alex@example.com',
      phoneNumber: '(555) 555-0142',
      income: '150000',
    });
    expect(filled).toEqual([
      'firstName',
      'lastName',
      'suffix',
      'propertyAddress',
      'dob',
      'email',
      'phoneNumber',
      'income',
    ]);
  });

  it('never overwrites what the borrower typed, and keeps a name, address or birth date whole', () => {
    const typed = answers({
      firstName: 'Sam',
      propertySearch: '12 Oak',
      dobYear: '1975',
      email: 'sam@example.com',
    });
    const { patch, filled } = prefillPatch(typed, {
      firstName: 'Alex',
      lastName: 'Prime',
      propertyAddress: {
        street1: '1400 Happy Path Ln',
        street2: '',
        city: 'Sacramento',
        state: 'CA',
        zip: '95814',
      },
      dob: '1980-04-12',
      email: 'alex@example.com',
      income: 90000,
    });
    expect(patch).toEqual({ income: '90000' });
    expect(filled).toEqual(['income']);
  });

  it('opens the manual address fields for a street the lookup would reject', () => {
    const { patch } = prefillPatch(answers(), {
      propertyAddress: { street1: 'Homestead', street2: '', city: 'Aspen', state: 'CO', zip: '81611' },
    });
    expect(patch.propertyManual).toBe(true);
  });
});

describe('resolveOfferCode', () => {
  it('prefills from the letter once and notes the code and its respond-by date', () => {
    const start = answers({ entry: { offerCode: 'HAPPY2026', utm: {} } });
    const next = resolveOfferCode(start, 'offerCode:HAPPY2026', { ok: true, data: HAPPY });
    expect(next).toMatchObject({ firstName: 'Alex', lastName: 'Prime', property: { zip: '95814' } });
    expect(next.entry).toMatchObject({
      offerCode: 'HAPPY2026',
      resolved: ['offerCode:HAPPY2026'],
      notices: [
        {
          kind: 'prefilled',
          source: 'offer-code',
          fields: ['firstName', 'lastName', 'propertyAddress'],
          respondByDate: '2099-12-31',
        },
      ],
    });
  });

  it('drops an unknown or ended code with a notice, so it is not sent with the application', () => {
    const start = answers({ entry: { offerCode: 'EXPIRED25', utm: {} } });
    const next = resolveOfferCode(start, 'offerCode:EXPIRED25', { ok: false, error: notFound });
    expect(next.entry?.offerCode).toBeUndefined();
    expect(next.entry?.notices).toEqual([{ kind: 'offer-code-not-found', offerCode: 'EXPIRED25' }]);
    expect(next).not.toHaveProperty('firstName');
  });

  it('keeps the code but prefills nothing when the lookup itself failed', () => {
    const start = answers({ entry: { offerCode: 'HAPPY2026', utm: {} } });
    const next = resolveOfferCode(start, 'offerCode:HAPPY2026', { ok: false, error: unavailable });
    expect(next.entry).toMatchObject({
      offerCode: 'HAPPY2026',
      resolved: ['offerCode:HAPPY2026'],
      notices: [],
    });
  });
});

describe('resolveReferral', () => {
  const start = answers({ entry: { referralId: 'r-1', utm: {} } });

  it('prefills the e-mail of an open referral', () => {
    const next = resolveReferral(start, 'referralId:r-1', {
      ok: true,
      data: { status: 'OPEN', email: 'referred.prime@example.com' },
    });
    expect(next.email).toBe('referred.prime@example.com');
    expect(next.entry?.referralId).toBe('r-1');
  });

  it.each([
    [{ ok: true as const, data: { status: 'USED', email: 'x@example.com' } }, 'used'],
    [{ ok: true as const, data: { status: 'EXPIRED', email: 'x@example.com' } }, 'expired'],
    [{ ok: false as const, error: notFound }, 'not-found'],
  ])('drops a %j referral and says so', (lookup, availability) => {
    const next = resolveReferral(start, 'referralId:r-1', lookup);
    expect(next.email).toBeUndefined();
    expect(next.entry?.referralId).toBeUndefined();
    expect(next.entry?.notices).toEqual([{ kind: 'referral-unavailable', availability }]);
  });
});

describe('resolveAffiliate', () => {
  it('prefills what the affiliate sent and marks the application as theirs', () => {
    const start = answers({
      email: 'typed@example.com',
      entry: { affiliateToken: 'SANDBOX-PRIME', utm: {} },
    });
    const next = resolveAffiliate(start, 'affiliateToken:SANDBOX-PRIME', {
      ok: true,
      data: {
        name: { firstName: 'Alex', lastName: 'Prime' },
        address: {},
        email: 'affiliate.prime@example.com',
        affiliates: ['sandbox-affiliate'],
        abVersion: 'A',
      },
    });
    expect(next).toMatchObject({ firstName: 'Alex', lastName: 'Prime' });
    expect(next.email).toBeUndefined();
    expect(next.entry?.affiliate).toEqual({ abVersion: 'A' });
  });

  it('drops an unknown token quietly', () => {
    const start = answers({ entry: { affiliateToken: 'NOPE', utm: {} } });
    const next = resolveAffiliate(start, 'affiliateToken:NOPE', { ok: false, error: notFound });
    expect(next.entry).toMatchObject({ affiliateToken: undefined, notices: [] });
  });
});
