import { mkdirSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { brandUrl, expectAccessible, expectNoHorizontalOverflow } from '../support/hearth';
import { seed, signIn } from '../support/seed';

// /pay and the other shell routes (issue 22 item 11, decisions 0222 and 0223), by visible labels. The borrower is
// seeded to a funded line over HTTP (issue 18).
const SHOTS = process.env.HEARTH_SHOTS_DIR ?? '';

async function review(page: Page, name: string) {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await expectAccessible(page);
    await expectNoHorizontalOverflow(page);
    if (SHOTS) {
      mkdirSync(SHOTS, { recursive: true });
      await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
    }
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('a funded borrower makes a one-off payment and takes a draw on /pay', async ({ page }) => {
  test.setTimeout(120_000);
  const seeded = await seed({ stage: 'funded' });
  await signIn(page, seeded.jwt);
  await page.goto(brandUrl(seeded.brandKey, '/pay'));
  await expect(page.getByRole('heading', { level: 1, name: 'Payments and draws' })).toBeVisible();
  await expect(page.getByText('Available credit', { exact: true })).toBeVisible();
  await expect(page.getByText(/ due [A-Z][a-z]+ \d{1,2}, \d{4}$/)).toBeVisible();
  await review(page, 'pay');

  await page.getByLabel('Payment amount').fill('250.50');
  await page.getByRole('button', { name: 'Make payment' }).click();
  await expect(
    page.getByText(
      /^Your payment of \$250\.50 is scheduled\. We will take it from your .+ ending in \d{4} on /,
    ),
  ).toBeVisible();

  // A draw under the least draw is refused with its reason, then a draw in bounds is sent.
  await page.getByLabel('Draw amount').fill('100');
  await page.getByRole('button', { name: 'Request draw' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Each draw must be at least $500.00.' }),
  ).toBeVisible();
  await page.getByLabel('Draw amount').fill('$1,200');
  await page.getByRole('button', { name: 'Request draw' }).click();
  await expect(page.getByText(/^Your draw of \$1,200\.00 is on its way\./)).toBeVisible();

  const activity = page.getByRole('region', { name: 'Recent payments and draws' });
  await expect(activity.getByRole('listitem')).toHaveCount(2);
  await expect(activity).toContainText('−$250.50');
  await expect(activity).toContainText('+$1,200.00');
  // Both went to the sandbox bank as ACH entries (decision 0258) and settle there within seconds.
  await expect(async () => {
    await page.reload();
    await expect(activity.getByText('Completed', { exact: true })).toHaveCount(2, { timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
  await review(page, 'pay-after');
});

test('the other shell routes say what they are, and the portfolio link shows only with its flag', async ({
  page,
}) => {
  const seeded = await seed({ stage: 'offers' });
  await signIn(page, seeded.jwt);
  await page.goto(brandUrl(seeded.brandKey, '/exchange'));
  await expect(page.getByRole('heading', { level: 1, name: /^Exchange is not offered by / })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to payments and draws' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Portfolio' })).toHaveCount(0);
  await review(page, 'exchange');

  await page.goto(brandUrl(seeded.brandKey, '/dashboard?flags=fe-heloc-portfolio-manager:on'));
  await page.getByRole('link', { name: 'Portfolio' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your portfolio' })).toBeVisible();
  await expect(page.getByText('You have no open lines of credit yet.')).toBeVisible();
  await review(page, 'portfolio');
});
