import type { ConditionView } from '@hearth/domain/conditions';
import { type ReactNode, useEffect, useState } from 'react';
import { ErrorSummary, type FieldErrors } from '@/components/error-summary';
import { FormAlert } from '@/components/form-alert';
import { SupportLine } from '@/components/layout/support-line';
import { TaskNote } from '@/components/tasks/task-cards';
import { userMessageFor } from '@/lib/http-client';
import { Link } from '@/lib/routing';
import '@/components/layout/after-offer.css';

/** A task form's field errors and the attempt the error summary takes focus on; the title says when it failed. */
export function useTaskForm(title: string) {
  const [errors, setErrors] = useState<FieldErrors>({});
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    document.title = Object.keys(errors).length > 0 ? `Error: ${title}` : title;
  }, [title, errors]);
  /** Shows what the page found wrong; true when nothing was. */
  const check = (found: FieldErrors) => {
    setErrors(found);
    setAttempt((n) => n + 1);
    return Object.keys(found).length === 0;
  };
  return { errors, attempt, check };
}

/**
 * One task's page (decisions 0170, 0183), the borrower's or an additional signer's: the way back to the list, the
 * task's words as the heading, the lender's note, the server's refusal, the form, and what happens next.
 */
export function TaskPage({
  condition,
  back,
  noteLabel,
  form,
  failure,
  next,
  children,
}: {
  condition: ConditionView;
  back: string;
  noteLabel: string;
  form: { errors: FieldErrors; attempt: number };
  /** The server's refusal of the last submit, if any. */
  failure: Error | null;
  next: string;
  children: ReactNode;
}) {
  return (
    <div className="app-page after-offer">
      <Link className="back-link" to={back}>
        Back
      </Link>
      <ErrorSummary errors={form.errors} attempt={form.attempt} />
      <h1>{condition.task.header}</h1>
      <p className="question__lead">{condition.task.description}</p>
      <TaskNote condition={condition} label={noteLabel} />
      <FormAlert message={failure ? userMessageFor(failure) : null} />
      {children}
      <h2>What happens next</h2>
      <p>{next}</p>
      <SupportLine />
    </div>
  );
}
