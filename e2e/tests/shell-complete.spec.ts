import { expect, test } from '@playwright/test';
import { brandUrl, reviewPage } from '../support/hearth';
import { openApplication, seed } from '../support/seed';

// Issue 22's last items, by visible labels (decisions 0249 and 0250): the register progress groups with the
// Contact Info skip, and the location confirmed before signing when its flag is on.

test('the register progress shows its labelled groups and skips Contact Info an affiliate link filled in', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(brandUrl(null, '/account/heloc/register-v2?affiliateToken=SANDBOX-PRIME'));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText('Step 1 of 7')).toBeVisible();
  const current = page.locator('[aria-current="step"]');
  await expect(current).toHaveText('Property Info: Address');
  await reviewPage(page, 'register-groups-start');

  await page.goto(brandUrl(null, '/account/heloc/register-v2/birthdate'));
  await expect(page.getByText('Step 6 of 7')).toBeVisible();
  await expect(current).toHaveText('Personal Info: Birthdate');
  await expect(page.getByText('Contact Info', { exact: true })).toHaveCount(0);
  await expect(page.getByText('Login Info', { exact: true })).toBeVisible();
  await reviewPage(page, 'register-groups-birthdate');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/register-v2\/set-password/);
  await expect(current).toHaveText('Login Info');
});

test('with fe-heloc-geolocation on, signing waits for the location and says how to share it', async ({
  page,
  context,
}) => {
  const seeded = await seed({ stage: 'documents' });
  await openApplication(page, seeded, 'signing/sign?flags=fe-heloc-geolocation:on');
  const modal = page.getByRole('dialog', { name: 'Confirm your location' });
  await expect(modal).toBeVisible();
  await expect(modal).toContainText('we need to confirm your location');
  // The browser refuses (no permission given): the modal says how to turn location services on.
  await modal.getByRole('button', { name: 'Share my location' }).click();
  await expect(modal.getByRole('alert')).toContainText('Turn on location services');
  await reviewPage(page, 'geolocation-refused');

  await context.grantPermissions(['geolocation'], { origin: new URL(page.url()).origin });
  await context.setGeolocation({ latitude: 38.5816, longitude: -121.4944 });
  await modal.getByRole('button', { name: 'Try again' }).click();
  await expect(modal).toBeHidden();
  await expect(page.getByText('Thank you. Your location is recorded with each signature.')).toBeVisible();
});

test('on a phone the chat button never covers the footer’s last line (the Equal Housing Lender statement)', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 700 });
  await page.goto(brandUrl(null, '/auth/login'));
  const launcher = page.getByRole('button', { name: 'Chat with us' });
  await expect(launcher).toBeVisible();
  const statement = page.getByText(/Equal Housing Lender/);
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect(async () => {
    const [button, line] = await Promise.all([launcher.boundingBox(), statement.boundingBox()]);
    if (!button || !line) throw new Error('the chat button or the statement has no box');
    // Scrolled to the end, the statement's line ends above the button.
    expect(line.y + line.height).toBeLessThanOrEqual(button.y);
  }).toPass({ timeout: 5_000 });
});
