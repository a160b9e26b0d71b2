import { useState } from 'react';
import type { FieldErrors } from '@/components/error-summary';
import { type RegisterAnswers, readAnswers, saveDraft } from '@/features/register/register-answers';

/**
 * A step's draft of the answers: pre-filled from what was saved, validated on Continue, saved only when
 * valid. `attempt` counts failed Continues so the error summary takes focus each time.
 */
export function useStepForm() {
  const [draft, setDraft] = useState<RegisterAnswers>(() => readAnswers());
  const [errors, setErrors] = useState<FieldErrors>({});
  const [attempt, setAttempt] = useState(0);

  const update = (patch: Partial<RegisterAnswers>) => setDraft((current) => ({ ...current, ...patch }));

  /** Validates the draft; on success saves it and returns true. */
  const commit = (validate: (answers: RegisterAnswers) => FieldErrors): boolean => {
    const found = validate(draft);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setAttempt((n) => n + 1);
      return false;
    }
    saveDraft(draft);
    return true;
  };

  const fail = (found: FieldErrors) => {
    setErrors(found);
    setAttempt((n) => n + 1);
  };

  return { draft, update, errors, attempt, commit, fail };
}
