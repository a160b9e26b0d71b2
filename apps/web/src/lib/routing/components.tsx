import {
  type AnchorHTMLAttributes,
  Children,
  Component,
  createContext,
  Fragment,
  isValidElement,
  type MouseEvent,
  type ReactElement,
  type ReactNode,
  type Ref,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useSyncExternalStore,
} from 'react';
import type { Location } from '@/lib/routing/history';
import {
  createPath,
  type MatchableRoute,
  matchBranches,
  type Params,
  type Path,
  type RouteMatch,
  rankBranches,
  resolveTo,
} from '@/lib/routing/matching';
import type { DataRoute, HistoryAction, NavigateOptions, Router, RouterState } from '@/lib/routing/router';

/** The React side of the app's router (decision 0270): the provider, the outlet, links and the hooks pages use. */

const RouterContext = createContext<Router | null>(null);
const StateContext = createContext<RouterState | null>(null);

/** A level of the rendered routes: the matches down to it, and what its `<Outlet />` shows. */
interface RouteLevel {
  matches: RouteMatch<MatchableRoute>[];
  outlet: ReactNode;
}

const RouteContext = createContext<RouteLevel>({ matches: [], outlet: null });
const RouteErrorContext = createContext<unknown>(undefined);

function useRouter(): Router {
  const router = useContext(RouterContext);
  if (!router) throw new Error('A routing hook was used outside <RouterProvider>.');
  return router;
}

function useRouterState(): RouterState {
  const state = useContext(StateContext);
  if (!state) throw new Error('A routing hook was used outside <RouterProvider>.');
  return state;
}

/** Renders the router's page, and again after each navigation. */
export function RouterProvider({ router }: { router: Router }) {
  const state = useSyncExternalStore(
    router.subscribe,
    () => router.state,
    () => router.state,
  );
  return (
    <RouterContext.Provider value={router}>
      <StateContext.Provider value={state}>
        {state.initialized ? renderMatches(state.matches, state) : hydrateFallback(router, state)}
      </StateContext.Provider>
    </RouterContext.Provider>
  );
}

/** Before the first page is ready: the fallback of the outermost matched route that has one. */
function hydrateFallback(router: Router, state: RouterState): ReactNode {
  const matches = matchBranches(rankBranches(router.routes), state.location.pathname) ?? [];
  return matches.find((match) => match.route.hydrateFallbackElement !== undefined)?.route
    .hydrateFallbackElement;
}

function renderMatches(matches: RouteMatch<DataRoute>[], state: RouterState, index = 0): ReactNode {
  const match = matches[index];
  if (!match) return null;
  const { route } = match;
  const error = state.errors?.[route.id];
  const hasError = state.errors !== null && route.id in state.errors;
  const outlet = hasError ? null : renderMatches(matches, state, index + 1);
  const errorElement = route.ErrorBoundary ? <route.ErrorBoundary /> : route.errorElement;
  const element = hasError ? (
    <RouteErrorContext.Provider value={error}>{errorElement}</RouteErrorContext.Provider>
  ) : route.Component ? (
    <route.Component />
  ) : route.element !== undefined ? (
    route.element
  ) : (
    <Outlet />
  );
  const level = { matches: matches.slice(0, index + 1), outlet };
  return (
    <RouteContext.Provider value={level}>
      {errorElement !== undefined && !hasError ? (
        <RouteErrorBoundary location={state.location} errorElement={errorElement}>
          {element}
        </RouteErrorBoundary>
      ) : (
        element
      )}
    </RouteContext.Provider>
  );
}

interface ErrorBoundaryProps {
  location: Location;
  errorElement: ReactNode;
  children: ReactNode;
}

/** A route's error element for an error thrown while rendering it or what it contains; cleared by a navigation. */
class RouteErrorBoundary extends Component<ErrorBoundaryProps, { error: unknown; location: Location }> {
  constructor(props: ErrorBoundaryProps) {
    super(props);
    this.state = { error: undefined, location: props.location };
  }

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  static getDerivedStateFromProps(props: ErrorBoundaryProps, state: { error: unknown; location: Location }) {
    return props.location === state.location ? null : { error: undefined, location: props.location };
  }

  override render() {
    if (this.state.error === undefined) return this.props.children;
    return (
      <RouteErrorContext.Provider value={this.state.error}>
        {this.props.errorElement}
      </RouteErrorContext.Provider>
    );
  }
}

/** The child route's page, inside its parent's layout. */
export function Outlet(): ReactNode {
  return useContext(RouteContext).outlet;
}

