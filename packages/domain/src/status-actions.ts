import type { ApplicationStatus } from './enum-values';
import type { StatusActor } from './status-machine';

/**
 * What each status allows (issue 18 item 10): the steps a person can take on an application, each with the
 * statuses it may be taken in and who takes it. The API refuses a step outside its statuses (409, the step's own
 * message) and a page offers its form only where the step is allowed, both from this one table, so the two cannot
 * disagree. The status machine (status-machine.ts) says where a step leads; this table says when it can be taken
 * and who moves the application on after it (the person themselves, or the vendor or job the step hands work to);
 * its test checks that every allowed status has such a move in the machine.
 *
 * Steps that only read (a view, a document) are not here: what a person may read is a matter of who they are
 * (own-application, the signer's guard, lender staff), not of the status.
 */
interface StepRule {
  by: Extract<StatusActor, 'borrower' | 'lender'>;
  in: readonly ApplicationStatus[];
  /** Who moves the application on once the step is taken: the person, or the vendor or job it hands work to. */
  movedOnBy: StatusActor;
}

const borrower = (...statuses: ApplicationStatus[]): StepRule => ({
  by: 'borrower',
  in: statuses,
  movedOnBy: 'borrower',
});
const lender = (...statuses: ApplicationStatus[]): StepRule => ({
  by: 'lender',
  in: statuses,
  movedOnBy: 'lender',
});
const handsTo = (movedOnBy: StatusActor, rule: StepRule): StepRule => ({ ...rule, movedOnBy });

export const STATUS_ACTIONS = {
  /** Choose or change an offer (spec section 4, offers page). */
  selectOffer: borrower('OFFER_SELECTION', 'REVISED_OFFER_SELECTION'),
  /** Connect payroll or a bank, upload an income document, or send what was connected for review. */
  connectIncome: handsTo('vendor', borrower('INCOME_VERIFICATION')),
  /** Give the employer's contact for a verification of employment. */
  verifyEmployer: borrower('EMPLOYMENT_VERIFICATION'),
  /** Try another way to show income after a failed one. */
  retryIncome: borrower('INCOME_NOT_VERIFIED', 'EMPLOYMENT_VERIFICATION'),
  /** Accept the final offer after underwriting. */
  acceptFinalOffer: borrower('FINAL_OFFER'),
  /** Confirm the liens found on title. */
  confirmLiens: borrower('LIEN_VERIFICATION'),
  /** Estimate the home's value when the automated value is missing or needs support. */
  estimateValue: borrower('ESTIMATED_PROPERTY_VALUE', 'MISSING_PROPERTY_VALUE'),
  /** Order (and pay for) a broker price opinion. */
  orderBpo: borrower('NAV_BPO_ORDER_REQUEST'),
  /** Invite or re-invite the other owners on title to join. */
  inviteSigners: borrower('CO_DEED_REQUEST'),
  /** Send the trust papers and proof of insurance the title search asked for. */
  sendInsurance: handsTo('job', borrower('TRUST_AND_INSURANCE')),
  /** Add the account the line pays into (or change it before autopay is chosen). */
  addDisbursementAccount: borrower('DISBURSEMENT_ACCOUNT', 'AUTOPAY'),
  /** Choose or decline the autopay account. */
  chooseAutopay: borrower('AUTOPAY'),
  /** Confirm both accounts. */
  confirmAccounts: borrower('VERIFIED_AUTOPAY'),
  /** Sign the loan documents (the note). */
  signDocuments: borrower('NOTE_SIGNING'),
  /** Book an eNotary session or choose an in-person notary. */
  bookNotary: borrower('NOTARY_DISCLOSURE'),
  /** Sign the deed of trust in the eNotary session. */
  signDeed: handsTo('vendor', borrower('DEED_SIGNING')),
  /** Cancel the line within the right to cancel. */
  cancelLine: borrower('RESCISSION'),
  /** A reviewer's answer when title did not show the applicant as an owner. */
  decideOwnership: lender('OWNERSHIP_REVIEW'),
  /** The underwriter's decision on a file sent to manual review. */
  decideUnderwriting: lender('UNDERWRITING_REVIEW'),
  /** A reviewer's answer on a delinquency the hard pull found. */
  decideDelinquency: lender('DELINQUENCY_REVIEW'),
  /** A reviewer's answer on a file held while its payoff statement is awaited (payoff/hold, decision 0253). */
  decidePayoffHold: lender('PAYOFF_REQUEST_PENDING'),
  /** A reviewer's answer on a file held while the broker price opinion is out (bpo/hold, decision 0253). */
  decideBpoHold: lender('NAV_BPO_PROCESSING'),
  /** The funding decision, approved by staff when it waits on them. */
  approveFunding: lender('FUNDING_DECISION'),
  /** Send a returned draw again once the account is fixed. */
  resendDraw: handsTo('vendor', lender('FUNDABLE')),
} as const satisfies Record<string, StepRule>;

export type StatusAction = keyof typeof STATUS_ACTIONS;

/** Whether `action` can be taken in `status` (a status from the wire or a row: unknown ones allow nothing). */
export function allows(status: string | null | undefined, action: StatusAction): boolean {
  return status != null && (STATUS_ACTIONS[action].in as readonly string[]).includes(status);
}

/** The table read the other way: what a status allows, in the table's order. */
export function actionsAllowedIn(status: string): StatusAction[] {
  return (Object.keys(STATUS_ACTIONS) as StatusAction[]).filter((action) => allows(status, action));
}
