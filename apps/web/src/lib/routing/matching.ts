/**
 * Route matching (decision 0270): which routes, outermost first, a pathname selects, with their params. The rules
 * are React Router's, which the route table was written for: a path is ranked by its segments (static 10, a
 * `:param` 3, an empty one 1, an index route 2 more, a splat 2 less), the best-ranked branch wins and siblings break
 * ties in their order; paths match without regard to case; `*` at the end takes the rest into `params['*']`.
 */

/** A route as the matcher sees it: the route table's objects carry more (`router.ts`). */
export interface MatchableRoute {
  path?: string | undefined;
  index?: boolean | undefined;
  children?: readonly MatchableRoute[] | undefined;
}

export type Params = Record<string, string | undefined>;

/** One route of a match: its params (the whole match's, shared by every level), the part of the path it took. */
export interface RouteMatch<R extends MatchableRoute = MatchableRoute> {
  route: R;
  params: Params;
  /** The path this route and its parents matched, with the splat's part. */
  pathname: string;
  /** The same without the splat's part: where a descendant `<Routes>` and relative links start. */
  pathnameBase: string;
}

interface BranchStep<R> {
  relativePath: string;
  route: R;
}

interface Branch<R> {
  path: string;
  score: number;
  steps: BranchStep<R>[];
  /** Each step's place among its siblings: ties go to the earlier route. */
  order: number[];
}

export const joinPaths = (paths: string[]): string => paths.join('/').replace(/\/\/+/g, '/');

const PARAM = /^:[\w-]+$/;

function score(path: string, index: boolean | undefined): number {
  const segments = path.split('/');
  let total = segments.length;
  if (segments.includes('*')) total -= 2;
  if (index) total += 2;
  for (const segment of segments) {
    if (segment === '*') continue;
    total += PARAM.test(segment) ? 3 : segment === '' ? 1 : 10;
  }
  return total;
}

function flatten<R extends MatchableRoute>(
  routes: readonly R[],
  branches: Branch<R>[] = [],
  parentSteps: BranchStep<R>[] = [],
  parentOrder: number[] = [],
  parentPath = '',
): Branch<R>[] {
  routes.forEach((route, place) => {
    let relativePath = route.path ?? '';
    // An absolute child path repeats its parents' path (`paths.dashboard.root.path` under the pathless shell).
    if (relativePath.startsWith('/')) {
      if (!relativePath.startsWith(parentPath)) {
        throw new Error(`Route path "${relativePath}" is not inside its parent's path "${parentPath}".`);
      }
      relativePath = relativePath.slice(parentPath.length);
    }
    const path = joinPaths([parentPath, relativePath]);
    const steps = [...parentSteps, { relativePath, route }];
    const order = [...parentOrder, place];
    if (route.children?.length) flatten(route.children as readonly R[], branches, steps, order, path);
    // A pathless layout matches only through its children.
    if (route.path === undefined && !route.index) return;
    branches.push({ path, score: score(path, route.index), steps, order });
  });
  return branches;
}

function compareOrder(a: number[], b: number[]): number {
  const siblings = a.length === b.length && a.slice(0, -1).every((n, i) => n === b[i]);
  // Siblings: the earlier wins; otherwise neither is preferred.
  return siblings ? (a.at(-1) ?? 0) - (b.at(-1) ?? 0) : 0;
}

/** The branches of a route table, best first (computed once per table). */
export function rankBranches<R extends MatchableRoute>(routes: readonly R[]): Branch<R>[] {
  return flatten(routes).sort((a, b) => b.score - a.score || compareOrder(a.order, b.order));
}

interface PathMatch {
  params: Params;
  pathname: string;
  pathnameBase: string;
}

const compiled = new Map<string, { pattern: RegExp; names: string[] }>();

function compile(path: string, end: boolean): { pattern: RegExp; names: string[] } {
  const cacheKey = `${end}:${path}`;
  const known = compiled.get(cacheKey);
  if (known) return known;
  const names: string[] = [];
  let source = `^${path
    .replace(/\/*\*?$/, '')
    .replace(/^\/*/, '/')
    .replace(/[\\.*+^${}|()[\]]/g, '\\$&')
    .replace(/\/:([\w-]+)/g, (_, name: string) => {
      names.push(name);
      return '/([^\\/]+)';
    })}`;
  if (path.endsWith('*')) {
    names.push('*');
    source += path === '*' || path === '/*' ? '(.*)$' : '(?:\\/(.+)|\\/*)$';
  } else if (end) {
    source += '\\/*$';
  } else if (path !== '' && path !== '/') {
    source += '(?:(?=\\/|$))';
  }
  const result = { pattern: new RegExp(source, 'i'), names };
  compiled.set(cacheKey, result);
  return result;
}

