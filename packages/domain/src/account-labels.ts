import type { PROPERTY_CONDITIONS } from './enum-values';

/*
 * The account's paths, labels and messages, without zod (decision 0264): the dashboard shows the property card and
 * reads the notifications with these alone, and a schema beside them brought zod (25 KB gzip) to the page.
 * Re-exported by `account.ts`, where the schemas are.
 */

/**
 * The borrower's account around the applications (issue 22 items 1, 2 and 10): the notifications list, the property
 * details card, the communication preferences and the e-mail change. Paths the spec names are its own; the others
 * are not shown in the spec and are chosen in decisions 0215 and 0216.
 */
export const ACCOUNT_API_PATHS = {
  /** Spec section 7: the communication consents the profile can give, with the answer it last gave to each. */
  profileConsentTypes: '/service-profile/api/v1/profile/consent-types',
  /** Not shown in the spec (decision 0215): the messages Hearth sent the signed-in person, newest first. */
  notifications: '/service-profile/api/v1/notifications',
  notificationsRead: '/service-profile/api/v1/notifications/read',
  /** Not shown in the spec (decision 0215): the property card of one application. */
  propertyDetails: (uuid: string) => `/service-application/api/v1/application/heloc/${uuid}/property-details`,
  /** Not shown in the spec (decision 0216): a new sign-in e-mail, with the current password. */
  changeEmail: '/identity/secure/api/v1/identity/email',
  /** Existing (decision 0081): a new password, with the current one; every other session ends. */
  changePassword: '/identity/secure/api/v1/identity/password',
} as const;

export const COMMS_CONSENT_TYPES = ['SMS', 'SMS_TRANSACTIONAL'] as const;
export type CommsConsentType = (typeof COMMS_CONSENT_TYPES)[number];

/** The labels of the settings page's communication preferences. */
export const CONSENT_TYPE_LABELS: Record<CommsConsentType, string> = {
  SMS_TRANSACTIONAL: 'Text messages about my application and account',
  SMS: 'Marketing text messages',
};

/** How many of the newest messages the list returns: more than a borrower reads; the card shows 3 of them. */
export const NOTIFICATIONS_RETURNED = 50;

export const PROPERTY_VALUE_SOURCES = ['AUTOMATED_VALUATION', 'BROKER_PRICE_OPINION'] as const;
export type PropertyValueSource = (typeof PROPERTY_VALUE_SOURCES)[number];

export const VALUE_SOURCE_LABELS: Record<PropertyValueSource, string> = {
  AUTOMATED_VALUATION: 'Automated valuation',
  BROKER_PRICE_OPINION: 'Broker price opinion',
};

/** The property record's condition in words ("UNKNOWN" is said as not known). */
export const PROPERTY_CONDITION_LABELS: Record<(typeof PROPERTY_CONDITIONS)[number], string> = {
  POOR: 'Poor',
  FAIR: 'Fair',
  AVERAGE: 'Average',
  GOOD: 'Good',
  EXCELLENT: 'Excellent',
  UNKNOWN: 'Not on record',
};

export const ACCOUNT_MESSAGES = {
  emailInUse: 'Another account already uses this email. Enter a different email.',
  emailUnchanged: 'This is already your email.',
  currentPasswordRequired: 'Enter your current password',
} as const;
