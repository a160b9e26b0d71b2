import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  aliasRequestSchema,
  bannerSchema,
  chatbotFeedbackSchema,
  chatFormSchema,
  confirmPasswordSchema,
  consentsSchema,
  contactStepSchema,
  dateOfBirthError,
  dateSchema,
  emailSchema,
  feedbackFormSchema,
  firstNameSchema,
  formatSsn,
  formatUsPhone,
  forSaleSchema,
  incomeStepSchema,
  isAllowedChatAttachment,
  isHttpUrl,
  isIssuableSsn,
  isUuid,
  isValidNumber,
  isValidTypeaheadStreet,
  LIMITS,
  lastNameSchema,
  legalNameStepSchema,
  loginRequestSchema,
  MESSAGES,
  makeAddressSchema,
  makeDobSchema,
  makeLastNameSchema,
  makePasswordStepSchema,
  makePropertyAddressStepSchema,
  middleNameSchema,
  minimumAgeFor,
  needsIncomeConfirmation,
  normalizeName,
  numericError,
  PASSWORD_STRENGTH_LABELS,
  parseMoneyInput,
  passwordSchema,
  passwordStrength,
  phoneDigits,
  phoneInputMaxLength,
  phoneSchema,
  profileNameSchema,
  registerRequestSchema,
  ssnSchema,
  suffixSchema,
  toFeedbackRequest,
  typeaheadStreetSchema,
  urlSchema,
  uuidSchema,
} from './validation';

/** First message of a failed parse, or null when it passes. */
function firstError(
  schema: { safeParse: (v: unknown) => { success: boolean; error?: { issues: { message: string }[] } } },
  value: unknown,
): string | null {
  const r = schema.safeParse(value);
  return r.success ? null : (r.error?.issues[0]?.message ?? 'no message');
}
function errorAt(schema: Parameters<typeof firstError>[0], value: unknown, path: string): string | null {
  const r = schema.safeParse(value) as {
    success: boolean;
    error?: { issues: { message: string; path: PropertyKey[] }[] };
  };
  if (r.success) return null;
  return r.error?.issues.find((i) => i.path.join('.') === path)?.message ?? null;
}

describe('email', () => {
  it.each([
    ['', MESSAGES.emailRequired],
    ['   ', MESSAGES.emailRequired],
    ['jane', MESSAGES.emailInvalid],
    ['jane@', MESSAGES.emailInvalid],
    ['jane@example', MESSAGES.emailInvalid],
    ['jane@example.com', null],
    ['  jane.doe+heloc@example.co  ', null],
    [`${'a'.repeat(64)}@${'b'.repeat(186)}.com`, MESSAGES.emailMaxLength],
  ])('%j -> %s', (value, expected) => {
    expect(firstError(emailSchema, value)).toBe(expected);
  });
});

