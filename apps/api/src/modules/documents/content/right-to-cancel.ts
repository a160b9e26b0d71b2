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

/** The security interest as the model form's brackets name it: "[mortgage/lien/security interest] [on/in]". */
const LIEN = 'mortgage on';

/**
 * The notice of the right to cancel (Regulation Z 1026.15(b)) for one owner: model form G-5 of appendix G
 * ("Rescission Model Form (When Opening an Account)") word for word where it has words, so its safe harbor holds
 * (decision 0197); the lender's additions stand apart from its sentences. Without dates it is the copy given with the
 * documents before signing, which cannot yet know the transaction date and says so; with dates it is the notice
 * delivered at signing, reissued with the real opening date and last day to cancel (decision 0180).
 */
export function rightToCancel(facts: DocumentFacts, owner: string, dates?: NoticeDates): Paragraph[] {
  const openingDate = dates
    ? formatUsDate(dates.openedOn)
    : 'the day you sign the deed of trust before the notary';
  const creditor = `${facts.lender.name}, ${facts.lender.address}`;
  return [
    p(
      `To: ${owner}. Property: ${facts.property.address}. Account opened with ${facts.lender.name.replace(/\.$/, '')}.`,
    ),
    dates
      ? p(`Delivered to you electronically on ${formatUsDate(dates.deliveredOn)}, when you signed.`)
      : p(
          'This copy comes with your documents before you sign. When you sign the deed of trust before the notary, we give you this notice again with the opening date of your account and the last day to cancel filled in.',
        ),
    h('Your Right to Cancel'),
    p(
      `We have agreed to establish an open-end credit account for you, and you have agreed to give us a ${LIEN} your home as security for the account. You have a legal right under federal law to cancel the account, without cost, within three business days after the latest of the following events:`,
    ),
    p(
      [
        `(1) the opening date of your account which is ${openingDate}; or`,
        '(2) the date you received your Truth-in-Lending disclosures; or',
        '(3) the date you received this notice of your right to cancel the account.',
      ].join('\n'),
    ),
    p(
      `If you cancel the account, the ${LIEN} your home is also canceled. Within 20 days of receiving your notice, we must take the necessary steps to reflect the fact that the ${LIEN} your home has been canceled. We must return to you any money or property you have given to us or to anyone else in connection with the account.`,
    ),
    p(
      'You may keep any money or property we have given you until we have done the things mentioned above, but you must then offer to return the money or property. If it is impractical or unfair for you to return the property you must offer its reasonable value. You may offer to return the property at your home or at the location of the property. Money must be returned to the address shown below. If we do not take possession of the money or property within 20 calendar days of your offer, you may keep it without further obligation.',
    ),
    h('How to Cancel'),
    p(`If you decide to cancel the account, you may do so by notifying us, in writing, at ${creditor}.`),
    p(
      'You may use any written statement that is signed and dated by you and states your intention to cancel, or you may use this notice by dating and signing below. Keep one copy of this notice because it contains important information about your rights.',
    ),
    p(
      dates
        ? `If you cancel by mail or telegram, you must send the notice no later than midnight of ${formatUsDate(dates.lastDayToCancel)} (or midnight of the third business day following the latest of the three events listed above). If you send or deliver your written notice to cancel some other way, it must be delivered to the above address no later than that time.`
        : 'If you cancel by mail or telegram, you must send the notice no later than midnight of the third business day following the latest of the three events listed above. If you send or deliver your written notice to cancel some other way, it must be delivered to the above address no later than that time.',
    ),
    // The lender's additions, apart from the model form's words.
    p(
      `You may also cancel in writing in your online application, which delivers your notice to us when you send it, and you may call us at ${facts.lender.phone} with any question. Each owner of the home has this right, and a cancellation by any one of you cancels the account for all.`,
    ),
    h('I WISH TO CANCEL'),
    p("I wish to cancel: ______________________________ Consumer's Signature    Date: ____________"),
  ];
}
