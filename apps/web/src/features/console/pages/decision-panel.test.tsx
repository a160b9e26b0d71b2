import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DecisionPanel } from '@/features/console/pages/application-page';

const UUID = '7b0e4c1e-1111-4c4c-8c8c-123456789abc';

function renderPanel(status: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <DecisionPanel uuid={UUID} status={status} />
    </QueryClientProvider>,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

// Issue 24 item 5, decision 0253: every manual-review hold is decided with the same form, its answers the hold's.
describe('DecisionPanel', () => {
  it('offers a BPO hold approve, counter-offer and decline, and sends a decline with its reasons', async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify({ uuid: UUID, status: 'DECLINED' })));
    vi.stubGlobal('fetch', fetch);
    const user = userEvent.setup();
    renderPanel('NAV_BPO_PROCESSING');
    expect(screen.getByText('Held for: BPO hold.')).toBeTruthy();
    expect(screen.getByLabelText('Approve: the value supports the line; title next')).toBeTruthy();
    expect(screen.getByLabelText('Counter-offer a smaller line')).toBeTruthy();
    await user.click(screen.getByLabelText('Decline'));
    await user.click(screen.getByLabelText('Income insufficient for amount of credit requested'));
    await user.type(screen.getByLabelText('Note for the file'), 'The value does not support the line.');
    await user.click(screen.getByRole('button', { name: 'Record decision' }));
    expect(await screen.findByText('Decision recorded. The borrower sees it now.')).toBeTruthy();
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe(`/service-application/api/v1/lender/applications/${UUID}/hold-decision`);
    expect(JSON.parse(String(init.body))).toEqual({
      decision: 'DECLINE',
      note: 'The value does not support the line.',
      reasons: ['INSUFFICIENT_INCOME'],
    });
  });

  it('has no counter-offer for a delinquency review, and shows the server’s refusal as it is', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify({ message: 'This application is not held for a manual review.' }), {
            status: 409,
          }),
      ),
    );
    const user = userEvent.setup();
    renderPanel('DELINQUENCY_REVIEW');
    expect(screen.queryByLabelText('Counter-offer a smaller line')).toBeNull();
    expect(
      (
        screen.getByLabelText(
          'Approve: the delinquency is explained; income verification next',
        ) as HTMLInputElement
      ).checked,
    ).toBe(true);
    await user.type(screen.getByLabelText('Note for the file'), 'Paid since.');
    await user.click(screen.getByRole('button', { name: 'Record decision' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This application is not held for a manual review.',
    );
  });

  it('shows nothing for a file not held for review', () => {
    const { container } = renderPanel('FINAL_OFFER');
    expect(container.innerHTML).toBe('');
  });
});
