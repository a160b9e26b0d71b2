import { SSN_ENTRY_MESSAGES } from '@hearth/domain/heloc-api';
import { MESSAGES } from '@hearth/domain/validation';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Component as CreditSocialPage } from '@/features/application/pages/credit-social-page';
import { applicationFixture } from '@/testing/application-fixture';
import { jsonResponse, renderWithRouter } from '@/testing/render-app';

const UUID = '3f1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f';
const PAGE = `/account/heloc/${UUID}/credit/social`;

const application = (checklistStatus: string) => applicationFixture(UUID, checklistStatus);

type Posted = { body: unknown; key: string | null };

/**
 * The API as the page sees it: GET answers `statuses` in turn (the last one repeats), POST .../ssn answers
 * `ssnAnswer`. Every POST is recorded with its Idempotency-Key.
 */
function mockApi(options: { statuses: string[]; ssnAnswer?: () => Response }) {
  const posted: Posted[] = [];
  let reads = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const path = new URL(input, 'http://localhost').pathname;
      if (path.endsWith('/ssn')) {
        posted.push({
          body: JSON.parse(String(init.body)),
          key: new Headers(init.headers).get('Idempotency-Key'),
        });
        return options.ssnAnswer?.() ?? jsonResponse(application('WAITING_FOR_SOFT_CREDIT'), { status: 202 });
      }
      if (path.endsWith(UUID)) {
        const status = options.statuses[Math.min(reads, options.statuses.length - 1)] ?? 'CREDIT_NO_MATCH';
        reads += 1;
        return jsonResponse(application(status));
      }
      return jsonResponse({
        uuid: '9a8b7c6d-5e4f-4a3b-9c2d-1e0f9a8b7c6d',
        organizationCode: 'H',
        email: 'a@b.co',
      });
    }),
  );
  return posted;
}

afterEach(() => vi.unstubAllGlobals());

function renderPage() {
  return renderWithRouter(
    [
      { path: '/account/heloc/:uuid/credit/social', Component: CreditSocialPage },
      { path: '/account/heloc/:uuid/product/select', element: <h1>Choose your offer</h1> },
      { path: '/account/heloc/:uuid/review-app/no-credit', element: <h1>No credit</h1> },
    ],
    PAGE,
  );
}

const ssnInput = () => screen.findByLabelText('Social Security number');

