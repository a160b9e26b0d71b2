import { useState } from 'react';
import { type FieldErrors, inPageOrder } from '@/components/error-summary';
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
    const found = inPageOrder(validate(draft));
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setAttempt((n) => n + 1);
      return false;
    }
    saveDraft(draft);
    return true;
  };

  const fail = (found: FieldErrors) => {
    setErrors(inPageOrder(found));
    setAttempt((n) => n + 1);
  };

  /** Drops the messages of fields that are no longer on the page (e.g. the address search after manual entry). */
  const clearErrors = (fields: readonly string[]) =>
    setErrors((current) =>
      Object.fromEntries(Object.entries(current).filter(([key]) => !fields.includes(key))),
    );

  return { draft, update, errors, attempt, commit, fail, clearErrors };
}
