import { describe, expect, it } from 'vitest';
import { routes } from '@/app/router';
import type { RouteObject } from '@/lib/routing';
import { PAGE_ROUTES, REDIRECT_ROUTES } from '../../../../e2e/support/page-routes';

// Issue 18 item 4: e2e/tests/pages.spec.ts reviews every page once (axe-core and screenshots at 375 and 1280 px),
// from the route list in e2e/support/page-routes.ts. This holds that list against the router, so a page cannot be
// added, renamed or removed without the review following it.

type Leaf = { pattern: string; redirectOnly: boolean };

/** The full path pattern of a child route: an absolute child path stands as written. */
function join(parent: string, path: string | undefined): string {
  if (path === undefined) return parent;
  if (path.startsWith('/')) return path;
  return parent === '/' || parent === '' ? `/${path}` : `${parent}/${path}`;
}

/** Every route that renders something of its own (no children), with its full path pattern. */
function leaves(tree: RouteObject[], parent = ''): Leaf[] {
  return tree.flatMap((route) => {
    const pattern = join(parent, route.path);
    if (route.children?.length) return leaves(route.children, pattern);
    // An index route and a route whose loader redirects without a page module show nothing of their own.
    const redirectOnly = route.index === true || (route.loader !== undefined && route.lazy === undefined);
    return [{ pattern: pattern || '/', redirectOnly }];
  });
}

const routerLeaves = leaves(routes);
const routerPatterns = routerLeaves.map((leaf) => leaf.pattern);
const pages: readonly string[] = PAGE_ROUTES;
const redirects: readonly string[] = Object.keys(REDIRECT_ROUTES);
const catalogue = [...pages, ...redirects];

describe('the pages review catalogue (e2e/support/page-routes.ts)', () => {
  it('finds the routes of the router', () => {
    // A walk that found nothing would make every check below pass.
    expect(routerPatterns).toContain('/account/heloc/:uuid/product/select');
    expect(routerPatterns).toContain('/account/heloc/heloc-signer/login');
    expect(routerPatterns).toContain('/*');
  });

  it('names each route pattern once', () => {
    const twice = (list: readonly string[]) => list.filter((item, index) => list.indexOf(item) !== index);
    expect(twice(routerPatterns), 'route patterns the router holds twice').toEqual([]);
    expect(twice(catalogue), 'route patterns the catalogue names twice').toEqual([]);
  });

  it('lists every route of the router, as a page to review or a redirect', () => {
    const missing = routerPatterns.filter((pattern) => !catalogue.includes(pattern));
    expect(missing, 'routes of apps/web/src/app/router.tsx missing from e2e/support/page-routes.ts').toEqual(
      [],
    );
  });

  it('lists no route the router does not have', () => {
    const unknown = catalogue.filter((pattern) => !routerPatterns.includes(pattern));
    expect(unknown, 'entries of e2e/support/page-routes.ts that are not routes of the router').toEqual([]);
  });

  it('lists the index and loader-redirect routes as redirects, not as pages to review', () => {
    const redirectOnly = routerLeaves.filter((leaf) => leaf.redirectOnly).map((leaf) => leaf.pattern);
    expect(redirectOnly.length).toBeGreaterThan(0);
    expect(
      redirectOnly.filter((pattern) => pages.includes(pattern)),
      'redirect-only routes listed as pages in PAGE_ROUTES',
    ).toEqual([]);
  });
});
