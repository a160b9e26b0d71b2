import type { AporQuery, AporResult, AporVendor } from './apor';
import { AporTables } from './apor-tables';
import { SANDBOX_APOR_ADJUSTABLE_TABLE, SANDBOX_APOR_FIXED_TABLE } from './sandbox-apor-table';

let tables: AporTables | undefined;

/**
 * The sandbox APOR source (docs/sandbox-personas.md): the tables shipped in `sandbox-apor-table.ts`, weekly from
 * 6 January 2025 to 27 December 2027, in the FFIEC's layout but with sandbox figures. A rate set outside those weeks
 * is not found, so the register leaves the rate spread empty rather than guess.
 */
export class SandboxApor implements AporVendor {
  async averagePrimeOfferRate(query: AporQuery): Promise<AporResult> {
    tables ??= new AporTables(SANDBOX_APOR_FIXED_TABLE, SANDBOX_APOR_ADJUSTABLE_TABLE);
    return tables.lookup(query);
  }
}
