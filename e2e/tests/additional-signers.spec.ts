import { type Browser, expect, type Page, test } from '@playwright/test';
import { h1, onPage, WAIT } from '../support/after-offer';
import {
  bookedNotary,
  documentList,
  insuranceToDocuments,
  openDocument,
  readDocuments,
  readEveryDocument,
} from '../support/closing';
import { openESignSample } from '../support/e-sign';
import { brandUrl, STRONG_PASSWORD, uniqueEmail } from '../support/hearth';
import { applicationOf, moveApplicationClockTo } from '../support/seed';
import { invitationLink, onSignerPage, reachCoDeedRequest, seedCoOwnerAtSigning } from '../support/signers';

/** A co-owner's documents on a California line: the deed, their notice, the disclosure, the agreement, E-SIGN. */
const OWNER_DOCUMENTS = 5;

// Issue 12 item 3 (decision 0177): the sandbox co-owner persona (first name `Coowner`, title shows SAM PRIME)
// reaches CO_DEED_REQUEST; the borrower invites the co-owner, who joins in a second browser, and the application
// continues; in NOTE_SIGNING the co-owner signs and only then can the borrower finish. One of the two full journeys
// kept (issue 18): from the first register page, by labels, in two browsers.

/** A second browser, as the co-owner: opens the link, sets a password, confirms who they are and joins. */
async function coOwnerJoins(browser: Browser, link: string): Promise<Page> {
  const context = await browser.newContext();
  const signer = await context.newPage();
  await signer.setViewportSize({ width: 1280, height: 900 });
  await signer.goto(link);
  await onSignerPage(signer, 'intro');
  await expect(h1(signer, 'You are invited to sign as an owner')).toBeVisible(WAIT);
  await expect(signer.getByText('SAM PRIME', { exact: true })).toBeVisible();
  await expect(signer.getByText('You do not borrow, and you will owe nothing on this line.')).toBeVisible();
  await signer.getByRole('button', { name: 'Create account and continue' }).click();
  await expect(signer.getByRole('region', { name: 'There is a problem' })).toBeVisible();
  await signer.getByLabel('Password', { exact: true }).fill(STRONG_PASSWORD);
  await signer.getByLabel('Confirm password').fill(STRONG_PASSWORD);
  await signer.getByRole('button', { name: 'Create account and continue' }).click();

  await onSignerPage(signer, 'identity');
  await expect(h1(signer, 'Confirm who you are')).toBeVisible(WAIT);
  // The whole form is on the page (the sample's code among its fields) before the empty submission is checked.
  await expect(signer.getByLabel(/Code from the sample document/)).toBeVisible(WAIT);
  await signer.getByRole('button', { name: 'Confirm and join' }).click();
  // Name, last name, date of birth, the E-SIGN sample's code (decision 0202) and the two agreements.
  await expect(signer.getByRole('region', { name: 'There is a problem' }).getByRole('link')).toHaveCount(6);
  await openESignSample(signer);
  // A name that is not the one on title is refused with the reason, and nothing is joined.
  await signer.getByLabel('First name').fill('Pat');
  await signer.getByLabel('Last name').fill('Prime');
  await signer.getByLabel('Date of birth').fill('03/04/1982');
  await signer.getByRole('checkbox', { name: /receive the documents electronically/ }).check();
  await signer.getByRole('checkbox', { name: /will secure Coowner Prime’s home equity line/ }).check();
  await signer.getByRole('button', { name: 'Confirm and join' }).click();
  await expect(
    signer.getByRole('alert').filter({ hasText: 'as it appears on the title records' }),
  ).toBeVisible();
  await signer.getByLabel('First name').fill('Sam');
  await signer.getByRole('button', { name: 'Confirm and join' }).click();

  await onSignerPage(signer, 'documents');
  await expect(h1(signer, 'Your documents')).toBeVisible(WAIT);
  await expect(signer.getByText('Your documents are not ready yet.')).toBeVisible();
  return signer;
}

/** insurance/requirements -> the accounts -> the documents (the co-owner's deed among them), read -> signing/sign. */
async function borrowerReachesSigning(page: Page): Promise<void> {
  await insuranceToDocuments(page);
  await readDocuments(page, 6);
}

