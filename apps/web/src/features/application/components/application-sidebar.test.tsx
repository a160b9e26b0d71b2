import { applicationResponseSchema } from '@hearth/domain/heloc-api';
import { formatMoney } from '@hearth/domain/money';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApplicationSidebar, offerSummary } from '@/features/application/components/application-sidebar';
import { drawFigures } from '@/features/offers/offer-math';

function app(rate: number, amount: number, originationFee = 0) {
  return applicationResponseSchema.parse({
    uuid: '3f1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f',
    status: { checklistStatus: 'OFFER_SELECTION' },
    rate,
    amount,
    originationFee,
    term: 10,
    auditFields: { createdDate: '2026-11-01' },
  });
}

describe('ApplicationSidebar', () => {
  it('marks Select Offer as the current step', () => {
    render(<ApplicationSidebar application={app(0, 0)} />);
    expect(screen.getByText('Select Offer').getAttribute('aria-current')).toBe('step');
  });

  it('shows the offer panel only when rate and amount are above 0', () => {
    const { rerender } = render(<ApplicationSidebar application={app(8.5, 0)} />);
    expect(screen.queryByRole('region', { name: 'Your offer' })).toBeNull();
    rerender(<ApplicationSidebar application={app(8.5, 50000)} />);
    const panel = screen.getByRole('region', { name: 'Your offer' });
    expect(panel.textContent).toContain('8.500%');
    expect(panel.textContent).toContain('$50,000');
    expect(panel.textContent).toContain('10 years');
    expect(panel.textContent).toContain('Monthly payment');
  });

  it('prices the monthly payment on the draw plus fee, as the offer page does', () => {
    const offer = {
      term: 10,
      type: 'FIXED' as const,
      min: 15000,
      max: 100000,
      minDraw: 15000,
      maxDraw: 80000,
      originationFee: 2,
      rate: 8.5,
      baseRate: 7.5,
      discountList: [],
      minRecordingTax: 0,
      maxRecordingTax: 0,
    };
    const onOfferPage = drawFigures(offer, 50000);
    const summary = offerSummary(app(8.5, 50000, 2));
    expect(summary?.monthlyPayment).toBe(formatMoney(onOfferPage.monthlyCents));
    expect(offerSummary(app(8.5, 50000, 0))?.monthlyPayment).not.toBe(summary?.monthlyPayment);
  });
});
