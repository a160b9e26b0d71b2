import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { YourNotices } from '@/features/application/components/your-notices';
import { createQueryClient } from '@/lib/query-client';
import { applicationFixture, homeIn } from '@/testing/application-fixture';
import { jsonResponse } from '@/testing/render-app';

const UUID = '3f1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f';

const notice = (kind: string, title: string, delivery: string) => ({
  id: `1b2c3d4e-5a6b-4c7d-8e9f-${kind === 'EARLY_HELOC_DISCLOSURE' ? '0a1b2c3d4e5f' : '0a1b2c3d4e60'}`,
  kind,
  title,
  recipient: 'Alex Decline',
  delivery,
  sha256: 'a'.repeat(64),
  sizeBytes: 19_000,
  pages: 5,
  createdAt: '2026-11-27T18:00:00.000Z',
});

/** The notices `body`, and the application of a home in `state` when one is given. */
function renderNotices(body: unknown, state?: string) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      if (input.endsWith(`/${UUID}/notices`)) return jsonResponse(body);
      if (state && input.endsWith(`/${UUID}`))
        return jsonResponse(applicationFixture(UUID, 'DECLINED', homeIn(state)));
      return jsonResponse({}, { status: 404 });
    }),
  );
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <YourNotices uuid={UUID} />
    </QueryClientProvider>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('YourNotices (decision 0200)', () => {
  it('lists each notice given, how it was delivered, with its PDF, and the booklet given at application', async () => {
    renderNotices({
      notices: [
        notice('EARLY_HELOC_DISCLOSURE', 'Important terms of our home equity line of credit', 'EMAIL'),
        notice('CREDIT_SCORE_NOTICE', 'Your credit score and the price you pay for credit', 'MAIL'),
      ],
    });
    expect(await screen.findByRole('heading', { name: 'Your notices' })).toBeTruthy();
    expect(screen.getByText(/emailed to you on November 27, 2026/)).toBeTruthy();
    expect(screen.getByText(/\bmailed to you on November 27, 2026/)).toBeTruthy();
    expect(
      screen.getByRole('button', {
        name: 'Download Your credit score and the price you pay for credit (PDF)',
      }),
    ).toBeTruthy();
    const booklet = screen.getByRole('link', {
      name: /What you should know about home equity lines of credit/,
    });
    expect(booklet.getAttribute('href')).toBe(
      'https://files.consumerfinance.gov/f/documents/cfpb_heloc-brochure.pdf',
    );
  });

  it("dates each notice on the home's calendar, as the notice itself is dated (decision 0272)", async () => {
    renderNotices(
      {
        notices: [
          // 04:30 UTC on November 25 is 11:30 p.m. on November 24 in Albany.
          {
            ...notice('EARLY_HELOC_DISCLOSURE', 'Important terms of our home equity line of credit', 'EMAIL'),
            createdAt: '2026-11-25T04:30:00.000Z',
          },
          // 05:30 UTC on November 26 is 12:30 a.m. on November 26 in Albany, still November 25 in California.
          {
            ...notice('CREDIT_SCORE_NOTICE', 'Your credit score and the price you pay for credit', 'MAIL'),
            createdAt: '2026-11-26T05:30:00.000Z',
          },
        ],
      },
      'NY',
    );
    expect(await screen.findByText(/\bmailed to you on November 26, 2026/)).toBeTruthy();
    expect(screen.getByText(/emailed to you on November 24, 2026/)).toBeTruthy();
  });

  it('shows nothing when no notice was given', async () => {
    const { container } = renderNotices({ notices: [] });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(container.textContent).toBe('');
  });
});
