import type { FundedLineView } from '@hearth/domain/funding';
import type { RescissionView } from '@hearth/domain/notary';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Component as LinePage } from '@/features/signing/pages/line-page';
import { applicationFixture, homeIn } from '@/testing/application-fixture';
import { jsonResponse, renderWithRouter } from '@/testing/render-app';
import { rescissionView } from '@/testing/rescission-fixture';

const UUID = '3f1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f';

const FUNDED: FundedLineView = {
  status: 'COMPLETE',
  stage: 'FUNDED',
  recording: null,
  funding: null,
  closingCosts: null,
  line: {
    creditLimitCents: 15_000_000,
    availableCreditCents: 0,
    aprPercent: 9.25,
    autopayAprPercent: null,
    autopay: false,
    balanceCents: 15_000_000,
    monthlyPaymentCents: 100_000,
    termYears: 30,
    firstPaymentDue: null,
    autopayAccount: null,
  },
};

const RESCISSION = rescissionView();

const OPEN_STANDING = {
  standing: 'OPEN',
  creditLimit: 150_000,
  openedLimit: 150_000,
  reason: null,
  reasonWords: null,
  since: null,
  noticeId: null,
};

/** The API as the page reads it, the application in `status`; returns the paths asked for. */
function mockApi(
  status: string,
  standing: object = OPEN_STANDING,
  { rescission = RESCISSION, state = 'CA' }: { rescission?: RescissionView; state?: string } = {},
) {
  const paths: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      const path = new URL(input, 'http://localhost').pathname;
      paths.push(path);
      if (path.endsWith('/line')) return jsonResponse(FUNDED);
      if (path.endsWith('/line/standing')) return jsonResponse(standing);
      if (path.endsWith('/rescission')) return jsonResponse(rescission);
      if (path.endsWith('/documents')) return jsonResponse({ status, documents: [], sealed: null });
      return jsonResponse(applicationFixture(UUID, status, homeIn(state)));
    }),
  );
  return paths;
}

const render = () =>
  renderWithRouter(
    [{ path: '/account/heloc/:uuid/complete', Component: LinePage }],
    `/account/heloc/${UUID}/complete`,
  );

afterEach(() => vi.unstubAllGlobals());

describe('complete (decision 0198)', () => {
  it('shows a funded line from the application and the line alone, without the right to cancel', async () => {
    const paths = mockApi('COMPLETE');
    render();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your line of credit is open' }),
    ).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Your signed documents' })).toBeTruthy();
    expect(paths.some((path) => path.endsWith('/rescission'))).toBe(false);
    expect(screen.queryByRole('heading', { name: 'New draws on your line are paused' })).toBeNull();
  });

  it('shows a suspension while it stands: what, why and what to do (decision 0212)', async () => {
    mockApi('COMPLETE', {
      ...OPEN_STANDING,
      standing: 'SUSPENDED',
      reason: 'PROPERTY_VALUE_DECLINE',
      reasonWords: 'The value of your home has declined significantly below the value we relied on.',
      since: '2026-11-20',
      noticeId: '7b7c6a1e-2f55-4d7e-9a41-6a0f0d1b2c3d',
    });
    render();
    const heading = await screen.findByRole('heading', { name: 'New draws on your line are paused' });
    const section = heading.closest('section') as HTMLElement;
    expect(section.textContent).toContain('Since November 20, 2026, you cannot take new draws on your line.');
    expect(section.textContent).toContain('The value of your home has declined significantly');
    expect(section.textContent).toContain('ask us to restore your line');
    expect(screen.getByText(/New draws are paused until we restore your line/)).toBeTruthy();
  });

  it('shows a reduced limit as the limit the line can be drawn to', async () => {
    mockApi('COMPLETE', {
      ...OPEN_STANDING,
      standing: 'REDUCED',
      creditLimit: 160_000,
      openedLimit: 200_000,
      reason: 'FINANCIAL_CIRCUMSTANCES',
      reasonWords: 'We reasonably believe that you will not be able to make the payments.',
      since: '2026-11-20',
    });
    render();
    expect(await screen.findByRole('heading', { name: 'Your credit limit is lower' })).toBeTruthy();
    expect(screen.getByText(/your credit limit is \$160,000, down from \$200,000/)).toBeTruthy();
    expect(
      screen.getByText('Of your $160,000.00 credit limit. You can draw it during the draw period.'),
    ).toBeTruthy();
  });

  it('while the right to cancel runs, shows its page, fetched then', async () => {
    const paths = mockApi('RESCISSION');
    render();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your documents are signed and notarized' }),
    ).toBeTruthy();
    expect(paths.some((path) => path.endsWith('/rescission'))).toBe(true);
    expect(paths.some((path) => path.endsWith('/line'))).toBe(false);
  });

  it("names the days of a New York home on New York's clock (decision 0272)", async () => {
    // Midnight in Albany ends the mail allowance, so its last day is the Wednesday before, in full as a deadline.
    mockApi('RESCISSION', OPEN_STANDING, {
      state: 'NY',
      rescission: rescissionView({
        endsAt: '2026-11-25T05:00:00.000Z',
        closingStepsFrom: '2026-11-26T05:00:00.000Z',
      }),
    });
    render();
    expect(
      await screen.findByText(/We then wait until Wednesday, November 25, 2026 for any cancellation/),
    ).toBeTruthy();
  });

  it("says when a cancellation was recorded on the home's clock", async () => {
    // 04:30 UTC on November 25 is 11:30 p.m. on November 24 in Albany.
    mockApi('CANCELLED', OPEN_STANDING, {
      state: 'NY',
      rescission: rescissionView({
        status: 'CANCELLED',
        canCancel: false,
        canceledAt: '2026-11-25T04:30:00.000Z',
      }),
    });
    render();
    expect(
      await screen.findByText('We recorded your cancellation on November 24, 2026 at 11:30 PM.'),
    ).toBeTruthy();
  });
});
