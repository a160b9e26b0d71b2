import {
  addDays,
  type CalendarDate,
  dayOfWeek,
  formatIsoDate,
  PACIFIC_TIME_ZONE,
  zonedDateTime,
} from './dates';

/**
 * Right of rescission (12 CFR 1026.15 for open-end credit): the borrower may cancel until midnight
 * of the third business day after the latest of consummation, notice and disclosures. For rescission a
 * business day is every day except Sundays and the legal public holidays of 5 U.S.C. 6103(a), on their
 * statutory dates: an observed Friday or Monday still counts as a business day (Reg Z comment 2(a)(6)-2).
 */

export const RESCISSION_BUSINESS_DAYS = 3;

export interface FederalHoliday {
  name: string;
  /** The statutory date (what rescission excludes). */
  date: CalendarDate;
  /** The day federal offices close when the date falls on a weekend (Saturday -> Friday, Sunday -> Monday). */
  observed: CalendarDate;
}

function nthWeekday(year: number, month: number, weekday: number, n: number): CalendarDate {
  const first = dayOfWeek({ year, month, day: 1 });
  const day = 1 + ((weekday - first + 7) % 7) + (n - 1) * 7;
  return { year, month, day };
}

function lastWeekday(year: number, month: number, weekday: number): CalendarDate {
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const last = dayOfWeek({ year, month, day: lastDay });
  return { year, month, day: lastDay - ((last - weekday + 7) % 7) };
}

function observedDate(date: CalendarDate): CalendarDate {
  const dow = dayOfWeek(date);
  if (dow === 6) return addDays(date, -1);
  if (dow === 0) return addDays(date, 1);
  return date;
}

function fixed(name: string, date: CalendarDate): FederalHoliday {
  return { name, date, observed: observedDate(date) };
}

function floating(name: string, date: CalendarDate): FederalHoliday {
  return { name, date, observed: date };
}

const MONDAY = 1;
const THURSDAY = 4;

/** The legal public holidays of a year, computed (Juneteenth from 2021). */
export function federalHolidays(year: number): FederalHoliday[] {
  const holidays = [
    fixed("New Year's Day", { year, month: 1, day: 1 }),
    floating('Birthday of Martin Luther King, Jr.', nthWeekday(year, 1, MONDAY, 3)),
    floating("Washington's Birthday", nthWeekday(year, 2, MONDAY, 3)),
    floating('Memorial Day', lastWeekday(year, 5, MONDAY)),
    ...(year >= 2021 ? [fixed('Juneteenth National Independence Day', { year, month: 6, day: 19 })] : []),
    fixed('Independence Day', { year, month: 7, day: 4 }),
    floating('Labor Day', nthWeekday(year, 9, MONDAY, 1)),
    floating('Columbus Day', nthWeekday(year, 10, MONDAY, 2)),
    fixed('Veterans Day', { year, month: 11, day: 11 }),
    floating('Thanksgiving Day', nthWeekday(year, 11, THURSDAY, 4)),
    fixed('Christmas Day', { year, month: 12, day: 25 }),
  ];
  return holidays;
}

const holidayCache = new Map<number, Set<string>>();

export function isFederalHoliday(date: CalendarDate): boolean {
  let set = holidayCache.get(date.year);
  if (!set) {
    set = new Set(federalHolidays(date.year).map((h) => formatIsoDate(h.date)));
    holidayCache.set(date.year, set);
  }
  return set.has(formatIsoDate(date));
}

const observedCache = new Map<number, Set<string>>();

/**
 * Whether federal offices close on `date` for a legal public holiday: its statutory date on a weekday, or the
 * Friday or Monday it is observed on (New Year's Day on a Saturday is observed on December 31 of the year before).
 */
export function isObservedFederalHoliday(date: CalendarDate): boolean {
  let set = observedCache.get(date.year);
  if (!set) {
    const observed = [...federalHolidays(date.year), ...federalHolidays(date.year + 1)].map(
      (h) => h.observed,
    );
    set = new Set(observed.filter((d) => d.year === date.year).map(formatIsoDate));
    observedCache.set(date.year, set);
  }
  return set.has(formatIsoDate(date));
}

