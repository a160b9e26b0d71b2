import {
  DEFAULT_OPERATING_HOURS,
  formatClockTime,
  isWithinBusinessHours,
  type OperatingHoursDepartment,
} from '@hearth/domain/business-hours';
import { PACIFIC_TIME_ZONE } from '@hearth/domain/dates';
import type { BusinessHoursEntry } from '@hearth/domain/entities';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { serviceOperatingHours } from './schema';

export interface LenderHours {
  department: OperatingHoursDepartment;
  timeZone: string;
  week: BusinessHoursEntry[];
}

const WEEKDAYS = DEFAULT_OPERATING_HOURS.map((entry) => entry.weekday);

/** A lender's week for a department: its own rows, else the default week in Pacific time (decision 0234). */
export async function lenderHours(
  db: Db,
  organizationCode: string,
  department: OperatingHoursDepartment,
): Promise<LenderHours> {
  const rows = await db
    .select()
    .from(serviceOperatingHours)
    .where(
      and(
        eq(serviceOperatingHours.organizationCode, organizationCode),
        eq(serviceOperatingHours.department, department),
      ),
    )
    .orderBy(asc(serviceOperatingHours.weekdayValue));
  if (rows.length === 0)
    return { department, timeZone: PACIFIC_TIME_ZONE, week: [...DEFAULT_OPERATING_HOURS] };
  const byDay = new Map(rows.map((row) => [row.weekdayValue, row]));
  const week = WEEKDAYS.map((weekday, index): BusinessHoursEntry => {
    const row = byDay.get(index + 1);
    return row
      ? {
          weekday,
          weekdayValue: index + 1,
          isOpen: row.isOpen,
          startTime: row.startTime,
          endTime: row.endTime,
        }
      : { weekday, weekdayValue: index + 1, isOpen: false, startTime: '00:00', endTime: '00:00' };
  });
  return { department, timeZone: rows[0]?.timeZone ?? PACIFIC_TIME_ZONE, week };
}

/** Replaces a lender's week for a department (the lender's settings; the sandbox's hours in tests). */
export async function saveLenderHours(db: Db, organizationCode: string, hours: LenderHours): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .delete(serviceOperatingHours)
      .where(
        and(
          eq(serviceOperatingHours.organizationCode, organizationCode),
          eq(serviceOperatingHours.department, hours.department),
        ),
      );
    await tx.insert(serviceOperatingHours).values(
      hours.week.map((entry) => ({
        organizationCode,
        department: hours.department,
        timeZone: hours.timeZone,
        weekdayValue: entry.weekdayValue,
        isOpen: entry.isOpen,
        startTime: entry.startTime,
        endTime: entry.endTime,
      })),
    );
  });
}

export function isOpenNow(hours: LenderHours, now: Date): boolean {
  return isWithinBusinessHours(hours.week, now, hours.timeZone);
}

/** "PT", "CT", "ET": the zone as a borrower reads it beside a time (the generic name, not PST or PDT). */
export function timeZoneName(timeZone: string, at: Date = new Date()): string {
  const long =
    new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'shortGeneric' })
      .formatToParts(at)
      .find((part) => part.type === 'timeZoneName')?.value ?? timeZone;
  // "PT" is how Intl names Pacific time already; others come as "Central Time" in some runtimes.
  return long.replace(/^(\w)\w* (\w)\w* Time$/, '$1$2T').replace(/^(\w)\w* Time$/, '$1T');
}

/**
 * The week as lines to show, days with the same hours grouped: "Monday - Friday: 6:00 AM - 6:00 PM PT",
 * "Saturday: 8:00 AM - 5:00 PM PT", "Sunday: Closed".
 */
export function displayLines(hours: LenderHours, now: Date = new Date()): string[] {
  const zone = timeZoneName(hours.timeZone, now);
  const text = (entry: BusinessHoursEntry) =>
    entry.isOpen
      ? `${formatClockTime(entry.startTime)} - ${formatClockTime(entry.endTime)} ${zone}`
      : 'Closed';
  const lines: string[] = [];
  let start = 0;
  for (let i = 1; i <= hours.week.length; i++) {
    const first = hours.week[start];
    const current = hours.week[i];
    if (!first) break;
    if (current && text(current) === text(first)) continue;
    const last = hours.week[i - 1] ?? first;
    const days = last === first ? first.weekday : `${first.weekday} - ${last.weekday}`;
    lines.push(`${days}: ${text(first)}`);
    start = i;
  }
  return lines;
}
