import { describe, expect, it } from 'vitest';
import { stampTime } from './stamp-time';

describe('stampTime (issue 21 item 9)', () => {
  it("prints an act on the home's clock with its zone named, not the next day in UTC", () => {
    const californiaAfternoon = new Date('2026-11-27T23:41:00Z');
    expect(stampTime(californiaAfternoon, 'America/Los_Angeles')).toBe('November 27, 2026 at 3:41 PM PST');
    expect(stampTime(californiaAfternoon, 'America/Chicago')).toBe('November 27, 2026 at 5:41 PM CST');
  });
});
