import { isPublicPath } from '@hearth/domain/auth';
import { useSyncExternalStore } from 'react';
import { getToken, subscribeToSession } from '@/lib/session';

/**
 * What a server-rendered page showed (decision 0095), which hydration must see again: the server renders a
 * private page signed in (its stand-in token answers only there) and a public one signed out. A browser without
 * a token never hydrates a private page (it is sent to login and rendered afresh).
 */
function renderedSignedIn(): boolean {
  const path = globalThis.location?.pathname;
  return getToken() !== null && (path === undefined || !isPublicPath(path));
}

/** True while a token is stored; re-renders on login, logout and changes in other tabs. */
export function useIsSignedIn(): boolean {
  return useSyncExternalStore(subscribeToSession, () => getToken() !== null, renderedSignedIn);
}
