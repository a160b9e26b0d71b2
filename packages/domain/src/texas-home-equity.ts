import { addDays, type CalendarDate, compareDates, formatIsoDate, zonedCalendarDate } from './dates';
import { zonedWallTimeToInstant } from './rescission';

/**
 * Texas home equity closings (Tex. Const. art. XVI, section 50(a)(6); 7 TAC chapter 153; decision 0176).
 *
 * - (M)(i): the extension of credit may not close before the 12th day after the later of the day the owner applied
 *   and the day the lender gave the section 50(g) notice. The 12 days are calendar days (7 TAC 153.12): a weekend or
 *   holiday inside them counts, and the closing may be on the 12th day itself.
 * - (N): it closes only at the permanent physical address of an office of the lender, an attorney or a title company
 *   (7 TAC 153.15), never at the homestead, so neither a notary at the home nor a remote online session from it.
 * - The 3-day right to cancel of section 50(a)(6)(Q)(viii) and Regulation Z still runs after the signing.
 */

export const TEXAS_CLOSING_WAIT_DAYS = 12;
/** Days are counted where the property is: Texas, on Central time (El Paso's Mountain time only makes it later). */
export const TEXAS_TIME_ZONE = 'America/Chicago';

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

export interface TexasClosingWait {
  appliedOn: string;
  noticeGivenOn: string;
  earliestClosingOn: string;
}

/** The wait as the pages show it (yyyy-MM-dd days). */
export function texasClosingWait(appliedAt: Date, noticeGivenAt: Date): TexasClosingWait {
  const appliedOn = texasDayOf(appliedAt);
  const noticeGivenOn = texasDayOf(noticeGivenAt);
  return {
    appliedOn: formatIsoDate(appliedOn),
    noticeGivenOn: formatIsoDate(noticeGivenOn),
    earliestClosingOn: formatIsoDate(texasEarliestClosingDay(appliedOn, noticeGivenOn)),
  };
}
