import { mkdirSync, readFileSync } from 'node:fs';
import { LAR_FIELD_COUNT, TRANSMITTAL_FIELD_COUNT, uliLoanIdOf } from '@hearth/domain/hmda-lar';
import { totpCode } from '@hearth/domain/totp';
import { expect, test } from '@playwright/test';
import { WAIT } from '../support/after-offer';
import {
  brandUrl,
  expectAccessible,
  expectNoHorizontalOverflow,
  STRONG_PASSWORD,
  uniqueEmail,
} from '../support/hearth';
import { http, seed } from '../support/seed';

// The console's reports (issue 24 item 7, decisions 0240 and 0241): an admin reads the funnel and downloads the
// seeded year's HMDA register after its FFIEC edit check, by visible labels; axe-core and screenshots at 1280 and
// 375 px.
const SHOTS = process.env.HEARTH_CONSOLE_SHOTS ?? '/tmp/shots/console';

test('an admin opens the reports, checks the HMDA register of the year and downloads it', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const funded = await seed({ stage: 'funded' });
  const email = uniqueEmail('reports-admin');
  const made = await http().request('POST', '/sandbox/console/staff', {
    body: {
      email,
      name: 'Riley Admin',
      role: 'ADMIN',
      password: STRONG_PASSWORD,
      organizationCode: 'HEARTH',
    },
  });
  expect(made.status, made.text).toBe(201);
  const secret = made.json<{ totpSecret: string }>().totpSecret;

  await page.goto(brandUrl(null, '/console/sign-in'));
  await page.getByLabel('Work email').fill(email);
  await page.getByLabel('Password').fill(STRONG_PASSWORD);
  await page.getByLabel('One-time code').fill(await totpCode(secret));
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Reports' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible(WAIT);

  // The seeded line was funded today: the funnel's last stage and the pull-through count it.
  const funnel = page.getByRole('list', { name: 'Funnel, from a visit to a funded line' });
  await expect(funnel.getByRole('listitem').filter({ hasText: 'Funded' })).toContainText(/[1-9]/, WAIT);
  await expect(page.getByRole('heading', { level: 2, name: 'Pull-through' })).toBeVisible();
  await expect(page.getByRole('img', { name: /^By day: registered, applied, funded/ })).toBeVisible();

  const year = String(new Date().getUTCFullYear());
  await page.getByLabel('Year').selectOption(year);
  await page.getByRole('button', { name: 'Check the register' }).click();
  await expect(page.getByText(/passe?s? the FFIEC edits|fail \d+ edit/)).toBeVisible(WAIT);

  mkdirSync(SHOTS, { recursive: true });
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await expectAccessible(page);
    await expectNoHorizontalOverflow(page);
    await page.screenshot({ path: `${SHOTS}/reports-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: `Download the ${year} register` }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(new RegExp(`-${year}-LAR\\.txt$`));
  const lines = readFileSync((await download.path()) ?? '', 'utf8')
    .trimEnd()
    .split('\n');
  expect(lines[0]?.split('|')).toHaveLength(TRANSMITTAL_FIELD_COUNT);
  expect(lines.length).toBeGreaterThan(1);
  for (const line of lines.slice(1)) expect(line.split('|')).toHaveLength(LAR_FIELD_COUNT);
  // The funded line is reported, under its ULI.
  expect(lines.some((line) => line.split('|')[2]?.includes(uliLoanIdOf(funded.uuid)))).toBe(true);
  await expect(page.getByText(`The ${year} register is downloaded.`)).toBeVisible();
});