describe('credit/social', () => {
  it('explains the soft pull and formats the number as it is typed', async () => {
    mockApi({ statuses: ['CREDIT_NO_MATCH'] });
    const user = userEvent.setup();
    renderPage();
    const input = (await ssnInput()) as HTMLInputElement;
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('We could not find your credit file');
    expect(document.body.textContent).toContain('does not affect your credit score');
    expect(input.getAttribute('inputmode')).toBe('numeric');
    expect(input.getAttribute('autocomplete')).toBe('off');
    await user.type(input, '1234567890');
    expect(input.value).toBe('123-45-6789');

    const toggle = screen.getByRole('button', { name: 'Hide Social Security number' });
    await user.click(toggle);
    expect(input.closest('.ssn-field')?.classList.contains('ssn-field--masked')).toBe(true);
    expect(screen.getByRole('button', { name: 'Show Social Security number' })).toBeTruthy();
  });

  it.each([
    ['', MESSAGES.ssnRequired],
    ['666123456', MESSAGES.ssnInvalid],
    ['12345', MESSAGES.ssnInvalid],
  ])('shows %j in the error summary and sends nothing', async (typed, message) => {
    const posted = mockApi({ statuses: ['CREDIT_NO_MATCH'] });
    const user = userEvent.setup();
    renderPage();
    const input = await ssnInput();
    if (typed) await user.type(input, typed);
    await user.click(screen.getByRole('button', { name: 'Check my credit again' }));
    const summary = await screen.findByRole('heading', { name: 'There is a problem' });
    expect(summary.closest('section')?.textContent).toContain(message);
    expect(screen.getByRole('link', { name: message }).getAttribute('href')).toBe('#ssn');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(document.title).toBe('Error: We could not find your credit file');
    expect(posted).toEqual([]);
  });

  it('sends the digits, shows the processing modal while the pull re-runs, then opens the offers', async () => {
    const posted = mockApi({ statuses: ['CREDIT_NO_MATCH', 'OFFER_SELECTION'] });
    const user = userEvent.setup();
    const { router } = renderPage();
    await user.type(await ssnInput(), '123456789');
    await user.click(screen.getByRole('button', { name: 'Check my credit again' }));
    expect(await screen.findByRole('dialog', { name: 'Working on your application' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Checking your credit with a soft pull');
    await waitFor(
      () => expect(router.state.location.pathname).toBe(`/account/heloc/${UUID}/product/select`),
      {
        timeout: 5000,
      },
    );
    expect(posted).toHaveLength(1);
    expect(posted[0]?.body).toEqual({ ssn: '123456789' });
    expect(posted[0]?.key).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('says so and stays when even the SSN finds no file but a try is left', async () => {
    mockApi({ statuses: ['CREDIT_NO_MATCH'] });
    const user = userEvent.setup();
    const { router } = renderPage();
    await user.type(await ssnInput(), '123456789');
    await user.click(screen.getByRole('button', { name: 'Check my credit again' }));
    expect(
      await screen.findByRole('link', { name: SSN_ENTRY_MESSAGES.noFileWithSsn }, { timeout: 5000 }),
    ).toBeTruthy();
    expect(router.state.location.pathname).toBe(PAGE);
  });

  it('asks the borrower to contact support once the tries are used up', async () => {
    mockApi({
      statuses: ['CREDIT_NO_MATCH'],
      ssnAnswer: () =>
        jsonResponse(
          {
            status: 429,
            error: 'RATE_LIMITED',
            message: SSN_ENTRY_MESSAGES.attemptsExhausted,
            errors: [SSN_ENTRY_MESSAGES.attemptsExhausted],
          },
          { status: 429 },
        ),
    });
    const user = userEvent.setup();
    renderPage();
    await user.type(await ssnInput(), '123456789');
    await user.click(screen.getByRole('button', { name: 'Check my credit again' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(SSN_ENTRY_MESSAGES.attemptsExhausted),
    );
    expect(screen.getByRole('link', { name: '(800) 555-0199' }).getAttribute('href')).toBe(
      'tel:+18005550199',
    );
  });

  it('retries a lost answer under the same Idempotency-Key, and a new number under a new one', async () => {
    let answers = 0;
    const posted = mockApi({
      statuses: ['CREDIT_NO_MATCH'],
      ssnAnswer: () => {
        answers += 1;
        if (answers <= 2) throw new TypeError('network down');
        return jsonResponse(application('WAITING_FOR_SOFT_CREDIT'), { status: 202 });
      },
    });
    const user = userEvent.setup();
    renderPage();
    const input = await ssnInput();
    const send = () => user.click(screen.getByRole('button', { name: 'Check my credit again' }));
    await user.type(input, '123456789');
    await send();
    await screen.findByText(/Something unexpected happened/);
    await send();
    await waitFor(() => expect(posted).toHaveLength(2));
    await user.clear(input);
    await user.type(input, '123456788');
    await send();
    await waitFor(() => expect(posted).toHaveLength(3));
    expect(posted[1]?.key).toBe(posted[0]?.key);
    expect(posted[2]?.key).not.toBe(posted[0]?.key);
    await screen.findByRole('link', { name: SSN_ENTRY_MESSAGES.noFileWithSsn }, { timeout: 5000 });
  });

  it('offers the way on when the application no longer needs an SSN', async () => {
    mockApi({ statuses: ['OFFER_SELECTION'] });
    renderPage();
    const link = await screen.findByRole('link', { name: 'Continue your application' });
    expect(link.getAttribute('href')).toBe(`/account/heloc/${UUID}`);
    expect(screen.queryByLabelText('Social Security number')).toBeNull();
  });
});
