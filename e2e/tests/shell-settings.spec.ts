import { mkdirSync } from 'node:fs';
import { SHELL_PATHS, type StoredBanner } from '@hearth/domain/shell-settings';
import { expect, type Page, test } from '@playwright/test';
import { WAIT } from '../support/after-offer';
import { brandUrl, expectAccessible, expectNoHorizontalOverflow } from '../support/hearth';
import { http, openApplication, orgCodeOf, seed, signIn } from '../support/seed';

// Issue 22 items 3 to 7 and 9: banners, maintenance, feedback, the leave survey and a session's flag override, by
// visible labels. Banners and maintenance are set on brands no other test uses (they show to every borrower of
// the brand), through the sandbox copy of the lender's calls the developer tools use (decision 0218).

const SHOTS = process.env.HEARTH_SHOTS_DIR ?? '/tmp/shots/shellb';

/** axe-core, no sideways scroll, and a screenshot at 375 and 1280 px. */
async function review(page: Page, name: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await expectAccessible(page);
    await expectNoHorizontalOverflow(page);
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

async function lenderCall(method: 'POST' | 'PUT', path: string, brandKey: string, body: object) {
  const res = await http().request(method, `${path}?organization=${orgCodeOf(brandKey)}`, { body });
  expect(res.status, res.text).toBeLessThan(300);
  return res.json<StoredBanner>();
}

const postBanner = (brandKey: string, message: string) =>
  lenderCall('POST', SHELL_PATHS.sandboxBanners, brandKey, { message, apps: ['heloc'], variant: 'info' });

test('a borrower sees the two newest banners, dismisses one, and sees it again once it is updated', async ({
  page,
}) => {
  const brandKey = 'granitecu';
  const seeded = await seed({ stage: 'offers', brandKey });
  await postBanner(brandKey, 'Our branches close early on Friday.');
  await postBanner(brandKey, 'Rates were updated this morning.');
  const newest = await postBanner(brandKey, 'Online notary sessions are open this Saturday.');

  await signIn(page, seeded.jwt);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(brandUrl(brandKey, '/dashboard'));
  const banners = page.getByRole('region', { name: 'Announcements' });
  await expect(banners.getByText('Online notary sessions are open this Saturday.')).toBeVisible(WAIT);
  await expect(banners.getByText('Rates were updated this morning.')).toBeVisible();
  await expect(banners.getByText('Our branches close early on Friday.')).toHaveCount(0);
  await review(page, 'banners-dashboard');

  await banners
    .locator('div', { hasText: 'Online notary sessions' })
    .getByRole('button', { name: 'Dismiss this announcement' })
    .click();
  await expect(banners.getByText('Online notary sessions are open this Saturday.')).toHaveCount(0);
  // The next newest takes its place; the dismissal holds across a reload.
  await expect(banners.getByText('Our branches close early on Friday.')).toBeVisible();
  await page.reload();
  await expect(banners.getByText('Rates were updated this morning.')).toBeVisible(WAIT);
  await expect(banners.getByText('Online notary sessions are open this Saturday.')).toHaveCount(0);

  await lenderCall('PUT', SHELL_PATHS.sandboxBanner(newest.uuid), brandKey, {
    message: 'Online notary sessions are open this Saturday and Sunday.',
    apps: ['heloc'],
    variant: 'warn',
  });
  await page.reload();
  await expect(banners.getByText('Online notary sessions are open this Saturday and Sunday.')).toBeVisible(
    WAIT,
  );
});

test('maintenance replaces the chosen route with its words, leaves the others, and lifts', async ({
  page,
}) => {
  const brandKey = 'lakeshorecu';
  const seeded = await seed({ stage: 'offers', brandKey });
  await lenderCall('PUT', SHELL_PATHS.sandboxMaintenance, brandKey, {
    route: '/account/heloc',
    enabled: true,
    message: 'We are upgrading our systems. Your application is saved; please come back after 2 pm Pacific.',
    showDashboardLink: true,
  });
  await openApplication(page, seeded, 'product/select');
  await expect(page.getByRole('heading', { level: 1, name: 'Scheduled Maintenance' })).toBeVisible(WAIT);
  await expect(page.getByText('please come back after 2 pm Pacific.')).toBeVisible();
  await review(page, 'maintenance-application');

  await page.getByRole('link', { name: 'Go to dashboard' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome/ })).toBeVisible(WAIT);

  await lenderCall('PUT', SHELL_PATHS.sandboxMaintenance, brandKey, {
    route: '/account/heloc',
    enabled: false,
  });
  await page.goto(brandUrl(brandKey, `/account/heloc/${seeded.uuid}/product/select`));
  await expect(page.getByRole('heading', { level: 1, name: 'Choose your offer' })).toBeVisible(WAIT);
});

