import { mkdirSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { WAIT } from '../support/after-offer';
import { newSandboxStaff, signInToConsoleAs } from '../support/console';
import {
  brandUrl,
  expectAccessible,
  expectNoHorizontalOverflow,
  STRONG_PASSWORD,
  uniqueEmail,
} from '../support/hearth';
import { http, openApplication, orgCodeOf, seed, signIn } from '../support/seed';

// The lender's brand settings in the console (issue 24 item 6, decisions 0236-0239), by visible labels. The brand is
// one no other test uses: its banner and maintenance show to every borrower of the brand.
const SHOTS = process.env.HEARTH_CONSOLE_SHOTS ?? '/tmp/shots/console';
const BRAND = 'skylinemtg';

async function review(page: Page, name: string, widths: number[] = [1280]) {
  mkdirSync(SHOTS, { recursive: true });
  for (const width of widths) {
    await page.setViewportSize({ width, height: 900 });
    await expectAccessible(page);
    await expectNoHorizontalOverflow(page);
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** A new admin of the brand, signed in to the console with a one-time code, on Brand settings. */
async function signInAsAdmin(page: Page): Promise<void> {
  const admin = await newSandboxStaff('ADMIN', orgCodeOf(BRAND));
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInToConsoleAs(page, admin, { brandKey: BRAND });
  await page.getByRole('link', { name: 'Brand settings' }).click();
}

test('an admin posts a banner and turns on maintenance for a route; the borrower app shows both without a restart', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const seeding = seed({ stage: 'offers', brandKey: BRAND });
  await signInAsAdmin(page);

  await expect(page.getByRole('heading', { level: 1, name: 'Banners' })).toBeVisible(WAIT);
  const message = 'Our phone line closes at 3 pm Friday for the holiday.';
  await page.getByLabel('Message').fill(message);
  await page.getByLabel('Warning').check();
  // The preview is the borrower's own banner.
  await expect(page.locator('.console__preview').getByText(message)).toBeVisible();
  await page.getByRole('button', { name: 'Post banner' }).click();
  await expect(page.getByRole('status').getByText('Banner posted.')).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Shown to borrowers now' })).toBeVisible();
  await review(page, 'settings-banners', [375, 1280]);

  await page.getByRole('link', { name: 'Maintenance' }).click();
  await page.getByLabel('Route').fill('/account/heloc');
  await page
    .getByLabel('Message (optional)')
    .fill('We are moving to a new system. Your application is saved; back at 2 pm.');
  await page.getByLabel('Show a link to the dashboard').check();
  await page.getByRole('button', { name: 'Turn on maintenance' }).click();
  await expect(
    page.getByRole('status').getByText('Maintenance is on for pages under /account/heloc.'),
  ).toBeVisible();
  await review(page, 'settings-maintenance');

  // The borrower, in another browser: the banner on the dashboard, the maintenance page on the application.
  const seeded = await seeding;
  const borrower = await browser.newPage();
  await signIn(borrower, seeded.jwt);
  await borrower.goto(brandUrl(BRAND, '/dashboard'));
  await expect(borrower.getByRole('region', { name: 'Announcements' }).getByText(message)).toBeVisible(WAIT);
  await openApplication(borrower, seeded, 'product/select');
  await expect(borrower.getByRole('heading', { level: 1, name: 'Scheduled Maintenance' })).toBeVisible(WAIT);
  await expect(borrower.getByText('back at 2 pm.')).toBeVisible();
  await expect(borrower.getByRole('link', { name: 'Go to dashboard' })).toBeVisible();
});

test('the other brand settings pages and the staff page pass axe-core', async ({ page }) => {
  test.setTimeout(120_000);
  await signInAsAdmin(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Banners' })).toBeVisible(WAIT);
  for (const [link, heading] of [
    ['Feature flags', 'Feature flags'],
    ['Chat hours', 'Chat hours'],
    ['Support contact', 'Support contact'],
  ] as const) {
    await page.getByRole('navigation', { name: 'Brand settings' }).getByRole('link', { name: link }).click();
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible(WAIT);
    await expect(page.getByRole('status')).toHaveCount(0);
    await review(page, `settings-${link.toLowerCase().replace(/ /g, '-')}`);
  }
  const colleague = await http().request('POST', '/sandbox/console/staff', {
    body: {
      email: uniqueEmail('processor'),
      name: 'Casey Processor',
      role: 'PROCESSOR',
      password: STRONG_PASSWORD,
      organizationCode: orgCodeOf(BRAND),
    },
  });
  expect(colleague.status, colleague.text).toBe(201);
  await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Staff' }).click();
  await expect(page.getByRole('cell', { name: 'Admin (you)' })).toBeVisible(WAIT);
  await page.getByRole('button', { name: 'Switch off Casey Processor' }).click();
  await expect(page.getByText('Their session ends now and they cannot sign in.')).toBeVisible();
  await review(page, 'settings-staff');
});
