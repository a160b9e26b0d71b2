import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DashboardOverview } from '@/features/dashboard/components/dashboard-overview';
import { jsonResponse, renderWithRouter } from '@/testing/render-app';

const PROFILE = {
  uuid: '9a8b7c6d-5e4f-4a3b-9c2d-1e0f9a8b7c6d',
  organizationCode: 'HEARTH',
  email: 'alex@example.com',
  name: { firstName: 'Alex', lastName: 'Prime', suffix: '' },
};
const OFFERS = '3f1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f';
const DECLINED = '4f1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f';

const application = (uuid: string, checklistStatus: string, extra: Record<string, unknown> = {}) => ({
  uuid,
  status: { checklistStatus },
  property: { street1: '1400 Happy Path Ln', street2: '', city: 'Sacramento', state: 'CA', zip: '95814' },
  active: checklistStatus !== 'DECLINED',
  auditFields: { createdDate: '2026-11-20T18:00:00.000Z' },
  ...extra,
});

const NOTIFICATIONS = [4, 3, 2, 1].map((n) => ({
  id: String(n),
  title: `Message ${n}`,
  body: `What message ${n} says.`,
  timestamp: new Date(Date.now() - (5 - n) * 3_600_000).toISOString(),
  isUnread: n === 4,
}));
const OFFICER = {
  uuid: '6f1a2b3c-0002-4000-8000-000000000002',
  displayInfo: {
    originatorName: 'Sam Ortiz',
    brokerName: 'Ortiz Home Loans',
    avatarUri: '',
    email: 'sam@example.com',
    phoneNumber: '(555) 555-0142',
    nmls: '123456',
  },
  licensedStates: ['CA'],
  enforceLicensedStatesForReferral: false,
};

function mockApi(applications: unknown[]) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      const path = new URL(input, 'http://localhost').pathname;
      if (path.endsWith('/heloc/all')) return jsonResponse({ applications });
      if (path.endsWith('/notifications'))
        return jsonResponse({ notifications: NOTIFICATIONS, unreadCount: 1 });
      if (path.endsWith('/property-details'))
        return jsonResponse({
          address: {
            street1: '1400 Happy Path Ln',
            street2: '',
            city: 'Sacramento',
            state: 'CA',
            zip: '95814',
          },
          propertyValueCents: 85_000_000,
          valueSource: 'AUTOMATED_VALUATION',
          propertyCondition: 'GOOD',
        });
      if (path.includes('/service-lead-portal/api/lo/')) return jsonResponse(OFFICER);
      return jsonResponse(PROFILE);
    }),
  );
}

afterEach(() => vi.unstubAllGlobals());

// The first render pays for the page's imports; give it more than findBy's default second.
const LOADED = { timeout: 15_000 };

const renderDashboard = () =>
  renderWithRouter([{ path: '/dashboard', Component: DashboardOverview }], '/dashboard');

// Issue 8, defect 1: the dashboard always said "You have no applications yet."
describe('DashboardOverview', () => {
  it("lists the borrower's application with its status, offer and next step", async () => {
    mockApi([
      application(OFFERS, 'APP_SUBMISSION', {
        rate: 9.25,
        amount: 50000,
        term: 10,
        discountList: [{ discount: { type: 'AUTOPAY' }, rateWithDiscount: 9 }],
      }),
    ]);
    renderDashboard();
    const card = (
      await screen.findByRole('heading', { name: '1400 Happy Path Ln, Sacramento, CA 95814' }, LOADED)
    ).closest('article') as HTMLElement;
    expect(card.textContent).toContain('Offer chosen');
    expect(card.textContent).toContain('$50,000');
    expect(card.textContent).toContain('9.250%');
    expect(card.textContent).toContain('November 20, 2026');
    expect(card.textContent).not.toContain('APP_SUBMISSION');
    expect(within(card).getByRole('link', { name: 'Continue your application' }).getAttribute('href')).toBe(
      `/account/heloc/${OFFERS}/start/app-summary`,
    );
    expect(screen.queryByText('You have no applications yet.')).toBeNull();
    expect(screen.queryByRole('link', { name: /Start (your|a new) application/ })).toBeNull();
  });

  // Issue 22 item 1: the property card, the loan officer's card and the notifications list.
  it('shows the property, the loan officer and the latest 3 notifications with View All', async () => {
    mockApi([application(OFFERS, 'APP_SUBMISSION', { referrer: { referrerUuid: OFFICER.uuid } })]);
    renderDashboard();
    const property = (await screen.findByRole('heading', { name: 'Your property' }, LOADED)).closest(
      'section',
    ) as HTMLElement;
    await within(property).findByText('$850,000', {}, LOADED);
    expect(property.textContent).toContain('Good');
    expect(property.textContent).toContain('Automated valuation');
    const officer = await screen.findByRole('complementary', { name: 'Your loan officer' }, LOADED);
    expect(officer.textContent).toContain('Sam Ortiz');
    expect(officer.textContent).toContain('NMLS ID 123456');
    const list = (await screen.findByRole('heading', { name: /Notifications/ }, LOADED)).closest(
      'section',
    ) as HTMLElement;
    await within(list).findByText(/Message 4/, {}, LOADED);
    expect(within(list).queryByText('Message 1')).toBeNull();
    expect(list.textContent).toContain('1 new');
    within(list).getByRole('button', { name: 'View All' }).click();
    expect(await within(list).findByText('Message 1')).toBeTruthy();
    expect(within(list).getByRole('button', { name: 'View Less' })).toBeTruthy();
  }, 30_000);

  it('shows a closed application with its outcome and offers a new start', async () => {
    mockApi([application(DECLINED, 'DECLINED')]);
    renderDashboard();
    const card = (await screen.findByRole('heading', { name: /1400 Happy Path Ln/ }, LOADED)).closest(
      'article',
    ) as HTMLElement;
    expect(card.textContent).toContain('Declined');
    expect(within(card).getByRole('link', { name: 'See why' }).getAttribute('href')).toBe(
      `/account/heloc/${DECLINED}/error/decline`,
    );
    expect(screen.getByRole('link', { name: 'Start a new application' }).getAttribute('href')).toBe(
      '/account/heloc/register-v2',
    );
  });

  it('says what to do next when there is no application', async () => {
    mockApi([]);
    renderDashboard();
    expect(await screen.findByText('You have no applications yet.', {}, LOADED)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Start your application' }).getAttribute('href')).toBe(
      '/account/heloc/register-v2',
    );
  });
});
