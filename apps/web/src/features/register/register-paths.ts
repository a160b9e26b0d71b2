import { BASE_PATH } from '@hearth/domain/auth';
import {
  LEGACY_REGISTER_PATH,
  LEGACY_STEP_PARAM,
  type LegacyRegisterStep,
  REGISTER_V2_PATH,
  type RegisterV2Step,
  registerV2StepPath,
} from '@hearth/domain/register-progress';

/** Check-your-answers: the v2 flow's last segment and the older flow's last `step`. */
export const CHECK_ANSWERS = 'check-answers';

/** Page URLs of the register journey; the step segments come from the domain's step lists. */
export const registerPaths = {
  v2Step: (step: RegisterV2Step) => `${BASE_PATH}${registerV2StepPath(step)}`,
  v2CheckAnswers: `${BASE_PATH}${REGISTER_V2_PATH}/${CHECK_ANSWERS}`,
  legacy: `${BASE_PATH}${LEGACY_REGISTER_PATH}`,
  legacyStep: (step: LegacyRegisterStep | typeof CHECK_ANSWERS) =>
    `${BASE_PATH}${LEGACY_REGISTER_PATH}?${LEGACY_STEP_PARAM}=${step}`,
  accountSetup: `${BASE_PATH}${LEGACY_REGISTER_PATH}/account-setup`,
  support: `${BASE_PATH}${LEGACY_REGISTER_PATH}/support`,
  notAcceptingApps: `${BASE_PATH}/not-accepting-apps`,
  login: (redirectUrl: string) => `/auth/login?redirectUrl=${encodeURIComponent(redirectUrl)}`,
  dashboard: '/dashboard',
} as const;