export function useLocation(): Location {
  return useRouterState().location;
}

export function useNavigationType(): HistoryAction {
  return useRouterState().historyAction;
}

/** The params of the whole match (every level sees them all, as with React Router). */
export function useParams(): Params {
  return useContext(RouteContext).matches.at(-1)?.params ?? {};
}

export interface UIMatch {
  id: string;
  pathname: string;
  params: Params;
  data: unknown;
  handle: unknown;
}

export function useMatches(): UIMatch[] {
  const state = useRouterState();
  return useMemo(
    () =>
      state.matches.map(({ route, pathname, params }) => ({
        id: route.id,
        pathname,
        params,
        data: state.loaderData[route.id],
        handle: route.handle,
      })),
    [state],
  );
}

export function useLoaderData(): unknown {
  const state = useRouterState();
  const route = useContext(RouteContext).matches.at(-1)?.route as DataRoute | undefined;
  return route ? state.loaderData[route.id] : undefined;
}

/** The error the nearest route's error element is showing. */
export function useRouteError(): unknown {
  return useContext(RouteErrorContext);
}

type Relative = 'route' | 'path';

/** A link target made absolute, from the route this is rendered in (or the location's path). */
function useResolvedPath(to: string, relative: Relative = 'route'): Path {
  const { pathname } = useLocation();
  const base = useContext(RouteContext).matches.at(-1)?.pathnameBase ?? '/';
  return useMemo(
    () => resolveTo(to, relative === 'path' ? pathname : base, pathname),
    [to, relative, pathname, base],
  );
}

export interface NavigateFunction {
  (to: string, options?: NavigateOptions & { relative?: Relative }): void;
  (delta: number): void;
}

/** Navigates from an event handler or an effect; the same function for a component's life. */
export function useNavigate(): NavigateFunction {
  const router = useRouter();
  const { pathname } = useLocation();
  const base = useContext(RouteContext).matches.at(-1)?.pathnameBase ?? '/';
  const from = useRef({ pathname, base });
  from.current = { pathname, base };
  return useCallback(
    (to: string | number, options: NavigateOptions & { relative?: Relative } = {}) => {
      if (typeof to === 'number') {
        void router.navigate(to);
        return;
      }
      const { pathname: current, base: routeBase } = from.current;
      const path = resolveTo(to, options.relative === 'path' ? current : routeBase, current);
      void router.navigate(createPath(path), options);
    },
    [router],
  ) as NavigateFunction;
}

type SearchInit = string | URLSearchParams | Record<string, string>;

export function useSearchParams(): [
  URLSearchParams,
  (next: SearchInit | ((previous: URLSearchParams) => SearchInit), options?: NavigateOptions) => void,
] {
  const { search } = useLocation();
  const navigate = useNavigate();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const searchRef = useRef(search);
  searchRef.current = search;
  const setParams = useCallback(
    (next: SearchInit | ((previous: URLSearchParams) => SearchInit), options?: NavigateOptions) => {
      const init = typeof next === 'function' ? next(new URLSearchParams(searchRef.current)) : next;
      navigate(`?${new URLSearchParams(init).toString()}`, options);
    },
    [navigate],
  );
  return [params, setParams];
}

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: string;
  replace?: boolean;
  state?: unknown;
  preventScrollReset?: boolean;
  relative?: Relative;
  reloadDocument?: boolean;
  ref?: Ref<HTMLAnchorElement>;
}

const modified = (event: MouseEvent) => event.metaKey || event.altKey || event.ctrlKey || event.shiftKey;

/** A link within the app: a plain `<a>` that navigates without a page load when clicked plainly. */
export function Link({
  to,
  replace,
  state,
  preventScrollReset,
  relative,
  reloadDocument,
  onClick,
  target,
  ...rest
}: LinkProps) {
  const navigate = useNavigate();
  const location = useLocation();
  const path = useResolvedPath(to, relative);
  const href = createPath(path);
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || reloadDocument || event.button !== 0 || modified(event)) return;
    if (target && target !== '_self') return;
    event.preventDefault();
    navigate(href, {
      replace: replace ?? createPath(location) === href,
      state,
      preventScrollReset: preventScrollReset === true,
    });
  };
  return <a {...rest} href={href} target={target} onClick={handleClick} />;
}

export interface NavLinkProps extends Omit<LinkProps, 'className'> {
  end?: boolean;
  className?: string | ((state: { isActive: boolean }) => string | undefined);
}

