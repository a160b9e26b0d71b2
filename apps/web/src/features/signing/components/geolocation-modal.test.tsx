import { ERROR_MESSAGES } from '@hearth/domain/errors';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { GeolocationModal } from '@/features/signing/components/geolocation-modal';
import { renderWithRouter } from '@/testing/render-app';

const render = (refused: boolean, onShare = vi.fn()) => {
  renderWithRouter(
    [
      {
        path: '/account/heloc/sign',
        element: (
          <GeolocationModal open refused={refused} onShare={onShare} supportHref="/account/heloc/help" />
        ),
      },
    ],
    '/account/heloc/sign',
  );
  return onShare;
};

describe('the geolocation explanation modal (spec sections 2 and 8)', () => {
  it("explains with the spec's alert and asks the browser on Share my location", async () => {
    const onShare = render(false);
    expect(screen.getByRole('heading', { name: 'Confirm your location' })).toBeTruthy();
    expect(screen.getByText(ERROR_MESSAGES.geolocation)).toBeTruthy();
    expect(ERROR_MESSAGES.geolocation).toContain('enable location services');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Share my location' }));
    expect(onShare).toHaveBeenCalledOnce();
  });

  it('after a refusal says how to turn location on, offers Try again, and is never a dead end', () => {
    render(true);
    expect(screen.getByRole('alert').textContent).toMatch(/Turn on location services/);
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Get help with signing' }).getAttribute('href')).toBe(
      '/account/heloc/help',
    );
    expect(screen.getByRole('link', { name: 'Go to your dashboard' })).toBeTruthy();
  });
});
