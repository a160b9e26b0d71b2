import { expect, type Page, test } from '@playwright/test';
import type { JourneyPersona } from '../../apps/api/src/test/journey/steps';
import { APPLICATION, expectNewPageStart, WAIT } from '../support/after-offer';
import { applyAs, openStopped } from '../support/apply';
import { brandUrl, STRONG_PASSWORD } from '../support/hearth';
import { openApplication, seed, signIn } from '../support/seed';

// Issue 8, defects 1, 2, 3, 6 and 9: what a borrower meets between "Submit application" and coming back. The step
// from a scrolled check-your-answers to the offers page is in register-journeys.spec.ts (the older flow's journey).
const PHONE = { width: 375, height: 740 };

/** The figure beside a label in a definition list (`<dt>label</dt><dd>figure</dd>`). */
function figure(scope: ReturnType<Page['locator']> | Page, label: string) {
  return scope.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd[1]');
}

/** The application panel: beside the page on a desktop, behind the progress bar's Details button on a phone. */
function applicationPanel(page: Page) {
  return page.getByRole('complementary', { name: 'Your application' });
}

test.describe('from the offer and back again', () => {
  test('on a phone the draw keeps the position, each new page starts at the top with focus on its heading, and back restores the position', async ({
    page,
  }) => {
    await openApplication(page, await seed({ stage: 'offers' }), 'product/select');
    await page.setViewportSize(PHONE);
    await expect(page.getByRole('heading', { level: 1, name: 'Choose your offer' })).toBeVisible(WAIT);

    // Changing the draw rewrites the page's own query: the borrower stays where they are.
    const draw = page.getByRole('textbox', { name: 'Initial draw in dollars' });
    await draw.fill('50000');
    await draw.press('Tab');
    await expect(page).toHaveURL(/draw=50000/);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled).toBeGreaterThan(0);
    await draw.fill('45000');
    await draw.press('Tab');
    await expect(page).toHaveURL(/draw=45000/);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);

    // Where the borrower is when they follow the link (the click itself scrolls it into view).
    const select = page.getByRole('link', { name: 'Select this offer' });
    await select.scrollIntoViewIfNeeded();
    const before = await page.evaluate(() => window.scrollY);
    expect(before).toBeGreaterThan(0);
    await select.click();
    await expectNewPageStart(page, 'Confirm your offer');

    await page.goBack();
    await expect(page.getByRole('heading', { level: 1, name: 'Choose your offer' })).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(before);
  });
});

