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
