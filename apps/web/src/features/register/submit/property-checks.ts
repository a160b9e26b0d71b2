import type { LoanOriginator } from '@hearth/domain/entities';
import { nyStateMismatch, type RegionalBlock, referrerOutcome, regionalBlock } from '@hearth/domain/regional';

export type PropertyCheck =
  | { kind: 'ok' }
  | { kind: 'blocked'; block: RegionalBlock }
  | { kind: 'ny-mismatch'; propertyInNewYork: boolean }
  | { kind: 'not-accepting-apps' };

export type PropertyCheckInput = {
  propertyState: string;
  regulatorReview: boolean;
  nyModal: boolean;
  /** The lender serves New York only (its own NY site). */
  siteIsNewYork: boolean;
  eligibleStates?: readonly string[] | undefined;
  referrerRequired: boolean;
  referrerId?: string | undefined;
  /** undefined while unknown, null when the referrer could not be found. */
  loanOriginator?: LoanOriginator | null | undefined;
};

/**
 * The rules that stop a borrower with this property before anything is sent (spec section 5): the referrer,
 * Hawaii, the regulator's NY review, the loan officer's licensed states, then the NY site mismatch.
 * Unserved states are not blocked here: the submit puts the borrower on the waitlist instead.
 */
export function checkProperty(input: PropertyCheckInput): PropertyCheck {
  const referrer = referrerOutcome({
    required: input.referrerRequired,
    present: Boolean(input.referrerId),
    valid: Boolean(input.loanOriginator),
  });
  if (referrer === 'not-accepting-apps') return { kind: 'not-accepting-apps' };
  const block = regionalBlock({
    propertyState: input.propertyState,
    regulatorReview: input.regulatorReview,
    loanOriginator: input.loanOriginator ?? null,
  });
  if (block) return { kind: 'blocked', block };
  if (
    input.nyModal &&
    input.propertyState &&
    nyStateMismatch({ propertyState: input.propertyState, siteIsNewYork: input.siteIsNewYork })
  ) {
    return { kind: 'ny-mismatch', propertyInNewYork: input.propertyState.toUpperCase() === 'NY' };
  }
  return { kind: 'ok' };
}
