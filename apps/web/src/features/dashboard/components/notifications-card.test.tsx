import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NotificationsCard } from '@/features/dashboard/components/notifications-card';

const READ_AT = Date.parse('2026-11-28T18:00:00.000Z');
const LIST = {
  notifications: [
    {
      id: '1',
      title: 'Your documents are ready',
      body: 'Read and sign them.',
      // 40 seconds before the server read the list: "Just now" then, "1 minute ago" 20 seconds later.
      timestamp: new Date(READ_AT - 40_000).toISOString(),
      isUnread: false,
    },
  ],
  unreadCount: 0,
};

/** A query client holding the list as the server read it (the page's answers, decision 0268). */
function clientWithTheList(): QueryClient {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Number.POSITIVE_INFINITY } } });
  client.setQueryData(['notifications'], LIST, { updatedAt: READ_AT });
  return client;
}

let root: Root | undefined;
beforeEach(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  vi.useFakeTimers({ toFake: ['Date'] });
});
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  vi.useRealTimers();
});

describe('the notifications card rendered on the server', () => {
  it('hydrates with the words the server sent when a minute turned in between, then counts from the browser clock', async () => {
    vi.setSystemTime(READ_AT + 5_000);
    const html = renderToString(
      <QueryClientProvider client={clientWithTheList()}>
        <NotificationsCard />
      </QueryClientProvider>,
    );
    expect(html).toContain('Just now');

    // The page reaches the browser 20 seconds later: the message is now a minute old.
    vi.setSystemTime(READ_AT + 25_000);
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const recoverable: unknown[] = [];
    await act(async () => {
      root = hydrateRoot(
        container,
        <QueryClientProvider client={clientWithTheList()}>
          <NotificationsCard />
        </QueryClientProvider>,
        { onRecoverableError: (error) => recoverable.push(error) },
      );
    });
    expect(recoverable).toEqual([]);
    expect(container.querySelector('time')?.textContent).toBe('1 minute ago');
  });
});
