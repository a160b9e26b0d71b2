/**
 * Small calendar helpers. No date library: calendar dates are plain {year, month, day} records
 * and every "now" is a parameter so rules stay deterministic (decision 0016).
 */

export interface CalendarDate {
  year: number;
  /** 1-12 */
  month: number;
  /** 1-31 */
  day: number;
}

export const PACIFIC_TIME_ZONE = 'America/Los_Angeles';
export const MIN_DATE_YEAR = 1900;
export const DATE_FORMATS = ['MM/dd/yyyy', 'yyyy-MM-dd'] as const;

const US_DATE = /^(\d{2})\/(\d{2})\/(\d{4})$/;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

export function isValidCalendarDate(date: CalendarDate): boolean {
  const { year, month, day } = date;
  if (![year, month, day].every(Number.isInteger)) return false;
  if (month < 1 || month > 12 || day < 1) return false;
  return day <= daysInMonth(year, month);
}

/** Parses MM/dd/yyyy or yyyy-MM-dd into a real calendar date, else null. */
export function parseDateInput(input: string): CalendarDate | null {
  const trimmed = input.trim();
  let parts: CalendarDate | null = null;
  const us = US_DATE.exec(trimmed);
  if (us) parts = { month: Number(us[1]), day: Number(us[2]), year: Number(us[3]) };
  const iso = ISO_DATE.exec(trimmed);
  if (iso) parts = { year: Number(iso[1]), month: Number(iso[2]), day: Number(iso[3]) };
  return parts && isValidCalendarDate(parts) ? parts : null;
}

/** The spec's date rule: parses, and the year is at least 1900 or the given minimum. */
export function isValidDateInput(input: string, minYear = MIN_DATE_YEAR): boolean {
  const parsed = parseDateInput(input);
  return parsed !== null && parsed.year >= minYear;
}

export function formatIsoDate(date: CalendarDate): string {
  return `${String(date.year).padStart(4, '0')}-${pad2(date.month)}-${pad2(date.day)}`;
}

export function formatUsDate(date: CalendarDate): string {
  return `${pad2(date.month)}/${pad2(date.day)}/${String(date.year).padStart(4, '0')}`;
}

/** An ISO day ("2026-11-27") as the product shows a date ("11/27/2026"); what is not one, as given. */
export function usDateOf(iso: string): string {
  const date = parseDateInput(iso);
  return date ? formatUsDate(date) : iso;
}

const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** "December 7, 2026": a day as a sentence names it. */
export function formatLongDate(date: CalendarDate): string {
  return `${formatMonthDay(date)}, ${date.year}`;
}

const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

/** "Monday, December 7, 2026": a day with its weekday, as a deadline is named (Intl's `dateStyle: 'full'`). */
export function formatWeekdayDate(date: CalendarDate): string {
  return `${WEEKDAY_NAMES[dayOfWeek(date)] ?? ''}, ${formatLongDate(date)}`;
}

/** "December 7": a day of this year as a sentence names it. */
export function formatMonthDay(date: Pick<CalendarDate, 'month' | 'day'>): string {
  return `${MONTH_NAMES[date.month - 1] ?? ''} ${date.day}`;
}

function pad2(n: number): string {
  return String(n).padStart(2, '0');
}

export function compareDates(a: CalendarDate, b: CalendarDate): number {
  return a.year - b.year || a.month - b.month || a.day - b.day;
}

/** Days since 1970-01-01 for a calendar date (proleptic Gregorian, via UTC). */
export function toEpochDay(date: CalendarDate): number {
  return Math.round(Date.UTC(date.year, date.month - 1, date.day) / 86_400_000);
}

export function fromEpochDay(epochDay: number): CalendarDate {
  const d = new Date(epochDay * 86_400_000);
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
}

export function addDays(date: CalendarDate, days: number): CalendarDate {
  return fromEpochDay(toEpochDay(date) + days);
}

/** The first day after `date` that `isOpen` accepts (the next banking day, the next business day). */
export function firstDayAfter(date: CalendarDate, isOpen: (day: CalendarDate) => boolean): CalendarDate {
  let day = addDays(date, 1);
  while (!isOpen(day)) day = addDays(day, 1);
  return day;
}

