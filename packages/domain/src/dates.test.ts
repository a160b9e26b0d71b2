import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  ageOn,
  compareDates,
  dayOfWeek,
  daysBetween,
  daysInMonth,
  formatIsoDate,
  formatLongDate,
  formatUsDate,
  formatWeekdayDate,
  fromEpochDay,
  isValidDateInput,
  parseDateInput,
  propertyDate,
  propertyTimeZone,
  toEpochDay,
  usDateOf,
  utcCalendarDate,
  zonedCalendarDate,
  zonedDateTime,
} from './dates';

describe('dates', () => {
  it.each([
    ['01/31/2000', { year: 2000, month: 1, day: 31 }],
    [' 2000-01-31 ', { year: 2000, month: 1, day: 31 }],
    ['02/29/2000', { year: 2000, month: 2, day: 29 }],
    ['02/29/1900', null],
    ['04/31/2000', null],
    ['00/10/2000', null],
    ['2000-13-01', null],
    ['2000/01/01', null],
  ])('parses %j', (input, expected) => {
    expect(parseDateInput(input)).toEqual(expected);
  });

  it('checks the minimum year', () => {
    expect(isValidDateInput('01/01/1900')).toBe(true);
    expect(isValidDateInput('12/31/1899')).toBe(false);
    expect(isValidDateInput('01/01/1950', 1951)).toBe(false);
  });

  it('knows month lengths', () => {
    expect([1, 2, 4, 12].map((m) => daysInMonth(2023, m))).toEqual([31, 28, 30, 31]);
    expect(daysInMonth(2024, 2)).toBe(29);
  });

  it('formats', () => {
    expect(formatIsoDate({ year: 2026, month: 1, day: 5 })).toBe('2026-01-05');
    expect(formatUsDate({ year: 2026, month: 1, day: 5 })).toBe('01/05/2026');
    expect(formatLongDate({ year: 2026, month: 12, day: 7 })).toBe('December 7, 2026');
    expect(formatWeekdayDate({ year: 2026, month: 12, day: 7 })).toBe('Monday, December 7, 2026');
  });

  it("names a day with its weekday as Intl's full date style does, every day of 2024 to 2031", () => {
    const full = new Intl.DateTimeFormat('en-US', { dateStyle: 'full', timeZone: 'UTC' });
    for (
      let day = toEpochDay({ year: 2024, month: 1, day: 1 });
      day < toEpochDay({ year: 2032, month: 1, day: 1 });
      day++
    )
      expect(formatWeekdayDate(fromEpochDay(day))).toBe(full.format(new Date(day * 86_400_000)));
  });

  it('adds days across months and years', () => {
    expect(addDays({ year: 2026, month: 12, day: 31 }, 1)).toEqual({ year: 2027, month: 1, day: 1 });
    expect(addDays({ year: 2024, month: 3, day: 1 }, -1)).toEqual({ year: 2024, month: 2, day: 29 });
    expect(daysBetween({ year: 2026, month: 1, day: 1 }, { year: 2027, month: 1, day: 1 })).toBe(365);
  });

  it('property: epoch-day round trip and addDays/daysBetween agree', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -40_000, max: 60_000 }),
        fc.integer({ min: -1000, max: 1000 }),
        (epoch, n) => {
          const d = fromEpochDay(epoch);
          expect(toEpochDay(d)).toBe(epoch);
          expect(daysBetween(d, addDays(d, n))).toBe(n);
          expect(Math.sign(compareDates(addDays(d, n), d))).toBe(Math.sign(n));
        },
      ),
    );
  });

  it('knows the weekday', () => {
    expect(dayOfWeek({ year: 2026, month: 11, day: 22 })).toBe(0); // Sunday
  });

  it.each([
    [{ year: 2000, month: 2, day: 29 }, { year: 2018, month: 2, day: 28 }, 17],
    [{ year: 2000, month: 2, day: 29 }, { year: 2018, month: 3, day: 1 }, 18],
    [{ year: 2000, month: 6, day: 15 }, { year: 2018, month: 6, day: 15 }, 18],
    [{ year: 2000, month: 6, day: 15 }, { year: 2018, month: 6, day: 14 }, 17],
  ])('age of %j on %j is %i', (birth, today, age) => {
    expect(ageOn(birth, today)).toBe(age);
  });

  it('reads wall-clock time in Pacific time with ISO weekdays', () => {
    const z = zonedDateTime(new Date('2026-11-23T07:30:00Z'));
    expect(z).toEqual({ year: 2026, month: 11, day: 22, hour: 23, minute: 30, isoWeekday: 7 });
    expect(zonedDateTime(new Date('2026-07-01T00:00:00Z'), 'UTC').hour).toBe(0);
    expect(zonedCalendarDate(new Date('2026-11-23T07:30:00Z'), 'UTC')).toEqual({
      year: 2026,
      month: 11,
      day: 23,
    });
    expect(utcCalendarDate(new Date('2026-11-23T07:30:00Z'))).toEqual({ year: 2026, month: 11, day: 23 });
    expect(zonedDateTime(new Date('2026-11-24T20:00:00Z')).isoWeekday).toBe(2);
  });
});

