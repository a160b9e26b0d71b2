import { expect, type Page, test } from '@playwright/test';
import { confirmJourneyLiens, waitForStatus } from '../../apps/api/src/test/journey/steps';
import { h1, WAIT } from '../support/after-offer';
import { brandUrl, reviewPage, uniqueEmail } from '../support/hearth';
import { inviteCoOwner } from '../support/page-setup';
import { answerRegisterV2, PRIME, submitApplication } from '../support/register';
import { http, openApplication, seed, signIn } from '../support/seed';

// Issue 23: brokers and loan officers. The sandbox brokers (docs/sandbox-personas.md) exist from the server's start.
const CASEY = { email: 'broker.casey@brokers.example', password: 'Hearth!Broker2026' };
const JORDAN_UUID = '6f1a2b3c-0032-4000-8000-000000000032';
const BROKER_FLOW = 'flags=fe-heloc-broker-identity:on';

async function brokerToken(page: Page, who = CASEY): Promise<string> {
  const res = await page.request.post(brandUrl(null, '/identity-broker/agent/api/v3/login'), { data: who });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { jwt: string }).jwt;
}

test('a broker signs in as an agent, makes a referral link, and sees the borrower it brought reach offers', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await page.goto(brandUrl(null, `/auth/login?agent=1&${BROKER_FLOW}`));
  await expect(h1(page, 'Broker and loan officer log in')).toBeVisible(WAIT);
  await page.getByLabel('Email').fill(CASEY.email);
  await page.getByLabel('Password', { exact: true }).fill(CASEY.password);
  await page.getByRole('button', { name: /log in/i }).click();
  await expect(h1(page, 'Your pipeline')).toBeVisible(WAIT);
  await expect(page).toHaveURL(/\/account\/heloc\/broker$/);

  const email = uniqueEmail('referred');
  await page.getByLabel("Borrower's first name").fill('Alex');
  await page.getByLabel("Borrower's last name").fill('Prime');
  await page.getByLabel("Borrower's e-mail").fill(email);
  await page.getByLabel("Borrower's phone number").fill('4155550134');
  await page.getByRole('button', { name: 'Create referral link' }).click();
  const created = page.getByTestId('new-referral-link');
  await expect(created).toBeVisible(WAIT);
  const link = new URL((await created.getAttribute('href')) ?? '', page.url());
  expect(link.pathname).toBe('/account/heloc/register-v2');
  await reviewPage(page, 'broker-pipeline');

  // The borrower, in their own browser, applies through the link: the e-mail is filled in for them.
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const borrower = await context.newPage();
  await answerRegisterV2(borrower, { ...PRIME, email }, { search: link.search });
  await submitApplication(borrower);
  await expect(borrower).toHaveURL(/\/product\/select/, { timeout: 60_000 });
  await context.close();

  await page.getByLabel('Status').selectOption({ label: 'Offers ready' });
  const row = page
    .getByRole('listitem')
    .filter({ hasText: 'Offers ready to choose' })
    .filter({ hasText: 'Alex Prime' });
  await expect(row.first()).toBeVisible(WAIT);
  await row.first().getByRole('link', { name: 'Alex Prime' }).click();
  await expect(h1(page, 'Alex Prime')).toBeVisible(WAIT);
  await expect(page.getByRole('heading', { name: 'Status history' })).toBeVisible();
  await expect(page.getByText('Sacramento, CA')).toBeVisible();
  await reviewPage(page, 'broker-application');
});

test("a broker cannot open another broker's application", async ({ page }) => {
  const others = await seed({ stage: 'offers', persona: { referrerId: JORDAN_UUID } });
  await signIn(page, await brokerToken(page));
  await page.goto(brandUrl(null, `/account/heloc/broker/${others.uuid}`));
  await expect(h1(page, 'Application not found')).toBeVisible(WAIT);
  await expect(page.getByText('This application is not in your pipeline.')).toBeVisible();
  const answer = await page.request.get(
    brandUrl(null, `/service-lead-portal/api/broker/pipeline/${others.uuid}`),
    { headers: { authorization: `Bearer ${await brokerToken(page)}` } },
  );
  expect(answer.status()).toBe(404);
});

test("a borrower removes a co-owner who has not signed, and the co-owner's link stops working", async ({
  page,
  browser,
}) => {
  const seeded = await seed({ stage: 'liens', persona: { firstName: 'Coowner' } });
  await confirmJourneyLiens(http(), seeded);
  await waitForStatus(http(), seeded, 'CO_DEED_REQUEST');
  const owner = await inviteCoOwner(seeded);
  await openApplication(page, seeded, 'signing/additional');
  await expect(page.getByText('Invited, not joined yet')).toBeVisible(WAIT);
  await page.getByRole('button', { name: 'Remove SAM PRIME' }).click();
  await expect(page.getByRole('button', { name: 'Remove co-owner' })).toBeDisabled();
  await page.getByRole('checkbox', { name: 'I want to remove SAM PRIME from this application' }).check();
  await page.getByRole('button', { name: 'Remove co-owner' }).click();
  await expect(page.getByText('Not invited yet')).toBeVisible(WAIT);

  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const coOwner = await context.newPage();
  await coOwner.goto(owner.link);
  await expect(
    coOwner.getByText('This invitation link is not valid. Ask the borrower to send a new one.'),
  ).toBeVisible(WAIT);
  await context.close();
});
