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
    expect(screen.getByRole('heading', { level: 1, name: 'Choose your offer' })).toBeTruthy();
  });
});
