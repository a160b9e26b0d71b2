import { addDays, type CalendarDate, compareDates, daysInMonth, PACIFIC_TIME_ZONE } from './dates';
import type { LoanDocumentType } from './documents';
import { rescissionLastDay, zonedWallTimeToInstant } from './rescission';

/**
 * Each owner's right to cancel counts from their own delivery (issue 20 item 4, decision 0202). Regulation Z
 * 1026.15(a)(1) gives the right to each consumer whose ownership interest is subject to the security interest, and
 * 1026.15(b) has each of them given the notice and the material disclosures; the right runs until midnight of the
 * third business day after the latest of the transaction, the notice and the material disclosures (1026.15(a)(3)).
 * An owner who does not borrow is still a consumer here, so their notice counts as delivered only once they have
 * the material disclosures too.
 */

/**
 * What an owner must have received before their notice counts, by party: the account-opening disclosure (every
 * 1026.6(a) term, the material disclosures of 1026.15(a)(3)) for everyone; an owner who does not borrow also
 * receives the agreement whose terms it states (the borrower signs it, and signing is complete before any notary).
 */
export const MATERIAL_DISCLOSURES: Record<'BORROWER' | 'OWNER', readonly LoanDocumentType[]> = {
  BORROWER: ['ACCOUNT_OPENING_DISCLOSURE'],
  OWNER: ['ACCOUNT_OPENING_DISCLOSURE', 'HELOC_AGREEMENT'],
};

/** Without the material disclosures the right to cancel ends three years after the transaction (1026.15(a)(3)). */
export const RESCISSION_OUTER_LIMIT_YEARS = 3;

const later = (a: CalendarDate, b: CalendarDate) => (compareDates(a, b) > 0 ? a : b);

/**
 * The day an owner's notice counts as delivered: the later of the day it was delivered and the day they received
 * the last of their material disclosures. Null until both have happened.
 */
export function ownerDeliveredOn(input: {
  noticeDeliveredOn: CalendarDate | null;
  disclosuresReceivedOn: CalendarDate | null;
}): CalendarDate | null {
  if (!input.noticeDeliveredOn || !input.disclosuresReceivedOn) return null;
  return later(input.noticeDeliveredOn, input.disclosuresReceivedOn);
}

/** The third anniversary of the transaction (February 29 falls back to February 28). */
export function rescissionOuterLimit(signedOn: CalendarDate): CalendarDate {
  const year = signedOn.year + RESCISSION_OUTER_LIMIT_YEARS;
  return { year, month: signedOn.month, day: Math.min(signedOn.day, daysInMonth(year, signedOn.month)) };
}

/** One owner's right to cancel: from when it counts, its last day and the instant it ends. */
export interface OwnerRescission {
  /** The day the notice counts as delivered; null while the material disclosures are missing. */
  deliveredOn: CalendarDate | null;
  /** The later of the transaction and the delivery: the three business days count from it (null: not yet). */
  from: CalendarDate | null;
  lastDayToCancel: CalendarDate;
  endsAt: Date;
}

/**
 * An owner's right to cancel: three business days after the later of the transaction and their delivery; until the
 * material disclosures are delivered, the third anniversary of the transaction (the outer limit).
 */
export function ownerRescission(
  input: {
    signedOn: CalendarDate;
    noticeDeliveredOn: CalendarDate | null;
    disclosuresReceivedOn: CalendarDate | null;
  },
  timeZone: string = PACIFIC_TIME_ZONE,
): OwnerRescission {
  const deliveredOn = ownerDeliveredOn(input);
  const from = deliveredOn ? later(deliveredOn, input.signedOn) : null;
  const lastDayToCancel = from ? rescissionLastDay(from) : rescissionOuterLimit(input.signedOn);
  return {
    deliveredOn,
    from,
    lastDayToCancel,
    endsAt: zonedWallTimeToInstant(addDays(lastDayToCancel, 1), 0, 0, timeZone),
  };
}
