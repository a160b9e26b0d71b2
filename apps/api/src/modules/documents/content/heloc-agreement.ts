import { isApplicant } from '@hearth/domain/collateral';
import { formatUsDate } from '@hearth/domain/dates';
import { STATE_NAMES } from '@hearth/domain/enums';
import { closingCostPaymentWords, closingCostShares } from '@hearth/domain/fees';
import {
  APR_EXCLUDES_OTHER_COSTS_WORDS,
  INTEREST_WORDS,
  lenderFeeWords,
  linePaymentWords,
  PAYMENT_TIMING_WORDS,
  periodWords,
  transactionRequirementWords,
} from '@hearth/domain/line-terms';
import { isTexasHomeEquity } from '@hearth/domain/texas-home-equity';
import type { Paragraph } from '../pdf';
import { costLines, type DocumentFacts, figuresOf, h, money, p, pct } from './facts';
import { rateLines, variableRateLines } from './line-words';
import { texasAgreementTerms } from './texas-terms';

/** The owners on title who do not borrow: they sign the deed of trust, and this agreement as owners only. */
const ownersNotBorrowing = (facts: DocumentFacts) =>
  facts.owners.filter(
    (owner) => !isApplicant(owner, { firstName: facts.borrower, lastName: facts.borrower }),
  );

const listed = (names: string[]) =>
  names.length < 3 ? names.join(' and ') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;

/**
 * The home equity line of credit agreement (issue 20 items 8 and 10; decision 0197), written as a lender's counsel
 * would and in plain words: the parties and definitions, the line and its draws, the draw and repayment periods,
 * interest, the minimum payment and how payments are applied, fees, the automatic-payment authorization (Regulation
 * E 1005.10(b)), suspension and reduction (Regulation Z 1026.40(f)(3)(vi)), default (1026.40(f)(2)), changes
 * (1026.40(f)(3)), the security interest, the right to cancel (1026.15), governing law, notices, billing rights and
 * the signatures of every party. Its terms and figures are the disclosures' (`@hearth/domain/line-terms`).
 */