describe('password', () => {
  it.each([
    ['', MESSAGES.required],
    ['Abcdefgh1!x', MESSAGES.passwordMinLength],
    ['abcdefghij1!', MESSAGES.passwordUppercase],
    ['ABCDEFGHIJ1!', MESSAGES.passwordLowercase],
    ['Abcdefghijk!', MESSAGES.passwordDigit],
    ['Abcdefghijk1', MESSAGES.passwordSpecial],
    ['Abcdefghij1?', MESSAGES.passwordSpecial],
    ['Abcdefghij1!', null],
    ['Abcdefghij1*', null],
    [`Abcdefghij1!${'a'.repeat(116)}`, null],
    [`Abcdefghij1!${'a'.repeat(117)}`, MESSAGES.passwordMaxLength],
  ])('%j -> %s', (value, expected) => {
    expect(firstError(passwordSchema, value)).toBe(expected);
  });

  it('bounds the login password generously', () => {
    const body = { email: 'jane@example.com' };
    expect(loginRequestSchema.safeParse({ ...body, password: 'x'.repeat(1024) }).success).toBe(true);
    expect(firstError(loginRequestSchema, { ...body, password: 'x'.repeat(1025) })).toBe(
      MESSAGES.textMaxLength(1024),
    );
  });

  it('is 11 characters short of valid and 12 valid at the boundary', () => {
    expect(passwordSchema.safeParse('Abcdefgh1!x').success).toBe(false);
    expect(passwordSchema.safeParse('Abcdefgh1!xy').success).toBe(true);
  });

  it.each([
    ['', 0],
    ['abc', 0],
    ['abcdefghijkl', 1],
    ['Abc', 1],
    ['Abc1', 2],
    ['Abc1!', 3],
    ['Abcdefghij1!', 4],
  ])('strength of %j is %i', (pw, expected) => {
    expect(passwordStrength(pw)).toBe(expected);
  });

  it('has a label per segment count', () => {
    expect(PASSWORD_STRENGTH_LABELS[4]).toBe('Strong');
    expect(PASSWORD_STRENGTH_LABELS[0]).toBe('');
  });

  it('property: strength 4 exactly when the schema accepts the password', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(...'aZ9!x@ Q#'.split('')), maxLength: 20 }), (pw) => {
        expect(passwordStrength(pw) === 4).toBe(passwordSchema.safeParse(pw).success);
      }),
    );
  });

  it('confirm password must match', () => {
    expect(
      errorAt(
        confirmPasswordSchema,
        { password: 'Abcdefghij1!', confirmPassword: 'Abcdefghij1' },
        'confirmPassword',
      ),
    ).toBe(MESSAGES.passwordsDontMatch);
    expect(
      confirmPasswordSchema.safeParse({ password: 'Abcdefghij1!', confirmPassword: 'Abcdefghij1!' }).success,
    ).toBe(true);
  });
});

describe('phone', () => {
  it.each([
    ['', MESSAGES.phoneRequired],
    ['(155) 555-5555', MESSAGES.phoneCountryCode],
    ['1 (555) 555-5555', MESSAGES.phoneCountryCode],
    ['(555) 555-555', MESSAGES.phoneInvalid],
    ['(555) 555-55555', MESSAGES.phoneInvalid],
    ['555-555-5555', MESSAGES.phoneInvalid],
    ['(555)-555-5555', MESSAGES.phoneInvalid],
    ['(555) 555-5555', null],
  ])('%j -> %s', (value, expected) => {
    expect(firstError(phoneSchema, value)).toBe(expected);
  });

  it.each([
    ['', ''],
    ['5', '(5'],
    ['555', '(555'],
    ['5555', '(555) 5'],
    ['555555', '(555) 555'],
    ['5555555', '(555) 555-5'],
    ['555-555-55559999', '(555) 555-5555'],
  ])('formats %j as %j', (input, expected) => {
    expect(formatUsPhone(input)).toBe(expected);
  });

  it('property: a formatted 10-digit number not starting with 1 is valid and 14 long', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[2-9]\d{9}$/), (digits) => {
        const formatted = formatUsPhone(digits);
        expect(formatted).toHaveLength(LIMITS.phoneFormattedLength);
        expect(phoneSchema.safeParse(formatted).success).toBe(true);
        expect(phoneDigits(formatted)).toBe(digits);
      }),
    );
  });

  it('limits input to the national format length, 19 by default', () => {
    expect(phoneInputMaxLength()).toBe(14);
    expect(phoneInputMaxLength('MX')).toBe(12);
    expect(phoneInputMaxLength('ZZ')).toBe(19);
  });

  it('alias request is a Phone alias with a valid phone', () => {
    expect(aliasRequestSchema.safeParse({ type: 'Phone', value: '(555) 555-5555' }).success).toBe(true);
    expect(aliasRequestSchema.safeParse({ type: 'Email', value: '(555) 555-5555' }).success).toBe(false);
  });
});

