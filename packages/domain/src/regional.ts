import { ERROR_MESSAGES } from './errors';
import { MESSAGES } from './validation-rules';

/** Regional rules of spec section 5. */

export type RegionalBlock =
  | { kind: 'hawaii'; message: string }
  | { kind: 'state-not-served'; message: string }
  | { kind: 'licensed-state'; message: string };

export interface RegionalCheckInput {
  propertyState: string;
  regulatorReview?: boolean;
  /** From the referring loan officer, when one referred the borrower. */
  loanOriginator?: { licensedStates: readonly string[]; enforceLicensedStatesForReferral: boolean } | null;
  /** States the organisation serves for the product; absent means all. */
  eligibleStates?: readonly string[];
  /** The property's ZIP and the lender's excluded ZIPs (issue 22 item 10, decision 0217); absent means none. */
  propertyZip?: string;
  excludedZips?: readonly string[];
}

/** Whether the lender does not lend on a property in this ZIP (its excluded-ZIP list, decision 0217). */
export function isExcludedZip(excludedZips: readonly string[] | undefined, zip: string): boolean {
  return excludedZips?.includes(zip.trim()) ?? false;
}

/** The first rule that stops the borrower from continuing with this property, or null. */
export function regionalBlock(input: RegionalCheckInput): RegionalBlock | null {
  const state = input.propertyState.toUpperCase();
  if (state === 'HI') return { kind: 'hawaii', message: ERROR_MESSAGES.hawaii };
  if (input.regulatorReview && state === 'NY')
    return { kind: 'state-not-served', message: MESSAGES.stateNotServed };
  if (input.eligibleStates && !input.eligibleStates.map((s) => s.toUpperCase()).includes(state)) {
    return { kind: 'state-not-served', message: MESSAGES.stateNotServed };
  }
  if (input.propertyZip !== undefined && isExcludedZip(input.excludedZips, input.propertyZip)) {
    return { kind: 'state-not-served', message: MESSAGES.stateNotServed };
  }
  const lo = input.loanOriginator;
  if (
    lo?.enforceLicensedStatesForReferral &&
    !lo.licensedStates.map((s) => s.toUpperCase()).includes(state)
  ) {
    return { kind: 'licensed-state', message: ERROR_MESSAGES.licensedStateBlocked };
  }
  return null;
}

/** NY properties use the NY FCRA wording when its flag is on. */
export function usesNyFcraWording(propertyState: string, nyFcraFlag: boolean): boolean {
  return nyFcraFlag && propertyState.toUpperCase() === 'NY';
}

/** The SOFT_CREDIT consent is skipped for NY unless the NY FCRA flag is on (spec section 7). */
export function sendsSoftCreditConsent(propertyState: string, nyFcraFlag: boolean): boolean {
  return propertyState.toUpperCase() !== 'NY' || nyFcraFlag;
}

export type ReferrerOutcome = 'proceed' | 'drop-referrer' | 'not-accepting-apps';

/** A required referrer that is missing or bad redirects; an optional bad one is dropped. */
export function referrerOutcome(input: {
  required: boolean;
  present: boolean;
  valid: boolean;
}): ReferrerOutcome {
  if (input.present && input.valid) return 'proceed';
  if (input.required) return 'not-accepting-apps';
  return input.present ? 'drop-referrer' : 'proceed';
}

/** The New York state-mismatch modal: the property is in NY on the non-NY site, or outside NY on the NY site. */
export function nyStateMismatch(input: { propertyState: string; siteIsNewYork: boolean }): boolean {
  return (input.propertyState.toUpperCase() === 'NY') !== input.siteIsNewYork;
}
