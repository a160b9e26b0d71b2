import type { ComponentType, ReactNode } from 'react';
import {
  createBrowserHistory,
  createKey,
  createMemoryHistory,
  createStaticHistory,
  type History,
  type Location,
} from '@/lib/routing/history';
import {
  createPath,
  type MatchableRoute,
  matchBranches,
  type Params,
  type RouteMatch,
  rankBranches,
  resolveTo,
} from '@/lib/routing/matching';

/**
 * The app's router (decision 0270): a route table of nested routes whose modules load on need, loaders that guard
 * and preload, and a navigation that keeps the page on screen until the next one's module and loaders are ready.
 * It keeps the parts of React Router's data router the app used, at a tenth of its size.
 */

export interface LoaderFunctionArgs {
  request: Request;
  params: Params;
}

/** What a route's module gives it when it loads (`lazy`): the page's `Component`, mostly. */
export interface RouteModule {
  Component?: ComponentType | null;
  element?: ReactNode;
  errorElement?: ReactNode;
  ErrorBoundary?: ComponentType | null;
  loader?: (args: LoaderFunctionArgs) => unknown;
  handle?: unknown;
}

export type LazyRoute = () => Promise<RouteModule>;

export interface RouteObject extends MatchableRoute, RouteModule {
  id?: string;
  path?: string;
  index?: boolean;
  children?: RouteObject[];
  /** Shown, when the app starts without a server-rendered page, until the first page is ready. */
  hydrateFallbackElement?: ReactNode;
  lazy?: LazyRoute;
  /** Accepted for the route table's sake: every loader runs on every navigation. */
  shouldRevalidate?: () => boolean;
}

/** A route of a router: the table's route with an id, and its module merged in once loaded. */
export interface DataRoute extends Omit<RouteObject, 'children' | 'id'> {
  id: string;
  children?: DataRoute[];
  /** The module the `lazy` import gave, merged in; set once loaded. */
  loaded?: Promise<void>;
}

export type HistoryAction = 'POP' | 'PUSH' | 'REPLACE';

export interface RouterState {
  /** False until the first location's modules and loaders are done (and its redirects followed). */
  initialized: boolean;
  location: Location;
  matches: RouteMatch<DataRoute>[];
  historyAction: HistoryAction;
  navigation: { state: 'idle' | 'loading'; location?: Location };
  loaderData: Record<string, unknown>;
  /** A loader's or module's error, by the id of the route whose `errorElement` shows it. */
  errors: Record<string, unknown> | null;
  /** Where to scroll: a position to restore (back and forward), or null for the top (or the hash). */
  restoreScrollPosition: number | null;
  preventScrollReset: boolean;
}

export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
  preventScrollReset?: boolean;
}

export interface Router {
  readonly state: RouterState;
  readonly routes: DataRoute[];
  subscribe(subscriber: (state: RouterState) => void): () => void;
  navigate(to: string | number, options?: NavigateOptions): Promise<void>;
  /**
   * Loads the history's current location; the browser and memory routers start with it. Resolves with the redirect
   * not followed, on a router that does not follow them.
   */
  initialize(): Promise<Redirect | undefined>;
  dispose(): void;
}

/** A loader's answer that sends the visitor elsewhere: within the app, or as a full page load (`document`). */
export class Redirect {
  constructor(
    readonly href: string,
    readonly document: boolean,
  ) {}
}

export const redirect = (href: string) => new Redirect(href, false);
export const redirectDocument = (href: string) => new Redirect(href, true);

/** The 404 a pathname no route matches gives the outermost error element. */
export class NotFound extends Error {
  readonly status = 404;
}

const MAX_REDIRECTS = 10;

/** A table's routes with ids, made once per table: a loaded module stays merged for every router of it. */
const dataRoutesOf = new WeakMap<readonly RouteObject[], DataRoute[]>();

function toDataRoutes(routes: readonly RouteObject[], parentId = ''): DataRoute[] {
  return routes.map((route, i) => {
    const id = route.id ?? `${parentId}${i}`;
    const { children, ...rest } = route;
    const dataRoute: DataRoute = { ...rest, id };
    if (children) dataRoute.children = toDataRoutes(children, `${id}-`);
    return dataRoute;
  });
}

function dataRoutes(routes: readonly RouteObject[]): DataRoute[] {
  let known = dataRoutesOf.get(routes);
  if (!known) {
    known = toDataRoutes(routes);
    dataRoutesOf.set(routes, known);
  }
  return known;
}

