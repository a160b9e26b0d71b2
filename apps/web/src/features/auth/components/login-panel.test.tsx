import { JWT_STORAGE_KEY } from '@hearth/domain/auth';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LoginPanel } from '@/features/auth/components/login-panel';
import { jsonResponse, renderWithRouter } from '@/testing/render-app';

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

function renderLogin(entry: string) {
  return renderWithRouter(
    [
      { path: '/auth/login', element: <LoginPanel audience="borrower" /> },
      { path: '*', element: <p>landed</p> },
    ],
    entry,
  );
}

/** The login requests sent: the page may read other things (banners, flags) while a test runs. */
const loginRequests = () => fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/login'));

async function submit(email: string, password: string) {
  const user = userEvent.setup();
  if (email) await user.type(screen.getByLabelText('Email'), email);
  if (password) await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Log in' }));
}

describe('LoginPanel', () => {
  it('shows domain validation messages tied to their fields', async () => {
    renderLogin('/auth/login');
    await submit('', '');
    const email = screen.getByLabelText('Email');
    // The form's schema loads after the first render (decision 0096): the messages come once it is there.
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'));
    const describedBy = email.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(describedBy)?.textContent).toBe('Please enter your email');
    expect(screen.getByLabelText('Password').getAttribute('aria-invalid')).toBe('true');
    expect(loginRequests()).toEqual([]);
  });

  it('moves focus to the first field in error and takes a message away once its field is right', async () => {
    renderLogin('/auth/login');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Password'), 'secret');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    const email = screen.getByLabelText('Email');
    await waitFor(() => expect(document.activeElement).toBe(email));
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('Password').getAttribute('aria-invalid')).toBeNull();
    await user.type(email, 'ann@');
    await waitFor(() =>
      expect(document.getElementById(email.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
        'Please enter a valid email address',
      ),
    );
    await user.type(email, 'example.com');
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBeNull());
    expect(loginRequests()).toEqual([]);
  });

  it('sends the e-mail as the domain schema reads it (trimmed)', async () => {
    fetchMock.mockResolvedValue(jsonResponse({}, { headers: { Authorization: 'Bearer jwt-1' } }));
    renderLogin('/auth/login');
    await submit('  ann@example.com ', 'secret');
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const [, init] = fetchMock.mock.calls[0] ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({ email: 'ann@example.com', password: 'secret' });
  });

  it('sends what the fields show when they were filled before the app heard of it (before hydration, autofill)', async () => {
    fetchMock.mockResolvedValue(jsonResponse({}, { headers: { Authorization: 'Bearer jwt-1' } }));
    renderLogin('/auth/login');
    // Set as the browser does on the server-rendered page: no input event reaches React.
    const email = screen.getByLabelText('Email') as HTMLInputElement;
    const password = screen.getByLabelText('Password') as HTMLInputElement;
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
    setValue?.call(email, 'ann@example.com');
    setValue?.call(password, 'secret');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const [, init] = fetchMock.mock.calls[0] ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({ email: 'ann@example.com', password: 'secret' });
  });

  it('logs in, keeps the token and goes to a safe redirectUrl', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse({ redirect: '/dashboard' }, { headers: { Authorization: 'Bearer jwt-1' } }),
    );
    const { router } = renderLogin(`/auth/login?redirectUrl=${encodeURIComponent('/dashboard/settings')}`);
    await submit('ann@example.com', 'secret');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/settings'));
    expect(localStorage.getItem(JWT_STORAGE_KEY)).toBe('jwt-1');
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/identity-broker/customer/api/v3/login');
    expect(JSON.parse(String(init?.body))).toEqual({ email: 'ann@example.com', password: 'secret' });
  });

  it('ignores an unsafe redirectUrl and goes to the dashboard', async () => {
    fetchMock.mockResolvedValue(jsonResponse({}, { headers: { Authorization: 'Bearer jwt-1' } }));
    const { router } = renderLogin(`/auth/login?redirectUrl=${encodeURIComponent('//evil.example')}`);
    await submit('ann@example.com', 'secret');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });

  it("shows the server's message in the alert region and stays on the page", async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(
        { status: 401, error: 'UNAUTHENTICATED', message: 'x', errors: ['Invalid email or password'] },
        { status: 401 },
      ),
    );
    const { router } = renderLogin('/auth/login');
    await submit('ann@example.com', 'wrong-password');
    const alert = await screen.findByText('Invalid email or password.');
    expect(alert.closest('[role="alert"]')).not.toBeNull();
    expect(router.state.location.pathname).toBe('/auth/login');
  });

  it('logs brokers in through the agent identity broker', async () => {
    fetchMock.mockResolvedValue(jsonResponse({}, { headers: { Authorization: 'Bearer jwt-a' } }));
    renderLogin('/auth/login?agent=1&flags=fe-heloc-broker-identity:on');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Broker and loan officer log in');
    await submit('broker@example.com', 'secret');
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/identity-broker/agent/api/v3/login');
    sessionStorage.clear();
  });

  it('keeps brokers on the legacy login while the broker identity flag is off', async () => {
    sessionStorage.clear();
    fetchMock.mockResolvedValue(jsonResponse({}, { headers: { Authorization: 'Bearer jwt-a' } }));
    renderLogin('/auth/login?agent=1');
    expect(screen.getByRole('heading', { level: 1 }).textContent).not.toBe('Broker and loan officer log in');
    expect(screen.queryByRole('link', { name: 'Log in through the broker portal' })).toBeNull();
    await submit('broker@example.com', 'secret');
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/identity-broker/customer/api/v3/login');
  });
});
