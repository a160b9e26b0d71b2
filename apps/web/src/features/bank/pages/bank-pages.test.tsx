import { BANK_ACCOUNT_MESSAGES, BANK_LINK_STORAGE_KEY } from '@hearth/domain/bank-accounts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { goTo } from '@/components/bank/bank-link-button';
import { Component as AutopayPage } from '@/features/bank/pages/autopay-page';
import { Component as ReturnPage } from '@/features/bank/pages/bank-link-return-page';
import { Component as ConfirmPage } from '@/features/bank/pages/confirm-page';
import { Component as DisbursePage } from '@/features/bank/pages/disburse-page';
import { Component as ManualPage } from '@/features/bank/pages/manual-disburse-page';
import { Outlet } from '@/lib/routing';
import { applicationFixture } from '@/testing/application-fixture';
import { stubFetch } from '@/testing/fetch-mock';
import { jsonResponse, renderWithRouter } from '@/testing/render-app';

const UUID = '3f1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f';
const LINK = '9a1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f';
const BASE = `/account/heloc/${UUID}`;

function account(overrides: object = {}) {
  return {
    id: crypto.randomUUID(),
    purpose: 'DISBURSEMENT',
    source: 'LINK',
    institution: 'Sandbox First Bank',
    accountName: 'Sandbox Everyday Checking',
    accountType: 'CHECKING',
    mask: '4321',
    ownership: 'VERIFIED',
    createdAt: '2026-11-25T00:00:00.000Z',
    ...overrides,
  };
}

function view(status: string, accounts: object[] = [], extra: object = {}) {
  return { status, accounts, rates: { apr: 9.25, autopayApr: 9, autopay: true }, ...extra };
}

/** The bank API as the pages see it: GET answers `current`; `answer` overrides one path's response. */
function mockApi(current: object, answer: Record<string, () => Response> = {}) {
  return stubFetch(({ path }) => {
    if (path.endsWith('/link-token'))
      return jsonResponse({
        linkId: LINK,
        linkToken: `link-sandbox-${LINK}`,
        redirectUrl: `/sandbox/bank-link/${LINK}`,
      });
    if (path.includes('bank-accounts')) return jsonResponse(current);
    return jsonResponse(applicationFixture(UUID, (current as { status: string }).status));
  }, answer);
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  sessionStorage.clear();
});

function render(page: string) {
  return renderWithRouter(
    [
      { path: '/account/heloc/plaid-oauth-success', Component: ReturnPage },
      {
        path: '/account/heloc/:uuid',
        element: <Outlet />,
        children: [
          { index: true, element: <p>Step router</p> },
          { path: 'bank/disburse', Component: DisbursePage },
          { path: 'bank/manual-disburse', Component: ManualPage },
          { path: 'bank/autopay', Component: AutopayPage },
          { path: 'bank/confirm', Component: ConfirmPage },
        ],
      },
    ],
    page.startsWith('/') ? page : `${BASE}/${page}`,
  );
}

