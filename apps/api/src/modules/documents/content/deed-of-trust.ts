import { formatUsDate } from '@hearth/domain/dates';
import type { Paragraph } from '../pdf';
import { type DocumentFacts, h, money, p } from './facts';

export function deedOfTrust(facts: DocumentFacts): Paragraph[] {
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
