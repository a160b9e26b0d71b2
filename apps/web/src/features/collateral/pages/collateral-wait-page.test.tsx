import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Component as WaitPage } from '@/features/collateral/pages/collateral-wait-page';
import { Outlet } from '@/lib/routing';
import { applicationFixture } from '@/testing/application-fixture';
import { stubFetch } from '@/testing/fetch-mock';
import { jsonResponse, renderWithRouter } from '@/testing/render-app';

const UUID = '3f1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f';
const PROFILE = '7b1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f';
const BASE = `/account/heloc/${UUID}`;

/** The application as the server answers it, one status per read, the last one repeated. */
function mockApplication(statuses: string[]) {
  let reads = 0;
  stubFetch(({ path }) => {
    if (path.endsWith('/profile'))
      return jsonResponse({ uuid: PROFILE, organizationCode: 'HEARTH', email: 'sam@example.com' });
    if (!path.endsWith(UUID)) return jsonResponse({}, { status: 404 });
    const status = statuses[Math.min(reads, statuses.length - 1)];
    reads += 1;
    return jsonResponse(applicationFixture(UUID, status ?? ''));
  });
}

afterEach(() => vi.unstubAllGlobals());

describe('the valuation and title wait (decision 0160)', () => {
  it('follows the valuation into the title search on the same page and on to insurance', async () => {
    // The broker answers (NAV_BPO_PROCESSING to PREQUAL_TITLE, bpo/waiting to bpo/hold: the same page stays
    // mounted), then the title search answers (TRUST_AND_INSURANCE): the page must keep waiting and go on.
    mockApplication(['NAV_BPO_PROCESSING', 'PREQUAL_TITLE', 'PREQUAL_TITLE', 'TRUST_AND_INSURANCE']);
    const { router } = renderWithRouter(
      [
        {
          path: '/account/heloc/:uuid',
          element: <Outlet />,
          children: [
            { path: 'bpo/waiting', Component: WaitPage },
            { path: 'bpo/hold', Component: WaitPage },
            { path: 'insurance/requirements', element: <h1>Insurance</h1> },
          ],
        },
      ],
      `${BASE}/bpo/waiting`,
    );
    await screen.findByRole('heading', { level: 1, name: 'A broker is valuing your home' });
    await screen.findByRole('heading', { level: 1, name: "We are checking your home's title" });
    await waitFor(() => expect(router.state.location.pathname).toBe(`${BASE}/bpo/hold`));
    await waitFor(() => expect(router.state.location.pathname).toBe(`${BASE}/insurance/requirements`), {
      timeout: 10_000,
    });
    // The page polls on its real interval: a loaded CI machine needs more than the default 5 s for both answers.
  }, 15_000);
});
