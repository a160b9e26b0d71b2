import { addDays, formatUsDate } from '@hearth/domain/dates';
import { TEXAS_CLOSING_WAIT_DAYS } from '@hearth/domain/texas-home-equity';
import type { Paragraph } from '../pdf';
import { type DocumentFacts, h, p } from './facts';

/**
 * The notice of Tex. Const. art. XVI, section 50(g), word for word, as amended effective January 1, 2018 (S.J.R. 60,
 * 85th Legislature, 2017: the 2% fee limit and its exclusions in (E), the agricultural-homestead item and the
 * line-of-credit 50% item deleted and the items after them relettered and renumbered). Section 50(g): an extension of
 * credit under section 50(a)(6) may be secured by a valid lien only if it is not closed before the 12th day after the
 * lender gives the owner this notice "on a separate instrument". A lender may add to the notice; it may not change a
 * word of it. Each entry is a paragraph as the constitution sets it out. Read against the official text
 * (statutes.capitol.texas.gov, CN 16.50) whenever section 50 is amended.
 */
export const TEXAS_50G_NOTICE: readonly string[] = [
  'NOTICE CONCERNING EXTENSIONS OF CREDIT DEFINED BY SECTION 50(a)(6), ARTICLE XVI, TEXAS CONSTITUTION:',
  'SECTION 50(a)(6), ARTICLE XVI, OF THE TEXAS CONSTITUTION ALLOWS CERTAIN LOANS TO BE SECURED AGAINST THE EQUITY IN YOUR HOME. SUCH LOANS ARE COMMONLY KNOWN AS EQUITY LOANS. IF YOU DO NOT REPAY THE LOAN OR IF YOU FAIL TO MEET THE TERMS OF THE LOAN, THE LENDER MAY FORECLOSE AND SELL YOUR HOME. THE CONSTITUTION PROVIDES THAT:',
  "(A) THE LOAN MUST BE VOLUNTARILY CREATED WITH THE CONSENT OF EACH OWNER OF YOUR HOME AND EACH OWNER'S SPOUSE;",
  '(B) THE PRINCIPAL LOAN AMOUNT AT THE TIME THE LOAN IS MADE MUST NOT EXCEED AN AMOUNT THAT, WHEN ADDED TO THE PRINCIPAL BALANCES OF ALL OTHER LIENS AGAINST YOUR HOME, IS MORE THAN 80 PERCENT OF THE FAIR MARKET VALUE OF YOUR HOME;',
  '(C) THE LOAN MUST BE WITHOUT RECOURSE FOR PERSONAL LIABILITY AGAINST YOU AND YOUR SPOUSE UNLESS YOU OR YOUR SPOUSE OBTAINED THIS EXTENSION OF CREDIT BY ACTUAL FRAUD;',
  '(D) THE LIEN SECURING THE LOAN MAY BE FORECLOSED UPON ONLY WITH A COURT ORDER;',
  '(E) FEES AND CHARGES TO MAKE THE LOAN MAY NOT EXCEED 2 PERCENT OF THE LOAN AMOUNT, EXCEPT FOR A FEE OR CHARGE FOR AN APPRAISAL PERFORMED BY A THIRD PARTY APPRAISER, A PROPERTY SURVEY PERFORMED BY A STATE REGISTERED OR LICENSED SURVEYOR, A STATE BASE PREMIUM FOR A MORTGAGEE POLICY OF TITLE INSURANCE WITH ENDORSEMENTS, OR A TITLE EXAMINATION REPORT;',
  '(F) THE LOAN MAY NOT BE AN OPEN-END ACCOUNT THAT MAY BE DEBITED FROM TIME TO TIME OR UNDER WHICH CREDIT MAY BE EXTENDED FROM TIME TO TIME UNLESS IT IS A HOME EQUITY LINE OF CREDIT;',
  '(G) YOU MAY PREPAY THE LOAN WITHOUT PENALTY OR CHARGE;',
  '(H) NO ADDITIONAL COLLATERAL MAY BE SECURITY FOR THE LOAN;',
  '(I) YOU ARE NOT REQUIRED TO REPAY THE LOAN EARLIER THAN AGREED SOLELY BECAUSE THE FAIR MARKET VALUE OF YOUR HOME DECREASES OR BECAUSE YOU DEFAULT ON ANOTHER LOAN THAT IS NOT SECURED BY YOUR HOME;',
  '(J) ONLY ONE LOAN DESCRIBED BY SECTION 50(a)(6), ARTICLE XVI, OF THE TEXAS CONSTITUTION MAY BE SECURED WITH YOUR HOME AT ANY GIVEN TIME;',
  '(K) THE LOAN MUST BE SCHEDULED TO BE REPAID IN PAYMENTS THAT EQUAL OR EXCEED THE AMOUNT OF ACCRUED INTEREST FOR EACH PAYMENT PERIOD;',
  '(L) THE LOAN MAY NOT CLOSE BEFORE 12 DAYS AFTER YOU SUBMIT A WRITTEN APPLICATION TO THE LENDER OR BEFORE 12 DAYS AFTER YOU RECEIVE THIS NOTICE, WHICHEVER DATE IS LATER; AND MAY NOT WITHOUT YOUR CONSENT CLOSE BEFORE ONE BUSINESS DAY AFTER THE DATE ON WHICH YOU RECEIVE A COPY OF YOUR LOAN APPLICATION IF NOT PREVIOUSLY PROVIDED AND A FINAL ITEMIZED DISCLOSURE OF THE ACTUAL FEES, POINTS, INTEREST, COSTS, AND CHARGES THAT WILL BE CHARGED AT CLOSING; AND IF YOUR HOME WAS SECURITY FOR THE SAME TYPE OF LOAN WITHIN THE PAST YEAR, A NEW LOAN SECURED BY THE SAME PROPERTY MAY NOT CLOSE BEFORE ONE YEAR HAS PASSED FROM THE CLOSING DATE OF THE OTHER LOAN, UNLESS ON OATH YOU REQUEST AN EARLIER CLOSING DUE TO A DECLARED STATE OF EMERGENCY;',
  '(M) THE LOAN MAY CLOSE ONLY AT THE OFFICE OF THE LENDER, TITLE COMPANY, OR AN ATTORNEY AT LAW;',
  '(N) THE LENDER MAY CHARGE ANY FIXED OR VARIABLE RATE OF INTEREST AUTHORIZED BY STATUTE;',
  '(O) ONLY A LAWFULLY AUTHORIZED LENDER MAY MAKE LOANS DESCRIBED BY SECTION 50(a)(6), ARTICLE XVI, OF THE TEXAS CONSTITUTION;',
  '(P) LOANS DESCRIBED BY SECTION 50(a)(6), ARTICLE XVI, OF THE TEXAS CONSTITUTION MUST:',
  '(1) NOT REQUIRE YOU TO APPLY THE PROCEEDS TO ANOTHER DEBT EXCEPT A DEBT THAT IS SECURED BY YOUR HOME OR OWED TO ANOTHER LENDER;',
  '(2) NOT REQUIRE THAT YOU ASSIGN WAGES AS SECURITY;',
  '(3) NOT REQUIRE THAT YOU EXECUTE INSTRUMENTS WHICH HAVE BLANKS FOR SUBSTANTIVE TERMS OF AGREEMENT LEFT TO BE FILLED IN;',
  '(4) NOT REQUIRE THAT YOU SIGN A CONFESSION OF JUDGMENT OR POWER OF ATTORNEY TO ANOTHER PERSON TO CONFESS JUDGMENT OR APPEAR IN A LEGAL PROCEEDING ON YOUR BEHALF;',
  '(5) PROVIDE THAT YOU RECEIVE A COPY OF YOUR FINAL LOAN APPLICATION AND ALL EXECUTED DOCUMENTS YOU SIGN AT CLOSING;',
  '(6) PROVIDE THAT THE SECURITY INSTRUMENTS CONTAIN A DISCLOSURE THAT THIS LOAN IS A LOAN DEFINED BY SECTION 50(a)(6), ARTICLE XVI, OF THE TEXAS CONSTITUTION;',
  '(7) PROVIDE THAT WHEN THE LOAN IS PAID IN FULL, THE LENDER WILL SIGN AND GIVE YOU A RELEASE OF LIEN OR AN ASSIGNMENT OF THE LIEN, WHICHEVER IS APPROPRIATE;',
  '(8) PROVIDE THAT YOU MAY, WITHIN 3 DAYS AFTER CLOSING, RESCIND THE LOAN WITHOUT PENALTY OR CHARGE;',
  '(9) PROVIDE THAT YOU AND THE LENDER ACKNOWLEDGE THE FAIR MARKET VALUE OF YOUR HOME ON THE DATE THE LOAN CLOSES; AND',
  "(10) PROVIDE THAT THE LENDER WILL FORFEIT ALL PRINCIPAL AND INTEREST IF THE LENDER FAILS TO COMPLY WITH THE LENDER'S OBLIGATIONS UNLESS THE LENDER CURES THE FAILURE TO COMPLY AS PROVIDED BY SECTION 50(a)(6)(Q)(x), ARTICLE XVI, OF THE TEXAS CONSTITUTION; AND",
  '(Q) IF THE LOAN IS A HOME EQUITY LINE OF CREDIT:',
  '(1) YOU MAY REQUEST ADVANCES, REPAY MONEY, AND REBORROW MONEY UNDER THE LINE OF CREDIT;',
  '(2) EACH ADVANCE UNDER THE LINE OF CREDIT MUST BE IN AN AMOUNT OF AT LEAST $4,000;',
  '(3) YOU MAY NOT USE A CREDIT CARD, DEBIT CARD, OR SIMILAR DEVICE, OR PREPRINTED CHECK THAT YOU DID NOT SOLICIT, TO OBTAIN ADVANCES UNDER THE LINE OF CREDIT;',
  '(4) ANY FEES THE LENDER CHARGES MAY BE CHARGED AND COLLECTED ONLY AT THE TIME THE LINE OF CREDIT IS ESTABLISHED AND THE LENDER MAY NOT CHARGE A FEE IN CONNECTION WITH ANY ADVANCE;',
  '(5) THE MAXIMUM PRINCIPAL AMOUNT THAT MAY BE EXTENDED, WHEN ADDED TO ALL OTHER DEBTS SECURED BY YOUR HOME, MAY NOT EXCEED 80 PERCENT OF THE FAIR MARKET VALUE OF YOUR HOME ON THE DATE THE LINE OF CREDIT IS ESTABLISHED; AND',
  '(6) THE LENDER MAY NOT UNILATERALLY AMEND THE TERMS OF THE LINE OF CREDIT.',
  'THIS NOTICE IS ONLY A SUMMARY OF YOUR RIGHTS UNDER THE TEXAS CONSTITUTION. YOUR RIGHTS ARE GOVERNED BY SECTION 50, ARTICLE XVI, OF THE TEXAS CONSTITUTION, AND NOT BY THIS NOTICE.',
];

