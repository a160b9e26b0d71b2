import { describe, expect, it, vi } from 'vitest';
import {
  loadPageModule,
  PAGE_MODULE_RELOAD_CAP,
  PageModuleLoadError,
  RELOAD_COUNT_STORAGE_KEY,
} from '@/lib/load-page-module';

function environment(initialCount?: number) {
  if (initialCount !== undefined) sessionStorage.setItem(RELOAD_COUNT_STORAGE_KEY, String(initialCount));
  return { storage: sessionStorage, reload: vi.fn(), cap: PAGE_MODULE_RELOAD_CAP };
}

const failingImport = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'));

/** Resolves once the pending load has had a chance to settle; `settled` tells whether it did. */
async function settleState(promise: Promise<unknown>) {
  let settled = false;
  promise.then(
    () => {
      settled = true;
    },
    () => {
      settled = true;
    },
  );
  await new Promise((resolve) => setTimeout(resolve, 0));
  return settled;
}

describe('loadPageModule', () => {
  it('caps reloads at five, as the spec says', () => {
    expect(PAGE_MODULE_RELOAD_CAP).toBe(5);
  });

  it('returns the module and resets the count on success', async () => {
    const env = environment(3);
    await expect(loadPageModule(() => Promise.resolve({ Component: 'page' }), env)).resolves.toEqual({
      Component: 'page',
    });
    expect(sessionStorage.getItem(RELOAD_COUNT_STORAGE_KEY)).toBeNull();
    expect(env.reload).not.toHaveBeenCalled();
  });

  it('reloads and counts a failure while under the cap, without settling', async () => {
    const env = environment();
    const pending = loadPageModule(failingImport, env);
    expect(await settleState(pending)).toBe(false);
    expect(env.reload).toHaveBeenCalledTimes(1);
    expect(sessionStorage.getItem(RELOAD_COUNT_STORAGE_KEY)).toBe('1');
  });

  it('reloads on the fifth failure and gives up on the sixth', async () => {
    const env = environment(4);
    void loadPageModule(failingImport, env);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(env.reload).toHaveBeenCalledTimes(1);
    expect(sessionStorage.getItem(RELOAD_COUNT_STORAGE_KEY)).toBe('5');

    const again = environment();
    await expect(loadPageModule(failingImport, again)).rejects.toBeInstanceOf(PageModuleLoadError);
    expect(again.reload).not.toHaveBeenCalled();
    expect(sessionStorage.getItem(RELOAD_COUNT_STORAGE_KEY)).toBe('5');
  });

  it('treats a garbled count as zero', async () => {
    const env = environment();
    sessionStorage.setItem(RELOAD_COUNT_STORAGE_KEY, 'abc');
    void loadPageModule(failingImport, env);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(sessionStorage.getItem(RELOAD_COUNT_STORAGE_KEY)).toBe('1');
  });

  it('goes straight to the error page when session storage is unavailable', async () => {
    const reload = vi.fn();
    await expect(
      loadPageModule(failingImport, { storage: undefined, reload, cap: PAGE_MODULE_RELOAD_CAP }),
    ).rejects.toBeInstanceOf(PageModuleLoadError);
    expect(reload).not.toHaveBeenCalled();
  });
});
