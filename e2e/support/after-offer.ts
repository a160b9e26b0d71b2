import { expect, type Page } from '@playwright/test';
import { openESignSample } from './e-sign';
import { answerRegisterV2, type Persona, submitApplication } from './register';

// The steps after the offer that several journeys share (issue 10 and 11), by visible labels.
export const APPLICATION = /\/account\/heloc\/[0-9a-f-]{36}/;
export const WAIT = { timeout: 20_000 };
const DECLINE = 'I do not wish to provide this information';

export const h1 = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name });
export const onPage = (page: Page, path: string) =>
  expect(page).toHaveURL(new RegExp(`${APPLICATION.source}/${path}$`), WAIT);

/**
 * Registers (at a brand's host when `brandKey` is given), takes the first offer, answers HMDA by declining, accepts
 * the disclosures: income/review. A test that starts after these pages seeds its application instead (seed.ts).
 */
export interface JourneyOptions {
  brandKey?: string;
  /** Checks made on start/app-summary (the offer's closing costs) before the journey goes on. */
  onSummary?: (page: Page) => Promise<void>;
  /** Checks made on the final offer before it is accepted (closing journeys). */
  onFinalOffer?: (page: Page) => Promise<void>;
}

export async function reachIncome(page: Page, persona: Persona, options: JourneyOptions = {}): Promise<void> {
  await page.setViewportSize({ width: 1280, height: 900 });
  await answerRegisterV2(page, persona, options.brandKey ? { brandKey: options.brandKey } : {});
  await submitApplication(page);
  await onPage(page, 'product/select');
  await page.getByRole('link', { name: 'Select this offer' }).first().click();
  await page.getByRole('button', { name: 'Confirm and continue' }).click();
  await onPage(page, 'start/app-summary');
  if (options.onSummary) await options.onSummary(page);
  await page.getByRole('link', { name: 'Answers to the demographic questions' }).click();
  for (const name of ['Ethnicity', 'Race', 'Sex'])
    await page.getByRole('group', { name, exact: true }).getByLabel(DECLINE).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await openESignSample(page);
  await page.getByRole('button', { name: 'Agree and continue' }).click();
}

/** income/review -> the link page -> the sandbox vendor's page -> back on income/pointserv-callback. */
export async function connectPayroll(page: Page): Promise<void> {
  await onPage(page, 'income/review');
  await expect(h1(page, 'Verify your income')).toBeVisible(WAIT);
  await page.getByRole('link', { name: 'Connect payroll' }).click();
  await expect(h1(page, 'Connect your payroll')).toBeVisible();
  await page.getByRole('button', { name: 'Continue to connect' }).click();
  // The vendor's own page, outside Hearth, as with a real payroll vendor.
  await expect(page).toHaveURL(/\/sandbox\/income-link\//, WAIT);
  await expect(h1(page, 'Connect your payroll')).toBeVisible();
  await page.getByRole('link', { name: 'Connect', exact: true }).click();
}

/** The identity page: three knowledge questions, the "Sandbox" answer of each. */
export async function answerIdentityQuestions(page: Page): Promise<void> {
  await onPage(page, 'identity');
  await expect(h1(page, 'Verify your identity')).toBeVisible(WAIT);
  await page.getByRole('button', { name: 'Answer questions' }).click();
  await expect(h1(page, 'Answer three questions')).toBeVisible();
  // Submitting with nothing chosen names each question.
  await page.getByRole('button', { name: 'Submit answers' }).click();
  await expect(page.getByRole('region', { name: 'There is a problem' }).getByRole('link')).toHaveCount(3);
  for (const group of await page.locator('fieldset.choice-group').all()) {
    await group.getByLabel(/Sandbox/).check();
  }
  await page.getByRole('button', { name: 'Submit answers' }).click();
}

/** The page's h1 holds focus (so a screen reader announced the new page) and the window is at the top. */
export async function expectNewPageStart(page: Page, heading: string): Promise<void> {
  const title = h1(page, heading);
  await expect(title).toBeVisible(WAIT);
  await expect(title).toBeFocused();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
}
