/**
 * Presses made on the server-rendered page before the app has hydrated it (decision 0095). The app starts after the
 * first paint (decision 0198), so this runs from `entry-browser.ts`, at once, not from the app: a press in the time
 * the app takes to arrive must not be lost. It holds only what React has not hydrated yet, so it can stay in place.
 * Kept apart from the app's modules (and out of its chunk, vite.config.ts) so the first script stays small.
 */

/** React attaches its props to a DOM node when it hydrates that node, not before. */
const isHydrated = (element: Element) => Object.keys(element).some((key) => key.startsWith('__reactProps$'));

const REPLAY_WAIT_MS = 10_000;
const REPLAY_RETRY_MS = 50;

/**
 * A Continue (or a plain button) pressed in the server-rendered page before it hydrated would submit the form natively (a GET of the
 * same page that loses the answers). Until hydration such a submit is held; once React has hydrated the form it
 * is submitted again through React, as if pressed then. Returns the function that stops holding.
 */
export function holdEarlySubmits(root: HTMLElement, waitMs = REPLAY_WAIT_MS): () => void {
  const onSubmit = (event: SubmitEvent) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement) || isHydrated(form)) return;
    event.preventDefault();
    const submitter = event.submitter instanceof HTMLElement ? event.submitter : null;
    const deadline = Date.now() + waitMs;
    const resubmit = () => {
      if (!form.isConnected) return;
      if (!isHydrated(form)) {
        if (Date.now() < deadline) setTimeout(resubmit, REPLAY_RETRY_MS);
        return;
      }
      // A beat after hydration, so the replayed early input reaches the form state first.
      setTimeout(() => {
        if (form.isConnected)
          form.requestSubmit(submitter && form.contains(submitter) ? submitter : undefined);
      }, REPLAY_RETRY_MS * 2);
    };
    setTimeout(resubmit, REPLAY_RETRY_MS);
  };
  // A plain button (manual address entry, show a hint) pressed before hydration had no handler: pressed again
  // once React has hydrated it, as if pressed then.
  const onClick = (event: MouseEvent) => {
    const button = event.target instanceof Element ? event.target.closest('button[type="button"]') : null;
    if (!(button instanceof HTMLButtonElement) || isHydrated(button)) return;
    event.preventDefault();
    const deadline = Date.now() + waitMs;
    const press = () => {
      if (!button.isConnected) return;
      if (isHydrated(button)) setTimeout(() => button.isConnected && button.click(), REPLAY_RETRY_MS * 2);
      else if (Date.now() < deadline) setTimeout(press, REPLAY_RETRY_MS);
    };
    setTimeout(press, REPLAY_RETRY_MS);
  };
  root.addEventListener('submit', onSubmit, true);
  root.addEventListener('click', onClick, true);
  return () => {
    root.removeEventListener('submit', onSubmit, true);
    root.removeEventListener('click', onClick, true);
  };
}
