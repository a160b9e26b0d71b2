import { formatUsDate } from '@hearth/domain/dates';
import type { Paragraph } from '../pdf';
import { type DocumentFacts, h, money, p } from './facts';

/**
 * The consent of each owner's spouse to the lien (Tex. Const. art. XVI, section 50(a)(6)(A): the lien is created
 * under a written agreement "with the consent of each owner and each owner's spouse"; without it the lender forfeits
 * all principal and interest unless the spouse later consents, (Q)(xi)). Hearth's records know who is on title but
 * not who is married, so the form has a place for each owner's spouse, and each owner says whether they have one: a
 * spouse signs it at closing, before the closing agent, whether or not they are on title or borrowing.
 */
export function texasSpouseConsent(facts: DocumentFacts): Paragraph[] {
  return [
    p(
      `Lender: ${facts.lender.name}, ${facts.lender.address}. Borrower: ${facts.borrower}. Property (the homestead): ${facts.property.address}.`,
    ),
    p(
      `Texas law requires the lien securing a home equity line of credit to be created with the consent of each owner of the homestead and each owner's spouse (Texas Constitution, article XVI, section 50(a)(6)(A)). Our records show who owns the homestead, not who is married. Each owner who is married must have their spouse sign the consent below at closing, even if the spouse is not on title and is not borrowing. An owner who is not married says so below.`,
    ),
    h('The consent'),
    p(
      `I am the spouse of the owner named above my signature. I consent to the lien on the homestead at ${facts.property.address} created by the deed of trust securing the home equity line of credit of up to ${money(facts.offer.creditLimitCents)} from ${facts.lender.name} to ${facts.borrower}, an extension of credit defined by section 50(a)(6), article XVI, of the Texas Constitution. I understand that if the line is not repaid, the lender may foreclose the lien and sell the homestead, but only with a court order (section 50(a)(6)(D)); that neither I nor the owner is personally liable for the debt unless one of us obtained it by actual fraud (section 50(a)(6)(C)); and that I may rescind within 3 days after the line is made (section 50(a)(6)(Q)(viii)).`,
    ),
    ...facts.owners.flatMap((owner) => [
      h(`Owner: ${owner}`),
      p('[ ] I am not married.    [ ] I am married, and my spouse signs below.'),
      p(`Owner's signature: ______________________________    Date signed: ____________`),
      p(
        `Spouse of ${owner}: ______________________________\nPrinted name: ______________________________    Date signed: ____________`,
      ),
    ]),
    p(`Prepared ${formatUsDate(facts.today)}, for signature at closing.`),
  ];
}
