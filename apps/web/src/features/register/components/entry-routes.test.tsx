import { ENTRY_MESSAGES } from '@hearth/domain/entry-routes';
import { ERROR_MESSAGES } from '@hearth/domain/errors';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Component as LegacyRegisterPage } from '@/features/register/pages/legacy-register-page';
import { Component as RegisterV2Page } from '@/features/register/pages/register-v2-page';
import { forgetCachedAnswers, readAnswers, saveAnswers } from '@/features/register/register-answers';
import { completeAnswers } from '@/features/register/testing-fixtures';
import type { RouteObject } from '@/lib/routing';
import { privateLabelDataFixture } from '@/testing/brand-fixture';
import { jsonResponse, renderWithRouter } from '@/testing/render-app';

const routes: RouteObject[] = [
  { path: '/account/heloc/register-v2/*', Component: RegisterV2Page },
  { path: '/account/heloc/register', Component: LegacyRegisterPage },
];

const SAM_ORTIZ = '6f1a2b3c-0002-4000-8000-000000000002';
const REFERRAL = '7e2b3c4d-0001-4000-8000-000000000001';
const PROPERTY_HEADING = 'Tell us about the home you want to borrow against';

const samOrtiz = {
  uuid: SAM_ORTIZ,
  displayInfo: {
    originatorName: 'Sam Ortiz',
    brokerName: 'Ortiz Mortgage Brokers',
    email: 'sam.ortiz@loans.example',
    phoneNumber: '(555) 555-0102',
    nmls: '1000002',
  },
  licensedStates: ['CO', 'CA'],
  enforceLicensedStatesForReferral: true,
};

const happyLetter = {
  offerCode: 'HAPPY2026',
  firstName: 'Alex',
  lastName: 'Prime',
  street1: '1400 Happy Path Ln',
  street2: '',
  city: 'Sacramento',
  state: 'CA',
  zip: '95814',
  inHomeDate: '2026-01-05',
  respondByDate: '2099-12-31',
};

const notFound = () => jsonResponse({ status: 404, message: 'Not found', errors: [] }, { status: 404 });

type Handler = (url: URL) => Response;
let calls: string[] = [];

function mockFetch(handlers: Record<string, Handler>) {
  calls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      const url = new URL(input, 'http://localhost');
      calls.push(`${url.pathname}${url.search}`);
      return (handlers[url.pathname] ?? notFound)(url);
    }),
  );
}

const callsTo = (path: string) => calls.filter((c) => c.startsWith(path)).length;

beforeEach(() => forgetCachedAnswers());
afterEach(() => {
  forgetCachedAnswers();
  vi.unstubAllGlobals();
  document.getElementById('private-label-data')?.remove();
});

async function propertyPage() {
  return screen.findByRole('heading', { level: 1, name: PROPERTY_HEADING });
}

describe('offer codes', () => {
  it('prefills the name and address of the letter and shows where they came from', async () => {
    mockFetch({
      '/service-application/external/api/v1/offercode/HAPPY2026': () => jsonResponse(happyLetter),
    });
    renderWithRouter(routes, '/account/heloc/register-v2?offerCode=happy-2026');
    await propertyPage();
    const notice = screen.getByRole('region', { name: 'Your offer code HAPPY2026' });
    expect(notice.textContent).toContain(
      "We've filled in your name and property address from the letter we sent you.",
    );
    expect(notice.textContent).toContain('Apply by 12/31/2099 to use this offer.');
    expect(screen.getByRole<HTMLInputElement>('combobox', { name: 'Property address' }).value).toBe(
      '1400 Happy Path Ln, Sacramento, CA 95814',
    );
    expect(readAnswers()).toMatchObject({
      firstName: 'Alex',
      lastName: 'Prime',
      entry: { offerCode: 'HAPPY2026' },
    });
    expect(callsTo('/service-application/external/api/v1/offercode/')).toBe(1);
  });

  it('never overwrites answers the borrower already gave', async () => {
    mockFetch({
      '/service-application/external/api/v1/offercode/HAPPY2026': () => jsonResponse(happyLetter),
    });
    saveAnswers({ firstName: 'Sam', lastName: 'Lee' });
    renderWithRouter(routes, '/account/heloc/register-v2?offerCode=HAPPY2026');
    await propertyPage();
    expect(screen.getByRole('region', { name: 'Your offer code HAPPY2026' }).textContent).toContain(
      'your property address from the letter',
    );
    expect(readAnswers()).toMatchObject({ firstName: 'Sam', lastName: 'Lee', property: { zip: '95814' } });
  });

  it('says politely that an ended code cannot be used and does not keep it', async () => {
    mockFetch({});
    renderWithRouter(routes, '/account/heloc/register-v2?offerCode=EXPIRED25');
    await propertyPage();
    const notice = screen.getByRole('region', { name: "We couldn't use offer code EXPIRED25" });
    expect(notice.textContent).toContain(ENTRY_MESSAGES.offerCodeNotFound);
    expect(readAnswers().entry.offerCode).toBeUndefined();
    expect(readAnswers().property.street1).toBe('');
  });
});

