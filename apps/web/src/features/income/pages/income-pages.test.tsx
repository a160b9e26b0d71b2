import { INCOME_VERIFICATION_MESSAGES } from '@hearth/domain/income-verification';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Component as CallbackPage } from '@/features/income/pages/income-callback-page';
import { Component as ErrorPage } from '@/features/income/pages/income-error-page';
import { goTo, Component as LinkPage } from '@/features/income/pages/income-link-page';
import { Component as ReviewPage } from '@/features/income/pages/income-review-page';
import { Component as UploadPage } from '@/features/income/pages/income-upload-page';
import { Outlet } from '@/lib/routing';
import { applicationFixture } from '@/testing/application-fixture';
import { stubFetch } from '@/testing/fetch-mock';
import { jsonResponse, renderWithRouter } from '@/testing/render-app';

const UUID = '3f1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f';
const LINK = '9a1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f';
const BASE = `/account/heloc/${UUID}`;

function view(status = 'INCOME_VERIFICATION', latest?: object) {
  return {
    status,
    employmentType: 'FULL_TIME',
    statedAnnualIncome: 150000,
    statedOtherIncome: 0,
    methods: ['payroll', 'bank', 'paystub', 'w2'],
    ...(latest ? { latest } : {}),
  };
}

/** The income API as the pages see it; `answer` overrides one path's response. */
function mockApi(answer: Record<string, () => Response> = {}) {
  return stubFetch(({ path }) => {
    if (path.endsWith('/link'))
      return jsonResponse({ linkId: LINK, redirectUrl: `/sandbox/income-link/${LINK}` });
    if (path.endsWith('/retry')) return jsonResponse(view());
    if (path.includes('income-verification')) return jsonResponse(view());
    if (path.endsWith('/uploads'))
      return jsonResponse({
        id: crypto.randomUUID(),
        purpose: 'PAYSTUB',
        mediaType: 'application/pdf',
        sizeBytes: 10,
        createdAt: '2026-11-24',
      });
    return jsonResponse(applicationFixture(UUID, 'INCOME_VERIFICATION'));
  }, answer);
}

afterEach(() => vi.unstubAllGlobals());

function render(page: string) {
  return renderWithRouter(
    [
      {
        path: '/account/heloc/:uuid',
        element: <Outlet />,
        children: [
          { path: 'income/review', Component: ReviewPage },
          { path: 'income/link/:type', Component: LinkPage },
          { path: 'income/pointserv-callback', Component: CallbackPage },
          { path: 'income/upload/:type', Component: UploadPage },
          { path: 'error/income', Component: ErrorPage },
        ],
      },
    ],
    `${BASE}/${page}`,
  );
}

describe('income pages (decision 0152)', () => {
  it('income/review shows the stated income and the ways to verify it, payroll first', async () => {
    mockApi();
    render('income/review');
    await screen.findByRole('heading', { level: 1, name: 'Verify your income' });
    expect(screen.getByText('$150,000')).toBeTruthy();
    expect(screen.getByText('Employed full time')).toBeTruthy();
    const actions = screen.getAllByRole('link').map((a) => a.textContent);
    expect(actions.slice(0, 4)).toEqual([
      'Connect payroll',
      'Connect bank',
      'Upload pay stubs',
      'Upload W-2',
    ]);
    expect(screen.getByRole('link', { name: 'Connect payroll' }).getAttribute('href')).toBe(
      `${BASE}/income/link/payroll`,
    );
  });

  it('the link page starts a connection and leaves for the vendor page; an unknown type goes back to review', async () => {
    const calls = mockApi();
    const assign = vi.spyOn(goTo, 'assign').mockImplementation(() => undefined);
    const user = userEvent.setup();
    render('income/link/payroll');
    await user.click(await screen.findByRole('button', { name: 'Continue to connect' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(`/sandbox/income-link/${LINK}`));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ type: 'payroll' });

    const { router } = render('income/link/crypto');
    await waitFor(() => expect(router.state.location.pathname).toBe(`${BASE}/income/review`));
  });

  it('the callback page completes the link once; a borrower who left is told nothing was shared', async () => {
    const calls = mockApi({
      '/link/complete': () =>
        jsonResponse(view('INCOME_VERIFICATION', { id: LINK, method: 'payroll', state: 'EXITED' })),
    });
    render(`income/pointserv-callback?linkId=${LINK}&status=exit`);
    await screen.findByRole('heading', { level: 1, name: 'You left before connecting' });
    const completes = calls.filter((c) => c.path.endsWith('/link/complete'));
    expect(completes).toHaveLength(1);
    expect(completes[0]?.body).toEqual({ linkId: LINK, status: 'exit' });
  });

  it('the callback page shows the server message when the code is refused', async () => {
    mockApi({
      '/link/complete': () =>
        jsonResponse(
          {
            status: 400,
            error: 'VALIDATION_FAILED',
            message: INCOME_VERIFICATION_MESSAGES.badCode,
            errors: [INCOME_VERIFICATION_MESSAGES.badCode],
          },
          { status: 400 },
        ),
    });
    render(`income/pointserv-callback?linkId=${LINK}&status=success&code=x`);
    await screen.findByRole('heading', { level: 1, name: 'We could not finish connecting' });
    expect(document.body.textContent).toContain(INCOME_VERIFICATION_MESSAGES.badCode);
  });

  it('the upload page asks for each file, then uploads both and sends them together', async () => {
    const calls = mockApi();
    const user = userEvent.setup();
    render('income/upload/paystub');
    await screen.findByRole('heading', { level: 1, name: 'Upload your pay stubs' });
    await user.click(screen.getByRole('button', { name: 'Upload and continue' }));
    const problem = await screen.findByRole('region', { name: 'There is a problem' });
    expect(problem.textContent).toContain('Most recent pay stub');
    expect(problem.textContent).toContain('The pay stub before it');
    const pdf = () => new File(['%PDF-1.7'], 'stub.pdf', { type: 'application/pdf' });
    await user.upload(screen.getByLabelText('Most recent pay stub'), pdf());
    await user.upload(screen.getByLabelText('The pay stub before it'), pdf());
    await user.click(screen.getByRole('button', { name: 'Upload and continue' }));
    await waitFor(() => expect(calls.filter((c) => c.path.endsWith('/documents'))).toHaveLength(1));
    expect(calls.filter((c) => c.path.endsWith('/uploads'))).toHaveLength(2);
    const documents = calls.find((c) => c.path.endsWith('/documents'))?.body as {
      type: string;
      uploadIds: string[];
    };
    expect(documents.type).toBe('paystub');
    expect(documents.uploadIds).toHaveLength(2);
  });

  it('error/income offers another way: the retry goes back to income/review', async () => {
    const calls = mockApi();
    const user = userEvent.setup();
    const { router } = render('error/income');
    await user.click(await screen.findByRole('button', { name: 'Try another way' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`${BASE}/income/review`));
    expect(calls.some((c) => c.method === 'POST' && c.path.endsWith('/retry'))).toBe(true);
  });
});
