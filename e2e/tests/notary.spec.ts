import { expect, type Page, test } from '@playwright/test';
import {
  acceptJourneyDisclosures,
  answerJourneyIdentity,
  connectJourneyPayroll,
  journeyClock,
  waitForStatus,
} from '../../apps/api/src/test/journey/steps';
import { h1, onPage, WAIT } from '../support/after-offer';
import { openDocument, readDocuments, signAll } from '../support/closing';
import { brandUrl } from '../support/hearth';
import { PRIME } from '../support/register';
import {
  http,
  moveApplicationClock,
  moveApplicationClockTo,
  openApplication,
  type Seeded,
  seed,
} from '../support/seed';

// A Texas closing at a title office (decisions 0176, 0181), by visible labels. Each test seeds its borrower to the
// stage it tests (issue 18). The notary in person (the lender's manual-notary flag) is walked and asserted by the page
// review's group "a notary in person: booked, changed, missed" (e2e/support/page-catalogue.ts, decision 0263).
const TEXAS = { ...PRIME, addressQuery: '510 Bluebonnet Ln' };
const TEXAS_HOME = { address: { street1: '510 Bluebonnet Ln', city: 'Dallas', state: 'TX', zip: '75201' } };
const TEXAS_CREDIT = 'Lender credit: Texas 2% fee limit';
const FINAL_DISCLOSURE = 'Texas final itemized disclosure of fees and charges (section 50(a)(6)(M)(ii))';
const EARLIEST = 'Your earliest closing date: ';

/** The day in "Monday, December 14, 2026" form, as the earliest-closing heading shows it. */
async function earliestClosingDay(page: Page): Promise<string> {
  const heading = page.getByRole('region', { name: new RegExp(`^${EARLIEST}`) }).getByRole('heading');
  return ((await heading.textContent()) ?? '').replace(EARLIEST, '');
}

/** Noon in Dallas on the first Friday from the 12th day after today on the application's sandbox clock. */
async function fridayFromTheTwelfthDay(seeded: Seeded): Promise<string> {
  const now = await journeyClock(http(), seeded);
  const today = now.toLocaleDateString('en-CA', { timeZone: 'America/Chicago' });
  const day = new Date(`${today}T18:00:00Z`);
  day.setUTCDate(day.getUTCDate() + 12);
  while (day.getUTCDay() !== 5) day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString();
}

/**
 * notary/reserve-manual of a Texas closing (issue 21 item 11, decision 0208): the office and its address, the time in
 * Texas, who comes (every owner and spouse), what to bring and what follows, as a title company's closer says it; not
 * the mobile notary's "the notary brings your deed of trust".
 */
async function expectTexasClosingBooked(page: Page): Promise<void> {
  await expect(h1(page, 'Your closing at the title office is booked')).toBeVisible(WAIT);
  const facts = page.locator('dl.facts');
  await expect(facts.locator('address')).toHaveText(
    /^Sandbox Title Company\s*100 Main St\s*Suite 200\s*Dallas, TX 75201$/,
  );
  // The time as the office's clock shows it, Central time named.
  await expect(facts).toContainText(/\d{1,2}:\d{2} [AP]M C[SD]T \(Texas time\), about an hour/);
  await expect(page.getByText('Every owner on title, and the husband or wife of each owner')).toBeVisible();
  const bring = page
    .getByRole('heading', { name: 'What to bring' })
    .locator('xpath=following-sibling::ul[1]');
  await expect(bring).toContainText(
    'A current government-issued photo ID for each owner and each owner’s spouse',
  );
  await expect(bring).toContainText('No money: there is no cashier’s check to bring and no checkbook.');
  await expect(page.getByText('You then have three business days to cancel')).toBeVisible();
  await expect(page.getByText('the notary brings your deed of trust')).toHaveCount(0);
  // The progress panel names the closing for what it is (issue 21 item 11), not a notary's visit.
  const panel = page.getByRole('complementary', { name: 'Your application' });
  await expect(panel.locator('.app-steps__task')).toHaveText('Title-office closing booked');
  await expect(panel).not.toContainText('Notary visit booked');
}