/** What the notice prints: it is given at application (decision 0201), before there is an offer or a title search. */
export type TexasNoticeFacts = Pick<DocumentFacts, 'lender' | 'borrower' | 'owners' | 'today'> & {
  property: Pick<DocumentFacts['property'], 'address'>;
};

/**
 * The section 50(g) notice for a Texas home: the constitution's text first and whole, on its own instrument (this
 * document), then what the lender adds: to whom it is given, for which home and line, the day it is given, the
 * first day the line may close and what is signed at the closing.
 */
export function texasNotice(facts: TexasNoticeFacts): Paragraph[] {
  // Section 50(a)(6)(M)(i): not before the 12th day after the later of the application and this notice. The notice
  // is given the day the application is made (decision 0201), so the two days are the same and the 12 days count
  // from it (7 TAC 153.12: calendar days).
  const earliest = addDays(facts.today, TEXAS_CLOSING_WAIT_DAYS);
  return [
    ...TEXAS_50G_NOTICE.map((text) => p(text)),
    h("The lender's statements added to this notice"),
    p(
      `Given by ${facts.lender.name}, ${facts.lender.address}, to ${facts.owners.join(', ')} and each other owner of the home at ${facts.property.address}, for the home equity line of credit applied for by ${facts.borrower}.`,
    ),
    p(
      `Date this notice is given: ${formatUsDate(facts.today)}. Delivered electronically the day it is made available: to the applicant on this date, and to each other owner of the home when they receive the documents of the line.`,
    ),
    p(
      `Your line may not close before the 12th day after the later of the day you applied and the day you receive this notice. If you receive it on ${formatUsDate(facts.today)}, it may not close before ${formatUsDate(earliest)}. It closes only at the office of a title company, an attorney or the lender, never at your home.`,
    ),
    p(
      'At the closing, in person and before a notary, you sign the agreement, the deed of trust, the acknowledgment of the final itemized disclosure and the acknowledgment of the fair market value of your home. None of them is signed online: you may read them before.',
    ),
    p(
      'If our discussions with you are conducted primarily in a language other than English, we will give you before closing an additional copy of this notice translated into that written language (Texas Constitution, article XVI, section 50(g)).',
    ),
    p(`Questions: call ${facts.lender.phone}.`),
  ];
}
