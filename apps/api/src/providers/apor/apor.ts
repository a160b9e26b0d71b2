import type { AporAmortization } from '@hearth/domain/apor';
import type { CalendarDate } from '@hearth/domain/dates';

/**
 * The average prime offer rate as a port (issue 20 item 16, decision 0211): the FFIEC's weekly APOR tables (Regulation
 * Z 1026.35(a)(2)), which the HMDA register's rate spread (Regulation C 1003.4(a)(12)) and the HOEPA test
 * (1026.32(a)(1)(i)) compare a line's APR with. A real adapter reads the FFIEC's published files (see
 * `sandbox-apor-table.ts` for where), behind the same interface and passing `apor.contract.ts`. It answers at once:
 * no callback, so it is not in VENDOR_ADAPTERS.
 */
export interface AporVendor {
  averagePrimeOfferRate(query: AporQuery): Promise<AporResult>;
}

export interface AporQuery {
  /** The day the rate was set: its week's row (Monday to Sunday) applies. */
  rateSetDate: CalendarDate;
  /** The fixed-rate table, or the adjustable-rate one. */
  amortization: AporAmortization;
  /** Whole years, 1 to 50: the term to maturity (fixed) or the initial fixed-rate period (adjustable). */
  termYears: number;
}

/** The APOR in percent and the Monday (YYYY-MM-DD) of the row it came from, or not found for a week not published. */
export type AporResult = { found: true; ratePercent: number; weekOf: string } | { found: false };
