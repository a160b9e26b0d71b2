import { expect, test } from '@playwright/test';
import { reviewPage } from '../support/hearth';
import { type CatalogueEntry, h1, REVIEW_GROUPS, ReviewContext } from '../support/page-catalogue';
import { PAGE_ROUTES } from '../support/page-routes';

// Reviews once (issue 18 item 4): every page of the product, in each state worth seeing, is checked here and only
// here: axe-core (WCAG 2.1 AA) and no sideways scrolling at 375 and 1280 px, and full-page screenshots at both
// widths in e2e/artifacts/screenshots. The journeys assert behaviour. One test per group of pages that share one
// seeded application (e2e/support/page-catalogue.ts); the groups run side by side with the rest of the suite.

/** A review takes a few seconds on a loaded machine; a group's limit grows with its states. */
const REVIEW_MS = 20_000;

async function open(ctx: ReviewContext, entry: CatalogueEntry): Promise<void> {
  if (entry.open) await entry.open(ctx);
  else if (entry.path) await ctx.goto(entry.path, entry.as);
  else throw new Error(`${entry.route}: the catalogue gives neither a path nor a way to open it`);
  const page = entry.as === 'signer' ? ctx.signer : ctx.page;
  await expect(h1(page, entry.heading).first()).toBeVisible({ timeout: 30_000 });
}

for (const group of REVIEW_GROUPS) {
  test(group.title, async ({ page, browser }) => {
    const states = group.entries.reduce((count, entry) => count + entry.states.length, 0);
    test.setTimeout(120_000 + REVIEW_MS * states);
    await page.setViewportSize({ width: 1280, height: 900 });
    const ctx = new ReviewContext(page, browser, group.brandKey ?? null);
    try {
      if (group.setup) await test.step('setup', () => group.setup?.(ctx) ?? Promise.resolve());
      for (const entry of group.entries) {
        await test.step(entry.route, async () => {
          await open(ctx, entry);
          const shown = entry.as === 'signer' ? ctx.signer : ctx.page;
          for (const state of entry.states) {
            await state.prepare?.(ctx);
            await reviewPage(shown, state.name);
          }
        });
      }
      // A page that throws or logs an error (a hydration mismatch among them) fails its group (issue 19 item 9).
      expect(ctx.browserErrors, 'page errors and console errors in the browsers').toEqual([]);
    } finally {
      await ctx.close();
    }
  });
}

test('the catalogue reviews every page route, and each screenshot name once', () => {
  const reviewed = new Set(REVIEW_GROUPS.flatMap((group) => group.entries.map((entry) => entry.route)));
  expect(
    PAGE_ROUTES.filter((route) => !reviewed.has(route)),
    'page routes no group of e2e/support/page-catalogue.ts reviews',
  ).toEqual([]);
  const names = REVIEW_GROUPS.flatMap((group) =>
    group.entries.flatMap((entry) => entry.states.map((state) => state.name)),
  );
  expect(
    names.filter((name, index) => names.indexOf(name) !== index),
    'screenshot names used twice',
  ).toEqual([]);
});
