import { act, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  createMemoryRouter,
  createStaticRouter,
  Link,
  Navigate,
  NavLink,
  Outlet,
  Route,
  type RouteObject,
  type Router,
  RouterProvider,
  Routes,
  redirect,
  redirectDocument,
  useLocation,
  useMatches,
  useParams,
  useRouteError,
  useSearchParams,
} from '@/lib/routing';
import { matchBranches, rankBranches, resolveTo } from '@/lib/routing/matching';

const idsOf = (routes: RouteObject[], pathname: string) =>
  matchBranches(rankBranches(routes), pathname)?.map(
    (match) => match.route.id ?? match.route.path ?? 'index',
  );

describe('matching', () => {
  const table: RouteObject[] = [
    {
      id: 'shell',
      children: [
        { id: 'home', index: true },
        { id: 'dashboard', path: '/dashboard' },
        {
          id: 'heloc',
          path: '/account/heloc',
          children: [
            { id: 'heloc-index', index: true },
            { id: 'register', path: 'register-v2/*' },
            { id: 'broker', path: 'broker' },
            { id: 'application', path: ':uuid', children: [{ id: 'liens', path: 'liens' }] },
            { id: 'heloc-rest', path: '*' },
          ],
        },
        { id: 'not-found', path: '*' },
      ],
    },
  ];

  it('prefers a static segment to a param, and a param to a splat, whatever their order', () => {
    expect(idsOf(table, '/account/heloc/broker')).toEqual(['shell', 'heloc', 'broker']);
    expect(idsOf(table, '/account/heloc/abc-123')).toEqual(['shell', 'heloc', 'application']);
    expect(idsOf(table, '/account/heloc/abc-123/liens')).toEqual(['shell', 'heloc', 'application', 'liens']);
    expect(idsOf(table, '/account/heloc/abc-123/nowhere')).toEqual(['shell', 'heloc', 'heloc-rest']);
    expect(idsOf(table, '/elsewhere')).toEqual(['shell', 'not-found']);
  });

  it('matches index routes, trailing slashes and case as React Router did', () => {
    expect(idsOf(table, '/')).toEqual(['shell', 'home']);
    expect(idsOf(table, '/account/heloc/')).toEqual(['shell', 'heloc', 'heloc-index']);
    expect(idsOf(table, '/Dashboard/')).toEqual(['shell', 'dashboard']);
  });

  it('gives every level the whole match’s params, the splat included', () => {
    const matches = matchBranches(rankBranches(table), '/account/heloc/register-v2/property/address');
    expect(matches?.at(-1)?.params).toEqual({ '*': 'property/address' });
    expect(matches?.at(-1)?.pathnameBase).toBe('/account/heloc/register-v2');
    const liens = matchBranches(rankBranches(table), '/account/heloc/a%20b/liens');
    expect(liens?.[0]?.params).toEqual({ uuid: 'a b' });
  });

  it('resolves links from a route, from the path, and a search alone', () => {
    expect(resolveTo('/dashboard', '/x', '/x/y')).toEqual({ pathname: '/dashboard', search: '', hash: '' });
    expect(resolveTo('..?draw=5', '/a/b/confirm', '/a/b/confirm').pathname).toBe('/a/b');
    expect(resolveTo('upload', '/a/conditions', '/a/conditions/x').pathname).toBe('/a/conditions/upload');
    expect(resolveTo('?term=10#top', '/a', '/a/b')).toEqual({
      pathname: '/a/b',
      search: '?term=10',
      hash: '#top',
    });
  });
});

/** A page that shows where it is. */
function Page({ name }: { name: string }) {
  const location = useLocation();
  const params = useParams();
  return (
    <h1>
      {name} {location.pathname}
      {location.search} {JSON.stringify(params)}
    </h1>
  );
}

let router: Router | undefined;
afterEach(() => {
  router?.dispose();
  router = undefined;
});

async function renderAt(routes: RouteObject[], start: string) {
  router = createMemoryRouter(routes, { initialEntries: [start] });
  render(<RouterProvider router={router} />);
  await act(async () => {
    await router?.initialize();
  });
  return router;
}

