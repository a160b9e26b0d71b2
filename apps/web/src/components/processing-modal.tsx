import { CREATE_APPLICATION_PROGRESS_MESSAGES } from '@hearth/domain/register-progress';
import { useEffect, useState } from 'react';
import { Dialog } from '@/components/dialog';

/** How long each progress message stays up; the last one stays until the work ends. */
export const PROGRESS_MESSAGE_MS = 1200;

/** The message on show while `open`: each for PROGRESS_MESSAGE_MS, the last kept; back to the first when closed. */
export function useRotatingMessage(open: boolean, messages: readonly string[]): string | undefined {
  const [index, setIndex] = useState(0);
  useEffect(() => {
    if (!open) {
      setIndex(0);
      return;
    }
    const timer = setInterval(() => {
      setIndex((i) => Math.min(i + 1, messages.length - 1));
    }, PROGRESS_MESSAGE_MS);
    return () => clearInterval(timer);
  }, [open, messages.length]);
  return messages[index];
}

/**
 * The processing modal while the application is created and pre-qualified: it cannot be dismissed and
 * rotates the spec's progress messages in a polite live region. A re-run (credit/social) passes the
 * messages from the soft pull on.
 */
export function ProcessingModal({
  open,
  messages = CREATE_APPLICATION_PROGRESS_MESSAGES,
}: {
  open: boolean;
  messages?: readonly string[];
}) {
  const message = useRotatingMessage(open, messages);
  return (
    <Dialog open={open} title="Working on your application">
      <div className="processing">
        <span className="page-loading__spinner" aria-hidden="true" />
        <p role="status" aria-live="polite" className="processing__message">
          {message}
        </p>
      </div>
    </Dialog>
  );
}