describe('the direct-mail landing', () => {
  it('asks for the code on the letter, explains a wrong one, then starts with the letter filled in', async () => {
    mockFetch({
      '/service-application/external/api/v1/offercode/HAPPY2026': () => jsonResponse(happyLetter),
    });
    const user = userEvent.setup();
    const { router } = renderWithRouter(routes, '/account/heloc/register-v2/offer');
    await screen.findByRole('heading', { level: 1, name: 'Enter your offer code' });

    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('link', { name: ENTRY_MESSAGES.offerCodeRequired })).toBeTruthy();

    await user.type(screen.getByLabelText('Offer code'), 'nope1234');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('link', { name: ENTRY_MESSAGES.offerCodeNotFound })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/account/heloc/register-v2/offer');

    await user.clear(screen.getByLabelText('Offer code'));
    await user.type(screen.getByLabelText('Offer code'), 'happy 2026');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await propertyPage();
    expect(router.state.location.pathname).toBe('/account/heloc/register-v2');
    expect(router.state.location.search).toBe('?offerCode=HAPPY2026');
    expect(screen.getByRole('region', { name: 'Your offer code HAPPY2026' })).toBeTruthy();
    // The landing's lookup is reused by the register page.
    expect(callsTo('/service-application/external/api/v1/offercode/HAPPY2026')).toBe(1);
  });

  it("checks a code from the letter's URL straight away, keeping its campaign tags", async () => {
    mockFetch({
      '/service-application/external/api/v1/offercode/HAPPY2026': () => jsonResponse(happyLetter),
    });
    const { router } = renderWithRouter(
      routes,
      '/account/heloc/register-v2/offer/HAPPY2026?utm_source=mailer',
    );
    await propertyPage();
    expect(router.state.location.search).toBe('?utm_source=mailer&offerCode=HAPPY2026');
    expect(readAnswers().entry).toMatchObject({ offerCode: 'HAPPY2026', utm: { utm_source: 'mailer' } });
  });
});

describe('referrals and affiliates', () => {
  it('prefills the e-mail of an open referral', async () => {
    mockFetch({
      [`/service-application/external/api/v1/heloc/referral-id/${REFERRAL}`]: () =>
        jsonResponse({ status: 'OPEN', email: 'referred.prime@example.com' }),
    });
    renderWithRouter(routes, `/account/heloc/register-v2?referralId=${REFERRAL}`);
    await propertyPage();
    expect(screen.getByRole('region', { name: 'Referred by your loan officer' }).textContent).toContain(
      'email address',
    );
    expect(readAnswers()).toMatchObject({
      email: 'referred.prime@example.com',
      entry: { referralId: REFERRAL },
    });
  });

  it('tells the borrower a used referral has been used, and applies without it', async () => {
    mockFetch({
      [`/service-application/external/api/v1/heloc/referral-id/${REFERRAL}`]: () =>
        jsonResponse({ status: 'USED', email: 'referred.prime@example.com' }),
    });
    renderWithRouter(routes, `/account/heloc/register-v2?referralId=${REFERRAL}`);
    await propertyPage();
    expect(screen.getByRole('region', { name: 'About your referral link' }).textContent).toBe(
      `About your referral link${ENTRY_MESSAGES.referralUsed}`,
    );
    expect(readAnswers().email).toBe('');
    expect(readAnswers().entry.referralId).toBeUndefined();
  });

  it("prefills an affiliate's answers on the older flow too", async () => {
    mockFetch({
      '/a/external/prepop': (url) =>
        url.searchParams.get('token') === 'SANDBOX-PRIME'
          ? jsonResponse({
              name: { firstName: 'Alex', lastName: 'Prime' },
              address: { street1: '1400 Happy Path Ln', city: 'Sacramento', state: 'CA', zip: '95814' },
              dob: '1980-04-12',
              phone: '(555) 555-0142',
              income: 150000,
              affiliates: ['sandbox-affiliate'],
              abVersion: 'A',
            })
          : notFound(),
    });
    renderWithRouter(routes, '/account/heloc/register?step=property-info&affiliateToken=SANDBOX-PRIME');
    await propertyPage();
    expect(screen.getByRole('region', { name: "We've started your application" }).textContent).toContain(
      'name, property address, date of birth, mobile phone number and income',
    );
    expect(readAnswers()).toMatchObject({
      dobYear: '1980',
      phoneNumber: '(555) 555-0142',
      income: '150000',
      entry: { affiliate: { abVersion: 'A' } },
    });
  });
});

