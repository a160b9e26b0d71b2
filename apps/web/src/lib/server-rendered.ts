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

/**
 * What a visitor typed or chose in the server-rendered page before it hydrated: React attached no handler yet,
 * so the form state never heard of it. Replayed once hydration has committed: each changed text field gets an
 * `input` event (its value set back first, through React's tracked setter, so React sees a change) and each
 * radio button newly chosen a click.
 */
export function replayEarlyInput(root: HTMLElement): void {
  for (const field of root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')) {
    if (field instanceof HTMLInputElement && (field.type === 'radio' || field.type === 'checkbox')) {
      if (field.type === 'radio' && field.checked && !field.defaultChecked) {
        field.checked = false;
        field.click();
      }
      continue;
    }
    if (field.value === field.defaultValue) continue;
    const typed = field.value;
    field.value = field.defaultValue;
    nativeValue(field)?.set?.call(field, typed);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
}
