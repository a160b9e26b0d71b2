import { TEXAS_LIMITS } from '@hearth/domain/lending';
import { formatMoney } from '@hearth/domain/money';
import type { Paragraph } from '../pdf';
import { type DocumentFacts, h, money, p } from './facts';

/**
 * The terms a Texas home equity line of credit carries (Tex. Const. art. XVI, section 50(a)(6) and, for a line of
 * credit, section 50(t), as amended effective January 1, 2018; 7 TAC chapter 153 interprets them). The agreement and
 * the security instrument each state them, in their own words ("you" and "we" in the agreement, Grantor and Lender in
 * the deed of trust), each with the provision it carries cited beside it.
 */

const CITE = 'Texas Constitution, article XVI, section';

/** The statement section 50(a)(6)(Q)(vi) requires of the security instruments. */
export const TEXAS_SECTION_50A6_STATEMENT =
  'THE EXTENSION OF CREDIT SECURED BY THIS SECURITY INSTRUMENT IS OF THE TYPE OF CREDIT DEFINED BY SECTION 50(a)(6), ARTICLE XVI, OF THE TEXAS CONSTITUTION.';

/** Section 50(t)(2): no single advance under a Texas line of credit is less than $4,000. */
const minAdvance = () => formatMoney(TEXAS_LIMITS.minAdvanceCents, 0);

/** Section 50(a)(6)(Q)(x): the lender's six ways to cure, within 60 days of the owner's notice. */
const CURE_WAYS = [
  '(a) paying to the owner an amount equal to any overcharge paid by the owner under or related to the extension of credit, if the owner has paid more than section 50(a)(6)(E), (G) or (O) allows;',
  '(b) sending the owner a written acknowledgment that the lien is valid only in the amount that the extension of credit does not exceed the percentage of section 50(a)(6)(B), or is not secured by property described by section 50(a)(6)(H) or (I), if applicable;',
  '(c) sending the owner a written notice modifying any other amount, percentage, term or provision section 50 prohibits to a permitted one, and adjusting the account so that the owner does not pay more than section 50 permits and is not subject to any term or provision it prohibits;',
  '(d) delivering the required documents to the owner if the failure was to give the copies section 50(a)(6)(Q)(v) requires, or obtaining the appropriate signatures if the failure was to obtain the acknowledgment of fair market value section 50(a)(6)(Q)(ix) requires;',
  "(e) sending the owner a written acknowledgment, if the failure is one section 50(a)(6)(K) prohibits, that the accrual of interest and all of the owner's obligations under the extension of credit are abated while any prior extension of credit secured by the homestead remains secured by it; or",
  '(f) if the failure cannot be cured in one of those ways, curing it by a refund or credit to the owner of $1,000 and offering the owner the right to refinance the extension of credit with the lender or holder for the remaining term at no cost to the owner, on the same terms, including interest, with any modifications needed to comply with section 50, or on other terms the owner and the lender or holder agree that comply with section 50.',
];

/**
 * The section 50(a)(6) and 50(t) terms of the agreement, for another engineer's agreement to include before its
 * signatures (`...(isTexasHomeEquity(facts.property.state) ? texasAgreementTerms(facts) : [])`).
 */
