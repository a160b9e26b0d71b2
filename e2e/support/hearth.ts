import { randomUUID } from 'node:crypto';
import { mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { REGISTRATION_CONSENT_PATH, registrationSampleUrl } from '@hearth/domain/electronic-consent';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { sampleCodeOf } from '../../apps/api/src/test/journey/e-sign-sample';

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

/** axe-core's browser build, put into a page once per document (tests/pages.spec.ts reviews several states of it). */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

interface AxeViolation {
  id: string;
  help: string;
  nodes: { target: string[] }[];
}

/** Every page a test visits must have no WCAG 2.1 AA violations. */
export async function expectAccessible(page: Page): Promise<void> {
  // axe-core runs in the page itself (Hearth's pages have no frames) and is injected only when the document does not
  // have it yet: a page's second width and its later states reuse it, which is a third of a review's time. Only
  // violations are detailed. The checks are those of the WCAG 2.1 A and AA tags, as before.
  const injected = await page.evaluate(() => 'axe' in window);
  if (!injected) await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async (tags) => {
    const { axe } = window as unknown as {
      axe: { run: (context: Document, options: object) => Promise<{ violations: AxeViolation[] }> };
    };
    const results = await axe.run(document, {
      runOnly: { type: 'tag', values: tags },
      resultTypes: ['violations'],
      iframes: false,
    });
    return results.violations.map((v) => ({
      id: v.id,
      help: v.help,
      nodes: v.nodes.map((n) => ({ target: n.target })),
    }));
  }, WCAG_21_AA);
  const summary = violations.map(
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
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const original = page.viewportSize() ?? { width: 1280, height: 800 };
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await expectAccessible(page);
    await expectNoHorizontalOverflow(page);
    // Sticky bars are drawn where the viewport is: from the top, the full-page image shows them in place.
    if (process.env.E2E_SCREENSHOTS === 'off') continue;
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

/**
 * The consent to electronic communications as the register page sends it once the borrower typed the sample's code
 * (decisions 0200, 0210): the consent served, its sample PDF opened with a fresh nonce and the code read from it.
 */
async function registrationConsent(request: APIRequestContext, orgCode: string) {
  const consent = await request.get(brandUrl(null, `${REGISTRATION_CONSENT_PATH}?organization=${orgCode}`));
  expect(consent.status(), await consent.text()).toBe(200);
  const { version, sha256 } = (await consent.json()) as { version: string; sha256: string };
  const nonce = randomUUID();
  const sample = await request.get(brandUrl(null, registrationSampleUrl(nonce, orgCode)));
  expect(sample.status()).toBe(200);
  return { version, sha256, demonstration: { nonce, code: sampleCodeOf(await sample.body()) } };
}

/**
 * Registers a borrower through the real API, as the register flow does; with `eSignConsent`, consenting to
 * electronic communications with the sample's code (notices are then emailed, not mailed).
 */
export async function registerBorrower(
  request: APIRequestContext,
  options: { orgCode?: string; email?: string; eSignConsent?: boolean } = {},
): Promise<{ email: string; password: string; jwt: string }> {
  const email = options.email ?? uniqueEmail();
  const query = options.orgCode ? `?organization=${encodeURIComponent(options.orgCode)}` : '';
  const eSignConsent = options.eSignConsent
    ? await registrationConsent(request, options.orgCode ?? 'HEARTH')
    : undefined;
  const response = await request.post(brandUrl(null, `/identity/api/v1/registration/register${query}`), {
    data: {
      email,
      password: STRONG_PASSWORD,
      phoneNumber: '(415) 555-0134',
      ...(eSignConsent ? { eSignConsent } : {}),
    },
  });
  expect(response.status(), await response.text()).toBe(200);
  const body = (await response.json()) as { jwt: string };
  return { email, password: STRONG_PASSWORD, jwt: body.jwt };
}
