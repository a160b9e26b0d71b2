import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, type CalendarDate, daysBetween, formatIsoDate } from './dates';
import { isFederalHoliday } from './rescission';
import {
  isTexasClosingAllowed,
  isTexasHomeEquity,
  TEXAS_CLOSING_WAIT_DAYS,
  texasClosingWait,
  texasEarliestClosingDay,
  texasEarliestClosingInstant,
} from './texas-home-equity';

const day = (iso: string): CalendarDate => {
  const [year, month, d] = iso.split('-').map(Number) as [number, number, number];
  return { year, month, day: d };
};

describe('Texas section 50(a)(6) closing wait (decision 0176)', () => {
  it('counts 12 calendar days from the later of the application and the notice', () => {
    expect(formatIsoDate(texasEarliestClosingDay(day('2026-11-02'), day('2026-11-05')))).toBe('2026-11-17');
    expect(formatIsoDate(texasEarliestClosingDay(day('2026-11-09'), day('2026-11-05')))).toBe('2026-11-21');
  });

  it('does not stretch for a weekend or a federal holiday inside the 12 days (calendar days)', () => {
    // Thanksgiving (Nov 26, 2026) and Christmas (Dec 25) fall inside these waits.
    expect(isFederalHoliday(day('2026-11-26'))).toBe(true);
    expect(formatIsoDate(texasEarliestClosingDay(day('2026-11-20'), day('2026-11-20')))).toBe('2026-12-02');
    expect(isFederalHoliday(day('2026-12-25'))).toBe(true);
    expect(formatIsoDate(texasEarliestClosingDay(day('2026-12-22'), day('2026-12-22')))).toBe('2027-01-03');
    // Across a leap day.
    expect(formatIsoDate(texasEarliestClosingDay(day('2028-02-20'), day('2028-02-18')))).toBe('2028-03-03');
  });

  it('allows a closing on the 12th day on Texas time, not a minute before its midnight', () => {
    const earliest = texasEarliestClosingDay(day('2026-11-25'), day('2026-11-25'));
    expect(formatIsoDate(earliest)).toBe('2026-12-07');
    const midnight = texasEarliestClosingInstant(earliest);
    expect(midnight.toISOString()).toBe('2026-12-07T06:00:00.000Z');
    expect(isTexasClosingAllowed(midnight, earliest)).toBe(true);
    expect(isTexasClosingAllowed(new Date(midnight.getTime() - 60_000), earliest)).toBe(false);
    // 11 pm on the 6th in Dallas is already the 7th in UTC: still too early.
    expect(isTexasClosingAllowed(new Date('2026-12-07T05:00:00Z'), earliest)).toBe(false);
  });

  it('reads the application and the notice days in Texas, not UTC', () => {
    // 8 pm in Dallas on Nov 24 is Nov 25 in UTC: the notice was given on the 24th.
    const wait = texasClosingWait(new Date('2026-11-20T15:00:00Z'), new Date('2026-11-25T02:00:00Z'));
    expect(wait).toEqual({
      appliedOn: '2026-11-20',
      noticeGivenOn: '2026-11-24',
      earliestClosingOn: '2026-12-06',
    });
  });

  it('is always exactly 12 days after the later date, never before either (property)', () => {
    const date = fc
      .integer({ min: 18_000, max: 22_000 })
      .map((n) => addDays({ year: 1970, month: 1, day: 1 }, n));
    fc.assert(
      fc.property(date, date, (applied, notice) => {
        const earliest = texasEarliestClosingDay(applied, notice);
        expect(daysBetween(applied, earliest)).toBeGreaterThanOrEqual(TEXAS_CLOSING_WAIT_DAYS);
        expect(daysBetween(notice, earliest)).toBeGreaterThanOrEqual(TEXAS_CLOSING_WAIT_DAYS);
        expect(Math.min(daysBetween(applied, earliest), daysBetween(notice, earliest))).toBe(
          TEXAS_CLOSING_WAIT_DAYS,
        );
      }),
    );
  });

  it('applies to Texas homes only', () => {
    expect(isTexasHomeEquity('TX')).toBe(true);
    expect(isTexasHomeEquity(' tx ')).toBe(true);
    expect(isTexasHomeEquity('CA')).toBe(false);
  });
});
