import { z } from 'zod';
import {
  ageOn,
  type CalendarDate,
  MIN_DATE_YEAR,
  PACIFIC_TIME_ZONE,
  parseDateInput,
  zonedCalendarDate,
} from './dates';
import { registrationConsentAcceptanceSchema } from './electronic-consent';
import {
  BANNER_VARIANTS,
  CHATBOT_FEEDBACK_REASONS,
  FEEDBACK_TOPICS,
  OCCUPANCY_TYPES,
  REGISTER_EMPLOYMENT_TYPES,
  SUFFIXES,
  YES_NO,
} from './enums';
import { formatUsPhone, isValidTypeaheadStreet, LIMITS, MESSAGES } from './validation-rules';

/** The messages, limits and zod-free predicates live in `validation-rules.ts` (decision 0097); the schemas here. */
export * from './validation-rules';

// ---------- contact ----------

const requiredString = (message: string) => z.string().trim().min(1, { error: message, abort: true });

export const emailSchema = requiredString(MESSAGES.emailRequired)
  .max(LIMITS.emailMaxLength, { error: MESSAGES.emailMaxLength, abort: true })
  .pipe(z.email({ error: MESSAGES.emailInvalid }));

const PASSWORD_RULES: readonly { test: (pw: string) => boolean; message: string }[] = [
  { test: (pw) => pw.length >= LIMITS.passwordMinLength, message: MESSAGES.passwordMinLength },
  { test: (pw) => /[A-Z]/.test(pw), message: MESSAGES.passwordUppercase },
  { test: (pw) => /[a-z]/.test(pw), message: MESSAGES.passwordLowercase },
  { test: (pw) => /\d/.test(pw), message: MESSAGES.passwordDigit },
  { test: (pw) => /[!@#$%^&*]/.test(pw), message: MESSAGES.passwordSpecial },
];

export const passwordSchema = z
  .string()
  .min(1, { error: MESSAGES.required, abort: true })
  .max(LIMITS.passwordMaxLength, { error: MESSAGES.passwordMaxLength, abort: true })
  .superRefine((pw, ctx) => {
    for (const rule of PASSWORD_RULES) {
      if (!rule.test(pw)) ctx.addIssue({ code: 'custom', message: rule.message });
    }
  });

export type PasswordStrength = 0 | 1 | 2 | 3 | 4;

/** Four-segment meter: one segment each for length, mixed case, digit and special character. Valid means 4. */
export function passwordStrength(password: string): PasswordStrength {
  if (password.length === 0) return 0;
  const segments = [
    password.length >= LIMITS.passwordMinLength,
    /[A-Z]/.test(password) && /[a-z]/.test(password),
    /\d/.test(password),
    /[!@#$%^&*]/.test(password),
  ];
  return segments.filter(Boolean).length as PasswordStrength;
}

export const PASSWORD_STRENGTH_LABELS: Record<PasswordStrength, string> = {
  0: '',
  1: 'Weak',
  2: 'Fair',
  3: 'Good',
  4: 'Strong',
};

/** US phone as formatted in the input: "(555) 555-5555". */
export const US_PHONE_PATTERN = /^\(\d{3}\) \d{3}-\d{4}$/;

export const phoneSchema = z
  .string()
  .trim()
  .min(1, { error: MESSAGES.phoneRequired, abort: true })
  .superRefine((value, ctx) => {
    const digits = value.replace(/\D/g, '');
    if (digits.startsWith('1')) {
      ctx.addIssue({ code: 'custom', message: MESSAGES.phoneCountryCode });
      return;
    }
    if (value.length !== LIMITS.phoneFormattedLength || !US_PHONE_PATTERN.test(value)) {
      ctx.addIssue({ code: 'custom', message: MESSAGES.phoneInvalid });
    }
  });

/** "(555) 555-5555" -> "5555555555" (what the identity alias stores). */
export function phoneDigits(formatted: string): string {
  return formatted.replace(/\D/g, '');
}

export interface CountryEntry {
  country: string;
  countryCode: string;
  callingCode: string;
  /** Offset of the flag in the sprite, in flag widths. */
  flagPosition: number;
  /** Length of a full national-format number, punctuation included. */
  nationalFormatLength?: number;
}

export const COUNTRIES: readonly CountryEntry[] = [
  {
    country: 'United States',
    countryCode: 'US',
    callingCode: '1',
    flagPosition: 0,
    nationalFormatLength: 14,
  },
  { country: 'Canada', countryCode: 'CA', callingCode: '1', flagPosition: 1, nationalFormatLength: 14 },
  { country: 'Mexico', countryCode: 'MX', callingCode: '52', flagPosition: 2, nationalFormatLength: 12 },
  {
    country: 'United Kingdom',
    countryCode: 'GB',
    callingCode: '44',
    flagPosition: 3,
    nationalFormatLength: 13,
  },
];
export const DEFAULT_COUNTRY_CODE = 'US';

/**
 * The phone country menu (spec sections 3 and 9, decision 0249): the North American numbering plan (+1: the United
 * States and Canada) shares the US national format, "(555) 555-5555", and is what the lender can text and verify.
 * Another country's number is kept as typed digits up to its national length, and the phone rules refuse it.
 */
export function sharesUsPhoneFormat(countryCode: string): boolean {
  return COUNTRIES.find((c) => c.countryCode === countryCode)?.callingCode === '1';
}

export function formatPhoneFor(countryCode: string, input: string): string {
  if (sharesUsPhoneFormat(countryCode)) return formatUsPhone(input);
  return input.replace(/[^\d ]/g, '').slice(0, phoneInputMaxLength(countryCode));
}

/** Input length cap: the country's national format length, else 19. */
export function phoneInputMaxLength(countryCode: string = DEFAULT_COUNTRY_CODE): number {
  const entry = COUNTRIES.find((c) => c.countryCode === countryCode);
  return entry?.nationalFormatLength ?? LIMITS.phoneDefaultMaxLength;
}

// ---------- names ----------

/**
 * Names (decision 0107, issue 8): letters of any alphabet (`\p{L}` with combining marks `\p{M}`), so José,
 * Zoë Müller and Nguyễn can apply; hyphens and spaces as the spec allows; and, beyond the spec's first and last
 * name rule, one apostrophe between letters (O'Brien, D'Angelo), typed straight or curly.
 */
const LETTER = String.raw`[\p{L}\p{M}]`;
const APOSTROPHE_BETWEEN_LETTERS = String.raw`(?<=[\p{L}\p{M}])'(?=\p{L})`;
const NAME_CHARACTERS = new RegExp(String.raw`^(?:${LETTER}|[\- ]|${APOSTROPHE_BETWEEN_LETTERS})+$`, 'u');
const NAME_CHARACTERS_WITH_DIGITS = new RegExp(
  String.raw`^(?:${LETTER}|[0-9\- ]|${APOSTROPHE_BETWEEN_LETTERS})+$`,
  'u',
);
const MIDDLE_NAME = new RegExp(String.raw`^${LETTER}+(?:[ '-]${LETTER}+)*\.?$`, 'u');

/** Apostrophe look-alikes a keyboard or autocorrect types: right single quote, modifier letter, prime, acute. */
const APOSTROPHES = /[\u2018\u2019\u02BC\u2032\u00B4`]/g;

/**
 * One stored form of a name (decision 0107): Unicode NFC, so "e" + combining acute and "é" are the same name,
 * and the ASCII apostrophe, so "O’Brien" typed on a phone and "O'Brien" typed on a laptop match downstream
 * (credit bureau, identity checks, e-sign).
 */
export function normalizeName(value: string): string {
  return value.normalize('NFC').replace(APOSTROPHES, "'");
}

function nameSchema(messages: { required: string; min: string; max: string }, characters: RegExp) {
  return requiredString(messages.required)
    .overwrite(normalizeName)
    .max(LIMITS.nameMaxLength, { error: messages.max, abort: true })
    .min(LIMITS.nameMinLength, { error: messages.min, abort: true })
    .regex(characters, MESSAGES.unsupportedCharacters);
}

export const firstNameSchema = nameSchema(
  {
    required: MESSAGES.firstNameRequired,
    min: MESSAGES.firstNameMinLength,
    max: MESSAGES.firstNameMaxLength,
  },
  NAME_CHARACTERS,
);

/** Last name; digits are accepted only outside production (test personas carry numbers). */
export function makeLastNameSchema(options: { allowDigits: boolean }) {
  return nameSchema(
    { required: MESSAGES.lastNameRequired, min: MESSAGES.lastNameMinLength, max: MESSAGES.lastNameMaxLength },
    options.allowDigits ? NAME_CHARACTERS_WITH_DIGITS : NAME_CHARACTERS,
  );
}

/** The production rule (no digits). */
export const lastNameSchema = makeLastNameSchema({ allowDigits: false });

export const middleNameSchema = z
  .string()
  .trim()
  .overwrite(normalizeName)
  .max(LIMITS.nameMaxLength, { error: MESSAGES.middleNameMaxLength, abort: true })
  .refine((v) => v === '' || MIDDLE_NAME.test(v), MESSAGES.unsupportedCharacters)
  .optional();

export const suffixSchema = z.enum(SUFFIXES);

// ---------- dates ----------

export function dateSchema(minYear: number = MIN_DATE_YEAR) {
  return z.string().refine((v) => {
    const parsed = parseDateInput(v);
    return parsed !== null && parsed.year >= minYear;
  }, MESSAGES.invalidDate);
}

export interface DobRuleOptions {
  now: Date;
  /** Property state; Alabama raises the minimum age to 19. */
  state?: string;
  /** The age-restricted (62+) interest-only variant. */
  ageRestricted?: boolean;
  timeZone?: string;
}

export function minimumAgeFor(options: { state?: string; ageRestricted?: boolean }): number {
  if (options.ageRestricted) return LIMITS.minimumAgeRestricted;
  if (options.state?.toUpperCase() === 'AL') return LIMITS.minimumAgeAlabama;
  return LIMITS.minimumAge;
}

/** Returns the spec message for a date of birth, or null when valid. */
export function dateOfBirthError(value: string, options: DobRuleOptions): string | null {
  const trimmed = value.trim();
  const yearPart = /^\d{4}-/.test(trimmed) ? trimmed.slice(0, 4) : (trimmed.split('/')[2] ?? '');
  if (trimmed === '' || !/^\d{4}$/.test(yearPart.trim())) return MESSAGES.dobRequired;
  const dob: CalendarDate | null = parseDateInput(trimmed);
  if (!dob || dob.year < MIN_DATE_YEAR) return MESSAGES.invalidDate;
  const today = zonedCalendarDate(options.now, options.timeZone ?? PACIFIC_TIME_ZONE);
  const age = ageOn(dob, today);
  if (age < 0) return MESSAGES.invalidDate;
  const minimum = minimumAgeFor(options);
  if (age < minimum) return options.ageRestricted ? MESSAGES.ageRestricted : MESSAGES.minimumAge(minimum);
  return null;
}

export function makeDobSchema(options: DobRuleOptions) {
  return z.string().superRefine((value, ctx) => {
    const message = dateOfBirthError(value, options);
    if (message) ctx.addIssue({ code: 'custom', message });
  });
}

// ---------- address ----------

/** Letters of any alphabet, spaces, hyphens, periods and apostrophes: Cañon City, Coeur d'Alene, St. Louis. */
const CITY = /^[\p{L}\p{M}][\p{L}\p{M} .'-]*$/u;
const STATE = /^[A-Za-z]{2}$/;
const ZIP = /^\d{5}$/;

export const streetSchema = requiredString(MESSAGES.streetRequired).max(LIMITS.streetMaxLength, {
  error: MESSAGES.streetMaxLength,
  abort: true,
});
export const street2Schema = z
  .string()
  .trim()
  .max(LIMITS.street2MaxLength, { error: MESSAGES.street2MaxLength, abort: true });
export const citySchema = z
  .string()
  .trim()
  .overwrite(normalizeName)
  .max(LIMITS.cityMaxLength, { error: MESSAGES.cityMaxLength, abort: true })
  .regex(CITY, MESSAGES.cityInvalid);
export const stateSchema = z
  .string()
  .trim()
  .min(1, { error: MESSAGES.stateRequired, abort: true })
  .length(LIMITS.stateLength, { error: MESSAGES.stateLength, abort: true })
  .regex(STATE, MESSAGES.stateInvalid)
  .transform((s) => s.toUpperCase());
export const zipSchema = z.string().trim().regex(ZIP, MESSAGES.zipInvalid);

export interface AddressRuleOptions {
  /** When the regulator-review flag is on, New York properties are not accepted. */
  regulatorReview?: boolean;
}

export function makeAddressSchema(options: AddressRuleOptions = {}) {
  return z
    .object({
      street1: streetSchema,
      street2: street2Schema.optional().default(''),
      city: citySchema,
      state: stateSchema,
      zip: zipSchema,
    })
    .superRefine((address, ctx) => {
      if (options.regulatorReview && address.state === 'NY') {
        ctx.addIssue({ code: 'custom', path: ['state'], message: MESSAGES.stateNotServed });
      }
    });
}
export const addressSchema = makeAddressSchema();
export type AddressInput = z.input<typeof addressSchema>;
export type Address = z.output<typeof addressSchema>;

/**
 * An address on the wire (create body, waitlist): the server bounds every field's length with the borrower's
 * message (decision 0105) and leaves the character rules to the form, as typeahead addresses skip them.
 */
export const wireAddressSchema = z.object({
  street1: z.string().max(LIMITS.streetMaxLength, MESSAGES.streetMaxLength),
  street2: z.string().max(LIMITS.street2MaxLength, MESSAGES.street2MaxLength).optional().default(''),
  city: z.string().max(LIMITS.cityMaxLength, MESSAGES.cityMaxLength),
  state: z.string().max(LIMITS.stateLength, MESSAGES.stateLength),
  zip: z.string().max(LIMITS.zipPlusFourLength, MESSAGES.zipInvalid),
});

export const typeaheadStreetSchema = z
  .string()
  .refine(isValidTypeaheadStreet, MESSAGES.propertyAddressInvalid);

/** Register step 1: occupancy plus a completed address lookup (street1 required once fields are revealed). */
export function makePropertyAddressStepSchema(options: AddressRuleOptions = {}) {
  return z.object({
    occupancyType: z
      .enum([...OCCUPANCY_TYPES, 'INIT'], { error: MESSAGES.occupancyRequired })
      .refine((v) => v !== 'INIT', MESSAGES.occupancyRequired),
    propertyAddress: makeAddressSchema(options),
  });
}
export const propertyAddressStepSchema = makePropertyAddressStepSchema();

export const forSaleSchema = z.object({
  isListedForSale: z.enum(YES_NO, { error: MESSAGES.required }),
});

// ---------- income ----------

/** An empty answer is "Required"; anything else that is not a number asks for a number (issue 8). */
const amountTypeError = (issue: { input: unknown }) =>
  issue.input === undefined || issue.input === '' ? MESSAGES.required : MESSAGES.incomeNotANumber;

/**
 * Dollar amounts as borrowers type them (decision 0106): an optional "$" and minus sign, digits either plain or
 * grouped in threes by commas, and optional cents: "$150,000", "150000", "150,000.00", "$ 85,000.5". Spaces around
 * the parts are ignored. Anything else ("150k", "1,50,000", "12.345", "abc") is not a number: NaN. Empty is
 * undefined, so "Required" and "must be a number" stay apart.
 */
const MONEY_INPUT = /^(-)?\$?(-)?(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?$/;
export function parseMoneyInput(text: string): number | undefined {
  const compact = text.replace(/\s+/g, '');
  if (compact === '') return undefined;
  const match = MONEY_INPUT.exec(compact);
  if (!match || (match[1] && match[2])) return Number.NaN;
  const whole = Number((match[3] ?? '').replace(/,/g, ''));
  const cents = match[4] ? Number(match[4].padEnd(2, '0')) / 100 : 0;
  const amount = whole + cents;
  return match[1] || match[2] ? -amount : amount;
}

export const incomeAmountSchema = z
  .number({ error: amountTypeError })
  .min(LIMITS.incomeMin, MESSAGES.incomeMin)
  .max(LIMITS.incomeMax, MESSAGES.incomeMax);

export const incomeStepSchema = z.object({
  employmentType: z
    .enum(REGISTER_EMPLOYMENT_TYPES, { error: MESSAGES.required })
    .refine((v) => v !== 'UNEMPLOYED', MESSAGES.unemployed),
  income: incomeAmountSchema,
  otherIncome: z.number({ error: amountTypeError }).min(0, MESSAGES.incomeMin).optional().default(0),
});
export type IncomeStep = z.output<typeof incomeStepSchema>;

/** Income below 15,000 needs the borrower to confirm it is annual pre-tax income. */
export function needsIncomeConfirmation(income: number): boolean {
  return income < LIMITS.incomeConfirmThreshold;
}

// ---------- Social Security number ----------

/** 9 digits, dashes optional and only where they belong: 123-45-6789 or 123456789. */
const SSN_SHAPE = /^\d{3}-?\d{2}-?\d{4}$/;

/**
 * Whether the SSA could have issued the number: area (first 3) not 000, 666 or 900-999, group (middle 2)
 * not 00, serial (last 4) not 0000. Takes the 9 digits.
 */
export function isIssuableSsn(digits: string): boolean {
  if (!/^\d{9}$/.test(digits)) return false;
  const area = Number(digits.slice(0, 3));
  return (
    area !== 0 && area !== 666 && area < 900 && digits.slice(3, 5) !== '00' && digits.slice(5) !== '0000'
  );
}

/** A Social Security number as typed; parses to its 9 digits (what is encrypted and sent to the bureau). */
export const ssnSchema = z
  .string({ error: MESSAGES.ssnRequired })
  .trim()
  .min(1, { error: MESSAGES.ssnRequired, abort: true })
  .refine((value) => SSN_SHAPE.test(value) && isIssuableSsn(value.replace(/-/g, '')), MESSAGES.ssnInvalid)
  .transform((value) => value.replace(/-/g, ''));

/** Formats typed digits progressively as "123-45-6789"; extra digits are dropped. */
export function formatSsn(input: string): string {
  const d = input.replace(/\D/g, '').slice(0, 9);
  if (d.length <= 3) return d;
  if (d.length <= 5) return `${d.slice(0, 3)}-${d.slice(3)}`;
  return `${d.slice(0, 3)}-${d.slice(3, 5)}-${d.slice(5)}`;
}

// ---------- consents and steps ----------

const mustBeTrue = z.boolean({ error: MESSAGES.required }).refine((v) => v === true, MESSAGES.required);

export const consentsSchema = z.object({
  termPrivacyConsent: mustBeTrue,
  communicationConsent: mustBeTrue,
  smsMarketingConsent: z.boolean().optional().default(false),
  smsTransactionalConsent: z.boolean().optional().default(false),
});

export const contactStepSchema = z.object({
  email: emailSchema,
  phoneNumber: phoneSchema,
  smsMarketingConsent: z.boolean().optional().default(false),
  smsTransactionalConsent: z.boolean().optional().default(false),
});

export const confirmPasswordSchema = z
  .object({ password: passwordSchema, confirmPassword: z.string().min(1, MESSAGES.required) })
  .refine((v) => v.password === v.confirmPassword, {
    path: ['confirmPassword'],
    message: MESSAGES.passwordsDontMatch,
  });

/** Password step; the two consents are asked only while the user is not yet authenticated. */
export function makePasswordStepSchema(options: { authenticated: boolean }) {
  const base = z.object({
    password: passwordSchema,
    confirmPassword: z.string().min(1, MESSAGES.required),
    termPrivacyConsent: options.authenticated ? z.boolean().optional() : mustBeTrue,
    communicationConsent: options.authenticated ? z.boolean().optional() : mustBeTrue,
  });
  return base.refine((v) => v.password === v.confirmPassword, {
    path: ['confirmPassword'],
    message: MESSAGES.passwordsDontMatch,
  });
}

/** Any other text on the wire (ids, codes, tracking values): bounded, with a plain message (decision 0105). */
export function wireTextSchema(max: number = LIMITS.wireCodeMaxLength) {
  return z.string().max(max, MESSAGES.textMaxLength(max));
}

/** Tracking maps (UTM parameters, A/B versions): short keys, bounded values. */
export const wireTextRecordSchema = z.record(wireTextSchema(), wireTextSchema(LIMITS.wireTextMaxLength));

/**
 * The borrower's name in the create body: the form's rules, with digits allowed in the last name because the
 * sandbox personas carry them (decision 0107); the browser alone refuses digits in production.
 */
export const wireNameSchemas = {
  firstName: firstNameSchema,
  middleName: middleNameSchema,
  lastName: makeLastNameSchema({ allowDigits: true }),
} as const;

export const legalNameStepSchema = z.object({
  firstName: firstNameSchema,
  middleName: middleNameSchema,
  lastName: lastNameSchema,
  suffix: suffixSchema.default(''),
});

// ---------- API request bodies shared by web and server ----------

export const registerRequestSchema = z.object({
  email: emailSchema,
  password: passwordSchema,
  phoneNumber: phoneSchema,
  /** The consent to electronic communications accepted on the page (decision 0200); without it, mail. */
  eSignConsent: registrationConsentAcceptanceSchema.optional(),
});
export type RegisterRequest = z.infer<typeof registerRequestSchema>;

export const loginRequestSchema = z.object({
  email: emailSchema,
  // Generous, so a password set before the 128 cap still signs in, but bounded: hashing cost grows with length.
  password: z
    .string()
    .min(1, 'Required')
    .max(LIMITS.loginPasswordMaxLength, MESSAGES.textMaxLength(LIMITS.loginPasswordMaxLength)),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const profileNameSchema = z.object({
  firstName: firstNameSchema,
  lastName: lastNameSchema,
  suffix: suffixSchema,
});
export type ProfileNameRequest = z.infer<typeof profileNameSchema>;

export const aliasRequestSchema = z.object({
  type: z.literal('Phone'),
  value: phoneSchema,
});
export type AliasRequest = z.infer<typeof aliasRequestSchema>;

// ---------- feedback, chat, banners ----------

export const feedbackFormSchema = z.object({
  topic: z.enum(FEEDBACK_TOPICS, { error: MESSAGES.required }),
  message: requiredString(MESSAGES.required)
    .min(LIMITS.feedbackMin, MESSAGES.feedbackMin)
    .max(LIMITS.feedbackMax, MESSAGES.feedbackMax),
  marketingConsent: z.enum(YES_NO, { error: MESSAGES.required }),
});
export type FeedbackForm = z.infer<typeof feedbackFormSchema>;

/** The feedback POST body: marketing consent travels as a boolean, productType is always HELOC. */
export const feedbackRequestSchema = z.object({
  topic: z.enum(FEEDBACK_TOPICS),
  message: feedbackFormSchema.shape.message,
  marketingConsent: z.boolean(),
  applicationUuid: z.uuid().optional(),
  pathname: z.string(),
  productType: z.literal('HELOC'),
});
export type FeedbackRequest = z.infer<typeof feedbackRequestSchema>;

export function toFeedbackRequest(
  form: FeedbackForm,
  context: { pathname: string; applicationUuid?: string },
): FeedbackRequest {
  return {
    topic: form.topic,
    message: form.message,
    marketingConsent: form.marketingConsent === 'YES',
    pathname: context.pathname,
    productType: 'HELOC',
    ...(context.applicationUuid ? { applicationUuid: context.applicationUuid } : {}),
  };
}

export const chatFormSchema = z.object({
  name: requiredString(MESSAGES.required).max(LIMITS.chatFieldMax, MESSAGES.maxChars128),
  email: emailSchema.pipe(z.string().max(LIMITS.chatFieldMax, MESSAGES.maxChars128)),
});

export const CHAT_ATTACHMENT_EXTENSIONS = ['.jpg', '.png', '.amr', '.mp3', '.mp4', '.pdf', '.txt'] as const;

export function isAllowedChatAttachment(fileName: string): boolean {
  const lower = fileName.toLowerCase();
  return CHAT_ATTACHMENT_EXTENSIONS.some((ext) => lower.endsWith(ext));
}

export const chatbotFeedbackSchema = z.object({
  reason: z.enum(CHATBOT_FEEDBACK_REASONS, { error: MESSAGES.chatbotReasonRequired }),
  extraInfo: z.string().max(LIMITS.chatbotFeedbackMax, MESSAGES.chatbotFeedbackMax).optional().default(''),
});

export const bannerSchema = z.object({
  uuid: z.string().min(1),
  message: z.string().min(1),
  apps: z.array(z.string()).min(1),
  variant: z.enum(BANNER_VARIANTS),
  active: z.boolean().optional().default(true),
  dismissable: z.boolean().optional().default(true),
  metadata: z
    .object({ createdAt: z.string().optional(), updatedAt: z.string().optional() })
    .optional()
    .default({}),
});
export type Banner = z.output<typeof bannerSchema>;
export const bannerListSchema = z.array(bannerSchema);

// ---------- small checks ----------

export const uuidSchema = z.uuid({ error: MESSAGES.uuidInvalid });

export function isUuid(value: string): boolean {
  return uuidSchema.safeParse(value).success;
}

export function isHttpUrl(value: string): boolean {
  return /^https?:\/\//i.test(value.trim());
}
export const urlSchema = z.string().trim().refine(isHttpUrl, MESSAGES.urlInvalid);

/** Numeric helper: rejects non-numbers, NaN and values outside the optional bounds; returns the message or null. */
export function numericError(value: unknown, bounds: { min?: number; max?: number } = {}): string | null {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof n !== 'number' || Number.isNaN(n)) return MESSAGES.notANumber;
  if (bounds.min !== undefined && n < bounds.min) return MESSAGES.numberMin(bounds.min);
  if (bounds.max !== undefined && n > bounds.max) return MESSAGES.numberMax(bounds.max);
  return null;
}

export function isValidNumber(value: unknown, bounds: { min?: number; max?: number } = {}): boolean {
  return numericError(value, bounds) === null;
}
