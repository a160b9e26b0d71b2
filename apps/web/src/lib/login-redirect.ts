import { isSafeRedirectUrl, isSignerPath } from '@hearth/domain/auth';
import { paths } from '@/config/paths';

/**
 * Where an unauthenticated visitor of `location` is sent: the signer login on signer paths, else
 * /auth/login, carrying the current page so login can come back to it (spec sections 2 and 8).
 */
export function loginHrefFor(location: { pathname: string; search?: string; hash?: string }): string {
  const current = `${location.pathname}${location.search ?? ''}${location.hash ?? ''}`;
  const redirectUrl = isSafeRedirectUrl(current) ? current : undefined;
  if (isSignerPath(location.pathname)) return paths.heloc.signerLogin.getHref({ redirectUrl });
  return paths.auth.login.getHref({ redirectUrl });
}

/** After login: the requested page when it is a safe same-site path, else the dashboard. */
export function postLoginDestination(redirectUrl: string | null | undefined): string {
  return isSafeRedirectUrl(redirectUrl) ? redirectUrl : paths.dashboard.root.getHref();
}
