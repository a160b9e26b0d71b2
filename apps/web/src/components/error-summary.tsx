import { MESSAGES } from '@hearth/domain/validation-rules';
import { useEffect, useRef } from 'react';

/** Messages by field path ("property.street1"), as the domain schemas' issues are collected. */
export type FieldErrors = Record<string, string>;

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

/**
 * The messages in the order their fields appear on the page (issue 8): validation reports them in schema
 * order, which need not be the page's. Fields not on the page keep their order, after the others.
 */
export function inPageOrder(
  errors: FieldErrors,
  root: Pick<Document, 'getElementById'> = document,
): FieldErrors {
  const entries = Object.entries(errors);
  const elementOf = (field: string) => root.getElementById(fieldId(field));
  const ranked = entries.map(([field, message], index) => ({ field, message, index, el: elementOf(field) }));
  ranked.sort((a, b) => {
    if (a.el && b.el && a.el !== b.el) {
      return a.el.compareDocumentPosition(b.el) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1;
    }
    if (a.el && !b.el) return -1;
    if (!a.el && b.el) return 1;
    return a.index - b.index;
  });
  return Object.fromEntries(ranked.map(({ field, message }) => [field, message]));
}

/** Input ids are the answer paths with dots replaced, so "property.street1" -> "property-street1". */
export function fieldId(field: string): string {
  return field.replace(/\./g, '-');
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
