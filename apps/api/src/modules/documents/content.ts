import { LOAN_DOCUMENT_TITLES, type LoanDocumentType } from '@hearth/domain/documents';
import { isTexasHomeEquity } from '@hearth/domain/texas-home-equity';
import { accountOpening } from './content/account-opening-disclosure';
import { deedOfTrust } from './content/deed-of-trust';
import { type DocumentDraft, type DocumentFacts, p } from './content/facts';
import { agreement } from './content/heloc-agreement';
import { type NoticeDates, rightToCancel } from './content/right-to-cancel';
import { texasFairMarketValue } from './content/texas-fair-market-value';
import { texasFinalDisclosure } from './content/texas-final-disclosure';
import { texasNotice } from './content/texas-notice';
import { texasSpouseConsent } from './content/texas-spouse-consent';
import type { Paragraph } from './pdf';

/**
 * The document package of an application: the account-opening disclosure (Regulation Z 1026.6), the agreement,
 * the deed of trust with the legal description from title, a notice of the right to cancel for each owner, the
 * E-SIGN consent as accepted, and for a Texas home the Texas notice, the final itemized disclosure, the
 * acknowledgment of the home's fair market value and the consent of each owner's spouse (decision 0196).
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
          draft('TEXAS_FAIR_MARKET_VALUE_ACKNOWLEDGMENT', texasFairMarketValue(facts)),
          draft('TEXAS_SPOUSE_CONSENT', texasSpouseConsent(facts)),
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
