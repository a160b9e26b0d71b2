import { type Browser, expect, type Page } from '@playwright/test';
import {
  addJourneyAccounts,
  confirmJourneyLiens,
  sendJourneyInsurance,
  waitForStatus,
} from '../../apps/api/src/test/journey/steps';
import { answerIdentityQuestions, connectPayroll, h1, onPage, reachIncome, WAIT } from './after-offer';
import { openESignSample } from './e-sign';
import { brandUrl, STRONG_PASSWORD } from './hearth';
import { coOwnerJoins, inviteCoOwner } from './page-setup';
import { PRIME } from './register';
import { http, openApplication, type Seeded, seed, signIn } from './seed';

// The additional signers' journey pieces (decision 0177), shared by the signer specs: the sandbox co-owner
// persona (first name `Coowner`, title shows SAM PRIME) reaches CO_DEED_REQUEST, invites, and the co-owner joins.

const SIGNER = /\/account\/heloc\/heloc-signer/;
export const onSignerPage = (page: Page, path: string) =>
  expect(page).toHaveURL(new RegExp(`${SIGNER.source}/${path}`), WAIT);

/** Register as the co-owner persona, accept the final offer, confirm the liens: signing/additional. */
export async function reachCoDeedRequest(page: Page): Promise<void> {
  await reachIncome(page, { ...PRIME, firstName: 'Coowner' });
  await connectPayroll(page);
  await answerIdentityQuestions(page);
  await onPage(page, 'signing/intro');
  await page.getByRole('button', { name: 'Accept your final offer' }).click();
  await expect(h1(page, 'You accepted your final offer')).toBeVisible(WAIT);
  await page.getByRole('link', { name: 'Continue' }).click();
  await onPage(page, 'liens');
  await page.getByRole('button', { name: 'Confirm and continue' }).click();
  await onPage(page, 'signing/additional');
}

/**
 * The co-owner persona seeded to its accepted final offer, its liens confirmed over HTTP (the seeding stops where the
 * persona's title leads away from the prime path), and the borrower signed in on signing/additional.
 */
export async function openCoDeedRequest(page: Page): Promise<Seeded> {
  const seeded = await seed({ stage: 'liens', persona: { firstName: 'Coowner' } });
  await confirmJourneyLiens(http(), seeded);
  seeded.status = await waitForStatus(http(), seeded, 'CO_DEED_REQUEST');
  await openApplication(page, seeded, 'signing/additional');
  await expect(h1(page, 'Invite the other owners to sign')).toBeVisible(WAIT);
  return seeded;
}

/** The link the sandbox mailed last to an address (outside production only). */
export async function invitationLink(page: Page, email: string): Promise<string> {
  const url = new URL(`/sandbox/signer-invitations/latest?email=${encodeURIComponent(email)}`, page.url());
  const res = await page.request.get(url.toString());
  expect(res.status()).toBe(200);
  return ((await res.json()) as { link: string }).link;
}

/** A second browser, as the co-owner: opens the link, sets a password, confirms who they are and joins. */
export async function joinAsCoOwner(browser: Browser, link: string): Promise<Page> {
  const context = await browser.newContext();
  const signer = await context.newPage();
  await signer.setViewportSize({ width: 1280, height: 900 });
  await signer.goto(link);
  await onSignerPage(signer, 'intro');
  await signer.getByLabel('Password', { exact: true }).fill(STRONG_PASSWORD);
  await signer.getByLabel('Confirm password').fill(STRONG_PASSWORD);
  await signer.getByRole('button', { name: 'Create account and continue' }).click();
  await onSignerPage(signer, 'identity');
  await signer.getByLabel('First name').fill('Sam');
  await signer.getByLabel('Last name').fill('Prime');
  await signer.getByLabel('Date of birth').fill('03/04/1982');
  await openESignSample(signer);
  await signer.getByRole('checkbox', { name: /receive the documents electronically/ }).check();
  await signer.getByRole('checkbox', { name: /will secure Coowner Prime’s home equity line/ }).check();
  await signer.getByRole('button', { name: 'Confirm and join' }).click();
  await onSignerPage(signer, 'documents');
  return signer;
}

/** The application of the page the borrower is on. */
export const applicationUuidOf = (page: Page) =>
  /\/account\/heloc\/([0-9a-f-]{36})/.exec(page.url())?.[1] ?? '';

/** A call as the borrower, with the token the page keeps. */
export async function asBorrower(page: Page) {
  const jwt = await page.evaluate(() => localStorage.getItem('jwt'));
  return { authorization: `Bearer ${jwt}` };
}

/** The invitation id of the one owner on title, from the borrower's own signers call. */
export async function signerInvitationId(page: Page): Promise<string> {
  const uuid = applicationUuidOf(page);
  const res = await page.request.get(
    brandUrl(null, `/service-application/api/v1/application/heloc/${uuid}/signers`),
    { headers: await asBorrower(page) },
  );
  expect(res.ok()).toBe(true);
  const view = (await res.json()) as { owners: { invitationId: string | null }[] };
  const id = view.owners[0]?.invitationId;
  if (!id) throw new Error('no invitation');
  return id;
}

/**
 * The co-owner persona's application at NOTE_SIGNING over HTTP (issue 18: no journey from register): SAM PRIME
 * invited and joined (page-setup's steps), the borrower's insurance and accounts sent; the co-owner's browser is
 * signed in with their own token.
 */
export async function seedCoOwnerAtSigning(signer: Page): Promise<Seeded> {
  const seeded = await seed({ stage: 'liens', persona: { firstName: 'Coowner' } });
  await confirmJourneyLiens(http(), seeded);
  await waitForStatus(http(), seeded, 'CO_DEED_REQUEST');
  const { jwt } = await coOwnerJoins(seeded, await inviteCoOwner(seeded));
  await waitForStatus(http(), seeded, 'TRUST_AND_INSURANCE');
  await sendJourneyInsurance(http(), seeded);
  await waitForStatus(http(), seeded, 'DISBURSEMENT_ACCOUNT');
  await addJourneyAccounts(http(), seeded, 'typed');
  seeded.status = await waitForStatus(http(), seeded, 'NOTE_SIGNING');
  await signer.setViewportSize({ width: 1280, height: 900 });
  await signIn(signer, jwt);
  return seeded;
}
