import { expect, type Page, test } from '@playwright/test';
import { h1, onPage, WAIT } from '../support/after-offer';
import {
  moveClock,
  moveClockTo,
  reachDocuments,
  reachNotary,
  readDocuments,
  signAll,
} from '../support/closing';
import { brandUrl, reviewPage } from '../support/hearth';
import { PRIME } from '../support/register';

// A notary in person (the lender's manual-notary flag) and a Texas closing at a title office (decisions 0176, 0181),
// by visible labels, with axe-core and screenshots at 375 and 1280 px on each new page.
const PROBLEM = 'There is a problem';
const TEXAS = { ...PRIME, addressQuery: '510 Bluebonnet Ln' };
const TEXAS_CREDIT = 'Lender credit: Texas 2% fee limit';
const FINAL_DISCLOSURE = 'Texas final itemized disclosure of fees and charges (section 50(a)(6)(M)(ii))';
const EARLIEST = 'Your earliest closing date: ';

/** The day in "Monday, December 14, 2026" form, as the earliest-closing heading shows it. */
async function earliestClosingDay(page: Page): Promise<string> {
  const heading = page.getByRole('region', { name: new RegExp(`^${EARLIEST}`) }).getByRole('heading');
  return ((await heading.textContent()) ?? '').replace(EARLIEST, '');
}

/** Noon in Dallas on the first Friday from the 12th day after today on the sandbox clock. */
async function fridayFromTheTwelfthDay(page: Page): Promise<string> {
  const { now } = (await (await page.request.get(brandUrl(null, '/sandbox/clock'))).json()) as {
    now: string;
  };
  const today = new Date(now).toLocaleDateString('en-CA', { timeZone: 'America/Chicago' });
  const day = new Date(`${today}T18:00:00Z`);
  day.setUTCDate(day.getUTCDate() + 12);
  while (day.getUTCDay() !== 5) day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString();
}

/** `complete` after the deed is signed: the right to cancel, or, once it has run out, recording and funding. */
const AFTER_THE_NOTARY =
  /^Your (documents are signed and notarized|deed is being recorded|money is on its way|line of credit is open)$/;

