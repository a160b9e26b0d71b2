import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Component as LegacyRegisterPage } from '@/features/register/pages/legacy-register-page';
import { Component as RegisterV2Page } from '@/features/register/pages/register-v2-page';
import {
  forgetCachedAnswers,
  REGISTER_STORAGE_KEY,
  readAnswers,
  saveAnswers,
} from '@/features/register/register-answers';
import { completeAnswers } from '@/features/register/testing-fixtures';
import type { RouteObject } from '@/lib/routing';
import { renderWithRouter } from '@/testing/render-app';

const routes: RouteObject[] = [
  { path: '/account/heloc/register-v2/*', Component: RegisterV2Page },
  { path: '/account/heloc/register', Component: LegacyRegisterPage },
];

function progressLabel(): string {
  return screen.getByText(/^Step \d+ of \d+$/).textContent ?? '';
}

beforeEach(() => forgetCachedAnswers());
afterEach(() => forgetCachedAnswers());

describe('register-v2 guards', () => {
  it('sends a visit to a later step without a property street back to the start', async () => {
    const { router } = renderWithRouter(routes, '/account/heloc/register-v2/for-sale');
    await waitFor(() => expect(router.state.location.pathname).toBe('/account/heloc/register-v2'));
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toMatch(
      /home you want to borrow against/,
    );
  });

  it('redirects to the older /register keeping the query when the redesign flag is off', async () => {
    const { router } = renderWithRouter(
      routes,
      '/account/heloc/register-v2?flags=fe-heloc-redesign:off&org=HARBOR',
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/account/heloc/register'));
    expect(router.state.location.search).toBe('?flags=fe-heloc-redesign:off&org=HARBOR');
  });
});

describe('progress bar', () => {
  it('counts eight v2 steps, six in the newer authentication mode', async () => {
    saveAnswers(completeAnswers());
    renderWithRouter(routes, '/account/heloc/register-v2/for-sale');
    await screen.findByRole('heading', { level: 1 });
    expect(progressLabel()).toBe('Step 3 of 8');
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('38');
  });

  it('drops phone-and-email and set-password when the newer authentication is on', async () => {
    saveAnswers(completeAnswers());
    renderWithRouter(routes, '/account/heloc/register-v2/birthdate?flags=fe-heloc-new-auth:on');
    await screen.findByRole('heading', { level: 1 });
    expect(progressLabel()).toBe('Step 6 of 6');
  });

  it('shows the labelled groups, and skips Contact Info when the entry link brought the e-mail and phone', async () => {
    saveAnswers(
      completeAnswers({
        email: 'sam@example.com',
        phoneNumber: '(555) 201-3344',
        entry: {
          utm: {},
          notices: [{ kind: 'prefilled', source: 'referral', fields: ['email', 'phoneNumber'] }],
        },
      }),
    );
    const user = userEvent.setup();
    const { router } = renderWithRouter(routes, '/account/heloc/register-v2/birthdate');
    await screen.findByRole('heading', { level: 1 });
    expect(progressLabel()).toBe('Step 6 of 7');
    const groups = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(groups).toEqual([
      'Property Info (done)',
      'Income Info (done)',
      'Personal Info: Birthdate',
      'Login Info',
    ]);
    expect(screen.getByText('Personal Info', { exact: false }).getAttribute('aria-current')).toBe('step');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/account/heloc/register-v2/set-password'),
    );
  });

  it('keeps Contact Info without a prefilled phone', async () => {
    saveAnswers(completeAnswers());
    renderWithRouter(routes, '/account/heloc/register-v2/birthdate');
    await screen.findByRole('heading', { level: 1 });
    expect(progressLabel()).toBe('Step 6 of 8');
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toContain('Contact Info');
  });

  it('derives the older flow progress from the step position', async () => {
    saveAnswers(completeAnswers());
    renderWithRouter(routes, '/account/heloc/register?step=sale-status');
    await screen.findByRole('heading', { level: 1 });
    expect(progressLabel()).toBe('Step 2 of 7');
  });
});

describe('answers in session storage', () => {
  it('keeps a step answer across a remount, as after a reload or the back button', async () => {
    saveAnswers(completeAnswers({ isListedForSale: '' }));
    const user = userEvent.setup();
    const first = renderWithRouter(routes, '/account/heloc/register-v2/for-sale');
    await user.click(await screen.findByLabelText('Yes'));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() =>
      expect(first.router.state.location.pathname).toBe('/account/heloc/register-v2/annual-income'),
    );
    expect(JSON.parse(sessionStorage.getItem(REGISTER_STORAGE_KEY) ?? '{}').isListedForSale).toBe('YES');
    first.unmount();

    forgetCachedAnswers(); // what a reload does to memory; storage stays
    renderWithRouter(routes, '/account/heloc/register-v2/for-sale');
    expect((await screen.findByLabelText<HTMLInputElement>('Yes')).checked).toBe(true);
  });

  it('never stores the password', async () => {
    saveAnswers(completeAnswers());
    const user = userEvent.setup();
    renderWithRouter(routes, '/account/heloc/register-v2/set-password');
    await user.type(await screen.findByLabelText('Password'), 'Str0ng!Password');
    await user.type(screen.getByLabelText('Confirm password'), 'Str0ng!Password');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('heading', { name: /Check your answers/ });
    expect(sessionStorage.getItem(REGISTER_STORAGE_KEY)).not.toContain('Str0ng!Password');
  });
});

