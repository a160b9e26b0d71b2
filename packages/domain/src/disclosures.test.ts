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

  it('E-SIGN: hardware and software, paper copies, withdrawal', () => {
    expect(eSign?.text).toMatch(/Hardware and software you need/);
    expect(eSign?.text).toMatch(/paper copy of any document at no charge by calling \(800\) 555-0100/);
    expect(eSign?.text).toMatch(/withdraw this consent at any time/);
  });

  it('Regulation Z 1026.40: built from the selected offer, with the payment example and the CFPB booklet', () => {
    const text = early?.text ?? '';
    expect(text).toMatch(/Credit limit: up to \$100,000/);
    expect(text).toMatch(/initial draw: \$50,000/);
    expect(text).toMatch(/Annual percentage rate: 8\.875%/);
    expect(text).toMatch(/With automatic payments, the rate is 8\.625%/);
    expect(text).toMatch(/origination fee of 2\.99% of each draw/);
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
      offer: { ...context.offer, type: 'VARIABLE', autopayRate: null },
      thirdPartyCosts: [],
    })[1]?.text;
    expect(variable).toMatch(/variable-rate plan: the annual percentage rate can change/);
    expect(variable).not.toMatch(/With automatic payments/);
    expect(variable).toMatch(/None are expected for this offer/);
    expect(variable).toContain('1400 Happy Path Ln, Unit 4, Sacramento, CA 95814');
    expect(early?.text).toMatch(/fixed-rate plan/);
  });

  it('names the current version of a disclosure consent, and the fallback for the others', () => {
    expect(consentVersionOf('HARD_CREDIT', '2026-01')).toBe('2026-11');
    expect(consentVersionOf('SOFT_CREDIT', '2026-01')).toBe('2026-01');
  });
});
