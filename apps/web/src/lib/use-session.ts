import { useSyncExternalStore } from 'react';
import { getToken, subscribeToSession } from '@/lib/session';

/** True while a token is stored; re-renders on login, logout and changes in other tabs. */
export function useIsSignedIn(): boolean {
  return useSyncExternalStore(
    subscribeToSession,
    () => getToken() !== null,
    () => false,
  );
}
