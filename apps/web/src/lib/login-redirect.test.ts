import { describe, expect, it } from 'vitest';
import { loginHrefFor, postLoginDestination } from '@/lib/login-redirect';

describe('loginHrefFor', () => {
  it('sends a private page to /auth/login carrying the page and its query', () => {
    expect(loginHrefFor({ pathname: '/dashboard/settings', search: '?tab=name' })).toBe(
      `/auth/login?redirectUrl=${encodeURIComponent('/dashboard/settings?tab=name')}`,
    );
  });

  it('sends signer pages to the signer login', () => {
    expect(loginHrefFor({ pathname: '/account/heloc/heloc-signer/documents' })).toBe(
      `/account/heloc/heloc-signer/login?redirectUrl=${encodeURIComponent('/account/heloc/heloc-signer/documents')}`,
    );
  });

  it('drops a return path that is not a safe redirect', () => {
    expect(loginHrefFor({ pathname: '/' })).toBe('/auth/login');
  });
});

describe('postLoginDestination', () => {
  it('honours a same-site path that starts with a slash and a lowercase letter', () => {
    expect(postLoginDestination('/dashboard/settings')).toBe('/dashboard/settings');
    expect(postLoginDestination('/account/heloc/register-v2?step=1')).toBe(
      '/account/heloc/register-v2?step=1',
    );
  });

  it.each([
    ['missing', null],
    ['empty', ''],
    ['protocol-relative', '//evil.example/phish'],
    ['absolute', 'https://evil.example'],
    ['uppercase first letter', '/Dashboard'],
    ['backslash trick', '/\\evil.example'],
    ['relative', 'dashboard'],
  ])('falls back to the dashboard for a %s target', (_label, target) => {
    expect(postLoginDestination(target)).toBe('/dashboard');
  });
});
