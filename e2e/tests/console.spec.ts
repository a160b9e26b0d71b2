import { mkdirSync } from 'node:fs';
import { CONDITIONS_API_PATHS } from '@hearth/domain/identity-verification';
import { totpCode } from '@hearth/domain/totp';
import { expect, type Page, test } from '@playwright/test';
import {
  acceptJourneyDisclosures,
  answerJourneyIdentity,
  endJourneyRescission,
  waitForStatus,
} from '../../apps/api/src/test/journey/steps';
import { h1, WAIT } from '../support/after-offer';
import {
  brandUrl,
  expectAccessible,
  expectNoHorizontalOverflow,
  STRONG_PASSWORD,
  uniqueEmail,
} from '../support/hearth';
import { http, openApplication, seed } from '../support/seed';

// The lender's console (issue 24, decisions 0228-0231), by visible labels: staff sign in with a password and the
// one-time code the test computes from the seeded secret, as an authenticator app would.
const SHOTS = process.env.HEARTH_CONSOLE_SHOTS ?? '/tmp/shots/console';
const SLOW = { timeout: 60_000 };

async function newStaff(role: 'UNDERWRITER' | 'PROCESSOR' | 'ADMIN') {
  const email = uniqueEmail(role.toLowerCase());
  const res = await http().request('POST', '/sandbox/console/staff', {
    body: {
      email,
      name: `Jordan ${role.charAt(0)}${role.slice(1).toLowerCase()}`,
      role,
      password: STRONG_PASSWORD,
      organizationCode: 'HEARTH',
    },
  });
  expect(res.status, res.text).toBe(201);
  return { email, secret: res.json<{ totpSecret: string }>().totpSecret };
}

async function signInToConsole(page: Page, staff: { email: string; secret: string }) {
  await page.goto(brandUrl(null, '/console/sign-in'));
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in to the lender console' })).toBeVisible(
    WAIT,
  );
  await page.getByLabel('Work email').fill(staff.email);
  await page.getByLabel('Password').fill(STRONG_PASSWORD);
  await page.getByLabel('One-time code').fill(await totpCode(staff.secret));
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Queue' })).toBeVisible(SLOW);
}