test.describe('the notary in person and the Texas closing', () => {
  test('with the manual-notary flag, a notary comes to the home for $300 and the right to cancel follows', async ({
    page,
  }) => {
    test.setTimeout(300_000);
    // Blue Mesa Schools Credit Union carries the manual-notary flag (docs/sandbox-personas.md).
    await reachNotary(page, PRIME, { brandKey: 'bluemesacu' });
    await expect(h1(page, 'Choose a time with a notary')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Prefer to meet a notary in person?' })).toBeVisible();
    await reviewPage(page, 'part3-notary-intro-manual');
    await page.getByRole('link', { name: 'Have a notary come to you' }).click();

    await onPage(page, 'notary/schedule-manual');
    await expect(h1(page, 'Have a notary come to you')).toBeVisible();
    await expect(page.getByText('$300', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Book the notary visit' }).click();
    const problem = page.getByRole('region', { name: PROBLEM });
    await expect(problem).toContainText('Agree to the $300 notary fee to book a visit.');
    await expect(problem).toContainText('Choose where the notary should meet you');
    await expect(problem).toContainText('Choose at least one time that suits you.');
    await reviewPage(page, 'part3-notary-schedule-manual');
    await page.getByLabel('I agree to the $300 notary fee, taken from my initial draw').check();
    await page.getByRole('radio', { name: /^At your home: 1400 Happy Path Ln/ }).check();
    const times = page.getByRole('group', { name: 'Times that suit you' }).getByRole('checkbox');
    await times.nth(1).check();
    await times.nth(4).check();
    await page.getByRole('button', { name: 'Book the notary visit' }).click();

    await onPage(page, 'notary/reserve-manual');
    await expect(h1(page, 'Your notary visit is booked')).toBeVisible(WAIT);
    await expect(page.getByText(/Sandbox, \(800\) 555-01\d{2}/)).toBeVisible();
    await expect(page.getByText('$300, taken from your initial draw')).toBeVisible();
    await expect(page.getByText(/A current government-issued photo ID for each owner/)).toBeVisible();
    await expect(page.locator('.notary-steps [aria-current="step"]')).toHaveText(
      'The notary visits and you sign your deed of trust',
    );
    // The progress step of spec section 4 for a manual notary.
    await expect(page.getByRole('complementary', { name: 'Your application' })).toContainText(
      'Schedule Notary Session',
    );
    await reviewPage(page, 'part3-notary-reserve-manual');
    // The time can be changed until a day before the visit (decision 0186): asked once more, then back to choosing.
    await page.getByRole('button', { name: 'Choose another time' }).click();
    const confirm = page.getByRole('dialog', { name: 'Change your notary visit?' });
    await expect(confirm).toBeVisible();
    await reviewPage(page, 'part3-notary-change-visit');
    await confirm.getByRole('button', { name: 'Cancel this visit and choose another time' }).click();
    await onPage(page, 'notary/intro');
    await expect(h1(page, 'Choose a time with a notary')).toBeVisible(WAIT);
    await page.getByRole('link', { name: 'Have a notary come to you' }).click();
    await onPage(page, 'notary/schedule-manual');
    await page.getByLabel('I agree to the $300 notary fee, taken from my initial draw').check();
    await page.getByRole('radio', { name: /^At your home: 1400 Happy Path Ln/ }).check();
    await page.getByRole('group', { name: 'Times that suit you' }).getByRole('checkbox').nth(2).check();
    await page.getByRole('button', { name: 'Book the notary visit' }).click();
    await onPage(page, 'notary/reserve-manual');
    await expect(h1(page, 'Your notary visit is booked')).toBeVisible(WAIT);
    try {
      // The visit is at most a few days ahead: once the clock passes it, the notary's report moves the page on.
      await moveClock(page, 8);
      await page.reload();
      await onPage(page, 'complete');
      // Eight days on, the right to cancel may have run out as well: then the deed is being recorded.
      await expect(h1(page, AFTER_THE_NOTARY)).toBeVisible(WAIT);
    } finally {
      await moveClock(page, 'reset');
    }
  });

  test('a visit the notary reports missed is said so on notary/error, and a new time can be booked', async ({
    page,
  }) => {
    test.setTimeout(300_000);
    await reachNotary(page, PRIME, { brandKey: 'bluemesacu' });
    await page.getByRole('link', { name: 'Have a notary come to you' }).click();
    await onPage(page, 'notary/schedule-manual');
    await page.getByLabel('I agree to the $300 notary fee, taken from my initial draw').check();
    await page.getByRole('radio', { name: 'At another address' }).check();
    // The sandbox persona of a missed visit: the street line says so (docs/sandbox-personas.md).
    await page.getByLabel('Street address').fill('1 Missed Visit Way');
    await page.getByLabel('City').fill('Sacramento');
    await page.getByLabel('State').selectOption('CA');
    await page.getByLabel('ZIP code').fill('95814');
    await page.getByRole('group', { name: 'Times that suit you' }).getByRole('checkbox').first().check();
    await page.getByRole('button', { name: 'Book the notary visit' }).click();
    await onPage(page, 'notary/reserve-manual');
    await expect(page.getByText(/^Another address, 1 Missed Visit Way, Sacramento, CA 95814$/)).toBeVisible(
      WAIT,
    );
    try {
      await moveClock(page, 8);
      await page.reload();
      await onPage(page, 'notary/error');
      await expect(h1(page, 'Your notary visit did not happen')).toBeVisible(WAIT);
      await expect(page.getByText('no notary fee is charged for it', { exact: false })).toBeVisible();
      await reviewPage(page, 'part3-notary-error');
      await page.getByRole('link', { name: 'Book a new time' }).click();
      await onPage(page, 'notary/intro\\?again');
      await expect(h1(page, 'Choose a time with a notary')).toBeVisible();
      await expect(page.getByRole('link', { name: 'Have a notary come to you' })).toBeVisible();
    } finally {
      await moveClock(page, 'reset');
    }
  });

  test('a Texas home closes at a title office no earlier than the 12th day, its fees within 2%', async ({
    page,
  }) => {
    test.setTimeout(300_000);
    await reachDocuments(page, TEXAS, {
      onSummary: async (summary) => {
        // The offer's closing costs: the lender pays what the fees come to above 2% of the draw.
        await expect(summary.getByText(TEXAS_CREDIT)).toBeVisible();
        await reviewPage(summary, 'part3-texas-app-summary');
      },
      onFinalOffer: async (offer) => {
        await expect(h1(offer, 'Your final offer')).toBeVisible(WAIT);
        await expect(offer.getByText(TEXAS_CREDIT)).toBeVisible();
        await reviewPage(offer, 'part3-texas-final-offer');
      },
    });
    await readDocuments(page, undefined, async (documents) => {
      // The package holds the final itemized disclosure: every fee, the credit and the rate.
      const disclosure = documents.getByRole('region', { name: `${FINAL_DISCLOSURE}, full text` });
      await expect(disclosure).toContainText(TEXAS_CREDIT);
      await expect(disclosure).toContainText('Annual percentage rate (APR): ');
      await reviewPage(documents, 'part3-texas-documents');
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
    await reviewPage(page, 'part3-notary-texas-intro');
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
    await reviewPage(page, 'part3-notary-texas-schedule');
    await page.getByLabel('I agree to the $300 notary fee, taken from my initial draw').check();
    await times.first().check();
    await page.getByRole('button', { name: 'Book your closing' }).click();

    await onPage(page, 'notary/reserve-manual');
    await expect(page.getByText(/^Sandbox Title Company, 100 Main St/)).toBeVisible(WAIT);
    await reviewPage(page, 'part3-notary-texas-reserve');
    try {
      await moveClock(page, 16);
      await page.reload();
      await onPage(page, 'complete');
      await expect(h1(page, AFTER_THE_NOTARY)).toBeVisible(WAIT);
    } finally {
      await moveClock(page, 'reset');
    }
  });

  test('a Texas closing waits for the business day after the final itemized disclosure is received', async ({
    page,
  }) => {
    test.setTimeout(300_000);
    await reachDocuments(page, TEXAS);
    try {
      // The borrower reads and acknowledges the documents on a Friday, after the 12th day has come.
      const friday = await fridayFromTheTwelfthDay(page);
      await moveClockTo(page, friday);
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
      await reviewPage(page, 'part3-notary-texas-disclosure-wait');
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
    } finally {
      await moveClock(page, 'reset');
    }
  });
});
