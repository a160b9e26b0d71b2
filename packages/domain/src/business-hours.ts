import { PACIFIC_TIME_ZONE, zonedDateTime } from './dates';
import type { BusinessHoursEntry } from './entities';

/** weekdayValue 1 = Monday ... 7 = Sunday; 6 and 7 are the weekend (spec section 9). */
export const WEEKEND_WEEKDAY_VALUES = [6, 7] as const;
export const WEEKDAY_NAMES = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
] as const;

export function isWeekend(weekdayValue: number): boolean {
  return (WEEKEND_WEEKDAY_VALUES as readonly number[]).includes(weekdayValue);
}

function minutesOf(hhmm: string): number {
  const [h = '0', m = '0'] = hhmm.split(':');
  return Number(h) * 60 + Number(m);
}

/** Open when today's (Pacific) entry is open and now is in [start, end). */
export function isWithinBusinessHours(
  week: readonly BusinessHoursEntry[],
  now: Date,
  timeZone: string = PACIFIC_TIME_ZONE,
): boolean {
  const local = zonedDateTime(now, timeZone);
  const today = week.find((e) => e.weekdayValue === local.isoWeekday);
  if (!today?.isOpen) return false;
  const minute = local.hour * 60 + local.minute;
  return minute >= minutesOf(today.startTime) && minute < minutesOf(today.endTime);
}

/** "06:00" -> "6:00 AM" */
export function formatClockTime(hhmm: string): string {
  const total = minutesOf(hhmm);
  const h24 = Math.floor(total / 60) % 24;
  const m = total % 60;
  const suffix = h24 < 12 ? 'AM' : 'PM';
  const h12 = h24 % 12 === 0 ? 12 : h24 % 12;
  return `${h12}:${String(m).padStart(2, '0')} ${suffix}`;
}

/** Display rows: weekdays and weekend grouped, times in Pacific time. */
export function businessHoursLines(week: readonly BusinessHoursEntry[]): { label: string; hours: string }[] {
  return [...week]
    .sort((a, b) => a.weekdayValue - b.weekdayValue)
    .map((e) => ({
      label: e.weekday,
      hours: e.isOpen ? `${formatClockTime(e.startTime)} - ${formatClockTime(e.endTime)} PT` : 'Closed',
    }));
}

/** Sandbox default: chat staffed 6 AM-6 PM PT on weekdays, 8 AM-5 PM Saturday, closed Sunday. */
export const DEFAULT_OPERATING_HOURS: readonly BusinessHoursEntry[] = WEEKDAY_NAMES.map((weekday, index) => {
  const weekdayValue = index + 1;
  if (weekdayValue === 7)
    return { weekday, weekdayValue, isOpen: false, startTime: '00:00', endTime: '00:00' };
  if (weekdayValue === 6)
    return { weekday, weekdayValue, isOpen: true, startTime: '08:00', endTime: '17:00' };
  return { weekday, weekdayValue, isOpen: true, startTime: '06:00', endTime: '18:00' };
});

export const OPERATING_HOURS_DEPARTMENTS = ['OPS_PHONE', 'OPS_CHAT'] as const;
export type OperatingHoursDepartment = (typeof OPERATING_HOURS_DEPARTMENTS)[number];
