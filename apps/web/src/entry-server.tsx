import { AsyncLocalStorage } from 'node:async_hooks';
import { JWT_STORAGE_KEY } from '@hearth/domain/auth';
import type { PrivateLabelData } from '@hearth/domain/brands';
import { LEGACY_STEP_PARAM } from '@hearth/domain/register-progress';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppProvider } from '@/app/provider';
import { routes } from '@/app/router';
import { legacyRegisterPageOf, registerV2PageOf } from '@/features/register/register-pages';
import { toBrand } from '@/lib/brand/private-label-data';
import { setServerPageData } from '@/lib/brand/server-page-data';
import { createQueryClient } from '@/lib/query-client';

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
 */

/** The render in progress: its brand data, and whether it treats the visitor as signed in (private pages). */
const renderSession = new AsyncLocalStorage<{ signedIn: boolean; data: PrivateLabelData }>();
setServerPageData(() => renderSession.getStore()?.data);

/**
 * `lib/session` reads the token from `globalThis.localStorage`, which Node has not: this stand-in answers for
 * the render in progress only, and holds nothing.
 */
function installSessionStandIn(): void {
  if ('localStorage' in globalThis) return;
  const standIn: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> = {
    getItem: (key) =>
      key === JWT_STORAGE_KEY && renderSession.getStore()?.signedIn ? 'server-render' : null,
    setItem: () => undefined,
    removeItem: () => undefined,
  };
  Object.defineProperty(globalThis, 'localStorage', { value: standIn, configurable: true });
}
installSessionStandIn();

const handler = createStaticHandler(routes);

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
};

/**
 * Renders `url` (absolute, the page the browser asked for) with the brand in `data`. Returns null when the
 * page should be left to the browser (a redirect out of the app, a route error); throws what rendering throws.
 */
export async function renderPage(
  url: string,
  data: PrivateLabelData,
  options: { signedIn: boolean },
): Promise<RenderedPage | null> {
  return renderSession.run({ signedIn: options.signedIn, data }, async () => {
    let target = new URL(url);
    for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
      if (dependsOnBrowserAnswers(target)) return null;
      const context = await handler.query(new Request(target));
      if (context instanceof Response) {
        const location = context.headers.get('location');
        if (!location || context.status < 300 || context.status >= 400) return null;
        const next = new URL(location, target);
        if (next.origin !== target.origin) return null;
        target = next;
        continue;
      }
      if (context.errors || context.statusCode !== 200) return null;
      const router = createStaticRouter(handler.dataRoutes, context);
      // The same providers as `App`, in the same order, so `useId` values match on hydration.
      const html = renderToString(
        <StrictMode>
          <AppProvider brand={toBrand(data)} queryClient={createQueryClient()}>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </AppProvider>
        </StrictMode>,
      );
      return { html, path: `${target.pathname}${target.search}` };
    }
    return null;
  });
}
