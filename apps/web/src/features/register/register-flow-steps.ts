import {
  LEGACY_REGISTER_STEPS,
  LEGACY_TO_V2,
  type LegacyRegisterStep,
  type RegisterV2Step,
  registerV2Steps,
} from '@hearth/domain/register-progress';
import { CHECK_ANSWERS, registerPaths } from '@/features/register/register-paths';

export type FlowKind = 'v2' | 'legacy';
export const RETURN_PARAM = 'return';

const V2_TO_LEGACY = Object.fromEntries(
  Object.entries(LEGACY_TO_V2).map(([legacy, v2]) => [v2, legacy]),
) as Partial<Record<RegisterV2Step, LegacyRegisterStep>>;

/**
 * The steps a borrower walks in a flow: the v2 list (newer auth drops contact and password), or the older
 * list mapped onto the same step pages. A signed-in borrower has a password already: that step goes; Contact Info
 * goes when the entry link brought a valid e-mail and phone (spec section 2, decision 0249).
 */
export function flowSteps(
  kind: FlowKind,
  options: { newAuth: boolean; loggedIn: boolean; contactKnown?: boolean },
): RegisterV2Step[] {
  const steps =
    kind === 'v2' ? registerV2Steps(options.newAuth) : LEGACY_REGISTER_STEPS.map((s) => LEGACY_TO_V2[s]);
  return steps.filter(
    (s) => !(options.loggedIn && s === 'set-password') && !(options.contactKnown && s === 'phone-and-email'),
  );
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
