import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Component as ApplicationLayout } from '@/app/routes/heloc/application-layout';
import { jsonResponse, renderWithRouter } from '@/testing/render-app';

const UUID = '3f1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f';

afterEach(() => vi.unstubAllGlobals());

describe('application layout', () => {
  it('puts a one-line progress indicator on top that opens the progress panel', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        jsonResponse({
          uuid: UUID,
          status: { checklistStatus: 'OFFER_SELECTION' },
          rate: 0,
          amount: 0,
          term: 0,
          auditFields: { createdDate: '2026-11-01' },
        }),
      ),
    );
    renderWithRouter(
      [
        {
          path: '/account/heloc/:uuid',
          Component: ApplicationLayout,
          children: [{ path: 'product/select', element: <h1>Choose your offer</h1> }],
        },
      ],
      `/account/heloc/${UUID}/product/select`,
    );
    const toggle = await screen.findByRole('button', { name: /Step 2 of 7\s*Select Offer/ });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    const panel = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(panel?.className).toBe('app-layout__panel');
    // the panel holds the sidebar, in the DOM at every width (CSS shows it beside the column from 1024 px)
    expect(panel?.querySelector('aside')).not.toBeNull();
    await userEvent.setup().click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(panel?.className).toContain('app-layout__panel--open');
    expect(await screen.findByRole('heading', { level: 1, name: 'Choose your offer' })).toBeTruthy();
  });

  it('shows its frame while the application loads, and the page once the application and its tasks are in', async () => {
    const answers = new Map<string, (response: Response) => void>();
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (input: string) =>
          new Promise<Response>((resolve) => {
            const path = new URL(input, 'http://localhost').pathname;
            // The application and its tasks; any other read (the profile, the loan officer) stays unanswered.
            if (path.includes('/conditions/')) answers.set('tasks', resolve);
            else if (path.endsWith(`/${UUID}`)) answers.set('application', resolve);
          }),
      ),
    );
    renderWithRouter(
      [
        {
          path: '/account/heloc/:uuid',
          Component: ApplicationLayout,
          children: [{ path: 'product/select', element: <h1>Choose your offer</h1> }],
        },
      ],
      `/account/heloc/${UUID}/product/select`,
    );
    // The indicator and the panel's seven steps are there at once, as the server renders them.
    const toggle = await screen.findByRole('button', { name: /Your progress\s*Loading your application/ });
    const panel = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(panel?.querySelectorAll('.app-steps__item')).toHaveLength(7);
    expect(screen.getByRole('status').textContent).toBe('Loading');
    await vi.waitFor(() => expect(answers.size).toBe(2));

    answers.get('application')?.(
      jsonResponse({
        uuid: UUID,
        status: { checklistStatus: 'OFFER_SELECTION' },
        rate: 0,
        amount: 0,
        term: 0,
        auditFields: { createdDate: '2026-11-01' },
      }),
    );
    await screen.findByRole('button', { name: /Step 2 of 7\s*Select Offer/ });
    // Not before the task list: its notice must not arrive above a page already on screen.
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    answers.get('tasks')?.(jsonResponse([]));
    expect(await screen.findByRole('heading', { level: 1, name: 'Choose your offer' })).toBeTruthy();
  });

  it('waits on a pending status behind the full-screen loader, then follows the step router (decision 0248)', async () => {
    let reads = 0;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: string) => {
        const path = new URL(input, 'http://localhost').pathname;
        if (path.includes('/conditions/')) return jsonResponse([]);
        if (path.endsWith('/profile'))
          return jsonResponse({
            uuid: '5b0c1d2e-3f4a-4b5c-8d6e-7f8a9b0c1d2e',
            organizationCode: 'hearth',
            email: 'a@example.com',
          });
        if (path.endsWith(`/${UUID}`)) {
          reads += 1;
          const checklistStatus = reads < 3 ? 'WAITING_FOR_INITIAL_OFFERS' : 'OFFER_SELECTION';
          return jsonResponse({
            uuid: UUID,
            status: { checklistStatus },
            rate: 0,
            amount: 0,
            term: 0,
            auditFields: { createdDate: '2026-11-01' },
          });
        }
        return jsonResponse({ message: 'Not found' }, { status: 404 });
      }),
    );
    renderWithRouter(
      [
        {
          path: '/account/heloc/:uuid',
          Component: ApplicationLayout,
          children: [
            { path: 'start/profile', element: <h1>Tell us about you</h1> },
            { path: 'product/select', element: <h1>Choose your offer</h1> },
          ],
        },
      ],
      `/account/heloc/${UUID}/start/profile`,
    );
    const loader = await screen.findByRole('region', { name: 'Working on your application' });
    expect(loader.textContent).toContain('Checking your credit with a soft pull');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Choose your offer' }, { timeout: 4000 }),
    ).toBeTruthy();
    expect(reads).toBeGreaterThanOrEqual(3);
  });
});
