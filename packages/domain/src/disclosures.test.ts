import { describe, expect, it } from 'vitest';
import {
  acceptDisclosuresRequestSchema,
  buildDisclosures,
  CFPB_HELOC_BOOKLET,
  consentVersionOf,
  DISCLOSURE_TYPES,
  type DisclosureContext,
  missingDisclosures,
} from './disclosures';

const context: DisclosureContext = {
  lender: { companyName: 'Hearth Lending', supportPhone: '(800) 555-0100', supportEmail: 'help@example.com' },
  applicant: { firstName: 'Alex', lastName: 'Prime' },
  property: { street1: '1400 Happy Path Ln', city: 'Sacramento', state: 'CA', zip: '95814' },
  offer: {
    type: 'FIXED',
    term: 10,
    rate: 8.875,
    autopayRate: 8.625,
    creditLimitCents: 10_000_000,
    minDrawCents: 1_500_000,
    maxDrawCents: 10_000_000,
    initialDrawCents: 5_000_000,
    originationFeePercent: 2.99,
    indexRatePercent: 7.75,
    minRecordingTaxCents: 0,
    maxRecordingTaxCents: 14_000,
  },
  thirdPartyCosts: [{ label: 'Property valuation', amountCents: 18_000 }],
};

describe('summary disclosures', () => {
  const [eSign, early, ecoa, hardCredit] = buildDisclosures(context);

  it('gives the four disclosures in page order, each with a version', () => {
    expect(buildDisclosures(context).map((d) => d.type)).toEqual([...DISCLOSURE_TYPES]);
    for (const d of buildDisclosures(context)) expect(d.version).toMatch(/^\d{4}-\d{2}$/);
  });

  it('E-SIGN (15 U.S.C. 7001(c), decision 0202): scope, hardware and software and their changes, paper copies, withdrawal, contact details', () => {
    expect(eSign?.text).toMatch(/What this consent covers: every record of this home equity line of credit/);
    expect(eSign?.text).toMatch(/Hardware and software you need/);
    expect(eSign?.text).toMatch(/If these requirements change: .* withdraw your consent at no charge/);
    expect(eSign?.text).toMatch(
      /paper copy of any record at no charge, at any time, by calling \(800\) 555-0100/,
    );
    expect(eSign?.text).toMatch(/withdraw this consent at any time, at no charge/);
    expect(eSign?.text).toMatch(/Keeping your contact details current/);
    expect(eSign?.links.map((link) => link.url)).toEqual(['/contact', '/dashboard/settings']);
  });

  it('Regulation Z 1026.40: built from the selected offer, with the payment example and the CFPB booklet', () => {
    const text = early?.text ?? '';
    expect(text).toMatch(/Credit limit: up to \$100,000/);
    expect(text).toMatch(/initial draw: \$50,000/);
    expect(text).toMatch(/Annual percentage rate: 8\.875%/);
    expect(text).toMatch(/With automatic payments, the rate is 8\.625%/);
    expect(text).toContain('Origination fee: 2.99% of your initial draw, charged once, when your line opens');
    expect(text).toContain('No fee is charged on any later draw.');
    expect(text).toContain('Returned payment fee: $25.00');
    expect(text).toContain('Draw period: the first 5 years');
    expect(text).toContain('Repayment period: the 5 years after the draw period ends');
    expect(text).toContain('there is no balloon payment');
    expect(text).toContain('each draw after the initial draw must be at least $500.00');
    expect(text).toContain('The annual percentage rate does not include costs other than interest.');
    expect(text).not.toContain('Historical example');
    // $10,000 at 8.875% over 10 years: $126.00 a month (standard annuity).
    expect(text).toMatch(/if you owed \$10,000 .* your monthly payment would be \$126\.0\d/);
    expect(text).toMatch(/You could lose your home/);
    expect(text).toMatch(/Property valuation: \$180/);
    expect(text).toMatch(/consult a tax advisor/);
    expect(early?.links).toEqual([CFPB_HELOC_BOOKLET]);
    expect(text).toContain('What you should know about home equity lines of credit');
  });

  it('changes with the offer, so a stored hash pins the terms shown', () => {
    const other = buildDisclosures({ ...context, offer: { ...context.offer, rate: 9.125 } })[1];
    expect(other?.text).not.toBe(early?.text);
    expect(buildDisclosures(context)[1]?.text).toBe(early?.text);
  });

  it('ECOA valuation notice and hard-credit authorization', () => {
    expect(ecoa?.text).toMatch(/promptly give you a copy of any appraisal/);
    expect(hardCredit?.text).toMatch(/I, Alex Prime, authorize Hearth Lending/);
  });

  it('accept body: each type with version and a SHA-256; missing types are named', () => {
    const sha256 = 'a'.repeat(64);
    expect(acceptDisclosuresRequestSchema.safeParse({ accepted: [] }).success).toBe(false);
    expect(
      acceptDisclosuresRequestSchema.safeParse({
        accepted: [{ type: 'E_SIGN', version: '2026-11', sha256: 'x' }],
      }).success,
    ).toBe(false);
    expect(missingDisclosures([{ type: 'E_SIGN' }, { type: 'HARD_CREDIT' }])).toEqual([
      'HELOC_EARLY_DISCLOSURE',
      'ECOA_VALUATION',
    ]);
    expect(
      acceptDisclosuresRequestSchema.parse({
        accepted: [{ type: 'E_SIGN', version: '2026-11', sha256: sha256.toUpperCase() }],
      }).accepted[0]?.sha256,
    ).toBe(sha256);
  });

  it('a variable-rate offer without autopay or third-party costs says so, and names a second address line', () => {
    const variable = buildDisclosures({
      ...context,
      property: { ...context.property, street2: 'Unit 4' },
      offer: {
        ...context.offer,
        type: 'VARIABLE',
        term: 30,
        rate: 9.25,
        indexRatePercent: 7.5,
        autopayRate: null,
      },
      thirdPartyCosts: [],
    })[1]?.text;
    expect(variable).toMatch(
      /this is a variable-rate plan\. The annual percentage rate, and with it the minimum payment, can change/,
    );
    expect(variable).not.toMatch(/With automatic payments/);
    expect(variable).toMatch(/None are expected for this offer/);
    expect(variable).toContain('1400 Happy Path Ln, Unit 4, Sacramento, CA 95814');
    expect(early?.text).toMatch(/fixed-rate plan/);
  });

  it('gives every 1026.40(d)(12) item of a variable-rate plan, with the 15-year historical example', () => {
    const text =
      buildDisclosures({
        ...context,
        offer: {
          ...context.offer,
          type: 'VARIABLE',
          term: 30,
          rate: 9.25,
          indexRatePercent: 7.5,
          autopayRate: 9,
        },
      })[1]?.text ?? '';
    for (const item of [
      // (i) the rate, the payment or the term can change; (ii) the APR excludes other costs
      'The annual percentage rate, and with it the minimum payment, can change.',
      'does not include costs other than interest',
      // (iii) the index and its source; (iv) how the rate is set; (v) ask for the current figures
      'the Prime Rate published in the "Money Rates" section of The Wall Street Journal',
      'Margin: 1.750%. Your annual percentage rate is the index plus the margin.',
      'Ask us for the current index value, margin and annual percentage rate',
      // (vi) no discounted initial rate; (vii) how often; (viii) rules, no carryover
      'Your initial annual percentage rate is not discounted',
      'the rate can change on the first day of each billing cycle',
      'no part of a rate change is carried over',
      // (ix) caps; (x) the payment at the maximum and when it could be reached; (xii) statements
      'there is no limit on how much the rate can change in a month or in a year',
      'never be less than 7.600% or more than 18.000%',
      'on a balance of $10,000 would be $150.71',
      'as early as the first day of the first full month after your line opens',
      'Each periodic statement shows the annual percentage rate',
      // (xi) the historical example, its source and 15 rows
      'Historical example',
      'statistical release H.15',
      '2012 | 3.250% | 1.750% | 7.600% |',
      '2026 | 6.750% | 1.750% | 8.500% |',
    ])
      expect(text).toContain(item);
    expect(text.match(/^20\d\d \| /gm)).toHaveLength(15);
  });

  it('names the current version of a disclosure consent, and the fallback for the others', () => {
    expect(consentVersionOf('HARD_CREDIT', '2026-01')).toBe('2026-11');
    expect(consentVersionOf('SOFT_CREDIT', '2026-01')).toBe('2026-01');
  });
});
