import { type ComponentType, lazy, useState } from 'react';
import { loadChunk } from '@/lib/load-page-module';

/** A component in a chunk of its own, fetched on first render or earlier through `preload`. */
export type LazyPart<P> = ComponentType<P> & {
  /** Starts (or joins) the download; resolves once the component can render without suspending. */
  preload: () => Promise<unknown>;
};

/** Downloads of parts under way: `partsSettled` waits on them. */
const downloading = new Set<Promise<unknown>>();

/**
 * Resolves once every part whose download has started has arrived or failed. A test that hydrates a page waits
 * on it inside `act`, so a part fetched after hydration (the banners, say) does not land outside it.
 */
export async function partsSettled(): Promise<void> {
  while (downloading.size > 0) await Promise.allSettled([...downloading]);
}

/**
 * A part of a page loaded on need (a step, a modal, a notice): its first render suspends to the nearest
 * `<Suspense>` until the chunk arrives. A part preloaded beforehand (a route loader fetching it beside the
 * route module) renders straight away. A chunk that fails to load follows the page-module reload rule
 * (`loadChunk`, decision 0030); a failed attempt is forgotten so the next render tries again.
 */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>): LazyPart<P> {
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<ComponentType<P>> | undefined;
  const preload = (): Promise<ComponentType<P>> => {
    if (pending) return pending;
    const download = loadChunk(load).then(
      (component) => {
        loaded = component;
        return component;
      },
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    );
    pending = download;
    downloading.add(download);
    void download.finally(() => downloading.delete(download)).catch(() => {});
    return download;
  };
  const Suspending = lazy(async () => ({ default: await preload() }));
  function Part(props: P) {
    // Chosen once per mount: switching from the suspending wrapper to the loaded component would remount it.
    const [Component] = useState<ComponentType<P>>(() => loaded ?? Suspending);
    return <Component {...props} />;
  }
  return Object.assign(Part, { preload });
}
