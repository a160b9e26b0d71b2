import { type DecisionResult, decide } from '@hearth/domain/decisioning/engine';
import {
  debt,
  inState,
  TEST_BUREAU,
  TEST_NOW,
  testInput,
  testProperty,
  testReport,
} from '@hearth/domain/decisioning/test-fixtures';
import { ECOA_AGENCIES } from '@hearth/domain/ecoa-agencies';
import { describe, expect, it } from 'vitest';
import { DEFAULT_BRAND } from '../organizations/brand-registry';
import {
  buildAdverseActionNotice,
  creditorFor,
  ecoaAgencyForOrganization,
  ecoaNotice,
  MAX_PRINCIPAL_REASONS,
} from './adverse-action';

const creditor = {
  name: 'Hearth Lending, Inc.',
  address: { street1: '1 Market St', street2: 'Suite 300', city: 'San Francisco', state: 'CA', zip: '94105' },
  phone: '(555) 555-0100',
};
const applicant = {
  firstName: 'Alex',
  lastName: 'Decline',
  address: { street1: '1 Test St', city: 'Columbus', state: 'OH', zip: '43215' },
};

function declined(result: DecisionResult) {
  if (result.outcome !== 'DECLINED') throw new Error(`expected a decline, got ${result.outcome}`);
  return result;
}

const notice = (result: DecisionResult) =>
  buildAdverseActionNotice({
    result: declined(result),
    creditor,
    ecoaAgency: ECOA_AGENCIES.CFPB,
    applicant,
    now: TEST_NOW,
  });

describe('buildAdverseActionNotice', () => {
  it('discloses the score, range, key factors, date and bureau when the decline used the credit report', () => {
    const report = testReport({
      score: 600,
      scoreFactors: [
        {
          code: '10',
          description: 'Proportion of balances to credit limits on revolving accounts is too high',
        },
        { code: '08', description: 'Too many inquiries in the last 12 months' },
      ],
    });
    const result = notice(decide(testInput({ report })));
    expect(result.date).toBe('2025-06-15');
    expect(result.decision).toBe('DECLINE');
    // Regulation B: the score's key factors, as form C-1 reasons where one fits (decision 0108)
    expect(result.principalReasons).toEqual([
      {
        code: 'CREDIT_SCORE_TOO_LOW',
        statement: 'Other: Proportion of balances to credit limits on revolving accounts is too high',
      },
      { code: 'CREDIT_SCORE_TOO_LOW', statement: 'Number of recent inquiries on credit bureau report' },
    ]);
    expect(result.consumerReportUsed).toBe(true);
    expect(result.creditScore).toMatchObject({
      score: 600,
      range: { min: 300, max: 850 },
      scoreDate: '2025-06-15',
      inquiriesWereAKeyFactor: true,
      bureau: TEST_BUREAU,
    });
    expect(result.creditScore?.keyFactors).toHaveLength(2);
    expect(result.fcraNotice).toContain(TEST_BUREAU.name);
    expect(result.fcraNotice).toContain('60 days');
    expect(result.ecoaAgency).toEqual(ECOA_AGENCIES.CFPB);
    expect(result.ecoaNotice).toBe(ecoaNotice(ECOA_AGENCIES.CFPB));
    for (const fragment of [
      'Alex Decline',
      '06/15/2025',
      'Score: 600; scores range from 300 to 850.',
      'Too many inquiries in the last 12 months',
      'The number of inquiries on your credit report was a key factor.',
      TEST_BUREAU.phone,
      'Equal Credit Opportunity Act',
      'concerning this creditor is the Consumer Financial Protection Bureau, 1700 G Street NW, Washington, DC 20552.',
      'Creditor: Hearth Lending, Inc., 1 Market St, Suite 300, San Francisco, CA 94105, (555) 555-0100',
    ]) {
      expect(result.text).toContain(fragment);
    }
  });

  it('discloses four key factors, and the number of inquiries as a fifth when the bureau ranks it lower', () => {
    const factor = (code: string) => ({ code, description: `factor ${code}` });
    const five = testReport({ score: 600, scoreFactors: ['01', '10', '05', '14', '08'].map(factor) });
    expect(notice(decide(testInput({ report: five }))).creditScore?.keyFactors.map((f) => f.code)).toEqual([
      '01',
      '10',
      '05',
      '14',
      '08',
    ]);
    const noInquiries = testReport({ score: 600, scoreFactors: ['01', '10', '05', '14', '09'].map(factor) });
    const built = notice(decide(testInput({ report: noInquiries })));
    expect(built.creditScore?.keyFactors.map((f) => f.code)).toEqual(['01', '10', '05', '14']);
    expect(built.text).toContain('- factor 14');
    expect(built.principalReasons.map((r) => r.statement)).toEqual([
      'Other: factor 01',
      'Other: factor 10',
      'Other: factor 05',
      'Limited credit experience',
    ]);
  });

  it('leaves out the credit score section when only eligibility rules declined', () => {
    const result = notice(decide(testInput({ property: inState('HI') })));
    expect(result.decision).toBe('INELIGIBLE');
    expect(result.consumerReportUsed).toBe(false);
    expect(result.creditScore).toBeNull();
    expect(result.fcraNotice).toBeNull();
    expect(result.text).not.toContain('Your credit score');
    expect(result.text).toContain('Other: we do not lend on properties located in Hawaii');
  });

  it('keeps the credit disclosure when the file is too thin to score, with no key factors (issue 20 item 12)', () => {
    // A bureau may send reasons with a thin file; with no score, nothing affected a score.
    const thin = testReport({
      score: null,
      scoreFactors: [
        { code: '04', description: 'Lack of recent revolving account information' },
        { code: '08', description: 'Too many inquiries in the last 12 months' },
      ],
    });
    const result = notice(decide(testInput({ report: thin })));
    expect(result.creditScore?.score).toBeNull();
    expect(result.creditScore?.keyFactors).toEqual([]);
    expect(result.creditScore?.inquiriesWereAKeyFactor).toBe(false);
    expect(result.text).toContain('Score: none.');
    expect(result.text).toContain('there are no key factors');
    expect(result.text).not.toContain('Key factors that adversely affected your credit score');
    expect(result.text).not.toContain('Lack of recent revolving account information');
    expect(result.text).not.toContain('was a key factor');
    // The FCRA 615(a) notice still names the bureau whose report was used.
    expect(result.fcraNotice).toContain(TEST_BUREAU.name);
  });

  it('states at most four principal reasons, most important first', () => {
    const report = testReport({
      score: 500,
      publicRecords: { bankruptcies: 1, collections: 1 },
      tradelines: [debt(20_000_00)],
    });
    const property = testProperty({
      avmValueCents: 100_000_00,
      liens: [{ position: 1, lender: 'L', balanceCents: 99_000_00, type: 'MORTGAGE' }],
    });
    const result = decide(testInput({ report, property }));
    expect(declined(result).reasons.length).toBeGreaterThan(MAX_PRINCIPAL_REASONS);
    const built = notice(result);
    expect(built.principalReasons.map((r) => r.code)).toEqual([
      'CREDIT_SCORE_TOO_LOW',
      'BANKRUPTCY',
      'DELINQUENT_CREDIT',
      'DTI_TOO_HIGH',
    ]);
  });
});