export function agreement(facts: DocumentFacts): Paragraph[] {
  const f = figuresOf(facts);
  const variable = facts.offer.type === 'VARIABLE';
  const state = facts.property.state;
  const stateName = STATE_NAMES[state.toUpperCase()] ?? state;
  const owners = ownersNotBorrowing(facts);
  const autopayAccount = facts.autopay ? facts.accounts.autopay : null;
  const phone = facts.lender.phone;
  const lenderAt = `${facts.lender.name}, ${facts.lender.address}`;
  return [
    p(
      `Date: ${formatUsDate(facts.today)}. Lender: ${lenderAt}. Borrower: ${facts.borrower}. Property: ${facts.property.address}.`,
    ),
    p(
      'Please read this agreement carefully and keep it. It is the contract for your home equity line of credit. Your home secures it: you could lose your home if you do not meet your obligations under it.',
    ),

    h('1. Parties and definitions'),
    p(
      `"You" and "your" mean ${facts.borrower}, the borrower who signs this agreement. "We", "us" and "our" mean ${facts.lender.name} and anyone to whom we transfer this agreement.${owners.length > 0 ? ` "Owner" means ${listed(owners)}, who ${owners.length > 1 ? 'own' : 'owns'} your home with you, ${owners.length > 1 ? 'sign' : 'signs'} the deed of trust and ${owners.length > 1 ? 'are' : 'is'} not a borrower: an owner is not personally liable for the line, but the owner's interest in the home secures it.` : ''}`,
    ),
    p(
      `"Line" and "account" mean the home equity line of credit this agreement opens. "Home" and "property" mean ${facts.property.address}. "Deed of trust" means the deed of trust on the property that secures the line. "Opening date" means the day the deed of trust is signed before the notary. "Draw" means each advance of money on the line, the initial draw included. "Balance" means the draws you have not repaid, including the origination fee added at opening. "Business day" means a day other than a Saturday, a Sunday or a federal holiday, except where section 14 says otherwise.`,
    ),

    h('2. Your line of credit'),
    p(
      `We open for you a revolving home equity line of credit with a credit limit of ${money(facts.offer.creditLimitCents)}. During the draw period you may take draws, repay them and draw again, as long as your balance does not go over the credit limit. We need not make a draw that would take your balance over the credit limit; if your balance does go over it, you must repay the excess when we ask.`,
    ),
    p(
      `You promise to pay us everything you draw, with interest and the fees this agreement allows, as it says. The account-opening disclosure we gave you with this agreement is part of it.`,
    ),

    h('3. Draws and how to request them'),
    p(
      `Initial draw. At opening you take an initial draw of ${money(f.drawCents)}. We send it by ACH to your ${facts.accounts.disbursement ?? 'bank account on file'} after your right to cancel has ended (section 14) and the deed of trust is recorded. ${closingCostPaymentWords(closingCostShares(facts.closingCosts))}`,
    ),
    p(
      `Later draws. To take a draw, call us at ${phone} or write to us at ${lenderAt}, during the draw period, and tell us the amount. We confirm who you are, and send the draw by ACH to the bank account in your name on file, normally on the next business day. No fee is charged on any draw.`,
    ),
    p(transactionRequirementWords(state)),
    p(
      'We may refuse a draw while your right to cancel has not ended, after the draw period ends, while draws are suspended under section 10, or after we end your line under section 11.',
    ),

    h('4. Draw period, repayment period and maturity'),
    p(periodWords(facts.offer.term)),

    h('5. Interest'),
    ...rateLines(facts),
    p(
      variable
        ? 'Your annual percentage rate is variable, as set out below.'
        : `Your annual percentage rate is fixed: it does not change for the whole term of your line${f.autopayAprPercent === null ? '' : ', except as section 9 says if automatic payments stop'}.`,
    ),
    ...(variable ? variableRateLines(facts, false) : []),
    ...INTEREST_WORDS.map(p),
    p(APR_EXCLUDES_OTHER_COSTS_WORDS),

    h('6. Your minimum payment'),
    p(linePaymentWords(facts.offer.term, facts.interestOnly === true)),
    p(PAYMENT_TIMING_WORDS),
    p(
      `Your first minimum payment, on your initial draw and the origination fee (${money(f.totalCents)}), is estimated at ${f.monthlyCents === null ? 'the amount shown on your first statement' : money(f.monthlyCents)}; your statement shows the amount due each month.`,
    ),
    p(
      'You may pay more than the minimum, or the whole balance, at any time without penalty. Paying more does not excuse the next minimum payment. If any payment is late or missed, the rest still fall due as scheduled.',
    ),

    h('7. How we apply your payments'),
    p(
      'We apply each payment first to interest that is due, then to fees that are due, then to principal. Any amount above your minimum payment is applied to principal. A payment is credited on the day we receive it, if we receive it by 5:00 p.m. Pacific time on a business day.',
    ),

    h('8. Fees'),
    ...lenderFeeWords({ originationFeePercent: facts.offer.originationFee, state }).map(p),
    p('Your closing costs are these:'),
    ...costLines(facts),
    p(
      "If you default and we collect what you owe under section 11, you must also pay our reasonable costs of collection, including court costs and reasonable attorneys' fees, to the extent the law allows.",
    ),

    h('9. Automatic payments'),
    ...(autopayAccount
      ? [
          p(
            `Authorization. You authorize us to debit your ${autopayAccount} on each payment due date for the minimum payment due shown on that statement (the amount, including any past-due amount and fees, varies from month to month). If a due date is not a business day, we debit on the next business day. We send you each statement, with the amount and the date of the debit, at least 10 days before the debit is made (Regulation E 1005.10(d)).`,
          ),
          p(
            `How to stop it. You may stop any one payment, or revoke this authorization, by calling us at ${phone} or writing to us at ${lenderAt}, so that we receive your request at least three business days before the scheduled debit. You may also tell your bank to stop a debit. This authorization lasts until you revoke it or your line is paid in full and closed. This agreement is your copy of it (Regulation E 1005.10(b)).`,
          ),
          ...(f.autopayAprPercent === null
            ? []
            : [
                p(
                  `The annual percentage rate of ${pct(f.autopayAprPercent)} applies while automatic payments are on. If they stop (because you revoke them or because two debits in a row are returned unpaid), the annual percentage rate becomes ${pct(f.aprPercent)}${variable ? ' (the index plus the margin, without the discount)' : ''} from the next billing cycle, and your minimum payment is worked out again.`,
                ),
              ]),
        ]
      : [
          p(
            'You did not choose automatic payments. You pay each minimum payment by its due date, in a way your statement lists. You may turn automatic payments on at any time by signing an authorization with us.',
          ),
        ]),

    h('10. Suspending draws or reducing your credit limit'),
    p(
      `We may refuse to make further draws, or reduce your credit limit, during any period in which (12 CFR 1026.40(f)(3)(vi)): (a) the value of your home declines significantly below its appraised value for the purposes of the line; (b) we reasonably believe you will not be able to meet your repayment obligations because of a material change in your financial circumstances; (c) you are in default of any material obligation under this agreement or the deed of trust; (d) a government action prevents us from charging the annual percentage rate this agreement provides for; (e) a government action adversely affects the priority of our security interest so that its value is less than 120 percent of the credit limit; (f) a regulatory agency with authority over us notifies us that continued draws would be an unsafe and unsound practice${variable ? '; or (g) the maximum annual percentage rate is reached' : ''}.`,
    ),
    p(
      'If we do, we tell you in writing within three business days, with the specific reasons. When the condition no longer exists you may ask us to reinstate your line, and we will do so promptly if our review confirms it; we may ask you for what we need to check it, such as a new valuation of your home at our cost.',
    ),

    h('11. Default: ending your line and requiring payment in full'),
    p(
      'We may end your line and require you to pay the whole balance at once, with interest and the fees this agreement allows, only if (12 CFR 1026.40(f)(2)): (a) you commit fraud or material misrepresentation in connection with the line; (b) you do not meet the repayment terms of this agreement for any outstanding balance; or (c) your action or inaction adversely affects our security for the line or any right we have in it. Examples of (c): you sell or transfer the home without our consent; you do not keep the insurance the deed of trust requires; you let the property taxes go unpaid or let the holder of a prior lien foreclose; you let the home fall into disrepair or demolish it; a judgment or another lien is filed against the home; or the home is taken by eminent domain.',
    ),
    p(
      'If we end your line we may, instead of or as well as requiring payment, take the other actions this agreement and the deed of trust allow, including foreclosure where and as the law of the state where your home is allows. Instead of ending your line we may refuse further draws or reduce your credit limit. If we do not use a right at once, we do not give it up.',
    ),

    h('12. Changes to this agreement'),
    p(
      'We may change the terms of this agreement only as federal law allows (12 CFR 1026.40(f)(3)): (a) we may suspend draws or reduce your credit limit as section 10 says; (b) if the index is no longer available, we may replace it and the margin with a comparable index, with a historical movement substantially similar to it, and a margin that gives an annual percentage rate substantially similar to the rate in effect when the original index became unavailable; (c) we may make a change you agree to in writing at the time; (d) we may make a change that unequivocally benefits you; and (e) we may make insignificant changes, such as a new address for payments.',
    ),
    p(
      'We send you written notice of a change at least 15 days before it takes effect when the law requires it (12 CFR 1026.9(c)(1)).',
    ),

    h('13. Security interest'),
    p(
      `The line is secured by a deed of trust on your home at ${facts.property.address}, signed by every owner of it, which secures every draw, interest, fee and cost under this agreement up to the credit limit. You could lose your home if you do not meet your obligations under this agreement. The deed of trust requires you to keep the home insured against fire and other hazards (and against flood where the law requires it), to pay the property taxes and any prior lien when due, and to keep the home in good repair.`,
    ),

    h('14. Your right to cancel'),
    p(
      'You, and each owner of the home, have a legal right under federal law to cancel the line, without cost, within three business days after the latest of: (1) the opening date of your account; (2) the date you received your Truth-in-Lending disclosures (this agreement and the account-opening disclosure); or (3) the date you received the notice of your right to cancel. For this right a business day is every day except Sundays and federal holidays. The notice of your right to cancel explains how to cancel and prints the last day to do it. If any owner cancels, the line and the deed of trust are canceled for all. We do not send any draw until the right to cancel has ended.',
    ),

    h('15. Closing your line'),
    p(
      `You may close your line at any time by telling us in writing at ${lenderAt}. There is no fee to close it. Closing ends your right to take draws; you must still repay the balance. When the balance is paid in full and the line is closed, we release the deed of trust within the time the law of the state where your home is requires, and in any case within 30 days.`,
    ),

    h('16. Credit reports'),
    p(
      'You authorize us to obtain credit reports about you while the line is open, to review it. We may report information about your account to credit bureaus. Late payments, missed payments, or other defaults on your account may be reflected in your credit report.',
    ),

    h('17. Your billing rights'),
    p(
      `If you think there is an error on your statement, write to us at ${lenderAt} within 60 days after the error appeared on your statement. While we investigate, you need not pay the amount in question and we cannot report you as delinquent on it. Your rights, and our responsibilities, under the Fair Credit Billing Act are set out in full in "Your Billing Rights" in your account-opening disclosure, and we send you a statement of them each year.`,
    ),

    h('18. Notices'),
    p(
      `We send you notices at the e-mail address you gave us under your consent to electronic records, or by mail to your home or another address you give us. A notice to one borrower is a notice to all. Send notices to us in writing at ${lenderAt}, unless this agreement lets you call. Tell us at once if your e-mail or mailing address changes.`,
    ),

    h('19. Governing law and other terms'),
    p(
      `Governing law: the governing law is federal law and the law of ${stateName}, where your home is. Nothing in this agreement requires arbitration: you and we may each bring a claim in court (12 CFR 1026.36(h)).`,
    ),
    p(
      'This agreement, the account-opening disclosure, the deed of trust and the notice of the right to cancel are the entire agreement about the line; if they conflict, this agreement controls, except that the deed of trust controls on matters of the property. If a court holds any part of this agreement invalid, the rest stands. You may not transfer your rights under it; we may transfer ours, and tell you if the place you pay changes. Headings are for convenience only.',
    ),
    ...(isTexasHomeEquity(facts.property.state) ? texasAgreementTerms(facts) : []),
    h('Signatures'),
    p(
      `By signing, you agree to this agreement and confirm that you received a completed copy of it, the account-opening disclosure, and the notice of your right to cancel.${owners.length > 0 ? ' Each owner signs to confirm receiving them and agreeing to the security interest in section 13, not as a borrower.' : ''}`,
    ),
    p(`Borrower: ${facts.borrower}    Date: ________________`),
    ...owners.map((owner) => p(`Owner: ${owner}    Date: ________________`)),
    p(
      `Lender: ${facts.lender.name}, by its electronic seal, applied on its behalf to the executed copy of this agreement once every party has signed.`,
    ),
  ];
}