async function shot(page: Page, name: string, widths: number[] = [1280]) {
  mkdirSync(SHOTS, { recursive: true });
  for (const width of widths) {
    await page.setViewportSize({ width, height: 900 });
    await expectAccessible(page);
    await expectNoHorizontalOverflow(page);
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test.describe('the lender console', () => {
  test('an underwriter signs in with a one-time code, declines a file held for review with reasons, and the borrower sees the decline and the notice', async ({
    page,
    browser,
  }) => {
    test.setTimeout(180_000);
    // Verified income under half the stated income: the final decision sends the file to an underwriter.
    const seeded = await seed({ stage: 'identity', persona: { firstName: 'Verylowincome' } });
    await answerJourneyIdentity(http(), seeded);
    await waitForStatus(http(), seeded, 'UNDERWRITING_REVIEW', 60_000);

    const underwriter = await newStaff('UNDERWRITER');
    await signInToConsole(page, underwriter);
    await page.getByRole('button', { name: /^Waiting on us/ }).click();
    const row = page
      .getByRole('row')
      .filter({ hasText: 'UNDERWRITING_REVIEW' })
      .filter({ hasText: 'Verylowincome' });
    await expect(row.first()).toBeVisible(WAIT);
    await shot(page, 'queue', [375, 1280]);
    await page.goto(brandUrl(null, `/console/applications/${seeded.uuid}`));
    await expect(page.getByRole('heading', { level: 2, name: 'Decide this review' })).toBeVisible(WAIT);
    await shot(page, 'application-review');
    await page.getByLabel('Decline').check();
    await page.getByLabel('Income insufficient for amount of credit requested').check();
    await page.getByLabel('Note for the file').fill('Verified income does not support the line requested.');
    await page.getByRole('button', { name: 'Record decision' }).click();
    // The file reads again: declined, with the reason the notice states (the decision form is gone with the review).
    await expect(page.getByRole('heading', { level: 2, name: 'Decide this review' })).toHaveCount(0, WAIT);
    await expect(
      page.getByRole('definition').filter({ hasText: 'Income insufficient for amount of credit requested' }),
    ).toBeVisible(WAIT);

    // The borrower's own page: the decline, its reason and the notice of action taken.
    const borrowerContext = await browser.newContext();
    const borrower = await borrowerContext.newPage();
    await openApplication(borrower, { ...seeded, brandKey: null });
    await expect(borrower).toHaveURL(/\/error\/decline$/, SLOW);
    await expect(h1(borrower, 'We are unable to offer you a line of credit')).toBeVisible(WAIT);
    await expect(borrower.getByRole('heading', { level: 2, name: 'Notice of action taken' })).toBeVisible(
      SLOW,
    );
    await expect(
      borrower
        .getByRole('listitem')
        .filter({ hasText: 'Income insufficient for amount of credit requested' }),
    ).toBeVisible();
    await borrowerContext.close();
  });

  test('an underwriter approves a delinquency review, which has no counter-offer, and the file moves on to income (decision 0253)', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    // The hard pull finds a card two months past due that the soft pull did not: review-app/delinquency.
    const seeded = await seed({ stage: 'app-summary', persona: { lastName: 'Newdelinquent' } });
    await acceptJourneyDisclosures(http(), seeded);
    await waitForStatus(http(), seeded, 'DELINQUENCY_REVIEW', 60_000);

    await signInToConsole(page, await newStaff('UNDERWRITER'));
    await page.goto(brandUrl(null, `/console/applications/${seeded.uuid}`));
    await expect(page.getByRole('heading', { level: 2, name: 'Decide this review' })).toBeVisible(WAIT);
    await expect(page.getByText('Held for: Delinquency review.')).toBeVisible();
    const decision = page.getByRole('group', { name: 'Decision' });
    await expect(decision.getByRole('radio')).toHaveCount(2);
    await expect(decision.getByLabel('Counter-offer a smaller line')).toHaveCount(0);
    await shot(page, 'application-delinquency-review', [375, 1280]);
    await decision.getByLabel(/^Approve: the delinquency is explained/).check();
    await page.getByLabel('Note for the file').fill('Paid in full last month; statement on file.');
    await page.getByRole('button', { name: 'Record decision' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Decide this review' })).toHaveCount(0, WAIT);
    await waitForStatus(http(), seeded, 'INCOME_VERIFICATION', 30_000);
  });

  test('a processor prepares a held file for funding and cannot approve it; a second underwriter approves it', async ({
    page,
  }) => {
    test.setTimeout(240_000);
    const seeded = await seed({ stage: 'rescission' });
    // A task left open holds the funding for a person (decision 0178).
    const opened = await http().request('POST', CONDITIONS_API_PATHS.sandboxOpen(seeded.uuid), {
      body: {
        category: 'GENERIC_DOCUMENT_REQUEST',
        commentsToBorrower: 'Your most recent mortgage statement',
      },
    });
    expect(opened.status, opened.text).toBe(201);
    await endJourneyRescission(http(), seeded, 5);
    await waitForStatus(http(), seeded, 'FUNDING_DECISION', 60_000);

    const processor = await newStaff('PROCESSOR');
    await signInToConsole(page, processor);
    await page.goto(brandUrl(null, `/console/applications/${seeded.uuid}`));
    await expect(page.getByRole('heading', { level: 2, name: 'Funding approval' })).toBeVisible(WAIT);
    await page.getByLabel('What you checked').fill('Deed recorded, account verified, statement on file.');
    await page.getByRole('button', { name: 'Prepare for funding' }).click();
    await expect(page.getByText(/^Prepared by /)).toBeVisible(WAIT);
    await page.getByLabel('Approval note').fill('Looks right to me.');
    await page.getByRole('button', { name: 'Approve funding' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'Your role cannot do this. Ask an underwriter or an admin to take this step.',
      WAIT,
    );
    await shot(page, 'application-funding');
    await page.getByRole('button', { name: 'Sign out' }).click();

    const second = await newStaff('UNDERWRITER');
    await signInToConsole(page, second);
    await page.goto(brandUrl(null, `/console/applications/${seeded.uuid}`));
    await page.getByLabel('Approval note').fill('Second review done.');
    await page.getByRole('button', { name: 'Approve funding' }).click();
    // Approved, the file moves on: its status is no longer FUNDING_DECISION and the approval form is gone.
    await expect(page.getByRole('heading', { level: 2, name: 'Funding approval' })).toHaveCount(0, SLOW);
    await expect(
      page.getByRole('heading', { level: 1 }).locator('xpath=following-sibling::p[1]'),
    ).not.toContainText('FUNDING_DECISION');
  });

  test('an admin reads the audit log and the staff list; both pass axe-core', async ({ page }) => {
    const admin = await newStaff('ADMIN');
    await signInToConsole(page, admin);
    await page.getByRole('link', { name: 'Audit log' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible(WAIT);
    await expect(page.getByRole('cell', { name: 'Signed in' }).first()).toBeVisible(WAIT);
    await shot(page, 'audit');
    await page.getByRole('link', { name: 'Staff' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Staff' })).toBeVisible(WAIT);
    await shot(page, 'staff');
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(h1(page, 'Sign in to the lender console')).toBeVisible(WAIT);
    await shot(page, 'sign-in', [375, 1280]);
  });
});
