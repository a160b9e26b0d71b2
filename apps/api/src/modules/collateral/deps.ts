import type { FloodVendor } from '../../providers/flood/flood';
import type { InsuranceVerifier } from '../../providers/insurance/insurance';
import type { TitleVendor } from '../../providers/title/title';
import type { ValuationVendor } from '../../providers/valuation/valuation';
import type { FinalDecisionDeps } from '../final-decision/service';

/** What part 2's services need (decision 0160): the final decision's, the four vendors, and the advance job. */
export interface CollateralDeps extends FinalDecisionDeps {
  title: TitleVendor;
  flood: FloodVendor;
  valuation: ValuationVendor;
  insurance: InsuranceVerifier;
  /** Queues the advance job of an application (ordering, routing); a no-op where nothing is due. */
  advance(applicationUuid: string): Promise<void>;
  /** The mortgagee clause the lender's hazard and flood policies must carry (from the brand's creditor data). */
  mortgageeClause(orgCode: string): string;
  /**
   * Gives the notices the collateral file now calls for (decision 0204: the copy of a valuation of a first-lien line,
   * the flood-hazard notice), registered by the notices module; idempotent, and throws when a notice could not be
   * given. Absent where no notices module runs.
   */
  notices?(applicationUuid: string): Promise<void>;
}