export function daysBetween(from: CalendarDate, to: CalendarDate): number {
  return toEpochDay(to) - toEpochDay(from);
}

/** 0 = Sunday ... 6 = Saturday. */
export function dayOfWeek(date: CalendarDate): number {
  return new Date(Date.UTC(date.year, date.month - 1, date.day)).getUTCDay();
}

export interface ZonedDateTime extends CalendarDate {
  hour: number;
  minute: number;
  /** 1 = Monday ... 7 = Sunday (ISO), the numbering the operating-hours service uses. */
  isoWeekday: number;
}

/**
 * The zones homes are in (STATE_TIME_ZONES) and UTC: the offset of standard time from UTC, in minutes, and whether
 * the zone keeps daylight saving time. Their wall clocks are worked out here rather than through Intl: a renderer's
 * first use of Intl loads ICU's data, 40 to 110 ms of main thread on the 2-core machine, and the dashboard dates its
 * application while it hydrates (decision 0271). dates.test.ts checks every rule against the time zone database.
 */
const US_ZONES: Record<string, { standardOffset: number; daylight: boolean }> = {
  UTC: { standardOffset: 0, daylight: false },
  'America/New_York': { standardOffset: -300, daylight: true },
  'America/Detroit': { standardOffset: -300, daylight: true },
  'America/Indiana/Indianapolis': { standardOffset: -300, daylight: true },
  'America/Chicago': { standardOffset: -360, daylight: true },
  'America/Denver': { standardOffset: -420, daylight: true },
  'America/Boise': { standardOffset: -420, daylight: true },
  'America/Phoenix': { standardOffset: -420, daylight: false },
  'America/Los_Angeles': { standardOffset: -480, daylight: true },
  'America/Anchorage': { standardOffset: -540, daylight: true },
  'Pacific/Honolulu': { standardOffset: -600, daylight: false },
};
/** The first year of today's US daylight-saving rule (Energy Policy Act of 2005); earlier instants go to Intl. */
const US_DAYLIGHT_RULE_SINCE = 2007;
const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

/** The `nth` Sunday (1-based) of a month, as an epoch day. */
function nthSunday(year: number, month: number, nth: number): number {
  const first = toEpochDay({ year, month, day: 1 });
  const firstSunday = first + ((7 - dayOfWeek({ year, month, day: 1 })) % 7);
  return firstSunday + 7 * (nth - 1);
}

/**
 * Minutes east of UTC at an instant in a zone of US_ZONES, under the US rule since 2007: daylight time from 2:00
 * standard time on the second Sunday of March to 2:00 daylight time on the first Sunday of November. Null where
 * the rule does not answer (another zone, an instant before 2007).
 */
function usZoneOffset(at: number, timeZone: string): number | null {
  const zone = US_ZONES[timeZone];
  if (!zone) return null;
  const year = new Date(at + zone.standardOffset * MINUTE_MS).getUTCFullYear();
  if (year < US_DAYLIGHT_RULE_SINCE) return null;
  if (!zone.daylight) return zone.standardOffset;
  const twoAm = 2 * 60 * MINUTE_MS;
  const starts = nthSunday(year, 3, 2) * DAY_MS + twoAm - zone.standardOffset * MINUTE_MS;
  const ends = nthSunday(year, 11, 1) * DAY_MS + twoAm - (zone.standardOffset + 60) * MINUTE_MS;
  return at >= starts && at < ends ? zone.standardOffset + 60 : zone.standardOffset;
}

const zonedFormatters = new Map<string, Intl.DateTimeFormat>();

/** The wall clock of an instant by Intl, for zones and years the US rule does not cover. */
function intlWallClock(now: Date, timeZone: string): { date: CalendarDate; hour: number; minute: number } {
  let formatter = zonedFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
    });
    zonedFormatters.set(timeZone, formatter);
  }
  const parts = Object.fromEntries(formatter.formatToParts(now).map((p) => [p.type, p.value]));
  return {
    date: { year: Number(parts.year), month: Number(parts.month), day: Number(parts.day) },
    hour: Number(parts.hour),
    minute: Number(parts.minute),
  };
}

