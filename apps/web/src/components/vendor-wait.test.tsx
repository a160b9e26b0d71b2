import type { HelocApplication } from '@hearth/domain/entities';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { VendorWait } from '@/components/vendor-wait';
import { renderWithRouter } from '@/testing/render-app';

const UUID = '3f1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f';
const stillWaiting = { uuid: UUID, status: { checklistStatus: 'GEN_NOTE_SIGNING' } } as HelocApplication;

describe('a wait that outlasts the polling (decision 0248)', () => {
  it('review-app/signdocs shows the timeout page, with Check again polling anew', async () => {
    const wait = vi.fn(async () => ({ moved: false as const, application: stillWaiting }));
    renderWithRouter(
      [
        {
          path: '/account/heloc/:uuid/review-app/signdocs',
          element: (
            <VendorWait
              uuid={UUID}
              from="GEN_NOTE_SIGNING"
              title="We are preparing your documents"
              next={<p>You read each document.</p>}
              wait={wait}
              timeoutWords={<p>We are still preparing your loan documents.</p>}
            >
              Preparing
            </VendorWait>
          ),
        },
      ],
      `/account/heloc/${UUID}/review-app/signdocs`,
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This is taking longer than usual' }),
    ).toBeTruthy();
    expect(screen.getByText('We are still preparing your loan documents.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to your dashboard' })).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Check again' }));
    await vi.waitFor(() => expect(wait).toHaveBeenCalledTimes(2));
  });

  it('other waits keep their own page and say it is taking longer', async () => {
    const wait = vi.fn(async () => ({ moved: false as const, application: stillWaiting }));
    renderWithRouter(
      [
        {
          path: '/account/heloc/:uuid/bpo/hold',
          element: (
            <VendorWait uuid={UUID} from="PREQUAL_TITLE" title="Title" next={null} wait={wait}>
              Checking
            </VendorWait>
          ),
        },
      ],
      `/account/heloc/${UUID}/bpo/hold`,
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Title: this is taking longer than usual' }),
    ).toBeTruthy();
  });
});
