/**
 * The zod-free part of the validation rules (decision 0097): the messages, the limits and the predicates a page
 * needs at render, so importing them does not bring zod. `validation.ts` builds its schemas from these and
 * re-exports them, so every existing import keeps working.
 */
/** Every validation message of spec section 5, each stated once. Parameterised ones are functions. */
export const MESSAGES = {
  required: 'Required',
  invalidDate: 'Invalid date',
  dobRequired: 'Date of birth is required',
  minimumAge: (years: number) => `Must be at least ${years} years old`,
  ageRestricted: 'Must be 62 years or older to apply for a loan',
  emailRequired: 'Please enter your email',
  emailInvalid: 'Please enter a valid email address',
  firstNameRequired: 'Please enter the first name',
  firstNameMinLength: 'First name must be at least 2 characters long',
  lastNameRequired: 'Last name is required',
  lastNameMinLength: 'Last name must be at least 2 characters long',
  /** Maximum lengths of free text (decision 0105): the server answers 400 with these. */
  firstNameMaxLength: 'First name must be at most 50 characters',
  middleNameMaxLength: 'Middle name must be at most 50 characters',
  lastNameMaxLength: 'Last name must be at most 50 characters',
  emailMaxLength: 'Email must be at most 254 characters',
  passwordMaxLength: 'Password must be at most 128 characters',
  streetMaxLength: 'Street address must be at most 100 characters',
  street2MaxLength: 'Apartment, suite or unit must be at most 50 characters',
  cityMaxLength: 'City must be at most 50 characters',
  unsupportedCharacters: 'Some of the characters entered are not supported.',
  passwordMinLength: 'Password must be at least 12 characters',
  passwordUppercase: 'Password must contain an uppercase letter',
  passwordLowercase: 'Password must contain a lowercase letter',
  passwordDigit: 'Password must contain a number',
  passwordSpecial: 'Password must contain a special character (!@#$%^&*)',
  passwordsDontMatch: "Passwords don't match",
  phoneRequired: 'Please enter your mobile phone',
  phoneInvalid: 'Please enter a valid phone number',
  phoneCountryCode: 'Country code 1 is not needed',
  streetRequired: 'Street address is required',
  cityInvalid: 'Please enter a valid city name',
  stateLength: 'State must be two characters in length',
  /** An unchosen state in the manual address (issue 8): asks for the choice, not for two characters. */
  stateRequired: 'Please choose a state',
  stateInvalid: 'Please enter a valid state',
  stateNotServed:
    "We're not yet available in your state or aren't currently lending in your area but are working hard to make it happen.",
  zipInvalid: 'Please enter a valid zipcode',
  propertyAddressInvalid: 'Please enter a valid property address',
  occupancyRequired: 'Please select an occupancy type',
  unemployed: "We apologize. At this time, we don't lend to unemployed borrowers.",
  incomeMin: 'Must be at least $0',
  incomeMax: 'Must be less than $10,000,000',
  /** Text that is not a dollar amount (decision 0106); "Required" stays for an empty field. */
  incomeNotANumber: 'Please enter your income as a number',
  incomeConfirm: 'Please confirm this is your annual pre-tax income before continuing.',
  feedbackMin: 'Must be at least 10 characters',
  feedbackMax: 'Must be at most 1000 characters',
  maxChars128: 'Cannot be more than 128 characters',
  chatbotReasonRequired: 'Please select a reason',
  chatbotFeedbackMax: 'Please restrict your response to 140 characters.',
  bannerDataInvalid: 'Banner data does not match the expected format',
  uuidInvalid: 'Invalid UUID',
  urlInvalid: 'URL must start with http or https',
  notANumber: 'Must be a number',
  textMaxLength: (max: number) => `Must be at most ${max} characters`,
  numberMin: (min: number) => `Must be at least ${min}`,
  numberMax: (max: number) => `Must be at most ${max}`,
  ssnRequired: 'Please enter your Social Security number',
  /** One sentence for every malformed or never-issued number: the SSA rules are not spelled out to the borrower. */
  ssnInvalid: 'Please enter a valid Social Security number',
} as const;

export const LIMITS = {
  nameMinLength: 2,
  /** Free-text maximums (decision 0105): room for real US names and addresses, nothing a form needs more. */
  nameMaxLength: 50,
  /** The longest suffix value ("III"), with room to spare. */
  suffixMaxLength: 10,
  /** RFC 5321: a forward path holds at most 254 characters. */
  emailMaxLength: 254,
  passwordMaxLength: 128,
  loginPasswordMaxLength: 1024,
  streetMaxLength: 100,
  street2MaxLength: 50,
  cityMaxLength: 50,
  /** Codes and ids the browser passes through (offer code, referral, A/B and UTM values): decision 0105. */
  wireCodeMaxLength: 100,
  wireTextMaxLength: 500,
  passwordMinLength: 12,
  phoneFormattedLength: 14,
  phoneDefaultMaxLength: 19,
  zipLength: 5,
  /** "12345-6789": the longest ZIP the server takes on the wire. */
  zipPlusFourLength: 10,
  stateLength: 2,
  incomeMin: 0,
  incomeMax: 9_999_999,
  incomeConfirmThreshold: 15_000,
  feedbackMin: 10,
  feedbackMax: 1000,
  chatFieldMax: 128,
  chatbotFeedbackMax: 140,
  typeaheadMinLength: 3,
  typeaheadMinWords: 2,
  minimumAge: 18,
  minimumAgeAlabama: 19,
  minimumAgeRestricted: 62,
} as const;

export const PASSWORD_SPECIAL_CHARACTERS = '!@#$%^&*';

/** Typeahead street: at least 3 characters and 2 words. */
export function isValidTypeaheadStreet(value: string): boolean {
  const trimmed = value.trim();
  return (
    trimmed.length >= LIMITS.typeaheadMinLength && trimmed.split(/\s+/).length >= LIMITS.typeaheadMinWords
  );
}

/** Formats typed digits progressively as "(555) 555-5555"; extra digits are dropped. */
export function formatUsPhone(input: string): string {
  const d = input.replace(/\D/g, '').slice(0, 10);
  if (d.length === 0) return '';
  if (d.length <= 3) return `(${d}`;
  if (d.length <= 6) return `(${d.slice(0, 3)}) ${d.slice(3)}`;
  return `(${d.slice(0, 3)}) ${d.slice(3, 6)}-${d.slice(6)}`;
}
