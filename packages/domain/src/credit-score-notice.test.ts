import { describe, expect, it } from 'vitest';
import {
  ANNUAL_CREDIT_REPORT,
  creditScoreNotice,
  NOTICE_TO_HOME_LOAN_APPLICANT,
  SCORE_DISTRIBUTIONS,
  scoreRank,
} from './credit-score-notice';
import { TEST_BUREAU } from './decisioning/test-fixtures';

const SANDBOX_MODEL = 'Sandbox Score 2 (VantageScore-style)';

const input = (overrides: Partial<Parameters<typeof creditScoreNotice>[0]['score']> = {}) => ({
  lender: {
    name: 'Hearth Home Lending, Inc.',
    address: '1 Hearth Plaza, Denver, CO 80202',
    phone: '(888) 555-0142',
  },
  applicant: 'Alex Prime',
  date: { year: 2026, month: 11, day: 27 },
  score: {
    value: 705,
    model: SANDBOX_MODEL,
    range: { min: 300, max: 850 },
    createdOn: '2026-11-26',
    keyFactors: [
      {
        code: '10',
        description: 'Proportion of balances to credit limits on revolving accounts is too high',
      },
      { code: '14', description: 'Length of time accounts have been established' },
      { code: '05', description: 'Too many accounts with balances' },
      { code: '32', description: 'No recent installment loan information' },
      { code: '08', description: 'Too many inquiries in the last 12 months' },
    ],
    inquiriesWereAKeyFactor: true,
    ...overrides,
  },
  bureau: TEST_BUREAU,
  occasion: 'FIRST' as const,
});

describe('scoreRank (Regulation V 1022.74(d)(1)(ii)(D))', () => {
  it.each([
    [300, 0],
    [499, 3],
    [500, 4],
    [580, 14],
    [650, 29],
    [705, 44],
    [800, 80],
    [850, 99],
  ])('a score of %i ranks higher than %i percent', (score, percent) => {
    expect(scoreRank(SANDBOX_MODEL, score)).toBe(percent);
  });

  it('has distributions that cover their range without gaps and add up to 100', () => {
    for (const distribution of Object.values(SCORE_DISTRIBUTIONS)) {
      expect(distribution.bands.reduce((sum, band) => sum + band.percent, 0)).toBe(100);
      distribution.bands.slice(1).forEach((band, i) => {
        expect(band.min).toBe((distribution.bands[i]?.max ?? 0) + 1);
      });
    }
  });

  it('refuses a model it has no distribution for, so no notice goes out without it', () => {
    expect(() => scoreRank('Unknown Model 9', 700)).toThrow(/Unknown Model 9/);
  });
});

describe('creditScoreNotice (FCRA 609(g), model form H-3)', () => {
  const text = creditScoreNotice(input())
    .map((p) => p.text)
    .join('\n');

  it('discloses the score, its range, date and source, and the key factors in order with inquiries fifth', () => {
    expect(text).toContain('Your credit score: 705');
    expect(text).toContain(`Source: ${TEST_BUREAU.name}`);
    expect(text).toContain('Date: 11/26/2026');
    expect(text).toContain('scores range from a low of 300 to a high of 850');
    expect(text).toContain(
      '1. Proportion of balances to credit limits on revolving accounts is too high\n2. Length of time accounts have been established\n3. Too many accounts with balances\n4. No recent installment loan information\n5. Too many inquiries in the last 12 months',
    );
    expect(text).toContain('The number of inquiries on your credit report was one of them.');
    expect(text).toContain('ranks higher than 44 percent of U.S. consumers');
  });

  it("carries 1022.74(d)(1)(ii)'s content and the 609(g)(1)(D) notice word for word, with the agency", () => {
    for (const required of [
      'Your credit report is a record of your credit history',
      'Your credit score can change, depending on how your credit history changes',
      'can affect whether you can get a loan and how much you will have to pay for that loan',
      'You have a right to dispute any inaccurate information in your credit report',
      'free copy of your credit report from each of the nationwide consumer reporting agencies once a year',
      ANNUAL_CREDIT_REPORT.phone,
      ANNUAL_CREDIT_REPORT.mail,
      'www.consumerfinance.gov/learnmore',
      ...NOTICE_TO_HOME_LOAN_APPLICANT.paragraphs,
      `${TEST_BUREAU.name}, ${TEST_BUREAU.street}, ${TEST_BUREAU.city}, ${TEST_BUREAU.state} ${TEST_BUREAU.zip}. Telephone: ${TEST_BUREAU.phone}.`,
    ])
      expect(text).toContain(required);
    // The statute's notice is complete: its five paragraphs, the first and last as enacted.
    expect(NOTICE_TO_HOME_LOAN_APPLICANT.paragraphs).toHaveLength(5);
    expect(NOTICE_TO_HOME_LOAN_APPLICANT.paragraphs[4]).toBe(
      'If you have questions concerning the terms of the loan, contact the lender.',
    );
  });

  it('says why a second notice comes after the full credit check', () => {
    const again = creditScoreNotice({ ...input({ value: 675 }), occasion: 'CHANGED' })
      .map((p) => p.text)
      .join('\n');
    expect(again).toContain('gave a credit score different from the one we told you about before');
    expect(again).toContain('Your credit score: 675');
  });
});
