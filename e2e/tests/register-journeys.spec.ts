import { SANDBOX_MAILBOX_PATH, type SandboxMailbox } from '@hearth/domain/notifications';
import { expect, type Page, test } from '@playwright/test';
import { APPLICATION, expectNewPageStart, WAIT } from '../support/after-offer';
import { brandUrl, registerBorrower } from '../support/hearth';
import {
  answerRegisterV2,
  answerSetPassword,
  PRIME,
  resumeRegisterV2,
  submitApplication,
} from '../support/register';
import { seed, signIn } from '../support/seed';

const PHONE = { width: 375, height: 740 };
const CHECK_ANSWERS = 'Check your answers before you apply';

// The full journeys from the first register page, by labels (issue 18): the other register tests open the page they
// are about with the answers already kept, and the outcomes after submit are seeded (borrower-experience.spec.ts).
test.describe('register-v2 to offers', () => {
  test('a prime borrower registers on a brand, sees offers, changes the draw and selects one', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await answerRegisterV2(page, PRIME, { brandKey: 'summitcu' });
    await submitApplication(page);

    await expect(page).toHaveURL(new RegExp(`${APPLICATION.source}/product/select$`), WAIT);
    await expect(page.getByRole('heading', { level: 1, name: 'Choose your offer' })).toBeVisible();
    // The register answers are gone once the application exists; a reload does not resurrect them.
    expect(await page.evaluate(() => window.sessionStorage.getItem('hearth.register.answers'))).toBeNull();

    const payment = page.getByText('Estimated monthly payment').locator('..');
    const before = await payment.textContent();
    // The draw field is a money field (a text box that takes "$50,000" as typed), not a number spinner.
    const draw = page.getByRole('textbox', { name: /initial draw/i });
    await draw.fill('50000');
    await draw.press('Tab');
    await expect(payment).not.toHaveText(before ?? '');
    await expect(page).toHaveURL(/draw=50000/);

    // The term lives in the URL, so the radio turns checked once the router has committed the new search.
    const fifteen = page.getByRole('radio', { name: '15 years' });
    await fifteen.click();
    await expect(fifteen).toBeChecked();
    await page.getByRole('link', { name: 'Select this offer' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Confirm your offer' })).toBeVisible();
    await expect(page.getByText(/15 years, with an initial draw of \$50,000/)).toBeVisible();

    await page.getByRole('button', { name: 'Confirm and continue' }).click();
    await expect(page).not.toHaveURL(/product\/select/, WAIT);
    await expect(page).toHaveURL(APPLICATION);
    // The progress sidebar now carries the chosen offer.
    const sidebar = page.getByRole('complementary');
    await expect(sidebar).toContainText('$50,000');
    await expect(sidebar).toContainText('15 years');
    await expect(sidebar.getByRole('listitem').filter({ hasText: 'Select Offer' })).toContainText(
      'Completed',
    );
  });

  test('a declined borrower sees why, with the adverse-action notice', async ({ page, request }) => {
    test.setTimeout(120_000);
    const email = await answerRegisterV2(page, { ...PRIME, lastName: 'Decline' });
    await submitApplication(page);
    await expect(page).toHaveURL(new RegExp(`${APPLICATION.source}/error/decline$`), WAIT);
    await expect(
      page.getByRole('heading', { level: 1, name: 'We are unable to offer you a line of credit' }),
    ).toBeVisible();
    await expect(page.getByText(/credit score/i).first()).toBeVisible();
    await expect(page.getByText(/Equal Credit Opportunity Act/i)).toBeVisible();
    // The consent to electronic communications came with the sample's code (decision 0210): the notice was emailed.
    const mailbox = brandUrl(null, `${SANDBOX_MAILBOX_PATH}?email=${encodeURIComponent(email)}`);
    await expect
      .poll(async () =>
        ((await (await request.get(mailbox)).json()) as SandboxMailbox).messages.map((m) => m.kind),
      )
      .toContain('ADVERSE_ACTION_NOTICE');
  });

  test('an e-mail that already has an account opens the Account Already Exists modal', async ({
    page,
    request,
  }) => {
    const existing = await registerBorrower(request);
    await resumeRegisterV2(page, { ...PRIME, email: existing.email }, 'set-password');
    await answerSetPassword(page);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('heading', { level: 1, name: CHECK_ANSWERS })).toBeVisible();
    await submitApplication(page);
    const dialog = page.getByRole('dialog', { name: 'Account Already Exists' });
    await expect(dialog).toBeVisible(WAIT);
    await expect(dialog.getByRole('link', { name: /log in/i })).toBeVisible();
    // Nothing was created: the borrower is still on the summary, and can close the modal.
    await dialog.getByRole('button', { name: /close/i }).click();
    await expect(page.getByRole('heading', { level: 1, name: CHECK_ANSWERS })).toBeVisible();
  });
});

