import {
  DAILY_RATE_WORDS,
  dailyPeriodicRatePercent,
  historicalExampleLines,
  marginPercent,
  variableRateWords,
} from '@hearth/domain/line-terms';
import { formatPercent } from '@hearth/domain/money';
import type { Paragraph } from '../pdf';
import { type DocumentFacts, figuresOf, h, p, pct } from './facts';

/**
 * Paragraphs the account-opening disclosure and the agreement print alike (decision 0197), from the domain's words
 * in `@hearth/domain/line-terms`, so the two documents and the early disclosure state the same terms.
 */

/** Each APR with the daily periodic rate interest accrues at (1026.6(a)(1)(ii)): both when autopay lowers it. */
export function rateLines(facts: DocumentFacts): Paragraph[] {
  const f = figuresOf(facts);
  const line = (label: string, apr: number) =>
    p(
      `${label}: ${pct(apr)}. Daily periodic rate: ${formatPercent(dailyPeriodicRatePercent(apr), 7)} (${DAILY_RATE_WORDS}).`,
    );
  return [
    line('Annual percentage rate (APR)', f.aprPercent),
    ...(f.autopayAprPercent === null ? [] : [line('APR with automatic payments', f.autopayAprPercent)]),
  ];
}

/** The variable-rate terms of 1026.6(a)(1)(ii) and 1026.40(d)(12), on this line's opening balance. */
export function variableRateLines(facts: DocumentFacts, withHistory: boolean): Paragraph[] {
  const f = figuresOf(facts);
  const rate = { aprPercent: f.aprPercent, indexPercent: facts.offer.baseRate };
  return [
    ...variableRateWords({ ...rate, autopayAprPercent: f.autopayAprPercent }, facts.offer.term, f.totalCents),
    ...(withHistory ? historicalExampleLines(marginPercent(rate), facts.offer.term) : []),
  ].map(p);
}

/**
 * The statement of billing rights (1026.6(a)(5)), substantially similar to model form G-3(A) of appendix G; the
 * paragraph on credit card purchases is left out, as the line has no card.
 */
export function billingRights(facts: DocumentFacts): Paragraph[] {
  return [
    p('This notice tells you about your rights and our responsibilities under the Fair Credit Billing Act.'),
    h('What To Do If You Find A Mistake On Your Statement'),
    p(
      `If you think there is an error on your statement, write to us at: ${facts.lender.name}, ${facts.lender.address}.`,
    ),
    p(
      [
        'In your letter, give us the following information:',
        '- Account information: Your name and account number.',
        '- Dollar amount: The dollar amount of the suspected error.',
        '- Description of problem: If you think there is an error on your bill, describe what you believe is wrong and why you believe it is a mistake.',
      ].join('\n'),
    ),
    p(
      [
        'You must contact us:',
        '- Within 60 days after the error appeared on your statement.',
        '- At least 3 business days before an automated payment is scheduled, if you want to stop payment on the amount you think is wrong.',
      ].join('\n'),
    ),
    p(
      'You must notify us of any potential errors in writing. You may call us, but if you do we are not required to investigate any potential errors and you may have to pay the amount in question.',
    ),
    h('What Will Happen After We Receive Your Letter'),
    p(
      [
        'When we receive your letter, we must do two things:',
        '1. Within 30 days of receiving your letter, we must tell you that we received your letter. We will also tell you if we have already corrected the error.',
        '2. Within 90 days of receiving your letter, we must either correct the error or explain to you why we believe the bill is correct.',
      ].join('\n'),
    ),
    p(
      [
        'While we investigate whether or not there has been an error:',
        '- We cannot try to collect the amount in question, or report you as delinquent on that amount.',
        '- The charge in question may remain on your statement, and we may continue to charge you interest on that amount.',
        '- While you do not have to pay the amount in question, you are responsible for the remainder of your balance.',
        '- We can apply any unpaid amount against your credit limit.',
      ].join('\n'),
    ),
    p(
      [
        'After we finish our investigation, one of two things will happen:',
        '- If we made a mistake: You will not have to pay the amount in question or any interest or other fees related to that amount.',
        '- If we do not believe there was a mistake: You will have to pay the amount in question, along with applicable interest and fees. We will send you a statement of the amount you owe and the date payment is due. We may then report you as delinquent if you do not pay the amount we think you owe.',
      ].join('\n'),
    ),
    p(
      'If you receive our explanation but still believe your bill is wrong, you must write to us within 10 days telling us that you still refuse to pay. If you do so, we cannot report you as delinquent without also reporting that you are questioning your bill. We must tell you the name of anyone to whom we reported you as delinquent, and we must let those organizations know when the matter has been settled between us.',
    ),
    p(
      'If we do not follow all of the rules above, you do not have to pay the first $50 of the amount you question even if your bill is correct.',
    ),
  ];
}
