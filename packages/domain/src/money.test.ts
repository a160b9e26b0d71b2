import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ERROR_MESSAGES } from './errors';
import {
  formatMoney,
  formatPercent,
  formatWholeDollars,
  fromCents,
  isCents,
  parseMoneyInput,
  percentOf,
  roundHalfEven,
  toCents,
  wholeDollars,
} from './money';

describe('roundHalfEven', () => {
  it.each([
    [0.5, 0, 0],
    [1.5, 0, 2],
    [2.5, 0, 2],
    [3.5, 0, 4],
    [-0.5, 0, 0],
    [-1.5, 0, -2],
    [-2.5, 0, -2],
    [2.4999, 0, 2],
    [2.5001, 0, 3],
    [1.005, 2, 1],
    [1.015, 2, 1.02],
    [1.025, 2, 1.02],
    [8.8745, 3, 8.874],
    [8.8755, 3, 8.876],
    [1e-7, 2, 0],
    [123456.785, 2, 123456.78],
  ])('%d to %i places is %d', (value, places, expected) => {
    expect(roundHalfEven(value, places)).toBe(expected);
  });

  it.each([
    [Number.NaN, 0],
    [Number.POSITIVE_INFINITY, 0],
    [1, -1],
    [1, 1.5],
  ])('rejects %d with %d places', (v, p) => {
    expect(() => roundHalfEven(v, p)).toThrow(ERROR_MESSAGES.invalidMoneyInput);
  });

  it('property: every n + 0.5 rounds to the even neighbour', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1_000_000, max: 1_000_000 }), (n) => {
        const r = roundHalfEven(n + 0.5);
        expect(Math.abs(r % 2)).toBe(0);
        expect([n, n + 1]).toContain(r);
      }),
    );
  });

  it('property: rounding moves a value by at most half a unit', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -1e9, max: 1e9, noNaN: true }),
        fc.integer({ min: 0, max: 4 }),
        (v, places) => {
          expect(Math.abs(roundHalfEven(v, places) - v)).toBeLessThanOrEqual(0.5 / 10 ** places + 1e-6);
        },
      ),
    );
  });
});

describe('cents', () => {
  it.each([
    [15000, 1_500_000],
    [0.1 + 0.2, 30],
    [1.005, 100],
    [1.015, 102],
    [-0, 0],
    [19.999, 2000],
  ])('%d dollars is %i cents', (dollars, cents) => {
    expect(toCents(dollars)).toBe(cents);
    expect(isCents(toCents(dollars))).toBe(true);
  });

  it('converts back', () => {
    expect(fromCents(1_234_567)).toBe(12_345.67);
    expect(isCents(1.5)).toBe(false);
  });

  it('gives whole dollars, half a dollar up, for the whole-dollar figures', () => {
    expect(wholeDollars(24_850_049)).toBe(248_500);
    expect(wholeDollars(24_850_050)).toBe(248_501);
    expect(wholeDollars(0)).toBe(0);
  });

  it.each([
    ['$12,345.67', 1_234_567],
    ['12345', 1_234_500],
    [' 1,000 ', 100_000],
    ['.5', 50],
    ['', null],
    ['abc', null],
    ['1.2.3', null],
    ['.', null],
    ['-', null],
  ])('parses %j as %j', (input, expected) => {
    expect(parseMoneyInput(input)).toBe(expected);
  });

  it('takes a percent of cents half-to-even', () => {
    expect(percentOf(1_000_000, 2.99)).toBe(29_900);
    expect(percentOf(50, 1)).toBe(0); // 0.5 cent -> 0 (even)
    expect(percentOf(150, 1)).toBe(2); // 1.5 cents -> 2 (even)
  });
});

describe('formatMoney', () => {
  it.each([
    [1_500_000, undefined, '$15,000'],
    [40_000_000, undefined, '$400,000'],
    [0, undefined, '$0'],
    [150, undefined, '$2'],
    [250, undefined, '$2'],
    [350, undefined, '$4'],
    [123_456, 2, '$1,234.56'],
    [-123_456, 2, '-$1,234.56'],
    [100, 2, '$1.00'],
  ])('%i cents with %j decimals -> %s', (cents, decimals, expected) => {
    expect(formatMoney(cents, decimals)).toBe(expected);
  });

  it.each([
    [Number.NaN, 0],
    [100, -1],
    [100, 0.5],
  ])('rejects %d with precision %d', (cents, decimals) => {
    expect(() => formatMoney(cents, decimals)).toThrow(ERROR_MESSAGES.invalidMoneyInput);
  });
  it('rejects a non-number', () => {
    expect(() => formatMoney('100' as unknown as number)).toThrow(RangeError);
  });
});

describe('formatPercent', () => {
  it.each([
    [7.6, undefined, '7.600%'],
    [17.2, undefined, '17.200%'],
    [8.8745, undefined, '8.874%'],
    [8.8755, undefined, '8.876%'],
    [4.99, 2, '4.99%'],
    [2.5, 0, '2%'],
  ])('%d with %j decimals -> %s', (value, decimals, expected) => {
    expect(formatPercent(value, decimals)).toBe(expected);
  });
  it('rejects NaN and negative precision', () => {
    expect(() => formatPercent(Number.NaN)).toThrow(ERROR_MESSAGES.invalidMoneyInput);
    expect(() => formatPercent(5, -1)).toThrow(ERROR_MESSAGES.invalidMoneyInput);
  });
});

describe('formatting without Intl writes what Intl writes (decision 0271)', () => {
  const money = (decimals: number) =>
    new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency: 'USD',
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
    });
  const decimal = (decimals: number) =>
    new Intl.NumberFormat('en-US', { minimumFractionDigits: decimals, maximumFractionDigits: decimals });

  it('money: any amount of cents up to a trillion dollars, whole dollars or cents', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -100_000_000_000_000, max: 100_000_000_000_000 }),
        fc.constantFrom(0, 2),
        (cents, d) => {
          expect(formatMoney(cents, d)).toBe(money(d).format(roundHalfEven(fromCents(cents), d)));
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('percent: rates and fees with 0 to 4 decimals, large and negative ones grouped and signed as Intl does', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -1e7, max: 1e7, noNaN: true }),
        fc.integer({ min: 0, max: 4 }),
        (value, d) => {
          expect(formatPercent(value, d)).toBe(`${decimal(d).format(roundHalfEven(value, d))}%`);
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('whole numbers as a money input shows them', () => {
    expect(formatWholeDollars(1_234_567.4)).toBe('1,234,567');
    expect(formatWholeDollars(999.5)).toBe('1,000');
    expect(formatWholeDollars(-1_234)).toBe('-1,234');
    expect(formatWholeDollars(-0.2)).toBe('0');
    expect(formatWholeDollars(Number.NaN)).toBe('');
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (n) => {
        expect(formatWholeDollars(n)).toBe(n.toLocaleString('en-US'));
      }),
    );
  });
});
