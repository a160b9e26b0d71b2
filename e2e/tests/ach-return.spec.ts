import { expect, type Page, test } from '@playwright/test';
import { h1, onPage, WAIT } from '../support/after-offer';
import { moveApplicationClock, openApplication, seed } from '../support/seed';

// A returned ACH draw (issue 12, decision 0182), by visible labels. `Bankreturn` links a checking account ending in
// 0000, which the sandbox bank returns R03 when the draw is sent to it (docs/sandbox-personas.md). Each test seeds its
// borrower to the right to cancel, the linked checking account taking the draw and autopay (issue 18).
/** Recording (5 s), the funding checks, the ACH file and the bank's answer, read every 3 s by the page. */
const SLOW = { timeout: 60_000 };
const SEND = /^Send \$[\d,]+\.\d{2} to this account$/;

/** A borrower seeded to `complete` with the draw sent to the checking account ending in 0000 and come back. */
async function drawReturned(page: Page): Promise<void> {
  const seeded = await seed({
    stage: 'rescission',
    persona: { firstName: 'Bankreturn' },
    funds: 'linked-checking-autopay',
  });
  // The right to cancel runs out, and the business day Hearth waits for a mailed cancellation (decision 0201): the
  // deed is recorded and the draw sent, and the borrower's bank returns it.
  await moveApplicationClock(seeded, 7);
  await openApplication(page, seeded, 'complete');
  await expect(h1(page, 'Your bank sent your money back')).toBeVisible(SLOW);
  await expect(page.getByRole('status').first()).toContainText(
    /^Your bank could not find the account ending in 0000, so the \$[\d,]+\.\d{2} came back to us\. Choose another account to receive it\./,
  );
}

test.describe('a returned ACH draw', () => {
  test('the bank returns the draw; the borrower connects another account, the draw is sent again and the line opens', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await drawReturned(page);
    await expect(
      page.getByText('Your money is safe with us and your line of credit stays open.'),
    ).toBeVisible();
    // The only account on file is the one the money came back from: nothing to choose yet, two ways to add one.
    await expect(page.getByRole('radio')).toHaveCount(0);

    // The dashboard does not say the money arrived; its link comes back here.
    await page.getByRole('link', { name: 'Go to your dashboard' }).click();
    await expect(page.getByText('Closing and funding')).toBeVisible(WAIT);
    await expect(page.getByText('Line of credit open')).toHaveCount(0);
    await page.getByRole('link', { name: 'Continue your application' }).click();
    await onPage(page, 'complete');
    await expect(h1(page, 'Your bank sent your money back')).toBeVisible(WAIT);

    // The bank step's form to type an account in opens from here, and its Back link returns here.
    await page.getByRole('link', { name: 'Enter account details by hand' }).click();
    await onPage(page, 'bank/manual-disburse');
    await expect(h1(page, 'Enter your bank account details')).toBeVisible();
    await page.getByRole('link', { name: 'Back' }).click();
    await onPage(page, 'complete');

    // Connect the bank again and share the savings account: back on complete, it is offered.
    await page.getByRole('button', { name: 'Connect your bank account' }).click();
    await expect(h1(page, 'Sandbox First Bank')).toBeVisible(WAIT);
    await page.getByRole('link', { name: /Share Sandbox High Yield Savings ending in \d{4}/ }).click();
    await onPage(page, 'complete');
    const savings = page.getByRole('radio', { name: /^Sandbox First Bank savings ending in \d{4}$/ });
    await expect(savings).toBeVisible(WAIT);
    await page.getByRole('button', { name: SEND }).click();
    await expect(page.getByRole('region', { name: 'There is a problem' })).toContainText(
      'Choose the account to send your money to.',
    );
    await savings.check();
    await page.getByRole('button', { name: SEND }).click();

    // Sent again, as a new entry; it settles and the line is open, saying where the money went.
    await expect(h1(page, 'Your line of credit is open')).toBeVisible(SLOW);
    await expect(page.getByRole('status').filter({ hasText: 'Sent to your bank account' })).toContainText(
      /To your Sandbox First Bank savings ending in \d{4}, available on \d{2}\/\d{2}\/\d{4}\./,
    );
    await expect(
      page.getByText(
        /^Our transfer to your Sandbox First Bank checking ending in 0000 came back on \d{2}\/\d{2}\/\d{4}, so we sent your money to your Sandbox First Bank savings ending in \d{4} instead\.$/,
      ),
    ).toBeVisible();
    await expect(
      page.getByText(/^Your first payment is \$[\d,]+\.\d{2}, due on \d{2}\/\d{2}\/\d{4}\./),
    ).toBeVisible();
    await page.getByRole('link', { name: 'Go to your dashboard' }).click();
    await expect(page.getByText('Line of credit open')).toBeVisible(WAIT);
  });

  test('a second return (a closed account typed in by hand) stops there: the lender will call', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await drawReturned(page);
    // Typed in by hand: the sandbox owner lookup says it is theirs, but the account ending in 0002 is closed.
    await page.getByRole('link', { name: 'Enter account details by hand' }).click();
    await onPage(page, 'bank/manual-disburse');
    await page.getByRole('radio', { name: 'Checking' }).check();
    await page.getByLabel('Routing number').fill('011000015');
    await page.getByLabel('Account number', { exact: true }).fill('7723450002');
    await page.getByLabel('Confirm account number').fill('7723450002');
    await page.getByRole('button', { name: 'Save account' }).click();
    await onPage(page, 'complete');
    await page.getByRole('radio', { name: /checking ending in 0002$/ }).check();
    await page.getByRole('button', { name: SEND }).click();

    await expect(h1(page, 'Your bank sent your money back again')).toBeVisible(SLOW);
    await expect(page.getByRole('status').first()).toContainText(
      /^Your bank says the account ending in 0002 is closed, so the \$[\d,]+\.\d{2} came back to us again\. We will call you within one business day to arrange another way to send it\./,
    );
    await expect(page.getByRole('radio')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Connect your bank account' })).toHaveCount(0);
  });
});