test.describe('the older register flow and a second application', () => {
  test('the older /register?step= flow reaches offers too', async ({ page }) => {
    test.setTimeout(120_000);
    // On a phone: the offers page starts at the top with focus on its heading, however far down the borrower
    // was when they submitted.
    await page.setViewportSize(PHONE);
    await answerRegisterV2(page, PRIME, { flow: 'legacy' });
    await expect(page).toHaveURL(/\/account\/heloc\/register\?step=check-answers$/);
    await page.getByRole('button', { name: 'Submit application' }).scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await submitApplication(page);
    await expect(page).toHaveURL(new RegExp(`${APPLICATION.source}/product/select$`), WAIT);
    await expectNewPageStart(page, 'Choose your offer');
  });

  test('a borrower with an open application is sent back to it instead of starting another', async ({
    page,
  }) => {
    const first = await seed({ stage: 'offers' });
    // Signed in, the same borrower starts again: there is no password page this time.
    await signIn(page, first.jwt);
    await resumeRegisterV2(page, { ...PRIME, email: first.email }, 'check-answers');
    await expect(page.getByRole('heading', { level: 1, name: CHECK_ANSWERS })).toBeVisible(WAIT);
    await submitApplication(page);
    const dialog = page.getByRole('dialog', { name: 'You have an active application' });
    await expect(dialog).toBeVisible(WAIT);
    await dialog.getByRole('link', { name: 'Continue' }).click();
    await expect(page).toHaveURL(new RegExp(`/account/heloc/${first.uuid}`));
  });
});

test.describe('answers are kept', () => {
  test('a reload and the back button keep what the borrower typed', async ({ page }) => {
    await page.goto(brandUrl(null, '/account/heloc/register-v2'));
    await page.getByRole('combobox', { name: 'Property address' }).fill(PRIME.addressQuery);
    await page.getByRole('option').first().click();
    await page.getByRole('radio', { name: 'Second home' }).check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Is the property your home address?' }),
    ).toBeVisible();
    await page.getByRole('radio', { name: 'No' }).check();

    await page.reload();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Is the property your home address?' }),
    ).toBeVisible();
    // the property answer was saved on Continue; the home-address page shows it as its lead
    await expect(page.getByText(/1400 Happy Path Ln/)).toBeVisible();

    await page.goBack();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Tell us about the home you want to borrow against' }),
    ).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Property address' })).toHaveValue(/1400 Happy Path Ln/);
    await expect(page.getByRole('radio', { name: 'Second home' })).toBeChecked();
  });
});

test.describe('regional rules on the property step', () => {
  test('a Hawaii property is stopped with the partner-lender modal', async ({ page }) => {
    await answerPropertyManually(page, {
      street: '12 Aloha St',
      city: 'Honolulu',
      state: 'HI',
      zip: '96813',
    });
    const dialog = page.getByRole('dialog', { name: 'Hawaii property' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('Looks like you are applying with a property located in Hawaii.');
    await expect(dialog.getByRole('link')).not.toHaveCount(0);
    await dialog.getByRole('button', { name: /close/i }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Tell us about the home you want to borrow against' }),
    ).toBeVisible();
  });
});

async function answerPropertyManually(
  page: Page,
  address: { street: string; city: string; state: string; zip: string },
): Promise<void> {
  await page.goto(brandUrl(null, '/account/heloc/register-v2'));
  await page.getByRole('button', { name: "I can't find my address, enter it manually" }).click();
  await page.getByLabel('Street address').fill(address.street);
  await page.getByLabel('City').fill(address.city);
  await page.getByLabel('State').selectOption(address.state);
  await page.getByLabel('ZIP code').fill(address.zip);
  await page.getByRole('radio', { name: 'Primary residence' }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
}
