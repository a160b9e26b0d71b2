import { expect, type Page, test } from '@playwright/test';
import { WAIT } from '../support/after-offer';
import { brandUrl, expectAccessible, STRONG_PASSWORD } from '../support/hearth';
import { seed, signIn } from '../support/seed';

// Issue 22 items 1 and 2, by visible labels: the dashboard shows an application's next step and follows it, beside
// the property card and the notifications; settings changes the legal name and the password, and the password
// change signs the borrower's other session out.

/** Outside CI, SHOTS_DIR keeps full-page screenshots of the account pages for a person to look at. */
async function shoot(page: Page, name: string): Promise<void> {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    // From the top: the sticky header is drawn where the viewport is.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: `${dir}/${name}-${width}.png`, fullPage: true });
  }
}

// A few account pages and a second browser: more than the default on a loaded two-core machine.
test.describe.configure({ timeout: 150_000 });

const h1 = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name });
const card = (page: Page, name: string | RegExp) =>
  page.locator('section').filter({ has: page.getByRole('heading', { level: 2, name }) });

test('the dashboard shows the next step of an application, its property and notifications, and follows the step', async ({
  page,
}) => {
  const seeded = await seed({ stage: 'app-summary' });
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, seeded.jwt);
  await page.goto(brandUrl(null, '/dashboard'));

  await expect(h1(page, /Welcome/)).toBeVisible(WAIT);
  const property = card(page, 'Your property');
  await expect(property.getByText('1400 Happy Path Ln')).toBeVisible(WAIT);
  await expect(property).toContainText(/Property value\s*\$[\d,]+/);
  await expect(property).toContainText(/Property condition\s*\w+/);
  await expect(card(page, /Notifications/)).toBeVisible();
  await expectAccessible(page);
  await page.setViewportSize({ width: 375, height: 900 });
  await expectAccessible(page);
  await shoot(page, 'dashboard');

  await page.getByRole('link', { name: 'Continue your application' }).click();
  await expect(page).toHaveURL(new RegExp(`/account/heloc/${seeded.uuid}/start/app-summary$`), WAIT);
  await expect(h1(page, 'Check your application')).toBeVisible(WAIT);
});

test('settings changes the legal name and the password, and the other session is signed out', async ({
  page,
  browser,
}) => {
  const seeded = await seed({ stage: 'offers' });
  // A second device, signed in as the same borrower.
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await signIn(otherPage, seeded.jwt);
  await otherPage.goto(brandUrl(null, '/dashboard'));
  await expect(h1(otherPage, /Welcome/)).toBeVisible(WAIT);

  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, seeded.jwt);
  await page.goto(brandUrl(null, '/dashboard/settings'));
  await expect(h1(page, 'Account settings')).toBeVisible(WAIT);

  const name = card(page, 'Legal name');
  await expect(name.getByLabel('First name')).toHaveValue('Alex', WAIT);
  await name.getByLabel('First name').fill('Alexandra');
  await name.getByRole('button', { name: 'Save legal name' }).click();
  await expect(name.getByText('Your legal name was saved.')).toBeVisible(WAIT);

  const password = card(page, 'Password');
  await password.getByLabel('Current password').fill(STRONG_PASSWORD);
  await password.getByLabel('New password', { exact: true }).fill('short');
  await password.getByLabel('Confirm new password').fill('short');
  await password.getByRole('button', { name: 'Change password' }).click();
  await expect(password.getByText('Password must be at least 12 characters').first()).toBeVisible();

  const newPassword = 'Hearth!Renewed2027';
  await password.getByLabel('New password', { exact: true }).fill(newPassword);
  await password.getByLabel('Confirm new password').fill(newPassword);
  await password.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByRole('listitem').filter({ hasText: 'Your password was changed.' })).toBeVisible(
    WAIT,
  );
  await expectAccessible(page);
  await shoot(page, 'settings');

  // This browser stays signed in with its new token; the other one is sent to login on its next page.
  await page.reload();
  await expect(h1(page, 'Account settings')).toBeVisible(WAIT);
  await expect(card(page, 'Legal name').getByLabel('First name')).toHaveValue('Alexandra', WAIT);
  await otherPage.reload();
  await expect(otherPage).toHaveURL(/\/auth\/login/, WAIT);
  await other.close();
});
