import { expect, type Page, test } from '@playwright/test';
import { WAIT } from '../support/after-offer';
import { brandUrl } from '../support/hearth';

// Sandbox entry links (docs/sandbox-personas.md, "Offer codes, referrals and affiliate links").
const SAM_ORTIZ = '6f1a2b3c-0002-4000-8000-000000000002';
const PROPERTY_HEADING = 'Tell us about the home you want to borrow against';
const LICENSED_STATE_MESSAGE =
  'We are unable to process your application at this time. Please reach out to your referring loan officer for additional information.';

/** The first question, shown once the entry link's lookups (offer code, loan officer) have answered. */
async function onPropertyQuestion(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: PROPERTY_HEADING })).toBeVisible(WAIT);
}

test.describe('register entry routes', () => {
  test('a direct-mail offer code fills in the letter and starts the application', async ({ page }) => {
    await page.goto(brandUrl(null, '/account/heloc/register-v2/offer'));
    await expect(page.getByRole('heading', { level: 1, name: 'Enter your offer code' })).toBeVisible();
    await page.getByLabel('Offer code').fill('EXPIRED25');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('link', { name: /could not find that offer code/ })).toBeVisible();

    await page.getByLabel('Offer code').fill('happy2026');
    await page.getByRole('button', { name: 'Continue' }).click();
    await onPropertyQuestion(page);
    await expect(page).toHaveURL(/register-v2\?offerCode=HAPPY2026$/);
    const notice = page.getByRole('region', { name: 'Your offer code HAPPY2026' });
    await expect(notice).toContainText("We've filled in your name and property address");
    await expect(page.getByRole('combobox', { name: 'Property address' })).toHaveValue(
      '1400 Happy Path Ln, Sacramento, CA 95814',
    );

    // The letter's name is waiting on the name question.
    await page.getByRole('radio', { name: 'Primary residence' }).check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('radio', { name: 'Yes' }).check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('radio', { name: 'No' }).check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('radio', { name: 'Full-time' }).check();
    await page.getByLabel('Annual income before taxes').fill('150000');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'What is your legal name?' })).toBeVisible();
    await expect(page.getByLabel('First name')).toHaveValue('Alex');
    await expect(page.getByLabel('Last name')).toHaveValue('Prime');
  });

  test('a loan officer referral shows the loan-originator card on the register pages', async ({ page }) => {
    await page.goto(brandUrl('summitcu', `/account/heloc/register-v2?referrerId=${SAM_ORTIZ}`));
    await onPropertyQuestion(page);
    const card = page.getByRole('complementary', { name: 'Your loan officer' });
    await expect(card).toContainText('Sam Ortiz');
    await expect(card).toContainText('Ortiz Mortgage Brokers');
    await expect(card).toContainText('NMLS ID 1000002');
    await expect(card).toContainText('Licensed to lend in CA, CO');
    await expect(card.getByRole('link', { name: /sam\.ortiz@loans\.example/ })).toHaveAttribute(
      'href',
      'mailto:sam.ortiz@loans.example',
    );
  });

  test("a property outside the loan officer's licensed states is blocked with the spec message", async ({
    page,
  }) => {
    await page.goto(brandUrl(null, `/account/heloc/register-v2?referrerId=${SAM_ORTIZ}`));
    await onPropertyQuestion(page);
    await page.getByRole('button', { name: "I can't find my address, enter it manually" }).click();
    await page.getByLabel('Street address').fill('910 Second Lien Rd');
    await page.getByLabel('City').fill('Charlotte');
    await page.getByLabel('State').selectOption('NC');
    await page.getByLabel('ZIP code').fill('28202');
    await page.getByRole('radio', { name: 'Primary residence' }).check();
    await page.getByRole('button', { name: 'Continue' }).click();

    const dialog = page.getByRole('dialog', { name: "We can't continue with this property" });
    await expect(dialog).toContainText(LICENSED_STATE_MESSAGE);
    await expect(dialog.getByRole('link', { name: 'sam.ortiz@loans.example' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await onPropertyQuestion(page);
  });
});
