import { formatUsDate } from '@hearth/domain/dates';
import type { Paragraph } from '../pdf';
import { costLines, type DocumentFacts, figuresOf, h, money, p, pct } from './facts';

export function agreement(facts: DocumentFacts): Paragraph[] {
  const f = figuresOf(facts);
  return [
    p(
      `This agreement is between ${facts.borrower} ("you") and ${facts.lender.name} ("we"), dated ${formatUsDate(facts.today)}.`,
    ),
    h('1. Your line of credit'),
    p(
      `We open a home equity line of credit for you with a credit limit of ${money(facts.offer.creditLimitCents)}, secured by your home at ${facts.property.address}. At closing we advance the initial draw of ${money(f.drawCents)} to your account ${facts.accounts.disbursement ?? 'on file'}.`,
    ),
    h('2. Interest'),
    p(
      `Interest is charged at the annual percentage rate of ${pct(f.aprPercent)}${f.autopayAprPercent !== null ? `, or ${pct(f.autopayAprPercent)} while automatic payments are on` : ''}, on the daily balance, using a 365.25-day year.`,
    ),
    h('3. Payments'),
    p(
      `You promise to pay each month the principal and interest that repay the balance over ${facts.offer.term} years. On the initial draw and fee the payment is ${f.monthlyCents === null ? 'shown on your first statement' : money(f.monthlyCents)}.${facts.accounts.autopay ? ` Payments are taken automatically from ${facts.accounts.autopay}.` : ''}`,
    ),
    h('4. Fees'),
    ...costLines(facts),
    h('5. Default, termination and suspension'),
    p(
      'We may end your line and require the whole balance at once only if you commit fraud or material misrepresentation in connection with the line, do not meet the repayment terms, or act or fail to act in a way that adversely affects our security in your home (12 CFR 1026.40(f)). We may freeze or reduce the line when your home value declines significantly or your finances change materially, and will tell you why.',
    ),
    h('6. Your right to cancel'),
    p(
      'You may cancel this line until midnight of the third business day after the later of the day you sign the deed of trust before the notary and the day you receive your notice of the right to cancel, as that notice explains. The notice we give you when you sign prints the exact date.',
    ),
    h('Signatures'),
    p(`Borrower: ${facts.borrower}    Date: ________________`),
  ];
}
