import type { FundedLineView } from '@hearth/domain/funding';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FundedLine } from '@/features/signing/components/funded-line';
import { jsonResponse, renderWithRouter } from '@/testing/render-app';

const UUID = '3f1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f';
const SAVINGS = '5b1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f';
const BASE = `/account/heloc/${UUID}`;

const returnOf = (returnCode: string, mask: string, reason: string) => ({
  account: `Sandbox First Bank checking ending in ${mask}`,
  mask,
  amountCents: 14_851_200,
  returnCode,
  reason,
  returnedOn: '2026-12-01',
});

function lineView(funding: Partial<NonNullable<FundedLineView['funding']>>): FundedLineView {
  return {
    status: 'FUNDABLE',
    stage: 'FUNDING',
    recording: null,
    funding: {
      amounts: {
        drawCents: 15_000_000,
        payoffCents: 0,
        costsCents: 148_800,
        financedCents: 0,
        netCents: 14_851_200,
      },
      account: 'Sandbox First Bank checking ending in 0000',
      effectiveDate: '2026-12-01',
      traceNumber: '121000350000001',
      sentAt: null,
      settledAt: null,
      returns: [returnOf('R03', '0000', 'No Account/Unable to Locate Account')],
      next: 'CHOOSE_ACCOUNT',
      accountChoices: [],
      autopayOnReturnedAccount: false,
      ...funding,
    },
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
}

const bankView = { status: 'FUNDABLE', accounts: [], rates: { apr: 9.25, autopayApr: null, autopay: false } };

type Call = { method: string; path: string; body: unknown; headers: Record<string, string> };

/** The API as the page sees it: the bank accounts, and the re-send answering `resent`. */
function mockApi(resent?: FundedLineView, bank: object = bankView) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const path = new URL(input, 'http://localhost').pathname;
      const method = init.method ?? 'GET';
      const headers = Object.fromEntries(new Headers(init.headers).entries());
      calls.push({ method, path, body: init.body ? JSON.parse(String(init.body)) : undefined, headers });
      if (path.endsWith('/line/resend-draw')) return jsonResponse(resent);
      if (path.includes('bank-accounts')) return jsonResponse(bank);
      return jsonResponse({ uuid: UUID, status: { checklistStatus: 'FUNDABLE' }, auditFields: {} });
    }),
  );
  return calls;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const render = (view: FundedLineView) =>
  renderWithRouter(
    [{ path: '/account/heloc/:uuid/complete', element: <FundedLine uuid={UUID} view={view} /> }],
    `${BASE}/complete`,
  );

describe('complete with a returned draw (decision 0182)', () => {
  it('says the money came back, offers another account and the bank step’s ways to add one, and re-sends once', async () => {
    const choice = { id: SAVINGS, account: 'Sandbox First Bank savings ending in 4321' };
    const resent = lineView({
      account: choice.account,
      next: null,
      sentAt: '2026-12-01T10:00:00.000Z',
      effectiveDate: '2026-12-02',
    });
    const calls = mockApi(resent);
    const user = userEvent.setup();
    render(lineView({ accountChoices: [choice] }));
    await screen.findByRole('heading', { level: 1, name: 'Your bank sent your money back' });
    expect(screen.getByRole('status').textContent).toContain(
      'Your bank could not find the account ending in 0000, so the $148,512.00 came back to us. Choose another account to receive it.',
    );
    expect(document.body.textContent).not.toMatch(/line of credit is open|We sent/);
    expect(screen.getByRole('button', { name: 'Connect your bank account' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Enter account details by hand' }).getAttribute('href')).toBe(
      `${BASE}/bank/manual-disburse`,
    );

    await user.click(screen.getByRole('button', { name: 'Send $148,512.00 to this account' }));
    const problem = await screen.findByRole('region', { name: 'There is a problem' });
    expect(problem.textContent).toContain('Choose the account to send your money to.');
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    await user.click(screen.getByRole('radio', { name: choice.account }));
    await user.click(screen.getByRole('button', { name: 'Send $148,512.00 to this account' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1));
    const post = calls.find((c) => c.method === 'POST');
    expect(post?.path).toBe(`/service-application/api/v1/application/heloc/${UUID}/line/resend-draw`);
    expect(post?.body).toEqual({ accountId: SAVINGS });
    expect(post?.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('offers to move the automatic payments when they came from the account the money came back from', async () => {
    const choice = { id: SAVINGS, account: 'Sandbox First Bank savings ending in 4321' };
    const calls = mockApi(lineView({ account: choice.account, next: null }));
    const user = userEvent.setup();
    render(lineView({ accountChoices: [choice], autopayOnReturnedAccount: true }));
    const autopay = await screen.findByRole('checkbox', {
      name: 'Also take my automatic payments from this account',
    });
    expect((autopay as HTMLInputElement).checked).toBe(true);
    await user.click(screen.getByRole('radio', { name: choice.account }));
    await user.click(screen.getByRole('button', { name: 'Send $148,512.00 to this account' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ accountId: SAVINGS, autopayToo: true });
  });

  it('after the second return says the lender calls, and asks for no account', async () => {
    mockApi();
    render(
      lineView({
        next: 'CALL_BORROWER',
        returns: [
          returnOf('R03', '0000', 'No Account/Unable to Locate Account'),
          returnOf('R02', '0002', 'Account Closed'),
        ],
      }),
    );
    await screen.findByRole('heading', { level: 1, name: 'Your bank sent your money back again' });
    expect(screen.getByRole('status').textContent).toContain(
      'Your bank says the account ending in 0002 is closed, so the $148,512.00 came back to us again. We will call you within one business day to arrange another way to send it.',
    );
    expect(screen.queryByRole('radio')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Connect your bank account' })).toBeNull();
  });

  it('once re-sent, says where the draw went instead', async () => {
    mockApi();
    render(
      lineView({
        account: 'Sandbox First Bank savings ending in 4321',
        next: null,
        sentAt: '2026-12-01T10:00:00.000Z',
        effectiveDate: '2026-12-02',
      }),
    );
    await screen.findByRole('heading', { level: 1, name: 'Your money is on its way' });
    expect(document.body.textContent).toContain(
      'Our transfer to your Sandbox First Bank checking ending in 0000 came back on 12/01/2026, so we sent your money to your Sandbox First Bank savings ending in 4321 instead.',
    );
    expect(document.body.textContent).toContain(
      'It arrives in your Sandbox First Bank savings ending in 4321 on 12/02/2026.',
    );
  });
});
