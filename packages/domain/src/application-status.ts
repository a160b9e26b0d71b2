import { APPLICATION_STATUSES, type ApplicationStatus, type ProgressStage } from './enum-values';

/** Statuses from which the borrower cannot move on (spec section 4). */
export const TERMINAL_OR_BLOCKED_STATUSES = [
  'ASSETS_PREQUAL',
  'CANCELLED',
  'CREDIT_ERROR',
  'CREDIT_NO_MATCH',
  'CREDIT_NO_MATCH_SSN',
  'DECLINED',
  'HARD_CREDIT_LOCKED_OR_FROZEN',
  'MULTIPLE_PROPERTIES',
  'NO_PROPERTY_FOUND',
  'SOFT_CREDIT_LOCKED_OR_FROZEN',
] as const satisfies readonly ApplicationStatus[];

/** Statuses where the system is working and the page should wait, besides every WAITING_FOR* one. */
export const PROCESSING_STATUSES = [
  'GEN_APP_DISCLOSURES',
  'GEN_NOTE_SIGNING',
  'GEN_PRE_SOFT_CREDIT_DISCLOSURE',
  'HARD_CREDIT_PULL',
  'IN_PROGRESS',
  'ONSITE_APPRAISAL_REQUEST',
  'PREQUAL_TITLE',
] as const satisfies readonly ApplicationStatus[];

export function isApplicationStatus(value: string): value is ApplicationStatus {
  return (APPLICATION_STATUSES as readonly string[]).includes(value);
}

export function isTerminalOrBlockedStatus(status: string): boolean {
  return (TERMINAL_OR_BLOCKED_STATUSES as readonly string[]).includes(status);
}

/** Any WAITING_FOR* status (including ones the server adds later) or one of the processing statuses. */
export function isWaitingStatus(status: string): boolean {
  return status.startsWith('WAITING_FOR') || (PROCESSING_STATUSES as readonly string[]).includes(status);
}

export type StatusKind = 'terminal' | 'waiting' | 'actionable';

export function statusKind(status: string): StatusKind {
  if (isTerminalOrBlockedStatus(status)) return 'terminal';
  if (isWaitingStatus(status)) return 'waiting';
  return 'actionable';
}