/** `complete` after the deed is signed: the right to cancel, or, once it has run out, recording and funding. */
const AFTER_THE_NOTARY =
  /^Your (documents are signed and notarized|deed is being recorded|money is on its way|line of credit is open)$/;

test.describe('the notary in person and the Texas closing', () => {
  test("a Texas home's offer shows the lender credit of the 2% fee limit on the summary and the final offer", async ({
    page,
  }) => {
    const seeded = await seed({ stage: 'app-summary', persona: TEXAS_HOME });
    await openApplication(page, seeded, 'start/app-summary');
    // The offer's closing costs: the lender pays what the fees come to above 2% of the draw.
    await expect(page.getByText(TEXAS_CREDIT)).toBeVisible(WAIT);
    // The same application on to its final offer over HTTP: disclosures, payroll, identity.
    await acceptJourneyDisclosures(http(), seeded);
    await waitForStatus(http(), seeded, 'INCOME_VERIFICATION');
    await connectJourneyPayroll(http(), seeded);
    await waitForStatus(http(), seeded, 'IDENTITY_VERIFICATION');
    await answerJourneyIdentity(http(), seeded);
    await waitForStatus(http(), seeded, 'FINAL_OFFER');
    await page.goto(brandUrl(null, `/account/heloc/${seeded.uuid}/signing/intro`));
    await expect(h1(page, 'Your final offer')).toBeVisible(WAIT);
    await expect(page.getByText(TEXAS_CREDIT)).toBeVisible();
  });

  test('a Texas home closes at a title office no earlier than the 12th day, its fees within 2%', async ({
    page,
  }) => {
    const seeded = await seed({ stage: 'documents', persona: TEXAS_HOME });
    await openApplication(page, seeded, 'signing/intro');
    await readDocuments(page, undefined, async (documents) => {
      // The package holds the final itemized disclosure: every fee, the credit and the rate.
      await openDocument(documents, FINAL_DISCLOSURE);
      const disclosure = documents.getByRole('region', { name: `${FINAL_DISCLOSURE}, full text` });
      await expect(disclosure).toContainText(TEXAS_CREDIT);
      await expect(disclosure).toContainText('Annual percentage rate (APR): ');
    });
    // Acknowledged in the ceremony like the notice: the wait on notary/intro counts from that day.
    await signAll(page, TEXAS);
    await expect(h1(page, 'Your closing at a title office')).toBeVisible();
    const wait = page.getByRole('region', { name: new RegExp(`^${EARLIEST}`) });
    await expect(wait).toContainText(
      'Texas law does not allow a home equity loan to close before both of these days',
    );
    await expect(wait).toContainText(': the 12th day after the later of your application');
    await expect(wait).toContainText(': one business day after you received your final itemized disclosure');
    await expect(page.getByRole('button', { name: 'Book this time' })).toHaveCount(0);
    // Signed on the day the documents were made, the 12th day comes last and sets the earliest day.
    const earliest = await earliestClosingDay(page);
    await expect(wait.getByRole('listitem').first()).toContainText(`${earliest}: the 12th day`);
    await page.getByRole('link', { name: 'Choose a time at the title office' }).click();

    await onPage(page, 'notary/schedule-manual');
    await expect(h1(page, 'Book your closing at the title office')).toBeVisible();
    await expect(
      page.getByText(/Sandbox Title Company, 100 Main St, Suite 200, Dallas, TX 75201/),
    ).toBeVisible();
    await expect(page.getByRole('radio')).toHaveCount(0);
    const times = page.getByRole('group', { name: 'Times that suit you' }).getByRole('checkbox');
    // The first time offered is on the earliest closing day (the weekday and date of "Monday, December 7, 2026").
    const day = earliest.split(', ').slice(0, 2).join(', ');
    await expect(times.first()).toHaveAccessibleName(new RegExp(`^${day}(,| at) `));
    await page.getByLabel('I agree to the $300 notary fee, taken from my initial draw').check();
    await times.first().check();
    await page.getByRole('button', { name: 'Book your closing' }).click();

    await onPage(page, 'notary/reserve-manual');
    await expectTexasClosingBooked(page);
    await moveApplicationClock(seeded, 16);
    await page.reload();
    await onPage(page, 'complete');
    await expect(h1(page, AFTER_THE_NOTARY)).toBeVisible(WAIT);
  });

  test('a Texas closing waits for the business day after the final itemized disclosure is received', async ({
    page,
  }) => {
    const seeded = await seed({ stage: 'documents', persona: TEXAS_HOME });
    // The borrower reads and acknowledges the documents on a Friday, after the 12th day has come.
    const friday = await fridayFromTheTwelfthDay(seeded);
    await moveApplicationClockTo(seeded, friday);
    await openApplication(page, seeded, 'signing/intro');
    await readDocuments(page);
    await signAll(page, TEXAS);
    await expect(h1(page, 'Your closing at a title office')).toBeVisible();
    const earliest = await earliestClosingDay(page);
    // Saturday and Sunday are not business days: the earliest day is the Monday (Tuesday after a holiday).
    expect(earliest).toMatch(/^(Monday|Tuesday), /);
    const wait = page.getByRole('region', { name: new RegExp(`^${EARLIEST}`) });
    await expect(wait.getByRole('listitem').nth(1)).toContainText(
      `${earliest}: one business day after you received your final itemized disclosure`,
    );
    await page.getByRole('link', { name: 'Choose a time at the title office' }).click();

    await onPage(page, 'notary/schedule-manual');
    const times = page.getByRole('group', { name: 'Times that suit you' }).getByRole('checkbox');
    const day = earliest.split(', ').slice(0, 2).join(', ');
    await expect(times.first()).toHaveAccessibleName(new RegExp(`^${day}(,| at) `));
    // The network's times on the Saturday after the disclosure are not offered.
    const saturday = new Date(Date.parse(friday) + 86_400_000).toLocaleDateString('en-US', {
      weekday: 'long',
      month: 'long',
      day: 'numeric',
      timeZone: 'America/Chicago',
    });
    await expect(page.getByRole('checkbox', { name: new RegExp(`^${saturday}(,| at) `) })).toHaveCount(0);
  });
});

