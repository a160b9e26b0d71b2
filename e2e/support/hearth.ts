import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, expect, type Page } from '@playwright/test';

const SCREENSHOT_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', 'artifacts', 'screenshots');

export function port(): number {
  const value = process.env.HEARTH_E2E_PORT;
  if (!value) throw new Error('HEARTH_E2E_PORT is not set: global-setup did not start the server');
  return Number(value);
}

/** A brand is reached at <brandKey>.localhost:<port>; the main brand at localhost:<port>. */
export function brandUrl(brandKey: string | null, path = '/'): string {
  const host = brandKey ? `${brandKey}.localhost` : 'localhost';
  return `http://${host}:${port()}${path}`;
}

/** Every page a test visits must have no WCAG 2.1 AA violations. */
export async function expectAccessible(page: Page): Promise<void> {
  // Legacy mode runs axe in the page itself instead of gathering the frames' results in a new blank page (Hearth's
  // pages have no cross-origin frames), and only violations are detailed: half the time of a review, same checks.
  // `options` replaces what `withTags` set, so it comes first.
  const results = await new AxeBuilder({ page })
    .options({ resultTypes: ['violations'] })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .setLegacyMode(true)
    .analyze();
  const summary = results.violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
  );
  expect(summary, `axe-core violations on ${page.url()}`).toEqual([]);
}

/** A page that scrolls sideways on a phone looks broken, even when it works. */
export async function expectNoHorizontalOverflow(page: Page): Promise<void> {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(
    scrollWidth,
    `page is wider than the ${innerWidth} px viewport on ${page.url()}`,
  ).toBeLessThanOrEqual(innerWidth);
}

/**
 * Checks accessibility and layout at the two widths the team reviews (375 px phone, 1280 px desktop) and keeps a
 * full-page screenshot at each (tests/pages.spec.ts reviews every page this way; the journeys assert behaviour).
 */
export async function reviewPage(page: Page, name: string): Promise<void> {
  // The journey bench (bench/journey.ts) times the borrower's path alone.
  if (process.env.HEARTH_BENCH_JOURNEY === '1') return;
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const original = page.viewportSize() ?? { width: 1280, height: 800 };
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await expectAccessible(page);
    await expectNoHorizontalOverflow(page);
    // Sticky bars are drawn where the viewport is: from the top, the full-page image shows them in place.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: join(SCREENSHOT_DIR, `${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize(original);
}

let counter = 0;
export function uniqueEmail(prefix = 'borrower'): string {
  counter += 1;
  return `${prefix}.${Date.now()}.${counter}@example.com`;
}

export const STRONG_PASSWORD = 'Hearth!Secure2026';

/** Registers a borrower through the real API, as the register flow does. */
export async function registerBorrower(
  request: APIRequestContext,
  options: { orgCode?: string; email?: string } = {},
): Promise<{ email: string; password: string; jwt: string }> {
  const email = options.email ?? uniqueEmail();
  const query = options.orgCode ? `?organization=${encodeURIComponent(options.orgCode)}` : '';
  const response = await request.post(brandUrl(null, `/identity/api/v1/registration/register${query}`), {
    data: { email, password: STRONG_PASSWORD, phoneNumber: '(415) 555-0134' },
  });
  expect(response.status(), await response.text()).toBe(200);
  const body = (await response.json()) as { jwt: string };
  return { email, password: STRONG_PASSWORD, jwt: body.jwt };
}
