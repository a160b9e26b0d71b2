import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NavigationFocus } from '@/app/navigation-focus';
import { createMemoryRouter, Outlet, RouterProvider, useLoaderData } from '@/lib/routing';

function Page({ title }: { title: string }) {
  return <h1>{title}</h1>;
}

function SlowPage() {
  return <h1>{useLoaderData() as string}</h1>;
}

function setup() {
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            <NavigationFocus />
            <main>
              <Outlet />
            </main>
          </>
        ),
        children: [
          { path: '/review', element: <Page title="Check your answers" /> },
          { path: '/offers', element: <Page title="Choose your offer" /> },
          { path: '/later', loader: async () => 'Loaded later', Component: SlowPage },
        ],
      },
    ],
    { initialEntries: ['/review'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const scrollTo = vi.fn();
beforeEach(() => {
  scrollTo.mockClear();
  vi.stubGlobal('scrollTo', scrollTo);
});
afterEach(() => vi.unstubAllGlobals());

// Issue 8, defect 2: pages kept the previous page's scroll and focus.
describe('NavigationFocus', () => {
  it('leaves the first page alone, then starts each new page at the top with focus on its h1', async () => {
    const router = setup();
    await screen.findByRole('heading', { name: 'Check your answers' });
    expect(document.activeElement).toBe(document.body);

    await act(() => router.navigate('/offers'));
    const heading = screen.getByRole('heading', { name: 'Choose your offer' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(heading.getAttribute('tabindex')).toBe('-1');
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
  });

  it('waits for a heading that comes after the page loads', async () => {
    const router = setup();
    await screen.findByRole('heading', { name: 'Check your answers' });
    await act(() => router.navigate('/later'));
    const heading = await screen.findByRole('heading', { name: 'Loaded later' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
  });

  it('keeps focus and scroll when a page only replaces its own query', async () => {
    const router = setup();
    await act(() => router.navigate('/offers'));
    const heading = screen.getByRole('heading', { name: 'Choose your offer' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    const button = document.createElement('button');
    document.body.append(button);
    button.focus();
    scrollTo.mockClear();
    await act(() => router.navigate('/offers?draw=50000', { replace: true, preventScrollReset: true }));
    expect(document.activeElement).toBe(button);
    expect(scrollTo).not.toHaveBeenCalled();
    button.remove();
  });

  // Issue 21 item 15: the ring around the heading came on some pages and not others (decision 0209).
  it('marks the heading with how the navigation came: a key rings it, a click or a tap does not', async () => {
    const router = setup();
    await screen.findByRole('heading', { name: 'Check your answers' });
    document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
    await act(() => router.navigate('/offers'));
    const offers = screen.getByRole('heading', { name: 'Choose your offer' });
    await waitFor(() => expect(document.activeElement).toBe(offers));
    expect(offers.dataset.navigationFocus).toBe('keyboard');

    document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    await act(() => router.navigate('/review'));
    const review = screen.getByRole('heading', { name: 'Check your answers' });
    await waitFor(() => expect(document.activeElement).toBe(review));
    expect(review.dataset.navigationFocus).toBe('pointer');
  });
});
