import { RENDERED_PATH_ATTRIBUTE } from '@hearth/domain/server-render';

export { RENDERED_PATH_ATTRIBUTE };

/** The path and query the server rendered into `root`, or null for a page the browser renders alone. */
export function renderedPathOf(root: HTMLElement): string | null {
  return root.hasChildNodes() ? root.getAttribute(RENDERED_PATH_ATTRIBUTE) : null;
}

/**
 * Hydrate only what the browser would render itself: the server's page is the one the router arrived at
 * (a private page without a token ends on login instead, and its markup is replaced).
 */
export function shouldHydrate(renderedPath: string, location: { pathname: string; search: string }): boolean {
  return renderedPath === `${location.pathname}${location.search}`;
}

type InitializingRouter = {
  state: { initialized: boolean };
  subscribe: (listener: (state: { initialized: boolean }) => void) => () => void;
};

/** Resolves once the router has run the first URL's lazy route modules and loaders (and their redirects). */
export function routerReady(router: InitializingRouter): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

const nativeValue = (element: HTMLInputElement | HTMLTextAreaElement) =>
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(element), 'value');

/** React attaches its props to a DOM node when it hydrates that node, not before. */
const isHydrated = (element: Element) => Object.keys(element).some((key) => key.startsWith('__reactProps$'));

const REPLAY_WAIT_MS = 10_000;
const REPLAY_RETRY_MS = 50;

function replayField(field: HTMLInputElement | HTMLTextAreaElement): void {
  if (field instanceof HTMLInputElement && (field.type === 'radio' || field.type === 'checkbox')) {
    if (field.type === 'radio' && field.checked && !field.defaultChecked) {
      field.checked = false;
      field.click();
    }
    return;
  }
  if (field.value === field.defaultValue) return;
  const typed = field.value;
  field.value = field.defaultValue;
  nativeValue(field)?.set?.call(field, typed);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * What a visitor typed or chose in the server-rendered page before it hydrated: React attached no handler yet,
 * so the form state never heard of it. Replayed once React has hydrated each field (a field inside a lazy part
 * hydrates after the page's first commit): each changed text field gets an `input` event (its value set back
 * first, through React's tracked setter, so React sees a change) and each radio button newly chosen a click.
 */
export function replayEarlyInput(root: HTMLElement, waitMs = REPLAY_WAIT_MS): void {
  const deadline = Date.now() + waitMs;
  const pending = new Set(root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea'));
  const attempt = () => {
    for (const field of pending) {
      if (!isHydrated(field) && Date.now() < deadline) continue;
      pending.delete(field);
      if (isHydrated(field)) replayField(field);
    }
    if (pending.size > 0) setTimeout(attempt, REPLAY_RETRY_MS);
  };
  attempt();
}

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