/** Loads a route's module once and merges what it exports into the route. */
function loadModule(route: DataRoute): Promise<void> {
  const { lazy } = route;
  if (!lazy) return Promise.resolve();
  route.loaded ??= lazy().then(
    (module) => {
      const { Component, element, errorElement, ErrorBoundary, loader, handle } = module;
      if (Component) route.Component = Component;
      if (element !== undefined) route.element = element;
      if (errorElement !== undefined) route.errorElement = errorElement;
      if (ErrorBoundary) route.ErrorBoundary = ErrorBoundary;
      if (loader) route.loader = loader;
      if (handle !== undefined) route.handle = handle;
      route.lazy = undefined;
    },
    (error: unknown) => {
      // The next navigation tries again.
      route.loaded = undefined;
      throw error;
    },
  );
  return route.loaded;
}

/** The route whose error element shows an error at `index`: the nearest at or above it with one. */
function boundaryOf(matches: RouteMatch<DataRoute>[], index: number): string {
  for (let i = Math.min(index, matches.length - 1); i >= 0; i--) {
    const route = matches[i]?.route;
    if (route?.errorElement !== undefined || route?.ErrorBoundary) return route.id;
  }
  return matches[0]?.route.id ?? '0';
}

type Outcome =
  | { kind: 'redirect'; redirect: Redirect }
  | {
      kind: 'page';
      matches: RouteMatch<DataRoute>[];
      loaderData: Record<string, unknown>;
      errors: Record<string, unknown> | null;
    };

interface CreateRouterOptions {
  routes: readonly RouteObject[];
  history: History;
  /** The origin loaders' requests are made on. */
  origin: string;
  /** False on the server: a redirect is handed back by `initialize`, the caller follows it or not. */
  followRedirects?: boolean;
}

export function createRouter({
  routes: table,
  history,
  origin,
  followRedirects = true,
}: CreateRouterOptions): Router {
  const routes = dataRoutes(table);
  const branches = rankBranches(routes);
  const subscribers = new Set<(state: RouterState) => void>();
  const scrollPositions = readScrollPositions();
  let navigationId = 0;
  let stopListening: (() => void) | undefined;
  let state: RouterState = {
    initialized: false,
    location: history.location(),
    matches: matchBranches(branches, history.location().pathname) ?? [],
    historyAction: 'POP',
    navigation: { state: 'idle' },
    loaderData: {},
    errors: null,
    restoreScrollPosition: null,
    preventScrollReset: false,
  };

  // Nothing to load for the first location (no module, no loader): ready at once, as React Router was.
  if (state.matches.length > 0 && state.matches.every(({ route }) => !route.lazy && !route.loader)) {
    state = { ...state, initialized: true };
  }

  const update = (next: Partial<RouterState>) => {
    state = { ...state, ...next };
    for (const subscriber of [...subscribers]) subscriber(state);
  };

  async function resolve(location: Location): Promise<Outcome> {
    const matches = matchBranches(branches, location.pathname);
    if (!matches) {
      const root = routes[0];
      return {
        kind: 'page',
        matches: [],
        loaderData: {},
        errors: { [root?.id ?? '0']: new NotFound('Not found') },
      };
    }
    const modules = await Promise.allSettled(matches.map((match) => loadModule(match.route)));
    const failedModule = modules.findIndex((result) => result.status === 'rejected');
    if (failedModule >= 0) {
      const reason = (modules[failedModule] as PromiseRejectedResult).reason;
      return {
        kind: 'page',
        matches,
        loaderData: {},
        errors: { [boundaryOf(matches, failedModule)]: reason },
      };
    }
    const request = new Request(new URL(createPath(location), origin));
    const results = await Promise.allSettled(
      matches.map(async (match) => match.route.loader?.({ request, params: match.params }) ?? null),
    );
    const loaderData: Record<string, unknown> = {};
    let errors: Record<string, unknown> | null = null;
    for (const [i, result] of results.entries()) {
      const value = result.status === 'fulfilled' ? result.value : result.reason;
      if (value instanceof Redirect) return { kind: 'redirect', redirect: value };
      const id = (matches[i] as RouteMatch<DataRoute>).route.id;
      if (result.status === 'fulfilled') loaderData[id] = value;
      else errors ??= { [boundaryOf(matches, i)]: value };
    }
    return { kind: 'page', matches, loaderData, errors };
  }

  /**
   * A location whose routes are loaded and have no loader: its page at once, in the same task (as React Router did),
   * so a navigation made beside a render that would navigate elsewhere is already done when that render comes.
   */
  function readyOutcome(location: Location): Outcome | null {
    const matches = matchBranches(branches, location.pathname);
    if (!matches?.every(({ route }) => !route.lazy && !route.loader)) return null;
    return { kind: 'page', matches, loaderData: {}, errors: null };
  }

  function load(
    location: Location,
    action: HistoryAction,
    options: { preventScrollReset?: boolean } = {},
    redirects = 0,
  ): Promise<Redirect | undefined> {
    const id = ++navigationId;
    const ready = readyOutcome(location);
    if (ready) return settle(ready, id, location, action, options, redirects);
    if (state.initialized) update({ navigation: { state: 'loading', location } });
    return resolve(location).then((outcome) => settle(outcome, id, location, action, options, redirects));
  }

  function settle(
    outcome: Outcome,
    id: number,
    location: Location,
    action: HistoryAction,
    options: { preventScrollReset?: boolean },
    redirects: number,
  ): Promise<Redirect | undefined> {
    // A later navigation started meanwhile: it decides.
    if (id !== navigationId) return Promise.resolve(undefined);
    if (outcome.kind === 'redirect') {
      if (!followRedirects) return Promise.resolve(outcome.redirect);
      const { href, document } = outcome.redirect;
      if (document || /^[a-z][a-z\d+.-]*:/i.test(href)) {
        window.location[action === 'PUSH' ? 'assign' : 'replace'](href);
        return Promise.resolve(undefined);
      }
      if (redirects >= MAX_REDIRECTS) throw new Error(`Too many redirects from ${createPath(location)}`);
      const next = {
        ...resolveTo(href, state.location.pathname, state.location.pathname),
        state: null,
        key: createKey(),
      };
      // The page that redirected never shows: a push stays a push, anything else replaces.
      return load(next, action === 'PUSH' ? 'PUSH' : 'REPLACE', {}, redirects + 1);
    }
    if (action === 'PUSH') history.push(location);
    else if (action === 'REPLACE') history.replace(location);
    if (state.initialized && typeof window !== 'undefined')
      scrollPositions[state.location.key] = window.scrollY;
    const restoreScrollPosition = action === 'POP' ? (scrollPositions[location.key] ?? null) : null;
    update({
      initialized: true,
      location,
      matches: outcome.matches,
      historyAction: action,
      navigation: { state: 'idle' },
      loaderData: outcome.loaderData,
      errors: outcome.errors,
      restoreScrollPosition,
      preventScrollReset: options.preventScrollReset === true,
    });
    return Promise.resolve(undefined);
  }

  const savePositions = () => {
    scrollPositions[state.location.key] = window.scrollY;
    writeScrollPositions(scrollPositions);
  };

  return {
    get state() {
      return state;
    },
    routes,
    subscribe(subscriber) {
      subscribers.add(subscriber);
      return () => subscribers.delete(subscriber);
    },
    navigate(to, options = {}) {
      if (typeof to === 'number') {
        history.go(to);
        return Promise.resolve();
      }
      const path = resolveTo(to, state.location.pathname, state.location.pathname);
      const location: Location = { ...path, state: options.state ?? null, key: createKey() };
      // The page already on screen is replaced, not pushed again (as React Router did).
      const same = createPath(location) === createPath(state.location);
      return load(location, options.replace || same ? 'REPLACE' : 'PUSH', options).then(() => undefined);
    },
    initialize() {
      if (!stopListening && followRedirects) {
        stopListening = history.listen((location) => void load(location, 'POP'));
        if (typeof window !== 'undefined') window.addEventListener('pagehide', savePositions);
      }
      return state.initialized ? Promise.resolve(undefined) : load(history.location(), 'POP');
    },
    dispose() {
      stopListening?.();
      if (typeof window !== 'undefined') window.removeEventListener('pagehide', savePositions);
      subscribers.clear();
    },
  };
}

