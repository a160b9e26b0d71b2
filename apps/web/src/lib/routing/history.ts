import { createPath, type Path } from '@/lib/routing/matching';

/** Where the app is: a path, the state a navigation gave it, and a key that names this entry of the history. */
export interface Location extends Path {
  state: unknown;
  key: string;
}

/** The list of pages behind the back button: the browser's, a test's in memory, or one fixed page on the server. */
export interface History {
  location(): Location;
  push(location: Location): void;
  replace(location: Location): void;
  go(delta: number): void;
  /** Called with the new location when the visitor goes back or forward (not on push or replace). */
  listen(listener: (location: Location) => void): () => void;
}

export const createKey = () => Math.random().toString(36).slice(2, 10);

/** What the browser's history entry holds: the navigation's state and the entry's key, as React Router kept them. */
interface EntryState {
  usr: unknown;
  key: string;
}

function browserLocation(): Location {
  const entry = window.history.state as Partial<EntryState> | null;
  const { pathname, search, hash } = window.location;
  return { pathname, search, hash, state: entry?.usr ?? null, key: entry?.key ?? 'default' };
}

export function createBrowserHistory(): History {
  const entry = (location: Location): EntryState => ({ usr: location.state, key: location.key });
  return {
    location: browserLocation,
    push: (location) => window.history.pushState(entry(location), '', createPath(location)),
    replace: (location) => window.history.replaceState(entry(location), '', createPath(location)),
    go: (delta) => window.history.go(delta),
    listen(listener) {
      const onPop = () => listener(browserLocation());
      window.addEventListener('popstate', onPop);
      return () => window.removeEventListener('popstate', onPop);
    },
  };
}

/** A history held in memory, for tests: `entries` as paths, the current one at `index` (the last by default). */
export function createMemoryHistory(entries: string[] = ['/'], index = entries.length - 1): History {
  const stack: Location[] = entries.map((to, i) => ({
    ...toPath(to),
    state: null,
    key: i === 0 ? 'default' : createKey(),
  }));
  let at = Math.min(Math.max(index, 0), stack.length - 1);
  const listeners = new Set<(location: Location) => void>();
  return {
    location: () => stack[at] as Location,
    push(location) {
      at += 1;
      stack.splice(at, stack.length - at, location);
    },
    replace(location) {
      stack[at] = location;
    },
    go(delta) {
      const next = Math.min(Math.max(at + delta, 0), stack.length - 1);
      if (next === at) return;
      at = next;
      const location = stack[at] as Location;
      // As a browser does: the pop arrives in a later task.
      setTimeout(() => {
        for (const listener of listeners) listener(location);
      }, 0);
    },
    listen(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** One page that never changes: the server renders the page asked for. */
export function createStaticHistory(url: URL): History {
  const location: Location = {
    pathname: url.pathname,
    search: url.search,
    hash: '',
    state: null,
    key: 'default',
  };
  return {
    location: () => location,
    push: () => undefined,
    replace: () => undefined,
    go: () => undefined,
    listen: () => () => undefined,
  };
}

function toPath(to: string): Path {
  const url = new URL(to, 'http://localhost');
  return { pathname: url.pathname, search: url.search, hash: url.hash };
}
