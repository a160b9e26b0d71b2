import { formatUsDate } from '@hearth/domain/dates';
import { formatPercent } from '@hearth/domain/money';
import type { Paragraph } from '../pdf';
import { costLines, type DocumentFacts, figuresOf, h, money, p, pct } from './facts';

export function accountOpening(facts: DocumentFacts): Paragraph[] {
  const f = figuresOf(facts);
  const variable = facts.offer.type === 'VARIABLE';
  const rateWords = variable
    ? 'This APR is variable: it can change once a month with the Prime Rate published in The Wall Street Journal, and will never exceed 18.000% or fall below the margin at opening.'
    : 'This APR is fixed for the whole term of the line.';
  return [
    p(
      `Lender: ${facts.lender.name}, ${facts.lender.address}. Borrower: ${facts.borrower}. Date: ${formatUsDate(facts.today)}.`,
    ),
    p(`Property securing the line: ${facts.property.address}.`),
    h('Credit limit and initial draw'),
    p(`Credit limit: ${money(facts.offer.creditLimitCents)}`),
    p(`Initial draw: ${money(f.drawCents)}`),
    h('Annual percentage rate'),
    p(`Annual percentage rate (APR): ${pct(f.aprPercent)}`),
    ...(f.autopayAprPercent !== null
      ? [p(`APR with automatic payments from your checking or savings account: ${pct(f.autopayAprPercent)}`)]
      : []),
    p(`Monthly periodic rate: ${formatPercent(f.paymentRatePercent / 12, 4)} (the APR divided by 12)`),
    p(rateWords),
    h('Fees and closing costs'),
    ...costLines(facts),
    p(
      'There is no annual fee, no fee to draw on the line and no fee to close it. A returned payment costs $25.',
    ),
    h('Payment terms'),
    p(
      `Term: ${facts.offer.term} years. Each month you pay principal and interest that repay the balance in equal payments over the remaining term.`,
    ),
    p(
      `Estimated monthly payment on the initial draw and the origination fee (${money(f.totalCents)}): ${f.monthlyCents === null ? 'shown on your first statement' : money(f.monthlyCents)}`,
    ),
    p('Interest accrues daily on the balance, on a 365.25-day year, from the day each draw is funded.'),
    h('Security interest'),
    p(
      'You are giving us a security interest in your home. You could lose your home if you do not meet the obligations of your agreement.',
    ),
    h('Billing rights'),
    p(
      'If you think your statement is wrong, write to us within 60 days of the statement at the address above, with your name, account and the amount in question. You need not pay the amount in question while we investigate.',
    ),
  ];
}
