import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Component as ConfirmOfferPage } from '@/features/offers/pages/confirm-offer-page';
import { Component as SelectOfferPage } from '@/features/offers/pages/select-offer-page';
import { DECISION_WAIT_MS } from '@/lib/experiments';
import { applicationFixture } from '@/testing/application-fixture';
import { jsonResponse, renderWithRouter } from '@/testing/render-app';

const UUID = '3f1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f';
const base = (term: number, type: 'FIXED' | 'VARIABLE', rate: number) => ({
  term,
  type,
  min: 15000,
  max: 100000,
  minDraw: 15000,
  maxDraw: 80000,
  originationFee: 2,
  rate,
  baseRate: rate - 0.25,
  discountList: [],
  minRecordingTax: 0,
  maxRecordingTax: 0,
});
const offerSet = {
  offers: [base(10, 'FIXED', 9), base(20, 'FIXED', 9.5), base(10, 'VARIABLE', 8)],
  propertyState: 'CA',
};

const TELEMETRY_SESSION = {
  uuid: '11111111-2222-4333-8444-555555555555',
  epoch: 1_795_316_000_000,
  trackerUuid: '99999999-8888-4777-8666-555555555555',
};

/**
 * The page once shown: it holds for the experiment's decision at most DECISION_WAIT_MS (decision 0250). Files share
 * one worker's modules, so the telemetry session another file left pending can hold the decision that long here.
 */
const offersShown = () =>
  screen.findByRole('slider', { name: 'Initial draw' }, { timeout: DECISION_WAIT_MS + 2000 });

const posted: unknown[] = [];
function mockApi() {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const path = new URL(input, 'http://localhost').pathname;
      // The telemetry session and the experiment's decision answer at once, as the server does: this borrower is
      // outside the experiment's traffic, so the page shows the product as it is (decision 0250).
      if (path.endsWith('/session')) return jsonResponse({ sessionKey: TELEMETRY_SESSION });
      if (path.includes('/service-optimize/')) return jsonResponse({ decisions: [] });
      if (path.endsWith('/offers')) return jsonResponse(offerSet);
      if (path.endsWith('/offers/select')) {
        posted.push(JSON.parse(String(init.body)));
        return jsonResponse(base(10, 'FIXED', 9));
      }
      if (path.endsWith(UUID)) {
        return jsonResponse(applicationFixture(UUID, 'INCOME_VERIFICATION'));
      }
      return jsonResponse({
        uuid: '9a8b7c6d-5e4f-4a3b-9c2d-1e0f9a8b7c6d',
        organizationCode: 'H',
        email: 'a@b.co',
      });
    }),
  );
}

afterEach(() => vi.unstubAllGlobals());

const routes = [
  { path: '/account/heloc/:uuid/product/select', Component: SelectOfferPage },
  { path: '/account/heloc/:uuid/product/select/confirm', Component: ConfirmOfferPage },
  { path: '/account/heloc/:uuid/income/review', element: <p>Income review</p> },
];

describe('product/select', () => {
  it('reprices the monthly payment when the draw changes and confirms the chosen offer', async () => {
    mockApi();
    const user = userEvent.setup();
    const { router } = renderWithRouter(routes, `/account/heloc/${UUID}/product/select`);
    const slider = await offersShown();
    const payment = () => screen.getByText('Estimated monthly payment').nextElementSibling?.textContent;
    const before = payment();
    fireEvent.change(slider, { target: { value: '20000' } });
    await waitFor(() => expect(payment()).not.toBe(before));
    expect(router.state.location.search).toContain('draw=20000');

    await user.click(screen.getByRole('tab', { name: 'Variable rate' }));
    expect(screen.getByRole('tab', { name: 'Variable rate' }).getAttribute('aria-selected')).toBe('true');

    await user.click(screen.getByRole('link', { name: 'Select this offer' }));
    await user.click(await screen.findByRole('button', { name: 'Confirm and continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/account/heloc/${UUID}/income/review`));
    expect(posted).toEqual([{ type: 'VARIABLE', term: 10, drawAmount: 20000, autopay: true }]);
  });

  it('shows the closing costs the later pages show: each cost, how it is paid, at the chosen draw (decision 0207)', async () => {
    mockApi();
    renderWithRouter(routes, `/account/heloc/${UUID}/product/select?type=FIXED&term=10&draw=50000`);
    await offersShown();
    const list = screen.getByLabelText('Closing costs');
    const rows = [...list.querySelectorAll('div')].map((row) => row.textContent);
    // 2% of a $50,000 draw into the balance; California's $150 county fee from the draw; no "recording costs $0".
    expect(rows).toEqual([
      'Origination feeAdded to your balance$1,000.00',
      'County recording feePaid from your initial draw$150.00',
      'Total closing costs$1,150.00',
    ]);
    expect(document.body.textContent).not.toContain('Recording costs');
    fireEvent.change(screen.getByRole('slider', { name: 'Initial draw' }), { target: { value: '20000' } });
    await waitFor(() =>
      expect(screen.getByLabelText('Closing costs').textContent).toContain(
        'Origination feeAdded to your balance$400.00',
      ),
    );
  });
});
