/**
 * A live region that exists before any message does, so screen readers announce the message when it
 * appears (a region inserted together with its text is often missed).
 */
export function FormAlert({ id, message }: { id?: string; message: string | null | undefined }) {
  return (
    <div id={id} role="alert" aria-atomic="true">
      {message ? <p className="alert">{message}</p> : null}
    </div>
  );
}
