import type { Paragraph } from '../pdf';
import { type DocumentFacts, p } from './facts';

export function texasNotice(facts: DocumentFacts): Paragraph[] {
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
