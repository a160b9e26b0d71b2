import { SIGNER_INVITATION_PAGE } from '@hearth/domain/additional-signers';
import { BASE_PATH } from '@hearth/domain/auth';
import { BANK_LINK_RETURN_PATH, BANK_LINK_STORAGE_KEY } from '@hearth/domain/bank-accounts';
import type { DehydratedState } from '@tanstack/react-query';
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
import { rescissionView } from '@/testing/rescission-fixture';

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
async function hydrateAsTheBrowser(root: HTMLElement, queryState?: DehydratedState): Promise<unknown[]> {
  const router = createAppRouter();
  await routerReady(router);
  expect(shouldHydrate(renderedPathOf(root) ?? '', router.state.location)).toBe(true);
  const recoverable: unknown[] = [];
  const brand = toBrand(readPrivateLabelData());
  await act(async () => {
    hydrated = hydrateRoot(
      root,
      <StrictMode>
        <App brand={brand} router={router} queryState={queryState} />
      </StrictMode>,
      { onRecoverableError: (error) => recoverable.push(error) },
    );
  });
  // Parts a page fetches once hydrated (the banners on a page past the entry pages) arrive inside act: under
  // load their import can outlast the hydration's own act, and React reports a resource settled outside it.
  await act(partsSettled);
  return recoverable;
}

/** The browser's own reads after the page is in: the paths, answered with nothing. */
function stubBrowserFetch(): string[] {
  const paths: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((input: string) => {
      paths.push(new URL(input, ORIGIN).pathname);
      return new Promise(() => {});
    }),
  );
  return paths;
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

describe('application pages rendered with their data (decision 0268)', () => {
  const UUID = '3f1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f';
  const PAGE = `/account/heloc/${UUID}/signing/support`;
  const application = {
    uuid: UUID,
    status: { checklistStatus: 'GEN_NOTE_SIGNING' },
    rate: 0,
    amount: 0,
    term: 0,
    auditFields: { createdDate: '2026-11-01' },
  };
  const profile = {
    uuid: UUID,
    organizationCode: 'HARBOR',
    email: 'ada@example.com',
    profileType: 'BORROWER',
  };
  const json = (body: unknown, status = 200) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  const answers = (path: string): Response => {
    if (path.endsWith(`/heloc/${UUID}`)) return json(application);
    if (path.endsWith('/profile')) return json(profile);
    if (path.includes('/conditions/')) return json([]);
    return json({ message: 'Not found' }, 404);
  };
  /** The API as the server entry reaches it (options.fetch), recording what it was asked. */
  function api(answer: (path: string) => Response) {
    const asked: { path: string; method: string; authorization: string | null }[] = [];
    const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = new URL(String(input), ORIGIN).pathname;
      const authorization = new Headers(init?.headers).get('authorization');
      asked.push({ path, method: init?.method ?? 'GET', authorization });
      return answer(path);
    }) as typeof globalThis.fetch;
    return { fetch, asked };
  }
  const render = (fetch: typeof globalThis.fetch) => {
    // jsdom has local storage: the token the server entry stands in for in Node is the real one here.
    localStorage.setItem('jwt', 'borrower-token');
    return renderPage(`${ORIGIN}${PAGE}`, data, { signedIn: true, token: 'borrower-token', fetch });
  };

  it('reads with the borrower token until the page waits for nothing, and hydrates with those answers', async () => {
    const { fetch, asked } = api(answers);
    const page = await render(fetch);
    // The frame's reads (application, tasks, profile), each once, as the borrower.
    expect(asked.map((call) => call.path).sort()).toEqual([
      `/service-application/api/v1/application/heloc/${UUID}`,
      `/service-conditions/external/api/v1/applications/${UUID}/conditions/external-applicants`,
      '/service-profile/api/v1/profile',
    ]);
    expect(
      asked.every((call) => call.method === 'GET' && call.authorization === 'Bearer borrower-token'),
    ).toBe(true);
    // The page itself, not its loading state, with the step the application is at.
    expect(page?.html).toContain('Help with signing your documents');
    expect(page?.html).not.toContain('Loading your application');
    expect(page?.queryState?.queries.map((query) => query.queryKey[0])).toContain('conditions');

    // The browser takes the answers into its cache and renders the same page: nothing is read again.
    document.body.innerHTML = `<script id="private-label-data" type="application/json">${JSON.stringify(data)}</script><div id="root"></div>`;
    const root = document.getElementById('root') as HTMLElement;
    root.innerHTML = page?.html ?? '';
    root.setAttribute(RENDERED_PATH_ATTRIBUTE, page?.path ?? '');
    window.history.replaceState(null, '', PAGE);
    const browserReads = stubBrowserFetch();
    expect(await hydrateAsTheBrowser(root, page?.queryState)).toEqual([]);
    expect(consoleErrorLines()).toEqual([]);
    expect(root.querySelector('h1')?.textContent).toBe('Help with signing your documents');
    expect(browserReads.filter((path) => path.includes(UUID) || path.endsWith('/profile'))).toEqual([]);
  });

  it('renders a part of the page in a chunk of its own once it has loaded, never its fallback (React #419)', async () => {
    // complete during the right to cancel: the page is a part of its own (`lazyPart`), not yet loaded in this
    // process. Sent as its fallback, the browser rendered it again and logged React's error #419 (a CI failure).
    const COMPLETE = `/account/heloc/${UUID}/complete`;
    const { fetch } = api((path) => {
      if (path.endsWith(`/heloc/${UUID}`))
        return json({ ...application, status: { checklistStatus: 'RESCISSION' } });
      if (path.endsWith('/rescission'))
        return json(rescissionView({ canCancel: false, canceledAt: '2026-11-21T18:30:00.000Z' }));
      if (path.endsWith('/documents')) return json({ status: 'RESCISSION', documents: [], sealed: null });
      return answers(path);
    });
    localStorage.setItem('jwt', 'borrower-token');
    const page = await renderPage(`${ORIGIN}${COMPLETE}`, data, {
      signedIn: true,
      token: 'borrower-token',
      fetch,
    });
    expect(page?.html).toContain('Your line of credit is canceled');
    expect(page?.html).not.toContain('<!--$!-->');

    document.body.innerHTML = `<script id="private-label-data" type="application/json">${JSON.stringify(data)}</script><div id="root"></div>`;
    const root = document.getElementById('root') as HTMLElement;
    root.innerHTML = page?.html ?? '';
    root.setAttribute(RENDERED_PATH_ATTRIBUTE, page?.path ?? '');
    window.history.replaceState(null, '', COMPLETE);
    stubBrowserFetch();
    expect(await hydrateAsTheBrowser(root, page?.queryState)).toEqual([]);
    expect(consoleErrorLines()).toEqual([]);
    expect(root.querySelector('h1')?.textContent).toBe('Your line of credit is canceled');
  });

  it('sends the page in its loading state, without answers, when a read fails', async () => {
    for (const failing of ['/profile', '/external-applicants']) {
      const { fetch } = api((path) =>
        path.endsWith(failing) ? json({ message: 'No' }, 500) : answers(path),
      );
      const page = await render(fetch);
      expect(page?.queryState).toBeUndefined();
      expect(page?.html).toContain('Loading your application');
    }
  });

  it('renders without reading when the token is not the API’s to check (no fetch)', async () => {
    localStorage.setItem('jwt', 'server-render');
    const page = await renderPage(`${ORIGIN}${PAGE}`, data, { signedIn: true });
    expect(page?.queryState).toBeUndefined();
    expect(page?.html).toContain('Loading your application');
  });
});