describe("a home's day (issue 21 item 9)", () => {
  // 3:30 PM in California on November 27 is already November 28 in UTC.
  const californiaAfternoon = new Date('2026-11-27T23:30:00Z');

  it("dates an instant on the home's calendar, not in UTC", () => {
    expect(propertyDate(californiaAfternoon, 'CA')).toEqual({ year: 2026, month: 11, day: 27 });
    expect(propertyDate(californiaAfternoon, 'NY')).toEqual({ year: 2026, month: 11, day: 27 });
    expect(propertyDate(new Date('2026-11-28T05:30:00Z'), 'NY')).toEqual({ year: 2026, month: 11, day: 28 });
    expect(propertyDate(new Date('2026-11-28T05:30:00Z'), 'TX')).toEqual({ year: 2026, month: 11, day: 27 });
  });

  it("knows each state's zone, lower case too, and falls back to Pacific", () => {
    expect(propertyTimeZone('tx')).toBe('America/Chicago');
    expect(propertyTimeZone('HI')).toBe('Pacific/Honolulu');
    expect(propertyTimeZone('ZZ')).toBe('America/Los_Angeles');
  });

  it("shows an ISO day in the product's format, and anything else as given", () => {
    expect(usDateOf('2026-11-27')).toBe('11/27/2026');
    expect(usDateOf('soon')).toBe('soon');
  });
});

describe('wall clocks without Intl agree with the time zone database (decision 0271)', () => {
  const STATES =
    'AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY';
  const zones = [...new Set([...STATES.split(' ').map(propertyTimeZone), 'UTC'])];
  const formatters = new Map<string, Intl.DateTimeFormat>();
  const byIntl = (at: Date, timeZone: string) => {
    const formatter =
      formatters.get(timeZone) ??
      new Intl.DateTimeFormat('en-US', {
        timeZone,
        hourCycle: 'h23',
        year: 'numeric',
        month: 'numeric',
        day: 'numeric',
        hour: 'numeric',
        minute: 'numeric',
      });
    formatters.set(timeZone, formatter);
    const parts = Object.fromEntries(formatter.formatToParts(at).map((p) => [p.type, Number(p.value)]));
    return { year: parts.year, month: parts.month, day: parts.day, hour: parts.hour, minute: parts.minute };
  };
  const ours = (at: Date, timeZone: string) => {
    const { year, month, day, hour, minute } = zonedDateTime(at, timeZone);
    return { year, month, day, hour, minute };
  };

  it('around every change of the clocks from 2007 to 2040, in every zone a home is in', () => {
    for (const zone of zones) {
      for (let year = 2007; year <= 2040; year++) {
        // The changes fall between 06:00 and 12:00 UTC on a Sunday in the first two weeks of March or November.
        for (const month of [3, 11]) {
          for (let day = 1; day <= 14; day++) {
            const midnight = Date.UTC(year, month - 1, day);
            if (new Date(midnight).getUTCDay() !== 0) continue;
            for (let minutes = 5 * 60; minutes <= 13 * 60; minutes += 30) {
              for (const nudge of [-1, 0, 1]) {
                const at = new Date(midnight + (minutes + nudge) * 60_000);
                expect(ours(at, zone), `${zone} ${at.toISOString()}`).toEqual(byIntl(at, zone));
              }
            }
          }
        }
      }
    }
  });

  it('at any instant from 2007 to 2040, and by Intl before 2007 and in other zones', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: Date.UTC(1990, 0, 1), max: Date.UTC(2040, 11, 31) }),
        fc.constantFrom(...zones, 'Europe/Paris', 'America/Puerto_Rico'),
        (ms, zone) => {
          expect(ours(new Date(ms), zone)).toEqual(byIntl(new Date(ms), zone));
        },
      ),
      { numRuns: 3000 },
    );
  });
});
