import { useEffect } from 'react';

/** A tap or click, a key (Tab into a field, typing, Enter), or a value put in without either (autofill). */
const INTERACTIONS = ['pointerdown', 'keydown', 'input'] as const;

/**
 * Calls `start` once, at the visitor's first interaction with the page: for what a form needs when it is sent
 * (its rules, and zod with them), not to show itself. A page that is only looked at downloads nothing more, and
 * one being filled in has it long before the form is sent; the form still waits for it if not (decision 0198).
 * Focus alone does not count: the app moves focus to the heading on its own.
 */
export function useOnFirstInteraction(start: () => unknown): void {
  useEffect(() => {
    const stop = () => {
      for (const type of INTERACTIONS) document.removeEventListener(type, run, true);
    };
    function run() {
      stop();
      void Promise.resolve()
        .then(start)
        .catch(() => undefined);
    }
    for (const type of INTERACTIONS) document.addEventListener(type, run, { capture: true, passive: true });
    return stop;
  }, [start]);
}
