import { formatIsoDate } from '@hearth/domain/dates';
import { E_SIGN_MESSAGES, isSampleCodeShaped } from '@hearth/domain/e-sign';
import {
  contactStepSchema,
  dateOfBirthError,
  forSaleSchema,
  incomeStepSchema,
  isValidTypeaheadStreet,
  legalNameStepSchema,
  MESSAGES,
  makeAddressSchema,
  makeLastNameSchema,
  makePasswordStepSchema,
  makePropertyAddressStepSchema,
  needsIncomeConfirmation,
  parseMoneyInput,
} from '@hearth/domain/validation';
import type { z } from 'zod';
import type { FieldErrors } from '@/components/error-summary';
import type { AddressAnswer, RegisterAnswers } from '@/features/register/register-answers';

/** Field id -> message; the ids are the inputs' ids so the error summary can link to them. */

function collect(error: z.ZodError, prefix = ''): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const key = prefix + issue.path.map(String).join('.');
    if (!(key in errors)) errors[key] = issue.message;
  }
  return errors;
}

/** The domain's one money parser (decision 0106): undefined when empty, NaN when not a dollar amount. */
const numberOrUndefined = parseMoneyInput;

export function parseMoneyAnswer(value: string): number {
  const amount = numberOrUndefined(value);
  return amount === undefined || Number.isNaN(amount) ? 0 : amount;
}

export type StepRules = {
  regulatorReview: boolean;
  ageRestricted: boolean;
  allowDigitsInLastName: boolean;
  authenticated: boolean;
  now: Date;
};

export function validateProperty(
  answers: RegisterAnswers,
  rules: Pick<StepRules, 'regulatorReview'>,
): FieldErrors {
  const hasAddress = answers.property.street1.trim() !== '';
  const result = makePropertyAddressStepSchema({ regulatorReview: rules.regulatorReview }).safeParse({
    occupancyType: answers.occupancyType === '' ? 'INIT' : answers.occupancyType,
    propertyAddress: answers.property,
  });
  const errors: FieldErrors = {};
  if (!result.success) {
    for (const [key, message] of Object.entries(collect(result.error))) {
      if (key === 'occupancyType') errors.occupancyType = message;
      else if (answers.propertyManual) errors[key.replace('propertyAddress.', 'property.')] = message;
    }
  }
  // Without the manual fields the lookup must be completed: a picked suggestion fills street1.
  if (!answers.propertyManual && (!hasAddress || !isValidTypeaheadStreet(answers.property.street1))) {
    errors.propertySearch = MESSAGES.propertyAddressInvalid;
    for (const key of Object.keys(errors)) if (key.startsWith('property.')) delete errors[key];
  }
  return errors;
}

export function validateAddress(address: AddressAnswer, prefix: string): FieldErrors {
  const result = makeAddressSchema().safeParse(address);
  return result.success ? {} : collect(result.error, `${prefix}.`);
}

export function validateHome(answers: RegisterAnswers): FieldErrors {
  if (answers.homeSameAsProperty === '') return { homeSameAsProperty: MESSAGES.required };
  return answers.homeSameAsProperty === 'NO' ? validateAddress(answers.home, 'home') : {};
}

export function validateForSale(answers: RegisterAnswers): FieldErrors {
  const result = forSaleSchema.safeParse({ isListedForSale: answers.isListedForSale || undefined });
  return result.success ? {} : collect(result.error);
}

export function validateIncome(answers: RegisterAnswers): FieldErrors {
  const result = incomeStepSchema.safeParse({
    employmentType: answers.employmentType || undefined,
    income: numberOrUndefined(answers.income),
    otherIncome: numberOrUndefined(answers.otherIncome),
  });
  return result.success ? {} : collect(result.error);
}

/** True when the income is valid but low enough that the borrower must confirm it first. */
export function incomeNeedsConfirmation(answers: RegisterAnswers): boolean {
  return needsIncomeConfirmation(parseMoneyAnswer(answers.income)) && !answers.incomeConfirmed;
}

export function validateName(
  answers: RegisterAnswers,
  rules: Pick<StepRules, 'allowDigitsInLastName'>,
): FieldErrors {
  const schema = legalNameStepSchema.extend({
    lastName: makeLastNameSchema({ allowDigits: rules.allowDigitsInLastName }),
  });
  const result = schema.safeParse({
    firstName: answers.firstName,
    middleName: answers.middleName,
    lastName: answers.lastName,
    suffix: answers.suffix,
  });
  return result.success ? {} : collect(result.error);
}

/** "yyyy-MM-dd" from the three inputs, or the raw text when the parts do not form a date. */
export function dobIso(answers: Pick<RegisterAnswers, 'dobMonth' | 'dobDay' | 'dobYear'>): string {
  const month = Number(answers.dobMonth);
  const day = Number(answers.dobDay);
  const year = Number(answers.dobYear);
  if (![month, day, year].every(Number.isInteger) || answers.dobYear.trim().length !== 4) {
    return `${answers.dobYear.trim()}-${answers.dobMonth.trim()}-${answers.dobDay.trim()}`;
  }
  return formatIsoDate({ year, month, day });
}

export function validateBirthdate(
  answers: RegisterAnswers,
  rules: Pick<StepRules, 'ageRestricted' | 'now'>,
): FieldErrors {
  const message = dateOfBirthError(answers.dobYear.trim() === '' ? '' : dobIso(answers), {
    now: rules.now,
    state: answers.property.state,
    ageRestricted: rules.ageRestricted,
  });
  return message ? { dobMonth: message } : {};
}

export function validateContact(answers: RegisterAnswers): FieldErrors {
  const result = contactStepSchema.safeParse({
    email: answers.email,
    phoneNumber: answers.phoneNumber,
    smsMarketingConsent: answers.smsMarketingConsent,
    smsTransactionalConsent: answers.smsTransactionalConsent,
  });
  return result.success ? {} : collect(result.error);
}

export function validatePassword(
  input: {
    password: string;
    confirmPassword: string;
    termPrivacyConsent: boolean;
    communicationConsent: boolean;
    /** The code read in the E-SIGN sample (decision 0210): optional, six digits when given. */
    eSignSampleCode?: string;
  },
  rules: Pick<StepRules, 'authenticated'>,
): FieldErrors {
  const { eSignSampleCode = '', ...fields } = input;
  const result = makePasswordStepSchema({ authenticated: rules.authenticated }).safeParse(fields);
  const errors = result.success ? {} : collect(result.error);
  if (!rules.authenticated && fields.communicationConsent && eSignSampleCode.trim() !== '')
    if (!isSampleCodeShaped(eSignSampleCode)) errors.eSignSampleCode = E_SIGN_MESSAGES.codeFormat;
  return errors;
}
