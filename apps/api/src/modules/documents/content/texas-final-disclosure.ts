import { formatUsDate } from '@hearth/domain/dates';
import { closingCostShares } from '@hearth/domain/fees';
import type { Paragraph } from '../pdf';
import { costLines, type DocumentFacts, figuresOf, h, money, p, pct } from './facts';

/**
 * The Texas final itemized disclosure (section 50(a)(6)(M)(ii), 7 TAC 153.13; decision 0181): every fee, point, cost
 * and charge of the closing from the same lines as the other documents, the 2% limit and its lender credit, how each
 * is paid, and the interest. The owner receives it at least one business day before closing.
 */
export function texasFinalDisclosure(facts: DocumentFacts): Paragraph[] {
  const f = figuresOf(facts);
  const costs = facts.closingCosts;
  const shares = closingCostShares(costs);
  const limit = costs.texasFeeLimit;
  const credit = costs.lines.find((line) => line.key === 'TEXAS_FEE_LIMIT_CREDIT');
  return [
    p(
      `Lender: ${facts.lender.name}, ${facts.lender.address}. Borrower: ${facts.borrower}. Property: ${facts.property.address}. Date: ${formatUsDate(facts.today)}.`,
    ),
    p(
      'This disclosure itemizes the actual fees, points, interest, costs and charges of your home equity line of credit when it closes. Texas law (Texas Constitution, article XVI, section 50(a)(6)(M)(ii)) does not allow the closing until at least one business day after you receive it.',
    ),
    h('Your line of credit'),
    p(`Credit limit: ${money(facts.offer.creditLimitCents)}`),
    p(`Initial draw (the advance made at closing): ${money(f.drawCents)}`),
    h('Fees and charges at closing'),
    ...costLines(facts),
    h('How you pay them'),
    p(
      `Origination fee you owe${credit ? ' after the lender credit' : ''}: ${money(shares.originationFeeCents)}, added to your balance.`,
    ),
    p(`Paid from your initial draw at closing: ${money(shares.paidFromDrawCents)}.`),
    h('Texas 2% fee limit'),
    ...(limit
      ? [
          p(
            `Fees paid to anyone to originate, evaluate, maintain, record, insure or service your line may not exceed 2% of its original principal amount. We take that amount to be your initial draw of ${money(limit.originalPrincipalCents)} (the smaller of your credit limit and your initial draw), so the limit is ${money(limit.limitCents)}.`,
          ),
          p(
            `Fees counted toward the limit: ${money(limit.countedCents)}. ${limit.excessCents > 0 ? `We pay the ${money(limit.excessCents)} above the limit ourselves, shown above as a lender credit.` : 'They are within the limit.'}`,
          ),
          p(
            `Not counted: interest, bona fide discount points, an appraisal by a third-party appraiser, a property survey and title insurance premiums. None of these is charged at your closing.${costs.lines.some((line) => line.key === 'VALUATION') ? ' Your home valuation is a broker price opinion, not an appraisal, so it is counted.' : ''}`,
          ),
        ]
      : []),
    h('Points'),
    p('No discount points are charged.'),
    h('Interest'),
    p(`Annual percentage rate (APR): ${pct(f.aprPercent)}`),
    ...(f.autopayAprPercent !== null
      ? [p(`APR with automatic payments from your checking or savings account: ${pct(f.autopayAprPercent)}`)]
      : []),
    p(
      `${facts.offer.type === 'VARIABLE' ? 'The APR is variable: it can change once a month with the Prime Rate.' : 'The APR is fixed for the whole term of the line.'} Interest accrues daily on the balance, on a 365.25-day year, from the day each draw is funded. No interest is charged at closing.`,
    ),
    p(
      `Balance at opening (your initial draw and the origination fee you owe): ${money(f.totalCents)}. Estimated monthly payment over ${facts.offer.term} years: ${f.monthlyCents === null ? 'shown on your first statement' : money(f.monthlyCents)}.`,
    ),
    h('Nothing else'),
    p(
      'Nothing else is charged at closing. Texas law allows no fee for later draws on your line: fees are charged only when it is opened.',
    ),
  ];
}
