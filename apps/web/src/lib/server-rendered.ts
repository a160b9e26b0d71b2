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
