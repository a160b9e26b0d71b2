import { expect, type Page, test } from '@playwright/test';
import { APPLICATION, WAIT } from '../support/after-offer';
import { applyAs, openStopped } from '../support/apply';
import { brandUrl, registerBorrower, uniqueEmail } from '../support/hearth';
import { answerSetPassword, PRIME, resumeRegisterV2, submitApplication } from '../support/register';

// Issue 8, defects 4, 5 and 7: names in any alphabet, text limits, clear messages and the decline notice.
const REGISTER = '/account/heloc/register-v2';
const CHECK_ANSWERS = 'Check your answers before you apply';

/** The error summary's messages, top to bottom. */
async function summaryMessages(page: Page): Promise<string[]> {
  const summary = page.locator('section', { has: page.getByRole('heading', { name: 'There is a problem' }) });
  await expect(summary).toBeVisible();
  return (await summary.getByRole('link').allInnerTexts()).map((text) => text.trim());
}

test.describe('names in any alphabet', () => {
  for (const [firstName, lastName] of [
    ['Zoë', 'Müller'],
    ['Siobhán', 'O’Brien'],
  ] as const) {
    test(`${firstName} ${lastName} applies and reaches offers`, async ({ page }) => {
      // Every other answer given, the password entered: the name is changed from check-your-answers.
      await resumeRegisterV2(page, { ...PRIME, email: uniqueEmail('names') }, 'set-password');
      await answerSetPassword(page);
      await page.getByRole('button', { name: 'Continue' }).click();
      await page.getByRole('link', { name: 'Change legal name' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'What is your legal name?' })).toBeVisible();
      await page.getByLabel('First name').fill(firstName);
      await page.getByLabel('Last name').fill(lastName);
      await page.getByRole('button', { name: 'Continue' }).click();
      await expect(page.getByRole('heading', { level: 1, name: CHECK_ANSWERS })).toBeVisible();
      await expect(page.getByText(`${firstName} ${lastName}`)).toBeVisible();
      await submitApplication(page);
      await expect(page).toHaveURL(new RegExp(`${APPLICATION.source}/product/select$`), WAIT);

      // An out-of-range draw is moved to the offer's edge, and the borrower is told.
      const draw = page.getByRole('textbox', { name: /initial draw/i });
      await draw.fill('99999999');
      await draw.press('Tab');
      await expect(
        page.getByText(/^We changed your draw to \$[\d,]+, the most this offer allows\.$/),
      ).toBeVisible();
    });
  }

  test('a 10,000-character name is refused by the browser and by the server', async ({ page, request }) => {
    await resumeRegisterV2(page, PRIME, 'legal-name');
    await expect(page.getByRole('heading', { level: 1, name: 'What is your legal name?' })).toBeVisible(WAIT);
    const first = page.getByLabel('First name');
    await first.fill('a'.repeat(10_000));
    expect((await first.inputValue()).length).toBe(50);

    // Without the field's own cap (an older browser, a paste through a script) the form still says why.
    await first.evaluate((input) => input.removeAttribute('maxlength'));
    await first.fill('a'.repeat(10_000));
    await page.getByRole('button', { name: 'Continue' }).click();
    expect(await summaryMessages(page)).toEqual(['First name must be at most 50 characters']);

    const { jwt } = await registerBorrower(request);
    const response = await request.post(
      brandUrl(null, '/service-application/api/v3/application/helocs?state=CA'),
      {
        headers: { authorization: `Bearer ${jwt}` },
        data: {
          income: { incomePrimary: 150_000 },
          profileRequest: {
            firstName: 'a'.repeat(10_000),
            lastName: 'Prime',
            dob: '1980-04-12',
            email: uniqueEmail('long'),
            phoneNumber: '(415) 555-0134',
          },
          propertyListedForSale: false,
          propertyRequest: {
            street1: '1400 Happy Path Ln',
            city: 'Sacramento',
            state: 'CA',
            zip: '95814',
            occupancyType: 'HOME',
          },
          employmentType: 'FULL_TIME',
        },
      },
    );
    expect(response.status()).toBe(400);
    expect(await response.text()).toContain('First name must be at most 50 characters');
  });
});

