import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AdverseActionNoticeView } from '@/features/application/components/adverse-action-notice';
import { createQueryClient } from '@/lib/query-client';
import { jsonResponse } from '@/testing/render-app';

const UUID = '3f1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f';

function notice(creditor: unknown, extra: Record<string, unknown> = {}) {
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
    ...extra,
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

  it('lists the key factors of the credit score, five when inquiries were one (issue 8)', async () => {
    const factors = [
      ['01', 'Amount owed on accounts is too high'],
      ['10', 'Proportion of balances to credit limits on revolving accounts is too high'],
      ['14', 'Length of time accounts have been established'],
      ['05', 'Too many accounts with balances'],
      ['08', 'Too many inquiries in the last 12 months'],
    ].map(([code, description]) => ({ code, description }));
    renderNotice(
      notice(undefined, {
        principalReasons: [
          { code: 'CREDIT_SCORE_TOO_LOW', statement: 'Other: Amount owed on accounts is too high' },
          { code: 'CREDIT_SCORE_TOO_LOW', statement: 'Limited credit experience' },
        ],
        consumerReportUsed: true,
        creditScore: {
          score: 580,
          range: { min: 300, max: 850 },
          scoreDate: '2026-11-20',
          keyFactors: factors,
          inquiriesWereAKeyFactor: true,
          bureau: { name: 'Hearth Sandbox Credit Bureau' },
        },
      }),
    );
    const heading = await screen.findByRole('heading', {
      name: 'Key factors that adversely affected your credit score',
    });
    const list = heading.nextElementSibling;
    expect([...(list?.children ?? [])].map((li) => li.textContent)).toEqual(
      factors.map((f) => f.description),
    );
    expect(screen.getByText('Limited credit experience')).toBeTruthy();
    expect(screen.getByText('The number of inquiries on your credit report was a key factor.')).toBeTruthy();
  });

  it('lists the reasons without the "Other:" label of the form, the PDF first (issue 21 item 14)', async () => {
    renderNotice(
      notice(
        { name: 'Hearth', address: null, phone: '' },
        {
          principalReasons: [
            { code: 'CREDIT_SCORE_TOO_LOW', statement: 'Other: credit score below our minimum requirement' },
            { code: 'BANKRUPTCY', statement: 'Bankruptcy' },
          ],
        },
      ),
    );
    const heading = await screen.findByRole('heading', { name: 'Principal reasons' });
    expect([...(heading.nextElementSibling?.children ?? [])].map((li) => li.textContent)).toEqual([
      'Credit score below our minimum requirement',
      'Bankruptcy',
    ]);
    expect(screen.queryByText(/Other:/)).toBeNull();
    // One download, before the notice's parts, so a phone reaches it without scrolling the whole notice.
    const downloads = screen.getAllByRole('button', { name: 'Download this notice (PDF)' });
    expect(downloads).toHaveLength(1);
    const creditor = screen.getByRole('heading', { name: 'Creditor' });
    expect(downloads[0]?.compareDocumentPosition(creditor) ?? 0).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
  });

  it('leaves the creditor block out when the notice has none', async () => {
    renderNotice(notice(undefined));
    await screen.findByRole('heading', { name: 'Notice of action taken' });
    expect(screen.queryByRole('heading', { name: 'Creditor' })).toBeNull();
  });

  it("prints the federal agency the server named for this creditor (a credit union's NCUA)", async () => {
    const ecoaNotice =
      'The Federal Equal Credit Opportunity Act prohibits ... The Federal agency that administers compliance with ' +
      'this law concerning this creditor is the National Credit Union Administration, Office of Consumer Financial ' +
      'Protection, 1775 Duke Street, Alexandria, VA 22314.';
    renderNotice(
      notice(
        { name: 'Summit Ridge Credit Union', address: null, phone: '(800) 555-0101' },
        {
          ecoaNotice,
          ecoaAgency: {
            code: 'NCUA',
            name: 'National Credit Union Administration',
            office: 'Office of Consumer Financial Protection',
            address: { street1: '1775 Duke Street', city: 'Alexandria', state: 'VA', zip: '22314' },
          },
        },
      ),
    );
    const heading = await screen.findByRole('heading', { name: 'Federal agency for this creditor' });
    const address = heading.parentElement?.querySelector('address');
    expect([...(address?.children ?? [])].map((line) => line.textContent)).toEqual([
      'National Credit Union Administration',
      'Office of Consumer Financial Protection',
      '1775 Duke Street',
      'Alexandria, VA 22314',
    ]);
    expect(screen.getByText(ecoaNotice)).toBeTruthy();
  });

  it('shows the ECOA paragraph alone on a notice stored before agencies were per lender', async () => {
    renderNotice(notice({ name: 'Hearth', address: null, phone: '' }));
    await screen.findByRole('heading', { name: 'Notice of action taken' });
    expect(screen.getByText(/prohibits creditors from discriminating/)).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Federal agency for this creditor' })).toBeNull();
  });
});