/** A module that arrives when the test says so. */
function deferredModule(name: string) {
  let arrive: () => void = () => undefined;
  const lazy = () =>
    new Promise<{ Component: () => ReactNode }>((resolve) => {
      arrive = () => resolve({ Component: () => <Page name={name} /> });
    });
  return { lazy, arrive: () => arrive() };
}

describe('the router', () => {
  it('keeps the page on screen until the next page’s module and loaders are ready', async () => {
    const slow = deferredModule('Slow');
    const r = await renderAt(
      [
        { path: '/', element: <Page name="Home" /> },
        { path: '/slow', lazy: slow.lazy },
      ],
      '/',
    );
    let navigation: Promise<void> | undefined;
    act(() => {
      navigation = r.navigate('/slow');
    });
    expect(screen.getByRole('heading').textContent).toContain('Home');
    expect(r.state.navigation.state).toBe('loading');
    await act(async () => {
      slow.arrive();
      await navigation;
    });
    expect(screen.getByRole('heading').textContent).toContain('Slow /slow');
    expect(r.state.navigation.state).toBe('idle');
    expect(r.state.historyAction).toBe('PUSH');
  });

  it('lets the later of two navigations decide', async () => {
    const slow = deferredModule('Slow');
    const r = await renderAt(
      [
        { path: '/', element: <Page name="Home" /> },
        { path: '/slow', lazy: slow.lazy },
        { path: '/fast', element: <Page name="Fast" /> },
      ],
      '/',
    );
    let first: Promise<void> | undefined;
    act(() => {
      first = r.navigate('/slow');
    });
    await act(() => r.navigate('/fast'));
    await act(async () => {
      slow.arrive();
      await first;
    });
    expect(screen.getByRole('heading').textContent).toContain('Fast /fast');
  });

  it('follows a loader’s redirect without showing the page that redirected, and keeps a push a push', async () => {
    const r = await renderAt(
      [
        { path: '/', element: <Page name="Home" /> },
        { path: '/old', loader: () => redirect('/new?from=old'), element: <Page name="Old" /> },
        { path: '/new', element: <Page name="New" /> },
      ],
      '/',
    );
    await act(() => r.navigate('/old'));
    expect(screen.getByRole('heading').textContent).toContain('New /new?from=old');
    expect(r.state.historyAction).toBe('PUSH');
    // Back goes to the page before, not to the redirect.
    await act(async () => {
      await r.navigate(-1);
      await new Promise((resolve) => setTimeout(resolve, 10));
    });
    expect(screen.getByRole('heading').textContent).toContain('Home /');
    expect(r.state.historyAction).toBe('POP');
  });

  it('shows the nearest error element for a loader that fails and for a page that throws', async () => {
    function ShowError() {
      return <p role="alert">{String((useRouteError() as Error).message)}</p>;
    }
    function Throws(): never {
      throw new Error('render failed');
    }
    const r = await renderAt(
      [
        {
          path: '/',
          element: (
            <main>
              <Outlet />
            </main>
          ),
          errorElement: <ShowError />,
          children: [
            { index: true, element: <Page name="Home" /> },
            {
              path: 'broken',
              loader: () => {
                throw new Error('loader failed');
              },
              element: <Page name="Broken" />,
            },
            { path: 'throws', element: <Throws /> },
          ],
        },
      ],
      '/',
    );
    await act(() => r.navigate('/broken'));
    expect(screen.getByRole('alert').textContent).toBe('loader failed');
    const quiet = console.error;
    console.error = () => undefined;
    try {
      await act(() => r.navigate('/throws'));
    } finally {
      console.error = quiet;
    }
    expect(screen.getByRole('alert').textContent).toBe('render failed');
    await act(() => r.navigate('/'));
    expect(screen.getByRole('heading').textContent).toContain('Home');
  });

  it('navigates on a plain click of a link, marks the link to the page on screen, and leaves a modified click to the browser', async () => {
    function Shell() {
      return (
        <>
          <nav>
            <NavLink to="/dashboard" end>
              Dashboard
            </NavLink>
            <NavLink to="/dashboard/settings" className="side-nav__link">
              Settings
            </NavLink>
            <Link to="/dashboard/settings/name">Name</Link>
          </nav>
          <Outlet />
        </>
      );
    }
    const r = await renderAt(
      [
        {
          element: <Shell />,
          children: [
            { path: '/dashboard', element: <Page name="Dashboard" /> },
            { path: '/dashboard/settings/*', element: <Page name="Settings" /> },
          ],
        },
      ],
      '/dashboard',
    );
    expect(screen.getByRole('link', { name: 'Dashboard' }).getAttribute('aria-current')).toBe('page');
    await act(async () => {
      fireEvent.click(screen.getByRole('link', { name: 'Name' }));
    });
    expect(r.state.location.pathname).toBe('/dashboard/settings/name');
    const settings = screen.getByRole('link', { name: 'Settings' });
    expect(settings.getAttribute('aria-current')).toBe('page');
    expect(settings.className).toBe('side-nav__link active');
    expect(screen.getByRole('link', { name: 'Dashboard' }).getAttribute('aria-current')).toBeNull();
    // What the link left to the browser (a new tab), seen after React's handlers; jsdom opens no tab.
    let leftToBrowser: boolean | undefined;
    const stopNavigation = (event: Event) => {
      leftToBrowser = !event.defaultPrevented;
      event.preventDefault();
    };
    document.addEventListener('click', stopNavigation);
    fireEvent.click(screen.getByRole('link', { name: 'Dashboard' }), { ctrlKey: true });
    document.removeEventListener('click', stopNavigation);
    expect(leftToBrowser).toBe(true);
    expect(r.state.location.pathname).toBe('/dashboard/settings/name');
  });

  it('sets the search in place and reads the route handle', async () => {
    function Offers() {
      const [params, setParams] = useSearchParams();
      const handle = useMatches().at(-1)?.handle as { service: string };
      return (
        <button type="button" onClick={() => setParams({ draw: '50000' }, { replace: true })}>
          {handle.service} {params.get('draw') ?? 'none'}
        </button>
      );
    }
    const r = await renderAt(
      [{ path: '/offers', handle: { service: 'offers' }, element: <Offers /> }],
      '/offers',
    );
    await act(async () => {
      fireEvent.click(screen.getByRole('button'));
    });
    expect(screen.getByRole('button').textContent).toBe('offers 50000');
    expect(r.state.historyAction).toBe('REPLACE');
  });

  it('renders descendant routes from what the page’s splat left, and a <Navigate> goes where it says', async () => {
    function Console() {
      return (
        <Routes>
          <Route index element={<Navigate to="/console/queue" replace />} />
          <Route path="queue" element={<Page name="Queue" />} />
          <Route path="applications/:uuid" element={<Page name="File" />} />
        </Routes>
      );
    }
    const r = await renderAt([{ path: 'console/*', element: <Console /> }], '/console');
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(r.state.location.pathname).toBe('/console/queue');
    expect(r.state.historyAction).toBe('REPLACE');
    await act(() => r.navigate('/console/applications/abc'));
    expect(screen.getByRole('heading').textContent).toContain('File /console/applications/abc');
    expect(screen.getByRole('heading').textContent).toContain('"uuid":"abc"');
  });
});

describe('the server’s router', () => {
  const table: RouteObject[] = [
    { path: '/', loader: () => redirect('/dashboard') },
    { path: '/account', loader: () => redirectDocument('/dashboard') },
    { path: '/dashboard', lazy: async () => ({ Component: () => <Page name="Dashboard" /> }) },
  ];

  it('hands back a redirect instead of following it, and resolves a page with its module loaded', async () => {
    const home = await createStaticRouter(table, new URL('http://harbor.localhost/'));
    expect('redirect' in home && home.redirect.href).toBe('/dashboard');
    const legacy = await createStaticRouter(table, new URL('http://harbor.localhost/account'));
    expect('redirect' in legacy && legacy.redirect.document).toBe(true);
    const page = await createStaticRouter(table, new URL('http://harbor.localhost/dashboard?x=1'));
    if (!('router' in page)) throw new Error('expected a page');
    expect(page.router.state.initialized).toBe(true);
    render(<RouterProvider router={page.router} />);
    expect(screen.getByRole('heading').textContent).toContain('Dashboard /dashboard?x=1');
  });
});