export function texasAgreementTerms(facts: DocumentFacts): Paragraph[] {
  return [
    h('Texas home equity terms'),
    p(
      `This line of credit is an extension of credit defined by section 50(a)(6), article XVI, of the Texas Constitution, and a home equity line of credit under section 50(t). These terms are part of this agreement and control over any other term of it (${CITE} 50(a)(6) and 50(t)).`,
    ),
    p(
      `Your home is the only security. The lien on your home at ${facts.property.address} is voluntary and is created with the consent of each owner and each owner's spouse (${CITE} 50(a)(6)(A)). No other real or personal property secures this line (${CITE} 50(a)(6)(H)).`,
    ),
    p(
      `No personal liability. Neither you nor your spouse is personally liable to repay this line, unless you or your spouse obtained it by actual fraud. If you do not repay it, we may look only to your home (${CITE} 50(a)(6)(C)).`,
    ),
    p(
      `Foreclosure only by court order. We may foreclose the lien on your home only with a court order (${CITE} 50(a)(6)(D); Texas Rules of Civil Procedure 735 and 736).`,
    ),
    p(
      `Maximum amount. Your credit limit of ${money(facts.offer.creditLimitCents)}, added to the principal balances of all other debts secured by your home when the line is opened, does not exceed 80 percent of your home's fair market value on that day (${CITE} 50(a)(6)(B) and 50(t)(5)).`,
    ),
    p(
      `Advances. You request advances, repay money and reborrow money under the line (${CITE} 50(t)(1)). Each advance is at least ${minAdvance()} (${CITE} 50(t)(2)). You request an advance by calling or writing to us, as this agreement's draw terms say; there is no credit card, debit card, preprinted solicitation check or similar device to obtain an advance, and we will not issue one (${CITE} 50(t)(3); 7 TAC 153.84).`,
    ),
    p(
      `Fees only when the line is opened. Every fee to originate, evaluate, maintain, record, insure or service the line is charged and collected only when the line is established, and together they do not exceed 2 percent of its original principal amount, not counting the charges section 50(a)(6)(E) excludes. We charge no fee in connection with any advance (${CITE} 50(a)(6)(E) and 50(t)(4)).`,
    ),
    p(
      `No change without your agreement. We may not unilaterally amend the terms of this line (${CITE} 50(t)(7)).`,
    ),
    p(
      `Payments. You repay in regular monthly installments, the first due no later than two months after the line is established; while you may take advances each installment at least equals the interest accrued, and after that the installments are substantially equal (${CITE} 50(a)(6)(L)(ii) and 50(t)(8)).`,
    ),
    p(
      `Prepayment. You may pay all or part of the balance at any time without penalty or other charge (${CITE} 50(a)(6)(G)).`,
    ),
    p(
      `No acceleration for these reasons. We will not require you to repay earlier than agreed because the market value of your home decreases, or because you default on another debt that is not secured by a prior valid lien on your home (${CITE} 50(a)(6)(J)).`,
    ),
    p(
      `One equity loan at a time. Only one extension of credit under section 50(a)(6) may be secured by your home at a time (${CITE} 50(a)(6)(K)).`,
    ),
    p(
      `Interest. The rate of interest is a rate authorized by statute, and we are a lender authorized by section 50(a)(6)(P) to make this line (${CITE} 50(a)(6)(O) and (P)).`,
    ),
    p(
      `What we do not require. We do not require you or your spouse to pay any other debt with the proceeds, except a debt secured by your home or owed to another lender; to assign wages as security; to sign any instrument with blanks for substantive terms left to be filled in; or to sign a confession of judgment or a power of attorney to us or anyone else to confess judgment or appear for you in a legal proceeding (${CITE} 50(a)(6)(Q)(i) to (iv)).`,
    ),
    p(
      `Closing and copies. The line closes only at the office of the lender, an attorney at law or a title company, not before the 12th day after the later of your application and your receipt of the notice of section 50(g), and not before one business day after you receive the final itemized disclosure (${CITE} 50(a)(6)(M) and (N)). At closing we give you a copy of your final loan application and of every document you sign at closing (${CITE} 50(a)(6)(Q)(v)).`,
    ),
    p(
      `Your right to rescind. You and your spouse may rescind this line without penalty or charge within 3 days after it is made (${CITE} 50(a)(6)(Q)(viii)), as well as under the federal notice of your right to cancel.`,
    ),
    p(
      `Fair market value. You and we sign a written acknowledgment of the fair market value of your home on the date the line is made (${CITE} 50(a)(6)(Q)(ix)).`,
    ),
    p(
      `Release of lien. Within 30 days after the line ends and is paid in full, we cancel and return this agreement to you and give you a release of the lien in recordable form, or a copy of an endorsement and assignment of the lien to a lender refinancing the line (${CITE} 50(a)(6)(Q)(vii); 7 TAC 153.24).`,
    ),
    p(
      `Our duty to comply, and to cure. If we or any holder of this agreement fail to comply with our obligations under this line, we forfeit all principal and interest of it, unless we correct the failure no later than the 60th day after you notify us of it, in one of these ways (${CITE} 50(a)(6)(Q)(x)):\n${CURE_WAYS.join('\n')}`,
    ),
    p(
      `We also forfeit all principal and interest if this line was made by a lender not authorized by section 50(a)(6)(P), or if the lien was not created under a written agreement with the consent of each owner and each owner's spouse, unless each owner and spouse who did not consent later consents (${CITE} 50(a)(6)(Q)(xi)). To tell us of a failure, write to ${facts.lender.name}, ${facts.lender.address}.`,
    ),
  ];
}

/**
 * The section 50(a)(6) and 50(t) terms of the deed of trust for a Texas homestead: the statement of (Q)(vi), then
 * each term as the security instrument carries it. Grantor is each owner; Lender is the beneficiary.
 */
