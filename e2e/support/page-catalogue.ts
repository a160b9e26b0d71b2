import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { APP_START_API_PATHS } from '@hearth/domain/app-start';
import { COLLATERAL_API_PATHS } from '@hearth/domain/collateral';
import { FUNDING_API_PATHS } from '@hearth/domain/funding';
import { NOTARY_API_PATHS } from '@hearth/domain/notary';
import { type Browser, expect, type Page } from '@playwright/test';
import { PARTNER_BRANDS } from '../../apps/api/src/modules/organizations/brand-registry';
import {
  acceptJourneyDisclosures,
  addJourneyAccounts,
  answerJourneyIdentity,
  bookJourneyNotary,
  confirmJourneyLiens,
  connectJourneyPayroll,
  endJourneyRescission,
  moveJourneyClockTo,
  sendJourneyInsurance,
  signJourneyDocuments,
} from '../../apps/api/src/test/journey/steps';
import { applyAs } from './apply';
import { documentList, openDocument, readEveryDocument } from './closing';
import { openESignSample } from './e-sign';
import { brandUrl, STRONG_PASSWORD, uniqueEmail } from './hearth';
import type { PageRoute } from './page-routes';
import {
  CO_OWNER,
  clockOf,
  coOwnerInvitationId,
  coOwnerJoins,
  type Hold,
  holdApplication,
  holdView,
  invitationLink,
  inviteCoOwner,
  lenderOpensTask,
  linkFundsAccount,
  newBorrower,
  type Persona,
  type ReviewedApplication,
  signWithoutFinishing,
  stepTo,
  useForAutopay,
} from './page-setup';
import { http, moveApplicationClock, seed, signIn } from './seed';

/**
 * The page catalogue of the pages review (issue 18 item 4): every page of the product, how the review reaches it
 * and in which states, grouped by the application the pages share so one seeding serves them all. The journeys
 * assert behaviour only; tests/pages.spec.ts opens each entry here and runs `reviewPage` (axe-core WCAG 2.1 AA and
 * full-page screenshots at 375 and 1280 px) on each of its states. A state keeps the screenshot name of the old
 * inline review that saw the same page in the same state; a page no journey reviewed before has a name of its own.
 */

/** One state of a page, reviewed under `name` (the screenshot name). */
export interface ReviewState {
  name: string;
  /** Brings the page from the state before into this one as the borrower would, waiting on what they see. */
  prepare?: (ctx: ReviewContext) => Promise<void>;
}

export interface CatalogueEntry {
  /** The router's pattern (e2e/support/page-routes.ts); several entries may review one pattern. */
  route: PageRoute;
  /** The address opened: a page of the group's application (`income/review`) or a path from the host (`/terms`). */
  path?: string;
  /** How the borrower gets there instead, when the page is reached by their action rather than its address. */
  open?: (ctx: ReviewContext) => Promise<void>;
  /** The page's heading once open (any h1 when not given). */
  heading?: string | RegExp;
  /** Whose browser shows it: the borrower's, or the co-owner's. */
  as?: 'borrower' | 'signer';
  states: ReviewState[];
}

export interface ReviewGroup {
  /** The test's title. */
  title: string;
  /** Where it starts: a seeded stage, a pre-qualification outcome, a new account, or nobody signed in. */
  setup?: (ctx: ReviewContext) => Promise<void>;
  /** The brand whose host shows the pages (the main brand when not given). */
  brandKey?: string;
  entries: CatalogueEntry[];
}

/**
 * Chromium itself logs every HTTP error response as a console error ("Failed to load resource: the server
 * responded with a status of 409 (Conflict)"), whatever the page does with it. Some states get a 4xx on purpose
 * (a name that is not on the title records, a used link), so a 4xx is expected; a 5xx still fails.
 */
const REFUSED_REQUEST = /^Failed to load resource: the server responded with a status of 4\d\d /;

/** What a group's pages need while they are reviewed: the borrower's page, the application, the co-owner's page. */
export class ReviewContext {
  private seeded: ReviewedApplication | undefined;
  private signerPage: Page | undefined;
  /** Values one state leaves for a later one (an e-mail address, a task's id). */
  readonly values = new Map<string, string>();
  /** Uncaught errors and console errors in the borrower's and the co-owner's pages (issue 19 item 9). */
  readonly browserErrors: string[] = [];

  constructor(
    readonly page: Page,
    readonly browser: Browser,
    readonly brandKey: string | null,
  ) {
    this.watch(page, 'borrower');
  }

