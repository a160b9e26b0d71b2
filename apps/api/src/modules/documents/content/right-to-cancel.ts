import { type CalendarDate, formatUsDate } from '@hearth/domain/dates';
import type { Paragraph } from '../pdf';
import { type DocumentFacts, h, p } from './facts';

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
export function rightToCancel(facts: DocumentFacts, owner: string, dates?: NoticeDates): Paragraph[] {
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
