import { describe, expect, it } from 'vitest';
import {
  businessHoursLines,
  DEFAULT_OPERATING_HOURS,
  formatClockTime,
  isWeekend,
  isWithinBusinessHours,
} from './business-hours';

describe('business hours', () => {
  it.each([
    [1, false],
    [5, false],
    [6, true],
    [7, true],
  ])('weekday %i is weekend: %s', (day, expected) => {
    expect(isWeekend(day)).toBe(expected);
  });

  // Tuesday 24 Nov 2026: 14:00Z = 06:00 PST, 02:00Z on the 25th = 18:00 PST Tuesday.
  it.each([
    ['2026-11-24T13:59:00Z', false],
    ['2026-11-24T14:00:00Z', true],
    ['2026-11-25T01:59:00Z', true],
    ['2026-11-25T02:00:00Z', false],
    ['2026-11-28T16:00:00Z', true], // Saturday 08:00 PST
    ['2026-11-29T18:00:00Z', false], // Sunday, closed
  ])('%s open: %s (Pacific time)', (iso, open) => {
    expect(isWithinBusinessHours(DEFAULT_OPERATING_HOURS, new Date(iso))).toBe(open);
  });

  it('is closed on a day missing from the week', () => {
    expect(isWithinBusinessHours([], new Date('2026-11-24T18:00:00Z'))).toBe(false);
  });

  it.each([
    ['00:00', '12:00 AM'],
    ['06:00', '6:00 AM'],
    ['12:30', '12:30 PM'],
    ['18:05', '6:05 PM'],
  ])('formats %s as %s', (hhmm, expected) => {
    expect(formatClockTime(hhmm)).toBe(expected);
  });

  it('lists the week in order with Closed days', () => {
    const lines = businessHoursLines([...DEFAULT_OPERATING_HOURS].reverse());
    expect(lines[0]).toEqual({ label: 'Monday', hours: '6:00 AM - 6:00 PM PT' });
    expect(lines[6]).toEqual({ label: 'Sunday', hours: 'Closed' });
  });
});
