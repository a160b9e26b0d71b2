import { formatUsDate } from '@hearth/domain/dates';
import { closingCostPaymentWords, closingCostShares } from '@hearth/domain/fees';
import {
  APR_EXCLUDES_OTHER_COSTS_WORDS,
  INTEREST_WORDS,
  interestOnlyPaymentExampleWords,
  lenderFeeWords,
  linePaymentWords,
  NEGATIVE_AMORTIZATION_WORDS,
  PAYMENT_TIMING_WORDS,
  paymentExampleWords,
  periodWords,
  TAX_WORDS,
  transactionRequirementWords,
} from '@hearth/domain/line-terms';
import type { Paragraph } from '../pdf';
import { costLines, type DocumentFacts, figuresOf, h, money, p, pct } from './facts';
import { billingRights, rateLines, variableRateLines } from './line-words';

/**
 * The account-opening disclosure of a home equity plan (Regulation Z 1026.6(a); decision 0197): the finance charge
 * terms with each periodic rate and its APR, the other charges, the home-equity information of 1026.6(a)(3) (the
 * 1026.40(d) items it names, the historical example included), the security interest and the billing rights.
 */
export function accountOpening(facts: DocumentFacts): Paragraph[] {
  const f = figuresOf(facts);
  const variable = facts.offer.type === 'VARIABLE';
  const state = facts.property.state;
  return [
    p(
      `Lender: ${facts.lender.name}, ${facts.lender.address}. Borrower: ${facts.borrower}. Date: ${formatUsDate(facts.today)}.`,
    ),
    p(`Property securing the line: ${facts.property.address}.`),
    p(
      'Keep this disclosure: it states the terms of your home equity line of credit, and your billing rights, as federal law requires.',
    ),
    h('Credit limit and draws'),
    p(`Credit limit: ${money(facts.offer.creditLimitCents)}`),
    p(`Initial draw: ${money(f.drawCents)}`),
    // 1026.6(a)(3)(ii) and 1026.40(d)(5)(i): the length of the draw and repayment periods.
    p(periodWords(facts.offer.term)),
    // 1026.6(a)(3)(iv) and 1026.40(d)(10).
    p(transactionRequirementWords(state)),
    h('Annual percentage rate and periodic rates'),
    // 1026.6(a)(1)(ii): each periodic rate and the APR that corresponds to it.
    ...rateLines(facts),
    p(
      variable
        ? 'This APR is variable: it can change as explained under Variable rate.'
        : `This APR is fixed for the whole term of the line.${f.autopayAprPercent === null ? '' : ` The APR with automatic payments applies while they stay on; if they stop, the APR of ${pct(f.aprPercent)} applies from the next billing cycle.`}`,
    ),
    p(APR_EXCLUDES_OTHER_COSTS_WORDS),
    ...(variable ? [h('Variable rate'), ...variableRateLines(facts, true)] : []),
    h('How we figure interest'),
    // 1026.6(a)(1)(i), (iii) and (iv): when interest starts (no grace period), the balance method and the charge.
    ...INTEREST_WORDS.map(p),
    h('Payments'),
    p(linePaymentWords(facts.offer.term, facts.interestOnly === true)),
    p(PAYMENT_TIMING_WORDS),
    p(
      `Estimated monthly payment on the initial draw and the origination fee (${money(f.totalCents)}): ${f.monthlyCents === null ? 'shown on your first statement' : money(f.monthlyCents)}`,
    ),
    // 1026.40(d)(5)(iii), which 1026.6(a)(3)(vii) repeats for a variable-rate plan.
    p(
      facts.interestOnly
        ? interestOnlyPaymentExampleWords(f.aprPercent, facts.offer.term)
        : paymentExampleWords(f.aprPercent, facts.offer.term),
    ),
    p(NEGATIVE_AMORTIZATION_WORDS),
    p(
      facts.autopay && facts.accounts.autopay
        ? `Automatic payments: each minimum payment is taken from your ${facts.accounts.autopay} on its due date, as your agreement authorizes. You may stop them at any time, as the agreement explains.`
        : 'Automatic payments: you did not choose them. You pay each minimum payment by its due date in a way your statement lists.',
    ),
    h('Fees'),
    // 1026.6(a)(2): every charge other than interest; the same words as the early disclosure and the agreement.
    ...lenderFeeWords({ originationFeePercent: facts.offer.originationFee, state }).map(p),
    h('Closing costs'),
    ...costLines(facts),
    p(closingCostPaymentWords(closingCostShares(facts.closingCosts))),
    h('When we can end, freeze or change your line'),
    // 1026.6(a)(3)(i) and 1026.40(d)(4)(i).
    p(
      'Under certain conditions we can end your line and require you to pay the whole balance at once, refuse to make further draws or reduce your credit limit, and make the changes to the plan your agreement allows. Sections 10, 11 and 12 of your agreement list every such condition.',
    ),
    h('Tax deductibility'),
    p(TAX_WORDS),
    h('Security interest'),
    // 1026.6(a)(4).
    p(
      `You are giving us a security interest in your home at ${facts.property.address}, by a deed of trust. You could lose your home if you do not meet the obligations of your agreement.`,
    ),
    h('Your right to cancel'),
    p(
      'You may cancel your line, without cost, within three business days after the latest of the opening date of your account, the date you received your Truth-in-Lending disclosures, and the date you received your notice of the right to cancel. The notice explains how.',
    ),
    // 1026.6(a)(5): the statement of billing rights, model form G-3(A).
    h('Your Billing Rights: Keep this Document for Future Use'),
    ...billingRights(facts),
  ];
}