/** Rescission business day: not a Sunday and not a legal public holiday's statutory date. */
export function isRescissionBusinessDay(date: CalendarDate): boolean {
  return dayOfWeek(date) !== 0 && !isFederalHoliday(date);
}

/** The last day to rescind: the third business day after the triggering date. */
export function rescissionLastDay(triggeredOn: CalendarDate): CalendarDate {
  let day = triggeredOn;
  let counted = 0;
  while (counted < RESCISSION_BUSINESS_DAYS) {
    day = addDays(day, 1);
    if (isRescissionBusinessDay(day)) counted += 1;
  }
  return day;
}

/** The instant a wall-clock time in `timeZone` happens (two-pass offset correction; fine outside DST gaps). */
export function zonedWallTimeToInstant(
  date: CalendarDate,
  hour: number,
  minute: number,
  timeZone: string,
): Date {
  const target = Date.UTC(date.year, date.month - 1, date.day, hour, minute);
  let guess = target;
  for (let i = 0; i < 2; i++) {
    const z = zonedDateTime(new Date(guess), timeZone);
    const seen = Date.UTC(z.year, z.month - 1, z.day, z.hour, z.minute);
    guess += target - seen;
  }
  return new Date(guess);
}

/** Midnight ending the third business day, in the borrower's time zone (the property's; Pacific by default). */
export function rescissionEndsAt(triggeredOn: CalendarDate, timeZone: string = PACIFIC_TIME_ZONE): Date {
  const last = rescissionLastDay(triggeredOn);
  return zonedWallTimeToInstant(addDays(last, 1), 0, 0, timeZone);
}

/** Funds may be released only after the rescission period has ended. */
export function isRescissionOver(
  triggeredOn: CalendarDate,
  now: Date,
  timeZone: string = PACIFIC_TIME_ZONE,
): boolean {
  return now.getTime() >= rescissionEndsAt(triggeredOn, timeZone).getTime();
}

/**
 * A business day of the lender's office, which opens the mail: Monday to Friday, except a federal legal public
 * holiday as observed (Regulation Z's general definition, 1026.2(a)(6), for a lender open on weekdays).
 */
export function isLenderBusinessDay(date: CalendarDate): boolean {
  const weekday = dayOfWeek(date);
  return weekday !== 0 && weekday !== 6 && !isObservedFederalHoliday(date);
}

/** The allowance lenders give a cancellation mailed on the last day, unless the lender configures another. */
export const DEFAULT_RESCISSION_MAIL_ALLOWANCE_BUSINESS_DAYS = 1;

/**
 * The last day of the allowance for mailed cancellations (decision 0201): a notice of cancellation sent by mail is
 * given when it is mailed (Regulation Z 1026.15(a)(2)), so one posted on the last day to cancel arrives after the
 * right to cancel has ended. Lenders wait `allowanceDays` of their own business days after the last day before they
 * record and send money; 0 days: the last day to cancel itself.
 */
export function mailAllowanceLastDay(triggeredOn: CalendarDate, allowanceDays: number): CalendarDate {
  if (!Number.isInteger(allowanceDays) || allowanceDays < 0)
    throw new RangeError('The mail allowance is a whole number of business days, 0 or more.');
  let day = rescissionLastDay(triggeredOn);
  for (let counted = 0; counted < allowanceDays; ) {
    day = addDays(day, 1);
    if (isLenderBusinessDay(day)) counted += 1;
  }
  return day;
}

/** Midnight ending the allowance, in the borrower's time zone: from then the deed is recorded and the draw sent. */
export function mailAllowanceEndsAt(
  triggeredOn: CalendarDate,
  allowanceDays: number,
  timeZone: string = PACIFIC_TIME_ZONE,
): Date {
  return zonedWallTimeToInstant(addDays(mailAllowanceLastDay(triggeredOn, allowanceDays), 1), 0, 0, timeZone);
}

/** Whether the right to cancel and the allowance for a cancellation mailed on its last day have both ended. */
export function isMailAllowanceOver(
  triggeredOn: CalendarDate,
  allowanceDays: number,
  now: Date,
  timeZone: string = PACIFIC_TIME_ZONE,
): boolean {
  return now.getTime() >= mailAllowanceEndsAt(triggeredOn, allowanceDays, timeZone).getTime();
}
