import { buildDisclosures } from '@hearth/domain/disclosures';
import {
  BALANCE_METHOD_NAME,
  dailyPeriodicRatePercent,
  lenderFeeWords,
  minimumPaymentWords,
  paymentAtMaximumApr,
  periodWords,
} from '@hearth/domain/line-terms';
import { formatMoney, formatPercent } from '@hearth/domain/money';
import { autopayAprOf } from '@hearth/domain/offer-figures';
import { describe, expect, it } from 'vitest';
import { accountOpening } from './account-opening-disclosure';
import { type DocumentFacts, figuresOf } from './facts';
import { agreement } from './heloc-agreement';
import { expectedFooters, LINES, type LineKind, renderedText } from './test-render';

const TITLE = 'Home equity line of credit agreement';
const render = (facts: DocumentFacts) => renderedText(TITLE, facts, agreement(facts));

/** The early HELOC disclosure of the same offer, as the summary page builds it. */
function earlyDisclosure(facts: DocumentFacts): string {
  const disclosures = buildDisclosures({
    lender: {
      companyName: facts.lender.name,
      supportPhone: facts.lender.phone,
      supportEmail: 'help@example.com',
    },
    applicant: { firstName: 'Alex', lastName: 'Prime' },
    property: {
      street1: '1400 Happy Path Ln',
      city: 'Sacramento',
      state: facts.property.state,
      zip: '95814',
    },
    offer: {
      type: facts.offer.type,
      term: facts.offer.term,
      rate: facts.offer.rate,
      autopayRate: autopayAprOf(facts.offer.discountList),
      creditLimitCents: facts.offer.creditLimitCents,
      minDrawCents: 1_500_000,
      maxDrawCents: facts.offer.creditLimitCents,
      initialDrawCents: facts.drawCents,
      originationFeePercent: facts.offer.originationFee,
      indexRatePercent: facts.offer.baseRate,
      minRecordingTaxCents: 0,
      maxRecordingTaxCents: 0,
    },
    thirdPartyCosts: [],
  });
  return disclosures.find((d) => d.type === 'HELOC_EARLY_DISCLOSURE')?.text.replace(/\s+/g, ' ') ?? '';
}

const SECTIONS = [
  '1. Parties and definitions',
  '2. Your line of credit',
  '3. Draws and how to request them',
  '4. Draw period, repayment period and maturity',
  '5. Interest',
  '6. Your minimum payment',
  '7. How we apply your payments',
  '8. Fees',
  '9. Automatic payments',
  '10. Suspending draws or reducing your credit limit',
  '11. Default: ending your line and requiring payment in full',
  '12. Changes to this agreement',
  '13. Security interest',
  '14. Your right to cancel',
  '15. Closing your line',
  '16. Credit reports',
  '17. Your billing rights',
  '18. Notices',
  '19. Governing law and other terms',
  'Signatures',
];

