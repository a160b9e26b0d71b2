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