function decode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** Matches one route's own path against what its parents left of the pathname. */
export function matchPath(path: string, pathname: string, end: boolean): PathMatch | null {
  const { pattern, names } = compile(path, end);
  const found = pathname.match(pattern);
  if (!found) return null;
  const matched = found[0];
  let pathnameBase = matched.replace(/(.)\/+$/, '$1');
  const params: Params = {};
  names.forEach((name, i) => {
    const value = found[i + 1] ?? '';
    if (name === '*') {
      pathnameBase = matched.slice(0, matched.length - value.length).replace(/(.)\/+$/, '$1');
    }
    params[name] = decode(value);
  });
  return { params, pathname: matched, pathnameBase };
}

function matchBranch<R extends MatchableRoute>(branch: Branch<R>, pathname: string): RouteMatch<R>[] | null {
  const params: Params = {};
  let matchedPathname = '/';
  const matches: RouteMatch<R>[] = [];
  for (const [i, step] of branch.steps.entries()) {
    const last = i === branch.steps.length - 1;
    const remaining = matchedPathname === '/' ? pathname : pathname.slice(matchedPathname.length) || '/';
    const match = matchPath(step.relativePath, remaining, last);
    if (!match) return null;
    Object.assign(params, match.params);
    matches.push({
      route: step.route,
      params,
      pathname: joinPaths([matchedPathname, match.pathname]),
      pathnameBase: normalizePathname(joinPaths([matchedPathname, match.pathnameBase])),
    });
    if (match.pathnameBase !== '/') matchedPathname = joinPaths([matchedPathname, match.pathnameBase]);
  }
  return matches;
}

const normalizePathname = (pathname: string) => pathname.replace(/\/+$/, '').replace(/^\/*/, '/');

/** The routes `pathname` selects, outermost first, or null when none does. `base`: where the table starts. */
export function matchBranches<R extends MatchableRoute>(
  branches: Branch<R>[],
  pathname: string,
  base = '/',
): RouteMatch<R>[] | null {
  let path = pathname;
  if (base !== '/') {
    if (!path.toLowerCase().startsWith(base.toLowerCase())) return null;
    path = path.slice(base.length) || '/';
    if (!path.startsWith('/')) return null;
  }
  for (const branch of branches) {
    const matches = matchBranch(branch, path);
    if (!matches) continue;
    if (base === '/') return matches;
    return matches.map((match) => ({
      ...match,
      pathname: joinPaths([base, match.pathname]),
      pathnameBase: normalizePathname(joinPaths([base, match.pathnameBase])),
    }));
  }
  return null;
}

/** The pathname, search and hash of a link target. */
export interface Path {
  pathname: string;
  search: string;
  hash: string;
}

export function parsePath(to: string): Partial<Path> {
  const path: Partial<Path> = {};
  let rest = to;
  const hashAt = rest.indexOf('#');
  if (hashAt >= 0) {
    path.hash = rest.slice(hashAt);
    rest = rest.slice(0, hashAt);
  }
  const searchAt = rest.indexOf('?');
  if (searchAt >= 0) {
    path.search = rest.slice(searchAt);
    rest = rest.slice(0, searchAt);
  }
  if (rest) path.pathname = rest;
  return path;
}

export const createPath = ({ pathname, search, hash }: Path): string =>
  `${pathname}${search && search !== '?' ? search : ''}${hash && hash !== '#' ? hash : ''}`;

/**
 * A link target made absolute: a path from `/` stays; a relative one is resolved from `from` (a route's
 * `pathnameBase`, or the location's pathname for `relative="path"`), `..` going up one segment; a target with a
 * search or hash only keeps the current pathname.
 */
export function resolveTo(to: string, from: string, currentPathname: string): Path {
  const parsed = parsePath(to);
  let pathname: string;
  if (parsed.pathname === undefined) pathname = currentPathname;
  else if (parsed.pathname.startsWith('/')) pathname = parsed.pathname;
  else {
    const segments = from.split('/').filter(Boolean);
    for (const segment of parsed.pathname.split('/')) {
      if (segment === '..') segments.pop();
      else if (segment !== '.' && segment !== '') segments.push(segment);
    }
    pathname = `/${segments.join('/')}`;
    if (parsed.pathname.endsWith('/') && pathname !== '/') pathname += '/';
  }
  return { pathname, search: normalizeSearch(parsed.search ?? ''), hash: parsed.hash ?? '' };
}

const normalizeSearch = (search: string) => (!search || search === '?' ? '' : search);
