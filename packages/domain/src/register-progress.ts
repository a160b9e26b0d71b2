/** Registration step lists and progress (spec section 2). */

export const REGISTER_V2_STEPS = [
  'index',
  'home-address',
  'for-sale',
  'annual-income',
  'legal-name',
  'birthdate',
  'phone-and-email',
  'set-password',
] as const;
export type RegisterV2Step = (typeof REGISTER_V2_STEPS)[number];

/** Steps handled by the newer authentication flow instead of the register pages. */
export const NEW_AUTH_SKIPPED_STEPS: readonly RegisterV2Step[] = ['phone-and-email', 'set-password'];

export const REGISTER_V2_PATH = '/register-v2';
export const LEGACY_REGISTER_PATH = '/register';

export function registerV2Steps(newAuthMode: boolean): RegisterV2Step[] {
  return REGISTER_V2_STEPS.filter((s) => !newAuthMode || !NEW_AUTH_SKIPPED_STEPS.includes(s));
}

export function registerV2StepPath(step: RegisterV2Step): string {
  return step === 'index' ? REGISTER_V2_PATH : `${REGISTER_V2_PATH}/${step}`;
}

export interface StepProgress {
  /** 0-based position among the counted steps */
  index: number;
  total: number;
  /** 0-100, the step's position counted from 1 */
  percent: number;
}

function progressOf(index: number, total: number): StepProgress {
  return { index, total, percent: Math.round(((index + 1) / total) * 100) };
}

/** The next v2 step, or null after the last counted step (submit). */
export function nextRegisterV2Step(step: RegisterV2Step, newAuthMode: boolean): RegisterV2Step | null {
  const steps = registerV2Steps(newAuthMode);
  const index = steps.indexOf(step);
  return index === -1 ? null : (steps[index + 1] ?? null);
}

/** Where a v2 visit must go instead: redesign off -> /register with the query; no street yet -> the start. */
export function registerV2Redirect(input: {
  redesignEnabled: boolean;
  step: RegisterV2Step;
  hasPropertyStreet: boolean;
  search?: string;
}): string | null {
  if (!input.redesignEnabled) return `${LEGACY_REGISTER_PATH}${input.search ?? ''}`;
  if (input.step !== 'index' && !input.hasPropertyStreet) return REGISTER_V2_PATH;
  return null;
}

export const LEGACY_REGISTER_STEPS = [
  'property-info',
  'sale-status',
  'income-info',
  'name',
  'birthdate',
  'contact-info',
  'login-info',
] as const;
export type LegacyRegisterStep = (typeof LEGACY_REGISTER_STEPS)[number];
export const LEGACY_STEP_PARAM = 'step';

/** The older flow's step names for the shared step pages; home-address has no older counterpart. */
export const LEGACY_TO_V2: Record<LegacyRegisterStep, RegisterV2Step> = {
  'property-info': 'index',
  'sale-status': 'for-sale',
  'income-info': 'annual-income',
  name: 'legal-name',
  birthdate: 'birthdate',
  'contact-info': 'phone-and-email',
  'login-info': 'set-password',
};

export function parseLegacyStep(value: string | null | undefined): LegacyRegisterStep {
  return (LEGACY_REGISTER_STEPS as readonly string[]).includes(value ?? '')
    ? (value as LegacyRegisterStep)
    : 'property-info';
}

/** The labelled groups of the progress indicator (spec section 2), and each step's own label within its group. */
const STEP_LABELS: Record<RegisterV2Step, readonly [group: string, step: string]> = {
  index: ['Property Info', 'Address'],
  'home-address': ['Property Info', 'Address'],
  'for-sale': ['Property Info', 'Sale Status'],
  'annual-income': ['Income Info', 'Income Info'],
  'legal-name': ['Personal Info', 'Name'],
  birthdate: ['Personal Info', 'Birthdate'],
  'phone-and-email': ['Contact Info', 'Contact Info'],
  'set-password': ['Login Info', 'Login Info'],
};

export type RegisterStepGroup = { label: string; state: 'done' | 'current' | 'upcoming' };

/**
 * Where the borrower is among the steps they walk: "Step n of N", the percentage, the labelled groups (a group
 * none of whose steps is walked, such as Contact Info when it is skipped, is not shown) and the step's own label.
 */
export type RegisterStepProgress = StepProgress & { groups: RegisterStepGroup[]; stepLabel: string };

export function registerStepProgress(
  steps: readonly RegisterV2Step[],
  step: RegisterV2Step,
): RegisterStepProgress {
  const index = Math.max(0, steps.indexOf(step));
  const labels = [...new Set(steps.map((s) => STEP_LABELS[s][0]))];
  const at = labels.indexOf(STEP_LABELS[step][0]);
  const state = (i: number) => (i < at ? 'done' : i === at ? 'current' : 'upcoming');
  return {
    ...progressOf(index, steps.length),
    groups: labels.map((label, i) => ({ label, state: state(i) })),
    stepLabel: STEP_LABELS[step][1],
  };
}

/**
 * Contact Info is skipped when the borrower already has an e-mail and a phone (spec section 2): both came with the
 * entry link (an offer code, an affiliate or a referral, decision 0249) and read as an e-mail and a 10-digit US
 * mobile number not starting with 1. Checked without zod: it runs on the first register page.
 */
export function contactInfoKnown(input: {
  email: string;
  phoneNumber: string;
  prefilled: readonly string[];
}): boolean {
  const digits = input.phoneNumber.replace(/\D/g, '');
  return (
    input.prefilled.includes('email') &&
    input.prefilled.includes('phoneNumber') &&
    /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(input.email.trim()) &&
    digits.length === 10 &&
    digits[0] !== '1'
  );
}

/** Rotating messages while the application is being created, in order. */
export const CREATE_APPLICATION_PROGRESS_MESSAGES = [
  'Creating your account',
  'Checking your credit with a soft pull',
  'Locating your property',
  'Valuing your home',
  'Checking your eligibility',
  'Finding your offers',
  'Preparing your quote',
] as const;

/** Registration submit order (spec section 4). */
export const REGISTRATION_SUBMIT_STEPS = [
  'waitlist-check',
  'register-identity',
  'save-phone',
  'check-ability-to-start',
  'create-heloc',
  'save-sms-consents',
  'send-started-events',
  'route-to-next-step',
] as const;
export type RegistrationSubmitStep = (typeof REGISTRATION_SUBMIT_STEPS)[number];

/** Submit steps to run: identity registration is skipped when already logged in. */
export function registrationSubmitPlan(options: { loggedIn: boolean }): RegistrationSubmitStep[] {
  return REGISTRATION_SUBMIT_STEPS.filter((s) => !(options.loggedIn && s === 'register-identity'));
}
