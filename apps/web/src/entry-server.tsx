import { AsyncLocalStorage } from 'node:async_hooks';
import { JWT_STORAGE_KEY } from '@hearth/domain/auth';
import type { PrivateLabelData } from '@hearth/domain/brands';
import { LEGACY_STEP_PARAM } from '@hearth/domain/register-progress';
import { type DehydratedState, dehydrate, type Query, type QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { AppProvider } from '@/app/provider';
import { routes } from '@/app/router';
import { legacyRegisterPageOf, registerV2PageOf } from '@/features/register/register-pages';
import { toBrand } from '@/lib/brand/private-label-data';
import { setServerPageData } from '@/lib/brand/server-page-data';
import { setServerFetch } from '@/lib/http-client';
import { partsSettled } from '@/lib/lazy-part';
import { createQueryClient } from '@/lib/query-client';
import { createStaticRouter, RouterProvider } from '@/lib/routing';

/**
 * Server rendering of a page (decision 0095), built by `vite build --ssr` into dist/server and called by the
 * API's SPA module for each page request: the real routes and components, with the brand the server resolved,
 * so the page paints before its JavaScript arrives; `main.tsx` then hydrates it.
 *
 * The server cannot see the browser's storage: it renders every page as a first visit would (no register
 * answers, the signed-out top bar through `useIsSignedIn`'s server snapshot), and a private page as if a token
 * were present (the shell and the page in its loading state). A browser without a token is sent to login by
 * the client router; `main.tsx` then sees a different URL from the rendered one and renders instead of
 * hydrating.
 *
 * An application page asked for with the borrower's token (the page-session cookie, decision 0268) is rendered with
 * its data: the page's queries are answered through `options.fetch` (the API's own routes, in process) and the page
 * rendered again until none is waiting, and the answers go to the browser with the markup for its cache.
 */

/** The render in progress: its brand data, and whether it treats the visitor as signed in (private pages). */
const renderSession = new AsyncLocalStorage<{
  signedIn: boolean;
  data: PrivateLabelData;
  token?: string;
  fetch?: typeof fetch;
}>();
setServerPageData(() => renderSession.getStore()?.data);
setServerFetch(() => renderSession.getStore()?.fetch);

/**
 * `lib/session` reads the token from `globalThis.localStorage`, which Node has not: this stand-in answers for
 * the render in progress only, and holds nothing.
 */
function installSessionStandIn(): void {
  if ('localStorage' in globalThis) return;
  const standIn: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> = {
    getItem: (key) => {
      const session = renderSession.getStore();
      return key === JWT_STORAGE_KEY && session?.signedIn ? (session.token ?? 'server-render') : null;
    },
    setItem: () => undefined,
    removeItem: () => undefined,
  };
  Object.defineProperty(globalThis, 'localStorage', { value: standIn, configurable: true });
}
installSessionStandIn();

const REGISTER_V2_PREFIX = '/account/heloc/register-v2/';
const LEGACY_REGISTER_PATH = '/account/heloc/register';

/**
 * Register pages past the first question show (or send back from) what the borrower answered, which only the
 * browser has (session storage): rendered here they would differ from the browser's first render. They are
 * left to the browser, like before this decision.
 */
export function dependsOnBrowserAnswers(url: URL): boolean {
  const path = url.pathname.replace(/\/+$/, '');
  if (path.startsWith(REGISTER_V2_PREFIX)) {
    const page = registerV2PageOf(path.slice(REGISTER_V2_PREFIX.length));
    return page.kind !== 'offer' && !(page.kind === 'step' && page.step === 'index');
  }
  if (path === LEGACY_REGISTER_PATH) {
    const page = legacyRegisterPageOf(url.searchParams.get(LEGACY_STEP_PARAM));
    return !(page.kind === 'step' && page.step === 'index');
  }
  return false;
}

/** Redirects the routes themselves answer with (`/` to the dashboard, `/account/heloc` to register-v2). */
const MAX_REDIRECTS = 3;

export type RenderedPage = {
  /** The markup of `#root`. */
  html: string;
  /** The path and query that were rendered (after the routes' own redirects): what `main.tsx` compares. */
  path: string;
  /** The answers the page was rendered with (a page rendered with its data), for the browser's query cache. */
  queryState?: DehydratedState;
};

export type RenderOptions = {
  signedIn: boolean;
  /** The borrower's token, when the page request carried it: the page is rendered with its data. */
  token?: string;
  /** Answers the page's reads on the server (the API in process); only with `token`. */
  fetch?: typeof fetch;
};

/**
 * How many times a page is rendered at most to find its reads: the frame's (application, tasks, profile), then the
 * page's, then a read that needs one of those (disclosures' first document) or a part of the page in a chunk of its
 * own (a returned draw's page) and that part's reads, then the page with all of them.
 */
const MAX_DATA_RENDERS = 6;

function isEnabled(query: Query): boolean {
  const { enabled } = query.options as { enabled?: unknown };
  return typeof enabled === 'function' ? enabled(query) !== false : enabled !== false;
}

/** A query the render asked for and nothing has fetched yet (on the server no query fetches by itself). */
function waitingToFetch(query: Query): boolean {
  return (
    isEnabled(query) &&
    typeof query.options.queryFn === 'function' &&
    query.state.status === 'pending' &&
    query.state.fetchStatus === 'idle'
  );
}

/**
 * React's mark for a `<Suspense>` boundary whose content suspended in the render (a part of the page whose chunk
 * this process had not loaded yet, `lazyPart`): the boundary is sent as its fallback and the browser renders it
 * itself, reporting a recoverable error (React's #419) and replacing what the server sent.
 */
const SUSPENDED_BOUNDARY = '<!--$!-->';

/** Whether a render sent a boundary as its fallback because a part's chunk was still loading. */
function suspendedOnAPart(html: string): boolean {
  return html.includes(SUSPENDED_BOUNDARY);
}

/** How many times a page without data is rendered at most while the parts it shows load. */
const MAX_PART_RENDERS = 3;

/** Renders until no part of the page is still loading (a part loads once per process). */
async function renderWithParts(render: () => string): Promise<string> {
  let html = render();
  for (let pass = 1; pass < MAX_PART_RENDERS && suspendedOnAPart(html); pass++) {
    await partsSettled();
    html = render();
  }
  return html;
}

/**
 * Renders until the page waits for nothing. Returns the last markup and the answers, or null when a read failed or
 * the page still waits (a session the API refused, a read only the browser can make): the page is then sent in its
 * loading state, as without a token, and the browser reads as usual.
 */
async function renderWithData(
  render: (queryClient: QueryClient) => string,
): Promise<{ html: string; queryState: DehydratedState } | null> {
  const queryClient = createQueryClient();
  for (let pass = 0; pass < MAX_DATA_RENDERS; pass++) {
    const html = render(queryClient);
    const queries = queryClient.getQueryCache().getAll();
    if (queries.some((query) => query.state.status === 'error')) return null;
    const waiting = queries.filter(waitingToFetch);
    const partsLoading = suspendedOnAPart(html);
    if (waiting.length === 0 && !partsLoading) {
      // A query the page holds back (`enabled: false`) is pending in the browser's first render too.
      return queries.some((query) => query.state.status === 'pending' && isEnabled(query))
        ? null
        : { html, queryState: dehydrate(queryClient) };
    }
    // A part that suspended is loaded beside the reads, and shown with its own reads in the next render.
    await Promise.all([partsSettled(), ...waiting.map((query) => query.fetch().catch(() => undefined))]);
  }
  return null;
}

/**
 * Renders `url` (absolute, the page the browser asked for) with the brand in `data`. Returns null when the
 * page should be left to the browser (a redirect out of the app, a route error); throws what rendering throws.
 */
export async function renderPage(
  url: string,
  data: PrivateLabelData,
  options: RenderOptions,
): Promise<RenderedPage | null> {
  const session = { signedIn: options.signedIn, data, token: options.token, fetch: options.fetch };
  const withData = options.signedIn && options.token !== undefined && options.fetch !== undefined;
  return renderSession.run(session, async () => {
    let target = new URL(url);
    for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
      if (dependsOnBrowserAnswers(target)) return null;
      const page = await createStaticRouter(routes, target);
      if ('redirect' in page) {
        const next = new URL(page.redirect.href, target);
        // A full page load (the legacy jumps) or another origin is the browser's to make.
        if (page.redirect.document || next.origin !== target.origin) return null;
        target = next;
        continue;
      }
      const { router } = page;
      if (router.state.errors) return null;
      // The same providers as `App`, in the same order, so `useId` values match on hydration.
      const render = (queryClient: QueryClient) =>
        renderToString(
          <StrictMode>
            <AppProvider brand={toBrand(data)} queryClient={queryClient}>
              <RouterProvider router={router} />
            </AppProvider>
          </StrictMode>,
        );
      const path = `${target.pathname}${target.search}`;
      const rendered = withData ? await renderWithData(render) : null;
      if (rendered) return { html: rendered.html, path, queryState: rendered.queryState };
      // Without the data the page renders without a token of its own, as a first visit would.
      const queryClient = createQueryClient();
      return renderSession.run({ signedIn: options.signedIn, data }, async () => ({
        html: await renderWithParts(() => render(queryClient)),
        path,
      }));
    }
    return null;
  });
}
