import {
  addDays,
  type CalendarDate,
  compareDates,
  dayOfWeek,
  firstDayAfter,
  formatIsoDate,
  zonedCalendarDate,
} from './dates';
import type { LoanDocumentType } from './documents';
import { texasMaxFeesCents } from './lending';
import type { Cents } from './money';
import { isObservedFederalHoliday, zonedWallTimeToInstant } from './rescission';

/**
 * Texas home equity closings (Tex. Const. art. XVI, section 50(a)(6); 7 TAC chapter 153; decision 0176).
 *
 * - (M)(i): the extension of credit may not close before the 12th day after the later of the day the owner applied
 *   and the day the lender gave the section 50(g) notice. The 12 days are calendar days (7 TAC 153.12): a weekend or
 *   holiday inside them counts, and the closing may be on the 12th day itself.
 * - (M)(ii): nor before one business day after the owner receives the final itemized disclosure of the actual fees,
 *   points, interest, costs and charges (7 TAC 153.13; decision 0181).
 * - (N): it closes only at the permanent physical address of an office of the lender, an attorney or a title company
 *   (7 TAC 153.15), never at the homestead, so neither a notary at the home nor a remote online session from it.
 * - (E): the fees to originate, evaluate, maintain, record, insure or service it may not exceed 2% of its original
 *   principal amount (7 TAC 153.5; decision 0181).
 * - The 3-day right to cancel of section 50(a)(6)(Q)(viii) and Regulation Z still runs after the signing.
 */

export const TEXAS_CLOSING_WAIT_DAYS = 12;
/** Days are counted where the property is: Texas, on Central time (El Paso's Mountain time only makes it later). */
export const TEXAS_TIME_ZONE = 'America/Chicago';

/**
 * The closing documents of a Texas line (decision 0201) and who signs each at the closing, in person at the title
 * office, on or after the earliest closing day ((M)(i), (N)): the agreement (the borrower, who owes the debt), and the
 * deed of trust, the acknowledgment of the final itemized disclosure and the fair-market-value acknowledgment
 * ((Q)(ix)), each owner on title. None of them is signed online: the owners read them before, and the title office's
 * notary records each signature at the visit. The final itemized disclosure is also acknowledged online as received,
 * since its receipt a business day before closing is what (M)(ii) asks.
 */
export const TEXAS_CLOSING_DOCUMENTS = {
  HELOC_AGREEMENT: 'BORROWER',
  DEED_OF_TRUST: 'EVERY_OWNER',
  TEXAS_FINAL_ITEMIZED_DISCLOSURE: 'EVERY_OWNER',
  TEXAS_FAIR_MARKET_VALUE_ACKNOWLEDGMENT: 'EVERY_OWNER',
} as const satisfies Partial<Record<LoanDocumentType, 'BORROWER' | 'EVERY_OWNER'>>;

export type TexasClosingDocumentType = keyof typeof TEXAS_CLOSING_DOCUMENTS;

export function isTexasClosingDocument(type: LoanDocumentType): type is TexasClosingDocumentType {
  return Object.hasOwn(TEXAS_CLOSING_DOCUMENTS, type);
}

/** A section 50(a)(6) loan: every Hearth line on a Texas homestead (Hearth lends only on a primary residence). */
export function isTexasHomeEquity(state: string): boolean {
  return state.trim().toUpperCase() === 'TX';
}

/** The calendar day in Texas of an instant (the application, the notice). */
export function texasDayOf(instant: Date): CalendarDate {
  return zonedCalendarDate(instant, TEXAS_TIME_ZONE);
}

/** The first day the closing may happen: the 12th day after the later of the application and the notice. */
export function texasEarliestClosingDay(appliedOn: CalendarDate, noticeGivenOn: CalendarDate): CalendarDate {
  const later = compareDates(appliedOn, noticeGivenOn) >= 0 ? appliedOn : noticeGivenOn;
  return addDays(later, TEXAS_CLOSING_WAIT_DAYS);
}

/** Midnight starting the earliest closing day, Texas time: no slot may start before it. */
export function texasEarliestClosingInstant(day: CalendarDate): Date {
  return zonedWallTimeToInstant(day, 0, 0, TEXAS_TIME_ZONE);
}

/** Whether a closing starting at `startsAt` respects the wait. */
export function isTexasClosingAllowed(startsAt: Date, earliestDay: CalendarDate): boolean {
  return compareDates(texasDayOf(startsAt), earliestDay) >= 0;
}

/**
 * A business day for the one-day wait of (M)(ii) (decision 0181): a day the lender is open, Monday to Friday, except
 * a federal legal public holiday and the weekday it is observed on. 7 TAC 153.1(2) counts every day but Sundays and
 * those holidays; each day counted here is one there too, so the wait is never shorter than the rule's.
 */
export function isTexasBusinessDay(date: CalendarDate): boolean {
  const weekday = dayOfWeek(date);
  return weekday !== 0 && weekday !== 6 && !isObservedFederalHoliday(date);
}