test.describe('additional signers (issue 12 item 3)', () => {
  test('the borrower invites the co-owner, who joins in another browser; the application continues; both sign', async ({
    page,
    browser,
  }) => {
    // A full journey in two browsers: 2.4 to 3.9 min on the loaded 2-core machine.
    test.setTimeout(300_000);
    await reachCoDeedRequest(page);
    await expect(h1(page, 'Invite the other owners to sign')).toBeVisible();
    // Title shows another owner, who must sign too.
    await expect(page.getByRole('heading', { name: 'SAM PRIME' })).toBeVisible();
    const owner = page.getByRole('region', { name: 'SAM PRIME' });
    await expect(owner.getByText('Not invited yet')).toBeVisible();
    await owner.getByRole('button', { name: 'Send invitation' }).click();
    await expect(owner.getByText('Please enter your email')).toBeVisible();
    await owner.getByLabel('Email address of SAM PRIME').fill('sam@');
    await owner.getByRole('button', { name: 'Send invitation' }).click();
    await expect(owner.getByText('Please enter a valid email address')).toBeVisible();
    const email = uniqueEmail('sam');
    await owner.getByLabel('Email address of SAM PRIME').fill(email);
    await owner.getByRole('button', { name: 'Send invitation' }).click();
    await expect(owner.getByText('Invited, not joined yet')).toBeVisible();
    await expect(owner.getByText(email)).toBeVisible();
    // A resend at once is refused with the reason; the first link stays the one that works.
    await owner.getByRole('button', { name: 'Send the invitation again' }).click();
    await expect(owner.getByText('We just sent this invitation.', { exact: false })).toBeVisible();

    const link = await invitationLink(page, email);
    const signer = await coOwnerJoins(browser, link);

    // The borrower's page sees the join and moves on by itself.
    await onPage(page, 'insurance/requirements');
    await expect(h1(page, 'Your insurance documents')).toBeVisible();

    // The link is spent: opening it again says so and offers the signer login.
    await signer.goto(link);
    await onSignerPage(signer, 'error\\?reason=used');
    await expect(h1(signer, 'We could not open your invitation')).toBeVisible();
    await signer.getByRole('main').getByRole('link', { name: 'Log in' }).click();
    await onSignerPage(signer, 'login');

    // The documents: the borrower signs theirs; finishing waits for the co-owner, who is named.
    await borrowerReachesSigning(page);
    await page.getByLabel('Type your full name').fill('Coowner Prime');
    await page.getByLabel('Type your initials').fill('CP');
    await page.getByLabel(/I agree that this is my electronic signature/).check();
    await page.getByRole('button', { name: 'Adopt signature' }).click();
    const pending = page.getByRole('button', { name: /^(Sign|Acknowledge receipt of) / });
    await expect(pending).toHaveCount(4, WAIT);
    for (let left = 4; left > 0; left--) {
      await pending.first().click();
      await expect(pending).toHaveCount(left - 1, WAIT);
    }
    await expect(page.getByRole('region', { name: 'Other owners' })).toContainText('SAM PRIME');
    await page.getByRole('button', { name: 'Finish signing' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'SAM PRIME must sign first' })).toBeVisible();

    // The co-owner logs in, reads their documents and signs: the deed, and receipt of their notice, the account-opening
    // disclosure, the agreement and the E-SIGN consent (decision 0202: every owner gets the material disclosures).
    await signer.getByLabel('Email').fill(email);
    await signer.getByLabel('Password').fill(STRONG_PASSWORD);
    await signer.getByRole('main').getByRole('button', { name: 'Log in' }).click();
    await onSignerPage(signer, 'sign');
    await expect(h1(signer, 'Sign as an owner')).toBeVisible(WAIT);
    await signer.getByLabel('Type your full name').fill('Sam Prime');
    await signer.getByLabel('Type your initials').fill('SP');
    await signer.getByLabel(/I agree that this is my electronic signature/).check();
    await signer.getByRole('button', { name: 'Adopt signature' }).click();
    const theirs = signer.getByRole('button', { name: /^(Sign|Acknowledge receipt of) / });
    await expect(theirs).toHaveCount(OWNER_DOCUMENTS, WAIT);
    await expect(signer.getByRole('button', { name: /agreement/ })).toHaveCount(1);
    for (let left = OWNER_DOCUMENTS; left > 0; left--) {
      await theirs.first().click();
      await expect(theirs).toHaveCount(left - 1, WAIT);
    }
    await expect(signer.getByText('You have signed everything.', { exact: false })).toBeVisible();
    await signer.getByRole('link', { name: 'See your documents' }).click();
    await onSignerPage(signer, 'documents');
    await openDocument(signer, 'Deed of trust');
    await expect(signer.getByRole('region', { name: 'Deed of trust, full text' })).toContainText('SAM PRIME');

    // Now the borrower finishes, and the notary comes next.
    // Every other owner has signed: the page lists them as signed and waits on nobody (decision 0246).
    const owners = page.getByRole('region', { name: 'Other owners' });
    await expect(owners.getByText('Still to sign:')).toHaveCount(0, { timeout: 20_000 });
    await expect(owners).toContainText('Signed: SAM PRIME');
    await page.getByRole('button', { name: 'Finish signing' }).click();
    await onPage(page, 'notary/intro');

    // Both owners sign before the online notary, each from their own account (decision 0184).
    await page.getByRole('group', { name: 'Available times' }).getByRole('radio').first().check();
    await page.getByRole('button', { name: 'Book this time' }).click();
    await expect(h1(page, 'Your notary session')).toBeVisible(WAIT);
    await expect(page.getByRole('region', { name: 'Who signs before the notary' })).toContainText(
      'Sam Prime (owner on title)',
    );
    await moveApplicationClockTo(applicationOf(page), (await bookedNotary(page)).startsAt);
    await page.reload();
    await page.getByRole('link', { name: 'Join your session' }).click();
    await onPage(page, 'notary/session');
    await page.getByRole('button', { name: 'Sign the deed of trust' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'when Sam Prime has signed too' })).toBeVisible(
      WAIT,
    );
    // The co-owner's account sends them to sign before the notary.
    await signer.goto(new URL('/account/heloc/heloc-signer/resume', signer.url()).toString());
    await onSignerPage(signer, 'sign');
    const beforeNotary = signer.getByRole('button', { name: 'Sign the deed of trust before the notary' });
    await expect(beforeNotary).toBeVisible(WAIT);
    await beforeNotary.click();
    await expect(signer.getByRole('status').filter({ hasText: 'You signed before the notary.' })).toBeVisible(
      WAIT,
    );
    // The notary completes the deed: the borrower's right to cancel begins.
    await onPage(page, 'complete');
    await expect(h1(page, 'Your documents are signed and notarized')).toBeVisible(WAIT);
    // The co-owner has their own right to cancel, on their documents page.
    await signer.goto(new URL('/account/heloc/heloc-signer/documents', signer.url()).toString());
    await expect(
      signer.getByRole('heading', { level: 2, name: 'Your right to cancel', exact: true }),
    ).toBeVisible(WAIT);
    await expect(signer.getByRole('button', { name: 'Cancel my line of credit' })).toBeVisible();

    // A co-deeder who lands in the register area is logged out (spec section 4).
    await signer.goto(new URL('/account/heloc/register-v2', signer.url()).toString());
    // The reload that follows may land mid-read: a read it interrupts counts as not yet.
    await expect
      .poll(() => signer.evaluate(() => localStorage.getItem('jwt')).catch(() => 'reloading'), WAIT)
      .toBeNull();
    await expect(h1(signer, 'Tell us about the home you want to borrow against')).toBeVisible(WAIT);
    await signer.context().close();
  });
});