/** Wall-clock date and time of an instant in a time zone. */
export function zonedDateTime(now: Date, timeZone: string = PACIFIC_TIME_ZONE): ZonedDateTime {
  const offset = usZoneOffset(now.getTime(), timeZone);
  let wall: { date: CalendarDate; hour: number; minute: number };
  if (offset === null) wall = intlWallClock(now, timeZone);
  else {
    const local = new Date(now.getTime() + offset * MINUTE_MS);
    wall = {
      date: { year: local.getUTCFullYear(), month: local.getUTCMonth() + 1, day: local.getUTCDate() },
      hour: local.getUTCHours(),
      minute: local.getUTCMinutes(),
    };
  }
  const sundayFirst = dayOfWeek(wall.date);
  return {
    ...wall.date,
    hour: wall.hour,
    minute: wall.minute,
    isoWeekday: sundayFirst === 0 ? 7 : sundayFirst,
  };
}

export function zonedCalendarDate(now: Date, timeZone: string = PACIFIC_TIME_ZONE): CalendarDate {
  const { year, month, day } = zonedDateTime(now, timeZone);
  return { year, month, day };
}

/**
 * The time zone of a home, in which its appointments are stated and its documents and notices dated (issue 21
 * item 9): its state's, the zone most of the state lives in where a state
 * has two (Florida's panhandle, west Texas and the like keep the majority's).
 */
const STATE_TIME_ZONES: Record<string, string> = {
  AL: 'America/Chicago',
  AK: 'America/Anchorage',
  AZ: 'America/Phoenix',
  AR: 'America/Chicago',
  CA: 'America/Los_Angeles',
  CO: 'America/Denver',
  CT: 'America/New_York',
  DE: 'America/New_York',
  DC: 'America/New_York',
  FL: 'America/New_York',
  GA: 'America/New_York',
  HI: 'Pacific/Honolulu',
  ID: 'America/Boise',
  IL: 'America/Chicago',
  IN: 'America/Indiana/Indianapolis',
  IA: 'America/Chicago',
  KS: 'America/Chicago',
  KY: 'America/New_York',
  LA: 'America/Chicago',
  ME: 'America/New_York',
  MD: 'America/New_York',
  MA: 'America/New_York',
  MI: 'America/Detroit',
  MN: 'America/Chicago',
  MS: 'America/Chicago',
  MO: 'America/Chicago',
  MT: 'America/Denver',
  NE: 'America/Chicago',
  NV: 'America/Los_Angeles',
  NH: 'America/New_York',
  NJ: 'America/New_York',
  NM: 'America/Denver',
  NY: 'America/New_York',
  NC: 'America/New_York',
  ND: 'America/Chicago',
  OH: 'America/New_York',
  OK: 'America/Chicago',
  OR: 'America/Los_Angeles',
  PA: 'America/New_York',
  RI: 'America/New_York',
  SC: 'America/New_York',
  SD: 'America/Chicago',
  TN: 'America/Chicago',
  TX: 'America/Chicago',
  UT: 'America/Denver',
  VT: 'America/New_York',
  VA: 'America/New_York',
  WA: 'America/Los_Angeles',
  WV: 'America/New_York',
  WI: 'America/Chicago',
  WY: 'America/Denver',
};

export function propertyTimeZone(state: string): string {
  return STATE_TIME_ZONES[state.toUpperCase()] ?? PACIFIC_TIME_ZONE;
}

/** The day an instant falls on at the home: the date its documents and notices carry. */
export function propertyDate(at: Date, state: string): CalendarDate {
  return zonedCalendarDate(at, propertyTimeZone(state));
}

/** Completed years from `birth` to `today` (a birthday counts on the day itself; 29 Feb counts on 1 Mar). */
export function ageOn(birth: CalendarDate, today: CalendarDate): number {
  let age = today.year - birth.year;
  const hadBirthday = today.month > birth.month || (today.month === birth.month && today.day >= birth.day);
  if (!hadBirthday) age -= 1;
  return age;
}

/** Calendar date of an ISO timestamp or Date in UTC. */
export function utcCalendarDate(value: Date): CalendarDate {
  return { year: value.getUTCFullYear(), month: value.getUTCMonth() + 1, day: value.getUTCDate() };
}
