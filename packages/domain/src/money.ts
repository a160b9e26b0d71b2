import { ERROR_MESSAGES } from './errors';

/**
 * Money is an integer number of cents; rates are percent numbers (8.875 means 8.875%).
 * Rounding is half-to-even everywhere the spec asks for rounding (decision 0013).
 */
export type Cents = number;

export const CURRENCY = 'USD';
export const DEFAULT_MONEY_DECIMALS = 0;
export const DEFAULT_PERCENT_DECIMALS = 3;

/** Moves the decimal point through the string form, so 1.005 shifted by 2 is exactly 100.5. */
function shiftDecimal(value: number, places: number): number {
  const [mantissa, exponent = '0'] = String(value).split('e');
  return Number(`${mantissa}e${Number(exponent) + places}`);
}

/** Rounds to `decimals` places, ties to the even neighbour (banker's rounding). */
export function roundHalfEven(value: number, decimals = 0): number {
  if (!Number.isFinite(value)) throw new RangeError(ERROR_MESSAGES.invalidMoneyInput);
  if (!Number.isInteger(decimals) || decimals < 0) throw new RangeError(ERROR_MESSAGES.invalidMoneyInput);
  const shifted = shiftDecimal(value, decimals);
  const floor = Math.floor(shifted);
  const diff = shifted - floor;
  let rounded: number;
  if (Math.abs(diff - 0.5) < 1e-9) rounded = floor % 2 === 0 ? floor : floor + 1;
  else rounded = Math.round(shifted);
  const result = shiftDecimal(rounded, -decimals);
  return Object.is(result, -0) ? 0 : result;
}

/** Dollars (as typed or sent by a service) to integer cents, half-to-even. */
export function toCents(dollars: number): Cents {
  return Math.round(shiftDecimal(roundHalfEven(dollars, 2), 2)) || 0;
}

/** Dollars from cents, exactly: the wire's dollar amounts (packages/domain/src/heloc-api.ts). */
export function fromCents(cents: Cents): number {
  return shiftDecimal(cents, -2);
}

/** Whole dollars from cents, half a dollar up: the wire's whole-dollar figures (a balance, a value, an income). */
export function wholeDollars(cents: Cents): number {
  return Math.round(fromCents(cents));
}

export function isCents(value: unknown): value is Cents {
  return typeof value === 'number' && Number.isSafeInteger(value);
}

/**
 * "1,234,567.50" from a number already rounded to `decimals` places: en-US digits, grouped by thousands, written out
 * rather than through Intl. A renderer's first use of Intl loads ICU's data, 40 to 110 ms of main thread on the
 * 2-core machine (x4 on a throttled phone), and every page after the offer formats money while it hydrates
 * (decision 0271). The output is Intl's: money.test.ts compares the two.
 */
function formatDecimal(value: number, decimals: number): string {
  const [whole = '0', fraction] = Math.abs(value).toFixed(decimals).split('.');
  const digits = `${groupThousands(whole)}${fraction ? `.${fraction}` : ''}`;
  return value < 0 ? `-${digits}` : digits;
}

/** "1,234,567" from a string of digits. */
export function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** "12,345" from 12_345.4: a whole number of dollars as a money input shows it (no sign for zero). */
export function formatWholeDollars(value: number): string {
  return Number.isFinite(value) ? formatDecimal(Math.round(value) || 0, 0) : '';
}

/**
 * "$15,000" from 1_500_000 cents, "-$12.50" from -1_250 with 2 decimals; half-to-even (Intl would round half away
 * from zero).
 * Throws on NaN or a negative precision.
 */
export function formatMoney(cents: Cents, decimals: number = DEFAULT_MONEY_DECIMALS): string {
  if (typeof cents !== 'number' || Number.isNaN(cents) || !Number.isInteger(decimals) || decimals < 0) {
    throw new RangeError(ERROR_MESSAGES.invalidMoneyInput);
  }
  const dollars = roundHalfEven(fromCents(cents), decimals);
  const digits = formatDecimal(dollars, decimals);
  return dollars < 0 ? `-$${digits.slice(1)}` : `$${digits}`;
}

/** "8.875%" from 8.875 (percent points), 3 decimals by default, half-to-even. */
export function formatPercent(percent: number, decimals: number = DEFAULT_PERCENT_DECIMALS): string {
  if (typeof percent !== 'number' || Number.isNaN(percent) || !Number.isInteger(decimals) || decimals < 0) {
    throw new RangeError(ERROR_MESSAGES.invalidMoneyInput);
  }
  return `${formatDecimal(roundHalfEven(percent, decimals), decimals)}%`;
}

/** Parses "$12,345.67" or "12345.67" as typed into a money input; null when not a number. */
export function parseMoneyInput(input: string): Cents | null {
  const cleaned = input.replace(/[$,\s]/g, '');
  if (cleaned === '' || !/^-?\d*(\.\d*)?$/.test(cleaned) || cleaned === '.' || cleaned === '-') return null;
  return toCents(Number(cleaned));
}

/** Percent of an amount in cents, half-to-even to the cent. */
export function percentOf(cents: Cents, percent: number): Cents {
  return roundHalfEven((cents * percent) / 100, 0);
}