const SCROLL_POSITIONS_KEY = 'hearth-scroll-positions';

function readScrollPositions(): Record<string, number> {
  try {
    return JSON.parse(globalThis.sessionStorage?.getItem(SCROLL_POSITIONS_KEY) ?? '{}') as Record<
      string,
      number
    >;
  } catch {
    return {};
  }
}

function writeScrollPositions(positions: Record<string, number>): void {
  try {
    globalThis.sessionStorage?.setItem(SCROLL_POSITIONS_KEY, JSON.stringify(positions));
  } catch {
    // A full or blocked storage only loses the positions.
  }
}

/** The browser's router, started at the address bar's location. */
export function createBrowserRouter(routes: readonly RouteObject[]): Router {
  const router = createRouter({ routes, history: createBrowserHistory(), origin: window.location.origin });
  void router.initialize();
  return router;
}

/** A router in memory, for tests. */
export function createMemoryRouter(
  routes: readonly RouteObject[],
  options: { initialEntries?: string[]; initialIndex?: number } = {},
): Router {
  const history = createMemoryHistory(options.initialEntries, options.initialIndex);
  const router = createRouter({ routes, history, origin: 'http://localhost' });
  void router.initialize();
  return router;
}

/**
 * The server's router for one page: `url`'s modules and loaders done. A redirect is returned for the caller to
 * follow (or leave to the browser), not followed.
 */
export async function createStaticRouter(
  routes: readonly RouteObject[],
  url: URL,
): Promise<{ redirect: Redirect } | { router: Router }> {
  const router = createRouter({
    routes,
    history: createStaticHistory(url),
    origin: url.origin,
    followRedirects: false,
  });
  const redirected = await router.initialize();
  return redirected ? { redirect: redirected } : { router };
}