describe('names', () => {
  it.each([
    ['', MESSAGES.firstNameRequired],
    ['  ', MESSAGES.firstNameRequired],
    ['J', MESSAGES.firstNameMinLength],
    [' J ', MESSAGES.firstNameMinLength],
    ['Jo', null],
    ['Mary-Ann', null],
    ['Mary Ann', null],
    ["O'Neil", null],
    ['O\u2019Brien', null],
    ['José', null],
    ['Zoë', null],
    ['Nguyễn', null],
    ['Jos\u0065\u0301', null],
    ["'Brien", MESSAGES.unsupportedCharacters],
    ["O'", MESSAGES.unsupportedCharacters],
    ["O''Brien", MESSAGES.unsupportedCharacters],
    ['J0hn', MESSAGES.unsupportedCharacters],
    ['a'.repeat(50), null],
    ['a'.repeat(51), MESSAGES.firstNameMaxLength],
    ['a'.repeat(10_000), MESSAGES.firstNameMaxLength],
  ])('first name %j -> %s', (value, expected) => {
    expect(firstError(firstNameSchema, value)).toBe(expected);
  });

  it('trims first and last names', () => {
    expect(firstNameSchema.parse('  Jane ')).toBe('Jane');
    expect(lastNameSchema.parse(' Doe ')).toBe('Doe');
  });

  it.each([
    ['', MESSAGES.lastNameRequired],
    ['D', MESSAGES.lastNameMinLength],
    ['Do', null],
    ['Smith-Jones', null],
    ['Doe2', MESSAGES.unsupportedCharacters],
    ['Zoë Müller', null],
    ["O'Brien", null],
    ['O\u2019Brien', null],
    ['Nguyễn', null],
    ['a'.repeat(10_000), MESSAGES.lastNameMaxLength],
  ])('last name (production) %j -> %s', (value, expected) => {
    expect(firstError(lastNameSchema, value)).toBe(expected);
  });

  it('stores one form: NFC and the ASCII apostrophe', () => {
    expect(firstNameSchema.parse('Jos\u0065\u0301')).toBe('Jos\u00e9');
    expect(lastNameSchema.parse(' O\u2019Brien ')).toBe("O'Brien");
    expect(middleNameSchema.parse('D\u2019Arcy')).toBe("D'Arcy");
    expect(normalizeName('Nguy\u0065\u0302\u0303n')).toBe('Nguyễn');
  });

  it('accepts digits in last names only outside production', () => {
    expect(makeLastNameSchema({ allowDigits: true }).safeParse('Tester42').success).toBe(true);
    expect(makeLastNameSchema({ allowDigits: false }).safeParse('Tester42').success).toBe(false);
    expect(firstError(makeLastNameSchema({ allowDigits: true }), 'Doe!')).toBe(
      MESSAGES.unsupportedCharacters,
    );
  });

  it.each([
    [undefined, true],
    ['', true],
    ['A', true],
    ['A.', true],
    ['Anne Marie', true],
    ["D'Arcy", true],
    ['Jean-Luc', true],
    ['Anne  Marie', false],
    ['Anne--Marie', false],
    ['A..', false],
    ['J3', false],
    ['Zoë', true],
    ['a'.repeat(51), false],
  ])('middle name %j valid: %s', (value, ok) => {
    expect(middleNameSchema.safeParse(value).success).toBe(ok);
  });

  it('suffix accepts the spec list only', () => {
    for (const s of ['', 'I', 'II', 'III', 'IV', 'V', 'JR', 'SR'])
      expect(suffixSchema.safeParse(s).success).toBe(true);
    expect(suffixSchema.safeParse('Jr').success).toBe(false);
  });

  it('legal name step defaults the suffix to blank', () => {
    expect(legalNameStepSchema.parse({ firstName: 'Jane', lastName: 'Doe' }).suffix).toBe('');
  });

  it('profile name body needs first, last and suffix', () => {
    expect(profileNameSchema.safeParse({ firstName: 'Jane', lastName: 'Doe', suffix: 'JR' }).success).toBe(
      true,
    );
    expect(profileNameSchema.safeParse({ firstName: 'Jane', lastName: 'Doe' }).success).toBe(false);
  });
});

