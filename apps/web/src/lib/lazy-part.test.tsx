import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { lazyPart } from '@/lib/lazy-part';
import {
  PAGE_MODULE_RELOAD_CAP,
  PageModuleLoadError,
  RELOAD_COUNT_STORAGE_KEY,
} from '@/lib/load-page-module';

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

describe('lazyPart', () => {
  it('shows the nearest fallback until its chunk arrives, then the part with its props', async () => {
    const chunk = deferred<typeof Greeting>();
    const load = vi.fn(() => chunk.promise);
    const Part = lazyPart(load);
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Part name="Ada" />
      </Suspense>,
    );
    expect(screen.getByText('Loading')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
    await act(async () => chunk.resolve(Greeting));
    expect(screen.getByText('Hello Ada')).toBeTruthy();
    expect(screen.queryByText('Loading')).toBeNull();
  });

  it('renders a preloaded part in the first render, never showing the fallback', async () => {
    const load = vi.fn(() => Promise.resolve(Greeting));
    const Part = lazyPart(load);
    await Part.preload();
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Part name="Grace" />
      </Suspense>,
    );
    // No await between render and the query: the content is there synchronously.
    expect(screen.getByText('Hello Grace')).toBeTruthy();
    expect(screen.queryByText('Loading')).toBeNull();
  });

  it('fetches its chunk once, however often it is preloaded and rendered', async () => {
    const load = vi.fn(() => Promise.resolve(Greeting));
    const Part = lazyPart(load);
    await Promise.all([Part.preload(), Part.preload()]);
    render(
      <>
        <Part name="one" />
        <Part name="two" />
      </>,
    );
    expect(screen.getByText('Hello two')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('reaches the error page once the reload cap is spent, and tries again on the next use', async () => {
    sessionStorage.setItem(RELOAD_COUNT_STORAGE_KEY, String(PAGE_MODULE_RELOAD_CAP));
    const load = vi
      .fn<() => Promise<typeof Greeting>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce(Greeting);
    const Part = lazyPart(load);
    await expect(Part.preload()).rejects.toBeInstanceOf(PageModuleLoadError);
    await expect(Part.preload()).resolves.toBe(Greeting);
    expect(load).toHaveBeenCalledTimes(2);
    // A success resets the count, as for page modules.
    expect(sessionStorage.getItem(RELOAD_COUNT_STORAGE_KEY)).toBeNull();
  });
});