  private watch(page: Page, who: string): void {
    page.on('pageerror', (error) => this.browserErrors.push(`${who} on ${page.url()}: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() !== 'error' || REFUSED_REQUEST.test(message.text())) return;
      this.browserErrors.push(`${who} on ${page.url()}: ${message.text()}`);
    });
  }

  get app(): ReviewedApplication {
    if (!this.seeded) throw new Error('this group has no application: give it a setup that seeds one');
    return this.seeded;
  }

  /** The group's application; the borrower's browser is signed in as its borrower from the next page load. */
  async use(app: ReviewedApplication): Promise<ReviewedApplication> {
    this.seeded = app;
    await signIn(this.page, app.jwt);
    return app;
  }

  get signer(): Page {
    if (!this.signerPage) throw new Error('no co-owner browser yet: open one with openSigner');
    return this.signerPage;
  }

  /** A browser of the co-owner's own, signed in with `jwt` when given (else as a visitor with the invitation). */
  async openSigner(jwt?: string): Promise<Page> {
    const context = await this.browser.newContext({ viewport: { width: 1280, height: 900 } });
    this.signerPage = await context.newPage();
    this.watch(this.signerPage, 'co-owner');
    if (jwt) await signIn(this.signerPage, jwt);
    return this.signerPage;
  }

  /** The URL of `path`: a page of the application when it has no leading slash, on the group's brand. */
  url(path: string): string {
    const brand = this.seeded ? this.seeded.brandKey : this.brandKey;
    return brandUrl(brand, path.startsWith('/') ? path : `/account/heloc/${this.app.uuid}/${path}`);
  }

  async goto(path: string, as: 'borrower' | 'signer' = 'borrower'): Promise<void> {
    await (as === 'signer' ? this.signer : this.page).goto(this.url(path));
  }

  async close(): Promise<void> {
    await this.signerPage?.context().close();
  }
}

const WAIT = { timeout: 30_000 };
/** Recording (5 s in the sandbox), the funding checks, the ACH file and the bank's answer. */
const SLOW = { timeout: 90_000 };
const PROBLEM = 'There is a problem';
export const h1 = (page: Page, name?: string | RegExp) =>
  page.getByRole('heading', { level: 1, ...(name ? { name } : {}) });
const problem = (page: Page) => page.getByRole('region', { name: PROBLEM });
const onPath = (page: Page, path: string) => expect(page).toHaveURL(new RegExp(`/${path}(\\?|#|$)`), WAIT);

/** A one-page PDF that stands for any document a borrower sends. */
function pdf(): string {
  const file = join(tmpdir(), 'hearth-pages-review.pdf');
  writeFileSync(file, '%PDF-1.7\n1 0 obj << >> endobj\n%%EOF\n');
  return file;
}

// The sandbox personas (docs/sandbox-personas.md).
const PRIME: Persona = { firstName: 'Alex', lastName: 'Prime' };
const TEXAS: Persona = {
  ...PRIME,
  address: { street1: '510 Bluebonnet Ln', city: 'Dallas', state: 'TX', zip: '75201' },
};
const TEXAS_CREDIT = 'Lender credit: Texas 2% fee limit';
const EARLIEST = 'Your earliest closing date: ';
/** Two distinct lenders (some brands are channels of one lender and share its name), as the brands spec picks. */
const FIRST_BRAND = PARTNER_BRANDS[0];
const SECOND_BRAND = PARTNER_BRANDS.find(
  (brand) => FIRST_BRAND && !brand.companyName.includes(FIRST_BRAND.companyName),
);
if (!FIRST_BRAND || !SECOND_BRAND) throw new Error('the brand registry needs at least two partners');
const SAM_ORTIZ = '6f1a2b3c-0002-4000-8000-000000000002';
const SIGNER_FLAG_ON = '?flags=fe-heloc-additional-signer-conditions:on';
const SIGNER_TASK_NOTE = 'Send the recorded deed that shows the legal description.';

const seeded =
  (options: Parameters<typeof seed>[0], then?: (app: ReviewedApplication) => Promise<void>) =>
  async (ctx: ReviewContext) => {
    const app = await ctx.use(await seed(options));
    if (then) await then(app);
  };

// ---------------------------------------------------------------------------------------------------------------
// The register questions, as a borrower answers them (the register journeys' answers).

const continueTo = async (page: Page, heading: string | RegExp) => {
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(h1(page, heading)).toBeVisible(WAIT);
};

type Question = { heading: string; slug: string; answer: (page: Page, ctx: ReviewContext) => Promise<void> };
const QUESTIONS: Record<string, Question> = {
  homeAddress: {
    heading: 'Is the property your home address?',
    slug: 'is-the-property-your-home-address',
    answer: (page) => page.getByRole('radio', { name: 'Yes' }).check(),
  },
  forSale: {
    heading: 'Is the property listed for sale?',
    slug: 'is-the-property-listed-for-sale',
    answer: (page) => page.getByRole('radio', { name: 'No' }).check(),
  },
  income: {
    heading: 'What is your annual income?',
    slug: 'what-is-your-annual-income',
    answer: async (page) => {
      await page.getByRole('radio', { name: 'Full-time' }).check();
      await page.getByLabel('Annual income before taxes').fill('150000');
    },
  },
  name: {
    heading: 'What is your legal name?',
    slug: 'what-is-your-legal-name',
    answer: async (page) => {
      await page.getByLabel('First name').fill('Alex');
      await page.getByLabel('Last name').fill('Prime');
    },
  },
  birthdate: {
    heading: 'What is your date of birth?',
    slug: 'what-is-your-date-of-birth',
    answer: async (page) => {
      await page.getByLabel('Month').fill('04');
      await page.getByLabel('Day').fill('12');
      await page.getByLabel('Year').fill('1980');
    },
  },
  contact: {
    heading: 'How can we contact you?',
    slug: 'how-can-we-contact-you',
    answer: async (page, ctx) => {
      await page.getByLabel('Email address').fill(ctx.values.get('email') ?? uniqueEmail('prime'));
      await page.getByLabel('Mobile phone number').fill('4155550134');
    },
  },
  password: {
    heading: 'Create a password',
    slug: 'create-a-password',
    answer: async (page) => {
      await page.getByLabel('Password', { exact: true }).fill(STRONG_PASSWORD);
      await page.getByLabel('Confirm password').fill(STRONG_PASSWORD);
      await page.getByRole('checkbox', { name: /I agree to the/ }).check();
      await page.getByRole('checkbox', { name: /communications electronically/ }).check();
    },
  },
};
const FIRST_QUESTION = 'Tell us about the home you want to borrow against';
const CHECK_ANSWERS = 'Check your answers before you apply';

async function answerProperty(page: Page, query = '1400 Happy Path Ln'): Promise<void> {
  await expect(h1(page, FIRST_QUESTION)).toBeVisible(WAIT);
  const address = page.getByRole('combobox', { name: 'Property address' });
  // A signed-in borrower's page may settle after the first keystrokes: typed again until suggestions show.
  await expect(async () => {
    await address.fill(query);
    await expect(page.getByRole('option').first()).toBeVisible({ timeout: 3_000 });
  }).toPass(WAIT);
  await page.getByRole('option').first().click();
  await page.getByRole('radio', { name: 'Primary residence' }).check();
}

/** Each question page of a walk as a state: continue from the page before, answer this one. */
function questionStates(prefix: string, questions: Question[]): ReviewState[] {
  return [
    { name: `${prefix}-property`, prepare: (ctx) => answerProperty(ctx.page) },
    ...questions.map((question) => ({
      name: `${prefix}-${question.slug}`,
      prepare: async (ctx: ReviewContext) => {
        await continueTo(ctx.page, question.heading);
        await question.answer(ctx.page, ctx);
      },
    })),
    { name: `${prefix}-check-answers`, prepare: (ctx) => continueTo(ctx.page, CHECK_ANSWERS) },
  ];
}

/** Answers every question without a review, to check-your-answers (a signed-in borrower has no password page). */
async function answerAll(page: Page, ctx: ReviewContext): Promise<void> {
  await answerProperty(page);
  for (let heading = ''; heading !== CHECK_ANSWERS; ) {
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(h1(page)).not.toHaveText(heading || FIRST_QUESTION, WAIT);
    heading = (await h1(page).innerText()).trim();
    const question = Object.values(QUESTIONS).find((q) => q.heading === heading);
    if (question) await question.answer(page, ctx);
    else if (heading !== CHECK_ANSWERS) throw new Error(`unexpected register page: ${heading}`);
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Steps a few groups share.

/** The sandbox vendor's own page (outside Hearth, as a real vendor's is) shows. */
const vendorPageHeading = (page: Page, name: string) => expect(h1(page, name)).toBeVisible(WAIT);

/** notary/schedule-manual: the fee agreed, a place, a time chosen, booked. */
async function bookVisit(page: Page, where: 'home' | 'missed'): Promise<void> {
  await page.getByLabel('I agree to the $300 notary fee, taken from my initial draw').check();
  if (where === 'home') {
    await page.getByRole('radio', { name: /^At your home: 1400 Happy Path Ln/ }).check();
  } else {
    // The sandbox persona of a missed visit: the street line says so.
    await page.getByRole('radio', { name: 'At another address' }).check();
    await page.getByLabel('Street address').fill('1 Missed Visit Way');
    await page.getByLabel('City').fill('Sacramento');
    await page.getByLabel('State').selectOption('CA');
    await page.getByLabel('ZIP code').fill('95814');
  }
  await page.getByRole('group', { name: 'Times that suit you' }).getByRole('checkbox').nth(1).check();
  await page.getByRole('button', { name: 'Book the notary visit' }).click();
  await onPath(page, 'notary/reserve-manual');
  await expect(h1(page, 'Your notary visit is booked')).toBeVisible(WAIT);
}

/** The right to cancel runs out: the draw goes to `Bankreturn`'s checking account ending in 0000, which returns it. */
async function drawReturned(app: ReviewedApplication): Promise<void> {
  await endJourneyRescission(http(), app, 5);
}
const RETURNED = 'Your bank sent your money back';
/** `complete` after a notary's visit: the right to cancel, or, once it has run out, recording and funding. */
const AFTER_THE_MANUAL_NOTARY =
  /^Your (documents are signed and notarized|deed is being recorded|money is on its way|line of credit is open)$/;
const SEND = /^Send \$[\d,]+\.\d{2} to this account$/;

/** The co-owner persona at CO_DEED_REQUEST: its liens confirmed, title shows SAM PRIME. */
const coOwnerAtInvitation = seeded({ stage: 'liens', persona: { ...PRIME, firstName: 'Coowner' } }, (app) =>
  stepTo(app, confirmJourneyLiens, 'CO_DEED_REQUEST'),
);

/** The co-owner invited and joined over HTTP: the application waits on the insurance. */
async function coOwnerJoined(ctx: ReviewContext): Promise<string> {
  await coOwnerAtInvitation(ctx);
  const { jwt } = await coOwnerJoins(ctx.app, await inviteCoOwner(ctx.app));
  return jwt;
}

// ---------------------------------------------------------------------------------------------------------------

export const REVIEW_GROUPS: ReviewGroup[] = [
  // The longest groups first: with tests side by side, they start while the short ones fill the gaps.
  {
    title: 'the co-owner signs the documents and before the notary; the right to cancel',
    setup: async (ctx) => {
      const jwt = await coOwnerJoined(ctx);
      await stepTo(ctx.app, sendJourneyInsurance, 'DISBURSEMENT_ACCOUNT');
      await stepTo(
        ctx.app,
        (h, app) => addJourneyAccounts(h, app, 'linked-checking-autopay'),
        'NOTE_SIGNING',
      );
      await signWithoutFinishing(ctx.app, 'Coowner Prime');
      await ctx.openSigner(jwt);
    },
    entries: [
      {
        route: '/account/heloc/:uuid/signing/sign',
        path: 'signing/sign',
        heading: 'Sign your documents',
        states: [
          {
            name: 'signers-borrower-waiting',
            prepare: async ({ page }) => {
              await expect(page.getByRole('region', { name: 'Other owners' })).toContainText(CO_OWNER.title);
              await page.getByRole('button', { name: 'Finish signing' }).click();
              await expect(
                page.getByRole('alert').filter({ hasText: `${CO_OWNER.title} must sign first` }),
              ).toBeVisible(WAIT);
            },
          },
        ],
      },
      {
        route: '/account/heloc/heloc-signer/sign',
        path: '/account/heloc/heloc-signer/sign',
        as: 'signer',
        heading: 'Sign as an owner',
        states: [
          {
            name: 'signers-sign',
            prepare: async ({ signer }) => {
              await signer.getByLabel('Type your full name').fill(CO_OWNER.fullName);
              await signer.getByLabel('Type your initials').fill('SP');
              await signer.getByLabel(/I agree that this is my electronic signature/).check();
              await signer.getByRole('button', { name: 'Adopt signature' }).click();
              await expect(
                signer.getByRole('button', { name: /^(Sign|Acknowledge receipt of) / }),
              ).toHaveCount(5, WAIT);
            },
          },
        ],
      },
      {
        route: '/account/heloc/heloc-signer/documents',
        as: 'signer',
        open: async ({ signer }) => {
          // The deed, and receipt of their notice, the disclosure, the agreement and the E-SIGN consent (decision 0202).
          const theirs = signer.getByRole('button', { name: /^(Sign|Acknowledge receipt of) / });
          for (let left = 5; left > 0; left--) {
            await theirs.first().click();
            await expect(theirs).toHaveCount(left - 1, WAIT);
          }
          await signer.getByRole('link', { name: 'See your documents' }).click();
          await onPath(signer, 'heloc-signer/documents');
        },
        heading: 'Your documents',
        states: [
          {
            name: 'signers-documents-signed',
            prepare: async ({ signer }) => {
              // One document at a time (decision 0209): the deed is opened from the list.
              await openDocument(signer, 'Deed of trust');
              await expect(signer.getByRole('region', { name: 'Deed of trust, full text' })).toContainText(
                CO_OWNER.title,
                WAIT,
              );
            },
          },
        ],
      },
      {
        route: '/account/heloc/:uuid/notary/intro',
        open: async (ctx) => {
          // The borrower finishes now the co-owner has signed, and books the first online time.
          await ctx.page.reload();
          const owners = ctx.page.getByRole('region', { name: 'Other owners' });
          await expect(owners.getByText('Still to sign:')).toHaveCount(0, WAIT);
          await ctx.page.getByRole('button', { name: 'Finish signing' }).click();
          await onPath(ctx.page, 'notary/intro');
          ctx.values.set('slot', await bookJourneyNotary(http(), ctx.app));
          await ctx.page.reload();
        },
        heading: 'Your notary session',
        states: [
          {
            name: 'signers-notary-booked',
            prepare: ({ page }) =>
              expect(page.getByRole('region', { name: 'Who signs before the notary' })).toContainText(
                'Sam Prime (owner on title)',
                WAIT,
              ),
          },
        ],
      },
      {
        route: '/account/heloc/:uuid/notary/session',
        open: async (ctx) => {
          await moveJourneyClockTo(http(), ctx.app, ctx.values.get('slot') ?? '');
          await ctx.goto('notary/session');
          await ctx.page.getByRole('button', { name: 'Sign the deed of trust' }).click();
        },
        states: [
          {
            name: 'signers-notary-waiting',
            prepare: ({ page }) =>
              expect(
                page.getByRole('status').filter({ hasText: 'when Sam Prime has signed too' }),
              ).toBeVisible(WAIT),
          },
        ],
      },
      {
        route: '/account/heloc/heloc-signer/sign',
        path: '/account/heloc/heloc-signer/sign',
        as: 'signer',
        heading: 'Sign as an owner',
        states: [
          {
            name: 'signers-notary-open',
            prepare: ({ signer }) =>
              expect(
                signer.getByRole('button', { name: 'Sign the deed of trust before the notary' }),
              ).toBeVisible(WAIT),
          },
        ],
      },
      {
        route: '/account/heloc/heloc-signer/documents',
        as: 'signer',
        open: async (ctx) => {
          await ctx.signer.getByRole('button', { name: 'Sign the deed of trust before the notary' }).click();
          await expect(
            ctx.signer.getByRole('status').filter({ hasText: 'You signed before the notary.' }),
          ).toBeVisible(WAIT);
          await ctx.goto('/account/heloc/heloc-signer/documents', 'signer');
        },
        heading: 'Your documents',
        states: [
          {
            name: 'signers-right-to-cancel',
            // The section appears once the deed is sealed and the right to cancel starts (a job on the server).
            prepare: async ({ signer }) => {
              await expect(
                signer.getByRole('heading', { level: 2, name: 'Your right to cancel', exact: true }),
              ).toBeVisible(SLOW);
              await expect(signer.getByRole('button', { name: 'Cancel my line of credit' })).toBeVisible();
            },
          },
        ],
      },
      {
        route: '/account/heloc/heloc-signer/cancelled',
        as: 'signer',
        // Each owner on title may cancel for everyone: the co-owner does, and nothing is left for them to do.
        open: async ({ signer }) => {
          await signer.getByLabel('I want to cancel this line of credit').check();
          await signer.getByRole('button', { name: 'Cancel my line of credit' }).click();
          await signer.goto(signer.url().replace(/heloc-signer\/.*$/, 'heloc-signer/cancelled'));
        },
        heading: 'This application was canceled',
        states: [{ name: 'signers-cancelled' }],
      },
    ],
  },
  {
    title: 'the borrower invites the co-owner, who joins',
    setup: coOwnerAtInvitation,
    entries: [
      {
        route: '/account/heloc/:uuid/signing/additional',
        path: 'signing/additional',
        heading: 'Invite the other owners to sign',
        states: [
          {
            name: 'part2-additional-signer',
            prepare: ({ page }) =>
              expect(
                page.getByRole('region', { name: CO_OWNER.title }).getByText('Not invited yet'),
              ).toBeVisible(),
          },
          {
            name: 'signers-additional-invite',
            prepare: async ({ page }) => {
              const owner = page.getByRole('region', { name: CO_OWNER.title });
              await owner.getByLabel(`Email address of ${CO_OWNER.title}`).fill('sam@');
              await owner.getByRole('button', { name: 'Send invitation' }).click();
              await expect(owner.getByText('Please enter a valid email address')).toBeVisible();
            },
          },
          {
            name: 'signers-additional-invited',
            prepare: async (ctx) => {
              const owner = ctx.page.getByRole('region', { name: CO_OWNER.title });
              const email = uniqueEmail('sam');
              ctx.values.set('email', email);
              await owner.getByLabel(`Email address of ${CO_OWNER.title}`).fill(email);
              await owner.getByRole('button', { name: 'Send invitation' }).click();
              await expect(owner.getByText('Invited, not joined yet')).toBeVisible(WAIT);
              await expect(owner.getByText(email)).toBeVisible();
            },
          },
        ],
      },
      {
        route: '/account/heloc/heloc-signer/intro',
        as: 'signer',
        open: async (ctx) => {
          const link = await invitationLink(ctx.values.get('email') ?? '');
          ctx.values.set('link', link);
          const signer = await ctx.openSigner();
          await signer.goto(new URL(link, ctx.url('/')).toString());
        },
        heading: 'You are invited to sign as an owner',
        states: [
          {
            name: 'signers-intro',
            prepare: async ({ signer }) => {
              await signer.getByRole('button', { name: 'Create account and continue' }).click();
              await expect(problem(signer)).toBeVisible();
            },
          },
        ],
      },
      {
        route: '/account/heloc/heloc-signer/identity',
        as: 'signer',
        open: async ({ signer }) => {
          await signer.getByLabel('Password', { exact: true }).fill(STRONG_PASSWORD);
          await signer.getByLabel('Confirm password').fill(STRONG_PASSWORD);
          await signer.getByRole('button', { name: 'Create account and continue' }).click();
          await onPath(signer, 'heloc-signer/identity');
        },
        heading: 'Confirm who you are',
        states: [
          {
            // A name that is not the one on title is refused with the reason.
            name: 'signers-identity',
            prepare: async ({ signer }) => {
              await signer.getByLabel('First name').fill('Pat');
              await signer.getByLabel('Last name').fill('Prime');
              await signer.getByLabel('Date of birth').fill('03/04/1982');
              await openESignSample(signer);
              await signer.getByRole('checkbox', { name: /receive the documents electronically/ }).check();
              await signer
                .getByRole('checkbox', { name: /will secure Coowner Prime’s home equity line/ })
                .check();
              await signer.getByRole('button', { name: 'Confirm and join' }).click();
              await expect(
                signer.getByRole('alert').filter({ hasText: 'as it appears on the title records' }),
              ).toBeVisible(WAIT);
            },
          },
        ],
      },
      {
        route: '/account/heloc/heloc-signer/documents',
        as: 'signer',
        open: async ({ signer }) => {
          await signer.getByLabel('First name').fill('Sam');
          await signer.getByRole('button', { name: 'Confirm and join' }).click();
          await onPath(signer, 'heloc-signer/documents');
        },
        heading: 'Your documents',
        states: [
          {
            name: 'signers-documents-waiting',
            prepare: ({ signer }) =>
              expect(signer.getByText('Your documents are not ready yet.')).toBeVisible(WAIT),
          },
        ],
      },
      {
        route: '/account/heloc/heloc-signer/error',
        as: 'signer',
        // The link is spent: opening it again says so and offers the signer login.
        open: async (ctx) => {
          await ctx.signer.goto(new URL(ctx.values.get('link') ?? '', ctx.url('/')).toString());
          await onPath(ctx.signer, 'heloc-signer/error\\?reason=used');
        },
        heading: 'We could not open your invitation',
        states: [{ name: 'signers-error-used' }],
      },
      {
        route: '/account/heloc/heloc-signer/login',
        as: 'signer',
        open: async ({ signer }) => {
          await signer.getByRole('main').getByRole('link', { name: 'Log in' }).click();
          await onPath(signer, 'heloc-signer/login');
        },
        states: [{ name: 'signers-login' }],
      },
    ],
  },
  {
    title: "the lender's tasks on the co-owner, as the borrower and the co-owner see them",
    setup: async (ctx) => {
      const jwt = await coOwnerJoined(ctx);
      const signerInvitationId = await coOwnerInvitationId(ctx.app);
      await lenderOpensTask(ctx.app, {
        category: 'PROPERTY_LEGAL_DESCRIPTION',
        commentsToBorrower: SIGNER_TASK_NOTE,
        signerInvitationId,
      });
      await lenderOpensTask(ctx.app, { category: 'ID_VERIFICATION_FAILURE', signerInvitationId });
      await ctx.openSigner(jwt);
    },
    entries: [
      {
        route: '/account/heloc/:uuid/conditions',
        path: 'conditions',
        heading: 'Your tasks',
        states: [
          {
            // Nothing for the borrower to do, but the application waits on SAM PRIME, who is named; the co-owner's
            // tasks and the lender's note to them are not shown.
            name: 'signer-conditions-borrower-waiting',
            prepare: async ({ page }) => {
              const waiting = page.getByRole('region', { name: 'Waiting on other owners' });
              await expect(waiting.getByText('2 tasks not done yet')).toBeVisible(WAIT);
              await expect(waiting.getByRole('heading', { name: 'Waiting on SAM PRIME' })).toHaveCount(1);
              await expect(
                page.getByRole('heading', { name: 'You have no tasks to do right now' }),
              ).toBeVisible();
              await expect(page.getByText(SIGNER_TASK_NOTE)).toHaveCount(0);
            },
          },
        ],
      },
      {
        route: '/account/heloc/heloc-signer/documents',
        path: '/account/heloc/heloc-signer/documents',
        as: 'signer',
        heading: 'Your documents',
        states: [
          {
            // With the additional-signer-conditions flag off the task pages are not there: the co-owner is told
            // the loan team will contact them, and the tasks' address comes back to the documents.
            name: 'signer-conditions-flag-off',
            prepare: async (ctx) => {
              const { signer } = ctx;
              await expect(
                signer.getByText('Someone from the loan team will contact you about it.'),
              ).toBeVisible(WAIT);
              await expect(signer.getByRole('link', { name: 'View your tasks' })).toHaveCount(0);
              await ctx.goto('/account/heloc/heloc-signer/conditions', 'signer');
              await onPath(signer, 'heloc-signer/documents');
              await expect(h1(signer, 'Your documents')).toBeVisible(WAIT);
            },
          },
        ],
      },
      {
        route: '/account/heloc/heloc-signer/conditions',
        as: 'signer',
        open: async (ctx) => {
          await ctx.goto(`/account/heloc/heloc-signer/documents${SIGNER_FLAG_ON}`, 'signer');
          await expect(ctx.signer.getByText('You have 2 tasks to do.')).toBeVisible(WAIT);
          await ctx.signer.getByRole('link', { name: 'View your tasks' }).click();
          await onPath(ctx.signer, 'heloc-signer/conditions');
        },
        heading: 'Your tasks',
        states: [
          {
            // The tasks in the co-owner's words, with the lender's note.
            name: 'signer-conditions-list',
            prepare: async ({ signer }) => {
              await expect(
                signer.getByRole('heading', { name: 'Confirm the home’s legal description' }),
              ).toBeVisible(WAIT);
              await expect(signer.getByText(SIGNER_TASK_NOTE)).toBeVisible();
            },
          },
        ],
      },
      {
        route: '/account/heloc/heloc-signer/conditions/upload-document',
        as: 'signer',
        open: async ({ signer }) => {
          await signer.getByRole('link', { name: 'Upload document' }).click();
          await onPath(signer, 'heloc-signer/conditions/upload-document\\?condition=[0-9a-f-]+');
        },
        heading: 'Confirm the home’s legal description',
        states: [
          {
            name: 'signer-conditions-upload',
            prepare: async ({ signer }) => {
              await signer.getByRole('button', { name: 'Upload and send for review' }).click();
              await expect(problem(signer)).toContainText('Choose a file to upload');
            },
          },
        ],
      },
      {
        route: '/account/heloc/heloc-signer/conditions/identity',
        as: 'signer',
        open: async ({ signer }) => {
          await signer.getByLabel('Your document').setInputFiles(pdf());
          await signer.getByRole('button', { name: 'Upload and send for review' }).click();
          await onPath(signer, 'heloc-signer/conditions');
          await signer.getByRole('link', { name: 'Confirm who you are' }).click();
          await onPath(signer, 'heloc-signer/conditions/identity\\?condition=[0-9a-f-]+');
        },
        heading: 'Confirm who you are again',
        states: [
          {
            name: 'signer-conditions-identity',
            prepare: async ({ signer }) => {
              await signer.getByLabel('First name').fill('Pat');
              await signer.getByLabel('Last name').fill('Prime');
              await signer.getByLabel('Date of birth').fill('03/04/1982');
              await signer.getByRole('button', { name: 'Confirm and send for review' }).click();
              await expect(
                signer.getByRole('alert').filter({ hasText: 'as it appears on the title records' }),
              ).toBeVisible(WAIT);
            },
          },
        ],
      },
      {
        route: '/account/heloc/heloc-signer/conditions',
        as: 'signer',
        open: async ({ signer }) => {
          await signer.getByLabel('First name').fill('Sam');
          await signer.getByRole('button', { name: 'Confirm and send for review' }).click();
          await onPath(signer, 'heloc-signer/conditions');
        },
        heading: 'Your tasks',
        states: [
          {
            // The sandbox reviewer clears both within seconds; the list shows it on a reload.
            name: 'signer-conditions-done',
            prepare: async ({ page, signer }) => {
              await expect(async () => {
                await signer.reload();
                await expect(
                  signer.getByRole('heading', { name: 'You have no tasks to do right now' }),
                ).toBeVisible({
                  timeout: 2_000,
                });
              }).toPass(WAIT);
              // The borrower no longer waits on anyone.
              await page.reload();
              await expect(h1(page, 'Your tasks')).toBeVisible(WAIT);
              await expect(page.getByRole('region', { name: 'Waiting on other owners' })).toHaveCount(0);
            },
          },
        ],
      },
    ],
  },
  {
    title: 'the register questions on a brand, and an e-mail that already has an account',
    brandKey: 'summitcu',
    setup: async (ctx) => {
      ctx.values.set('email', (await newBorrower()).email);
    },
    entries: [
      {
        route: '/account/heloc/register-v2/*',
        path: '/account/heloc/register-v2',
        heading: FIRST_QUESTION,
        states: [
          ...questionStates('register-v2', [
            QUESTIONS.homeAddress,
            QUESTIONS.forSale,
            QUESTIONS.income,
            QUESTIONS.name,
            QUESTIONS.birthdate,
            QUESTIONS.contact,
            QUESTIONS.password,
          ] as Question[]),
          {
            name: 'modal-account-exists',
            prepare: async ({ page }) => {
              await page.getByRole('button', { name: 'Submit application' }).click();
              const dialog = page.getByRole('dialog', { name: 'Account Already Exists' });
              await expect(dialog).toBeVisible(WAIT);
              await expect(dialog.getByRole('link', { name: /log in/i })).toBeVisible();
            },
          },
        ],
      },
    ],
  },
  {
    title: 'an unsure value: the estimate, the broker price opinion and the pages that wait on a vendor',
    setup: seeded(
      {
        stage: 'liens',
        persona: {
          ...PRIME,
          address: { street1: '530 Foggy Value Rd', city: 'Portland', state: 'OR', zip: '97201' },
        },
      },
      (app) => stepTo(app, confirmJourneyLiens, ['ESTIMATED_PROPERTY_VALUE', 'MISSING_PROPERTY_VALUE']),
    ),
    entries: [
      {
        route: '/account/heloc/:uuid/bpo/estimate-value',
        path: 'bpo/estimate-value',
        heading: 'What is your home worth?',
        states: [
          {
            name: 'part2-estimate',
            prepare: async ({ page }) => {
              await page.getByRole('button', { name: 'Continue' }).click();
              await expect(problem(page)).toBeVisible();
            },
          },
        ],
      },
      {
        route: '/account/heloc/:uuid/bpo/order-bpo',
        open: async ({ page }) => {
          await page.getByLabel("Your estimate of your home's value").fill('550000');
          await page.getByRole('button', { name: 'Continue' }).click();
          await onPath(page, 'bpo/order-bpo');
        },
        heading: 'Order your home valuation',
        states: [
          {
            name: 'part2-order-bpo',
            prepare: async ({ page }) => {
              await page.getByRole('button', { name: 'Order the valuation' }).click();
              await expect(problem(page)).toContainText('Agree to the $180 valuation cost');
            },
          },
        ],
      },
      {
        route: '/account/heloc/:uuid/bpo/waiting',
        // The broker answers in 5 s: the page is held on the valuation's wait (the application and the valuation as
        // the order left them) while the five addresses of the waiting page are reviewed.
        open: async (ctx) => {
          const { page, app } = ctx;
          const held = (body: unknown) => (body as { status?: string }).status === 'NAV_BPO_PROCESSING';
          const valuation = await holdView(page, app, COLLATERAL_API_PATHS.valuation(app.uuid), held, {
            alsoFrom: COLLATERAL_API_PATHS.orderBpo(app.uuid),
          });
          const application = await holdApplication(page, app, 'NAV_BPO_PROCESSING');
          await page.getByLabel('I agree to the $180 valuation cost').check();
          const ordered = page.waitForResponse((res) => res.url().endsWith('/valuation/order-bpo'));
          await page.getByRole('button', { name: 'Order the valuation' }).click();
          expect((await ordered).ok()).toBe(true);
          await application.capture();
          expect(valuation.holding() && application.holding(), 'the valuation wait is held').toBe(true);
          // The order goes to bpo/waiting, or by the step router to bpo/hold when the page read the application
          // before its refetch: the same page either way. The review opens bpo/waiting by its address.
          await onPath(page, 'bpo/(waiting|hold)');
          await ctx.goto('bpo/waiting');
        },
        heading: 'A broker is valuing your home',
        states: [{ name: 'part2-bpo-waiting' }],
      },
      {
        route: '/account/heloc/:uuid/bpo/hold',
        path: 'bpo/hold',
        heading: 'A broker is valuing your home',
        states: [{ name: 'bpo-hold' }],
      },
      {
        route: '/account/heloc/:uuid/payoff/hold',
        path: 'payoff/hold',
        heading: 'A broker is valuing your home',
        states: [{ name: 'payoff-hold' }],
      },
      {
        route: '/account/heloc/:uuid/error/flood-cert',
        path: 'error/flood-cert',
        heading: 'A broker is valuing your home',
        states: [{ name: 'flood-cert' }],
      },
      {
        route: '/account/heloc/:uuid/review-app/signdocs',
        path: 'review-app/signdocs',
        heading: 'A broker is valuing your home',
        states: [{ name: 'signdocs' }],
      },
      {
        // No status leads here yet (the onsite appraisal): its wording, beside the valuation.
        route: '/account/heloc/:uuid/hold',
        path: 'hold',
        heading: 'Your home appraisal is in progress',
        states: [{ name: 'outcome-appraisal-hold' }],
      },
    ],
  },
  {
    title: 'the start pages and the disclosures',
    setup: seeded({ stage: 'app-summary' }),
    entries: [
      {
        route: '/account/heloc/:uuid/start/app-summary',
        path: 'start/app-summary',
        heading: 'Check your application',
        states: [
          {
            name: 'app-start-summary-missing',
            prepare: ({ page }) =>
              expect(
                page
                  .getByRole('region', { name: 'Before you can agree, we need' })
                  .getByRole('link', { name: 'Answers to the demographic questions' }),
              ).toBeVisible(WAIT),
          },
        ],
      },
      {
        route: '/account/heloc/:uuid/start/hmda',
        open: async ({ page }) => {
          await page.getByRole('link', { name: 'Answers to the demographic questions' }).click();
          await onPath(page, 'start/hmda');
        },
        heading: 'Tell us about yourself for government monitoring',
        states: [
          {
            // Nothing chosen: each question says so in the error summary.
            name: 'app-start-hmda-errors',
            prepare: async ({ page }) => {
              await page.getByRole('button', { name: 'Continue' }).click();
              await expect(problem(page).getByRole('link')).toHaveCount(3);
            },
          },
          {
            name: 'app-start-hmda',
            prepare: async ({ page }) => {
              const question = (name: string) => page.getByRole('group', { name, exact: true });
              await question('Ethnicity').getByLabel('Not Hispanic or Latino').check();
              await question('Race').getByLabel('Asian', { exact: true }).check();
              await question('Race').getByLabel('Korean').check();
              await question('Race').getByLabel('Other Asian', { exact: true }).check();
              await question('Race').getByLabel('Other Asian race').fill('Hmong');
              await question('Sex').getByLabel('Female').check();
            },
          },
        ],
      },
      {
        route: '/account/heloc/:uuid/start/contact',
        // The demographic answers saved (back on the summary), then the phone and e-mail changed.
        open: async (ctx) => {
          await ctx.page.getByRole('button', { name: 'Continue' }).click();
          await onPath(ctx.page, 'start/app-summary');
          await expect(ctx.page.getByRole('region', { name: 'Before you can agree, we need' })).toHaveCount(
            0,
            WAIT,
          );
          await ctx.goto('start/contact');
        },
        heading: 'How can we reach you?',
        states: [
          {
            name: 'app-start-contact',
            prepare: async ({ page }) => {
              await expect(page.getByLabel('Mobile phone number')).toHaveValue('(415) 555-0134', WAIT);
              await page.getByLabel('Mobile phone number').fill('');
              await page.getByLabel('Email address').fill('');
              await page.getByRole('button', { name: 'Continue' }).click();
              await expect(problem(page)).toBeVisible();
              await page.getByLabel('Mobile phone number').fill('4155550199');
              await page.getByLabel('Email address').fill('alex.prime.start@example.com');
            },
          },
        ],
      },
      {
        route: '/account/heloc/:uuid/start/profile',
        // The new phone and e-mail saved (back on the summary), then the home address changed.
        open: async (ctx) => {
          await ctx.page.getByRole('button', { name: 'Continue' }).click();
          await onPath(ctx.page, 'start/app-summary');
          await expect(ctx.page.getByText('(415) 555-0199')).toBeVisible(WAIT);
          await ctx.goto('start/profile');
        },
        heading: 'Do you live at the property?',
        states: [
          {
            name: 'app-start-profile',
            prepare: async ({ page }) => {
              await page.getByRole('radio', { name: 'No' }).check();
              await page.getByRole('button', { name: 'Continue' }).click();
              await expect(problem(page)).toBeVisible();
              await page.getByLabel('Street address').fill('77 Elm Street');
              await page.getByLabel('City').fill('Oakland');
              await page.getByLabel('State').selectOption('CA');
              await page.getByLabel('ZIP code').fill('94607');
            },
          },
        ],
      },
      {
        route: '/account/heloc/:uuid/start/app-summary',
        open: async ({ page }) => {
          await page.getByRole('button', { name: 'Continue' }).click();
          await onPath(page, 'start/app-summary');
          await expect(page.getByText('77 Elm Street, Oakland, CA 94607')).toBeVisible(WAIT);
        },
        heading: 'Check your application',
        states: [
          {
            name: 'app-start-summary-ready',
            prepare: ({ page }) =>
              expect(page.getByRole('button', { name: 'Agree and continue' })).toBeVisible(WAIT),
          },
          {
            name: 'app-start-summary-disclosures-open',
            prepare: async ({ page }) => {
              for (const title of [
                'Consent to electronic records and signatures',
                'Important terms of your home equity line of credit',
                'Your right to a copy of the appraisal',
                'Authorization to obtain your credit report',
              ])
                await page.getByText(title, { exact: true }).click();
              await expect(page.getByText(/authorize .* to obtain my consumer credit report/)).toBeVisible();
            },
          },
          {
            // Agreed: the hard pull runs as a job, and the page says so until the bureau answers (held here).
            name: 'app-start-after-accept',
            prepare: async ({ page, app }) => {
              await holdApplication(
                page,
                app,
                'HARD_CREDIT_PULL',
                APP_START_API_PATHS.acceptDisclosures(app.uuid),
              );
              await openESignSample(page);
              await page.getByRole('button', { name: 'Agree and continue' }).click();
              await expect(h1(page, 'We are checking your credit')).toBeVisible(WAIT);
            },
          },
        ],
      },
    ],
  },
  {
    title: 'the older register flow',
    entries: [
      {
        route: '/account/heloc/register',
        path: '/account/heloc/register',
        heading: FIRST_QUESTION,
        states: questionStates('register-legacy', [
          QUESTIONS.forSale,
          QUESTIONS.income,
          QUESTIONS.name,
          QUESTIONS.birthdate,
          QUESTIONS.contact,
          QUESTIONS.password,
        ] as Question[]),
      },
    ],
  },
  {
    title: 'the prime borrower from the liens to the accounts',
    setup: seeded({ stage: 'liens' }),
    entries: [
      {
        route: '/account/heloc/:uuid/liens',
        path: 'liens',
        heading: 'Confirm the loans on your home',
        states: [
          {
            name: 'part2-liens',
            prepare: ({ page }) => expect(page.getByLabel('Balance owed')).toHaveValue('250,000', WAIT),
          },
        ],
      },
      {
        route: '/account/heloc/:uuid/insurance/requirements',
        open: async (ctx) => {
          await stepTo(ctx.app, confirmJourneyLiens, 'TRUST_AND_INSURANCE');
          await ctx.goto('insurance/requirements');
        },
        heading: 'Your insurance documents',
        states: [
          {
            name: 'part2-insurance',
            prepare: ({ page }) =>
              expect(page.getByText('its successors and/or assigns', { exact: false })).toBeVisible(WAIT),
          },
        ],
      },
      {
        route: '/account/heloc/:uuid/insurance/upload',
        open: async ({ page }) => {
          await page.getByRole('link', { name: "Upload homeowner's insurance" }).click();
          await onPath(page, 'insurance/upload\\?kind=[A-Z]+');
        },
        states: [
          {
            // Sending nothing names the missing file.
            name: 'part2-insurance-upload',
            prepare: async ({ page }) => {
              await page.getByRole('button', { name: 'Upload and send for review' }).click();
              await expect(problem(page)).toBeVisible();
            },
          },
        ],
      },
      {
        route: '/account/heloc/:uuid/bank/disburse',
        open: async (ctx) => {
          await stepTo(ctx.app, sendJourneyInsurance, 'DISBURSEMENT_ACCOUNT');
          await ctx.goto('bank/disburse');
        },
        heading: 'Where should we send your money?',
        states: [{ name: 'part2-disburse' }],
      },
      {
        route: '/account/heloc/:uuid/bank/disburse',
        // The sandbox bank's own page, outside Hearth, where "Connect your bank account" leads.
        open: async ({ page }) => {
          await page.getByRole('button', { name: 'Connect your bank account' }).click();
          await vendorPageHeading(page, 'Sandbox First Bank');
        },
        states: [{ name: 'part2-sandbox-bank' }],
      },
      {
        route: '/account/heloc/:uuid/bank/autopay',
        open: async (ctx) => {
          ctx.values.set('account', await linkFundsAccount(ctx.app));
          await ctx.goto('bank/autopay');
        },
        heading: 'Set up automatic payments',
        states: [
          {
            name: 'part2-autopay',
            prepare: ({ page }) => expect(page.getByText('APR without autopay')).toBeVisible(),
          },
        ],
      },
      {
        route: '/account/heloc/:uuid/bank/confirm',
        open: async (ctx) => {
          await useForAutopay(ctx.app, ctx.values.get('account') ?? '');
          await ctx.goto('bank/confirm');
        },
        heading: 'Check your bank accounts',
        states: [{ name: 'part2-confirm' }],
      },
    ],
  },
  {
    title: 'the public pages',
    entries: [
      { route: '/terms', path: '/terms', states: [{ name: 'legal-terms' }] },
      { route: '/communications', path: '/communications', states: [{ name: 'legal-communications' }] },
      { route: '/licenses', path: '/licenses', states: [{ name: 'legal-licenses' }] },
      { route: '/coming-soon', path: '/coming-soon', states: [{ name: 'coming-soon' }] },
      { route: '/not-accepting-apps', path: '/not-accepting-apps', states: [{ name: 'not-accepting-apps' }] },
      {
        route: '/account/heloc/not-accepting-apps',
        path: '/account/heloc/not-accepting-apps',
        states: [{ name: 'heloc-not-accepting-apps' }],
      },
      {
        route: '/account/heloc/register/account-setup',
        path: '/account/heloc/register/account-setup',
        heading: 'Set up your account',
        states: [{ name: 'register-account-setup' }],
      },
      {
        route: '/account/heloc/register/support',
        path: '/account/heloc/register/support',
        heading: 'Get help with your application',
        states: [{ name: 'register-support' }],
      },
    ],
  },
  {
    title: 'a returned draw, sent again to another account',
    setup: seeded({ stage: 'rescission', persona: { ...PRIME, firstName: 'Bankreturn' } }, drawReturned),
    entries: [
      {
        route: '/account/heloc/:uuid/complete',
        open: async (ctx) => {
          await expect(async () => {
            await ctx.goto('complete');
            await expect(h1(ctx.page, RETURNED)).toBeVisible({ timeout: 10_000 });
          }).toPass(SLOW);
        },
        states: [
          {
            // The only account on file is the one the money came back from: nothing to choose yet.
            name: 'ach-return-returned',
            prepare: async ({ page }) => {
              await expect(page.getByRole('status').first()).toContainText(
                /^Your bank could not find the account ending in 0000, so the \$[\d,]+\.\d{2} came back to us\. Choose another account to receive it\./,
              );
              await expect(
                page.getByText('Your money is safe with us and your line of credit stays open.'),
              ).toBeVisible();
              await expect(page.getByRole('radio')).toHaveCount(0);
            },
          },
        ],
      },
      {
        route: '/dashboard',
        open: async ({ page }) => {
          await page.getByRole('link', { name: 'Go to your dashboard' }).click();
          await onPath(page, 'dashboard');
        },
        states: [
          {
            // The dashboard does not say the money arrived; its link goes back to the returned draw.
            name: 'ach-return-dashboard',
            prepare: async ({ page }) => {
              await expect(page.getByText('Closing and funding')).toBeVisible(WAIT);
              await expect(page.getByText('Line of credit open')).toHaveCount(0);
            },
          },
        ],
      },
      {
        route: '/account/heloc/:uuid/complete',
        // The savings account shared at the sandbox bank is offered; sending without choosing says what is missing.
        open: async (ctx) => {
          const { page } = ctx;
          await page.getByRole('link', { name: 'Continue your application' }).click();
          await expect(h1(page, RETURNED)).toBeVisible(WAIT);
          await page.getByRole('button', { name: 'Connect your bank account' }).click();
          await vendorPageHeading(page, 'Sandbox First Bank');
          await page.getByRole('link', { name: /Share Sandbox High Yield Savings ending in \d{4}/ }).click();
          await onPath(page, 'complete');
        },
        heading: RETURNED,
        states: [
          {
            name: 'ach-return-choose',
            prepare: async ({ page }) => {
              await expect(
                page.getByRole('radio', { name: /^Sandbox First Bank savings ending in \d{4}$/ }),
              ).toBeVisible(WAIT);
              await page.getByRole('button', { name: SEND }).click();
              await expect(problem(page)).toContainText('Choose the account to send your money to.');
            },
          },
          {
            name: 'ach-return-funded',
            prepare: async ({ page }) => {
              await page.getByRole('radio', { name: /^Sandbox First Bank savings ending in \d{4}$/ }).check();
              await page.getByRole('button', { name: SEND }).click();
              // Sent again, as a new entry; it settles and the line is open, saying where the money went.
              await expect(h1(page, 'Your line of credit is open')).toBeVisible(SLOW);
              await expect(
                page.getByRole('status').filter({ hasText: 'Sent to your bank account' }),
              ).toContainText(
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
            },
          },
        ],
      },
    ],
  },
  {
    title: 'a notary in person: booked, changed, missed',
    brandKey: 'bluemesacu',
    // Blue Mesa Schools Credit Union carries the manual-notary flag.
    setup: seeded({ stage: 'notary', brandKey: 'bluemesacu' }),
    entries: [
      {
        route: '/account/heloc/:uuid/notary/intro',
        path: 'notary/intro',
        heading: 'Choose a time with a notary',
        states: [
          {
            name: 'part3-notary-intro-manual',
            prepare: ({ page }) =>
              expect(page.getByRole('heading', { name: 'Prefer to meet a notary in person?' })).toBeVisible(
                WAIT,
              ),
          },
        ],
      },
      {
        route: '/account/heloc/:uuid/notary/schedule-manual',
        open: async ({ page }) => {
          await page.getByRole('link', { name: 'Have a notary come to you' }).click();
          await onPath(page, 'notary/schedule-manual');
        },
        heading: 'Have a notary come to you',
        states: [
          {
            name: 'part3-notary-schedule-manual',
            prepare: async ({ page }) => {
              await expect(page.getByText('$300', { exact: true })).toBeVisible();
              await page.getByRole('button', { name: 'Book the notary visit' }).click();
              await expect(problem(page)).toContainText('Agree to the $300 notary fee to book a visit.');
              await expect(problem(page)).toContainText('Choose where the notary should meet you');
              await expect(problem(page)).toContainText('Choose at least one time that suits you.');
            },
          },
        ],
      },
      {
        route: '/account/heloc/:uuid/notary/reserve-manual',
        open: ({ page }) => bookVisit(page, 'home'),
        heading: 'Your notary visit is booked',
        states: [
          {
            // Who comes and how to reach them, the fee, what to bring, the step the visit is; the spec's progress step.
            name: 'part3-notary-reserve-manual',
            prepare: async ({ page }) => {
              await expect(page.getByText('$300, taken from your initial draw')).toBeVisible(WAIT);
              await expect(page.getByText(/Sandbox, \(800\) 555-01\d{2}/)).toBeVisible();
              await expect(
                page.getByText(/A current government-issued photo ID for each owner/),
              ).toBeVisible();
              await expect(page.locator('.notary-steps [aria-current="step"]')).toHaveText(
                'The notary visits and you sign your deed of trust',
              );
              await expect(page.getByRole('complementary', { name: 'Your application' })).toContainText(
                'Schedule Notary Session',
              );
            },
          },
          {
            // The time can be changed until a day before the visit: asked once more first.
            name: 'part3-notary-change-visit',
            prepare: async ({ page }) => {
              await page.getByRole('button', { name: 'Choose another time' }).click();
              await expect(page.getByRole('dialog', { name: 'Change your notary visit?' })).toBeVisible();
            },
          },
        ],
      },
      {
        route: '/account/heloc/:uuid/notary/error',
        // Another time, at an address the sandbox network reports missed once the clock has passed it.
        open: async (ctx) => {
          const { page } = ctx;
          await page
            .getByRole('dialog', { name: 'Change your notary visit?' })
            .getByRole('button', { name: 'Cancel this visit and choose another time' })
            .click();
          await onPath(page, 'notary/intro');
          await page.getByRole('link', { name: 'Have a notary come to you' }).click();
          await onPath(page, 'notary/schedule-manual');
          await bookVisit(page, 'missed');
          await expect(
            page.getByText(/^Another address, 1 Missed Visit Way, Sacramento, CA 95814$/),
          ).toBeVisible();
          await moveApplicationClock(ctx.app, 8);
          await page.reload();
          await onPath(page, 'notary/error');
        },
        heading: 'Your notary visit did not happen',
        states: [
          {
            name: 'part3-notary-error',
            prepare: ({ page }) =>
              expect(page.getByText('no notary fee is charged for it', { exact: false })).toBeVisible(),
          },
        ],
      },
      {
        route: '/account/heloc/:uuid/complete',
        // A new time at home; once the clock passes it, the notary's report moves the page on to the right to cancel.
        open: async (ctx) => {
          const { page } = ctx;
          await page.getByRole('link', { name: 'Book a new time' }).click();
          await onPath(page, 'notary/intro\\?again');
          await expect(h1(page, 'Choose a time with a notary')).toBeVisible(WAIT);
          await page.getByRole('link', { name: 'Have a notary come to you' }).click();
          await onPath(page, 'notary/schedule-manual');
          await bookVisit(page, 'home');
          await moveApplicationClock(ctx.app, 8);
          await page.reload();
          await onPath(page, 'complete');
        },
        // Eight days on, the right to cancel may have run out as well: then the deed is being recorded.
        heading: AFTER_THE_MANUAL_NOTARY,
        states: [{ name: 'part3-notary-manual-complete' }],
      },
    ],
  },
  {
    title: 'the online notary, the right to cancel, and a borrower who cancels',
    setup: seeded({ stage: 'notary' }),
    entries: [
      {
        route: '/account/heloc/:uuid/notary/intro',
        path: 'notary/intro',
        heading: 'Choose a time with a notary',
        states: [
          {
            name: 'part3-notary-slots',
            prepare: async ({ page }) => {
              await page.getByRole('button', { name: 'Book this time' }).click();
              await expect(problem(page)).toBeVisible();
            },
          },
          {
            name: 'part3-notary-booked',
            prepare: async ({ page }) => {
              await page.getByRole('group', { name: 'Available times' }).getByRole('radio').first().check();
              await page.getByRole('button', { name: 'Book this time' }).click();
              await expect(h1(page, 'Your notary session')).toBeVisible(WAIT);
              await expect(page.getByRole('link', { name: 'Add to your calendar' })).toBeVisible();
            },
          },
        ],
      },
      {
        route: '/account/heloc/:uuid/notary/session',
        // The clock moved to the booked time: "Join your session" opens it.
        open: async (ctx) => {
          const view = (
            await http().request('GET', NOTARY_API_PATHS.notary(ctx.app.uuid), { headers: ctx.app.headers })
          ).json<{ booking: { startsAt: string } | null }>();
          await moveJourneyClockTo(http(), ctx.app, view.booking?.startsAt ?? '');
          await ctx.page.reload();
          await ctx.page.getByRole('link', { name: 'Join your session' }).click();
          await onPath(ctx.page, 'notary/session');
        },
        heading: 'Your online notary session',
        states: [{ name: 'part3-notary-session' }],
      },
      {
        route: '/account/heloc/:uuid/complete',
        open: async ({ page }) => {
          await page.getByRole('button', { name: 'Sign the deed of trust' }).click();
          await onPath(page, 'complete');
        },
        heading: 'Your documents are signed and notarized',
        states: [
          {
            // The notice of the right to cancel, dated at signing, is among the signed documents.
            name: 'part3-rescission',
            prepare: async ({ page }) => {
              await expect(page.getByText('Last day to cancel')).toBeVisible();
              await expect(
                page.getByRole('button', {
                  name: 'Download PDF of Notice of your right to cancel, dated at signing: ALEX PRIME',
                }),
              ).toBeVisible(WAIT);
            },
          },
          {
            name: 'part3-canceled',
            prepare: async ({ page }) => {
              await page.getByLabel('I want to cancel this line of credit').check();
              await page.getByRole('button', { name: 'Cancel my line of credit' }).click();
              await expect(h1(page, 'Your line of credit is canceled')).toBeVisible(WAIT);
            },
          },
        ],
      },
    ],
  },
  {
    title: "a bank account in someone else's name, the borrower's tasks and a bad routing number",
    setup: seeded({ stage: 'accounts', persona: { ...PRIME, firstName: 'Bankmismatch' } }, async (app) => {
      await linkFundsAccount(app);
    }),
    entries: [
      {
        route: '/account/heloc/:uuid/bank/disburse',
        path: 'bank/disburse',
        heading: 'Where should we send your money?',
        states: [
          {
            name: 'part2-bank-mismatch',
            prepare: async ({ page }) => {
              await expect(
                page.getByText(
                  /We weren't able to verify ownership of your connected account ending in \d{4}\./,
                ),
              ).toBeVisible(WAIT);
              await expect(page.getByRole('link', { name: 'View your tasks' })).toBeVisible(WAIT);
            },
          },
        ],
      },
      {
        route: '/account/heloc/:uuid/conditions',
        open: async ({ page }) => {
          await page.getByRole('link', { name: 'View your tasks' }).click();
          await onPath(page, 'conditions');
        },
        heading: 'Your tasks',
        states: [
          {
            name: 'part3-conditions',
            prepare: ({ page }) =>
              expect(page.getByRole('listitem').filter({ hasText: 'Verify your bank account' })).toBeVisible(
                WAIT,
              ),
          },
        ],
      },
      {
        route: '/account/heloc/:uuid/conditions/upload-document',
        open: async ({ page }) => {
          await page
            .getByRole('listitem')
            .filter({ hasText: 'Verify your bank account' })
            .getByRole('link', { name: 'Upload document' })
            .click();
          await onPath(page, 'conditions/upload-document\\?condition=[0-9a-f-]+');
        },
        heading: 'Verify your bank account',
        states: [
          {
            name: 'part3-condition-upload',
            prepare: async ({ page }) => {
              await page.getByRole('button', { name: 'Upload and send for review' }).click();
              await expect(problem(page)).toBeVisible();
            },
          },
        ],
      },
      {
        route: '/account/heloc/:uuid/bank/manual-disburse',
        path: 'bank/manual-disburse',
        heading: 'Enter your bank account details',
        states: [
          {
            name: 'part2-manual-account',
            prepare: async ({ page }) => {
              await page.getByLabel('Checking').check();
              await page.getByLabel('Routing number').fill('123456789');
              await page.getByLabel('Account number', { exact: true }).fill('12345678');
              await page.getByLabel('Confirm account number').fill('12345678');
              await page.getByRole('button', { name: 'Save account' }).click();
              await expect(problem(page)).toContainText(
                "That routing number isn't valid. Check the 9 digits on your check and try again.",
              );
            },
          },
        ],
      },
      {
        route: '/account/heloc/:uuid/conditions/phone-number',
        // A task staff open (the sandbox's copy of the lender's call), answered on its own page.
        open: async (ctx) => {
          const id = await lenderOpensTask(ctx.app, { category: 'MISSING_PHONE_NUMBER' });
          await ctx.goto(`conditions/phone-number?condition=${id}`);
        },
        heading: 'What is your mobile phone number?',
        states: [{ name: 'conditions-phone-number' }],
      },
    ],
  },
  {
    title: 'a returning borrower: dashboard, settings, and a second application refused',
    setup: seeded({ stage: 'offers' }),
    entries: [
      {
        route: '/dashboard',
        path: '/dashboard',
        states: [
          {
            name: 'dashboard-with-application',
            prepare: ({ page }) =>
              expect(
                page
                  .getByRole('region', { name: 'Your applications' })
                  .getByRole('article', { name: /1400 Happy Path Ln/ }),
              ).toContainText('Offers ready to choose', WAIT),
          },
        ],
      },
      {
        route: '/dashboard/settings',
        path: '/dashboard/settings',
        heading: 'Account settings',
        states: [
          {
            name: 'settings-with-name',
            prepare: ({ page }) => expect(page.getByLabel('First name')).toHaveValue('Alex', WAIT),
          },
        ],
      },
      {
        // Stopped before anything is created (ASSETS_PREQUAL and LIEN_REQUALIFY have no sandbox persona yet).
        route: '/account/heloc/:uuid/product/assets',
        path: 'product/assets',
        heading: 'We need to verify your assets',
        states: [{ name: 'product-assets' }],
      },
      {
        route: '/account/heloc/:uuid/product/prequal-winback',
        path: 'product/prequal-winback',
        heading: 'Your offer needs another look',
        states: [{ name: 'product-prequal-winback' }],
      },
      {
        route: '/account/heloc/register-v2/*',
        // Signed in with an open application, the borrower starts again: there is no password page this time.
        open: async (ctx) => {
          ctx.values.set('email', ctx.app.email);
          await ctx.goto('/account/heloc/register-v2');
          await answerAll(ctx.page, ctx);
          await ctx.page.getByRole('button', { name: 'Submit application' }).click();
        },
        states: [
          {
            name: 'modal-active-application',
            prepare: ({ page }) =>
              expect(page.getByRole('dialog', { name: 'You have an active application' })).toBeVisible(WAIT),
          },
        ],
      },
    ],
  },
  {
    title: 'the closing runs on: recording, funding, the open line',
    setup: seeded({ stage: 'rescission' }),
    entries: [
      {
        route: '/account/heloc/:uuid/complete',
        // The right to cancel runs out: the page is held on the recording and funding (seconds in the sandbox).
        open: async (ctx) => {
          const line = FUNDING_API_PATHS.line(ctx.app.uuid);
          const hold = await holdView(
            ctx.page,
            ctx.app,
            line,
            (view) => (view as { stage?: string }).stage !== 'FUNDED',
          );
          holds.set(ctx, hold);
          await endJourneyRescission(http(), ctx.app, 5);
          await hold.capture();
          expect(hold.holding(), 'the closing is held before the line is funded').toBe(true);
          await ctx.goto('complete');
        },
        heading: /^Your (deed is being recorded|money is on its way)$/,
        states: [
          {
            name: 'part3-closing',
            prepare: ({ page }) =>
              expect(
                page.getByText('Right to cancel ended').or(h1(page, 'Your line of credit is open')),
              ).toBeVisible(),
          },
          {
            name: 'part3-funded',
            prepare: async (ctx) => {
              await holds.get(ctx)?.release();
              await expect(async () => {
                await ctx.page.reload();
                await expect(h1(ctx.page, 'Your line of credit is open')).toBeVisible({ timeout: 10_000 });
              }).toPass(SLOW);
              await expect(
                ctx.page.getByRole('status').filter({ hasText: 'Sent to your bank account' }),
              ).toContainText(/To your Sandbox First Bank checking ending in \d{4}, available on /);
              await expect(
                ctx.page.getByRole('button', { name: /Download PDF of the certificate of completion/i }),
              ).toBeVisible(WAIT);
            },
          },
        ],
      },
      {
        route: '/dashboard',
        open: async ({ page }) => {
          await page.getByRole('link', { name: 'Go to your dashboard' }).click();
          await onPath(page, 'dashboard');
        },
        states: [
          {
            name: 'part3-dashboard-funded',
            prepare: ({ page }) => expect(page.getByText('Line of credit open')).toBeVisible(WAIT),
          },
        ],
      },
    ],
  },
  {
    title: 'a Texas closing at a title office',
    setup: seeded({ stage: 'documents', persona: TEXAS }),
    entries: [
      {
        route: '/account/heloc/:uuid/document/disclosures',
        path: 'document/disclosures',
        heading: 'Read your loan documents',
        states: [
          {
            name: 'part3-texas-documents',
            prepare: async ({ page }) => {
              await readEveryDocument(page);
              const disclosure =
                'Texas final itemized disclosure of fees and charges (section 50(a)(6)(M)(ii))';
              await openDocument(page, disclosure);
              await expect(page.getByRole('region', { name: `${disclosure}, full text` })).toContainText(
                TEXAS_CREDIT,
              );
            },
          },
        ],
      },
      {
        route: '/account/heloc/:uuid/notary/intro',
        open: async (ctx) => {
          await stepTo(ctx.app, (h, app) => signJourneyDocuments(h, app, 'Alex Prime'), 'NOTARY_DISCLOSURE');
          await ctx.goto('notary/intro');
        },
        heading: 'Your closing at a title office',
        states: [
          {
            name: 'part3-notary-texas-intro',
            prepare: ({ page }) =>
              expect(page.getByRole('region', { name: new RegExp(`^${EARLIEST}`) })).toContainText(
                ': the 12th day after the later of your application',
                WAIT,
              ),
          },
        ],
      },
      {
        route: '/account/heloc/:uuid/notary/schedule-manual',
        open: async ({ page }) => {
          await page.getByRole('link', { name: 'Choose a time at the title office' }).click();
          await onPath(page, 'notary/schedule-manual');
        },
        heading: 'Book your closing at the title office',
        states: [
          {
            name: 'part3-notary-texas-schedule',
            prepare: ({ page }) =>
              expect(
                page.getByText(/Sandbox Title Company, 100 Main St, Suite 200, Dallas, TX 75201/),
              ).toBeVisible(),
          },
        ],
      },
      {
        route: '/account/heloc/:uuid/notary/reserve-manual',
        open: async ({ page }) => {
          await page.getByLabel('I agree to the $300 notary fee, taken from my initial draw').check();
          await page
            .getByRole('group', { name: 'Times that suit you' })
            .getByRole('checkbox')
            .first()
            .check();
          await page.getByRole('button', { name: 'Book your closing' }).click();
          await onPath(page, 'notary/reserve-manual');
        },
        states: [
          {
            name: 'part3-notary-texas-reserve',
            // The title office's closing, as its closer says it (decision 0208).
            prepare: ({ page }) =>
              expect(h1(page, 'Your closing at the title office is booked')).toBeVisible(WAIT),
          },
        ],
      },
    ],
  },
  {
    title: 'the prime borrower reads and signs the documents',
    setup: seeded({ stage: 'documents' }),
    entries: [
      {
        route: '/account/heloc/:uuid/signing/intro',
        path: 'signing/intro',
        heading: 'Your documents are ready',
        states: [{ name: 'part3-documents-ready' }],
      },
      {
        route: '/account/heloc/:uuid/document/disclosures',
        open: async ({ page }) => {
          await page.getByRole('link', { name: 'Read your documents' }).click();
          await onPath(page, 'document/disclosures');
        },
        heading: 'Read your loan documents',
        states: [
          {
            name: 'part3-disclosures',
            prepare: async ({ page }) => {
              await expect(documentList(page).getByRole('listitem')).toHaveCount(5, WAIT);
              await openDocument(page, 'Deed of trust');
              await expect(page.getByRole('region', { name: 'Deed of trust, full text' })).toContainText(
                'SANDBOX ADDITION',
                WAIT,
              );
            },
          },
        ],
      },
      {
        route: '/account/heloc/:uuid/signing/sign',
        open: async ({ page }) => {
          await readEveryDocument(page);
          await page.getByRole('button', { name: 'Continue to signing' }).click();
          await onPath(page, 'signing/sign');
        },
        heading: 'Sign your documents',
        states: [
          {
            // The location refused in this browser (the spec's alert), then a drawn signature adopted.
            name: 'part3-adopt-signature',
            prepare: async ({ page }) => {
              await page.getByRole('button', { name: 'Share my location' }).click();
              await expect(
                page.getByRole('alert').filter({ hasText: 'we need to confirm your location' }),
              ).toBeVisible(WAIT);
              await page.getByRole('button', { name: 'Adopt signature' }).click();
              await expect(problem(page)).toBeVisible();
              await page.getByLabel('Type your full name').fill('Alex Prime');
              await page.getByRole('radio', { name: 'Draw it' }).check();
              const pad = page.getByRole('img', { name: /^Your signature/ });
              // The style cards put the box lower than the old radios did (decision 0209): in view first.
              await pad.scrollIntoViewIfNeeded();
              const box = await pad.boundingBox();
              if (!box) throw new Error('no signature box');
              await page.mouse.move(box.x + box.width * 0.1, box.y + box.height * 0.6);
              await page.mouse.down();
              for (let step = 1; step <= 24; step++)
                await page.mouse.move(
                  box.x + box.width * (0.1 + step * 0.03),
                  box.y + box.height * (0.5 + 0.25 * Math.sin(step / 2)),
                );
              await page.mouse.up();
              await expect(pad).toHaveAccessibleName('Your signature: your signature is drawn.');
              await page.getByLabel('Type your initials').fill('AP');
              await page.getByLabel(/I agree that this is my electronic signature/).check();
            },
          },
          {
            name: 'part3-sign',
            prepare: async ({ page }) => {
              await page.getByRole('button', { name: 'Adopt signature' }).click();
              await expect(page.getByRole('button', { name: /^(Sign|Acknowledge receipt of) / })).toHaveCount(
                4,
                WAIT,
              );
              await expect(page.getByRole('img', { name: 'Alex Prime, drawn' })).toBeVisible();
            },
          },
        ],
      },
    ],
  },
  {
    title: 'income: the ways to verify it and the payroll vendor',
    setup: seeded({ stage: 'income' }),
    entries: [
      {
        route: '/account/heloc/:uuid/income/review',
        path: 'income/review',
        heading: 'Verify your income',
        states: [{ name: 'after-offer-income-review' }],
      },
      {
        route: '/account/heloc/:uuid/income/link/:type',
        open: async ({ page }) => {
          await page.getByRole('link', { name: 'Connect payroll' }).click();
          await onPath(page, 'income/link/[a-z-]+');
        },
        heading: 'Connect your payroll',
        states: [{ name: 'after-offer-income-link' }],
      },
      {
        route: '/account/heloc/:uuid/income/link/:type',
        // The vendor's own page, outside Hearth, as with a real payroll vendor.
        open: async ({ page }) => {
          await page.getByRole('button', { name: 'Continue to connect' }).click();
          await expect(page).toHaveURL(/\/sandbox\/income-link\//, WAIT);
        },
        heading: 'Connect your payroll',
        states: [{ name: 'after-offer-income-vendor' }],
      },
      {
        route: '/account/heloc/:uuid/income/pointserv-callback',
        open: async ({ page }) => {
          await page.getByRole('link', { name: 'Cancel and go back' }).click();
          await onPath(page, 'income/pointserv-callback');
        },
        heading: 'You left before connecting',
        states: [{ name: 'income-callback-left' }],
      },
      {
        route: '/account/heloc/:uuid/income/upload/:type',
        path: 'income/upload/paystub',
        heading: 'Upload your pay stubs',
        states: [
          {
            name: 'after-offer-upload',
            prepare: async ({ page }) => {
              await page.getByLabel('Most recent pay stub').setInputFiles(pdf());
              await page.getByRole('button', { name: 'Upload and continue' }).click();
              await expect(problem(page)).toContainText('The pay stub before it');
              await page.getByLabel('The pay stub before it').setInputFiles(pdf());
            },
          },
        ],
      },
    ],
  },
  {
    title: "a new borrower's account and the pages around it",
    setup: async (ctx) => {
      const borrower = await newBorrower();
      await signIn(ctx.page, borrower.jwt);
    },
    entries: [
      { route: '/dashboard', path: '/dashboard', states: [{ name: 'dashboard' }] },
      {
        route: '/dashboard/settings',
        path: '/dashboard/settings',
        heading: 'Account settings',
        states: [{ name: 'dashboard-settings' }],
      },
      { route: '/contact', path: '/contact', states: [{ name: 'contact' }] },
      {
        route: '/dev-tools',
        path: '/dev-tools',
        heading: 'Developer tools',
        states: [{ name: 'dev-tools' }],
      },
      {
        // The bank's return opened with no connection in progress in this tab.
        route: '/account/heloc/plaid-oauth-success',
        path: '/account/heloc/plaid-oauth-success',
        heading: 'We could not finish connecting your bank',
        states: [{ name: 'bank-link-return-no-link' }],
      },
      {
        route: '/account/heloc/*',
        path: '/account/heloc/no-such/page',
        heading: 'Application page not found',
        states: [{ name: 'heloc-unavailable' }],
      },
      { route: '/*', path: '/no-such-page', heading: 'Page not found', states: [{ name: 'not-found' }] },
      {
        // The lender console's own area (issue 24); its signed-in pages are reviewed in tests/console.spec.ts.
        route: '/console/*',
        path: '/console/sign-in',
        heading: 'Sign in to the lender console',
        states: [{ name: 'console-sign-in' }],
      },
    ],
  },
  {
    // Issue 23: the sandbox broker's pipeline, with an application they referred at its offers.
    title: "a broker's pipeline",
    setup: async (ctx) => {
      const login = await ctx.page.request.post(brandUrl(null, '/identity-broker/agent/api/v3/login'), {
        data: { email: 'broker.casey@brokers.example', password: 'Hearth!Broker2026' },
      });
      expect(login.status()).toBe(200);
      const referred = await seed({
        stage: 'offers',
        persona: { referrerId: '6f1a2b3c-0031-4000-8000-000000000031' },
      });
      ctx.values.set('referred', referred.uuid);
      await signIn(ctx.page, ((await login.json()) as { jwt: string }).jwt);
    },
    entries: [
      {
        route: '/account/heloc/broker',
        path: '/account/heloc/broker',
        heading: 'Your pipeline',
        states: [{ name: 'broker-pipeline' }],
      },
      {
        route: '/account/heloc/broker/:uuid',
        open: async (ctx) => {
          await ctx.page.goto(brandUrl(null, `/account/heloc/broker/${ctx.values.get('referred')}`));
        },
        heading: 'Alex Prime',
        states: [{ name: 'broker-application' }],
      },
    ],
  },
  {
    title: 'the shell routes: payments, the portfolio and the services the lender does not offer',
    setup: async (ctx) => {
      await signIn(ctx.page, (await newBorrower()).jwt);
    },
    entries: [
      // A borrower with no funded line yet is told so and sent to the dashboard (decision 0223).
      {
        route: '/pay',
        path: '/pay',
        heading: 'Payments and draws',
        states: [
          {
            name: 'pay-no-line',
            prepare: ({ page }) =>
              expect(
                page.getByRole('heading', { name: "You don't have an open line of credit yet" }),
              ).toBeVisible(WAIT),
          },
        ],
      },
      { route: '/portfolio', path: '/portfolio', heading: 'Your portfolio', states: [{ name: 'portfolio' }] },
      ...(
        [
          ['/exchange', 'Exchange'],
          ['/universal-marketplace', 'Universal Marketplace'],
          ['/universal-passport', 'Universal Passport'],
          ['/group-manager', 'Group Manager'],
        ] as const
      ).map(([route, feature]) => ({
        route,
        path: route,
        heading: new RegExp(`^${feature} is not offered by `),
        states: [{ name: `not-offered${route.replace('/', '-')}` }],
      })),
    ],
  },
  {
    title: 'login and the brands',
    entries: [
      {
        route: '/auth/login',
        // A private page sends a visitor to login, which will bring them back.
        open: async ({ page }) => {
          await page.goto(brandUrl(null, '/dashboard/settings'));
          await expect(page).toHaveURL(/\/auth\/login\?redirectUrl=%2Fdashboard%2Fsettings$/, WAIT);
        },
        states: [
          { name: 'login-main-brand' },
          {
            name: 'login-error',
            prepare: async ({ page }) => {
              await page.getByLabel('Email').fill(uniqueEmail('nobody'));
              await page.getByLabel('Password', { exact: true }).fill('Wrong!Password123');
              await page.getByRole('button', { name: /log in|sign in/i }).click();
              await expect(page.getByRole('alert')).toContainText(/invalid email or password/i, WAIT);
            },
          },
        ],
      },
      ...[FIRST_BRAND, SECOND_BRAND].map(
        (brand): CatalogueEntry => ({
          route: '/auth/login',
          open: ({ page }) => page.goto(brandUrl(brand.brandKey, '/auth/login')).then(() => undefined),
          states: [
            {
              name: `login-${brand.brandKey}`,
              prepare: ({ page }) => expect(page.getByText(brand.companyName).first()).toBeVisible(WAIT),
            },
          ],
        }),
      ),
      {
        route: '/privacy',
        open: ({ page }) => page.goto(brandUrl(FIRST_BRAND.brandKey, '/privacy')).then(() => undefined),
        states: [
          {
            name: `privacy-${FIRST_BRAND.brandKey}`,
            prepare: ({ page }) => expect(page.getByRole('contentinfo')).toContainText('$400,000', WAIT),
          },
        ],
      },
    ],
  },
  {
    title: 'a second returned draw: the lender will call',
    setup: seeded({ stage: 'rescission', persona: { ...PRIME, firstName: 'Bankreturn' } }, drawReturned),
    entries: [
      {
        route: '/account/heloc/:uuid/complete',
        // Typed in by hand: the account ending in 0002 is closed, so the draw comes back again.
        open: async (ctx) => {
          const { page } = ctx;
          await expect(async () => {
            await ctx.goto('complete');
            await expect(h1(page, RETURNED)).toBeVisible({ timeout: 10_000 });
          }).toPass(SLOW);
          // The bank step's form to type an account in opens from here, and its Back link returns here.
          await page.getByRole('link', { name: 'Enter account details by hand' }).click();
          await onPath(page, 'bank/manual-disburse');
          await expect(h1(page, 'Enter your bank account details')).toBeVisible();
          await page.getByRole('link', { name: 'Back' }).click();
          await onPath(page, 'complete');
          await page.getByRole('link', { name: 'Enter account details by hand' }).click();
          await onPath(page, 'bank/manual-disburse');
          await page.getByRole('radio', { name: 'Checking' }).check();
          await page.getByLabel('Routing number').fill('011000015');
          await page.getByLabel('Account number', { exact: true }).fill('7723450002');
          await page.getByLabel('Confirm account number').fill('7723450002');
          await page.getByRole('button', { name: 'Save account' }).click();
          await onPath(page, 'complete');
          await page.getByRole('radio', { name: /checking ending in 0002$/ }).check();
          await page.getByRole('button', { name: SEND }).click();
        },
        heading: 'Your bank sent your money back again',
        states: [
          {
            name: 'ach-return-call',
            prepare: async ({ page }) => {
              await expect(page.getByRole('status').first()).toContainText(
                /^Your bank says the account ending in 0002 is closed, so the \$[\d,]+\.\d{2} came back to us again\. We will call you within one business day to arrange another way to send it\./,
              );
              await expect(page.getByRole('radio')).toHaveCount(0);
              await expect(page.getByRole('button', { name: 'Connect your bank account' })).toHaveCount(
                0,
                WAIT,
              );
            },
          },
        ],
      },
    ],
  },
  {
    title: 'an employer unknown to payroll, and income nobody could verify',
    setup: seeded({ stage: 'income', persona: { ...PRIME, firstName: 'Unverifiable' } }, (app) =>
      stepTo(app, connectJourneyPayroll, 'EMPLOYMENT_VERIFICATION'),
    ),
    entries: [
      {
        route: '/account/heloc/:uuid/income/employer-verification',
        path: 'income/employer-verification',
        heading: 'Let us ask your employer',
        states: [
          {
            name: 'after-offer-employer',
            prepare: async ({ page }) => {
              await page.getByRole('button', { name: 'Ask my employer' }).click();
              await expect(problem(page)).toBeVisible();
              await page.getByLabel('Employer name').fill('Nowhere Logistics');
              await page.getByLabel('HR or payroll phone').fill('4155550100');
            },
          },
        ],
      },
      {
        route: '/account/heloc/:uuid/error/income',
        open: async ({ page }) => {
          await page.getByRole('button', { name: 'Ask my employer' }).click();
          await onPath(page, 'error/income');
        },
        heading: 'We could not verify your income',
        states: [{ name: 'after-offer-income-error' }],
      },
    ],
  },
  {
    title: 'identity: the knowledge questions',
    setup: seeded({ stage: 'identity' }),
    entries: [
      {
        route: '/account/heloc/:uuid/identity',
        path: 'identity',
        heading: 'Verify your identity',
        states: [
          { name: 'after-offer-identity' },
          {
            name: 'after-offer-identity-questions',
            prepare: async ({ page }) => {
              await page.getByRole('button', { name: 'Answer questions' }).click();
              await expect(h1(page, 'Answer three questions')).toBeVisible(WAIT);
              // Submitting with nothing chosen names each question.
              await page.getByRole('button', { name: 'Submit answers' }).click();
              await expect(problem(page).getByRole('link')).toHaveCount(3);
              for (const group of await page.locator('fieldset.choice-group').all())
                await group.getByLabel(/Sandbox/).check();
            },
          },
        ],
      },
    ],
  },
  {
    title: 'a failed identity check',
    setup: seeded({ stage: 'identity', persona: { ...PRIME, firstName: 'Idfail' } }, (app) =>
      answerJourneyIdentity(http(), app),
    ),
    entries: [
      {
        route: '/account/heloc/:uuid/identity',
        path: 'identity',
        heading: 'We could not verify your identity',
        states: [
          {
            name: 'after-offer-identity-failed',
            prepare: ({ page }) =>
              expect(page.getByRole('button', { name: 'Upload ID and selfie' })).toBeVisible(WAIT),
          },
        ],
      },
    ],
  },
  {
    title: 'the final offer, accepted',
    setup: seeded({ stage: 'final-offer' }),
    entries: [
      {
        route: '/account/heloc/:uuid/signing/intro',
        path: 'signing/intro',
        heading: 'Your final offer',
        states: [
          {
            name: 'after-offer-final-offer',
            prepare: ({ page }) => expect(page.getByText(/\(\$150,000 a year\)/)).toBeVisible(WAIT),
          },
          {
            name: 'after-offer-accepted',
            prepare: async ({ page }) => {
              await page.getByRole('button', { name: 'Accept your final offer' }).click();
              await expect(h1(page, 'You accepted your final offer')).toBeVisible(WAIT);
            },
          },
        ],
      },
    ],
  },
  {
    title: 'offers on a brand: the draw and term changed, the offer confirmed',
    brandKey: 'summitcu',
    setup: seeded({ stage: 'offers', brandKey: 'summitcu' }),
    entries: [
      {
        route: '/account/heloc/:uuid/product/select',
        path: 'product/select',
        heading: 'Choose your offer',
        states: [{ name: 'offers-select' }],
      },
      {
        route: '/account/heloc/:uuid/product/select/confirm',
        open: async ({ page }) => {
          const draw = page.getByRole('textbox', { name: /initial draw/i });
          await draw.fill('50000');
          await draw.press('Tab');
          await expect(page).toHaveURL(/draw=50000/);
          const fifteen = page.getByRole('radio', { name: '15 years' });
          await fifteen.click();
          await expect(fifteen).toBeChecked();
          await page.getByRole('link', { name: 'Select this offer' }).click();
        },
        heading: 'Confirm your offer',
        states: [
          {
            name: 'offers-confirm',
            prepare: ({ page }) =>
              expect(page.getByText(/15 years, with an initial draw of \$50,000/)).toBeVisible(),
          },
        ],
      },
      {
        route: '/account/heloc/:uuid/start/app-summary',
        open: async ({ page }) => {
          await page.getByRole('button', { name: 'Confirm and continue' }).click();
          await onPath(page, 'start/app-summary');
        },
        heading: 'Check your application',
        states: [
          {
            name: 'after-offer-selected',
            prepare: ({ page }) => expect(page.getByRole('complementary')).toContainText('15 years', WAIT),
          },
        ],
      },
    ],
  },
  {
    title: 'register entry links: a direct-mail offer code',
    entries: [
      {
        route: '/account/heloc/register-v2/*',
        path: '/account/heloc/register-v2/offer',
        heading: 'Enter your offer code',
        states: [
          {
            name: 'entry-offer-landing',
            prepare: async ({ page }) => {
              await page.getByLabel('Offer code').fill('EXPIRED25');
              await page.getByRole('button', { name: 'Continue' }).click();
              await expect(page.getByRole('link', { name: /could not find that offer code/ })).toBeVisible(
                WAIT,
              );
            },
          },
          {
            name: 'entry-offer-prefilled',
            prepare: async ({ page }) => {
              await page.getByLabel('Offer code').fill('happy2026');
              await page.getByRole('button', { name: 'Continue' }).click();
              await expect(h1(page, FIRST_QUESTION)).toBeVisible(WAIT);
              await expect(page.getByRole('combobox', { name: 'Property address' })).toHaveValue(
                '1400 Happy Path Ln, Sacramento, CA 95814',
              );
            },
          },
        ],
      },
    ],
  },
  {
    title: "register entry links: a loan officer's card, and a state outside the officer's licence",
    // Each register page keeps its answers for the tab: the card is seen on a brand's host, the block on the main one.
    entries: [
      {
        route: '/account/heloc/register-v2/*',
        open: async (ctx) => {
          await ctx.page.goto(brandUrl('summitcu', `/account/heloc/register-v2?referrerId=${SAM_ORTIZ}`));
        },
        heading: FIRST_QUESTION,
        states: [
          {
            name: 'entry-loan-originator-card',
            prepare: ({ page }) =>
              expect(page.getByRole('complementary', { name: 'Your loan officer' })).toContainText(
                'Sam Ortiz',
                WAIT,
              ),
          },
        ],
      },
      {
        route: '/account/heloc/register-v2/*',
        path: `/account/heloc/register-v2?referrerId=${SAM_ORTIZ}`,
        heading: FIRST_QUESTION,
        states: [
          {
            name: 'entry-licensed-state-block',
            prepare: async ({ page }) => {
              await page.getByRole('button', { name: "I can't find my address, enter it manually" }).click();
              await page.getByLabel('Street address').fill('910 Second Lien Rd');
              await page.getByLabel('City').fill('Charlotte');
              await page.getByLabel('State').selectOption('NC');
              await page.getByLabel('ZIP code').fill('28202');
              await page.getByRole('radio', { name: 'Primary residence' }).check();
              await page.getByRole('button', { name: 'Continue' }).click();
              await expect(
                page.getByRole('dialog', { name: "We can't continue with this property" }),
              ).toBeVisible(WAIT);
            },
          },
        ],
      },
    ],
  },
  {
    title: 'register: a Hawaii property is stopped with the partner-lender modal',
    entries: [
      {
        route: '/account/heloc/register-v2/*',
        path: '/account/heloc/register-v2',
        heading: FIRST_QUESTION,
        states: [
          {
            name: 'modal-hawaii',
            prepare: async ({ page }) => {
              await page.getByRole('button', { name: "I can't find my address, enter it manually" }).click();
              await page.getByLabel('Street address').fill('12 Aloha St');
              await page.getByLabel('City').fill('Honolulu');
              await page.getByLabel('State').selectOption('HI');
              await page.getByLabel('ZIP code').fill('96813');
              await page.getByRole('radio', { name: 'Primary residence' }).check();
              await page.getByRole('button', { name: 'Continue' }).click();
              await expect(page.getByRole('dialog', { name: 'Hawaii property' })).toBeVisible(WAIT);
            },
          },
        ],
      },
    ],
  },
  {
    title: 'pre-qualification outcomes: declined',
    setup: async (ctx) => {
      await ctx.use(await applyAs({ ...PRIME, lastName: 'Decline' }, 'DECLINED'));
    },
    entries: [
      {
        route: '/account/heloc/:uuid/error/decline',
        path: 'error/decline',
        heading: 'We are unable to offer you a line of credit',
        states: [
          {
            name: 'outcome-decline',
            prepare: ({ page }) =>
              expect(page.getByRole('region', { name: 'Notice of action taken' })).toContainText(
                'Too many inquiries in the last 12 months',
                WAIT,
              ),
          },
        ],
      },
    ],
  },
  {
    title: 'pre-qualification outcomes: a frozen credit file, a freeze PIN that did not lift it',
    setup: async (ctx) => {
      await ctx.use(await applyAs({ ...PRIME, lastName: 'Frozen' }, 'SOFT_CREDIT_LOCKED_OR_FROZEN'));
    },
    entries: [
      {
        route: '/account/heloc/:uuid/credit/error',
        path: 'credit/error',
        heading: 'Your credit file is frozen',
        states: [{ name: 'outcome-frozen' }],
      },
      {
        // No sandbox status leads here (the bureau has no PIN flow): its wording, on the frozen file.
        route: '/account/heloc/:uuid/review-app/incorrect-pin',
        path: 'review-app/incorrect-pin',
        heading: 'Your credit freeze is still on',
        states: [{ name: 'outcome-incorrect-pin' }],
      },
    ],
  },
  {
    title: 'pre-qualification outcomes: no property record',
    setup: async (ctx) => {
      await ctx.use(
        await applyAs(
          {
            ...PRIME,
            address: { street1: '100 Nomatch Way', city: 'Springfield', state: 'IL', zip: '62701' },
          },
          'NO_PROPERTY_FOUND',
        ),
      );
    },
    entries: [
      {
        route: '/account/heloc/:uuid/review-app/property',
        path: 'review-app/property',
        heading: 'We need to confirm your property',
        states: [{ name: 'outcome-no-property' }],
      },
      {
        // No sandbox status leads here (the property records' slow answer): its wording, on the same file.
        route: '/account/heloc/:uuid/review-app/datatree',
        path: 'review-app/datatree',
        heading: 'This is taking longer than usual',
        states: [{ name: 'outcome-datatree' }],
      },
      {
        // Help with signing reads no status: any application shows it.
        route: '/account/heloc/:uuid/signing/support',
        path: 'signing/support',
        heading: 'Help with signing your documents',
        states: [{ name: 'signing-support' }],
      },
    ],
  },
  {
    title: 'the bureau cannot find the borrower: the Social Security number',
    setup: async (ctx) => {
      await ctx.use(await applyAs({ ...PRIME, lastName: 'Nomatch' }, 'CREDIT_NO_MATCH'));
    },
    entries: [
      {
        route: '/account/heloc/:uuid/credit/social',
        path: 'credit/social',
        heading: 'We could not find your credit file',
        states: [
          { name: 'credit-social' },
          {
            // 666 is an area the SSA never issues.
            name: 'credit-social-error',
            prepare: async ({ page }) => {
              const ssn = page.getByRole('textbox', { name: 'Social Security number' });
              await ssn.fill('666123456');
              await page.getByRole('button', { name: 'Check my credit again' }).click();
              await expect(ssn).toHaveAttribute('aria-invalid', 'true');
            },
          },
          {
            name: 'credit-social-masked',
            prepare: async ({ page }) => {
              const ssn = page.getByRole('textbox', { name: 'Social Security number' });
              await page.getByRole('button', { name: 'Hide Social Security number' }).click();
              await ssn.fill('');
              await ssn.pressSequentially('123456789');
              await expect(ssn).toHaveValue('123-45-6789');
            },
          },
        ],
      },
    ],
  },
  {
    title: 'the number given, still no credit file',
    setup: async (ctx) => {
      await ctx.use(await applyAs({ ...PRIME, lastName: 'Nossn' }, 'CREDIT_NO_MATCH'));
    },
    entries: [
      {
        route: '/account/heloc/:uuid/review-app/no-credit',
        open: async (ctx) => {
          await ctx.goto('credit/social');
          await ctx.page.getByRole('textbox', { name: 'Social Security number' }).fill('123456789');
          await ctx.page.getByRole('button', { name: 'Check my credit again' }).click();
          await onPath(ctx.page, 'review-app/no-credit');
        },
        heading: 'We could not verify your credit',
        states: [{ name: 'outcome-no-credit' }],
      },
    ],
  },
  {
    title: 'the hard pull fails: the bureau did not answer',
    setup: seeded({ stage: 'app-summary', persona: { ...PRIME, lastName: 'Harderror' } }, (app) =>
      stepTo(app, acceptJourneyDisclosures, 'CREDIT_ERROR'),
    ),
    entries: [
      {
        route: '/account/heloc/:uuid/error/timeout',
        path: 'error/timeout',
        heading: 'This is taking longer than usual',
        states: [{ name: 'outcome-timeout' }],
      },
      {
        // No status leads here: the bureau's failure in its own words, on the application it happened to.
        route: '/account/heloc/:uuid/error/credit',
        path: 'error/credit',
        heading: 'We could not get your credit report',
        states: [{ name: 'outcome-credit-error' }],
      },
    ],
  },
  {
    title: 'a new delinquency at the hard pull',
    setup: seeded({ stage: 'app-summary', persona: { ...PRIME, lastName: 'Newdelinquent' } }, (app) =>
      stepTo(app, acceptJourneyDisclosures, 'DELINQUENCY_REVIEW'),
    ),
    entries: [
      {
        route: '/account/heloc/:uuid/review-app/delinquency',
        path: 'review-app/delinquency',
        heading: 'We are reviewing your credit report',
        states: [{ name: 'after-offer-delinquency' }],
      },
    ],
  },
  {
    title: 'a lower verified income revises the offer',
    setup: seeded({ stage: 'identity', persona: { ...PRIME, firstName: 'Lowincome' } }, (app) =>
      stepTo(app, answerJourneyIdentity, 'REVISED_OFFER_SELECTION'),
    ),
    entries: [
      {
        route: '/account/heloc/:uuid/product/select',
        path: 'product/select',
        heading: 'Choose your revised offer',
        states: [
          {
            name: 'after-offer-revised',
            prepare: ({ page }) =>
              expect(page.getByRole('region', { name: 'Your offer has changed' })).toContainText(
                'Annual income: $150,000 → $90,000',
                WAIT,
              ),
          },
        ],
      },
    ],
  },
  {
    title: 'an underwriter reviews a much lower income',
    setup: seeded({ stage: 'identity', persona: { ...PRIME, firstName: 'Verylowincome' } }, (app) =>
      stepTo(app, answerJourneyIdentity, 'UNDERWRITING_REVIEW'),
    ),
    entries: [
      {
        route: '/account/heloc/:uuid/review-app/uw',
        path: 'review-app/uw',
        heading: 'An underwriter is reviewing your application',
        states: [{ name: 'after-offer-underwriting' }],
      },
    ],
  },
  {
    title: 'the applicant is not on title',
    setup: seeded({ stage: 'liens', persona: { ...PRIME, firstName: 'Notowner' } }, (app) =>
      stepTo(app, confirmJourneyLiens, 'OWNERSHIP_REVIEW'),
    ),
    entries: [
      {
        route: '/account/heloc/:uuid/review-app/incorrect-ownership',
        path: 'review-app/incorrect-ownership',
        heading: 'We need to confirm who owns the home',
        states: [{ name: 'outcome-incorrect-ownership' }],
      },
    ],
  },
  {
    title: 'a Texas home that needs a broker price opinion',
    setup: seeded(
      {
        stage: 'liens',
        persona: {
          ...PRIME,
          address: { street1: '500 Lone Star Dr', city: 'Austin', state: 'TX', zip: '78701' },
        },
      },
      (app) => stepTo(app, confirmJourneyLiens, ['ESTIMATED_PROPERTY_VALUE', 'MISSING_PROPERTY_VALUE']),
    ),
    entries: [
      {
        route: '/account/heloc/:uuid/bpo/condition',
        // The borrower's estimate first, then the valuation's cost with the Texas fair-market-value acknowledgment.
        open: async (ctx) => {
          await ctx.goto('bpo/estimate-value');
          await ctx.page.getByLabel("Your estimate of your home's value").fill('550000');
          await ctx.page.getByRole('button', { name: 'Continue' }).click();
          await onPath(ctx.page, 'bpo/condition');
        },
        states: [{ name: 'part2-bpo-condition' }],
      },
    ],
  },
  {
    title: 'Texas: the summary and the final offer with the 2% fee limit',
    setup: seeded({ stage: 'app-summary', persona: TEXAS }),
    entries: [
      {
        route: '/account/heloc/:uuid/start/app-summary',
        path: 'start/app-summary',
        heading: 'Check your application',
        states: [
          {
            name: 'part3-texas-app-summary',
            prepare: ({ page }) => expect(page.getByText(TEXAS_CREDIT)).toBeVisible(WAIT),
          },
        ],
      },
      {
        route: '/account/heloc/:uuid/signing/intro',
        open: async (ctx) => {
          await stepTo(ctx.app, acceptJourneyDisclosures, 'INCOME_VERIFICATION');
          await stepTo(ctx.app, connectJourneyPayroll, 'IDENTITY_VERIFICATION');
          await stepTo(ctx.app, answerJourneyIdentity, 'FINAL_OFFER');
          await ctx.goto('signing/intro');
        },
        heading: 'Your final offer',
        states: [
          {
            name: 'part3-texas-final-offer',
            prepare: ({ page }) => expect(page.getByText(TEXAS_CREDIT)).toBeVisible(WAIT),
          },
        ],
      },
    ],
  },
  {
    title: 'Texas: the closing waits for the business day after the final disclosure',
    // The documents read and acknowledged on a Friday after the 12th day: the earliest day is the Monday.
    setup: seeded({ stage: 'documents', persona: TEXAS }, async (app) => {
      const today = (await clockOf(app)).toLocaleDateString('en-CA', { timeZone: 'America/Chicago' });
      const friday = new Date(`${today}T18:00:00Z`);
      friday.setUTCDate(friday.getUTCDate() + 12);
      while (friday.getUTCDay() !== 5) friday.setUTCDate(friday.getUTCDate() + 1);
      await moveJourneyClockTo(http(), app, friday.toISOString());
      await stepTo(app, (h, a) => signJourneyDocuments(h, a, 'Alex Prime'), 'NOTARY_DISCLOSURE');
    }),
    entries: [
      {
        route: '/account/heloc/:uuid/notary/intro',
        path: 'notary/intro',
        heading: 'Your closing at a title office',
        states: [
          {
            name: 'part3-notary-texas-disclosure-wait',
            prepare: ({ page }) =>
              expect(
                page
                  .getByRole('region', { name: new RegExp(`^${EARLIEST}`) })
                  .getByRole('listitem')
                  .nth(1),
              ).toContainText('one business day after you received your final itemized disclosure', WAIT),
          },
        ],
      },
    ],
  },
];

/** The page held on a vendor's wait by a group's entry, released by a later state. */
const holds = new WeakMap<ReviewContext, Hold>();