describe('dates', () => {
  it.each([
    ['01/31/2000', true],
    ['2000-01-31', true],
    ['02/29/2024', true],
    ['02/29/2023', false],
    ['13/01/2000', false],
    ['01/01/1900', true],
    ['12/31/1899', false],
    ['1/1/2000', false],
    ['not a date', false],
  ])('%j valid: %s', (value, ok) => {
    expect(dateSchema().safeParse(value).success).toBe(ok);
    if (!ok) expect(firstError(dateSchema(), value)).toBe(MESSAGES.invalidDate);
  });

  it('takes a custom minimum year', () => {
    expect(dateSchema(2000).safeParse('12/31/1999').success).toBe(false);
    expect(dateSchema(2000).safeParse('01/01/2000').success).toBe(true);
  });
});

describe('date of birth', () => {
  // Noon UTC on 22 Nov 2026 is 04:00 on 22 Nov in Pacific time.
  const now = new Date('2026-11-22T12:00:00Z');

  it.each([
    ['', {}, MESSAGES.dobRequired],
    ['11/22/', {}, MESSAGES.dobRequired],
    ['11/22/yyyy', {}, MESSAGES.dobRequired],
    ['02/30/1990', {}, MESSAGES.invalidDate],
    ['01/01/1899', {}, MESSAGES.invalidDate],
    ['01/01/2030', {}, MESSAGES.invalidDate],
    ['11/23/2008', {}, MESSAGES.minimumAge(18)],
    ['11/22/2008', {}, null],
    ['2008-11-22', {}, null],
    ['11/22/2008', { state: 'AL' }, MESSAGES.minimumAge(19)],
    ['11/23/2007', { state: 'al' }, MESSAGES.minimumAge(19)],
    ['11/22/2007', { state: 'AL' }, null],
    ['11/23/1964', { ageRestricted: true }, MESSAGES.ageRestricted],
    ['11/22/1964', { ageRestricted: true }, null],
  ])('%j with %j -> %s', (value, opts, expected) => {
    expect(dateOfBirthError(value, { now, ...opts })).toBe(expected);
    expect(firstError(makeDobSchema({ now, ...opts }), value)).toBe(expected);
  });

  it('uses the Pacific calendar day: 07:00 UTC on the 23rd is still the 22nd', () => {
    const early = new Date('2026-11-23T07:00:00Z');
    expect(dateOfBirthError('11/23/2008', { now: early })).toBe(MESSAGES.minimumAge(18));
    expect(dateOfBirthError('11/23/2008', { now: early, timeZone: 'UTC' })).toBeNull();
  });

  it('says the exact spec wording', () => {
    expect(MESSAGES.minimumAge(18)).toBe('Must be at least 18 years old');
  });

  it.each([
    [{}, 18],
    [{ state: 'AL' }, 19],
    [{ state: 'AL', ageRestricted: true }, 62],
    [{ state: 'CA', ageRestricted: true }, 62],
  ])('minimum age for %j is %i', (opts, age) => {
    expect(minimumAgeFor(opts)).toBe(age);
  });
});

