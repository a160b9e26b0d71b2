import type { FundedLineView } from '@hearth/domain/funding';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FundedLine } from '@/features/signing/components/funded-line';
import { jsonResponse, renderWithRouter } from '@/testing/render-app';

const UUID = '3f1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f';

// Issue 21 item 8's line: $296,500 drawn, the $5,900.35 fee added to the balance, California's $150 from the draw.
const FUNDED: FundedLineView = {
  status: 'COMPLETE',
  stage: 'FUNDED',
  recording: null,
  funding: {
    amounts: {
      drawCents: 29_650_000,
      payoffCents: 0,
      costsCents: 15_000,
      financedCents: 0,
      netCents: 29_635_000,
    },
    account: 'Sandbox First Bank checking ending in 6789',
    effectiveDate: '2026-12-02',
    traceNumber: '021000020000001',
    sentAt: '2026-12-01T15:00:00.000Z',
    settledAt: '2026-12-02T15:00:00.000Z',
    returns: [],
    next: null,
    accountChoices: [],
    autopayOnReturnedAccount: false,
  },
  closingCosts: {
    lines: [
      { key: 'ORIGINATION_FEE', label: 'Origination fee', amount: 5900.35, paid: 'ADDED_TO_BALANCE' },
      { key: 'RECORDING_FEE', label: 'County recording fee', amount: 150, paid: 'PAID_FROM_DRAW' },
    ],
    total: 6050.35,
    addedToBalance: 5900.35,
    paidFromDraw: 150,
    financed: 0,
    lenderCredit: 0,
    texasFeeLimit: null,
  },
  line: {
    creditLimitCents: 40_000_000,
    availableCreditCents: 9_759_965,
    aprPercent: 9.25,
    autopayAprPercent: 9,
    autopay: true,
    balanceCents: 30_240_035,
    monthlyPaymentCents: 243_305,
    termYears: 30,
    firstPaymentDue: '2027-01-25',
    autopayAccount: 'Sandbox First Bank checking ending in 6789',
  },
};

afterEach(() => vi.unstubAllGlobals());

const rowsOf = (label: string) =>
  [...within(screen.getByLabelText(label)).getAllByRole('definition')].map((dd) =>
    [dd.previousElementSibling?.textContent, dd.textContent].join(' | '),
  );

describe('complete, funded (issue 21 item 8, decision 0207)', () => {
  it('puts the money sent and the available credit first, then how the balance and the draw were made', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse({ status: 'COMPLETE', documents: [], sealed: null })),
    );
    renderWithRouter(
      [{ path: '/account/heloc/:uuid/complete', element: <FundedLine uuid={UUID} view={FUNDED} /> }],
      `/account/heloc/${UUID}/complete`,
    );
    await screen.findByRole('heading', { level: 1, name: 'Your line of credit is open' });
    const sent = screen.getAllByRole('status').find((s) => s.textContent?.startsWith('Sent'));
    expect(sent?.textContent).toBe(
      'Sent to your bank account$296,350.00To your Sandbox First Bank checking ending in 6789, available on 12/02/2026.',
    );
    expect(document.body.textContent).toContain(
      'Available credit$97,599.65Of your $400,000.00 credit limit.',
    );
    expect(document.body.textContent).toContain(
      'Your first payment is $2,433.05, due on 01/25/2027. We take it from your Sandbox First Bank checking ending in 6789 automatically.',
    );
    expect(rowsOf('How your balance was made')).toEqual([
      'Initial draw | $296,500.00',
      'Origination feeAdded to your balance | + plus $5,900.35',
      'Opening balance | $302,400.35',
    ]);
    expect(rowsOf('Where your initial draw went')).toEqual([
      'Initial draw | $296,500.00',
      'County recording feePaid from your initial draw | − minus $150.00',
      'Sent to your bank account | $296,350.00',
    ]);
    expect(rowsOf('Your available credit')).toEqual([
      'Credit limit | $400,000.00',
      'Opening balance | − minus $302,400.35',
      'Available credit | $97,599.65',
    ]);
  });
});
