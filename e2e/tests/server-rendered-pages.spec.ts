import { QUERY_STATE_BLOCK_ID } from '@hearth/domain/server-render';
import { expect, type Page, test } from '@playwright/test';
import { h1, WAIT } from '../support/after-offer';
import { type JourneyStage, openApplication, seed } from '../support/seed';

/** Everything the browser reported as going wrong on the page: a hydration mismatch is a console error. */
function problemsOf(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

// Decision 0268: a borrower who reloads an application page, or opens it from a link, gets it rendered on the server
// with their data (the page-session cookie), and the app takes it over without rendering it again.
test.describe('application pages rendered with their data', () => {
  const pages: { stage: JourneyStage; path: string; heading: string; text: RegExp }[] = [
    {
      stage: 'offers',
      path: 'product/select',
      heading: 'Choose your offer',
      text: /pre.qualified for up to\s+\$/,
    },
    { stage: 'funded', path: 'complete', heading: 'Your line of credit is open', text: /Available credit/ },
  ];
  for (const { stage, path, heading, text } of pages) {
    test(`${path} arrives with its figures and hydrates without an error`, async ({ page }) => {
      const problems = problemsOf(page);
      const seeded = await seed({ stage });
      const reads: string[] = [];
      page.on('request', (request) => reads.push(new URL(request.url()).pathname));
      // The site banners are read once the app runs on the page: by then it has made its first reads.
      const appRunning = page.waitForRequest(/\/cdn\/banners\//, WAIT);
      const response = await openApplication(page, seeded, path);
      const html = (await response?.text()) ?? '';
      // The figures are in the page the server sent, before any script ran.
      expect(html).toContain(`id="${QUERY_STATE_BLOCK_ID}"`);
      expect(html).toContain(heading);
      expect(html.replace(/<[^>]+>/g, ' ')).toMatch(text);
      await expect(h1(page, heading)).toBeVisible(WAIT);
      // The app took the answers into its cache (and out of the page), and did not read the application again.
      await expect(page.locator(`#${QUERY_STATE_BLOCK_ID}`)).toHaveCount(0, WAIT);
      await appRunning;
      expect(reads.filter((read) => read.endsWith(`/application/heloc/${seeded.uuid}`))).toEqual([]);
      // The app is running: a link moves within it.
      await page.getByRole('link', { name: 'Privacy Policy' }).first().click();
      await expect(page).toHaveURL(/\/legal\/privacy|\/privacy/, WAIT);
      expect(problems).toEqual([]);
    });
  }
});