export function texasSecurityInstrumentTerms(facts: DocumentFacts): Paragraph[] {
  return [
    h('Texas home equity provisions'),
    p(`${TEXAS_SECTION_50A6_STATEMENT} (${CITE} 50(a)(6)(Q)(vi).)`),
    p(
      `Type of credit. The Secured Debt is a home equity line of credit under section 50(t), article XVI, of the Texas Constitution. The provisions of this section control over any other provision of this Security Instrument; any provision that would conflict with section 50 is amended to the extent needed to comply with it (${CITE} 50(a)(6) and 50(t)).`,
    ),
    p(
      `Non-recourse. The Secured Debt is without recourse for personal liability against each owner and the spouse of each owner, unless the owner or spouse obtained it by actual fraud. Lender's remedy is against the Property only (${CITE} 50(a)(6)(C)).`,
    ),
    p(
      `Foreclosure only by court order. Although this Security Instrument grants a power of sale, Lender may foreclose the lien, and Trustee may sell the Property, only after a court order authorizing foreclosure, obtained under Rules 735 and 736 of the Texas Rules of Civil Procedure (${CITE} 50(a)(6)(D)).`,
    ),
    p(
      `Homestead only. No real or personal property other than the homestead Property secures the Secured Debt, and no escrow, insurance proceeds or other property of Grantor is additional collateral except as the Property's own proceeds (${CITE} 50(a)(6)(H)).`,
    ),
    p(
      `Maximum principal amount. The maximum principal amount that may be extended, ${money(facts.offer.creditLimitCents)}, when added to the outstanding principal balances of all other debts secured by the homestead when the line is established, does not exceed 80 percent of its fair market value on the date the extension of credit is made (${CITE} 50(a)(6)(B) and 50(t)(5)).`,
    ),
    p(
      `Advances. Grantor requests advances, repays money and reborrows money (${CITE} 50(t)(1)). Each advance is at least ${minAdvance()} (${CITE} 50(t)(2)). No credit card, debit card, preprinted solicitation check or similar device may be used to obtain an advance (${CITE} 50(t)(3)).`,
    ),
    p(
      `Fees. Fees to originate, evaluate, maintain, record, insure or service the Secured Debt are charged and collected only when the line is established, do not exceed 2 percent of its original principal amount (excluding the charges section 50(a)(6)(E) excludes), and no fee is charged in connection with any advance (${CITE} 50(a)(6)(E) and 50(t)(4)).`,
    ),
    p(
      `No unilateral amendment. Lender may not unilaterally amend the terms of the line of credit or of this Security Instrument (${CITE} 50(t)(7)).`,
    ),
    p(
      `Prepayment. Grantor may prepay the Secured Debt in whole or in part at any time without penalty or other charge (${CITE} 50(a)(6)(G)).`,
    ),
    p(
      `No acceleration because of value or other debt. The Secured Debt may not be accelerated because the market value of the Property decreases or because Grantor defaults under other debt not secured by a prior valid lien on the Property (${CITE} 50(a)(6)(J)).`,
    ),
    p(
      `Release of lien. Within 30 days after the line is terminated and the Secured Debt is paid in full, Lender cancels and returns the agreement to the owner and gives the owner, in recordable form, a release of the lien of this Security Instrument, or a copy of an endorsement and assignment of the lien to a lender refinancing the line (${CITE} 50(a)(6)(Q)(vii); 7 TAC 153.24).`,
    ),
    p(
      `Rescission and fair market value. The owner and any spouse of the owner may rescind the extension of credit without penalty or charge within 3 days after it is made (${CITE} 50(a)(6)(Q)(viii)). The owner and Lender sign a written acknowledgment of the fair market value of the Property on the date the extension of credit is made (${CITE} 50(a)(6)(Q)(ix)).`,
    ),
    p(
      `Lender's duty to cure. If Lender or any holder fails to comply with its obligations under the extension of credit, it forfeits all principal and interest unless it corrects the failure no later than the 60th day after the owner notifies it, in one of the ways section 50(a)(6)(Q)(x) provides: by refunding any overcharge, acknowledging the lien is valid only in a permitted amount, modifying a prohibited term and adjusting the account, delivering the required documents or obtaining the required signatures, abating interest and the owner's obligations while a prior equity lien remains, or, failing those, a $1,000 refund or credit and an offer to refinance at no cost on the same terms (${CITE} 50(a)(6)(Q)(x) and (xi)).`,
    ),
  ];
}
