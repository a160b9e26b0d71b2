import { type CalendarDate, formatUsDate } from '@hearth/domain/dates';
import { LOAN_DOCUMENT_TITLES, type LoanDocumentType } from '@hearth/domain/documents';
import type { Offer } from '@hearth/domain/entities';
import { type ClosingCosts, closingCostShares } from '@hearth/domain/fees';
import { formatMoney, formatPercent } from '@hearth/domain/money';
import { type OfferFigures, offerFigures } from '@hearth/domain/offer-figures';
import { isTexasHomeEquity } from '@hearth/domain/texas-home-equity';
import type { Paragraph } from './pdf';

/** Everything the documents print, gathered once from the application, its title search and its accounts. */
export interface DocumentFacts {
  lender: { name: string; address: string; phone: string };
  borrower: string;
  /** Everyone on title: each signs the deed of trust and receives a notice of the right to cancel. */
  owners: string[];
  property: { address: string; state: string; legalDescription: string };
  offer: Pick<Offer, 'type' | 'term' | 'rate' | 'discountList' | 'originationFee'> & {
    creditLimitCents: number;
  };
  drawCents: number;
  autopay: boolean;
  closingCosts: ClosingCosts;
  /** The day the documents are prepared (their date); the transaction date is the day the deed is signed. */
  today: CalendarDate;
  accounts: { disbursement: string | null; autopay: string | null };
  eSignText: string;
}

export interface DocumentDraft {
  type: LoanDocumentType;
  recipient: string;
  title: string;
  paragraphs: Paragraph[];
}

const h = (text: string): Paragraph => ({ heading: true, text });
const p = (text: string): Paragraph => ({ heading: false, text });
const money = (cents: number) => formatMoney(cents, 2);
const pct = (value: number) => `${formatPercent(value, 3)}`;

/**
 * The figures every document prints, from the one derivation the offers page uses (decision 0101), with the
 * origination fee the borrower owes once a lender credit is taken off it (decision 0181).
 */
export function figuresOf(facts: DocumentFacts): OfferFigures {
  return offerFigures(
    {
      rate: facts.offer.rate,
      discountList: facts.autopay ? facts.offer.discountList : [],
      termYears: facts.offer.term,
      originationFeePercent: facts.offer.originationFee,
    },
    facts.drawCents,
    undefined,
    closingCostShares(facts.closingCosts).originationFeeCents,
  );
}

function costLines(facts: DocumentFacts): Paragraph[] {
  return [
    ...facts.closingCosts.lines.map((line) => p(`${line.label}: ${money(line.cents)}`)),
    p(`Total closing costs: ${money(facts.closingCosts.totalCents)}`),
  ];
}

