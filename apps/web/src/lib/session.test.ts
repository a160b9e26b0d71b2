import { PAGE_SESSION_COOKIE } from '@hearth/domain/server-render';
import { afterEach, describe, expect, it } from 'vitest';
import { clearSession, getToken, setToken, syncSessionCookie } from '@/lib/session';

const cookieValue = () =>
  document.cookie
    .split('; ')
    .find((part) => part.startsWith(`${PAGE_SESSION_COOKIE}=`))
    ?.slice(PAGE_SESSION_COOKIE.length + 1);

afterEach(() => {
  clearSession();
  window.history.replaceState(null, '', '/');
});

// Decision 0268: the token is mirrored in the page-session cookie the server renders an application page's data with.
// jsdom's address is the site root, outside the cookie's paths: these tests read it from an application page.
describe('the page-session cookie', () => {
  const onApplicationPage = () =>
    window.history.replaceState(null, '', '/account/heloc/some-application/complete');

  it('holds the token while the session lasts and goes with it', () => {
    onApplicationPage();
    setToken('token-1');
    expect(cookieValue()).toBe('token-1');
    setToken('token-2');
    expect(cookieValue()).toBe('token-2');
    clearSession();
    expect(getToken()).toBeNull();
    expect(cookieValue()).toBeUndefined();
  });

  it('is set again from local storage for a session kept from before it, and cleared without one', () => {
    onApplicationPage();
    localStorage.setItem('jwt', 'kept-token');
    syncSessionCookie();
    expect(cookieValue()).toBe('kept-token');
    localStorage.removeItem('jwt');
    syncSessionCookie();
    expect(cookieValue()).toBeUndefined();
  });

  it('is sent with the dashboard too, and with no other page', () => {
    onApplicationPage();
    setToken('token-3');
    window.history.replaceState(null, '', '/dashboard');
    expect(cookieValue()).toBe('token-3');
    for (const elsewhere of ['/auth/login', '/dashboards', '/service-application/api/v1/application/heloc']) {
      window.history.replaceState(null, '', elsewhere);
      expect(cookieValue()).toBeUndefined();
    }
  });
});
