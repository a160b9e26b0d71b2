import { fillEmpty, type PrefillField, type RegisterPrefill } from '@hearth/domain/entry-route-rules';
import { isValidTypeaheadStreet } from '@hearth/domain/validation-rules';
import type { RegisterAnswers } from '@/features/register/register-answers';

const blank = (value: string) => value.trim() === '';

/** How the address lookup writes a picked address, so a prefilled one reads like a chosen suggestion. */
export function fullAddressText(address: {
  street1: string;
  city: string;
  state: string;
  zip: string;
}): string {
  return `${address.street1}, ${address.city}, ${address.state} ${address.zip}`;
}

/**
 * The answers an entry route brings, written only where the borrower has not answered (decision 0051).
 * A name, an address and a date of birth are each one answer: they are filled whole or not at all, so a
 * typed first name is never joined to someone else's last name.
 */
export function prefillPatch(
  answers: RegisterAnswers,
  prefill: RegisterPrefill,
): { patch: Partial<RegisterAnswers>; filled: PrefillField[] } {
  const patch: Partial<RegisterAnswers> = {};
  const filled: PrefillField[] = [];

  if ((prefill.firstName || prefill.lastName) && blank(answers.firstName) && blank(answers.lastName)) {
    patch.firstName = prefill.firstName ?? '';
    patch.lastName = prefill.lastName ?? '';
    if (prefill.firstName) filled.push('firstName');
    if (prefill.lastName) filled.push('lastName');
    if (prefill.suffix && answers.suffix === '') {
      patch.suffix = prefill.suffix;
      filled.push('suffix');
    }
  }

  const address = prefill.propertyAddress;
  if (address && blank(answers.property.street1) && blank(answers.propertySearch)) {
    patch.property = { ...address, street2: address.street2 ?? '' };
    patch.propertySearch = fullAddressText(address);
    // A street the lookup would reject is shown in the manual fields instead, where it can be corrected.
    patch.propertyManual = !isValidTypeaheadStreet(address.street1);
    filled.push('propertyAddress');
  }

  if (prefill.dob && blank(answers.dobYear) && blank(answers.dobMonth) && blank(answers.dobDay)) {
    const [year = '', month = '', day = ''] = prefill.dob.split('-');
    Object.assign(patch, { dobYear: year, dobMonth: month, dobDay: day });
    filled.push('dob');
  }

  const single = fillEmpty(
    { email: answers.email, phoneNumber: answers.phoneNumber, income: answers.income },
    {
      email: prefill.email,
      phoneNumber: prefill.phoneNumber,
      income: prefill.income === undefined ? undefined : String(prefill.income),
    },
  );
  Object.assign(patch, single.patch);
  filled.push(...single.filled);
  return { patch, filled };
}
