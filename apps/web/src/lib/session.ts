import { JWT_STORAGE_KEY } from '@hearth/domain/auth';
import { PAGE_SESSION_COOKIE, PAGE_SESSION_COOKIE_PATHS } from '@hearth/domain/server-render';

/**
 * The bearer token lives in local storage under `jwt` (spec section 6). Components subscribe through
 * `subscribeToSession` so the shell re-renders on login and logout, including from other tabs.
 */

type Listener = () => void;
const listeners = new Set<Listener>();

function notify(): void {
  for (const listener of listeners) listener();
}

function storage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    // Storage can throw when cookies are blocked; the app then behaves as signed out.
    return undefined;
  }
}

/**
 * The token mirrored in a cookie sent only with the pages rendered with data (decision 0268: the dashboard and the
 * application pages), so the server renders a page the borrower reloads or opens from a link with its data instead
 * of a loading state. A session cookie, SameSite=Lax (a link from the lender's e-mail renders in full; no other site
 * can read the page), Secure over HTTPS.
 */
function mirrorInCookie(token: string | null): void {
  const document = globalThis.document;
  if (!document) return;
  const secure = globalThis.location?.protocol === 'https:' ? '; Secure' : '';
  const expiry = token === null ? '; Max-Age=0' : '';
  for (const path of PAGE_SESSION_COOKIE_PATHS) {
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser a borrower uses, and this write must land before the next page request.
    document.cookie = `${PAGE_SESSION_COOKIE}=${token ?? ''}; Path=${path}; SameSite=Lax${secure}${expiry}`;
  }
}

/** Brings the cookie in line with local storage: a token kept from before the cookie, or cleared in another tab. */
export function syncSessionCookie(): void {
  mirrorInCookie(getToken());
}

export function getToken(): string | null {
  return storage()?.getItem(JWT_STORAGE_KEY) ?? null;
}

export function setToken(token: string): void {
  if (getToken() === token) return;
  storage()?.setItem(JWT_STORAGE_KEY, token);
  mirrorInCookie(token);
  notify();
}

export function clearSession(): void {
  if (getToken() === null) return;
  storage()?.removeItem(JWT_STORAGE_KEY);
  mirrorInCookie(null);
  notify();
}

export function isSignedIn(): boolean {
  return getToken() !== null;
}

export function subscribeToSession(listener: Listener): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === JWT_STORAGE_KEY || event.key === null) listener();
  };
  globalThis.addEventListener?.('storage', onStorage);
  return () => {
    listeners.delete(listener);
    globalThis.removeEventListener?.('storage', onStorage);
  };
}
