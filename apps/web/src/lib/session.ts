import { JWT_STORAGE_KEY } from '@hearth/domain/auth';

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

export function getToken(): string | null {
  return storage()?.getItem(JWT_STORAGE_KEY) ?? null;
}

export function setToken(token: string): void {
  if (getToken() === token) return;
  storage()?.setItem(JWT_STORAGE_KEY, token);
  notify();
}

export function clearSession(): void {
  if (getToken() === null) return;
  storage()?.removeItem(JWT_STORAGE_KEY);
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
