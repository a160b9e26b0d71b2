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
  /** Run axe and keep screenshots of each question page (once per suite is enough). */
  review?: string;
};

async function reviewed(page: Page, options: Options, name: string): Promise<void> {
  if (options.review) await reviewPage(page, `${options.review}-${name}`);
}

async function continueTo(page: Page, heading: string | RegExp): Promise<void> {
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
}

/**
 * Answers every register-v2 question as a borrower would (typeahead, radios, fields) and stops on the
 * check-your-answers page. Returns the e-mail used.
 */
export async function answerRegisterV2(page: Page, persona: Persona, options: Options = {}): Promise<string> {
  const email = persona.email ?? uniqueEmail(persona.lastName.toLowerCase());
  await page.goto(brandUrl(options.brandKey ?? null, `/account/heloc/register-v2${options.search ?? ''}`));
  await expect(
    page.getByRole('heading', { level: 1, name: 'Tell us about the home you want to borrow against' }),
  ).toBeVisible();

  await page.getByRole('combobox', { name: 'Property address' }).fill(persona.addressQuery);
  await page.getByRole('option').first().click();
  await page.getByRole('radio', { name: persona.occupancy ?? 'Primary residence' }).check();
  await reviewed(page, options, 'property');
  await continueTo(page, 'Is the property your home address?');

  await page.getByRole('radio', { name: 'Yes' }).check();
  await reviewed(page, options, 'home-address');
  await continueTo(page, 'Is the property listed for sale?');

  await page.getByRole('radio', { name: 'No' }).check();
  await continueTo(page, 'What is your annual income?');

  await page.getByRole('radio', { name: 'Full-time' }).check();
  await page.getByLabel('Annual income before taxes').fill(persona.income ?? '150000');
  await reviewed(page, options, 'income');
  await continueTo(page, 'What is your legal name?');

  await page.getByLabel('First name').fill(persona.firstName);
  await page.getByLabel('Last name').fill(persona.lastName);
  await continueTo(page, 'What is your date of birth?');

  const dob = persona.dob ?? { month: '04', day: '12', year: '1980' };
  await page.getByLabel('Month').fill(dob.month);
  await page.getByLabel('Day').fill(dob.day);
  await page.getByLabel('Year').fill(dob.year);
  await reviewed(page, options, 'birthdate');
  await continueTo(page, 'How can we contact you?');

  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Mobile phone number').fill('4155550134');
  await reviewed(page, options, 'contact');
  await continueTo(page, 'Create a password');

  await page.getByLabel('Password', { exact: true }).fill(STRONG_PASSWORD);
  await page.getByLabel('Confirm password').fill(STRONG_PASSWORD);
  await page.getByRole('checkbox', { name: /I agree to the/ }).check();
  await page.getByRole('checkbox', { name: /communications electronically/ }).check();
  await reviewed(page, options, 'set-password');
  await continueTo(page, 'Check your answers before you apply');
  await reviewed(page, options, 'check-answers');
  return email;
}

/** Sends the application from the check-your-answers page. */
export async function submitApplication(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Submit application' }).click();
}
