import { expect, test } from '@playwright/test';
import { reviewPage } from '../support/hearth';
import { answerRegisterV2, submitApplication } from '../support/register';

const APPLICATION = /\/account\/heloc\/[0-9a-f-]{36}/;
const OUTCOME_TIMEOUT = { timeout: 20_000 };

test.describe('credit/social', () => {
  test('a borrower the bureau cannot find gives the SSN and reaches offers', async ({ page }) => {
    await answerRegisterV2(page, {
      firstName: 'Alex',
      lastName: 'Nomatch',
      addressQuery: '1400 Happy Path Ln',
    });
    await submitApplication(page);

    await expect(page).toHaveURL(new RegExp(`${APPLICATION.source}/credit/social$`), OUTCOME_TIMEOUT);
    await expect(
      page.getByRole('heading', { level: 1, name: 'We could not find your credit file' }),
    ).toBeVisible();
    await expect(page.getByText('It does not affect your credit score.', { exact: false })).toBeVisible();
    const ssn = page.getByRole('textbox', { name: 'Social Security number' });
    await expect(ssn).toHaveAttribute('inputmode', 'numeric');
    await expect(ssn).toHaveAttribute('autocomplete', 'off');
    await reviewPage(page, 'credit-social');

    // 666 is an area the SSA never issues: one message, in the summary and at the field, nothing sent.
    await ssn.fill('666123456');
    await expect(ssn).toHaveValue('666-12-3456');
    await page.getByRole('button', { name: 'Check my credit again' }).click();
    const summary = page.getByRole('region', { name: 'There is a problem' });
    await expect(summary).toBeVisible();
    await expect(
      summary.getByRole('link', { name: 'Please enter a valid Social Security number' }),
    ).toBeVisible();
    await expect(ssn).toHaveAttribute('aria-invalid', 'true');
    await reviewPage(page, 'credit-social-error');

    await page.getByRole('button', { name: 'Hide Social Security number' }).click();
    await expect(page.getByRole('button', { name: 'Show Social Security number' })).toBeVisible();
    await ssn.fill('');
    await ssn.pressSequentially('123456789');
    await expect(ssn).toHaveValue('123-45-6789');
    expect(await ssn.evaluate((el) => getComputedStyle(el).getPropertyValue('-webkit-text-security'))).toBe(
      'disc',
    );
    await reviewPage(page, 'credit-social-masked');
    await page.getByRole('button', { name: 'Check my credit again' }).click();

    await expect(page).toHaveURL(new RegExp(`${APPLICATION.source}/product/select$`), OUTCOME_TIMEOUT);
    await expect(page.getByRole('heading', { level: 1, name: 'Choose your offer' })).toBeVisible();
    // The number never comes back to the browser's storage.
    const stored = await page.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage }));
    expect(stored).not.toMatch(/123-?45-?6789/);
  });
});
