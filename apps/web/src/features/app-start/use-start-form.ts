import type { UseMutationResult } from '@tanstack/react-query';
import { useState } from 'react';
import { type FieldErrors, inPageOrder } from '@/components/error-summary';
import type { StartAnswerResult } from '@/features/app-start/api/save-start-answer';
import { nextStartHref } from '@/features/app-start/start-forms';
import { FetchError, isSessionExpiredError, userMessageFor } from '@/lib/http-client';
import { useNavigate } from '@/lib/routing';

type Options<D, B> = {
  uuid: string;
  /** This page ("start/hmda"): Continue goes to the next other page with a gap, else the summary. */
  page: string;
  initial: D;
  toBody: (draft: D) => B;
  validate: (draft: D, body: B) => FieldErrors;
  save: UseMutationResult<StartAnswerResult, Error, B>;
  /** The field a 400 from the server is about, when the page has one; else it shows above the form. */
  rejectedField?: string;
};

/**
 * The one Continue of every start page: check on the page (error summary in page order), save, then go to the
 * next gap the fresh summary names. A server refusal stays on the page with its message.
 */
export function useStartForm<D, B>({
  uuid,
  page,
  initial,
  toBody,
  validate,
  save,
  rejectedField,
}: Options<D, B>) {
  const navigate = useNavigate();
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [attempt, setAttempt] = useState(0);
  const [stopped, setStopped] = useState<string | null>(null);

  const fail = (found: FieldErrors) => {
    setErrors(found);
    setAttempt((n) => n + 1);
  };

  const submit = async () => {
    if (save.isPending) return;
    const body = toBody(draft);
    const found = validate(draft, body);
    fail(inPageOrder(found));
    if (Object.keys(found).length > 0) return;
    setStopped(null);
    try {
      const saved = await save.mutateAsync(body);
      navigate(nextStartHref(uuid, saved.summary?.missing ?? [], page));
    } catch (error) {
      if (isSessionExpiredError(error)) return;
      if (rejectedField && error instanceof FetchError && error.status === 400) {
        fail({ [rejectedField]: userMessageFor(error) });
        return;
      }
      setStopped(userMessageFor(error));
    }
  };

  return { draft, setDraft, errors, attempt, stopped, submit, busy: save.isPending };
}
