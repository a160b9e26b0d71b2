import { JWT_STORAGE_KEY } from '@hearth/domain/auth';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppShell } from '@/app/shell/app-shell';
import { jsonResponse, renderWithRouter } from '@/testing/render-app';

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

function renderShell(entry: string) {
  return renderWithRouter(
    [
      {
        element: <AppShell />,
        children: [
          { path: '/dashboard', element: <h1>Dashboard page</h1> },
          { path: '/auth/login', element: <h1>Login page</h1> },
          { path: '/account/heloc/register-v2', element: <h1>First question</h1> },
          { path: '/account/heloc/register-v2/annual-income', element: <h1>Your income</h1> },
          { path: '/account/heloc/:uuid/product/select', element: <h1>Choose your offer</h1> },
        ],
      },
    ],
    entry,
  );
}

describe('AppShell', () => {
  it('renders the landmarks, skip link, brand support line and footer disclosures', () => {
    renderShell('/auth/login');
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(screen.getByRole('main').id).toBe('main-content');
    expect(screen.getByRole('contentinfo').textContent).toContain('Loan amounts from $15,000 to $400,000.');
    expect(screen.getByRole('link', { name: 'Skip to main content' }).getAttribute('href')).toBe(
      '#main-content',
    );
    expect(screen.getAllByRole('link', { name: '(800) 555-0199' }).length).toBeGreaterThan(0);
    expect(screen.getByRole('img', { name: 'Harbor Mortgage Co. home' }).getAttribute('src')).toBe(
      '/cdn/brands/harbor/logo.svg',
    );
    // The fixture is a mortgage-company partner.
    expect(screen.getByRole('link', { name: 'Terms of Use' })).toBeTruthy();
  });

  it('toggles the small-screen menu and reports its state', async () => {
    renderShell('/auth/login');
    const menu = screen.getByRole('button', { name: 'Menu' });
    expect(menu.getAttribute('aria-expanded')).toBe('false');
    await userEvent.setup().click(menu);
    expect(menu.getAttribute('aria-expanded')).toBe('true');
    expect(document.getElementById(menu.getAttribute('aria-controls') ?? '')?.className).toContain(
      'side-nav--open',
    );
  });

  it.each([
    '/account/heloc/register-v2',
    '/account/heloc/6f1a2b3c-0002-4000-8000-000000000002/product/select',
  ])('gives the journey page %s the focused layout: logo, support line, no side navigation', (path) => {
    renderShell(path);
    expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Menu' })).toBeNull();
    const header = screen.getByRole('banner');
    expect(header.querySelector('img')?.getAttribute('alt')).toBe('Harbor Mortgage Co. home');
    expect(header.querySelector('a[href="tel:+18005550199"]')?.textContent).toContain('(800) 555-0199');
    expect(screen.getByRole('link', { name: 'Log in' })).toBeTruthy();
  });

  it.each([
    ['/auth/login', true],
    ['/account/heloc/register-v2', true],
    ['/account/heloc/register-v2/annual-income', false],
    ['/account/heloc/6f1a2b3c-0002-4000-8000-000000000002/product/select', false],
    ['/dashboard', false],
  ])('puts the footer’s marketing list on the entry pages only: %s %s', (path, entry) => {
    renderShell(path);
    const footer = screen.getByRole('contentinfo');
    expect(footer.textContent?.includes('Loan amounts from $15,000 to $400,000.')).toBe(entry);
    expect(footer.textContent?.includes('APRs from 7.60% to 17.20%.')).toBe(entry);
    // The legal lines stay on every page: the data notice, the legal links, the licensing.
    expect(footer.textContent).toContain('256-bit encryption');
    expect(footer.textContent).toContain('NMLS #');
    expect(footer.textContent).toContain('Equal Housing Lender.');
    expect(within(footer).getByRole('link', { name: 'Privacy Policy' })).toBeTruthy();
    expect(within(footer).getByRole('link', { name: 'Licenses' })).toBeTruthy();
  });

  it('keeps the side navigation on the dashboard', () => {
    localStorage.setItem(JWT_STORAGE_KEY, 'token-1');
    renderShell('/dashboard');
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeTruthy();
    localStorage.removeItem(JWT_STORAGE_KEY);
  });

  it('logs out: revokes on the server, clears the token and goes to login', async () => {
    localStorage.setItem(JWT_STORAGE_KEY, 'token-1');
    fetchMock.mockResolvedValue(jsonResponse({ redirect: '/auth/login' }));
    const { router } = renderShell('/dashboard');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'));
    // The shell reads the profile too (the side nav's links); the logout is the call that revokes.
    const logout = fetchMock.mock.calls.find(
      ([url]) => url === '/identity-broker/customer/secure/api/v3/logout',
    );
    expect(logout).toBeDefined();
    expect(new Headers(logout?.[1]?.headers).get('Authorization')).toBe('Bearer token-1');
    expect(localStorage.getItem(JWT_STORAGE_KEY)).toBeNull();
    expect(screen.getByRole('link', { name: 'Log in' })).toBeTruthy();
  });

  it('still ends at login when logout fails', async () => {
    localStorage.setItem(JWT_STORAGE_KEY, 'token-1');
    fetchMock.mockRejectedValue(new TypeError('offline'));
    const { router } = renderShell('/dashboard');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'));
    expect(localStorage.getItem(JWT_STORAGE_KEY)).toBeNull();
  });
});
