import type { RegisterAnswers } from '@/features/register/register-answers';

/** A borrower who has answered every register question (a sandbox "prime" persona). */
export function completeAnswers(overrides: Partial<RegisterAnswers> = {}): Partial<RegisterAnswers> {
  return {
    property: { street1: '1400 Happy Path Ln', street2: '', city: 'Sacramento', state: 'CA', zip: '95814' },
    propertySearch: '1400 Happy Path Ln, Sacramento, CA 95814',
    occupancyType: 'HOME',
    homeSameAsProperty: 'YES',
    isListedForSale: 'NO',
    employmentType: 'FULL_TIME',
    income: '150000',
    otherIncome: '',
    firstName: 'Alex',
    lastName: 'Prime',
    suffix: '',
    dobMonth: '04',
    dobDay: '12',
    dobYear: '1980',
    email: 'alex.prime@example.com',
    phoneNumber: '(555) 555-0100',
    smsMarketingConsent: true,
    termPrivacyConsent: true,
    communicationConsent: true,
    ...overrides,
  };
}
