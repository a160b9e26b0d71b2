/**
 * A page module that fails to load (usually a deploy replaced its hashed chunk) reloads the page, at most
 * `cap` times per tab session, then lets the error reach the error page. A success resets the count.
 */

import { STORAGE_KEYS } from '@hearth/domain/auth';
import { TIMINGS } from '@hearth/domain/timing';

export const RELOAD_COUNT_STORAGE_KEY = STORAGE_KEYS.chunkReloadCount;

/** Spec section 9: dynamic-import reload cap. */
export const PAGE_MODULE_RELOAD_CAP = TIMINGS.pageReloadCap;

export class PageModuleLoadError extends Error {
  constructor(cause: unknown) {
    super('A page of this site could not be loaded.', { cause });
    this.name = 'PageModuleLoadError';
  }
}

export type ReloadEnvironment = {
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | undefined;
  reload: () => void;
  cap: number;
};

function readCount(storage: ReloadEnvironment['storage']): number {
  const value = Number(storage?.getItem(RELOAD_COUNT_STORAGE_KEY) ?? '0');
  return Number.isFinite(value) && value > 0 ? Math.floor(value) : 0;
}

export async function loadPageModule<T>(
  importer: () => Promise<T>,
  environment: ReloadEnvironment,
): Promise<T> {
  try {
    const loaded = await importer();
    environment.storage?.removeItem(RELOAD_COUNT_STORAGE_KEY);
    return loaded;
  } catch (error) {
    const count = readCount(environment.storage);
    // Without session storage a reload could loop forever, so go straight to the error page.
    if (environment.storage && count < environment.cap) {
      environment.storage.setItem(RELOAD_COUNT_STORAGE_KEY, String(count + 1));
      environment.reload();
      // The page is going away; never settle so no error flashes before the reload.
      return new Promise<T>(() => {});
    }
    throw new PageModuleLoadError(error);
  }
}

function sessionStore(): Storage | undefined {
  try {
    return globalThis.sessionStorage;
  } catch {
    return undefined;
  }
}

/** The browser's environment: the tab's session storage, a real reload and the spec's cap. */
function browserReloadEnvironment(): ReloadEnvironment {
  return {
    storage: sessionStore(),
    reload: () => globalThis.location.reload(),
    cap: PAGE_MODULE_RELOAD_CAP,
  };
}

/** `loadPageModule` in the browser: every lazily loaded chunk (pages and the parts they load on need). */
export function loadChunk<T>(importer: () => Promise<T>): Promise<T> {
  return loadPageModule(importer, browserReloadEnvironment());
}

export function isPageModuleLoadError(error: unknown): boolean {
  return error instanceof PageModuleLoadError;
}