describe('bank pages (decision 0161)', () => {
  it('bank/disburse names an account we could not verify by its last 4 digits, and connecting keeps the application in session storage', async () => {
    const calls = mockApi(view('DISBURSEMENT_ACCOUNT', [account({ ownership: 'MISMATCH', mask: '8812' })]));
    const assign = vi.spyOn(goTo, 'assign').mockImplementation(() => undefined);
    const user = userEvent.setup();
    render('bank/disburse');
    await screen.findByRole('heading', { level: 1, name: 'Where should we send your money?' });
    expect(document.body.textContent).toContain(BANK_ACCOUNT_MESSAGES.ownershipUnverified('8812'));
    expect(screen.getByRole('link', { name: 'Enter account details by hand' }).getAttribute('href')).toBe(
      `${BASE}/bank/manual-disburse`,
    );
    await user.click(screen.getByRole('button', { name: 'Connect your bank account' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(`/sandbox/bank-link/${LINK}`));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ purpose: 'DISBURSEMENT' });
    expect(JSON.parse(sessionStorage.getItem(BANK_LINK_STORAGE_KEY) ?? '{}')).toEqual({
      uuid: UUID,
      purpose: 'DISBURSEMENT',
      linkId: LINK,
    });
  });

  it('plaid-oauth-success reads the application from session storage, exchanges once, then lets the router choose', async () => {
    sessionStorage.setItem(
      BANK_LINK_STORAGE_KEY,
      JSON.stringify({ uuid: UUID, purpose: 'DISBURSEMENT', linkId: LINK }),
    );
    const calls = mockApi(view('AUTOPAY', [account()]));
    const { router } = render(
      `/account/heloc/plaid-oauth-success?link_id=${LINK}&status=success&public_token=pt`,
    );
    await waitFor(() => expect(router.state.location.pathname).toBe(`${BASE}/`));
    const exchanges = calls.filter((c) => c.path.endsWith('/link/exchange'));
    expect(exchanges).toHaveLength(1);
    expect(exchanges[0]?.path).toContain(UUID);
    expect(exchanges[0]?.body).toEqual({ linkId: LINK, status: 'success', publicToken: 'pt' });
    expect(sessionStorage.getItem(BANK_LINK_STORAGE_KEY)).toBeNull();
  });

  it('plaid-oauth-success without a link in progress says so and sends nothing', async () => {
    const calls = mockApi(view('DISBURSEMENT_ACCOUNT'));
    render(`/account/heloc/plaid-oauth-success?link_id=${LINK}&status=success&public_token=pt`);
    await screen.findByRole('heading', { level: 1, name: 'We could not finish connecting your bank' });
    expect(calls).toHaveLength(0);
  });

  it('bank/manual-disburse names each problem, ties it to its field, and sends the digits once with a key', async () => {
    const calls = mockApi(view('DISBURSEMENT_ACCOUNT'), {
      '/manual': () =>
        jsonResponse(view('AUTOPAY', [account({ source: 'MANUAL', mask: '6789' })]), { status: 201 }),
    });
    const user = userEvent.setup();
    render('bank/manual-disburse');
    await screen.findByRole('heading', { level: 1, name: 'Enter your bank account details' });
    await user.click(screen.getByRole('radio', { name: 'Checking' }));
    await user.type(screen.getByLabelText('Routing number'), '123456789');
    await user.type(screen.getByLabelText('Account number'), '000123456789');
    await user.type(screen.getByLabelText('Confirm account number'), '000123456780');
    await user.click(screen.getByRole('button', { name: 'Save account' }));
    const problem = await screen.findByRole('region', { name: 'There is a problem' });
    expect(document.activeElement).toBe(problem);
    expect(problem.textContent).toContain(BANK_ACCOUNT_MESSAGES.routingInvalid);
    expect(problem.textContent).toContain("Account numbers don't match");
    const routing = screen.getByLabelText('Routing number');
    expect(routing.getAttribute('aria-invalid')).toBe('true');
    expect(routing.getAttribute('aria-describedby')).toContain('routingNumber-error');
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    await user.clear(routing);
    await user.type(routing, '021000021');
    await user.clear(screen.getByLabelText('Confirm account number'));
    await user.type(screen.getByLabelText('Confirm account number'), '000123456789');
    await user.click(screen.getByRole('button', { name: 'Save account' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1));
    const post = calls.find((c) => c.method === 'POST');
    expect(post?.body).toEqual({
      purpose: 'DISBURSEMENT',
      accountType: 'CHECKING',
      routingNumber: '021000021',
      accountNumber: '000123456789',
      accountNumberConfirm: '000123456789',
    });
    expect(post?.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
  });

  // Decision 0182: a returned draw reopens the funds account; the way back is the complete page, not the step router.
  it('bank/manual-disburse takes the funds account again while a returned draw waits, and goes back to complete', async () => {
    mockApi(view('FUNDABLE', [], { reopenedFor: 'DISBURSEMENT' }));
    render('bank/manual-disburse');
    await screen.findByRole('heading', { level: 1, name: 'Enter your bank account details' });
    expect(screen.getByRole('link', { name: 'Back' }).getAttribute('href')).toBe(`${BASE}/complete`);
  });

  it('bank/autopay shows the rate with and without autopay; declining says the rate and moves on', async () => {
    const funds = account();
    const calls = mockApi(view('AUTOPAY', [funds], { disbursement: funds }), {
      '/autopay/decline': () =>
        jsonResponse(
          view('GEN_APP_DISCLOSURES', [funds], { rates: { apr: 9.25, autopayApr: 9, autopay: false } }),
        ),
    });
    const user = userEvent.setup();
    const { router } = render('bank/autopay');
    await screen.findByRole('heading', { level: 1, name: 'Set up automatic payments' });
    expect(screen.getByText('APR with autopay').nextElementSibling?.textContent).toBe('9.000%');
    expect(screen.getByText('APR without autopay').nextElementSibling?.textContent).toBe('9.250%');
    expect(document.body.textContent).toContain('Sandbox First Bank checking ending in 4321');
    expect(document.body.textContent).not.toMatch(/\d{5,}/);
    await user.click(screen.getByRole('button', { name: 'No thanks, I’ll pay each month myself' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`${BASE}/`));
    expect(calls.some((c) => c.method === 'POST' && c.path.endsWith('/autopay/decline'))).toBe(true);
  });

  it('bank/confirm shows both accounts masked and confirms them', async () => {
    const funds = account();
    const autopay = account({ purpose: 'AUTOPAY' });
    const calls = mockApi(view('VERIFIED_AUTOPAY', [funds, autopay], { disbursement: funds, autopay }));
    const user = userEvent.setup();
    const { router } = render('bank/confirm');
    await screen.findByRole('heading', { level: 1, name: 'Check your bank accounts' });
    expect(screen.getByText('Your money goes to').nextElementSibling?.textContent).toContain(
      'ending in 4321',
    );
    expect(screen.getAllByRole('button', { name: /^Change/ }).map((b) => b.textContent)).toEqual([
      'Change the account your money goes to',
      'Change the account automatic payments come from',
    ]);
    await user.click(screen.getByRole('button', { name: 'Confirm accounts' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`${BASE}/`));
    expect(calls.some((c) => c.method === 'POST' && c.path.endsWith('/confirm'))).toBe(true);
  });
});
