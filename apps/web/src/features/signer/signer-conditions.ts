import type { ConditionView } from '@hearth/domain/conditions';
import { signerSeesConditions } from '@hearth/domain/signers';
import { signerHref } from '@/features/signer/signer-page';
import { useFeatureFlag } from '@/lib/feature-flags';

/** Signers see their tasks only with the additional-signer-conditions flag on (spec section 6, decision 0183). */
export function useSignerSeesConditions(): boolean {
  return signerSeesConditions(useFeatureFlag('fe-heloc-additional-signer-conditions'));
}

/** The signer's task list, /heloc-signer/conditions. */
export const signerConditionsHref = () => signerHref('conditions');

/** Where a signer's task leads: its page under /heloc-signer/conditions, naming the task. */
export function signerTaskHref(condition: ConditionView): string | null {
  const { location } = condition.task;
  return location ? `${signerHref(location)}?condition=${condition.uuid}` : null;
}
