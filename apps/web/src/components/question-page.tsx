import type { RegisterStepProgress } from '@hearth/domain/register-groups';
import { type FormEvent, type ReactNode, useEffect } from 'react';
import { ErrorSummary, type FieldErrors } from '@/components/error-summary';
import { ProgressBar } from '@/components/progress-bar';
import { Link } from '@/lib/routing';
import '@/components/question-page.css';

export type QuestionPageProps = {
  title: string;
  lead?: ReactNode;
  backHref?: string | undefined;
  progress?: RegisterStepProgress | undefined;
  errors: FieldErrors;
  attempt: number;
  onSubmit: () => void;
  submitLabel?: string;
  busy?: boolean;
  /** Shown above the form: a stay-on-page message from the server, for instance. */
  notice?: ReactNode;
  /** Names a field in the error summary when its message alone would not say which one. */
  fieldNames?: Readonly<Record<string, string>>;
  children: ReactNode;
};

/**
 * One question per page (GOV.UK pattern): a Back link, the progress bar, the error summary, the question
 * as the page's h1 inside the legend, and one Continue button.
 */
export function QuestionPage({
  title,
  lead,
  backHref,
  progress,
  errors,
  attempt,
  onSubmit,
  submitLabel = 'Continue',
  busy = false,
  notice,
  fieldNames,
  children,
}: QuestionPageProps) {
  useEffect(() => {
    document.title = Object.keys(errors).length > 0 ? `Error: ${title}` : title;
  }, [title, errors]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };

  return (
    <div className="question">
      {backHref ? (
        <Link className="back-link" to={backHref}>
          Back
        </Link>
      ) : null}
      {progress ? <ProgressBar progress={progress} /> : null}
      <ErrorSummary errors={errors} attempt={attempt} {...(fieldNames ? { fieldNames } : {})} />
      {notice}
      <form className="question__form" noValidate onSubmit={submit}>
        <fieldset className="question__fieldset">
          <legend className="question__legend">
            <h1 className="question__title">{title}</h1>
          </legend>
          {lead}
          {children}
        </fieldset>
        <button type="submit" className="button question__submit" disabled={busy}>
          {submitLabel}
        </button>
      </form>
    </div>
  );
}
