import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { YourNotices } from '@/features/application/components/your-notices';
import { createQueryClient } from '@/lib/query-client';
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

function renderNotices(body: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) =>
      input.endsWith(`/${UUID}/notices`) ? jsonResponse(body) : jsonResponse({}, { status: 404 }),
    ),
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

  it('shows nothing when no notice was given', async () => {
    const { container } = renderNotices({ notices: [] });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(container.textContent).toBe('');
  });
});
