/** Messages by field path ("property.street1"), as the domain schemas' issues are collected. */
export type FieldErrors = Record<string, string>;

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
