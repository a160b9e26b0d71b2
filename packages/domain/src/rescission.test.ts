import { describe, expect, it } from 'vitest';
import { formatIsoDate } from './dates';
import {
  federalHolidays,
  isFederalHoliday,
  isLenderBusinessDay,
  isMailAllowanceOver,
  isRescissionBusinessDay,
  isRescissionOver,
  mailAllowanceEndsAt,
  mailAllowanceLastDay,
  rescissionEndsAt,
  rescissionLastDay,
} from './rescission';

describe('federal holidays', () => {
  it('computes 2026', () => {
    expect(federalHolidays(2026).map((h) => `${formatIsoDate(h.date)} ${formatIsoDate(h.observed)}`)).toEqual(
      [
        '2026-01-01 2026-01-01',
        '2026-01-19 2026-01-19',
        '2026-02-16 2026-02-16',
        '2026-05-25 2026-05-25',
        '2026-06-19 2026-06-19',
        '2026-07-04 2026-07-03',
        '2026-09-07 2026-09-07',
        '2026-10-12 2026-10-12',
        '2026-11-11 2026-11-11',
        '2026-11-26 2026-11-26',
        '2026-12-25 2026-12-25',
      ],
    );
  });

  it('observes Sunday holidays on Monday and skips Juneteenth before 2021', () => {
    const h2022 = federalHolidays(2022);
    expect(formatIsoDate(h2022.find((h) => h.name.startsWith('Juneteenth'))!.observed)).toBe('2022-06-20');
    expect(formatIsoDate(h2022.find((h) => h.name === 'Christmas Day')!.observed)).toBe('2022-12-26');
    expect(federalHolidays(2020).some((h) => h.name.startsWith('Juneteenth'))).toBe(false);
    expect(formatIsoDate(federalHolidays(2024).find((h) => h.name === 'Memorial Day')!.date)).toBe(
      '2024-05-27',
    );
  });
});

describe('rescission business days', () => {
  it.each([
    ['2026-11-22', false], // Sunday
    ['2026-11-21', true], // Saturday counts
    ['2026-11-26', false], // Thanksgiving
    ['2026-07-04', false], // Independence Day on a Saturday: the statutory date
    ['2026-07-03', true], // its observed Friday is still a business day
    ['2022-06-20', true], // Juneteenth observed Monday counts
  ])('%s is a business day: %s', (iso, expected) => {
    const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
    expect(isRescissionBusinessDay({ year, month, day })).toBe(expected);
  });

  it('knows holidays per year (cache across years)', () => {
    expect(isFederalHoliday({ year: 2027, month: 1, day: 1 })).toBe(true);
    expect(isFederalHoliday({ year: 2027, month: 1, day: 2 })).toBe(false);
  });

  it.each([
    ['signed Monday 2026-11-16', { year: 2026, month: 11, day: 16 }, '2026-11-19'],
    ['signed Thursday 2026-11-19 (Sunday skipped)', { year: 2026, month: 11, day: 19 }, '2026-11-23'],
    ['signed Monday 2026-11-23 (Thanksgiving skipped)', { year: 2026, month: 11, day: 23 }, '2026-11-27'],
    [
      'signed Wednesday 2026-12-23 (Christmas and Sunday skipped)',
      { year: 2026, month: 12, day: 23 },
      '2026-12-28',
    ],
    [
      'signed Thursday 2026-07-02 (Saturday 4 July skipped, Friday 3rd counts)',
      { year: 2026, month: 7, day: 2 },
      '2026-07-07',
    ],
    ['signed 2026-12-30 (New Year and Sunday skipped)', { year: 2026, month: 12, day: 30 }, '2027-01-04'],
  ])('%s -> last day %s', (_label, signed, lastDay) => {
    expect(formatIsoDate(rescissionLastDay(signed))).toBe(lastDay);
  });

  it('ends at midnight after the last day, in the borrower time zone', () => {
    const signed = { year: 2026, month: 11, day: 16 };
    expect(rescissionEndsAt(signed).toISOString()).toBe('2026-11-20T08:00:00.000Z');
    expect(rescissionEndsAt(signed, 'America/New_York').toISOString()).toBe('2026-11-20T05:00:00.000Z');
    expect(rescissionEndsAt({ year: 2026, month: 7, day: 1 }).toISOString()).toBe('2026-07-07T07:00:00.000Z');
    expect(isRescissionOver(signed, new Date('2026-11-20T07:59:59Z'))).toBe(false);
    expect(isRescissionOver(signed, new Date('2026-11-20T08:00:00Z'))).toBe(true);
  });
});

describe('the allowance for a cancellation mailed on the last day (issue 20 item 13, decision 0201)', () => {
  it.each([
    // Signed Monday: the right to cancel runs to Thursday; one business day more is Friday.
    ['signed Monday 2026-11-16, 1 day', { year: 2026, month: 11, day: 16 }, 1, '2026-11-20'],
    [
      'signed Monday 2026-11-16, 2 days (the weekend skipped)',
      { year: 2026, month: 11, day: 16 },
      2,
      '2026-11-23',
    ],
    // Last day to cancel Saturday 2026-11-21 (rescission counts Saturdays); the lender opens its mail Monday.
    ['signed Wednesday 2026-11-18, 1 day', { year: 2026, month: 11, day: 18 }, 1, '2026-11-23'],
    // Last day Wednesday 2026-11-25; Thanksgiving is no business day of the lender.
    ['signed Saturday 2026-11-21, 1 day', { year: 2026, month: 11, day: 21 }, 1, '2026-11-27'],
    // No allowance: the last day to cancel itself (Monday 2027-01-04).
    ['signed 2026-12-30, none', { year: 2026, month: 12, day: 30 }, 0, '2027-01-04'],
  ])('%s -> funds after %s', (_label, signed, days, lastDay) => {
    expect(formatIsoDate(mailAllowanceLastDay(signed, days))).toBe(lastDay);
  });

  it('ends at midnight after its last day; with no allowance, when the right to cancel ends', () => {
    const signed = { year: 2026, month: 11, day: 16 };
    expect(mailAllowanceEndsAt(signed, 1).toISOString()).toBe('2026-11-21T08:00:00.000Z');
    expect(mailAllowanceEndsAt(signed, 0).toISOString()).toBe(rescissionEndsAt(signed).toISOString());
    expect(isMailAllowanceOver(signed, 1, new Date('2026-11-21T07:59:59Z'))).toBe(false);
    expect(isMailAllowanceOver(signed, 1, new Date('2026-11-21T08:00:00Z'))).toBe(true);
    expect(() => mailAllowanceLastDay(signed, -1)).toThrow(RangeError);
    expect(() => mailAllowanceLastDay(signed, 1.5)).toThrow(RangeError);
  });

  it('counts the lender’s business days: weekdays, not a federal holiday as observed', () => {
    expect(isLenderBusinessDay({ year: 2026, month: 11, day: 20 })).toBe(true);
    expect(isLenderBusinessDay({ year: 2026, month: 11, day: 21 })).toBe(false);
    expect(isLenderBusinessDay({ year: 2026, month: 11, day: 26 })).toBe(false);
    // Independence Day 2026 is a Saturday, observed Friday 3 July.
    expect(isLenderBusinessDay({ year: 2026, month: 7, day: 3 })).toBe(false);
  });
});