describe('the home equity line of credit agreement (issue 20 items 5, 6, 8 and 10)', () => {
  it('covers what a lender’s agreement covers, section by section, on pages numbered as printed', async () => {
    const facts = LINES.fixed();
    const { text, pages, footers } = await render(facts);
    let at = -1;
    for (const heading of SECTIONS) {
      const next = text.indexOf(heading, at + 1);
      expect(next, heading).toBeGreaterThan(at);
      at = next;
    }
    expect(pages).toBeGreaterThan(2);
    expect([...footers].sort((a, b) => a.page - b.page)).toEqual(expectedFooters(pages));
    const f = figuresOf(facts);
    for (const item of [
      // parties, the line, draws
      `"You" and "your" mean Alex Prime`,
      `"We", "us" and "our" mean ${facts.lender.name}`,
      `credit limit of ${formatMoney(facts.offer.creditLimitCents, 2)}`,
      `initial draw of ${formatMoney(f.drawCents, 2)}`,
      'To take a draw, call us at (800) 555-0100 or write to us',
      'each draw after the initial draw must be at least $500.00',
      'No fee is charged on any draw.',
      periodWords(10),
      // interest and payments
      `Daily periodic rate: ${formatPercent(dailyPeriodicRatePercent(8.875), 7)}`,
      `Balance computation method: ${BALANCE_METHOD_NAME}.`,
      'There is no grace period',
      minimumPaymentWords(10),
      'first to interest that is due, then to fees that are due, then to principal',
      // fees, defaults, changes
      'Late fee:',
      'Returned payment fee: $25.00',
      'fraud or material misrepresentation',
      'do not meet the repayment terms',
      'adversely affects our security',
      'the value of your home declines significantly below its appraised value',
      'material change in your financial circumstances',
      'within three business days',
      'if the index is no longer available',
      'at least 15 days before',
      // security, cancel, law
      'You could lose your home',
      'You did not choose automatic payments.',
      'the governing law is federal law and the law of California',
      'Nothing in this agreement requires arbitration',
      'This agreement, the account-opening disclosure, the deed of trust and the notice of the right to cancel are the entire agreement',
      'Borrower: Alex Prime Date: ________________',
      `Lender: ${facts.lender.name}`,
    ])
      expect(text, item).toContain(item);
  });

  it('lists the three events that start the right to cancel', async () => {
    const { text } = await render(LINES.fixed());
    expect(text).toContain('within three business days after the latest of');
    expect(text).toContain('(1) the opening date of your account');
    expect(text).toContain('(2) the date you received your Truth-in-Lending disclosures');
    expect(text).toContain('(3) the date you received the notice of your right to cancel');
  });

  it('authorizes automatic payments with the account, the amount and the date, and says how to revoke it', async () => {
    const facts = LINES.fixedAutopay();
    const { text } = await render(facts);
    for (const item of [
      'You authorize us to debit your Sandbox Bank checking ****6789',
      'the minimum payment due shown on that statement',
      'on each payment due date',
      'at least 10 days before',
      'at least three business days before',
      'the annual percentage rate becomes 8.875%',
      `Daily periodic rate: ${formatPercent(dailyPeriodicRatePercent(8.625), 7)}`,
    ])
      expect(text, item).toContain(item);
  });

  it('gives a variable-rate line its index, margin, frequency, limits and the payment at the maximum APR', async () => {
    const facts = LINES.variableAutopay();
    const { text } = await render(facts);
    const f = figuresOf(facts);
    for (const item of [
      'The Wall Street Journal',
      'Margin: 1.750%',
      'the first day of each billing cycle',
      'no limit on how much the rate can change in a month or in a year',
      'never be less than 7.600% or more than 18.000%',
      `on your opening balance of ${formatMoney(f.totalCents, 2)} it would be ${formatMoney(paymentAtMaximumApr(f.totalCents, 30), 2)}`,
      'the maximum annual percentage rate is reached',
    ])
      expect(text, item).toContain(item);
  });

  it('is signed by the borrower, each owner on title who signs the deed of trust, and the lender', async () => {
    const facts = { ...LINES.fixed(), owners: ['ALEX PRIME', 'JORDAN PRIME'] };
    const { text } = await render(facts);
    expect(text).toContain('Borrower: Alex Prime Date: ________________');
    expect(text).toContain('Owner: JORDAN PRIME Date: ________________');
    expect(text).not.toContain('Owner: ALEX PRIME');
    expect(text).toContain('"Owner" means JORDAN PRIME');
    expect(text).toContain(`Lender: ${facts.lender.name}`);
  });

  it.each(['fixed', 'fixedAutopay', 'variable', 'variableAutopay'] satisfies LineKind[])(
    '%s: the early disclosure, the account-opening disclosure and the agreement state the same fees, periods and payment method',
    async (kind) => {
      const facts = LINES[kind]();
      const documents = [
        earlyDisclosure(facts),
        (await renderedText('Account-opening disclosure', facts, accountOpening(facts))).text,
        (await render(facts)).text,
      ];
      const same = [
        ...lenderFeeWords({ originationFeePercent: facts.offer.originationFee, state: facts.property.state }),
        periodWords(facts.offer.term),
        minimumPaymentWords(facts.offer.term),
      ];
      for (const text of documents) for (const words of same) expect(text).toContain(words);
    },
  );
});
