import { DISCLOSURE_TYPES } from '@hearth/domain/disclosures';
import { E_SIGN_MESSAGES } from '@hearth/domain/e-sign';
import { HMDA_DECLINE_LABEL, HMDA_MESSAGES } from '@hearth/domain/hmda';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Component as SummaryPage } from '@/features/app-start/pages/app-summary-page';
import { Component as HmdaPage } from '@/features/app-start/pages/hmda-page';
import { Outlet } from '@/lib/routing';
import { applicationFixture } from '@/testing/application-fixture';
import { jsonResponse, renderWithRouter } from '@/testing/render-app';

const UUID = '3f1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f';
const BASE = `/account/heloc/${UUID}`;
const ADDRESS = { street1: '1400 Happy Path Ln', street2: '', city: 'Sacramento', state: 'CA', zip: '95814' };

function summary(answered: boolean, status = 'APP_SUBMISSION') {
  return {
    uuid: UUID,
    status,
    applicant: {
      firstName: 'Alex',
      middleName: null,
      lastName: 'Prime',
      suffix: '',
      email: 'alex@example.com',
      phoneNumber: '(415) 555-0134',
      homeAddressSameAsProperty: false,
      homeAddress: ADDRESS,
    },
    property: { ...ADDRESS, occupancyType: 'HOME' },
    offer: null,
    missing: answered
      ? []
      : [{ item: 'HMDA', page: 'start/hmda', label: 'answers to the demographic questions' }],
    disclosures: DISCLOSURE_TYPES.map((type, i) => ({
      type,
      title: `Disclosure ${type}`,
      version: '2026-11',
      text: `Text of ${type}.\n\nSecond paragraph.`,
      links: [],
      sha256: String(i).repeat(64),
      acceptedAt: null,
    })),
    canAccept: answered,
  };
}

const application = (checklistStatus: string) => applicationFixture(UUID, checklistStatus);

type Call = { method: string; path: string; body: unknown; key: string | null };

/** The code printed in the mocked sample document (decision 0202). */
const SAMPLE_CODE = '482913';
const eSignConsent = (demonstratedAt: string | null) => ({
  title: 'Consent to electronic records and signatures',
  version: '2026-12',
  text: 'What this consent covers: every record of this line.\n\nPaper copies: at no charge.',
  sha256: 'e'.repeat(64),
  links: [{ label: 'Contact us to update your email address or phone number', url: '/contact' }],
  demonstratedAt,
});

/** The start API as the pages see it: HMDA is missing until a PUT answers it; the accept moves to the hard pull. */
function mockApi() {
  const calls: Call[] = [];
  let answered = false;
  let status = 'APP_SUBMISSION';
  let demonstratedAt: string | null = null;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const path = new URL(input, 'http://localhost').pathname;
      const method = init.method ?? 'GET';
      calls.push({
        method,
        path,
        body: init.body ? JSON.parse(String(init.body)) : undefined,
        key: new Headers(init.headers).get('Idempotency-Key'),
      });
      if (path.endsWith('/hmda') && method === 'PUT') answered = true;
      if (path.endsWith('/e-sign/demonstration')) {
        const { code } = JSON.parse(String(init.body)) as { code: string };
        if (code !== SAMPLE_CODE)
          return jsonResponse(
            {
              status: 400,
              error: 'Bad Request',
              message: E_SIGN_MESSAGES.codeWrong,
              errors: [E_SIGN_MESSAGES.codeWrong],
            },
            { status: 400 },
          );
        demonstratedAt = '2026-11-02T17:00:00.000Z';
      }
      if (path.endsWith('/e-sign') || path.endsWith('/e-sign/demonstration'))
        return jsonResponse(eSignConsent(demonstratedAt));
      if (path.endsWith('/disclosures/accept')) status = 'HARD_CREDIT_PULL';
      if (path.endsWith('/summary')) return jsonResponse(summary(answered, status));
      if (path.endsWith('/hmda')) {
        return method === 'GET' ? jsonResponse({ answers: null }) : jsonResponse(application(status));
      }
      return jsonResponse(application(status));
    }),
  );
  return calls;
}

afterEach(() => vi.unstubAllGlobals());

function renderStart(page: string) {
  return renderWithRouter(
    [
      {
        path: '/account/heloc/:uuid',
        element: <Outlet />,
        children: [
          { path: 'start/app-summary', Component: SummaryPage },
          { path: 'start/hmda', Component: HmdaPage },
        ],
      },
    ],
    `${BASE}/${page}`,
  );
}