/** A link that knows when it leads to the page on screen (`aria-current="page"` and the `active` class). */
export function NavLink({ end = false, className, ...rest }: NavLinkProps) {
  const { pathname } = useLocation();
  const target = useResolvedPath(rest.to, rest.relative).pathname.toLowerCase();
  const current = pathname.toLowerCase();
  const slashAt = target !== '/' && target.endsWith('/') ? target.length - 1 : target.length;
  const isActive =
    current === target || (!end && current.startsWith(target) && current.charAt(slashAt) === '/');
  const classes =
    typeof className === 'function'
      ? className({ isActive })
      : [className, isActive ? 'active' : undefined].filter(Boolean).join(' ') || undefined;
  return <Link {...rest} className={classes} aria-current={isActive ? 'page' : undefined} />;
}

/** Navigates once rendered (an effect): a page that is only a way somewhere else. */
export function Navigate({ to, replace, state }: { to: string; replace?: boolean; state?: unknown }) {
  const navigate = useNavigate();
  // biome-ignore lint/correctness/useExhaustiveDependencies: navigates once per target, as React Router did
  useEffect(() => {
    navigate(to, { replace: replace === true, state });
  }, [to, replace]);
  return null;
}

interface RouteProps {
  path?: string;
  index?: boolean;
  element?: ReactNode;
  children?: ReactNode;
}

/** A route of a `<Routes>`: read by it, never rendered itself. */
export function Route(_props: RouteProps): ReactElement | null {
  throw new Error('<Route> is only ever used as a child of <Routes>.');
}

interface ElementRoute extends MatchableRoute {
  element?: ReactNode;
  children?: ElementRoute[];
}

function routesFromChildren(children: ReactNode): ElementRoute[] {
  const routes: ElementRoute[] = [];
  Children.forEach(children, (child) => {
    if (!isValidElement<RouteProps>(child)) return;
    if (child.type === Fragment) {
      routes.push(...routesFromChildren(child.props.children));
      return;
    }
    const { path, index, element, children: nested } = child.props;
    routes.push({ path, index, element, children: nested ? routesFromChildren(nested) : undefined });
  });
  return routes;
}

/**
 * Routes within a page (the lender console's sections): matched against what the page's own route left of the path
 * (its splat), each rendering its `element`.
 */
export function Routes({ children }: { children: ReactNode }) {
  const parent = useContext(RouteContext);
  const { pathname } = useLocation();
  const base = parent.matches.at(-1)?.pathnameBase ?? '/';
  const parentParams = parent.matches.at(-1)?.params ?? {};
  const matches = matchBranches(rankBranches(routesFromChildren(children)), pathname, base);
  if (!matches) return null;
  const render = (index: number): ReactNode => {
    const match = matches[index];
    if (!match) return null;
    const params = { ...parentParams, ...match.params };
    const level: RouteLevel = {
      matches: [...parent.matches, ...matches.slice(0, index + 1).map((m) => ({ ...m, params }))],
      outlet: render(index + 1),
    };
    const { element } = match.route as ElementRoute;
    return (
      <RouteContext.Provider value={level}>
        {element === undefined ? <Outlet /> : element}
      </RouteContext.Provider>
    );
  };
  return render(0);
}

/**
 * Scroll on navigation, as React Router's `<ScrollRestoration>` did: back and forward return to where the page was
 * left, another navigation starts at the top (or at its hash) unless it asked not to.
 */
export function ScrollRestoration(): null {
  const state = useRouterState();
  useEffect(() => {
    if (typeof window === 'undefined') return;
    const before = window.history.scrollRestoration;
    window.history.scrollRestoration = 'manual';
    return () => {
      window.history.scrollRestoration = before;
    };
  }, []);
  const first = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per committed location
  useLayoutEffect(() => {
    const { restoreScrollPosition, location, preventScrollReset } = state;
    if (first.current) {
      first.current = false;
      // A reload returns to where the page was; a first visit starts where the browser put it.
      if (typeof restoreScrollPosition === 'number') window.scrollTo(0, restoreScrollPosition);
      return;
    }
    if (typeof restoreScrollPosition === 'number') {
      window.scrollTo(0, restoreScrollPosition);
      return;
    }
    if (location.hash) {
      const target = document.getElementById(decodeURIComponent(location.hash.slice(1)));
      if (target) {
        target.scrollIntoView();
        return;
      }
    }
    if (!preventScrollReset) window.scrollTo(0, 0);
  }, [state.location]);
  return null;
}