/** The first day a closing may follow the final itemized disclosure: the next business day after its receipt. */
export function texasDayAfterFinalDisclosure(receivedOn: CalendarDate): CalendarDate {
  return firstDayAfter(receivedOn, isTexasBusinessDay);
}

export interface TexasClosingWait {
  appliedOn: string;
  noticeGivenOn: string;
  /** The 12th day after the later of the application and the notice ((M)(i)). */
  twelfthDayOn: string;
  /** The day the owner received the final itemized disclosure, and the next business day after it ((M)(ii)). */
  finalDisclosureReceivedOn: string;
  dayAfterFinalDisclosureOn: string;
  /** The later of the two: no closing before it. */
  earliestClosingOn: string;
  /** Which wait sets the earliest day (the 12 days when both end on the same day). */
  setBy: 'TWELVE_DAYS' | 'FINAL_DISCLOSURE';
}

/** The waits as the pages show them (yyyy-MM-dd days, each read in Texas). */
export function texasClosingWait(
  appliedAt: Date,
  noticeGivenAt: Date,
  finalDisclosureReceivedAt: Date,
): TexasClosingWait {
  const appliedOn = texasDayOf(appliedAt);
  const noticeGivenOn = texasDayOf(noticeGivenAt);
  const receivedOn = texasDayOf(finalDisclosureReceivedAt);
  const twelfth = texasEarliestClosingDay(appliedOn, noticeGivenOn);
  const afterDisclosure = texasDayAfterFinalDisclosure(receivedOn);
  const setBy = compareDates(afterDisclosure, twelfth) > 0 ? 'FINAL_DISCLOSURE' : 'TWELVE_DAYS';
  return {
    appliedOn: formatIsoDate(appliedOn),
    noticeGivenOn: formatIsoDate(noticeGivenOn),
    twelfthDayOn: formatIsoDate(twelfth),
    finalDisclosureReceivedOn: formatIsoDate(receivedOn),
    dayAfterFinalDisclosureOn: formatIsoDate(afterDisclosure),
    earliestClosingOn: formatIsoDate(setBy === 'FINAL_DISCLOSURE' ? afterDisclosure : twelfth),
    setBy,
  };
}

// ---------- The 2% fee limit: section 50(a)(6)(E), 7 TAC 153.5 (decision 0181) ----------

/**
 * What a charge is to the 2% limit. A fee to originate, evaluate, maintain, record, insure or service the credit
 * counts, whoever is paid. Left out: interest, bona fide discount points, an appraisal by a third-party appraiser, a
 * survey by a registered or licensed surveyor, and the state-promulgated title insurance premium with endorsements.
 * A charge not known to be one of those counts.
 */
export type TexasChargeKind =
  | 'FEE'
  | 'INTEREST'
  | 'DISCOUNT_POINTS'
  | 'THIRD_PARTY_APPRAISAL'
  | 'SURVEY'
  | 'TITLE_INSURANCE_PREMIUM';

export function countsTowardTexasFeeLimit(kind: TexasChargeKind): boolean {
  return kind === 'FEE';
}

/**
 * The "original principal amount" the 2% is taken of, for a line of credit. Section 50(t) and 7 TAC 153 do not say
 * it in the sources we could read: it is either the credit limit or the principal advanced when the line is
 * established (the only time (t)(4) allows the fees). Hearth takes the smaller, the conservative reading.
 */
export function texasOriginalPrincipalCents(line: {
  creditLimitCents: Cents;
  initialDrawCents: Cents;
}): Cents {
  return Math.min(line.creditLimitCents, line.initialDrawCents);
}

export interface TexasFeeLimit {
  originalPrincipalCents: Cents;
  /** 2% of it, rounded down to the cent: the most the counted fees may come to. */
  limitCents: Cents;
  /** The charges that count, added up. */
  countedCents: Cents;
  /** What the counted fees come to above the limit: the lender pays it (a lender credit), never the borrower. */
  excessCents: Cents;
}

/** The 2% limit applied to a line's charges, in cents. */
export function texasFeeLimit(
  originalPrincipalCents: Cents,
  charges: readonly { kind: TexasChargeKind; cents: Cents }[],
): TexasFeeLimit {
  const amounts = [originalPrincipalCents, ...charges.map((c) => c.cents)];
  if (!amounts.every((cents) => Number.isInteger(cents) && cents >= 0))
    throw new RangeError('The principal and every charge must be whole, non-negative cents.');
  const limitCents = texasMaxFeesCents(originalPrincipalCents);
  const countedCents = charges
    .filter((charge) => countsTowardTexasFeeLimit(charge.kind))
    .reduce((sum, charge) => sum + charge.cents, 0);
  return {
    originalPrincipalCents,
    limitCents,
    countedCents,
    excessCents: Math.max(0, countedCents - limitCents),
  };
}