test.describe('the co-owner reads their documents like the borrower (issue 21 item 13)', () => {
  test('each document in the viewer with its PDF; signing opens only once every one is read to its end', async ({
    page,
  }) => {
    // Decision 0208: the borrower's viewer and read-to-the-end gate, on the co-owner's own documents and calls.
    await seedCoOwnerAtSigning(page);
    await page.goto(brandUrl(null, '/account/heloc/heloc-signer/documents'));
    await expect(h1(page, 'Your documents')).toBeVisible(WAIT);
    // One document at a time, as the borrower reads them (decision 0209), the list of all five below.
    await expect(documentList(page).getByRole('listitem')).toHaveCount(OWNER_DOCUMENTS, WAIT);
    await expect(page.locator('.loan-document__viewer')).toHaveCount(1);
    await openDocument(page, 'Deed of trust');
    await expect(page.getByRole('region', { name: 'Deed of trust, full text' })).toContainText(
      'SAM PRIME',
      WAIT,
    );
    // Nothing read yet: the gate under the viewer waits, and offers no way to signing.
    await expect(page.getByRole('button', { name: 'Continue to signing' })).toHaveCount(0);
    await expect(page.locator('#read-all-hint')).toHaveText(
      /^Scroll to the end of this document to go on\. \d of 5 read\.$/,
    );
    await expect(page.getByRole('button', { name: 'Next document' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );

    // The deed of their own home, as its PDF.
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download PDF of Deed of trust' }).click();
    expect((await download).suggestedFilename()).toBe('deed-of-trust.pdf');

    await readEveryDocument(page);
    await page.getByRole('button', { name: 'Continue to signing' }).click();
    await onSignerPage(page, 'sign');
    await expect(h1(page, 'Sign as an owner')).toBeVisible(WAIT);
  });
});
