#!/usr/bin/env node
// Before/after screenshots for design reviews (issue 8): register-v2's first page, offers, the application
// summary and the dashboard, at 375 px and 1280 px, for two brands. It drives a running Hearth server with the
// system Chromium through playwright-core, registering the "Alex Prime" sandbox persona on each brand.
//
//   node scripts/screenshots.mjs --port 8391 --out docs/artifacts/issue-8/after [--brands hearth,summitcu]
//
// The main brand is "hearth" (reached at localhost); any other key is reached at <key>.localhost.
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '8391' },
    out: { type: 'string' },
    brands: { type: 'string', default: 'hearth,summitcu' },
  },
});
if (!values.out) throw new Error('--out <folder> is required');
const outDir = resolve(values.out);
mkdirSync(outDir, { recursive: true });

const WIDTHS = [375, 1280];
const PASSWORD = 'Hearth!Secure2026';

function url(brandKey, path) {
  const host = brandKey === 'hearth' ? 'localhost' : `${brandKey}.localhost`;
  return `http://${host}:${values.port}${path}`;
}

async function shoot(page, brandKey, name) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: width < 600 ? 812 : 900 });
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForTimeout(250);
    const file = join(outDir, `${brandKey}-${name}-${width}.png`);
    await page.screenshot({ path: file, fullPage: true });
    console.info(file);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** Waits for the page to settle; pages that poll never reach network idle, so this gives up after 5 s. */
async function settle(page) {
  await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => {});
  await page.waitForTimeout(300);
}

async function heading(page) {
  const h1 = page.getByRole('heading', { level: 1 });
  await h1.first().waitFor();
  return (await h1.first().innerText()).trim();
}

async function register(page, brandKey) {
  const email = `alex.prime.${Date.now()}@example.com`;
  await page.goto(url(brandKey, '/account/heloc/register-v2'));
  await page.getByRole('combobox', { name: 'Property address' }).waitFor();
  await settle(page);
  await shoot(page, brandKey, 'register-first-page');

  await page.getByRole('combobox', { name: 'Property address' }).fill('1400 Happy Path Ln');
  await page.getByRole('option').first().click();
  await page.getByRole('radio', { name: 'Primary residence' }).check();
  const answers = {
    'Is the property your home address?': async () => page.getByRole('radio', { name: 'Yes' }).check(),
    'Is the property listed for sale?': async () => page.getByRole('radio', { name: 'No' }).check(),
    'What is your annual income?': async () => {
      await page.getByRole('radio', { name: 'Full-time' }).check();
      await page.getByLabel('Annual income before taxes').fill('150000');
    },
    'What is your legal name?': async () => {
      await page.getByLabel('First name').fill('Alex');
      await page.getByLabel('Last name').fill('Prime');
    },
    'What is your date of birth?': async () => {
      await page.getByLabel('Month').fill('04');
      await page.getByLabel('Day').fill('12');
      await page.getByLabel('Year').fill('1980');
    },
    'How can we contact you?': async () => {
      await page.getByLabel('Email address').fill(email);
      await page.getByLabel('Mobile phone number').fill('4155550134');
    },
    'Create a password': async () => {
      await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
      await page.getByLabel('Confirm password').fill(PASSWORD);
      await page.getByRole('checkbox', { name: /I agree to the/ }).check();
      await page.getByRole('checkbox', { name: /communications electronically/ }).check();
    },
  };
  let previous = 'Tell us about the home you want to borrow against';
  await page.getByRole('button', { name: 'Continue' }).click();
  for (let i = 0; i < 12; i++) {
    await page.waitForFunction(
      (before) => document.querySelector('h1')?.textContent?.trim() !== before,
      previous,
    );
    const current = await heading(page);
    if (current === 'Check your answers before you apply') break;
    const answer = answers[current];
    if (!answer) throw new Error(`unexpected register page: ${current}`);
    await answer();
    previous = current;
    await page.getByRole('button', { name: 'Continue' }).click();
  }
  await page.getByRole('button', { name: 'Submit application' }).click();
  await page.waitForURL(/\/product\/select$/, { timeout: 90_000 }).catch(async (error) => {
    console.error(
      `no offers: still on ${page.url()}: ${await page.locator('body').innerText()}`.slice(0, 3000),
    );
    throw error;
  });
  await page.getByRole('link', { name: 'Select this offer' }).first().waitFor();
  await settle(page);
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
});
try {
  for (const brandKey of values.brands.split(',')) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await register(page, brandKey);
    await shoot(page, brandKey, 'offers');

    const applicationId = new URL(page.url()).pathname.split('/')[3];
    await page.getByRole('link', { name: 'Select this offer' }).first().click();
    await page.getByRole('button', { name: 'Confirm and continue' }).click();
    await page.waitForURL((u) => !u.pathname.includes('/product/'), { timeout: 30_000 });
    await page.goto(url(brandKey, `/account/heloc/${applicationId}/start/app-summary`));
    await heading(page);
    await settle(page);
    await shoot(page, brandKey, 'app-summary');

    await page.goto(url(brandKey, '/dashboard'));
    await heading(page);
    await settle(page);
    await shoot(page, brandKey, 'dashboard');
    await context.close();
  }
} finally {
  await browser.close();
}