test.describe('messages', () => {
  test('the income page shows the amounts it takes and says a word is not a number', async ({ page }) => {
    await resumeRegisterV2(page, PRIME, 'annual-income');
    await expect(page.getByRole('heading', { level: 1, name: 'What is your annual income?' })).toBeVisible(
      WAIT,
    );
    await expect(
      page.getByText('Enter a whole dollar amount, such as $85,000', { exact: true }),
    ).toBeVisible();
    const income = page.getByLabel('Annual income before taxes');
    await income.fill('abc');
    await page.getByRole('button', { name: 'Continue' }).click();
    expect(await summaryMessages(page)).toEqual(['Please enter your income as a number']);

    await income.fill('$150,000');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'What is your annual income?' })).toBeHidden();
  });

  test('the first page lists errors in page order, drops the address error on manual entry and asks for a state', async ({
    page,
  }) => {
    await page.goto(brandUrl(null, REGISTER));
    await page.getByRole('button', { name: 'Continue' }).click();
    expect(await summaryMessages(page)).toEqual([
      'Please enter a valid property address',
      'Please select an occupancy type',
    ]);

    await page.getByRole('button', { name: "I can't find my address, enter it manually" }).click();
    await expect(page.getByText('Please enter a valid property address')).toHaveCount(0);

    await page.getByLabel('Street address').fill('1400 Happy Path Ln');
    await page.getByLabel('City').fill('Sacramento');
    await page.getByLabel('ZIP code').fill('95814');
    await page.getByRole('radio', { name: 'Primary residence' }).check();
    await page.getByRole('button', { name: 'Continue' }).click();
    expect(await summaryMessages(page)).toEqual(['Please choose a state']);
  });
});

test.describe('the decline notice', () => {
  test('states Regulation B reasons and the key factors of the credit score', async ({ page }) => {
    const declined = await applyAs({ lastName: 'Decline' }, 'DECLINED');
    await openStopped(page, declined);
    await expect(page).toHaveURL(new RegExp(`${APPLICATION.source}/error/decline$`), WAIT);

    const notice = page.getByRole('region', { name: 'Notice of action taken' });
    await expect(notice).toBeVisible(WAIT);
    await expect(notice).not.toContainText('credit score below our minimum requirement');
    const reasons = notice
      .getByRole('heading', { name: 'Principal reasons' })
      .locator('xpath=following-sibling::ul[1]');
    expect((await reasons.getByRole('listitem').allInnerTexts()).length).toBeGreaterThan(0);
    // The reasons as a reader reads them: form C-1's "Other:" label is the PDF's, not the page's (decision 0208).
    for (const reason of await reasons.getByRole('listitem').allInnerTexts())
      expect(reason).not.toMatch(/^Other/);

    const factors = notice
      .getByRole('heading', { name: 'Key factors that adversely affected your credit score' })
      .locator('xpath=following-sibling::ol[1]');
    // Four factors, and the number of inquiries as a fifth (FCRA 609(f)(9)).
    await expect(factors.getByRole('listitem')).toHaveCount(5);
    await expect(factors.getByRole('listitem').last()).toHaveText('Too many inquiries in the last 12 months');
    await expect(
      notice.getByText('The number of inquiries on your credit report was a key factor.'),
    ).toBeVisible();
    // The notice as a PDF to keep (issue 12 item 2).
    const download = page.waitForEvent('download');
    await notice.getByRole('button', { name: 'Download this notice (PDF)' }).click();
    expect((await download).suggestedFilename()).toBe('notice-of-action-taken.pdf');

    // On a phone the download comes before the notice's parts, on the first screen of it (issue 21 item 14).
    await page.setViewportSize({ width: 375, height: 740 });
    const button = notice.getByRole('button', { name: 'Download this notice (PDF)' });
    await notice.getByRole('heading', { name: 'Notice of action taken' }).scrollIntoViewIfNeeded();
    await expect(button).toBeInViewport();
    const top = async (locator: typeof button) => (await locator.boundingBox())?.y ?? 0;
    expect(await top(button)).toBeLessThan(
      await top(notice.getByRole('heading', { name: 'Principal reasons' })),
    );

    // The dashboard says what happened, with the reasons one link away, not "Application closed".
    await page.goto(brandUrl(null, '/dashboard'));
    const card = page.getByRole('region', { name: 'Your applications' }).getByRole('article');
    await expect(card).toContainText('Declined', WAIT);
    await expect(card).not.toContainText('Application closed');
    await card.getByRole('link', { name: 'See why' }).click();
    await expect(page).toHaveURL(new RegExp(`${APPLICATION.source}/error/decline$`), WAIT);
  });
});
