import { closingCostPaymentWords, closingCostShares } from '@hearth/domain/fees';
import {
  BALANCE_METHOD_NAME,
  historicalExample,
  lenderFeeWords,
  marginPercent,
  minimumPaymentWords,
  paymentAtMaximumApr,
  periodWords,
  transactionRequirementWords,
} from '@hearth/domain/line-terms';
import { formatMoney, formatPercent } from '@hearth/domain/money';
import { describe, expect, it } from 'vitest';
import { accountOpening } from './account-opening-disclosure';
import { figuresOf } from './facts';
import { expectedFooters, LINES, type LineKind, renderedText } from './test-render';

const TITLE = 'Account-opening disclosure';
const render = (kind: LineKind) => {
  const facts = LINES[kind]();
  return renderedText(TITLE, facts, accountOpening(facts)).then((pdf) => ({ ...pdf, facts }));
};

/** Each APR printed with its daily periodic rate: `[label, APR, daily rate]`. */
const ratePairs = (text: string) =>
  [
    ...text.matchAll(
      /(Annual percentage rate \(APR\)|APR with automatic payments): (\d+\.\d+)%\. Daily periodic rate: (\d+\.\d+)%/g,
    ),
  ].map((m) => [m[1], Number(m[2]), Number(m[3])] as const);

describe('the account-opening disclosure (Regulation Z 1026.6(a); issue 20 items 5, 6 and 15)', () => {
  it.each([
    ['fixed', 1],
    ['fixedAutopay', 2],
    ['variable', 1],
    ['variableAutopay', 2],
  ] as const)(
    '%s: prints the daily periodic rate of each APR, which times 365 is the APR',
    async (kind, count) => {
      const { text, facts } = await render(kind);
      const f = figuresOf(facts);
      const pairs = ratePairs(text);
      expect(pairs).toHaveLength(count);
      expect(pairs[0]?.[1]).toBe(f.aprPercent);
      if (count === 2) expect(pairs[1]?.[1]).toBe(f.autopayAprPercent);
      for (const [, apr, daily] of pairs) {
        // Interest accrues daily on a 365.25-day year: the daily rate is the APR / 365.25.
        expect(Math.abs(daily * 365 - apr)).toBeLessThan(0.01);
        expect(Math.abs(daily * 365.25 - apr)).toBeLessThan(0.0001);
      }
      expect(text).not.toContain('divided by 12');
    },
  );

  it('states the draw and repayment periods, the payment method, the fees and how the closing costs are paid', async () => {
    const { text, facts, pages, footers } = await render('fixed');
    const f = figuresOf(facts);
    expect(text).toContain(periodWords(10));
    expect(text).toContain(minimumPaymentWords(10));
    for (const line of lenderFeeWords({ originationFeePercent: 1.99, state: 'CA' }))
      expect(text).toContain(line);
    expect(text).toContain(`Origination fee: ${formatMoney(f.feeCents, 2)}`);
    expect(text).toContain(closingCostPaymentWords(closingCostShares(facts.closingCosts)));
    expect(text).toContain(`: ${formatMoney(f.monthlyCents ?? 0, 2)}`);
    // The missing sentences of issue 20 item 15.
    expect(text).toContain('There is no grace period');
    expect(text).toContain('you should consult a tax advisor regarding the deductibility of interest');
    expect(text).toContain('The annual percentage rate does not include costs other than interest.');
    expect(text).toContain(`Balance computation method: ${BALANCE_METHOD_NAME}.`);
    expect(text).toContain(transactionRequirementWords('CA'));
    expect(text).toContain('This APR is fixed for the whole term of the line');
    expect(text).toContain('You could lose your home');
    expect(text).not.toContain('Historical example');
    // The page numbers count the real pages.
    expect([...footers].sort((a, b) => a.page - b.page)).toEqual(expectedFooters(pages));
  });

  it('gives a variable-rate line its index, margin, frequency, limits, maximum APR and the payment at it', async () => {
    const { text, facts } = await render('variableAutopay');
    const f = figuresOf(facts);
    const margin = marginPercent({ aprPercent: 9.25, indexPercent: 7.5 });
    for (const item of [
      'the Prime Rate published in the "Money Rates" section of The Wall Street Journal',
      `Margin: ${formatPercent(margin)}`,
      'the rate can change on the first day of each billing cycle (the first day of each month)',
      'there is no limit on how much the rate can change in a month or in a year',
      'never be less than 7.600% or more than 18.000%',
      `on your opening balance of ${formatMoney(f.totalCents, 2)} it would be ${formatMoney(paymentAtMaximumApr(f.totalCents, 30), 2)}`,
      'as early as the first day of the first full month after your line opens',
      'Historical example',
      ...historicalExample(margin, 30).map(
        (row) =>
          `${row.year} | ${formatPercent(row.indexPercent)} | ${formatPercent(row.marginPercent)} | ${formatPercent(row.aprPercent)} | ${formatMoney(row.paymentCents, 2)}`,
      ),
    ])
      expect(text).toContain(item);
    expect(text).not.toContain('This APR is fixed');
  });

  it('carries a billing-rights statement substantially similar to model form G-3(A)', async () => {
    const { text, facts } = await render('fixedAutopay');
    for (const sentence of [
      'Your Billing Rights: Keep this Document for Future Use',
      'This notice tells you about your rights and our responsibilities under the Fair Credit Billing Act.',
      'What To Do If You Find A Mistake On Your Statement',
      `If you think there is an error on your statement, write to us at: ${facts.lender.name}, ${facts.lender.address}.`,
      'Account information: Your name and account number.',
      'Dollar amount: The dollar amount of the suspected error.',
      'Within 60 days after the error appeared on your statement.',
      'At least 3 business days before an automated payment is scheduled, if you want to stop payment on the amount you think is wrong.',
      'You may call us, but if you do we are not required to investigate any potential errors and you may have to pay the amount in question.',
      'What Will Happen After We Receive Your Letter',
      'Within 30 days of receiving your letter, we must tell you that we received your letter.',
      'Within 90 days of receiving your letter, we must either correct the error or explain to you why we believe the bill is correct.',
      'We cannot try to collect the amount in question, or report you as delinquent on that amount.',
      'If you receive our explanation but still believe your bill is wrong, you must write to us within 10 days telling us that you still refuse to pay.',
      'If we do not follow all of the rules above, you do not have to pay the first $50 of the amount you question even if your bill is correct.',
    ])
      expect(text).toContain(sentence);
  });
});
