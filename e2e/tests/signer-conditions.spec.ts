import { expect, type Page, test } from '@playwright/test';
import { h1, onPage, WAIT } from '../support/after-offer';
import { declarationsPdf } from '../support/closing';
import { brandUrl, uniqueEmail } from '../support/hearth';
import {
  invitationLink,
  joinAsCoOwner,
  onSignerPage,
  openCoDeedRequest,
  signerInvitationId,
} from '../support/signers';

// Issue 12, decision 0183: conditions on an additional signer. The co-owner joins; the lender (the sandbox's
// lender call, outside production only) asks them for the home's legal description and to confirm who they are,
// and cannot ask them for a paystub. The borrower's task list shows the wait on SAM PRIME by name. The co-owner,
// with the additional-signer-conditions flag off, is told the loan team will contact them; with it on, sees their
// tasks, uploads a document and confirms who they are; the sandbox reviewer clears both. The borrower is seeded to the
// co-owner persona's own stage (CO_DEED_REQUEST, issue 18); inviting and joining are as in the co-owner's journey.
const FLAG_ON = '?flags=fe-heloc-additional-signer-conditions:on';
const NOTE = 'Send the recorded deed that shows the legal description.';

/** The lender opens a task on the application (the sandbox's copy of the staff call). */
async function lenderOpens(page: Page, uuid: string, body: object) {
  return page.request.post(brandUrl(null, `/sandbox/lender/applications/${uuid}/conditions`), { data: body });
}

/** Reads the signer's task list again until `done` tasks show as done (the sandbox reviewer answers in seconds). */
async function untilDone(signer: Page, done: number): Promise<void> {
  await expect
    .poll(async () => {
      await signer.reload();
      await expect(h1(signer, 'Your tasks')).toBeVisible(WAIT);
      return signer.getByRole('region', { name: 'Done' }).getByRole('listitem').count();
    }, WAIT)
    .toBe(done);
}

test.describe('conditions on an additional signer (issue 12, decision 0183)', () => {
  test('the lender asks the co-owner for a document and their identity; the borrower sees the wait; the co-owner answers', async ({
    page,
    browser,
  }) => {
    // Two browsers and the sandbox reviewer's answers: longer than a one-page test.
    test.setTimeout(180_000);
    const { uuid } = await openCoDeedRequest(page);
    const owner = page.getByRole('region', { name: 'SAM PRIME' });
    const email = uniqueEmail('sam');
    await owner.getByLabel('Email address of SAM PRIME').fill(email);
    await owner.getByRole('button', { name: 'Send invitation' }).click();
    await expect(owner.getByText('Invited, not joined yet')).toBeVisible();
    const signer = await joinAsCoOwner(browser, await invitationLink(page, email));
    await onPage(page, 'insurance/requirements');

    // The lender's side: a paystub cannot be asked of an owner who does not borrow; a document and the identity can.
    const signerInvitation = await signerInvitationId(page);
    const paystub = await lenderOpens(page, uuid, {
      category: 'MANUAL_PAYSTUB_UPLOAD',
      signerInvitationId: signerInvitation,
    });
    expect(paystub.status()).toBe(400);
    expect(((await paystub.json()) as { message: string }).message).toContain('does not borrow');
    for (const body of [
      { category: 'PROPERTY_LEGAL_DESCRIPTION', commentsToBorrower: NOTE },
      { category: 'ID_VERIFICATION_FAILURE' },
    ]) {
      const opened = await lenderOpens(page, uuid, { ...body, signerInvitationId: signerInvitation });
      expect(opened.status(), await opened.text()).toBe(201);
    }

    // The borrower: nothing to do, but the application waits on SAM PRIME, who is named; nothing of theirs shown.
    await page.goto(brandUrl(null, `/account/heloc/${uuid}/conditions`));
    await expect(h1(page, 'Your tasks')).toBeVisible(WAIT);
    await expect(page.getByRole('heading', { name: 'You have no tasks to do right now' })).toBeVisible();
    const waiting = page.getByRole('region', { name: 'Waiting on other owners' });
    await expect(waiting.getByRole('heading', { name: 'Waiting on SAM PRIME' })).toHaveCount(1);
    await expect(waiting.getByText('2 tasks not done yet')).toBeVisible();
    await expect(page.getByText(NOTE)).toHaveCount(0);

    // The co-owner, flag off: told the loan team will contact them; the task pages are not there.
    await signer.reload();
    await expect(h1(signer, 'Your documents')).toBeVisible(WAIT);
    await expect(signer.getByText('Someone from the loan team will contact you about it.')).toBeVisible(WAIT);
    await expect(signer.getByRole('link', { name: 'View your tasks' })).toHaveCount(0);
    await signer.goto(brandUrl(null, '/account/heloc/heloc-signer/conditions'));
    await onSignerPage(signer, 'documents');

    // Flag on: the tasks, in the co-owner's words, with the lender's note.
    await signer.goto(brandUrl(null, `/account/heloc/heloc-signer/documents${FLAG_ON}`));
    await expect(signer.getByText('You have 2 tasks to do.')).toBeVisible(WAIT);
    await signer.getByRole('link', { name: 'View your tasks' }).click();
    await onSignerPage(signer, 'conditions');
    await expect(h1(signer, 'Your tasks')).toBeVisible(WAIT);
    await expect(signer.getByRole('heading', { name: 'Confirm the home’s legal description' })).toBeVisible();
    await expect(signer.getByText(NOTE)).toBeVisible();

    // A document: the spec's checks, then sent for review.
    await signer.getByRole('link', { name: 'Upload document' }).click();
    await onSignerPage(signer, 'conditions/upload-document\\?condition=');
    await expect(h1(signer, 'Confirm the home’s legal description')).toBeVisible(WAIT);
    await signer.getByRole('button', { name: 'Upload and send for review' }).click();
    await expect(signer.getByRole('region', { name: 'There is a problem' })).toContainText(
      'Choose a file to upload',
    );
    await signer.getByLabel('Your document').setInputFiles(declarationsPdf());
    await signer.getByRole('button', { name: 'Upload and send for review' }).click();
    await onSignerPage(signer, 'conditions$');

    // Who they are, again: a name that is not on title is refused; the right one is sent.
    await signer.getByRole('link', { name: 'Confirm who you are' }).click();
    await onSignerPage(signer, 'conditions/identity\\?condition=');
    await expect(h1(signer, 'Confirm who you are again')).toBeVisible(WAIT);
    await signer.getByLabel('First name').fill('Pat');
    await signer.getByLabel('Last name').fill('Prime');
    await signer.getByLabel('Date of birth').fill('03/04/1982');
    await signer.getByRole('button', { name: 'Confirm and send for review' }).click();
    await expect(
      signer.getByRole('alert').filter({ hasText: 'as it appears on the title records' }),
    ).toBeVisible();
    await signer.getByLabel('First name').fill('Sam');
    await signer.getByRole('button', { name: 'Confirm and send for review' }).click();
    await onSignerPage(signer, 'conditions$');

    // The sandbox reviewer clears both: nothing left to do, and the borrower no longer waits on anyone.
    await untilDone(signer, 2);
    await expect(signer.getByRole('heading', { name: 'You have no tasks to do right now' })).toBeVisible();
    await page.reload();
    await expect(h1(page, 'Your tasks')).toBeVisible(WAIT);
    await expect(page.getByRole('region', { name: 'Waiting on other owners' })).toHaveCount(0);
    await signer.context().close();
  });
});