describe('creditorFor', () => {
  it("names the main brand's legal entity and mailing address when the organisation is unknown", () => {
    expect(creditorFor(undefined)).toEqual({
      name: DEFAULT_BRAND.legalName,
      address: DEFAULT_BRAND.mailingAddress,
      phone: '(888) 555-0142',
    });
  });

  it('prints the phone alone when brand data has no mailing address', () => {
    const built = buildAdverseActionNotice({
      result: declined(decide(testInput({ property: inState('HI') }))),
      creditor: { name: 'Partner Bank', address: null, phone: '(800) 555-0199' },
      ecoaAgency: ECOA_AGENCIES.FDIC,
      applicant,
      now: TEST_NOW,
    });
    expect(built.text).toContain('Creditor: Partner Bank, (800) 555-0199');
  });

  it("is dated on the applicant's home calendar (issue 21 item 9), as the product writes a date", () => {
    // 7:30 PM in Columbus on November 27 is already November 28 in UTC.
    const built = buildAdverseActionNotice({
      result: declined(decide(testInput({ property: inState('HI') }))),
      creditor: { name: 'Partner Bank', address: null, phone: '(800) 555-0199' },
      ecoaAgency: ECOA_AGENCIES.FDIC,
      applicant,
      now: new Date('2026-11-28T00:30:00Z'),
    });
    expect(built.date).toBe('2026-11-27');
    expect(built.text).toContain('Date: 11/27/2026');
  });
});

describe('ecoaNotice', () => {
  it("names the creditor's own agency, with its office and address, in the model form's sentence", () => {
    expect(ecoaNotice(ECOA_AGENCIES.NCUA)).toMatch(
      /concerning this creditor is the National Credit Union Administration, Office of Consumer Financial Protection, 1775 Duke Street, Alexandria, VA 22314\.$/,
    );
    expect(ecoaNotice(ECOA_AGENCIES.NCUA)).not.toContain('Consumer Financial Protection Bureau');
  });

  it("names the main brand's agency (the CFPB: a non-bank lender) when the organisation is unknown", () => {
    expect(ecoaAgencyForOrganization(undefined)).toEqual(ECOA_AGENCIES.CFPB);
  });
});
