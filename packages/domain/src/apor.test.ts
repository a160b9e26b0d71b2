import { describe, expect, it } from 'vitest';
import {
  aporRowFor,
  aporTermYears,
  aporWeekOf,
  comparableTransaction,
  parseAporTable,
  rateSpreadPercent,
} from './apor';
import { formatIsoDate } from './dates';

const day = (iso: string) => {
  const [year, month, dayOfMonth] = iso.split('-').map(Number);
  return { year: year as number, month: month as number, day: dayOfMonth as number };
};
const rates = (first: number) => Array.from({ length: 50 }, (_, i) => (first + i / 100).toFixed(2));
const TABLE = [
  `Term of Loan in Years|${Array.from({ length: 50 }, (_, i) => i + 1).join('|')}`,
  `1/5/2026|${rates(5).join('|')}`,
  `1/12/2026|${rates(6).join('|')}`,
  '',
].join('\r\n');

describe('the FFIEC APOR table (decision 0211)', () => {
  it('reads the published layout: a heading, then a Monday and 50 rates per line, pipes or commas', () => {
    const weeks = parseAporTable(TABLE);
    expect(weeks.map((w) => formatIsoDate(w.weekOf))).toEqual(['2026-01-05', '2026-01-12']);
    expect(weeks[0]?.ratesPercent[0]).toBe(5);
    expect(weeks[1]?.ratesPercent[29]).toBe(6.29);
    expect(parseAporTable(TABLE.replaceAll('|', ','))).toEqual(weeks);
  });

  it('refuses a dated row without 50 positive rates', () => {
    expect(() => parseAporTable(`1/5/2026|${rates(5).slice(1).join('|')}`)).toThrow(RangeError);
    expect(() => parseAporTable(`1/5/2026|${[...rates(5).slice(1), 'x'].join('|')}`)).toThrow(RangeError);
  });

  it('gives a rate set on any day Monday to Sunday the row of that Monday, and none for a week not in it', () => {
    const weeks = parseAporTable(TABLE);
    for (const date of ['2026-01-05', '2026-01-08', '2026-01-11'])
      expect(formatIsoDate(aporWeekOf(day(date))), date).toBe('2026-01-05');
    expect(aporRowFor(weeks, day('2026-01-11'))?.ratesPercent[0]).toBe(5);
    expect(aporRowFor(weeks, day('2026-01-12'))?.ratesPercent[0]).toBe(6);
    expect(aporRowFor(weeks, day('2026-01-04'))).toBeUndefined();
    expect(aporRowFor(weeks, day('2026-01-19'))).toBeUndefined();
  });

  it('rounds a term to the nearest whole year, the shorter one when halfway, and under six months to 1', () => {
    expect([0, 5, 6, 17, 18, 19, 240, 246, 247, 1200].map(aporTermYears)).toEqual([
      1, 1, 1, 1, 1, 2, 20, 20, 21, 50,
    ]);
  });

  it('compares a fixed-rate line with a fixed-rate loan of its whole term, a monthly variable rate with 1 year', () => {
    expect(comparableTransaction({ rateType: 'FIXED', termYears: 20 })).toEqual({
      amortization: 'FIXED',
      termYears: 20,
    });
    expect(comparableTransaction({ rateType: 'VARIABLE', termYears: 30 })).toEqual({
      amortization: 'VARIABLE',
      termYears: 1,
    });
    expect(
      comparableTransaction({ rateType: 'VARIABLE', termYears: 30, initialFixedRateMonths: 60 }),
    ).toEqual({
      amortization: 'VARIABLE',
      termYears: 5,
    });
  });

  it('works out the spread to three decimals, negative when the APR is below the APOR', () => {
    expect(rateSpreadPercent(8.875, 6.5)).toBe(2.375);
    expect(rateSpreadPercent(9.1, 6.27)).toBe(2.83);
    expect(rateSpreadPercent(5.999, 6.12)).toBe(-0.121);
  });
});
