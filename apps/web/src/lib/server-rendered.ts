import { QUERY_STATE_BLOCK_ID, RENDERED_PATH_ATTRIBUTE } from '@hearth/domain/server-render';
import type { DehydratedState } from '@tanstack/react-query';

export { RENDERED_PATH_ATTRIBUTE };

/** The path and query the server rendered into `root`, or null for a page the browser renders alone. */
export function renderedPathOf(root: HTMLElement): string | null {
  return root.hasChildNodes() ? root.getAttribute(RENDERED_PATH_ATTRIBUTE) : null;
}

/**
 * The answers the server rendered the page with (decision 0268), or undefined for a page rendered without its data.
 * The block is read once and removed: the borrower's data stays in the page's cache, not in its markup.
 */
export function takeRenderedQueryState(): DehydratedState | undefined {
  const block = globalThis.document?.getElementById(QUERY_STATE_BLOCK_ID);
  if (!block) return undefined;
  block.remove();
  try {
    return JSON.parse(block.textContent ?? '') as DehydratedState;
  } catch {
    return undefined;
  }
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

/** A field a visitor can fill in before the page hydrates. */
type EarlyField = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** Whether a list shows another option than the one the server rendered as chosen. */
const choseAnotherOption = (list: HTMLSelectElement) =>
  [...list.options].some((option) => option.selected !== option.defaultSelected);

function replayField(field: EarlyField): void {
  if (field instanceof HTMLSelectElement) {
    // React hears of a choice in a list through its change event, which it missed.
    if (choseAnotherOption(field)) field.dispatchEvent(new Event('change', { bubbles: true }));
    return;
  }
  if (field instanceof HTMLInputElement && field.type === 'file') {
    // A file chosen before hydration stays chosen, and its value cannot be set from a script (setting it threw, and
    // the page went blank): React hears of the file through the change event it missed.
    if ((field.files?.length ?? 0) > 0) field.dispatchEvent(new Event('change', { bubbles: true }));
    return;
  }
  if (field instanceof HTMLInputElement && (field.type === 'radio' || field.type === 'checkbox')) {
    // A box ticked or cleared is chosen again by `holdEarlySubmits` (it saw the change as it happened).
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
 * first, through React's tracked setter, so React sees a change), each radio button newly chosen a click, and each
 * list with another option chosen and each file input holding a file a `change` event.
 */
export function replayEarlyInput(root: HTMLElement, waitMs = REPLAY_WAIT_MS): void {
  const deadline = Date.now() + waitMs;
  const pending = new Set(root.querySelectorAll<EarlyField>('input, textarea, select'));
  const attempt = () => {
    for (const field of pending) {
      // A field React replaced or removed never hydrates: nothing to replay, and the mark must not wait for it.
      if (!field.isConnected) {
        pending.delete(field);
        continue;
      }
      if (!isHydrated(field) && Date.now() < deadline) continue;
      pending.delete(field);
      if (isHydrated(field)) replayField(field);
    }
    if (pending.size > 0) setTimeout(attempt, REPLAY_RETRY_MS);
    // Every field has its value now (one in a lazy part hydrates after the first commit): a submit held since
    // before hydration (`holdEarlySubmits`) waits for this mark, so it never reaches the form state before the
    // text typed with it.
    else root.setAttribute(EARLY_INPUT_REPLAYED_ATTRIBUTE, '');
  };
  attempt();
}

/** Set on the root once the early input is replayed; early-presses.ts reads the same name (not imported: it is
 * the page's first script and stays apart from the app's modules). */
export const EARLY_INPUT_REPLAYED_ATTRIBUTE = 'data-early-input-replayed';
