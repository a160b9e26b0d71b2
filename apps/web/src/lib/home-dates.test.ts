import { describe, expect, it } from 'vitest';
import { homeDateTime, homeDay, stateOfAddressLine } from '@/lib/home-dates';

// 04:30 UTC on November 25 is 11:30 p.m. on November 24 in New York and 8:30 p.m. in California.
const LATE_EVENING_IN_NEW_YORK = '2026-11-25T04:30:00.000Z';

describe('home dates (issue 21 item 9, decision 0272)', () => {
  it("names the day an instant falls on at the home, in the product's long format", () => {
    expect(homeDay(LATE_EVENING_IN_NEW_YORK, 'NY')).toBe('November 24, 2026');
    expect(homeDay(LATE_EVENING_IN_NEW_YORK, 'HI')).toBe('November 24, 2026');
    expect(homeDay('2026-11-25T12:00:00.000Z', 'ny')).toBe('November 25, 2026');
  });

  it('reads a home whose state is unknown or missing as Pacific', () => {
    expect(homeDay('2026-11-25T07:30:00.000Z', '')).toBe('November 24, 2026');
    expect(homeDay('2026-11-25T07:30:00.000Z', 'ZZ')).toBe('November 24, 2026');
    expect(homeDay('2026-11-25T08:30:00.000Z', '')).toBe('November 25, 2026');
  });

  it("gives the day and the time on the home's clock", () => {
    expect(homeDateTime(LATE_EVENING_IN_NEW_YORK, 'NY')).toBe('November 24, 2026 at 11:30 PM');
    expect(homeDateTime(LATE_EVENING_IN_NEW_YORK, 'CA')).toBe('November 24, 2026 at 8:30 PM');
    // In July New York keeps daylight time: 12:05 UTC is 8:05 a.m. there, and 04:00 UTC its midnight.
    expect(homeDateTime('2026-07-04T12:05:00.000Z', 'NY')).toBe('July 4, 2026 at 8:05 AM');
    expect(homeDateTime('2026-07-04T04:00:00.000Z', 'NY')).toBe('July 4, 2026 at 12:00 AM');
  });

  it('returns a value that is not an instant as given', () => {
    expect(homeDay('soon', 'NY')).toBe('soon');
    expect(homeDateTime('', 'NY')).toBe('');
  });

  it("reads the home's state from its address on one line", () => {
    expect(stateOfAddressLine('1400 Happy Path Ln, Albany, NY 12207')).toBe('NY');
    expect(stateOfAddressLine('1400 Happy Path Ln, Austin, tx 78701-1234')).toBe('TX');
    expect(stateOfAddressLine('1400 Happy Path Ln, Sacramento, CA')).toBe('CA');
    expect(stateOfAddressLine('1400 Happy Path Ln, Sacramento')).toBe('');
    expect(stateOfAddressLine('')).toBe('');
  });
});