describe('address', () => {
  const valid = { street1: '1 Main St', city: 'San Diego', state: 'ca', zip: '92101' };

  it('accepts a valid address and upper-cases the state', () => {
    const parsed = makeAddressSchema().parse(valid);
    expect(parsed.state).toBe('CA');
    expect(parsed.street2).toBe('');
  });

  it.each([
    ['street1', '', MESSAGES.streetRequired],
    ['city', 'San D1ego', MESSAGES.cityInvalid],
    ['city', '', MESSAGES.cityInvalid],
    ['city', "Coeur d'Alene", null],
    ['city', 'Cañon City', null],
    ['city', 'St. Louis', null],
    ['city', 'a'.repeat(51), MESSAGES.cityMaxLength],
    ['street1', '1'.repeat(101), MESSAGES.streetMaxLength],
    ['street2', 'a'.repeat(51), MESSAGES.street2MaxLength],
    ['state', '', MESSAGES.stateRequired],
    ['state', 'C', MESSAGES.stateLength],
    ['state', 'CAL', MESSAGES.stateLength],
    ['state', 'C1', MESSAGES.stateInvalid],
    ['zip', '9210', MESSAGES.zipInvalid],
    ['zip', '921011', MESSAGES.zipInvalid],
    ['zip', '9210a', MESSAGES.zipInvalid],
  ])('%s = %j -> %s', (field, value, message) => {
    expect(errorAt(makeAddressSchema(), { ...valid, [field]: value }, field)).toBe(message);
  });

  it('rejects New York only while regulator review is on', () => {
    const ny = { ...valid, state: 'NY' };
    expect(errorAt(makeAddressSchema({ regulatorReview: true }), ny, 'state')).toBe(MESSAGES.stateNotServed);
    expect(makeAddressSchema({ regulatorReview: false }).safeParse(ny).success).toBe(true);
  });

  it.each([
    ['', false],
    ['1 ', false],
    ['12', false],
    ['Main', false],
    ['1 M', true],
    ['1 Main St', true],
  ])('typeahead street %j valid: %s', (value, ok) => {
    expect(isValidTypeaheadStreet(value)).toBe(ok);
    expect(firstError(typeaheadStreetSchema, value)).toBe(ok ? null : MESSAGES.propertyAddressInvalid);
  });

  it('property-address step needs an occupancy type other than INIT', () => {
    const schema = makePropertyAddressStepSchema();
    expect(errorAt(schema, { occupancyType: 'INIT', propertyAddress: valid }, 'occupancyType')).toBe(
      MESSAGES.occupancyRequired,
    );
    expect(errorAt(schema, { propertyAddress: valid }, 'occupancyType')).toBe(MESSAGES.occupancyRequired);
    expect(schema.safeParse({ occupancyType: 'HOME', propertyAddress: valid }).success).toBe(true);
    expect(
      errorAt(
        schema,
        { occupancyType: 'HOME', propertyAddress: { ...valid, street1: ' ' } },
        'propertyAddress.street1',
      ),
    ).toBe(MESSAGES.streetRequired);
  });
});

describe('for-sale', () => {
  it.each([
    ['YES', null],
    ['NO', null],
    ['', MESSAGES.required],
    [undefined, MESSAGES.required],
  ])('%j -> %s', (value, expected) => {
    expect(errorAt(forSaleSchema, { isListedForSale: value }, 'isListedForSale')).toBe(expected);
  });
});

describe('income', () => {
  it.each([
    [{ employmentType: 'FULL_TIME', income: 0 }, 'income', null],
    [{ employmentType: 'FULL_TIME', income: -1 }, 'income', MESSAGES.incomeMin],
    [{ employmentType: 'FULL_TIME', income: 9_999_999 }, 'income', null],
    [{ employmentType: 'FULL_TIME', income: 10_000_000 }, 'income', MESSAGES.incomeMax],
    [{ employmentType: 'FULL_TIME', income: 'abc' }, 'income', MESSAGES.incomeNotANumber],
    [{ employmentType: 'FULL_TIME', income: Number.NaN }, 'income', MESSAGES.incomeNotANumber],
    [{ employmentType: 'FULL_TIME', income: undefined }, 'income', MESSAGES.required],
    [{ employmentType: 'UNEMPLOYED', income: 50_000 }, 'employmentType', MESSAGES.unemployed],
    [{ employmentType: undefined, income: 50_000 }, 'employmentType', MESSAGES.required],
    [{ employmentType: 'ALIMONY', income: 50_000 }, 'employmentType', null],
    [{ employmentType: 'RETIRED', income: 50_000, otherIncome: -1 }, 'otherIncome', MESSAGES.incomeMin],
  ])('%j: %s -> %s', (value, path, expected) => {
    expect(errorAt(incomeStepSchema, value, path)).toBe(expected);
  });

  it.each([
    ['$150,000', 150_000],
    ['150000', 150_000],
    ['150,000.00', 150_000],
    [' $ 85,000.5 ', 85_000.5],
    ['1,000,000', 1_000_000],
    ['-5', -5],
    ['', undefined],
    ['   ', undefined],
    ['abc', Number.NaN],
    ['150k', Number.NaN],
    ['1,50,000', Number.NaN],
    ['12.345', Number.NaN],
    ['100,', Number.NaN],
  ])('money input %j -> %s', (text, expected) => {
    expect(parseMoneyInput(text)).toBe(expected);
  });

  it('defaults other income to 0', () => {
    expect(incomeStepSchema.parse({ employmentType: 'FULL_TIME', income: 80_000 }).otherIncome).toBe(0);
  });

  it.each([
    [14_999, true],
    [15_000, false],
    [0, true],
  ])('income %i needs confirmation: %s', (income, expected) => {
    expect(needsIncomeConfirmation(income)).toBe(expected);
  });
});

