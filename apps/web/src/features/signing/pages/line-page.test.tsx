import type { FundedLineView } from '@hearth/domain/funding';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Component as LinePage } from '@/features/signing/pages/line-page';
import { jsonResponse, renderWithRouter } from '@/testing/render-app';

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

const RESCISSION = {
  status: 'RESCISSION',
  signedOn: '2026-11-20',
  lastDayToCancel: '2026-11-24',
  deliveredOn: '2026-11-20',
  endsAt: '2026-11-25T08:00:00.000Z',
  closingStepsFrom: '2026-11-26T08:00:00.000Z',
  canCancel: true,
  canceledAt: null,
};

/** The API as the page reads it, the application in `status`; returns the paths asked for. */
function mockApi(status: string) {
  const paths: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      const path = new URL(input, 'http://localhost').pathname;
      paths.push(path);
      if (path.endsWith('/line')) return jsonResponse(FUNDED);
      if (path.endsWith('/rescission')) return jsonResponse(RESCISSION);
      if (path.endsWith('/documents')) return jsonResponse({ status, documents: [], sealed: null });
      return jsonResponse({
        uuid: UUID,
        status: { checklistStatus: status },
        auditFields: { createdDate: '2026-11-01T10:00:00Z' },
      });
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
});
