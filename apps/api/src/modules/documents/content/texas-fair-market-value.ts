import { formatUsDate } from '@hearth/domain/dates';
import { sameName } from '@hearth/domain/signing';
import type { Paragraph } from '../pdf';
import { type DocumentFacts, h, money, p } from './facts';

/**
 * The written acknowledgment of the homestead's fair market value that each owner and the lender sign (Tex. Const.
 * art. XVI, section 50(a)(6)(Q)(ix); 7 TAC 153.26). The value is the one the line rests on; section 50(h) lets the
 * lender rely on it conclusively only when it is the value of an appraisal or evaluation made under a state or
 * federal requirement and the lender does not know it to be wrong, which the text says as it is.
 */
export function texasFairMarketValue(facts: DocumentFacts): Paragraph[] {
  return [
    p(
      `Lender: ${facts.lender.name}, ${facts.lender.address}. Owner${facts.owners.length > 1 ? 's' : ''}: ${facts.owners.join(', ')}. Borrower: ${facts.borrower}.`,
    ),
    p(
      `Property (the homestead): ${facts.property.address}, legally described as: ${facts.property.legalDescription}`,
    ),
    h('Acknowledgment'),
    p(
      `Each owner of the homestead named above and the lender acknowledge that the fair market value of the homestead on the date the extension of credit is made is ${money(facts.property.valueCents)}.`,
    ),
    p(
      `The extension of credit is a home equity line of credit defined by section 50(a)(6), article XVI, of the Texas Constitution, with a maximum principal amount of ${money(facts.offer.creditLimitCents)}, which with all other debts secured by the homestead may not exceed 80 percent of this value (section 50(a)(6)(B) and 50(t)(5)). This acknowledgment is required by section 50(a)(6)(Q)(ix), article XVI, of the Texas Constitution.`,
    ),
    p(
      "The value is the lender's valuation of the homestead for this line. The lender may rely on it conclusively only as section 50(h) allows: when it is the value estimate of an appraisal or evaluation prepared under a state or federal requirement and the lender does not actually know it is incorrect.",
    ),
    p(
      `Prepared ${formatUsDate(facts.today)}. It is signed on the date the extension of credit is made, at closing.`,
    ),
    h('Owners'),
    // The borrower's line reads "Borrower:" so the executed copy puts the signature on it (decision 0175).
    ...facts.owners.map((owner) =>
      sameName(owner, facts.borrower)
        ? p(`Borrower: ${facts.borrower}    Date: ________________`)
        : p(`Owner: ${owner}    Date: ________________`),
    ),
    h('Lender'),
    p(
      `${facts.lender.name}, by its authorized officer: ______________________________\nName and title: ______________________________    Date signed: ____________`,
    ),
  ];
}
