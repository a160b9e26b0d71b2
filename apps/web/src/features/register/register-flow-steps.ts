import {
  LEGACY_REGISTER_STEPS,
  LEGACY_TO_V2,
  type LegacyRegisterStep,
  legacyRegisterProgress,
  type RegisterV2Step,
  registerV2Progress,
  registerV2Steps,
  type StepProgress,
} from '@hearth/domain/register-progress';
import { CHECK_ANSWERS, registerPaths } from '@/features/register/register-paths';

export type FlowKind = 'v2' | 'legacy';
export const RETURN_PARAM = 'return';

const V2_TO_LEGACY = Object.fromEntries(
  Object.entries(LEGACY_TO_V2).map(([legacy, v2]) => [v2, legacy]),
) as Partial<Record<RegisterV2Step, LegacyRegisterStep>>;

/**
 * The steps a borrower walks in a flow: the v2 list (newer auth drops contact and password), or the older
 * list mapped onto the same step pages. A signed-in borrower has a password already: that step goes.
 */
export function flowSteps(
  kind: FlowKind,
  options: { newAuth: boolean; loggedIn: boolean },
): RegisterV2Step[] {
  const steps =
    kind === 'v2' ? registerV2Steps(options.newAuth) : LEGACY_REGISTER_STEPS.map((s) => LEGACY_TO_V2[s]);
  return options.loggedIn ? steps.filter((s) => s !== 'set-password') : steps;
}

export function stepHref(kind: FlowKind, step: RegisterV2Step, returnToCheck = false): string {
  const base =
    kind === 'v2'
      ? registerPaths.v2Step(step)
      : registerPaths.legacyStep(V2_TO_LEGACY[step] ?? 'property-info');
  if (!returnToCheck) return base;
  return `${base}${base.includes('?') ? '&' : '?'}${RETURN_PARAM}=check`;
}

export function checkAnswersHref(kind: FlowKind): string {
  return kind === 'v2' ? registerPaths.v2CheckAnswers : registerPaths.legacyStep(CHECK_ANSWERS);
}

export function legacyStepFor(step: RegisterV2Step): LegacyRegisterStep | undefined {
  return V2_TO_LEGACY[step];
}

export function flowProgress(kind: FlowKind, step: RegisterV2Step, newAuth: boolean): StepProgress {
  if (kind === 'v2') return registerV2Progress(step, newAuth);
  return legacyRegisterProgress(V2_TO_LEGACY[step] ?? 'property-info');
}