describe('consents and steps', () => {
  it('terms/privacy and communication must both be true; SMS is optional', () => {
    expect(
      errorAt(
        consentsSchema,
        { termPrivacyConsent: false, communicationConsent: true },
        'termPrivacyConsent',
      ),
    ).toBe(MESSAGES.required);
    expect(errorAt(consentsSchema, { termPrivacyConsent: true }, 'communicationConsent')).toBe(
      MESSAGES.required,
    );
    const ok = consentsSchema.parse({ termPrivacyConsent: true, communicationConsent: true });
    expect(ok.smsMarketingConsent).toBe(false);
  });

  it('contact step takes email, phone and optional SMS consents', () => {
    expect(contactStepSchema.safeParse({ email: 'a@b.co', phoneNumber: '(555) 555-5555' }).success).toBe(
      true,
    );
    expect(errorAt(contactStepSchema, { email: '', phoneNumber: '(555) 555-5555' }, 'email')).toBe(
      MESSAGES.emailRequired,
    );
  });

  it('password step asks for consents only when not authenticated', () => {
    const body = { password: 'Abcdefghij1!', confirmPassword: 'Abcdefghij1!' };
    expect(makePasswordStepSchema({ authenticated: true }).safeParse(body).success).toBe(true);
    expect(errorAt(makePasswordStepSchema({ authenticated: false }), body, 'termPrivacyConsent')).toBe(
      MESSAGES.required,
    );
    expect(
      makePasswordStepSchema({ authenticated: false }).safeParse({
        ...body,
        termPrivacyConsent: true,
        communicationConsent: true,
      }).success,
    ).toBe(true);
    expect(
      errorAt(
        makePasswordStepSchema({ authenticated: true }),
        { ...body, confirmPassword: 'x' },
        'confirmPassword',
      ),
    ).toBe(MESSAGES.passwordsDontMatch);
  });
});

describe('request bodies', () => {
  it('register needs email, password and phone', () => {
    expect(
      registerRequestSchema.safeParse({
        email: 'a@b.co',
        password: 'Abcdefghij1!',
        phoneNumber: '(555) 555-5555',
      }).success,
    ).toBe(true);
    const r = registerRequestSchema.safeParse({ email: '', password: '', phoneNumber: '' });
    expect(r.success ? [] : r.error.issues.map((i) => i.message)).toEqual([
      MESSAGES.emailRequired,
      MESSAGES.required,
      MESSAGES.phoneRequired,
    ]);
  });

  it('login needs any non-empty password', () => {
    expect(loginRequestSchema.safeParse({ email: 'a@b.co', password: 'x' }).success).toBe(true);
    expect(errorAt(loginRequestSchema, { email: 'a@b.co', password: '' }, 'password')).toBe('Required');
  });
});

