import { BROKER_API_PATHS } from '@hearth/domain/brokers';
import { ENTRY_MESSAGES } from '@hearth/domain/entry-route-rules';
import { ERROR_MESSAGES } from '@hearth/domain/errors';
import { expect, type Page, test } from '@playwright/test';
import { confirmJourneyLiens, waitForStatus } from '../../apps/api/src/test/journey/steps';
import { h1, WAIT } from '../support/after-offer';
import { newSandboxStaff, signInToConsoleAs } from '../support/console';
import { brandUrl, reviewPage, STRONG_PASSWORD, uniqueEmail } from '../support/hearth';
import { inviteCoOwner } from '../support/page-setup';
import { http, openApplication, seed, signIn } from '../support/seed';

// Issue 23: brokers and loan officers. The sandbox brokers (docs/sandbox-personas.md) exist from the server's start.
const CASEY = { email: 'broker.casey@brokers.example', password: 'Hearth!Broker2026' };
const CASEY_UUID = '6f1a2b3c-0031-4000-8000-000000000031';
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

  // The borrower opens the link in their own browser and the register flow starts; their
  // application, sent with the link's ids as the register flow sends them, is then seeded to offers over HTTP
  // (the register journeys drive those pages by their labels).
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const borrower = await context.newPage();
  await borrower.goto(brandUrl(null, `${link.pathname}${link.search}`));
  await expect(borrower.getByRole('heading', { level: 1 })).toBeVisible(WAIT);
  await context.close();
  await seed({
    stage: 'offers',
    persona: {
      referrerId: link.searchParams.get('referrerId') ?? undefined,
      referralId: link.searchParams.get('referralId') ?? undefined,
    },
  });

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

test("a broker reads their own referred application, and cannot open another broker's", async ({ page }) => {
  const [own, others] = await Promise.all([
    seed({ stage: 'offers', persona: { referrerId: CASEY_UUID } }),
    seed({ stage: 'offers', persona: { referrerId: JORDAN_UUID } }),
  ]);
  await signIn(page, await brokerToken(page));
  // Their own, read-only, checked by axe-core at both widths (issue 23's review of the detail page).
  await page.goto(brandUrl(null, `/account/heloc/broker/${own.uuid}`));
  await expect(page.getByRole('heading', { name: 'Status history' })).toBeVisible(WAIT);
  await reviewPage(page, 'broker-application-seeded');
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

test('a lender admin deactivates a broker in the console: the broker is signed out, told why at sign-in, and their link says it no longer works', async ({
  page,
  browser,
}) => {
  // A broker of their own (the sandbox brokers serve the other tests), signed in, with a referral link.
  const email = uniqueEmail('broker');
  const opened = await http().request('POST', '/sandbox/brokers', {
    body: {
      organizationCode: 'HEARTH',
      email,
      password: STRONG_PASSWORD,
      phoneNumber: '(555) 555-0142',
      firstName: 'Riley',
      lastName: 'Stone',
      brokerageName: 'Stone Lending',
      nmls: '1000142',
      licensedStates: ['CA'],
    },
  });
  expect(opened.status, opened.text).toBe(201);
  const jwt = await brokerToken(page, { email, password: STRONG_PASSWORD });
  const link = await http().request('POST', BROKER_API_PATHS.referralLinks, {
    headers: { authorization: `Bearer ${jwt}` },
    body: { firstName: 'Alex', lastName: 'Prime', email: uniqueEmail('referred'), phoneNumber: '4155550134' },
  });
  expect(link.status, link.text).toBe(201);

  await signInToConsoleAs(page, await newSandboxStaff('ADMIN'));
  await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Brokers' }).click();
  await expect(h1(page, 'Brokers')).toBeVisible(WAIT);
  await page.getByRole('button', { name: 'Deactivate Riley Stone' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Deactivate Riley Stone' })).toBeVisible();
  await reviewPage(page, 'console-brokers-deactivate');
  await page.getByLabel('Why (kept in the audit log)').fill('Our agreement with Stone Lending ended.');
  await page.getByRole('button', { name: 'Deactivate account' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Riley Stone is deactivated' })).toBeVisible(WAIT);
  await expect(page.getByRole('row').filter({ hasText: 'Riley Stone' })).toContainText('Deactivated');
  await reviewPage(page, 'console-brokers-done');

  // The broker's session is over, and signing in again says why.
  const pipeline = await http().request('GET', BROKER_API_PATHS.pipeline, {
    headers: { authorization: `Bearer ${jwt}` },
  });
  expect(pipeline.status).toBe(401);
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const broker = await context.newPage();
  await broker.goto(brandUrl(null, `/auth/login?agent=1&${BROKER_FLOW}`));
  await broker.getByLabel('Email').fill(email);
  await broker.getByLabel('Password', { exact: true }).fill(STRONG_PASSWORD);
  await broker.getByRole('button', { name: /log in/i }).click();
  await expect(broker.getByText(ERROR_MESSAGES.accountDeactivated)).toBeVisible(WAIT);
  // A borrower who opens the broker's link is told it no longer works, and can still apply.
  await broker.goto(brandUrl(null, link.json<{ link: string }>().link));
  await expect(broker.getByText(ENTRY_MESSAGES.referralInactive)).toBeVisible(WAIT);
  await context.close();
});