describe('the loan-originator card', () => {
  it('shows the referring loan officer on every register page, asking the lead portal once', async () => {
    mockFetch({ [`/service-lead-portal/api/lo/${SAM_ORTIZ}`]: () => jsonResponse(samOrtiz) });
    saveAnswers(completeAnswers());
    const user = userEvent.setup();
    const { router } = renderWithRouter(
      routes,
      `/account/heloc/register-v2/for-sale?referrerId=${SAM_ORTIZ}`,
    );
    const card = await screen.findByRole('complementary', { name: 'Your loan officer' });
    expect(card.textContent).toContain('Sam Ortiz');
    expect(card.textContent).toContain('Ortiz Mortgage Brokers');
    expect(card.textContent).toContain('NMLS ID 1000002');
    expect(card.textContent).toContain('SO');
    expect(card.textContent).toContain('Licensed to lend in CA, CO');
    expect(
      within(card)
        .getByRole('link', { name: /555-0102/ })
        .getAttribute('href'),
    ).toBe('tel:+15555550102');
    expect(
      within(card)
        .getByRole('link', { name: /sam\.ortiz@loans\.example/ })
        .getAttribute('href'),
    ).toBe('mailto:sam.ortiz@loans.example');

    // The card can show before the step's own page has loaded: wait for the page's button.
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/account/heloc/register-v2/annual-income'),
    );
    expect(await screen.findByRole('complementary', { name: 'Your loan officer' })).toBeTruthy();
    expect(readAnswers().entry.referrerId).toBe(SAM_ORTIZ);
    expect(callsTo('/service-lead-portal/api/lo/')).toBe(1);
  });

  it('blocks a property outside the licensed states with the spec message and the officer to call', async () => {
    mockFetch({ [`/service-lead-portal/api/lo/${SAM_ORTIZ}`]: () => jsonResponse(samOrtiz) });
    const user = userEvent.setup();
    renderWithRouter(routes, `/account/heloc/register-v2?referrerId=${SAM_ORTIZ}`);
    await propertyPage();
    await user.click(screen.getByRole('button', { name: "I can't find my address, enter it manually" }));
    await user.type(screen.getByLabelText('Street address'), '910 Second Lien Rd');
    await user.type(screen.getByLabelText('City'), 'Charlotte');
    await user.selectOptions(screen.getByLabelText('State'), 'NC');
    await user.type(screen.getByLabelText('ZIP code'), '28202');
    await user.click(screen.getByLabelText('Primary residence'));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const dialog = await screen.findByRole('dialog', { name: "We can't continue with this property" });
    expect(dialog.textContent).toContain(ERROR_MESSAGES.licensedStateBlocked);
    expect(ERROR_MESSAGES.licensedStateBlocked).toBe(
      'We are unable to process your application at this time. Please reach out to your referring loan officer for additional information.',
    );
    expect(within(dialog).getByRole('link', { name: 'sam.ortiz@loans.example' })).toBeTruthy();
  });

  it('drops a loan officer the lead portal does not know when the lender requires none', async () => {
    mockFetch({});
    renderWithRouter(routes, `/account/heloc/register-v2?referrerId=${SAM_ORTIZ}`);
    await propertyPage();
    await waitFor(() => expect(readAnswers().entry.referrerId).toBeUndefined());
    expect(screen.queryByRole('complementary', { name: 'Your loan officer' })).toBeNull();
  });

  it('does not retry a failing lookup and keeps the referrer for the server to judge', async () => {
    mockFetch({ [`/service-lead-portal/api/lo/${SAM_ORTIZ}`]: () => jsonResponse({}, { status: 503 }) });
    renderWithRouter(routes, `/account/heloc/register-v2?referrerId=${SAM_ORTIZ}`);
    await propertyPage();
    expect(callsTo('/service-lead-portal/api/lo/')).toBe(1);
    expect(readAnswers().entry.referrerId).toBe(SAM_ORTIZ);
    expect(screen.queryByRole('complementary')).toBeNull();
  });
});

describe('regional links from brand data', () => {
  it("sends a Hawaii property to the brand's partner lender", async () => {
    const data = privateLabelDataFixture();
    const block = document.createElement('script');
    block.id = 'private-label-data';
    block.type = 'application/json';
    block.textContent = JSON.stringify({
      ...data,
      orgMetaData: {
        ...data.orgMetaData,
        products: {
          heloc: {
            enabled: true,
            hawaiiPartner: { name: 'Koa Federal Credit Union', url: 'https://koa.example/' },
          },
        },
      },
    });
    document.body.append(block);
    mockFetch({});
    const user = userEvent.setup();
    renderWithRouter(routes, '/account/heloc/register-v2');
    await propertyPage();
    await user.click(screen.getByRole('button', { name: "I can't find my address, enter it manually" }));
    await user.type(screen.getByLabelText('Street address'), '12 Aloha St');
    await user.type(screen.getByLabelText('City'), 'Honolulu');
    await user.selectOptions(screen.getByLabelText('State'), 'HI');
    await user.type(screen.getByLabelText('ZIP code'), '96813');
    await user.click(screen.getByLabelText('Primary residence'));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const dialog = await screen.findByRole('dialog', { name: 'Hawaii property' });
    expect(
      within(dialog).getByRole('link', { name: 'Apply with Koa Federal Credit Union' }).getAttribute('href'),
    ).toBe('https://koa.example/');
  });
});
