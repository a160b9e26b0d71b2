import {
  APOR_MAX_TERM_YEARS,
  APOR_MIN_TERM_YEARS,
  type AporWeek,
  aporRowFor,
  parseAporTable,
} from '@hearth/domain/apor';
import { formatIsoDate } from '@hearth/domain/dates';
import type { AporQuery, AporResult } from './apor';

/**
 * The two FFIEC tables, read from their published text: what any adapter of the port answers from once it has the
 * files (the sandbox's are in the repository; a live adapter fetches the FFIEC's). A term outside 1 to 50 years, or
 * not whole, is a caller's mistake: refused, never rounded here (`aporTermYears` rounds).
 */
export class AporTables {
  private readonly fixed: AporWeek[];
  private readonly adjustable: AporWeek[];

  constructor(fixedText: string, adjustableText: string) {
    this.fixed = parseAporTable(fixedText);
    this.adjustable = parseAporTable(adjustableText);
  }

  lookup(query: AporQuery): AporResult {
    const { termYears } = query;
    if (!Number.isInteger(termYears) || termYears < APOR_MIN_TERM_YEARS || termYears > APOR_MAX_TERM_YEARS)
      throw new RangeError(`an APOR term is a whole number of years from 1 to 50, not ${termYears}`);
    const table = query.amortization === 'FIXED' ? this.fixed : this.adjustable;
    const row = aporRowFor(table, query.rateSetDate);
    const rate = row?.ratesPercent[termYears - 1];
    return row && rate !== undefined
      ? { found: true, ratePercent: rate, weekOf: formatIsoDate(row.weekOf) }
      : { found: false };
  }
}