test('feedback is sent from the modal after a validation error', async ({ page }) => {
  const seeded = await seed({ stage: 'offers' });
  await signIn(page, seeded.jwt);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(brandUrl(null, '/dashboard'));
  await page.getByRole('button', { name: 'Send feedback' }).click();
  const dialog = page.getByRole('dialog', { name: 'Send us feedback' });
  await dialog.getByRole('radio', { name: 'Give us a compliment' }).check();
  await dialog.getByLabel('Your message').fill('Too short');
  await dialog.getByRole('button', { name: 'Send feedback' }).click();
  await expect(dialog.getByText('Must be at least 10 characters')).toBeVisible();
  // The first invalid field has the focus.
  await expect(dialog.getByLabel('Your message')).toBeFocused();
  await review(page, 'feedback-errors');

  await dialog
    .getByLabel('Your message')
    .fill('Choosing my offer was quick, and the figures were easy to compare.');
  await dialog.getByRole('radio', { name: 'Yes' }).check();
  await dialog.getByRole('button', { name: 'Send feedback' }).click();
  await expect(page.getByRole('dialog', { name: 'Thank you for your feedback' })).toBeVisible(WAIT);
});

test('the leave survey comes at logout from the identity page, then logs out', async ({ page }) => {
  const seeded = await seed({ stage: 'identity' });
  await openApplication(page, seeded, 'identity');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible(WAIT);
  await page.getByRole('button', { name: 'Log out' }).click();
  const survey = page.getByRole('dialog', { name: 'Before you go' });
  await survey.getByRole('button', { name: 'Send and log out' }).click();
  await expect(survey.getByText('Please choose a reason')).toBeVisible();
  await review(page, 'leave-survey');
  await survey.getByRole('radio', { name: 'I need to gather documents first' }).check();
  await survey.getByLabel(/Anything else/).fill('I will be back with my pay stubs.');
  await survey.getByRole('button', { name: 'Send and log out' }).click();
  await expect(page.getByRole('dialog', { name: 'Thank you' })).toBeVisible();
  await expect(page).toHaveURL(/\/auth\/login/, WAIT);
});

test('a flag override from the developer tools changes a page for that session only', async ({
  page,
  context,
}) => {
  const seeded = await seed({ stage: 'offers' });
  await signIn(page, seeded.jwt);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(brandUrl(null, '/dev-tools'));
  await expect(page.getByRole('heading', { level: 1, name: 'Developer tools' })).toBeVisible(WAIT);
  await expect(page.getByRole('heading', { name: 'Sandbox personas' })).toBeVisible();
  await review(page, 'dev-tools');
  await page
    .getByLabel('fe-heloc-maintenance: Replace chosen routes with the maintenance page')
    .selectOption({ label: 'On for this session' });

  await page.goto(brandUrl(null, '/dashboard'));
  await expect(page.getByRole('heading', { level: 1, name: 'Scheduled Maintenance' })).toBeVisible(WAIT);

  // Another tab is another session: the lender's value holds there.
  const other = await context.newPage();
  await other.goto(brandUrl(null, '/dashboard'));
  await expect(other.getByRole('heading', { level: 1, name: /^Welcome/ })).toBeVisible(WAIT);
  await other.close();

  await page.goto(brandUrl(null, '/dev-tools'));
  await page
    .getByLabel('fe-heloc-maintenance: Replace chosen routes with the maintenance page')
    .selectOption('lender');
  await page.goto(brandUrl(null, '/dashboard'));
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome/ })).toBeVisible(WAIT);
});
