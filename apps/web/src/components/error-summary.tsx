import { MESSAGES } from '@hearth/domain/validation-rules';
import { useEffect, useRef } from 'react';

import { type FieldErrors, fieldId } from '@/components/field-errors';

/** The messages' type and order live in `field-errors.ts`, without the summary's rules (decision 0264). */
export { type FieldErrors, fieldId, inPageOrder } from '@/components/field-errors';

/**
 * GOV.UK error summary: appears above the form after a failed Continue, takes focus so it is read out,
 * and links each message to its field.
 */
export function ErrorSummary({
  errors,
  attempt,
  fieldNames = {},
}: {
  errors: FieldErrors;
  attempt: number;
  /** Names a field when its message alone ("Required") would not say which one. */
  fieldNames?: Readonly<Record<string, string>>;
}) {
  const ref = useRef<HTMLElement>(null);
  const entries = Object.entries(errors);
  const hasErrors = entries.length > 0;

  // biome-ignore lint/correctness/useExhaustiveDependencies: refocus on every failed attempt, not on each render
  useEffect(() => {
    if (hasErrors) ref.current?.focus();
  }, [attempt]);

  if (!hasErrors) return null;
  return (
    <section className="error-summary" ref={ref} tabIndex={-1} aria-labelledby="error-summary-title">
      <h2 id="error-summary-title" className="error-summary__title">
        There is a problem
      </h2>
      <ul className="error-summary__list">
        {entries.map(([field, message]) => (
          <li key={field}>
            <a href={`#${fieldId(field)}`}>{summaryText(field, message, fieldNames)}</a>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The spec's bare "Required" gets the field's name in front; every other message already says what is wrong. */
export function summaryText(
  field: string,
  message: string,
  fieldNames: Readonly<Record<string, string>> = {},
): string {
  const name = fieldNames[field];
  return message === MESSAGES.required && name ? `${name}: ${message}` : message;
}
