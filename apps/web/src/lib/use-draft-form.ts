import { useState } from 'react';
import { type FieldErrors, inPageOrder } from '@/components/field-errors';

/**
 * A hand-written form's state, without a form library (decision 0264: react-hook-form weighed 13 KB gzip on the
 * login page): the draft of its values, the messages of its last check in the order their fields appear on the
 * page, and `attempt`, the count of failed submits, so the page can move focus to the messages each time.
 * `commit` checks the draft and, when it is valid, hands it to `save` (the register steps keep their answers).
 */
export function useDraftForm<T extends object>(initial: () => T, save?: (draft: T) => void) {
  const [draft, setDraft] = useState<T>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [attempt, setAttempt] = useState(0);

  const update = (patch: Partial<T>) => setDraft((current) => ({ ...current, ...patch }));

  /** Checks the draft; on success saves it and returns true. */
  const commit = (validate: (draft: T) => FieldErrors): boolean => {
    const found = inPageOrder(validate(draft));
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setAttempt((n) => n + 1);
      return false;
    }
    save?.(draft);
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

  return { draft, update, errors, setErrors, attempt, commit, fail, clearErrors };
}