describe('feedback', () => {
  const base = { topic: 'IMPROVE', marketingConsent: 'YES' };
  it.each([
    ['', MESSAGES.required],
    ['x'.repeat(9), MESSAGES.feedbackMin],
    ['x'.repeat(10), null],
    ['x'.repeat(1000), null],
    ['x'.repeat(1001), MESSAGES.feedbackMax],
  ])('message of length %#', (message, expected) => {
    expect(errorAt(feedbackFormSchema, { ...base, message }, 'message')).toBe(expected);
  });

  it('needs a topic and a YES/NO marketing consent', () => {
    expect(errorAt(feedbackFormSchema, { message: 'x'.repeat(20) }, 'topic')).toBe(MESSAGES.required);
    expect(
      errorAt(feedbackFormSchema, { topic: 'COMPLIMENT', message: 'x'.repeat(20) }, 'marketingConsent'),
    ).toBe(MESSAGES.required);
  });

  it('sends marketing consent as a boolean with productType HELOC', () => {
    const form = feedbackFormSchema.parse({
      topic: 'COMPLIMENT',
      message: 'Great product!',
      marketingConsent: 'NO',
    });
    expect(toFeedbackRequest(form, { pathname: '/dashboard' })).toEqual({
      topic: 'COMPLIMENT',
      message: 'Great product!',
      marketingConsent: false,
      pathname: '/dashboard',
      productType: 'HELOC',
    });
    const uuid = '3f1c1f9e-7a47-4a5b-9c1e-0a2b3c4d5e6f';
    expect(
      toFeedbackRequest({ ...form, marketingConsent: 'YES' }, { pathname: '/x', applicationUuid: uuid }),
    ).toMatchObject({ marketingConsent: true, applicationUuid: uuid });
  });
});

describe('chat forms', () => {
  it.each([
    [{ name: '', email: 'a@b.co' }, 'name', MESSAGES.required],
    [{ name: 'x'.repeat(128), email: 'a@b.co' }, 'name', null],
    [{ name: 'x'.repeat(129), email: 'a@b.co' }, 'name', MESSAGES.maxChars128],
    [{ name: 'Jo', email: `${'a'.repeat(124)}@b.co` }, 'email', MESSAGES.maxChars128],
    [{ name: 'Jo', email: `${'a'.repeat(123)}@b.co` }, 'email', null],
    [{ name: 'Jo', email: 'nope' }, 'email', MESSAGES.emailInvalid],
  ])('%#: %s -> %s', (value, path, expected) => {
    expect(errorAt(chatFormSchema, value, path)).toBe(expected);
  });

  it.each([
    ['photo.JPG', true],
    ['voice.amr', true],
    ['doc.pdf', true],
    ['notes.txt', true],
    ['clip.mp4', true],
    ['song.mp3', true],
    ['image.png', true],
    ['script.exe', false],
    ['image.gif', false],
  ])('attachment %s allowed: %s', (name, ok) => {
    expect(isAllowedChatAttachment(name)).toBe(ok);
  });

  it.each([
    [{}, 'reason', MESSAGES.chatbotReasonRequired],
    [{ reason: 'Answer too vague', extraInfo: 'x'.repeat(140) }, 'extraInfo', null],
    [{ reason: 'Other', extraInfo: 'x'.repeat(141) }, 'extraInfo', MESSAGES.chatbotFeedbackMax],
  ])('chatbot feedback %#', (value, path, expected) => {
    expect(errorAt(chatbotFeedbackSchema, value, path)).toBe(expected);
  });
});

describe('banner item', () => {
  it('needs uuid, message, a non-empty apps list and a variant', () => {
    const ok = { uuid: 'b1', message: 'Hi', apps: ['heloc'], variant: 'info' };
    expect(bannerSchema.safeParse(ok).success).toBe(true);
    expect(bannerSchema.safeParse({ ...ok, apps: [] }).success).toBe(false);
    expect(bannerSchema.safeParse({ ...ok, variant: 'error' }).success).toBe(false);
    expect(bannerSchema.safeParse({ ...ok, uuid: undefined }).success).toBe(false);
  });
});

