import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AdverseActionNoticeView } from '@/features/application/components/adverse-action-notice';
import { createQueryClient } from '@/lib/query-client';
import { jsonResponse } from '@/testing/render-app';

const UUID = '3f1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f';

function notice(creditor: unknown) {
  return {
    date: '2026-11-20',
    decision: 'DECLINE',
    actionTaken: 'We are unable to offer you a home equity line of credit at this time.',
    principalReasons: [
      { code: 'CREDIT_SCORE_TOO_LOW', statement: 'Other: credit score below our minimum requirement' },
    ],
    consumerReportUsed: false,
    creditor,
    ecoaNotice: 'The Federal Equal Credit Opportunity Act prohibits creditors from discriminating ...',
    text: '...',
  };
}

function renderNotice(body: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) =>
      input.endsWith(`/${UUID}/adverse-action`) ? jsonResponse(body) : jsonResponse({}, { status: 404 }),
    ),
  );
  render(
    <QueryClientProvider client={createQueryClient()}>
      <AdverseActionNoticeView uuid={UUID} />
    </QueryClientProvider>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('AdverseActionNoticeView', () => {
  it("prints the creditor's legal name and mailing address, as ECOA requires", async () => {
    renderNotice(
      notice({
        name: 'Porchlight Mortgage, LLC',
        address: {
          street1: '412 Market Street',
          street2: 'Suite 300',
          city: 'Columbus',
          state: 'OH',
          zip: '43215',
        },
        phone: '(800) 555-0142',
      }),
    );
    const heading = await screen.findByRole('heading', { name: 'Creditor' });
    const address = heading.parentElement?.querySelector('address');
    expect([...(address?.children ?? [])].map((line) => line.textContent)).toEqual([
      'Porchlight Mortgage, LLC',
      '412 Market Street, Suite 300',
      'Columbus, OH 43215',
      '(800) 555-0142',
    ]);
  });

  it('still shows a notice stored before creditors had a postal address', async () => {
    renderNotice(
      notice({ name: 'Hearth', address: 'Attn: Credit Decisions, support@hearth.example', phone: '' }),
    );
    expect((await screen.findByRole('heading', { name: 'Creditor' })).parentElement?.textContent).toContain(
      'Attn: Credit Decisions, support@hearth.example',
    );
  });

  it('leaves the creditor block out when the notice has none', async () => {
    renderNotice(notice(undefined));
    await screen.findByRole('heading', { name: 'Notice of action taken' });
    expect(screen.queryByRole('heading', { name: 'Creditor' })).toBeNull();
  });
});
