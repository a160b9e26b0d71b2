import { expect, test } from '@playwright/test';
import { APPLICATION, WAIT } from '../support/after-offer';
import { applyAs, openStopped } from '../support/apply';

test.describe('credit/social', () => {
  test('a borrower the bureau cannot find gives the SSN and reaches offers', async ({ page }) => {
    // The bureau found no file for the register's answers: the step router asks for the number.
    await openStopped(page, await applyAs({ lastName: 'Nomatch' }, 'CREDIT_NO_MATCH'));
    await expect(page).toHaveURL(new RegExp(`${APPLICATION.source}/credit/social$`), WAIT);
    await expect(
      page.getByRole('heading', { level: 1, name: 'We could not find your credit file' }),
    ).toBeVisible();
    await expect(page.getByText('It does not affect your credit score.', { exact: false })).toBeVisible();
    const ssn = page.getByRole('textbox', { name: 'Social Security number' });
    await expect(ssn).toHaveAttribute('inputmode', 'numeric');
    await expect(ssn).toHaveAttribute('autocomplete', 'off');

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

    await page.getByRole('button', { name: 'Hide Social Security number' }).click();
    await expect(page.getByRole('button', { name: 'Show Social Security number' })).toBeVisible();
    await ssn.fill('');
    await ssn.pressSequentially('123456789');
    await expect(ssn).toHaveValue('123-45-6789');
    expect(await ssn.evaluate((el) => getComputedStyle(el).getPropertyValue('-webkit-text-security'))).toBe(
      'disc',
    );
    await page.getByRole('button', { name: 'Check my credit again' }).click();

    await expect(page).toHaveURL(new RegExp(`${APPLICATION.source}/product/select$`), WAIT);
    await expect(page.getByRole('heading', { level: 1, name: 'Choose your offer' })).toBeVisible();
    // The number never comes back to the browser's storage.
    const stored = await page.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage }));
    expect(stored).not.toMatch(/123-?45-?6789/);
  });
});
