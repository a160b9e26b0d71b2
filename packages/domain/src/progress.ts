import { stageForStatus } from './application-status';
import type { ProgressStage } from './enums';

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

/** Progress bar default maximum (spec section 9). */
export const PROGRESS_DEFAULT_MAX = 100;

/** Percentage for a progress bar, clamped to [0, 100]. */
export function progressPercent(value: number, max: number = PROGRESS_DEFAULT_MAX): number {
  if (!(max > 0) || Number.isNaN(value)) return 0;
  return Math.min(100, Math.max(0, (value / max) * 100));
}
