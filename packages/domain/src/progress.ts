import { stageForStatus } from './application-status';
import type { ApplicationStatus } from './enum-values';
import type { ProgressStage } from './enums';
import { isTexasHomeEquity } from './texas-home-equity';

/**
 * Stage -> sidebar step (0-7). The labels put "Link Income Sources" before "Verify Identity",
 * so LINK_INCOME is step 3 and ID_UPLOAD step 4 (decision 0011). Step 7 means every step is done.
 */
export const STAGE_STEP: Record<ProgressStage, number> = {
  INITIAL: 0,
  PRODUCT_SELECT: 1,
  MORE_INFO: 2,
  LINK_INCOME: 3,
  ID_UPLOAD: 4,
  SIGNING: 5,
  ENOTARY: 6,
  MANUAL_NOTARY: 6,
  COMPLETE: 7,
};

export const STEP_LABELS = [
  'Basic Info',
  'Select Offer',
  'Provide More Info',
  'Link Income Sources',
  'Verify Identity',
  'Sign Documents',
] as const;
export const ENOTARY_STEP_LABEL = 'Talk to eNotary';
export const MANUAL_NOTARY_STEP_LABEL = 'Schedule Notary Session';

/** The seven step labels; the last depends on the manual-notary flag. */
export function stepLabels(manualNotary: boolean): string[] {
  return [...STEP_LABELS, manualNotary ? MANUAL_NOTARY_STEP_LABEL : ENOTARY_STEP_LABEL];
}

export type StepState = 'complete' | 'current' | 'upcoming';

export interface ProgressView {
  currentStep: number;
  steps: { label: string; state: StepState }[];
}

export function progressFor(stage: ProgressStage, manualNotary: boolean): ProgressView {
  const currentStep = STAGE_STEP[stage];
  return {
    currentStep,
    steps: stepLabels(manualNotary).map((label, index) => ({
      label,
      state: index < currentStep ? 'complete' : index === currentStep ? 'current' : 'upcoming',
    })),
  };
}

/**
 * The sidebar of an application in `status`: its stage's step, and the manual-notary label when the flag is
 * set or the status itself is the manual deed signing (the flag can lag the status by one poll).
 */
export function progressForStatus(status: string, manualNotary: boolean): ProgressView {
  const stage = stageForStatus(status);
  return progressFor(stage, manualNotary || stage === 'MANUAL_NOTARY');
}

/**
 * What is happening now within the current step, in the borrower's words (issue 21 item 10). The spec fixes the
 * seven step labels, and one of them ("Sign Documents") spans the final offer, liens, valuation, title, insurance
 * and the bank accounts; the panel names the task under it, so it never says "Sign Documents" while the borrower
 * confirms liens, and after the notary it says where the money is instead of "Talk to eNotary". Statuses the step
 * router handles on their own pages before the offer (and the closed ones, which show their outcome) have none.
 */
const CURRENT_TASKS: Partial<Record<ApplicationStatus, string>> = {
  FINAL_OFFER: 'Review your final offer',
  LIEN_VERIFICATION: 'Confirm your liens',
  PAYOFF_REQUEST_PENDING: 'Payoff amounts requested',
  STEWART_PAYOFFS: 'Payoff amounts requested',
  MISSING_PROPERTY_VALUE: 'Estimate your home’s value',
  ESTIMATED_PROPERTY_VALUE: 'Estimate your home’s value',
  NAV_BPO_ORDER_REQUEST: 'Order your home valuation',
  NAV_BPO_PROCESSING: 'Home valuation in progress',
  NAV_RESI_EVAL_ORDER_REQUEST: 'Home valuation in progress',
  NAV_RESI_EVAL_PROCESSING: 'Home valuation in progress',
  ONSITE_APPRAISAL_REQUEST: 'Home valuation in progress',
  ONSITE_APPRAISAL_SCHEDULED: 'Home valuation in progress',
  ONSITE_APPRAISAL_REVIEW: 'Home valuation in progress',
  APPRAISAL_REVIEW: 'Home valuation in progress',
  HOLD_FOR_APPRAISAL: 'Home valuation in progress',
  PREQUAL_TITLE: 'Title search in progress',
  ORDER_FULL_TITLE: 'Title search in progress',
  FINAL_TITLE_PROCESSING: 'Title search in progress',
  FINAL_TITLE_COMPLETE: 'Title search in progress',
  OWNERSHIP_REVIEW: 'Ownership review in progress',
  CO_DEED_REQUEST: 'Invite the other owners',
  TRUST_AND_INSURANCE: 'Send your insurance documents',
  DISBURSEMENT_ACCOUNT: 'Add your bank accounts',
  AUTOPAY: 'Add your bank accounts',
  VERIFIED_AUTOPAY: 'Confirm your bank accounts',
  GEN_APP_DISCLOSURES: 'Preparing your documents',
  GEN_CLOSING_DISCLOSURE: 'Preparing your documents',
  GEN_NOTE_SIGNING: 'Preparing your documents',
  NOTE_SIGNING: 'Sign your documents',
  NOTARY_DISCLOSURE: 'Book your notary',
  ATTORNEY_REVIEW: 'Attorney review in progress',
  NOTARY_WAITING_PERIOD: 'Notary session booked',
  DEED_SIGNING: 'Sign with the notary',
  MANUAL_DEED_SIGNING: 'Notary visit booked',
  RESCISSION: 'Your right to cancel',
  RECORDING: 'Recording your deed',
  FUNDING_DECISION: 'Sending your money',
  FUNDABLE: 'Sending your money',
  DIRECT_DEBT_PAYOFF: 'Sending your money',
  COMPLETE: 'Your line is open',
};

/**
 * A Texas home equity line closes at a title office, not with a notary who comes to the home (decisions 0176, 0208):
 * the booking step and the booked closing are named for the office.
 */
const TITLE_OFFICE_TASKS: Partial<Record<ApplicationStatus, string>> = {
  NOTARY_DISCLOSURE: 'Book your closing',
  MANUAL_DEED_SIGNING: 'Title-office closing booked',
};

/** The task under the current step; `propertyState` names the Texas title-office closing's tasks for what they are. */
export function currentTask(status: string, propertyState?: string | null): string | null {
  const key = status as ApplicationStatus;
  const titleOffice = propertyState ? isTexasHomeEquity(propertyState) : false;
  return (titleOffice ? TITLE_OFFICE_TASKS[key] : undefined) ?? CURRENT_TASKS[key] ?? null;
}

/** Progress bar default maximum (spec section 9). */
export const PROGRESS_DEFAULT_MAX = 100;

/** Percentage for a progress bar, clamped to [0, 100]. */
export function progressPercent(value: number, max: number = PROGRESS_DEFAULT_MAX): number {
  if (!(max > 0) || Number.isNaN(value)) return 0;
  return Math.min(100, Math.max(0, (value / max) * 100));
}
