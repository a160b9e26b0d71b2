/** Routing and token rules of spec sections 2 and 6. Paths are relative to BASE_PATH unless noted. */

export const BASE_PATH = '/account/heloc';
export const JWT_STORAGE_KEY = 'jwt';
export const LOGIN_PATH = '/auth/login';
export const SIGNER_BASE_PATH = '/heloc-signer';
export const SIGNER_LOGIN_PATH = `${BASE_PATH}${SIGNER_BASE_PATH}/login`;
export const REDIRECT_URL_PARAM = 'redirectUrl';

export const STORAGE_KEYS = {
  jwt: JWT_STORAGE_KEY,
  dismissedBanners: 'dismissed-banners',
  telemetryTrackerUuid: 'telemetry_trackerUuid',
  /** session storage */
  telemetryUuid: 'telemetry_uuid',
  /** session storage */
  telemetryEpoch: 'telemetry_epoch',
  /** session storage: the application id to return to after a bank-link OAuth round trip */
  plaidApplicationId: 'plaid_application_id',
  /** session storage: page-module reload counter */
  chunkReloadCount: 'chunk_reload_count',
} as const;

/** Exact public paths (spec section 2). Login pages are public too, or the redirect to them would loop. */
const PUBLIC_PATHS = new Set([
  '/register',
  '/terms',
  '/communications',
  '/privacy',
  '/licenses',
  '/coming-soon',
  '/register/account-setup',
  '/register/support',
  '/not-accepting-apps',
  LOGIN_PATH,
  `${SIGNER_BASE_PATH}/login`,
  // An invitation link lands here before the owner has an account; a refused link explains itself (decision 0177).
  `${SIGNER_BASE_PATH}/intro`,
  `${SIGNER_BASE_PATH}/error`,
  // The developer tools (decision 0221): a newcomer starts a persona before having an account; the page offers
  // nothing in production.
  '/dev-tools',
]);
const PUBLIC_PREFIXES = ['/register-v2'];

function stripBase(pathname: string): string {
  const path = pathname.split(/[?#]/)[0] ?? '';
  const withoutBase =
    path === BASE_PATH || path.startsWith(`${BASE_PATH}/`) ? path.slice(BASE_PATH.length) : path;
  const trimmed = withoutBase.length > 1 ? withoutBase.replace(/\/+$/, '') : withoutBase;
  return trimmed === '' ? '/' : trimmed;
}

/** True when the path needs no login. Accepts paths with or without the /account/heloc base. */
export function isPublicPath(pathname: string): boolean {
  const path = stripBase(pathname);
  if (PUBLIC_PATHS.has(path)) return true;
  return PUBLIC_PREFIXES.some((prefix) => path === prefix || path.startsWith(prefix));
}

export function isSignerPath(pathname: string): boolean {
  const path = stripBase(pathname);
  return path === SIGNER_BASE_PATH || path.startsWith(`${SIGNER_BASE_PATH}/`);
}

/** Unauthenticated users go to the signer login on signer paths and to /auth/login elsewhere. */
export function loginPathFor(pathname: string): string {
  return isSignerPath(pathname) ? SIGNER_LOGIN_PATH : LOGIN_PATH;
}

/** A redirect target must be same-site: a slash then a lowercase letter (rejects "//evil" and "http:"). */
export function isSafeRedirectUrl(url: string | null | undefined): url is string {
  return typeof url === 'string' && /^\/[a-z]/.test(url);
}

/** The login URL carrying where to come back to, when that target is safe. */
export function loginUrlWithRedirect(returnTo: string): string {
  return isSafeRedirectUrl(returnTo)
    ? `${LOGIN_PATH}?${REDIRECT_URL_PARAM}=${encodeURIComponent(returnTo)}`
    : LOGIN_PATH;
}

export function bearerHeader(token: string): string {
  return `Bearer ${token}`;
}

/** Token from an "Authorization: Bearer <jwt>" header value, else null. */
export function parseBearer(header: string | null | undefined): string | null {
  if (!header) return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header.trim());
  return match?.[1] ?? null;
}

/** Legacy redirects of spec section 2: old paths to their current ones (query kept by the caller). */
export function legacyRedirect(pathname: string): string | null {
  if (pathname === '/account/heloc-signer' || pathname.startsWith('/account/heloc-signer/')) {
    return `${BASE_PATH}${pathname.slice('/account'.length)}`;
  }
  if (pathname === '/account/register') return `${BASE_PATH}/register`;
  return null;
}
