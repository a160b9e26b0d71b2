import { expect, type Page } from '@playwright/test';
import { brandUrl, reviewPage, STRONG_PASSWORD, uniqueEmail } from './hearth';

/** The register answers of one sandbox persona (docs/sandbox-personas.md). */
export type Persona = {
  firstName: string;
  lastName: string;
  /** Typed into the typeahead; the first suggestion is picked. */
  addressQuery: string;
  occupancy?: 'Primary residence' | 'Second home' | 'Investment property';
  dob?: { month: string; day: string; year: string };
  income?: string;
  email?: string;
};

export const PRIME: Persona = { firstName: 'Alex', lastName: 'Prime', addressQuery: '1400 Happy Path Ln' };

type Options = {
  brandKey?: string | null;
  /** Query string kept on the landing URL, e.g. `?org=SUMMITCU`. */
  search?: string;
  /** register-v2 (default) or the older `/register?step=` flow, which has no home-address question. */
  flow?: 'v2' | 'legacy';
  /** Run axe and keep screenshots of each question page (once per suite is enough). */
  review?: string;
};

const FIRST_QUESTION = 'Tell us about the home you want to borrow against';
const CHECK_ANSWERS = 'Check your answers before you apply';

/**
 * Each question page the borrower may meet, by its h1, and how the persona answers it. The flows differ
 * (the older one has no home-address page; a signed-in borrower has no password page), so the journey
 * answers whichever page is shown until it reaches check-your-answers.
 */
function answersFor(persona: Persona, email: string): Record<string, (page: Page) => Promise<void>> {
  const dob = persona.dob ?? { month: '04', day: '12', year: '1980' };
  return {
    'Is the property your home address?': async (page) => {
      await page.getByRole('radio', { name: 'Yes' }).check();
    },
    'Is the property listed for sale?': async (page) => {
      await page.getByRole('radio', { name: 'No' }).check();
    },
    'What is your annual income?': async (page) => {
      await page.getByRole('radio', { name: 'Full-time' }).check();
      await page.getByLabel('Annual income before taxes').fill(persona.income ?? '150000');
    },
    'What is your legal name?': async (page) => {
      await page.getByLabel('First name').fill(persona.firstName);
      await page.getByLabel('Last name').fill(persona.lastName);
    },
    'What is your date of birth?': async (page) => {
      await page.getByLabel('Month').fill(dob.month);
      await page.getByLabel('Day').fill(dob.day);
      await page.getByLabel('Year').fill(dob.year);
    },
    'How can we contact you?': async (page) => {
      await page.getByLabel('Email address').fill(email);
      await page.getByLabel('Mobile phone number').fill('4155550134');
    },
    'Create a password': async (page) => {
      await page.getByLabel('Password', { exact: true }).fill(STRONG_PASSWORD);
      await page.getByLabel('Confirm password').fill(STRONG_PASSWORD);
      await page.getByRole('checkbox', { name: /I agree to the/ }).check();
      await page.getByRole('checkbox', { name: /communications electronically/ }).check();
    },
  };
}

async function currentHeading(page: Page): Promise<string> {
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toBeVisible();
  return (await heading.innerText()).trim();
}

/**
 * Answers every register question as a borrower would (typeahead, radios, fields) and stops on the
 * check-your-answers page. Returns the e-mail used.
 */
export async function answerRegisterV2(page: Page, persona: Persona, options: Options = {}): Promise<string> {
  const email = persona.email ?? uniqueEmail(persona.lastName.toLowerCase());
  const path = options.flow === 'legacy' ? '/account/heloc/register' : '/account/heloc/register-v2';
  await page.goto(brandUrl(options.brandKey ?? null, `${path}${options.search ?? ''}`));
  await expect(page.getByRole('heading', { level: 1, name: FIRST_QUESTION })).toBeVisible();

  await page.getByRole('combobox', { name: 'Property address' }).fill(persona.addressQuery);
  await page.getByRole('option').first().click();
  await page.getByRole('radio', { name: persona.occupancy ?? 'Primary residence' }).check();
  if (options.review) await reviewPage(page, `${options.review}-property`);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { level: 1, name: FIRST_QUESTION })).toBeHidden();

  const answers = answersFor(persona, email);
  const seen = new Set<string>();
  for (let heading = await currentHeading(page); heading !== CHECK_ANSWERS; ) {
    const answer = answers[heading];
    if (!answer || seen.has(heading)) throw new Error(`unexpected register page: ${heading}`);
    seen.add(heading);
    await answer(page);
    if (options.review) await reviewPage(page, `${options.review}-${slug(heading)}`);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeHidden();
    heading = await currentHeading(page);
  }
  if (options.review) await reviewPage(page, `${options.review}-check-answers`);
  return email;
}

function slug(heading: string): string {
  return heading
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** Sends the application from the check-your-answers page. */
export async function submitApplication(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Submit application' }).click();
}