test.describe('one source for the offer figures', () => {
  test('the offer, the confirm page and the application panel show the same APR, labelled alike', async ({
    page,
  }) => {
    await openApplication(page, await seed({ stage: 'offers' }), 'product/select');
    await expect(page.getByRole('heading', { level: 1, name: 'Choose your offer' })).toBeVisible(WAIT);

    const apr = (await figure(page, 'APR').first().innerText()).trim();
    const autopayApr = (await figure(page, 'APR with autopay').first().innerText()).trim();
    expect(apr).toMatch(/^\d+\.\d{3}%$/);
    expect(autopayApr).not.toBe(apr);
    await page.getByRole('link', { name: 'Select this offer' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Confirm your offer' })).toBeVisible();
    await expect(figure(page, 'APR').first()).toHaveText(apr);
    await expect(figure(page, 'APR with autopay').first()).toHaveText(autopayApr);
    const payment = (await figure(page, 'Estimated monthly payment').first().innerText()).trim();

    await page.getByRole('button', { name: 'Confirm and continue' }).click();
    await expect(page).toHaveURL(new RegExp(`${APPLICATION.source}/start/app-summary$`), WAIT);
    const offer = applicationPanel(page).getByRole('region', { name: 'Your offer' });
    await expect(figure(offer, 'APR')).toHaveText(apr);
    await expect(figure(offer, 'APR with autopay')).toHaveText(autopayApr);
    await expect(figure(offer, 'Estimated monthly payment')).toHaveText(payment);
  });
});

test.describe('the dashboard of a returning borrower', () => {
  test('lists the application, follows its next step, and settings show the legal name', async ({ page }) => {
    const seeded = await seed({ stage: 'offers' });
    const applicationPath = `/account/heloc/${seeded.uuid}`;

    // Right after applying.
    await signIn(page, seeded.jwt);
    await page.goto(brandUrl(null, '/dashboard'));
    await expectApplicationListed(page);

    // After signing in again.
    await page.getByRole('button', { name: 'Log out' }).click();
    await page.goto(brandUrl(null, '/auth/login'));
    await page.getByLabel('Email').fill(seeded.email);
    await page.getByLabel('Password').fill(STRONG_PASSWORD);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/dashboard$/, WAIT);
    const card = await expectApplicationListed(page);

    await card.getByRole('link', { name: 'Continue your application' }).click();
    await expect(page).toHaveURL(new RegExp(`${applicationPath}/product/select$`), WAIT);
    await expectNewPageStart(page, 'Choose your offer');

    await page.goto(brandUrl(null, '/dashboard'));
    await page.getByRole('link', { name: 'Manage account settings' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Account settings' })).toBeVisible();
    await expect(page.getByLabel('First name')).toHaveValue('Alex');
    await expect(page.getByLabel('Last name')).toHaveValue('Prime');
  });
});

async function expectApplicationListed(page: Page) {
  const list = page.getByRole('region', { name: 'Your applications' });
  const card = list.getByRole('article', { name: /1400 Happy Path Ln/ });
  await expect(card).toBeVisible();
  await expect(card).toContainText('Offers ready to choose');
  await expect(card).not.toContainText('OFFER_SELECTION');
  await expect(list).not.toContainText('You have no applications yet.');
  return card;
}

test.describe('outcomes that stop the journey', () => {
  const outcomes: {
    persona: JourneyPersona;
    status: string;
    page: string;
    heading: string;
    shown: string;
  }[] = [
    {
      persona: { lastName: 'Decline' },
      status: 'DECLINED',
      page: 'error/decline',
      heading: 'We are unable to offer you a line of credit',
      shown: 'Declined',
    },
    {
      persona: { lastName: 'Frozen' },
      status: 'SOFT_CREDIT_LOCKED_OR_FROZEN',
      page: 'credit/error',
      heading: 'Your credit file is frozen',
      shown: 'Action needed: unlock your credit',
    },
    {
      persona: { address: { street1: '100 Nomatch Way', city: 'Springfield', state: 'IL', zip: '62701' } },
      status: 'NO_PROPERTY_FOUND',
      page: 'review-app/property',
      heading: 'We need to confirm your property',
      shown: 'In review: your property',
    },
    {
      persona: { lastName: 'Nomatch' },
      status: 'CREDIT_NO_MATCH',
      page: 'credit/social',
      heading: 'We could not find your credit file',
      shown: 'Action needed: enter your Social Security number',
    },
  ];

  for (const outcome of outcomes) {
    test(`${outcome.page} shows "${outcome.shown}", not the steps that cannot follow`, async ({ page }) => {
      // The step router sends the borrower to the outcome's page, as it does after "Submit application".
      await openStopped(page, await applyAs(outcome.persona, outcome.status));
      await expect(page).toHaveURL(new RegExp(`${APPLICATION.source}/${outcome.page}$`), WAIT);
      await expect(page.getByRole('heading', { level: 1, name: outcome.heading })).toBeVisible();
      const panel = applicationPanel(page);
      await expect(panel.getByRole('region', { name: 'Application status' })).toContainText(outcome.shown);
      await expect(panel).not.toContainText('Current step');
      await expect(panel).not.toContainText('Basic Info');
      await expectNewPageStart(page, outcome.heading);

      await page.setViewportSize(PHONE);
      const bar = page.getByRole('button', { name: new RegExp(outcome.shown) });
      await expect(bar).toBeVisible();
      await expect(bar).not.toContainText(/Step \d of \d/);
    });
  }
});

test.describe('brand roots', () => {
  test('redirect without React Router warnings', async ({ page }) => {
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning' || message.type() === 'error') warnings.push(message.text());
    });
    for (const brand of [null, 'summitcu']) {
      await page.goto(brandUrl(brand, '/'));
      await expect(page).toHaveURL(/\/(dashboard|auth\/login)/);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    }
    expect(warnings.filter((text) => text.includes('Matched leaf route'))).toEqual([]);
  });
});
