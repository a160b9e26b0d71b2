import { useRef, useSyncExternalStore } from 'react';

const neverChanges = () => () => {};

/**
 * False on the server and while the browser hydrates the server's HTML, true once the browser renders on its
 * own (decision 0095). React re-renders right after hydration when it turns true; a page rendered in the
 * browser (a client navigation) is true from its first render.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
}

/**
 * A value only the browser has (session storage, the URL's fragment), read once per visit of the page.
 * Undefined on the server and during hydration, so the browser's first render is the server's; read on the
 * render after (issue 19 item 9: reading it in the first render made React throw away the server's HTML).
 */
export function useBrowserValue<T>(read: () => T): T | undefined {
  const hydrated = useHydrated();
  const value = useRef<{ read: T } | null>(null);
  // Lazy initialisation of a ref, the one write during render React allows.
  if (hydrated && value.current === null) value.current = { read: read() };
  return value.current?.read;
}
