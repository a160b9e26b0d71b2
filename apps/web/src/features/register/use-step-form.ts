import { type RegisterAnswers, readAnswers, saveDraft } from '@/features/register/register-answers';
import { useDraftForm } from '@/lib/use-draft-form';

/**
 * A step's draft of the answers: pre-filled from what was saved, validated on Continue, saved only when
 * valid. `attempt` counts failed Continues so the error summary takes focus each time.
 */
export function useStepForm() {
  return useDraftForm<RegisterAnswers>(readAnswers, saveDraft);
}
