import type { RegisterV2Step } from '@hearth/domain/register-progress';
import { expect, type Page } from '@playwright/test';
import { sampleCodeOf } from '../../apps/api/src/test/journey/e-sign-sample';
import {
  REGISTER_STORAGE_KEY,
  type RegisterAnswers,
} from '../../apps/web/src/features/register/register-answers';
import { brandUrl, STRONG_PASSWORD, uniqueEmail } from './hearth';

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
};

const FIRST_QUESTION = 'Tell us about the home you want to borrow against';
const CHECK_ANSWERS = 'Check your answers before you apply';
const DOB = { month: '04', day: '12', year: '1980' };

/**
 * The set-password page as a new borrower answers it: the password twice and both agreements, then the E-SIGN
 * demonstration that comes with the second (decision 0210): the sample opened in a new tab and its code typed.
 */
export async function answerSetPassword(page: Page): Promise<void> {
  await page.getByLabel('Password', { exact: true }).fill(STRONG_PASSWORD);
  await page.getByLabel('Confirm password').fill(STRONG_PASSWORD);
  await page.getByRole('checkbox', { name: /I agree to the/ }).check();
  await page.getByRole('checkbox', { name: /communications electronically/ }).check();
  await typeRegistrationSampleCode(page);
}

/**
 * "Open the sample document" opens the PDF in a new tab; the code is read from the file the link points to (fetched
 * by the browser, as "save as" would) and typed back. The tab is only checked to open: a headless browser without a
 * PDF viewer (the headless shell, decision 0252) downloads the file and the tab never fires its load event.
 */
export async function typeRegistrationSampleCode(page: Page): Promise<void> {
  const check = page.getByRole('region', { name: 'Check that you can open our documents' });
  const link = check.getByRole('link', { name: /Open the sample document/ });
  const url = new URL((await link.getAttribute('href')) ?? '', page.url()).href;
  const [tab] = await Promise.all([page.waitForEvent('popup'), link.click()]);
  const file = await page.evaluate(async (address) => {
    const response = await fetch(address);
    return {
      type: response.headers.get('content-type'),
      bytes: [...new Uint8Array(await response.arrayBuffer())],
    };
  }, url);
  expect(file.type).toBe('application/pdf');
  await tab.close();
  await check.getByLabel('Code from the sample document').fill(sampleCodeOf(Uint8Array.from(file.bytes)));
}

/**
 * Each question page the borrower may meet, by its h1, and how the persona answers it. The flows differ
 * (the older one has no home-address page; a signed-in borrower has no password page), so the journey
 * answers whichever page is shown until it reaches check-your-answers.
 */
function answersFor(persona: Persona, email: string): Record<string, (page: Page) => Promise<void>> {
  const dob = persona.dob ?? DOB;
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
    'Create a password': answerSetPassword,
  };
}

async function currentHeading(page: Page): Promise<string> {
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toBeVisible();
  return (await heading.innerText()).trim();
}

/**
 * Answers every register question as a borrower would (typeahead, radios, fields) and stops on the
 * check-your-answers page. Returns the e-mail used. Only the full journeys take it; a test whose subject is one
 * register page opens that page with `resumeRegisterV2`.
 */
export async function answerRegisterV2(page: Page, persona: Persona, options: Options = {}): Promise<string> {
  const email = persona.email ?? uniqueEmail(persona.lastName.toLowerCase());
  const path = options.flow === 'legacy' ? '/account/heloc/register' : '/account/heloc/register-v2';
  await page.goto(brandUrl(options.brandKey ?? null, `${path}${options.search ?? ''}`));
  await expect(page.getByRole('heading', { level: 1, name: FIRST_QUESTION })).toBeVisible();

  await page.getByRole('combobox', { name: 'Property address' }).fill(persona.addressQuery);
  await page.getByRole('option').first().click();
  await page.getByRole('radio', { name: persona.occupancy ?? 'Primary residence' }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { level: 1, name: FIRST_QUESTION })).toBeHidden();

  const answers = answersFor(persona, email);
  const seen = new Set<string>();
  for (let heading = await currentHeading(page); heading !== CHECK_ANSWERS; ) {
    const answer = answers[heading];
    if (!answer || seen.has(heading)) throw new Error(`unexpected register page: ${heading}`);
    seen.add(heading);
    await answer(page);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeHidden();
    heading = await currentHeading(page);
  }
  return email;
}

/** Sends the application from the check-your-answers page. */
export async function submitApplication(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Submit application' }).click();
}

/** The home every resumed register answers with: the prime persona's (the typeahead's first suggestion). */
const HAPPY_PATH = {
  street1: '1400 Happy Path Ln',
  street2: '',
  city: 'Sacramento',
  state: 'CA',
  zip: '95814',
};

/**
 * What register-v2 keeps in the session once `persona` has answered every question (a reload or the back button
 * shows them again, and so does a page opened by its address); the password is never kept. Only the prime
 * persona's home is known here.
 */
function storedAnswers(persona: Persona, email: string): Partial<RegisterAnswers> {
  if (persona.addressQuery !== PRIME.addressQuery)
    throw new Error(`no stored answers for the home at ${persona.addressQuery}: answer the register instead`);
  const dob = persona.dob ?? DOB;
  return {
    property: HAPPY_PATH,
    propertySearch: `${HAPPY_PATH.street1}, ${HAPPY_PATH.city}, ${HAPPY_PATH.state} ${HAPPY_PATH.zip}`,
    propertyManual: false,
    occupancyType: 'HOME',
    homeSameAsProperty: 'YES',
    isListedForSale: 'NO',
    employmentType: 'FULL_TIME',
    income: persona.income ?? '150000',
    firstName: persona.firstName,
    lastName: persona.lastName,
    dobMonth: dob.month,
    dobDay: dob.day,
    dobYear: dob.year,
    email,
    phoneNumber: '(415) 555-0134',
    termPrivacyConsent: true,
    communicationConsent: true,
  };
}

let resumes = 0;

/**
 * A borrower who has answered every register-v2 question in this browser tab, back on one of its pages (a
 * question's step, or `check-answers`): the register pages a test is about, without the pages before them. A new
 * borrower's check-your-answers asks for the password again (it is never kept): open `set-password` first and
 * answer it with `answerSetPassword`. Returns the e-mail in the answers.
 */
export async function resumeRegisterV2(
  page: Page,
  persona: Persona,
  step: RegisterV2Step | 'check-answers',
): Promise<string> {
  const email = persona.email ?? uniqueEmail(persona.lastName.toLowerCase());
  resumes += 1;
  // Written once, before the app's first read; what the borrower changes afterwards is theirs, across reloads.
  await page.addInitScript(
    ({ key, answers, mark }) => {
      if (sessionStorage.getItem(mark)) return;
      sessionStorage.setItem(key, JSON.stringify(answers));
      sessionStorage.setItem(mark, '1');
    },
    {
      key: REGISTER_STORAGE_KEY,
      answers: storedAnswers(persona, email),
      mark: `hearth-e2e-register-answers-${resumes}`,
    },
  );
  const path = step === 'index' ? '' : `/${step}`;
  await page.goto(brandUrl(null, `/account/heloc/register-v2${path}`));
  return email;
}