describe('start pages', () => {
  it('HMDA: asks each question, then the summary shows the answer at once (no stale summary)', async () => {
    const calls = mockApi();
    const user = userEvent.setup();
    const { router } = renderStart('start/app-summary');
    const missing = await screen.findByRole('region', { name: 'Before you can agree, we need' });
    expect(screen.queryByRole('button', { name: 'Agree and continue' })).toBeNull();
    await user.click(within(missing).getByRole('link', { name: 'Answers to the demographic questions' }));

    await screen.findByRole('heading', {
      level: 1,
      name: 'Tell us about yourself for government monitoring',
    });
    expect(document.body.textContent).toContain('required by federal law to ask');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const problem = await screen.findByRole('region', { name: 'There is a problem' });
    expect(
      within(problem)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['#ethnicity', '#race', '#sex']);
    // The three share one message: each line names its question.
    expect(
      within(problem)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual([
      `Ethnicity: ${HMDA_MESSAGES.chooseOne}`,
      `Race: ${HMDA_MESSAGES.chooseOne}`,
      `Sex: ${HMDA_MESSAGES.chooseOne}`,
    ]);
    expect(calls.filter((c) => c.method === 'PUT')).toEqual([]);

    for (const name of ['Ethnicity', 'Race', 'Sex']) {
      await user.click(within(screen.getByRole('group', { name })).getByLabelText(HMDA_DECLINE_LABEL));
    }
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`${BASE}/start/app-summary`));
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      ethnicity: { declined: true, values: [] },
      race: { declined: true, values: [] },
      sex: { declined: true, values: [] },
    });
    expect(await screen.findByRole('button', { name: 'Agree and continue' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Before you can agree, we need' })).toBeNull();
  });

  it('accepts exactly the disclosures shown, with an Idempotency-Key, then says the credit check is running', async () => {
    const calls = mockApi();
    const user = userEvent.setup();
    renderStart('start/hmda');
    for (const name of ['Ethnicity', 'Race', 'Sex']) {
      await user.click(within(await screen.findByRole('group', { name })).getByLabelText(HMDA_DECLINE_LABEL));
    }
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.type(await screen.findByLabelText(/Code from the sample document/), SAMPLE_CODE);
    await user.click(screen.getByRole('button', { name: 'Check the code' }));
    await screen.findByText(/Done: you opened our sample document/);
    await user.click(await screen.findByRole('button', { name: 'Agree and continue' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: /checking your credit/ }, { timeout: 3000 }),
    ).toBeTruthy();
    const accept = calls.find((c) => c.path.endsWith('/disclosures/accept'));
    expect(accept?.key).toMatch(/^[0-9a-f-]{36}$/);
    expect(accept?.body).toEqual({
      accepted: DISCLOSURE_TYPES.map((type, i) => ({
        type,
        version: '2026-11',
        sha256: String(i).repeat(64),
      })),
    });
    expect(screen.getByRole('link', { name: 'Go to your dashboard' })).toBeTruthy();
  });

  it('asks for the sample document’s code before the agreement, and announces what is wrong (decision 0202)', async () => {
    const calls = mockApi();
    const user = userEvent.setup();
    renderStart('start/hmda');
    for (const name of ['Ethnicity', 'Race', 'Sex']) {
      await user.click(within(await screen.findByRole('group', { name })).getByLabelText(HMDA_DECLINE_LABEL));
    }
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const check = await screen.findByRole('region', { name: 'Check that you can open our documents' });
    expect(within(check).getByRole('button', { name: 'Download the sample document (PDF)' })).toBeTruthy();

    // Agreeing first: nothing is sent, the message is announced and the code field says what to do.
    await user.click(screen.getByRole('button', { name: 'Agree and continue' }));
    const code = screen.getByLabelText(/Code from the sample document/);
    expect(code.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toContain(
      E_SIGN_MESSAGES.demonstrateFirst,
    );
    expect(document.activeElement).toBe(code);
    expect(calls.some((c) => c.path.endsWith('/disclosures/accept'))).toBe(false);

    // A code that is not six digits is caught on the page; a wrong one by the server; both are announced.
    await user.type(code, '12');
    await user.click(within(check).getByRole('button', { name: 'Check the code' }));
    const alerts = () =>
      within(check)
        .getAllByRole('alert')
        .map((alert) => alert.textContent);
    await waitFor(() => expect(alerts()).toContain(E_SIGN_MESSAGES.codeFormat));
    await user.clear(code);
    await user.type(code, '111 111');
    await user.click(within(check).getByRole('button', { name: 'Check the code' }));
    await waitFor(() => expect(alerts()).toContain(E_SIGN_MESSAGES.codeWrong));
    expect(calls.find((c) => c.path.endsWith('/e-sign/demonstration'))?.body).toEqual({
      code: '111111',
      version: '2026-12',
      sha256: 'e'.repeat(64),
    });
    await user.clear(code);
    await user.type(code, `${SAMPLE_CODE}{Enter}`);
    expect(await screen.findByText(/Done: you opened our sample document/)).toBeTruthy();
    expect(calls.some((c) => c.path.endsWith('/disclosures/accept'))).toBe(false);
  });

  it('says how the closing costs are paid as funding pays them: the fee added to the balance, the rest from the draw', async () => {
    // Issue 20 item 5: the funded line shows $150 paid from the draw and the $5,900.35 fee added to the balance.
    const closingCosts = {
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
    };
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: string) => {
        const path = new URL(input, 'http://localhost').pathname;
        if (path.endsWith('/summary'))
          return jsonResponse({
            ...summary(true),
            offer: {
              type: 'FIXED',
              term: 30,
              rate: 9.25,
              creditLimit: 250_000,
              initialDraw: 197_336.12,
              originationFee: 2.99,
              monthlyPayment: 1672.07,
              autopay: true,
              closingCosts,
            },
          });
        return jsonResponse({
          ...application('APP_SUBMISSION'),
          rate: 9.25,
          amount: 197_336.12,
          term: 30,
          originationFee: 2.99,
        });
      }),
    );
    renderStart('start/app-summary');
    await screen.findByRole('heading', { level: 2, name: 'Your closing costs' });
    expect(document.body.textContent).toContain(
      "The origination fee of $5,900.35 is added to your line's balance when it opens, and the other closing costs, $150.00, are paid from your initial draw at closing.",
    );
    expect(document.body.textContent).not.toContain('Paid from your initial draw at closing');
    // Each cost says how it is paid, as on the offers page, the final offer and the funded line (decision 0207).
    const rows = [...screen.getByLabelText('Your closing costs').querySelectorAll('div')].map(
      (r) => r.textContent,
    );
    expect(rows).toEqual([
      'Origination feeAdded to your balance$5,900.35',
      'County recording feePaid from your initial draw$150.00',
      'Total closing costs$6,050.35',
    ]);
  });
});
