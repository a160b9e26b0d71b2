import { act, StrictMode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { App } from '@/app/app';
import { createAppRouter } from '@/app/router';
import { renderPage } from '@/entry-server';
import { readPrivateLabelData, toBrand } from '@/lib/brand/private-label-data';
import { RENDERED_PATH_ATTRIBUTE, renderedPathOf, routerReady, shouldHydrate } from '@/lib/server-rendered';
import { privateLabelDataFixture } from '@/testing/brand-fixture';

// Under vitest `react-router/dom` loads React Router's ESM build and `react-router` its CommonJS one: two
// copies whose contexts do not meet. The browser build has one; here the app's provider comes from the same copy.
vi.mock('react-router/dom', async () => ({ RouterProvider: (await import('react-router')).RouterProvider }));

const data = privateLabelDataFixture();
const ORIGIN = 'http://harbor.localhost:8080';

/** The page as the server sends it: the data block and the rendered markup in #root (apps/api spa module). */
async function serveAndLoad(path: string, signedIn = false) {
  // jsdom has local storage: the session the server entry stands in for in Node is the real one here.
  if (signedIn) localStorage.setItem('jwt', 'server-render');
  const page = await renderPage(`${ORIGIN}${path}`, data, { signedIn });
  document.body.innerHTML = `<script id="private-label-data" type="application/json">${JSON.stringify(data)}</script><div id="root"></div>`;
  const root = document.getElementById('root') as HTMLElement;
  if (page) {
    root.innerHTML = page.html;
    root.setAttribute(RENDERED_PATH_ATTRIBUTE, page.path);
  }
  window.history.replaceState(null, '', path);
  return { page, root };
}

let consoleErrors: unknown[][];
let hydrated: Root | undefined;
beforeEach(() => {
  // React's act() outside Testing Library's render.
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  consoleErrors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    consoleErrors.push(args);
  });
  vi.stubGlobal(
    'fetch',
    vi.fn(() => new Promise(() => {})),
  );
});
afterEach(() => {
  act(() => hydrated?.unmount());
  hydrated = undefined;
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('server rendering (decision 0095)', () => {
  it('renders the first register page with the brand and the property question', async () => {
    const { page } = await serveAndLoad('/account/heloc/register-v2');
    expect(page?.path).toBe('/account/heloc/register-v2');
    expect(page?.html).toContain('Harbor Mortgage Co.');
    expect(page?.html).toMatch(/<h1[^>]*>[^<]+<\/h1>/);
  });

  it.each([
    '/account/heloc/register-v2/birthdate',
    '/account/heloc/register-v2/check-answers',
    '/account/heloc/register-v2/no-such-step',
    '/account/heloc/register?step=name',
  ])('leaves %s, which shows the browser’s stored answers, to the browser', async (path) => {
    const { page } = await serveAndLoad(path);
    expect(page).toBeNull();
  });

  it.each([
    '/account/heloc/register-v2/',
    '/account/heloc/register',
    '/account/heloc/register-v2/offer/ABC123',
  ])('renders %s, which needs no stored answers', async (path) => {
    expect((await serveAndLoad(path)).page).not.toBeNull();
  });

  it('follows the routes’ own redirects and reports where it ended', async () => {
    const { page } = await serveAndLoad('/account/heloc', true);
    expect(page?.path).toBe('/account/heloc/register-v2');
  });

  it('renders a private page as signed in (the shell and the page loading), never a redirect', async () => {
    const { page } = await serveAndLoad('/dashboard', true);
    expect(page?.path).toBe('/dashboard');
    expect(page?.html).toContain('main-content');
  });

  it.each(['/account/heloc/register-v2', '/auth/login', '/auth/login?redirectUrl=%2Fdashboard'])(
    'hydrates %s without a mismatch or any console error',
    async (path) => {
      const { root } = await serveAndLoad(path);
      const serverHeading = root.querySelector('h1')?.textContent;
      expect(serverHeading).toBeTruthy();
      const rendered = renderedPathOf(root);
      expect(rendered).toBe(path);
      const router = createAppRouter();
      await routerReady(router);
      expect(shouldHydrate(rendered ?? '', router.state.location)).toBe(true);
      const recoverable: unknown[] = [];
      const brand = toBrand(readPrivateLabelData());
      await act(async () => {
        hydrated = hydrateRoot(
          root,
          <StrictMode>
            <App brand={brand} router={router} />
          </StrictMode>,
          { onRecoverableError: (error) => recoverable.push(error) },
        );
      });
      expect(recoverable).toEqual([]);
      expect(consoleErrors.map((args) => args.map(String).join(' ').slice(0, 600))).toEqual([]);
      expect(root.querySelector('h1')?.textContent).toBe(serverHeading);
    },
  );
});