function accountOpening(facts: DocumentFacts): Paragraph[] {
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

function agreement(facts: DocumentFacts): Paragraph[] {
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

function deedOfTrust(facts: DocumentFacts): Paragraph[] {
  return [
    p(
      `Grantor${facts.owners.length > 1 ? 's' : ''}: ${facts.owners.join(', ')}. Trustee: Sandbox Title Company. Beneficiary: ${facts.lender.name}, ${facts.lender.address}.`,
    ),
    h('Property'),
    p(`Commonly known as ${facts.property.address}, and legally described as follows:`),
    p(facts.property.legalDescription),
    h('Debt secured'),
    p(
      `This deed of trust secures a revolving line of credit of up to ${money(facts.offer.creditLimitCents)} under the agreement dated ${formatUsDate(facts.today)}, including future advances, interest and costs.`,
    ),
    h('Covenants'),
    p(
      'Grantor keeps the property insured against fire, hazard and, where required, flood, naming Beneficiary as mortgagee; pays the property taxes and the prior liens when due; and keeps the property in good repair.',
    ),
    h('Signatures'),
    ...facts.owners.map((owner) => p(`${owner}    Date: ________________`)),
    h('Acknowledgment'),
    p(
      'State of ____________, County of ____________. On ________________ before me, the undersigned notary public, personally appeared the persons named above, proved to me on the basis of satisfactory evidence to be the persons whose names are subscribed to this instrument, and acknowledged that they executed it.',
    ),
    p('Notary public: ____________________    My commission expires: ____________'),
  ];
}

/** The dates a notice of the right to cancel prints once the deed is signed (decision 0180). */
export interface NoticeDates {
  /** The transaction date: the day the deed of trust was signed before the notary, where the property is. */
  openedOn: CalendarDate;
  /** The day this notice was delivered to the owner. */
  deliveredOn: CalendarDate;
  /** Midnight of the third business day after the later of the two. */
  lastDayToCancel: CalendarDate;
}

/**
 * The notice of the right to cancel (Regulation Z 1026.15(b), model form G-5) for one owner. Without dates it is
 * the copy given with the documents before signing, which cannot yet know the transaction date and says so; with
 * dates it is the notice delivered at signing, reissued with the real opening date and last day to cancel.
 */
function rightToCancel(facts: DocumentFacts, owner: string, dates?: NoticeDates): Paragraph[] {
  const openingDate = dates
    ? formatUsDate(dates.openedOn)
    : 'the day you sign the deed of trust before the notary';
  return [
    p(
      `To: ${owner}. Property: ${facts.property.address}. Account opened with ${facts.lender.name.replace(/\.$/, '')}.`,
    ),
    dates
      ? p(`Delivered to you electronically on ${formatUsDate(dates.deliveredOn)}, when you signed.`)
      : p(
          'This copy comes with your documents before you sign. When you sign the deed of trust before the notary, we give you this notice again with the opening date of your account and the last day to cancel filled in.',
        ),
    h('Your right to cancel'),
    p(
      'We have agreed to establish an open-end credit account for you, and you have agreed to give us a mortgage on your home as security for the account. You have a legal right under federal law to cancel the account, without cost, within three business days after the latest of the following events: ' +
        `(1) the opening date of your account, which is ${openingDate}; (2) the date you received your Truth in Lending disclosures; or (3) the date you received this notice of your right to cancel the account.`,
    ),
    p(
      'If you cancel the account, the mortgage on your home is also canceled. Within 20 calendar days of receiving your notice we must take the steps necessary to reflect that the mortgage on your home has been canceled, and return to you any money or property you have given to us or anyone else in connection with this account.',
    ),
    h('How to cancel'),
    p(
      `If you decide to cancel the account, you may do so in your online application, or by notifying us in writing at ${facts.lender.name}, ${facts.lender.address}, or by calling ${facts.lender.phone}. You may use any written statement that is signed and dated by you and states your intention to cancel, or you may use this notice by dating and signing below. Keep one copy of this notice because it contains important information about your rights.`,
    ),
    p(
      dates
        ? `If you cancel by mail or telegram, you must send the notice no later than midnight of ${formatUsDate(dates.lastDayToCancel)} (or midnight of the third business day following the latest of the three events listed above). If you send or deliver your written notice to cancel some other way, it must be delivered to the above address no later than that time.`
        : 'If you cancel by mail or telegram, you must send the notice no later than midnight of the third business day following the latest of the three events listed above. If you send or deliver your written notice to cancel some other way, it must be delivered to the above address no later than that time.',
    ),
    p('I wish to cancel: ______________________________    Date: ____________'),
  ];
}

function texasNotice(facts: DocumentFacts): Paragraph[] {
  return [
    p(`Borrower: ${facts.borrower}. Property: ${facts.property.address}.`),
    p(
      'NOTICE CONCERNING EXTENSIONS OF CREDIT DEFINED BY SECTION 50(a)(6), ARTICLE XVI, TEXAS CONSTITUTION. Among its terms:',
    ),
    p(
      "- The extension of credit may not exceed 80 percent of your home's fair market value on the date it is made.",
    ),
    p(
      '- Fees to any person to originate, evaluate, maintain, record, insure or service the credit may not exceed 2 percent of the amount of credit, excluding appraisal, survey, title insurance and bona fide discount points.',
    ),
    p(
      '- It may not close before the 12th day after you submitted the application, or after you received this notice, whichever is later; and you may rescind it within 3 days after closing.',
    ),
    p(
      "- It must close at the office of the lender, an attorney or a title company, or by electronic means where the law allows; you and the lender sign a written acknowledgment of the home's fair market value.",
    ),
    p(
      '- You are not required to repay the credit with any income other than your own, and the lender may not take your personal assets for it.',
    ),
  ];
}

/**
 * The Texas final itemized disclosure (section 50(a)(6)(M)(ii), 7 TAC 153.13; decision 0181): every fee, point, cost
 * and charge of the closing from the same lines as the other documents, the 2% limit and its lender credit, how each
 * is paid, and the interest. The owner receives it at least one business day before closing.
 */
function texasFinalDisclosure(facts: DocumentFacts): Paragraph[] {
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

/**
 * The document package of an application: the account-opening disclosure (Regulation Z 1026.6), the agreement,
 * the deed of trust with the legal description from title, a notice of the right to cancel for each owner, the
 * E-SIGN consent as accepted, and for a Texas home the Texas notice and the final itemized disclosure.
 */
const draft = (type: LoanDocumentType, paragraphs: Paragraph[], recipient = ''): DocumentDraft => ({
  type,
  recipient,
  title: LOAN_DOCUMENT_TITLES[type],
  paragraphs,
});

export function documentDrafts(facts: DocumentFacts): DocumentDraft[] {
  return [
    draft('ACCOUNT_OPENING_DISCLOSURE', accountOpening(facts)),
    draft('HELOC_AGREEMENT', agreement(facts)),
    draft('DEED_OF_TRUST', deedOfTrust(facts)),
    ...facts.owners.map((owner) => draft('RIGHT_TO_CANCEL', rightToCancel(facts, owner), owner)),
    draft(
      'E_SIGN_CONSENT',
      facts.eSignText
        .split(/\n{2,}/)
        .map((text) => p(text.trim()))
        .filter((x) => x.text),
    ),
    ...(isTexasHomeEquity(facts.property.state)
      ? [
          draft('TEXAS_HOME_EQUITY_NOTICE', texasNotice(facts)),
          draft('TEXAS_FINAL_ITEMIZED_DISCLOSURE', texasFinalDisclosure(facts)),
        ]
      : []),
  ];
}

/** The notices of the right to cancel delivered at signing, one per owner, with the transaction's dates. */
export function signingNoticeDrafts(facts: DocumentFacts, dates: NoticeDates): DocumentDraft[] {
  return facts.owners.map((owner) =>
    draft('RIGHT_TO_CANCEL_AT_SIGNING', rightToCancel(facts, owner, dates), owner),
  );
}
