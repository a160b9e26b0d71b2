import { type ComponentType, lazy, useState } from 'react';
import { loadChunk } from '@/lib/load-page-module';

/** A component in a chunk of its own, fetched on first render or earlier through `preload`. */
export type LazyPart<P> = ComponentType<P> & {
  /** Starts (or joins) the download; resolves once the component can render without suspending. */
  preload: () => Promise<unknown>;
};

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
    pending ??= loadChunk(load).then(
      (component) => {
        loaded = component;
        return component;
      },
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    );
    return pending;
  };
  const Suspending = lazy(async () => ({ default: await preload() }));
  function Part(props: P) {
    // Chosen once per mount: switching from the suspending wrapper to the loaded component would remount it.
    const [Component] = useState<ComponentType<P>>(() => loaded ?? Suspending);
    return <Component {...props} />;
  }
  return Object.assign(Part, { preload });
}
