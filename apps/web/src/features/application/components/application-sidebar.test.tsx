import type { Offer } from '@hearth/domain/entities';
import { applicationResponseSchema } from '@hearth/domain/heloc-api';
import { formatMoney } from '@hearth/domain/money';
import { drawFigures } from '@hearth/domain/offer-figures';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApplicationSidebar, offerSummary } from '@/features/application/components/application-sidebar';

function app(
  rate: number,
  amount: number,
  originationFee = 0,
  extra: { checklistStatus?: string; discountList?: unknown[] } = {},
) {
  return applicationResponseSchema.parse({
    uuid: '3f1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f',
    status: { checklistStatus: extra.checklistStatus ?? 'OFFER_SELECTION' },
    rate,
    amount,
    originationFee,
    discountList: extra.discountList ?? [],
    term: 10,
    auditFields: { createdDate: '2026-11-01' },
  });
}

/** An offer of the offer set, as the offer page prices it: 10 years, a 2% fee. */
function offer(rate: number, discountList: Offer['discountList']): Offer {
  return {
    term: 10,
    type: 'FIXED',
    min: 15000,
    max: 100000,
    minDraw: 15000,
    maxDraw: 80000,
    originationFee: 2,
    rate,
    baseRate: 7.5,
    discountList,
    minRecordingTax: 0,
    maxRecordingTax: 0,
  };
}

describe('ApplicationSidebar', () => {
  it('marks Select Offer as the current step', () => {
    render(<ApplicationSidebar application={app(0, 0)} />);
    expect(screen.getByText('Select Offer').getAttribute('aria-current')).toBe('step');
  });

  it('names the task under the current step, and what happens once every step is done (issue 21 item 10)', () => {
    const { rerender } = render(
      <ApplicationSidebar application={app(8.5, 50000, 2, { checklistStatus: 'LIEN_VERIFICATION' })} />,
    );
    const current = screen.getByText('Sign Documents', { exact: false }).closest('li') as HTMLElement;
    expect(current.getAttribute('aria-current')).toBe('step');
    expect(current.textContent).toContain('Confirm your liens');
    rerender(<ApplicationSidebar application={app(8.5, 50000, 2, { checklistStatus: 'COMPLETE' })} />);
    expect(screen.queryByRole('listitem', { current: 'step' })).toBeNull();
    expect(screen.getByText('Your line is open')).toBeTruthy();
  });

  it('hides the offer that no longer stands while a revised offer is chosen', () => {
    const { rerender } = render(
      <ApplicationSidebar application={app(8.5, 50000, 2, { checklistStatus: 'REVISED_OFFER_SELECTION' })} />,
    );
    expect(screen.queryByRole('region', { name: 'Your offer' })).toBeNull();
    rerender(<ApplicationSidebar application={app(8.5, 50000, 2, { checklistStatus: 'FINAL_OFFER' })} />);
    expect(screen.getByRole('region', { name: 'Your offer' }).textContent).toContain('8.500%');
  });

  it('shows the offer panel only when rate and amount are above 0', () => {
    const { rerender } = render(<ApplicationSidebar application={app(8.5, 0)} />);
    expect(screen.queryByRole('region', { name: 'Your offer' })).toBeNull();
    rerender(<ApplicationSidebar application={app(8.5, 50000)} />);
    const panel = screen.getByRole('region', { name: 'Your offer' });
    expect(panel.textContent).toContain('8.500%');
    expect(panel.textContent).toContain('$50,000');
    expect(panel.textContent).toContain('10 years');
    expect(panel.textContent).toContain('Estimated monthly payment');
  });

  it('prices the monthly payment on the draw plus fee, as the offer page does', () => {
    const onOfferPage = drawFigures(offer(8.5, []), 50000);
    const summary = offerSummary(app(8.5, 50000, 2));
    expect(summary?.monthlyPayment).toBe(formatMoney(onOfferPage.monthlyCents));
    expect(offerSummary(app(8.5, 50000, 0))?.monthlyPayment).not.toBe(summary?.monthlyPayment);
  });

  // Issue 8, defect 3: the sidebar labelled the autopay rate "APR" while the offer page said 9.250%.
  it('labels the APR as the offer page does, and the autopay figure apart, at the same payment', () => {
    const autopay = [{ discount: { type: 'AUTOPAY' }, rateWithDiscount: 9 }];
    render(
      <ApplicationSidebar
        application={app(9.25, 50000, 2, { checklistStatus: 'APP_SUBMISSION', discountList: autopay })}
      />,
    );
    const panel = screen.getByRole('region', { name: 'Your offer' });
    const row = (label: string) =>
      screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(row('APR')).toBe('9.250%');
    expect(row('APR with autopay')).toBe('9.000%');
    const onOfferPage = drawFigures(
      offer(9.25, [{ discount: { type: 'AUTOPAY' }, rateWithDiscount: 9 }]),
      50000,
    );
    expect(row('Estimated monthly payment')).toBe(formatMoney(onOfferPage.monthlyCents));
    expect(panel.textContent).not.toContain('Current step');
  });

  // Issue 8, defect 6: outcome pages kept "Current step: Basic Info" and the steps that cannot follow.
  it.each([
    ['DECLINED', 'Declined'],
    ['SOFT_CREDIT_LOCKED_OR_FROZEN', 'Action needed: unlock your credit'],
    ['NO_PROPERTY_FOUND', 'In review: your property'],
    ['CREDIT_NO_MATCH', 'Action needed: enter your Social Security number'],
  ])('shows the outcome of %s instead of the journey', (checklistStatus, title) => {
    render(<ApplicationSidebar application={app(0, 0, 0, { checklistStatus })} />);
    const sidebar = screen.getByRole('complementary', { name: 'Your application' });
    expect(screen.getByRole('region', { name: 'Application status' }).textContent).toContain(title);
    expect(sidebar.textContent).not.toContain('Current step');
    expect(sidebar.textContent).not.toContain('Upcoming');
    expect(screen.queryByRole('list')).toBeNull();
  });
});
