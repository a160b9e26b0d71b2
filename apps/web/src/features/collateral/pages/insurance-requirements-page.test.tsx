import type { InsuranceView, ValuationView } from '@hearth/domain/collateral';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Component as InsurancePage } from '@/features/collateral/pages/insurance-requirements-page';
import { applicationFixture, homeIn } from '@/testing/application-fixture';
import { stubFetch } from '@/testing/fetch-mock';
import { jsonResponse, renderWithRouter } from '@/testing/render-app';

const UUID = '3f1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f';

const INSURANCE: InsuranceView = {
  status: 'TRUST_AND_INSURANCE',
  requirements: [
    {
      kind: 'HAZARD',
      title: 'Hazard insurance',
      detail: 'The declarations page of your policy.',
      state: 'NEEDED',
    },
  ],
  mortgageeClause: 'Hearth Lending, its successors and/or assigns',
  minimumCoverage: 400_000,
};

const VALUATION: ValuationView = {
  status: 'TRUST_AND_INSURANCE',
  method: 'BPO',
  value: 650_000,
  confidence: null,
  bpo: {
    state: 'RETURNED',
    orderedAt: '2026-11-20T18:00:00.000Z',
    // 08:30 UTC on November 26 is 10:30 p.m. on November 25 in Honolulu (and 12:30 a.m. on the 26th in California).
    returnedAt: '2026-11-26T08:30:00.000Z',
    value: 650_000,
    cost: 180,
  },
  texas: false,
  cost: 180,
};

afterEach(() => vi.unstubAllGlobals());

describe('insurance requirements (decision 0160)', () => {
  it("dates the broker's valuation on the home's calendar (decision 0272)", async () => {
    stubFetch(({ path }) => {
      if (path.endsWith('/insurance')) return jsonResponse(INSURANCE);
      if (path.endsWith('/valuation')) return jsonResponse(VALUATION);
      if (path.endsWith(`/${UUID}`))
        return jsonResponse(
          applicationFixture(UUID, 'TRUST_AND_INSURANCE', homeIn('HI', { city: 'Honolulu', zip: '96813' })),
        );
      return jsonResponse({ status: 404, error: 'NOT_FOUND', message: 'not found' }, { status: 404 });
    });
    renderWithRouter(
      [{ path: '/account/heloc/:uuid/insurance/requirements', Component: InsurancePage }],
      `/account/heloc/${UUID}/insurance/requirements`,
    );
    await screen.findByRole('heading', { name: 'Your home valuation' });
    const received = await screen.findByText('November 25, 2026');
    expect(received.previousElementSibling?.textContent).toBe('Received');
    expect(screen.getByText('$650,000')).toBeTruthy();
  });
});
