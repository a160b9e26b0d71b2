/**
 * A field's error message under its label, linked from the input's aria-describedby by `id`. Screen readers
 * hear "Error:" first (GOV.UK pattern); nothing renders without a message.
 */
export function FieldError({
  id,
  message,
  className,
}: {
  id: string;
  message: string | undefined;
  className?: string;
}) {
  if (!message) return null;
  return (
    <p id={id} className={className ? `field__error ${className}` : 'field__error'}>
      <span className="visually-hidden">Error: </span>
      {message}
    </p>
  );
}
