import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Component as FinalOfferPage } from '@/features/final-offer/pages/final-offer-page';
import { applicationFixture, homeIn } from '@/testing/application-fixture';
import { stubFetch } from '@/testing/fetch-mock';
import { jsonResponse, renderWithRouter } from '@/testing/render-app';

const BASE = '/account/heloc/3f1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f';

afterEach(() => vi.unstubAllGlobals());

describe('final offer page (decision 0154)', () => {
  const offer = {
    term: 10,
    type: 'FIXED',
    min: 15000,
    max: 200300,
    minDraw: 15000,
    maxDraw: 196300,
    originationFee: 1.99,
    rate: 8,
    baseRate: 7,
    discountList: [{ discount: { type: 'AUTOPAY', value: 0.25 }, rateWithDiscount: 7.75 }],
    minRecordingTax: 0,
    maxRecordingTax: 0,
  };
  const decision = (extra: object = {}) => ({
    status: 'FINAL_OFFER',
    outcome: 'FINAL_OFFER',
    decidedAt: '2026-11-24T20:00:00.000Z',
    offer,
    drawAmount: 50000,
    autopay: true,
    changes: [
      {
        field: 'income',
        label: 'Annual income',
        before: '$150,000',
        after: '$90,000',
        reason: 'This is the income your payroll shows.',
      },
    ],
    verifiedIncome: 90000,
    incomeVerified: true,
    ...extra,
  });

  it('shows the figures under the offers page labels and what changed, and accepts once', async () => {
    const calls = stubFetch(({ method, path }) => {
      if (method === 'POST' && path.endsWith('/final-offer/accept'))
        return jsonResponse(
          decision({ status: 'LIEN_VERIFICATION', acceptedAt: '2026-11-24T20:05:00.000Z' }),
        );
      if (method === 'GET' && path.endsWith('/final-decision')) return jsonResponse(decision());
      return jsonResponse(
        { status: 404, error: 'NOT_FOUND', message: 'not found', errors: ['not found'] },
        { status: 404 },
      );
    });
    const user = userEvent.setup();
    renderWithRouter(
      [{ path: '/account/heloc/:uuid/signing/intro', Component: FinalOfferPage }],
      `${BASE}/signing/intro`,
    );
    await screen.findByRole('heading', { level: 1, name: 'Your final offer' });
    const changes = screen.getByRole('region', { name: 'What changed from your first offer' });
    expect(changes.textContent).toContain('Annual income: $150,000 → $90,000');
    for (const [label, value] of [
      ['Credit line', '$200,300'],
      ['Initial draw', '$50,000'],
      ['APR', '8.000%'],
      ['APR with autopay', '7.750%'],
    ] as const) {
      const term = screen.getByText(label, { exact: true, selector: 'dt' });
      expect(term.nextElementSibling?.textContent).toBe(value);
    }
    await user.click(screen.getByRole('button', { name: 'Accept your final offer' }));
    await screen.findByRole('heading', { level: 1, name: 'You accepted your final offer' });
    await waitFor(() => expect(calls.filter((c) => c.path.endsWith('/accept'))).toHaveLength(1));
  });

  it("says on which day the acceptance was recorded, on the home's calendar (decision 0272)", async () => {
    stubFetch(({ path }) => {
      if (path.endsWith('/final-decision'))
        // 08:30 UTC on November 26 is 10:30 p.m. on November 25 in Honolulu (and 12:30 a.m. on the 26th in California).
        return jsonResponse(
          decision({ status: 'LIEN_VERIFICATION', acceptedAt: '2026-11-26T08:30:00.000Z' }),
        );
      if (path.endsWith('/3f1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f'))
        return jsonResponse(
          applicationFixture(
            '3f1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f',
            'LIEN_VERIFICATION',
            homeIn('HI', { city: 'Honolulu', zip: '96813' }),
          ),
        );
      return jsonResponse(
        { status: 404, error: 'NOT_FOUND', message: 'not found', errors: ['not found'] },
        { status: 404 },
      );
    });
    renderWithRouter(
      [{ path: '/account/heloc/:uuid/signing/intro', Component: FinalOfferPage }],
      `${BASE}/signing/intro`,
    );
    expect(
      await screen.findByText('Thank you. We recorded your acceptance on November 25, 2026.'),
    ).toBeTruthy();
  });
});
