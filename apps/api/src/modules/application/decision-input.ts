import type { OrgPricingData } from '@hearth/domain/brands';
import type { DecisionInput } from '@hearth/domain/decisioning/engine';
import { hmdaKeysIn } from '@hearth/domain/hmda';
import { decryptField } from '../../db/field-crypto';
import type { CreditPullResult } from '../../providers/credit-bureau/credit-bureau';
import type { PropertyLookupResult } from '../../providers/property-data/property-data';
import type { ApplicationRow } from './repository';

/**
 * The one place a decision input is built from an application (decision 0122). It reads the application row
 * only, and the Regulation C answers are not in that row (they live in `application_hmda`), so no decision can
 * see them; the check below makes a future field that slips one in fail loudly instead of deciding on it.
 */
export function decisionInputFor(
  row: ApplicationRow,
  context: {
    encryptionKey: Uint8Array;
    credit: CreditPullResult;
    property: PropertyLookupResult;
    orgPricingData: OrgPricingData;
    now: Date;
  },
): DecisionInput {
  const input: DecisionInput = {
    credit: context.credit,
    property: context.property,
    applicant: {
      dob: decryptField(context.encryptionKey, row.dobEncrypted),
      occupancy: row.occupancyType as 'HOME' | 'SECONDARY' | 'INVESTMENT',
      listedForSale: row.listedForSale,
      incomeAnnualCents: row.incomeCents,
      otherIncomeAnnualCents: row.otherIncomeCents,
    },
    orgPricingData: context.orgPricingData,
    now: context.now,
  };
  const leaked = hmdaKeysIn(input);
  if (leaked.length > 0) throw new Error(`HMDA data must never reach a decision: ${leaked.join(', ')}`);
  return input;
}
