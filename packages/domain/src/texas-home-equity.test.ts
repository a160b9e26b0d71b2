import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, type CalendarDate, dayOfWeek, daysBetween, formatIsoDate } from './dates';
import { isFederalHoliday } from './rescission';
import {
  isTexasBusinessDay,
  isTexasClosingAllowed,
  isTexasHomeEquity,
  TEXAS_CLOSING_WAIT_DAYS,
  texasClosingWait,
  texasDayAfterFinalDisclosure,
  texasEarliestClosingDay,
  texasEarliestClosingInstant,
  texasFeeLimit,
  texasOriginalPrincipalCents,
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
    const wait = texasClosingWait(
      new Date('2026-11-20T15:00:00Z'),
      new Date('2026-11-25T02:00:00Z'),
      new Date('2026-11-25T02:00:00Z'),
    );
    expect(wait).toEqual({
      appliedOn: '2026-11-20',
      noticeGivenOn: '2026-11-24',
      twelfthDayOn: '2026-12-06',
      finalDisclosureReceivedOn: '2026-11-24',
      dayAfterFinalDisclosureOn: '2026-11-25',
      earliestClosingOn: '2026-12-06',
      setBy: 'TWELVE_DAYS',
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

const iso = (date: CalendarDate) => formatIsoDate(date);

describe('one business day after the final itemized disclosure, section 50(a)(6)(M)(ii) (decision 0181)', () => {
  it.each([
    ['Monday', '2027-03-01', '2027-03-02'],
    ['Thursday', '2027-03-04', '2027-03-05'],
    ['Friday', '2027-03-05', '2027-03-08'],
    ['Saturday', '2027-03-06', '2027-03-08'],
    ['Sunday', '2027-03-07', '2027-03-08'],
  ])('received on a %s (%s), the closing may be on %s', (_weekday, received, closing) => {
    expect(iso(texasDayAfterFinalDisclosure(day(received)))).toBe(closing);
  });

  it('skips a federal holiday and the weekday it is observed on', () => {
    // Friday before Martin Luther King Jr. Day (Monday, January 18, 2027): Tuesday.
    expect(iso(texasDayAfterFinalDisclosure(day('2027-01-15')))).toBe('2027-01-19');
    // Wednesday before Thanksgiving (November 25, 2027): Friday.
    expect(iso(texasDayAfterFinalDisclosure(day('2027-11-24')))).toBe('2027-11-26');
    // Juneteenth 2027 is a Saturday, observed on Friday the 18th: Thursday's disclosure waits until Monday.
    expect(isTexasBusinessDay(day('2027-06-18'))).toBe(false);
    expect(iso(texasDayAfterFinalDisclosure(day('2027-06-17')))).toBe('2027-06-21');
    // Christmas 2027 and New Year's Day 2028 are Saturdays, observed on Fridays December 24 and 31.
    expect(iso(texasDayAfterFinalDisclosure(day('2027-12-23')))).toBe('2027-12-27');
    expect(iso(texasDayAfterFinalDisclosure(day('2027-12-30')))).toBe('2028-01-03');
    // Independence Day 2027 is a Sunday, observed on Monday the 5th.
    expect(iso(texasDayAfterFinalDisclosure(day('2027-07-02')))).toBe('2027-07-06');
  });

  it('is a weekday that is no holiday, and never before the day 7 TAC 153.1(2) allows (property)', () => {
    const date = fc
      .integer({ min: 19_000, max: 23_000 })
      .map((n) => addDays({ year: 1970, month: 1, day: 1 }, n));
    // 7 TAC 153.1(2): every day except Sundays and the legal public holidays.
    const ruleBusinessDay = (d: CalendarDate) => dayOfWeek(d) !== 0 && !isFederalHoliday(d);
    fc.assert(
      fc.property(date, (received) => {
        const closing = texasDayAfterFinalDisclosure(received);
        expect(daysBetween(received, closing)).toBeGreaterThanOrEqual(1);
        expect([0, 6]).not.toContain(dayOfWeek(closing));
        expect(isFederalHoliday(closing)).toBe(false);
        for (let d = addDays(received, 1); daysBetween(d, closing) > 0; d = addDays(d, 1))
          expect(isTexasBusinessDay(d)).toBe(false);
        let rule = addDays(received, 1);
        while (!ruleBusinessDay(rule)) rule = addDays(rule, 1);
        expect(daysBetween(rule, closing)).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it('sets the earliest closing day when it ends after the 12 days, and names the wait that does', () => {
    const applied = new Date('2027-03-01T15:00:00Z');
    // Received on the notice's day: the 12th day (Saturday, March 13) comes later.
    expect(texasClosingWait(applied, applied, applied)).toMatchObject({
      twelfthDayOn: '2027-03-13',
      dayAfterFinalDisclosureOn: '2027-03-02',
      earliestClosingOn: '2027-03-13',
      setBy: 'TWELVE_DAYS',
    });
    // Acknowledged on the 12th day itself, a Saturday: the closing waits until Monday.
    expect(texasClosingWait(applied, applied, new Date('2027-03-13T16:00:00Z'))).toMatchObject({
      finalDisclosureReceivedOn: '2027-03-13',
      dayAfterFinalDisclosureOn: '2027-03-15',
      earliestClosingOn: '2027-03-15',
      setBy: 'FINAL_DISCLOSURE',
    });
    // Received on Friday the 12th: Monday the 15th again, after the 12th day.
    expect(texasClosingWait(applied, applied, new Date('2027-03-12T22:00:00Z')).earliestClosingOn).toBe(
      '2027-03-15',
    );
  });
});

describe('the 2% fee limit, section 50(a)(6)(E) and 7 TAC 153.5 (decision 0181)', () => {
  const fee = (cents: number) => ({ kind: 'FEE' as const, cents });

  it('allows fees of exactly 2% of the original principal amount', () => {
    expect(texasFeeLimit(5_000_000, [fee(60_000), fee(30_000), fee(10_000)])).toEqual({
      originalPrincipalCents: 5_000_000,
      limitCents: 100_000,
      countedCents: 100_000,
      excessCents: 0,
    });
  });

  it('finds the one cent over the limit', () => {
    expect(texasFeeLimit(5_000_000, [fee(91_800), fee(8_201)]).excessCents).toBe(1);
  });

  it('rounds the limit down to the cent, so no fraction of a cent above 2% is allowed', () => {
    // 2% of $15,000.99 is $300.0198: the limit is $300.01.
    expect(texasFeeLimit(1_500_099, [fee(30_002)])).toMatchObject({ limitCents: 30_001, excessCents: 1 });
  });

  it('leaves out interest, discount points, an appraisal, a survey and title insurance', () => {
    const limit = texasFeeLimit(5_000_000, [
      fee(100_000),
      { kind: 'INTEREST', cents: 20_000 },
      { kind: 'DISCOUNT_POINTS', cents: 50_000 },
      { kind: 'THIRD_PARTY_APPRAISAL', cents: 45_000 },
      { kind: 'SURVEY', cents: 40_000 },
      { kind: 'TITLE_INSURANCE_PREMIUM', cents: 60_000 },
    ]);
    expect(limit).toMatchObject({ countedCents: 100_000, excessCents: 0 });
  });

  it('takes the smaller of the credit limit and the initial draw as the original principal amount', () => {
    expect(texasOriginalPrincipalCents({ creditLimitCents: 15_000_000, initialDrawCents: 5_000_000 })).toBe(
      5_000_000,
    );
    expect(texasOriginalPrincipalCents({ creditLimitCents: 4_000_000, initialDrawCents: 5_000_000 })).toBe(
      4_000_000,
    );
  });

  it('refuses amounts that are not whole, non-negative cents', () => {
    expect(() => texasFeeLimit(-1, [])).toThrow(RangeError);
    expect(() => texasFeeLimit(5_000_000, [fee(0.5)])).toThrow(RangeError);
    expect(() => texasFeeLimit(5_000_000, [fee(-100)])).toThrow(RangeError);
  });
});
