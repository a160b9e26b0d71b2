import { JWT_STORAGE_KEY } from '@hearth/domain/auth';
import { act, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { requireSession, routes } from '@/app/router';
import { Redirect } from '@/lib/routing';
import { jsonResponse, renderWithRouter } from '@/testing/render-app';

function guard(url: string) {
  try {
    return requireSession({ request: new Request(`http://localhost${url}`) });
  } catch (thrown) {
    return thrown as Redirect;
  }
}

describe('requireSession', () => {
  it('redirects a visitor without a token from a private page to login, keeping the page', () => {
    const answer = guard('/dashboard/settings?x=1');
    expect(answer).toBeInstanceOf(Redirect);
    expect((answer as Redirect).href).toBe(
      `/auth/login?redirectUrl=${encodeURIComponent('/dashboard/settings?x=1')}`,
    );
  });

  it.each(['/privacy', '/terms', '/auth/login', '/account/heloc/register-v2', '/not-accepting-apps'])(
    'lets anyone see the public path %s',
    (path) => {
      expect(guard(path)).toBeNull();
    },
  );

  it('lets a signed-in visitor through', () => {
    localStorage.setItem(JWT_STORAGE_KEY, 'token');
    expect(guard('/dashboard')).toBeNull();
  });
});

describe('the app routes', () => {
  afterEach(async () => {
    // A route's lazy chunk may still be loading when a test ends: it settles inside act, before the page is removed,
    // not after the file has ended (React's warning then reached a worker already closing: a failed CI run).
    await act(async () => {
      await vi.dynamicImportSettled();
    });
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  // Every brand root redirects at once; React Router warned three times per visit that the index route had
  // nothing to render (issue 8, defect 9).
  it.each(['/', '/account/heloc'])('redirect from %s without a route warning', async (start) => {
    const warn = vi.spyOn(console, 'warn');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse({ status: 401, message: 'unauthenticated' }, { status: 401 })),
    );
    const { router } = renderWithRouter(routes, start);
    await waitFor(() => expect(router.state.location.pathname).not.toBe(start));
    const routeWarnings = warn.mock.calls.filter((call) => String(call[0]).includes('Matched leaf route'));
    expect(routeWarnings).toEqual([]);
  });

  // Spec section 2: signer conditions paths are /heloc-signer/conditions/{location}; any other goes up one level.
  it.each(['phone-number', 'elsewhere'])(
    'sends the signer conditions path %s up one level, to the task list',
    async (rest) => {
      localStorage.setItem(JWT_STORAGE_KEY, 'token');
      vi.stubGlobal(
        'fetch',
        vi.fn(async () => jsonResponse({ status: 401, message: 'unauthenticated' }, { status: 401 })),
      );
      const { router } = renderWithRouter(routes, `/account/heloc/heloc-signer/conditions/${rest}`);
      const visited: string[] = [router.state.location.pathname];
      router.subscribe((state) => visited.push(state.location.pathname));
      await waitFor(() => expect(visited).toContain('/account/heloc/heloc-signer/conditions'));
      expect(visited).not.toContain('/account/heloc/heloc-signer');
    },
  );
});