describe('small checks', () => {
  it('UUID format', () => {
    expect(isUuid('3f1c1f9e-7a47-4a5b-9c1e-0a2b3c4d5e6f')).toBe(true);
    expect(isUuid('3f1c1f9e7a474a5b9c1e0a2b3c4d5e6f')).toBe(false);
    expect(firstError(uuidSchema, 'x')).toBe(MESSAGES.uuidInvalid);
  });

  it.each([
    ['https://lender.example/terms', true],
    ['http://lender.example', true],
    ['HTTPS://X.EXAMPLE', true],
    ['ftp://x', false],
    ['/terms', false],
    ['www.example.com', false],
  ])('URL %s valid: %s', (url, ok) => {
    expect(isHttpUrl(url)).toBe(ok);
    expect(urlSchema.safeParse(url).success).toBe(ok);
  });

  it.each([
    ['abc', {}, MESSAGES.notANumber],
    [Number.NaN, {}, MESSAGES.notANumber],
    [undefined, {}, MESSAGES.notANumber],
    ['', {}, MESSAGES.notANumber],
    ['42', {}, null],
    [5, { min: 5 }, null],
    [4.99, { min: 5 }, MESSAGES.numberMin(5)],
    [10, { max: 10 }, null],
    [10.01, { max: 10 }, MESSAGES.numberMax(10)],
  ])('numeric %j %j -> %s', (value, bounds, expected) => {
    expect(numericError(value, bounds)).toBe(expected);
    expect(isValidNumber(value, bounds)).toBe(expected === null);
  });
});

describe('Social Security number', () => {
  it.each([
    ['123-45-6789', '123456789'],
    ['123456789', '123456789'],
    [' 123-45-6789 ', '123456789'],
    ['665-01-0001', '665010001'],
    ['899-99-9999', '899999999'],
  ])('accepts %j as %s', (value, digits) => {
    expect(ssnSchema.parse(value)).toBe(digits);
  });

  it.each([
    ['', MESSAGES.ssnRequired],
    ['   ', MESSAGES.ssnRequired],
    [undefined, MESSAGES.ssnRequired],
    ['12345678', MESSAGES.ssnInvalid],
    ['1234567890', MESSAGES.ssnInvalid],
    ['123-456-789', MESSAGES.ssnInvalid],
    ['123 45 6789', MESSAGES.ssnInvalid],
    ['12a-45-6789', MESSAGES.ssnInvalid],
    ['000-12-3456', MESSAGES.ssnInvalid],
    ['666-12-3456', MESSAGES.ssnInvalid],
    ['900-12-3456', MESSAGES.ssnInvalid],
    ['999-12-3456', MESSAGES.ssnInvalid],
    ['123-00-4567', MESSAGES.ssnInvalid],
    ['123-45-0000', MESSAGES.ssnInvalid],
  ])('rejects %j with one message', (value, message) => {
    const r = ssnSchema.safeParse(value);
    expect(r.success ? [] : r.error.issues.map((i) => i.message)).toEqual([message]);
  });

  it('accepts exactly the numbers the SSA rules allow', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 999_999_999 }), (n) => {
        const digits = String(n).padStart(9, '0');
        const area = Number(digits.slice(0, 3));
        const allowed =
          area !== 0 &&
          area !== 666 &&
          area < 900 &&
          digits.slice(3, 5) !== '00' &&
          digits.slice(5) !== '0000';
        expect(isIssuableSsn(digits)).toBe(allowed);
        expect(ssnSchema.safeParse(formatSsn(digits)).success).toBe(allowed);
      }),
    );
    expect(isIssuableSsn('12345678')).toBe(false);
  });

  it.each([
    ['', ''],
    ['12', '12'],
    ['123', '123'],
    ['1234', '123-4'],
    ['12345', '123-45'],
    ['123456', '123-45-6'],
    ['123456789', '123-45-6789'],
    ['1234567890', '123-45-6789'],
    ['123-45-67a89', '123-45-6789'],
  ])('formats %j as %j while typing', (typed, shown) => {
    expect(formatSsn(typed)).toBe(shown);
  });
});
