import type { RegisterV2Step } from '@hearth/domain/register-progress';

export const STEP_TITLES: Record<RegisterV2Step, string> = {
  index: 'Tell us about the home you want to borrow against',
  'home-address': 'Is the property your home address?',
  'for-sale': 'Is the property listed for sale?',
  'annual-income': 'What is your annual income?',
  'legal-name': 'What is your legal name?',
  birthdate: 'What is your date of birth?',
  'phone-and-email': 'How can we contact you?',
  'set-password': 'Create a password',
};

/** Names the field in the error summary when its message alone ("Required") would not say which one. */
export const FIELD_NAMES: Record<string, string> = {
  occupancyType: 'Occupancy',
  homeSameAsProperty: 'Home address',
  isListedForSale: 'Listed for sale',
  employmentType: 'Employment status',
  income: 'Annual income',
  otherIncome: 'Other income',
  suffix: 'Suffix',
  password: 'Password',
  confirmPassword: 'Confirm password',
  termPrivacyConsent: 'Terms and privacy agreement',
  communicationConsent: 'Electronic communications agreement',
  eSignSampleCode: 'Code from the sample document',
};