/** Which progress stage (sidebar step) each status belongs to (decision 0011). */
export const STATUS_STAGE: Record<ApplicationStatus, ProgressStage> = {
  START: 'INITIAL',
  // Choosing an offer submits the application: its summary comes after Select Offer (decision 0011).
  APP_SUBMISSION: 'MORE_INFO',
  SUMMARY_DISCLOSURE: 'MORE_INFO',
  GEN_PRE_SOFT_CREDIT_DISCLOSURE: 'INITIAL',
  WAITING_FOR_SOFT_CREDIT: 'INITIAL',
  // Asked from the summary, after an offer is chosen (decision 0121).
  COLLECT_ADDITIONAL_INFO: 'MORE_INFO',
  HMDA: 'MORE_INFO',
  CREDIT_NO_MATCH: 'INITIAL',
  CREDIT_NO_MATCH_SSN: 'INITIAL',
  HARD_CREDIT_LOCKED_OR_FROZEN: 'INITIAL',
  SOFT_CREDIT_LOCKED_OR_FROZEN: 'INITIAL',
  NO_PROPERTY_FOUND: 'INITIAL',
  MULTIPLE_PROPERTIES: 'INITIAL',
  DECLINED: 'INITIAL',
  CANCELLED: 'INITIAL',
  WAITING_FOR_INITIAL_OFFERS: 'INITIAL',
  OFFER_SELECTION: 'PRODUCT_SELECT',
  REVISED_OFFER_SELECTION: 'PRODUCT_SELECT',
  ASSETS_PREQUAL: 'PRODUCT_SELECT',
  LIEN_REQUALIFY: 'PRODUCT_SELECT',
  HARD_CREDIT_PULL: 'MORE_INFO',
  CREDIT_ERROR: 'MORE_INFO',
  CREDIT_MINOR: 'MORE_INFO',
  FACTA_REVIEW: 'MORE_INFO',
  DELINQUENCY_REVIEW: 'MORE_INFO',
  IN_PROGRESS: 'MORE_INFO',
  UNKNOWN: 'MORE_INFO',
  INCOME_VERIFICATION: 'LINK_INCOME',
  EMPLOYMENT_VERIFICATION: 'LINK_INCOME',
  INCOME_NOT_VERIFIED: 'LINK_INCOME',
  UNDERWRITING_REVIEW: 'ID_UPLOAD',
  IDENTITY_VERIFICATION: 'ID_UPLOAD',
  // After the final offer is accepted (decision 0160): liens, value, title, insurance and accounts lead to the
  // documents, so they belong to Sign Documents, as the final offer on signing/intro does.
  TRUST_AND_INSURANCE: 'SIGNING',
  LIEN_VERIFICATION: 'SIGNING',
  CO_DEED_REQUEST: 'SIGNING',
  MISSING_PROPERTY_VALUE: 'SIGNING',
  ESTIMATED_PROPERTY_VALUE: 'SIGNING',
  NAV_BPO_ORDER_REQUEST: 'SIGNING',
  NAV_BPO_PROCESSING: 'SIGNING',
  NAV_RESI_EVAL_ORDER_REQUEST: 'SIGNING',
  NAV_RESI_EVAL_PROCESSING: 'SIGNING',
  ONSITE_APPRAISAL_REQUEST: 'SIGNING',
  ONSITE_APPRAISAL_SCHEDULED: 'SIGNING',
  ONSITE_APPRAISAL_REVIEW: 'SIGNING',
  APPRAISAL_REVIEW: 'SIGNING',
  HOLD_FOR_APPRAISAL: 'SIGNING',
  PREQUAL_TITLE: 'SIGNING',
  ORDER_FULL_TITLE: 'SIGNING',
  FINAL_TITLE_PROCESSING: 'SIGNING',
  FINAL_TITLE_COMPLETE: 'SIGNING',
  PAYOFF_REQUEST_PENDING: 'SIGNING',
  STEWART_PAYOFFS: 'SIGNING',
  DISBURSEMENT_ACCOUNT: 'SIGNING',
  AUTOPAY: 'SIGNING',
  VERIFIED_AUTOPAY: 'SIGNING',
  OWNERSHIP_REVIEW: 'SIGNING',
  GEN_APP_DISCLOSURES: 'SIGNING',
  GEN_CLOSING_DISCLOSURE: 'SIGNING',
  GEN_NOTE_SIGNING: 'SIGNING',
  NOTE_SIGNING: 'SIGNING',
  FINAL_OFFER: 'SIGNING',
  NOTARY_DISCLOSURE: 'ENOTARY',
  ATTORNEY_REVIEW: 'ENOTARY',
  NOTARY_WAITING_PERIOD: 'ENOTARY',
  DEED_SIGNING: 'ENOTARY',
  MANUAL_DEED_SIGNING: 'MANUAL_NOTARY',
  RESCISSION: 'COMPLETE',
  RECORDING: 'COMPLETE',
  FUNDING_DECISION: 'COMPLETE',
  FUNDABLE: 'COMPLETE',
  DIRECT_DEBT_PAYOFF: 'COMPLETE',
  COMPLETE: 'COMPLETE',
};

/** Stage of a status; statuses the server may add later fall into MORE_INFO, the generic "working on it" stage. */
export function stageForStatus(status: string): ProgressStage {
  return isApplicationStatus(status) ? STATUS_STAGE[status] : 'MORE_INFO';
}

const DISCLOSURES_PAGE = /\/document\/disclosures\/?$/;
/**
 * Pages a borrower may have open whatever the system is doing (decision 0248): the disclosures, the tasks (a task can
 * be raised at any status) and the signing help. A pending status leaves them in place.
 */
const OPEN_WHILE_PENDING = /\/(document\/disclosures|conditions(\/[a-z-]+)?|signing\/support)\/?$/;

/**
 * Automatic re-route (spec section 4): a pending or processing status (except on the pages open while the system
 * works), and an underwriting DECLINE except on the disclosures page.
 */
export function shouldAutoReroute(input: { status: string; uwDecision?: string; pathname: string }): boolean {
  if (isWaitingStatus(input.status) && !OPEN_WHILE_PENDING.test(input.pathname)) return true;
  return input.uwDecision === 'DECLINE' && !DISCLOSURES_PAGE.test(input.pathname);
}
