import { addDays, type CalendarDate, compareDates, dayOfWeek, formatIsoDate } from './dates';
import { roundHalfEven } from './money';

/**
 * Average prime offer rates (APOR) and the rate spread of a Hearth line (issue 20 item 16, decision 0211).
 *
 * Regulation Z 1026.35(a)(2) defines the APOR as an APR derived from average interest rates and other pricing terms
 * offered on prime loans, published weekly by the FFIEC in two tables: fixed-rate loans by term to maturity and
 * variable-rate loans by initial fixed-rate period, each 1 to 50 years. Regulation C 1003.4(a)(12)(i) reports the
 * difference between the covered loan's APR and the APOR "for a comparable transaction as of the date the interest
 * rate is set". This module reads the FFIEC's table layout, finds the week a rate-set date falls in, and says which
 * closed-end transaction an open-end line is compared with. No I/O: the tables come through the APOR port.
 */

export type AporAmortization = 'FIXED' | 'VARIABLE';

/** The FFIEC's tables go from 1 to 50 years. */
export const APOR_MIN_TERM_YEARS = 1;
export const APOR_MAX_TERM_YEARS = 50;

/** One row of an FFIEC APOR table: the Monday its rates take effect, and the APOR for 1 to 50 years (index 0 = 1). */
export interface AporWeek {
  weekOf: CalendarDate;
  ratesPercent: readonly number[];
}

/**
 * The rows of an FFIEC APOR table as published (`YieldTableFixed.txt`, `YieldTableAdjustable.txt`): a heading line
 * ("Term of Loan in Years|1|...|50" or "Years to First Adjustment|1|...|50"), then one line per week, the effective
 * date written M/D/YYYY followed by 50 rates in percent, separated by pipes (the older CSV downloads use commas).
 * A line that does not start with a date is a heading and is skipped; a dated line without 50 rates is refused.
 */
export function parseAporTable(text: string): AporWeek[] {
  const weeks: AporWeek[] = [];
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (line === '') continue;
    const cells = line.split(/[|,]/).map((cell) => cell.trim());
    const date = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(cells[0] ?? '');
    if (!date) continue;
    const weekOf = { year: Number(date[3]), month: Number(date[1]), day: Number(date[2]) };
    const rates = cells.slice(1).map(Number);
    if (rates.length !== APOR_MAX_TERM_YEARS || rates.some((rate) => !Number.isFinite(rate) || rate <= 0))
      throw new RangeError(`APOR table row ${cells[0]}: expected ${APOR_MAX_TERM_YEARS} positive rates`);
    weeks.push({ weekOf, ratesPercent: rates });
  }
  return weeks.sort((a, b) => compareDates(a.weekOf, b.weekOf));
}

/**
 * The Monday of the week a rate was set in. The FFIEC publishes each week's APORs on Thursday, and "all loans locking
 * from Monday through the following Sunday use the APOR posted on the previous Thursday"; a lender may not apply a
 * new table before the Monday after it is published (FFIEC rate spread calculator, data requirements). The table's
 * rows are dated by that Monday.
 */
export function aporWeekOf(rateSetDate: CalendarDate): CalendarDate {
  const sinceMonday = (dayOfWeek(rateSetDate) + 6) % 7;
  return addDays(rateSetDate, -sinceMonday);
}

/** The row of a table for a rate-set date, or undefined when the table has no row for that week. */
export function aporRowFor(weeks: readonly AporWeek[], rateSetDate: CalendarDate): AporWeek | undefined {
  const monday = formatIsoDate(aporWeekOf(rateSetDate));
  return weeks.find((week) => formatIsoDate(week.weekOf) === monday);
}

/**
 * A term in whole years as the tables take it: the nearest whole number of years, the shorter one when exactly
 * halfway, and 1 for anything under six months, including a variable rate with no initial fixed-rate period
 * (the commentary to Regulation Z 1026.35(a)(2) as the FFIEC calculator's data requirements apply it). At most 50.
 */
export function aporTermYears(months: number): number {
  if (!Number.isFinite(months) || months < 0) throw new RangeError('a term is a number of months, 0 or more');
  if (months < 6) return APOR_MIN_TERM_YEARS;
  const whole = Math.floor(months / 12);
  const rest = months - whole * 12;
  const years = rest > 6 ? whole + 1 : whole;
  return Math.min(APOR_MAX_TERM_YEARS, Math.max(APOR_MIN_TERM_YEARS, years));
}

/** The closed-end transaction an open-end line is compared with: which table, and the term to read in it. */
export interface ComparableTransaction {
  amortization: AporAmortization;
  termYears: number;
}

/**
 * The most closely comparable closed-end transaction of a Hearth line (an open-end plan): Regulation Z comment
 * 32(a)(1)(i)-2 has a creditor opening an open-end plan compare its APR with the APOR of the most closely comparable
 * closed-end transaction, found by the guidance of comments 35(a)(1)-1 and 35(a)(2)-2 and -3, which Regulation C
 * 1003.4(a)(12) and the FFIEC rate spread calculator apply to the rate spread:
 * - a fixed-rate line is a fixed-rate transaction whose term is the plan's term to maturity (the draw period and the
 *   repayment period together: when the last payment is due);
 * - a variable-rate line is a variable-rate transaction whose term is its initial fixed-rate period. Hearth's
 *   variable rate follows the Prime Rate monthly from the day the line opens (no introductory period), so the period
 *   is under six months and the term is 1 year.
 */
export function comparableTransaction(line: {
  rateType: 'FIXED' | 'VARIABLE';
  termYears: number;
  /** Months until the first rate change of a variable-rate line; 0 when the rate may change from the start. */
  initialFixedRateMonths?: number;
}): ComparableTransaction {
  if (line.rateType === 'FIXED')
    return { amortization: 'FIXED', termYears: aporTermYears(line.termYears * 12) };
  return { amortization: 'VARIABLE', termYears: aporTermYears(line.initialFixedRateMonths ?? 0) };
}

/**
 * The rate spread (Regulation C 1003.4(a)(12)(i)): the APR less the APOR, in percentage points to three decimals,
 * as the FIG's field 59 takes it (a negative spread is reported as it is).
 */
export function rateSpreadPercent(aprPercent: number, aporPercent: number): number {
  return roundHalfEven(aprPercent - aporPercent, 3);
}
