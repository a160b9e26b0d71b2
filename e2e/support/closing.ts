import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, type Page } from '@playwright/test';
import { h1, onPage, WAIT } from './after-offer';
import { brandUrl } from './hearth';
import type { Persona } from './register';
import { applicationOf, moveApplicationClockTo } from './seed';

// The closing's pages (issue 12, decision 0176) by visible labels, shared by the two full journeys (the prime
// borrower's and the co-owner's) and the tests seeded at the documents (issue 18).

/** A one-page PDF that stands for an insurance declarations page. */
export function declarationsPdf(): string {
  const file = join(tmpdir(), 'hearth-closing-declarations.pdf');
  writeFileSync(file, '%PDF-1.7\n1 0 obj << >> endobj\n%%EOF\n');
  return file;
}

/** insurance/requirements to the documents: the homeowner's policy sent, the checking account linked for both. */
export async function insuranceToDocuments(page: Page): Promise<void> {
  await onPage(page, 'insurance/requirements');
  await page.getByRole('link', { name: "Upload homeowner's insurance" }).click();
  await page.getByLabel('Declarations page of your homeowner’s policy').setInputFiles(declarationsPdf());
  await page.getByRole('button', { name: 'Upload and send for review' }).click();

  await onPage(page, 'bank/disburse');
  await page.getByRole('button', { name: 'Connect your bank account' }).click();
  await expect(h1(page, 'Sandbox First Bank')).toBeVisible(WAIT);
  await page.getByRole('link', { name: /Share Sandbox Everyday Checking ending in \d{4}/ }).click();
  await onPage(page, 'bank/autopay');
  await page.getByRole('button', { name: 'Use this account for automatic payments' }).click();
  await onPage(page, 'bank/confirm');
  await page.getByRole('button', { name: 'Confirm accounts' }).click();
  await onPage(page, 'signing/intro');
}

/** The documents page's list of all of them (decision 0209): one document is shown at a time. */
export const documentList = (page: Page) => page.getByRole('region', { name: 'All your documents' });

/** The document whose title starts with `title`, opened from the list; its words are in view. */
export async function openDocument(page: Page, title: string): Promise<void> {
  const escaped = title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  await documentList(page)
    .getByRole('button', { name: new RegExp(`^${escaped}`) })
    .click();
  await expect(page.getByRole('region', { name: `${title}, full text` })).toBeVisible(WAIT);
}

/**
 * Every document read to its end, one after the other (decision 0209): the viewer scrolled to its end (again when
 * its words arrive after the scroll) until the gate under it says so, then "Next document", until all are read.
 */
export async function readEveryDocument(page: Page): Promise<void> {
  const viewer = page.locator('.loan-document__viewer');
  const gate = page.locator('#read-all-hint');
  await expect(viewer).toBeVisible(WAIT);
  const done = page.getByText('You have read every document.');
  const total = await documentList(page).getByRole('listitem').count();
  for (let shown = 0; shown < total; shown++) {
    await expect(async () => {
      await viewer.evaluate((element) => {
        element.scrollTop = element.scrollHeight;
      });
      await expect(gate).toHaveText(/^(Read to the end\.|You have read every document\.)/, {
        timeout: 1_000,
      });
    }).toPass(WAIT);
    if (await done.isVisible()) break;
    await page.getByRole('button', { name: 'Next document' }).click();
  }
  await expect(done).toBeVisible();
}

/**
 * signing/intro to signing/sign: every document read to its end (`count` of them, when given); `onRead` checks the
 * page once they are, before signing.
 */
export async function readDocuments(
  page: Page,
  count?: number,
  onRead?: (page: Page) => Promise<void>,
): Promise<void> {
  await page.getByRole('link', { name: 'Read your documents' }).click();
  await onPage(page, 'document/disclosures');
  if (count) await expect(documentList(page).getByRole('listitem')).toHaveCount(count, WAIT);
  else await expect(page.locator('.loan-document__viewer')).toBeVisible(WAIT);
  await readEveryDocument(page);
  if (onRead) await onRead(page);
  await page.getByRole('button', { name: 'Continue to signing' }).click();
  await onPage(page, 'signing/sign');
}

/** signing/sign to notary/intro: the signature adopted, every document signed or acknowledged, signing finished. */
export async function signAll(page: Page, persona: Persona): Promise<void> {
  await page.getByLabel('Type your full name').fill(`${persona.firstName} ${persona.lastName}`);
  await page.getByLabel('Type your initials').fill(`${persona.firstName[0]}${persona.lastName[0]}`);
  await page.getByLabel(/I agree that this is my electronic signature/).check();
  await page.getByRole('button', { name: 'Adopt signature' }).click();
  const pending = page.getByRole('button', { name: /^(Sign|Acknowledge receipt of) / });
  await expect(pending.first()).toBeVisible(WAIT);
  for (let left = await pending.count(); left > 0; left--) {
    await pending.first().click();
    await expect(pending).toHaveCount(left - 1, WAIT);
  }
  await page.getByRole('button', { name: 'Finish signing' }).click();
  await onPage(page, 'notary/intro');
}

/** The booked notary session, as the borrower's own API answers it (the token the page keeps). */
export async function bookedNotary(page: Page): Promise<{ startsAt: string }> {
  const uuid = /\/account\/heloc\/([0-9a-f-]{36})\//.exec(page.url())?.[1] ?? '';
  const jwt = await page.evaluate(() => localStorage.getItem('jwt'));
  const res = await page.request.get(
    brandUrl(null, `/service-application/api/v1/application/heloc/${uuid}/notary`),
    {
      headers: { authorization: `Bearer ${jwt}` },
    },
  );
  expect(res.ok()).toBe(true);
  const view = (await res.json()) as { booking: { startsAt: string } | null };
  if (!view.booking) throw new Error('no notary booking');
  return view.booking;
}

/**
 * notary/intro to the right to cancel: an online slot booked, the application's sandbox clock moved to it, the deed
 * signed.
 */
export async function signDeedOnline(page: Page): Promise<void> {
  await onPage(page, 'notary/intro');
  await expect(h1(page, 'Choose a time with a notary')).toBeVisible();
  await page.getByRole('button', { name: 'Book this time' }).click();
  await expect(page.getByRole('region', { name: 'There is a problem' })).toBeVisible();
  await page.getByRole('group', { name: 'Available times' }).getByRole('radio').first().check();
  await page.getByRole('button', { name: 'Book this time' }).click();
  await expect(h1(page, 'Your notary session')).toBeVisible(WAIT);
  await expect(page.getByRole('link', { name: 'Add to your calendar' })).toBeVisible();
  // To the slot itself: a session not joined within the hour after its start is missed (decision 0176).
  await moveApplicationClockTo(applicationOf(page), (await bookedNotary(page)).startsAt);
  await page.reload();
  await page.getByRole('link', { name: 'Join your session' }).click();
  await onPage(page, 'notary/session');
  await expect(h1(page, 'Your online notary session')).toBeVisible();
  await page.getByRole('button', { name: 'Sign the deed of trust' }).click();
  await onPage(page, 'complete');
  await expect(h1(page, 'Your documents are signed and notarized')).toBeVisible(WAIT);
  await expect(page.getByText('Last day to cancel')).toBeVisible();
}