describe('step validation', () => {
  it('shows the error summary with the spec message and links it to the field', async () => {
    saveAnswers(completeAnswers({ isListedForSale: '' }));
    const user = userEvent.setup();
    renderWithRouter(routes, '/account/heloc/register-v2/for-sale');
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    const summary = await screen.findByRole('region', { name: 'There is a problem' });
    expect(document.activeElement).toBe(summary);
    expect(screen.getByRole('link', { name: 'Listed for sale: Required' }).getAttribute('href')).toBe(
      '#isListedForSale',
    );
  });

  it('asks to confirm an income below 15,000 before continuing', async () => {
    saveAnswers(completeAnswers({ employmentType: '', income: '' }));
    const user = userEvent.setup();
    const { router } = renderWithRouter(routes, '/account/heloc/register-v2/annual-income');
    await user.click(await screen.findByLabelText('Retired'));
    await user.type(screen.getByLabelText('Annual income before taxes'), '12000');
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    expect((await screen.findByRole('heading', { level: 1 })).textContent).toContain(
      'Is $12,000 your annual income before taxes?',
    );
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(
      await screen.findByRole('link', { name: /Please confirm this is your annual pre-tax income/ }),
    ).toBeTruthy();
    expect(router.state.location.pathname).toBe('/account/heloc/register-v2/annual-income');

    await user.click(screen.getByLabelText(/is my annual pre-tax income/));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/account/heloc/register-v2/legal-name'));
    expect(readAnswers().incomeConfirmed).toBe(true);
  });

  it('does not ask for confirmation at 15,000 or more', async () => {
    saveAnswers(completeAnswers({ income: '' }));
    const user = userEvent.setup();
    const { router } = renderWithRouter(routes, '/account/heloc/register-v2/annual-income');
    await user.type(await screen.findByLabelText('Annual income before taxes'), '15000');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/account/heloc/register-v2/legal-name'));
  });

  it('applies Alabama\u2019s minimum age of 19', async () => {
    const year = String(new Date().getFullYear() - 18 - 1);
    saveAnswers(
      completeAnswers({
        property: { street1: '1 Main St', street2: '', city: 'Mobile', state: 'AL', zip: '36602' },
        dobMonth: '12',
        dobDay: '31',
        dobYear: year,
      }),
    );
    const user = userEvent.setup();
    renderWithRouter(routes, '/account/heloc/register-v2/birthdate');
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('link', { name: 'Must be at least 19 years old' })).toBeTruthy();
  });
});

describe('check your answers', () => {
  it('lists answers with Change links that come back to the summary', async () => {
    saveAnswers(completeAnswers());
    const user = userEvent.setup();
    const { router } = renderWithRouter(routes, '/account/heloc/register-v2/check-answers');
    await screen.findByRole('heading', { level: 1 });
    const change = await screen.findByRole('link', { name: /^Change\s*legal name$/ });
    expect(screen.getByText('Alex Prime')).toBeTruthy();
    await user.click(change);
    await waitFor(() => expect(router.state.location.pathname).toBe('/account/heloc/register-v2/legal-name'));
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/account/heloc/register-v2/check-answers'),
    );
  });

  it('adds the New York FCRA notice for a New York home when its flag is on, and only then', async () => {
    const ny = completeAnswers({
      property: { street1: '10 Main St', street2: '', city: 'Albany', state: 'NY', zip: '12207' },
    });
    saveAnswers(ny);
    const { unmount } = renderWithRouter(
      routes,
      '/account/heloc/register-v2/check-answers?flags=fe-heloc-ny-fcra:on',
    );
    expect(
      await screen.findByText(/New York residents: a consumer credit report may be requested/),
    ).toBeTruthy();
    unmount();
    sessionStorage.clear();
    forgetCachedAnswers();
    saveAnswers(ny);
    renderWithRouter(routes, '/account/heloc/register-v2/check-answers?flags=fe-heloc-ny-fcra:off');
    await screen.findByText(/By submitting you authorize a soft credit check/);
    expect(screen.queryByText(/New York residents/)).toBeNull();
  });
});
