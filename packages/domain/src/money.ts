import { ERROR_MESSAGES } from './errors';

/**
 * Money is an integer number of cents; rates are percent numbers (8.875 means 8.875%).
 * Rounding is half-to-even everywhere the spec asks for rounding (decision 0013).
 */
export type Cents = number;

export const CURRENCY = 'USD';
export const LOCALE = 'en-US';
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

const formatters = new Map<string, Intl.NumberFormat>();
function formatter(key: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  let f = formatters.get(key);
  if (!f) {
    f = new Intl.NumberFormat(LOCALE, options);
    formatters.set(key, f);
  }
  return f;
}

/**
 * "$15,000" from 1_500_000 cents. Rounds half-to-even before Intl (which would round half away from zero).
 * Throws on NaN or a negative precision.
 */
export function formatMoney(cents: Cents, decimals: number = DEFAULT_MONEY_DECIMALS): string {
  if (typeof cents !== 'number' || Number.isNaN(cents) || !Number.isInteger(decimals) || decimals < 0) {
    throw new RangeError(ERROR_MESSAGES.invalidMoneyInput);
  }
  const dollars = roundHalfEven(fromCents(cents), decimals);
  return formatter(`money:${decimals}`, {
    style: 'currency',
    currency: CURRENCY,
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  }).format(dollars);
}

/** "8.875%" from 8.875 (percent points), 3 decimals by default, half-to-even. */
export function formatPercent(percent: number, decimals: number = DEFAULT_PERCENT_DECIMALS): string {
  if (typeof percent !== 'number' || Number.isNaN(percent) || !Number.isInteger(decimals) || decimals < 0) {
    throw new RangeError(ERROR_MESSAGES.invalidMoneyInput);
  }
  const rounded = roundHalfEven(percent, decimals);
  const text = formatter(`pct:${decimals}`, {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  }).format(rounded);
  return `${text}%`;
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