test.describe('the online notary session', () => {
  test('shows the video session and the deed of trust it asks the borrower to read once more', async ({
    page,
  }) => {
    // Issue 21 item 12 (decision 0208): the sandbox notary's picture, named with the commission, the borrower's own
    // camera tile, the steps, and the real deed of trust with its PDF, beside one another.
    const seeded = await seed({ stage: 'booked' });
    await moveApplicationClockTo(seeded, seeded.slot ?? '');
    await openApplication(page, seeded, 'notary/session');
    await expect(h1(page, 'Your online notary session')).toBeVisible(WAIT);
    const frame = page.getByRole('region', { name: 'Your video session' });
    await expect(
      frame.getByRole('img', {
        name: /^Sandbox picture standing in for the live video of \w+ Sandbox, your notary$/,
      }),
    ).toBeVisible();
    await expect(frame).toContainText(/\w+ SandboxNotary public, commissioned in Virginia/);
    await expect(frame).toContainText('Sandbox session: a picture stands in for the notary’s live video.');
    await expect(frame.getByRole('img', { name: 'Your camera: not turned on in the sandbox' })).toBeVisible();
    await expect(frame.locator('[aria-current="step"]')).toHaveText('Read your deed of trust once more');

    const deed = page.getByRole('region', { name: 'Deed of trust, full text' });
    await expect(deed).toContainText(/alex prime/i, WAIT);
    await deed.evaluate((element) => {
      element.scrollTop = element.scrollHeight;
    });
    await expect(page.getByText('Read to the end')).toBeVisible();
    await expect(frame.locator('[aria-current="step"]')).toHaveText('Sign it while the notary watches');
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download PDF of Deed of trust' }).click();
    expect((await download).suggestedFilename()).toBe('deed-of-trust.pdf');

    await page.getByRole('button', { name: 'Sign the deed of trust' }).click();
    await onPage(page, 'complete');
  });
});
