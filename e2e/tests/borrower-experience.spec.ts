import { expect, type Page, test } from '@playwright/test';
import { brandUrl, expectAccessible, reviewPage, STRONG_PASSWORD } from '../support/hearth';
import { answerRegisterV2, type Persona, PRIME, submitApplication } from '../support/register';

// Issue 8, defects 1, 2, 3, 6 and 9: what a borrower meets between "Submit application" and coming back.
const APPLICATION = /\/account\/heloc\/[0-9a-f-]{36}/;
const OUTCOME_TIMEOUT = { timeout: 20_000 };
const PHONE = { width: 375, height: 740 };
const DESKTOP = { width: 1280, height: 900 };

/** The page's h1 holds focus (so a screen reader announced the new page) and the window is at the top. */
async function expectNewPageStart(page: Page, heading: string): Promise<void> {
  const h1 = page.getByRole('heading', { level: 1, name: heading });
  await expect(h1).toBeVisible(OUTCOME_TIMEOUT);
  await expect(h1).toBeFocused();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
}

/** The figure beside a label in a definition list (`<dt>label</dt><dd>figure</dd>`). */
function figure(scope: ReturnType<Page['locator']> | Page, label: string) {
  return scope.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd[1]');
}

/** The application panel: beside the page on a desktop, behind the progress bar's Details button on a phone. */
function applicationPanel(page: Page) {
  return page.getByRole('complementary', { name: 'Your application' });
}

test.describe('from submit to the offer, and back again', () => {
  test('a phone starts each page at the top with focus on its heading, and back restores the position', async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    await answerRegisterV2(page, PRIME);
    const submit = page.getByRole('button', { name: 'Submit application' });
    await submit.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await submitApplication(page);

    await expect(page).toHaveURL(new RegExp(`${APPLICATION.source}/product/select$`), OUTCOME_TIMEOUT);
    await expectNewPageStart(page, 'Choose your offer');

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
    await page.setViewportSize(DESKTOP);
    await answerRegisterV2(page, PRIME);
    await submitApplication(page);
    await expect(page).toHaveURL(new RegExp(`${APPLICATION.source}/product/select$`), OUTCOME_TIMEOUT);

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
    await expect(page).toHaveURL(new RegExp(`${APPLICATION.source}/start/app-summary$`), OUTCOME_TIMEOUT);
    const offer = applicationPanel(page).getByRole('region', { name: 'Your offer' });
    await expect(figure(offer, 'APR')).toHaveText(apr);
    await expect(figure(offer, 'APR with autopay')).toHaveText(autopayApr);
    await expect(figure(offer, 'Estimated monthly payment')).toHaveText(payment);
    await expectAccessible(page);
  });
});

test.describe('the dashboard of a returning borrower', () => {
  test('lists the application, follows its next step, and settings show the legal name', async ({ page }) => {
    const email = await answerRegisterV2(page, PRIME);
    await submitApplication(page);
    await expect(page).toHaveURL(new RegExp(`${APPLICATION.source}/product/select$`), OUTCOME_TIMEOUT);
    const applicationPath = new URL(page.url()).pathname.replace(/\/product\/select$/, '');

    // Right after applying.
    await page.goto(brandUrl(null, '/dashboard'));
    await expectApplicationListed(page);
    await reviewPage(page, 'dashboard-with-application');

    // After signing in again.
    await page.getByRole('button', { name: 'Log out' }).click();
    await page.goto(brandUrl(null, '/auth/login'));
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(STRONG_PASSWORD);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/dashboard$/, OUTCOME_TIMEOUT);
    const card = await expectApplicationListed(page);

    await card.getByRole('link', { name: 'Continue your application' }).click();
    await expect(page).toHaveURL(new RegExp(`${applicationPath}/product/select$`), OUTCOME_TIMEOUT);
    await expectNewPageStart(page, 'Choose your offer');

    await page.goto(brandUrl(null, '/dashboard'));
    await page.getByRole('link', { name: 'Manage account settings' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Account settings' })).toBeVisible();
    await expect(page.getByLabel('First name')).toHaveValue(PRIME.firstName);
    await expect(page.getByLabel('Last name')).toHaveValue(PRIME.lastName);
    await reviewPage(page, 'settings-with-name');
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
  const outcomes: { persona: Persona; page: string; heading: string; status: string }[] = [
    {
      persona: { ...PRIME, lastName: 'Decline' },
      page: 'error/decline',
      heading: 'We are unable to offer you a line of credit',
      status: 'Application closed',
    },
    {
      persona: { ...PRIME, lastName: 'Frozen' },
      page: 'credit/error',
      heading: 'Your credit file is frozen',
      status: 'Action needed: unlock your credit',
    },
    {
      persona: { ...PRIME, addressQuery: '100 Nomatch Way' },
      page: 'review-app/property',
      heading: 'We need to confirm your property',
      status: 'In review: your property',
    },
    {
      persona: { ...PRIME, lastName: 'Nomatch' },
      page: 'credit/social',
      heading: 'We could not find your credit file',
      status: 'Action needed: enter your Social Security number',
    },
  ];

  for (const outcome of outcomes) {
    test(`${outcome.page} shows "${outcome.status}", not the steps that cannot follow`, async ({ page }) => {
      await page.setViewportSize(DESKTOP);
      await answerRegisterV2(page, outcome.persona);
      await submitApplication(page);
      await expect(page).toHaveURL(new RegExp(`${APPLICATION.source}/${outcome.page}$`), OUTCOME_TIMEOUT);
      await expect(page.getByRole('heading', { level: 1, name: outcome.heading })).toBeVisible();
      const panel = applicationPanel(page);
      await expect(panel.getByRole('region', { name: 'Application status' })).toContainText(outcome.status);
      await expect(panel).not.toContainText('Current step');
      await expect(panel).not.toContainText('Basic Info');
      await expectNewPageStart(page, outcome.heading);

      await page.setViewportSize(PHONE);
      const bar = page.getByRole('button', { name: new RegExp(outcome.status) });
      await expect(bar).toBeVisible();
      await expect(bar).not.toContainText(/Step \d of \d/);
      await expectAccessible(page);
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
