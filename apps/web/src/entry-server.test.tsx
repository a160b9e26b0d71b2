import { SIGNER_INVITATION_PAGE } from '@hearth/domain/additional-signers';
import { BASE_PATH } from '@hearth/domain/auth';
import { BANK_LINK_RETURN_PATH, BANK_LINK_STORAGE_KEY } from '@hearth/domain/bank-accounts';
import { act, StrictMode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { App } from '@/app/app';
import { createAppRouter } from '@/app/router';
import { renderPage } from '@/entry-server';
import { readPrivateLabelData, toBrand } from '@/lib/brand/private-label-data';
import { partsSettled } from '@/lib/lazy-part';
import { RENDERED_PATH_ATTRIBUTE, renderedPathOf, routerReady, shouldHydrate } from '@/lib/server-rendered';
import { privateLabelDataFixture } from '@/testing/brand-fixture';

// Under vitest `react-router/dom` loads React Router's ESM build and `react-router` its CommonJS one: two
// copies whose contexts do not meet. The browser build has one; here the app's provider comes from the same copy.
vi.mock('react-router/dom', async () => ({ RouterProvider: (await import('react-router')).RouterProvider }));

const data = privateLabelDataFixture();
const ORIGIN = 'http://harbor.localhost:8080';

/**
 * The page as the server sends it: the data block and the rendered markup in #root (apps/api spa module).
 * `browser` holds what only the browser has (a fragment, session storage), put in place after the server render.
 */
async function serveAndLoad(
  path: string,
  signedIn = false,
  browser: { hash?: string; session?: Record<string, string> } = {},
) {
  // jsdom has local storage: the session the server entry stands in for in Node is the real one here.
  if (signedIn) localStorage.setItem('jwt', 'server-render');
  const page = await renderPage(`${ORIGIN}${path}`, data, { signedIn });
  for (const [key, value] of Object.entries(browser.session ?? {})) sessionStorage.setItem(key, value);
  document.body.innerHTML = `<script id="private-label-data" type="application/json">${JSON.stringify(data)}</script><div id="root"></div>`;
  const root = document.getElementById('root') as HTMLElement;
  if (page) {
    root.innerHTML = page.html;
    root.setAttribute(RENDERED_PATH_ATTRIBUTE, page.path);
  }
  window.history.replaceState(null, '', `${path}${browser.hash ?? ''}`);
  return { page, root };
}

/** Hydrates #root as `main.tsx` does; returns the errors React recovered from (a mismatch among them). */
async function hydrateAsTheBrowser(root: HTMLElement): Promise<unknown[]> {
  const router = createAppRouter();
  await routerReady(router);
  expect(shouldHydrate(renderedPathOf(root) ?? '', router.state.location)).toBe(true);
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
  // Parts a page fetches once hydrated (the banners on a page past the entry pages) arrive inside act: under
  // load their import can outlast the hydration's own act, and React reports a resource settled outside it.
  await act(partsSettled);
  return recoverable;
}

function consoleErrorLines(): string[] {
  return consoleErrors.map((args) => args.map(String).join(' ').slice(0, 600));
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
      expect(renderedPathOf(root)).toBe(path);
      expect(await hydrateAsTheBrowser(root)).toEqual([]);
      expect(consoleErrorLines()).toEqual([]);
      expect(root.querySelector('h1')?.textContent).toBe(serverHeading);
    },
  );

  // Pages that read what only the browser has (issue 19 item 9): the server cannot see it, so the browser's
  // first render must match the server's and read it after hydration.
  const invitationToken = 'a'.repeat(43);
  const pendingBankLink = JSON.stringify({ uuid: 'app-1', purpose: 'DISBURSEMENT', linkId: 'link-1' });
  it.each([
    {
      name: 'the bank-link return, with the link in progress in session storage',
      path: `${BANK_LINK_RETURN_PATH}?link_id=link-1&status=success&public_token=public-1`,
      signedIn: true,
      browser: { session: { [BANK_LINK_STORAGE_KEY]: pendingBankLink } },
    },
    {
      name: 'the bank-link return, with nothing in progress',
      path: `${BANK_LINK_RETURN_PATH}?link_id=link-1&status=success`,
      signedIn: true,
      browser: {},
    },
    {
      name: 'the signer invitation, with its token in the fragment',
      path: `${BASE_PATH}${SIGNER_INVITATION_PAGE}`,
      signedIn: false,
      browser: { hash: `#invitation=${invitationToken}` },
    },
    {
      name: 'the signer area without a link',
      path: `${BASE_PATH}${SIGNER_INVITATION_PAGE}`,
      signedIn: false,
      browser: {},
    },
  ])('hydrates $name without a mismatch or any console error', async ({ path, signedIn, browser }) => {
    const { page, root } = await serveAndLoad(path, signedIn, browser);
    expect(page?.path).toBe(path);
    expect(await hydrateAsTheBrowser(root)).toEqual([]);
    expect(consoleErrorLines()).toEqual([]);
  });
});
