import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { acceptJourneyDisclosures, waitForStatus } from '../../apps/api/src/test/journey/steps';
import { answerIdentityQuestions, connectPayroll, h1, onPage, WAIT } from '../support/after-offer';
import { http, openApplication, seed } from '../support/seed';

// Issue 10, part 1 to the end: from a selected offer through the hard pull, income, identity and the final
// decision, by visible labels (decisions 0150-0154). Each test starts at the page before the one it is about.
test.describe('after the offer: income, identity and the final offer', () => {
  test('the prime borrower verifies income and identity, then accepts the final offer', async ({ page }) => {
    await openApplication(page, await seed({ stage: 'income' }), 'income/review');
    await connectPayroll(page);
    await answerIdentityQuestions(page);

    await onPage(page, 'signing/intro');
    await expect(h1(page, 'Your final offer')).toBeVisible();
    // The final offer's figures, under the offers page's labels (the progress panel repeats some of them).
    const figures = page.locator('.app-page dl.facts');
    for (const label of [
      'Credit line',
      'Initial draw',
      'APR',
      'APR with autopay',
      'Estimated monthly payment',
    ])
      await expect(figures.getByText(label, { exact: true })).toBeVisible();
    await expect(page.getByText(/\(\$150,000 a year\)/)).toBeVisible();
    await expect(page.getByRole('region', { name: 'What changed from your first offer' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Accept your final offer' }).click();
    await expect(h1(page, 'You accepted your final offer')).toBeVisible(WAIT);
    await expect(page.getByText(/You confirm the loans on your home/)).toBeVisible();
  });

  test('a lower verified income revises the offer, says why, and the revised choice is the final offer', async ({
    page,
  }) => {
    // Payroll verified 60% of the stated income; the identity answers bring the final decision.
    const seeded = await seed({ stage: 'identity', persona: { firstName: 'Lowincome' } });
    await openApplication(page, seeded, 'identity');
    await answerIdentityQuestions(page);

    await onPage(page, 'product/select');
    await expect(h1(page, 'Choose your revised offer')).toBeVisible();
    const changes = page.getByRole('region', { name: 'Your offer has changed' });
    await expect(changes).toContainText('Annual income: $150,000 → $90,000');
    await expect(changes).toContainText('Your verified income is $90,000 a year');
    await page.getByRole('link', { name: 'Select this offer' }).first().click();
    await page.getByRole('button', { name: 'Confirm and continue' }).click();
    await onPage(page, 'signing/intro');
    await expect(h1(page, 'Your final offer')).toBeVisible();
    await expect(page.getByRole('region', { name: 'What changed from your first offer' })).toBeVisible();
    await expect(page.getByText(/\(\$90,000 a year\)/)).toBeVisible();
  });

  test('an employer unknown to payroll is asked directly; pay stubs are another way', async ({ page }) => {
    const seeded = await seed({ stage: 'income', persona: { firstName: 'Unverifiable' } });
    await openApplication(page, seeded, 'income/review');
    await connectPayroll(page);
    await onPage(page, 'income/employer-verification');
    await expect(h1(page, 'Let us ask your employer')).toBeVisible();
    await page.getByRole('button', { name: 'Ask my employer' }).click();
    await expect(page.getByRole('region', { name: 'There is a problem' })).toBeVisible();
    await page.getByLabel('Employer name').fill('Nowhere Logistics');
    await page.getByLabel('HR or payroll phone').fill('4155550100');
    await page.getByRole('button', { name: 'Ask my employer' }).click();
    // Nobody could confirm it: error/income says so and offers another way.
    await onPage(page, 'error/income');
    await expect(h1(page, 'We could not verify your income')).toBeVisible();
    await page.getByRole('button', { name: 'Try another way' }).click();
    await onPage(page, 'income/review');
    await page.getByRole('link', { name: 'Upload pay stubs' }).click();
    await expect(h1(page, 'Upload your pay stubs')).toBeVisible();
    const stub = join(tmpdir(), 'hearth-paystub.pdf');
    writeFileSync(stub, '%PDF-1.7\n1 0 obj << >> endobj\n%%EOF\n');
    await page.getByLabel('Most recent pay stub').setInputFiles(stub);
    await page.getByRole('button', { name: 'Upload and continue' }).click();
    await expect(page.getByRole('region', { name: 'There is a problem' })).toContainText(
      'The pay stub before it',
    );
    await page.getByLabel('The pay stub before it').setInputFiles(stub);
    await page.getByRole('button', { name: 'Upload and continue' }).click();
    // The sandbox document review cannot verify this persona either: back to error/income.
    await onPage(page, 'error/income');
  });

  test('a failed identity check says what to do next; a hard freeze reaches its page', async ({ page }) => {
    await openApplication(
      page,
      await seed({ stage: 'identity', persona: { firstName: 'Idfail' } }),
      'identity',
    );
    await answerIdentityQuestions(page);
    await expect(h1(page, 'We could not verify your identity')).toBeVisible(WAIT);
    await expect(page.getByText(/“ID verification failure”/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Upload ID and selfie' })).toBeVisible();

    // The soft pull found the file open; the hard pull, run once the disclosures are accepted, finds it frozen.
    const frozen = await seed({ stage: 'app-summary', persona: { lastName: 'Hardfrozen' } });
    await acceptJourneyDisclosures(http(), frozen);
    await waitForStatus(http(), frozen, 'HARD_CREDIT_LOCKED_OR_FROZEN');
    await openApplication(page, frozen);
    await onPage(page, 'credit/error');
    await expect(h1(page, 'Your credit file is frozen')).toBeVisible();
  });

  test('an underwriter review and a new delinquency each say what happens next', async ({ page }) => {
    // Payroll verified 40% of the stated income: after the identity answers, an underwriter decides.
    const seeded = await seed({ stage: 'identity', persona: { firstName: 'Verylowincome' } });
    await openApplication(page, seeded, 'identity');
    await answerIdentityQuestions(page);
    await onPage(page, 'review-app/uw');
    await expect(h1(page, 'An underwriter is reviewing your application')).toBeVisible();
    await expect(page.getByText(/one to two business days/)).toBeVisible();

    // The hard pull finds a card two months past due that the soft pull did not.
    const delinquent = await seed({ stage: 'app-summary', persona: { lastName: 'Newdelinquent' } });
    await acceptJourneyDisclosures(http(), delinquent);
    await waitForStatus(http(), delinquent, 'DELINQUENCY_REVIEW');
    await openApplication(page, delinquent);
    await onPage(page, 'review-app/delinquency');
    await expect(h1(page, 'We are reviewing your credit report')).toBeVisible();
  });
});
