import type { z } from 'zod';
import { parseDateInput } from './dates';
import type { AddressFields, affiliateDataSchema, OfferCodeRecord } from './entities';
import type { Suffix } from './enum-values';
import { formatUsPhone, LIMITS } from './validation-rules';

/**
 * Entry routes of spec section 1 (affiliates, loan-officer and wholesale referrals, offer codes and direct-mail
 * prescreen): the landing parameters, the answers each route brings, and what the borrower is told when a
 * code or a referral cannot be used (decision 0051).
 *
 * Zod-free (decision 0097): the first register page uses these at start. `entry-routes.ts` re-exports them
 * beside the offer-code schema.
 */

/** Landing-URL parameters that name an entry route; they travel with the answers to the create-HELOC body. */
export const ENTRY_PARAMS = ['referrerId', 'referralId', 'offerCode', 'affiliateToken'] as const;
export type EntryParam = (typeof ENTRY_PARAMS)[number];

export const ENTRY_MESSAGES = {
  offerCodeRequired: 'Enter the offer code from your letter',
  offerCodeInvalid: 'Enter the offer code as it is printed on your letter, using letters and numbers only',
  offerCodeNotFound:
    'We could not find that offer code, or its offer has ended. Check the code on your letter, or apply without it.',
  referralUsed:
    'This referral link has already been used. You can still apply below, and your loan officer can send you a new link if you need one.',
  referralExpired:
    'This referral link has expired. You can still apply below, and your loan officer can send you a new link if you need one.',
  referralNotFound: 'We could not find this referral link. You can still apply below.',
  /** The broker or loan officer who sent it no longer works with the lender (decision 0245). */
  referralInactive:
    'This referral link is no longer active: the loan officer who sent it no longer takes applications with us. You can still apply below.',
} as const;

/** How an offer code is typed doesn't matter: "happy-2026 " is HAPPY2026. */
export function normalizeOfferCode(raw: string): string {
  return raw.replace(/[\s-]/g, '').toUpperCase();
}

export type ReferralAvailability = 'open' | 'used' | 'expired' | 'inactive' | 'not-found';

/** What the referral calls answer for an open link whose broker the lender deactivated (decision 0245). */
export const REFERRAL_INACTIVE_STATUS = 'INACTIVE';

/** A referral prefills and is sent with the application only while it is OPEN. */
export function referralAvailability(status: string | null | undefined): ReferralAvailability {
  if (status === null || status === undefined) return 'not-found';
  const normalized = status.trim().toUpperCase();
  if (normalized === 'OPEN') return 'open';
  if (normalized === 'EXPIRED') return 'expired';
  if (normalized === REFERRAL_INACTIVE_STATUS) return 'inactive';
  // USED, CONVERTED, CLOSED and anything newer: the link has served its purpose.
  return 'used';
}

export function referralMessage(availability: Exclude<ReferralAvailability, 'open'>): string {
  switch (availability) {
    case 'used':
      return ENTRY_MESSAGES.referralUsed;
    case 'expired':
      return ENTRY_MESSAGES.referralExpired;
    case 'inactive':
      return ENTRY_MESSAGES.referralInactive;
    case 'not-found':
      return ENTRY_MESSAGES.referralNotFound;
  }
}

/** Register answers an entry route can supply, already in the register's formats. */
export type RegisterPrefill = {
  firstName?: string;
  lastName?: string;
  suffix?: Suffix;
  /** Only a complete address: the property question is an address lookup, a bare ZIP cannot answer it. */
  propertyAddress?: AddressFields;
  /** yyyy-MM-dd */
  dob?: string;
  email?: string;
  /** "(555) 555-0142" */
  phoneNumber?: string;
  income?: number;
};

export type PrefillField = keyof RegisterPrefill;

function text(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

function completeAddress(address: Partial<AddressFields> | undefined): AddressFields | undefined {
  const street1 = text(address?.street1);
  const city = text(address?.city);
  const state = text(address?.state)?.toUpperCase();
  const zip = text(address?.zip);
  if (!street1 || !city || !state || !/^[A-Z]{2}$/.test(state) || !zip || !/^\d{5}$/.test(zip))
    return undefined;
  return { street1, street2: text(address?.street2) ?? '', city, state, zip };
}

/** "+1 555 555 0142" or "5555550142" -> "(555) 555-0142"; anything that is not a US number is dropped. */
function usPhone(value: string | undefined): string | undefined {
  let digits = value?.replace(/\D/g, '') ?? '';
  if (digits.length === 11 && digits.startsWith('1')) digits = digits.slice(1);
  return digits.length === 10 && !digits.startsWith('1') ? formatUsPhone(digits) : undefined;
}

function withoutUndefined(prefill: RegisterPrefill): RegisterPrefill {
  return Object.fromEntries(Object.entries(prefill).filter(([, v]) => v !== undefined)) as RegisterPrefill;
}

/** A prescreened mailer's record: the addressee's name and the property it was mailed to. */
export function prefillFromOfferCode(record: OfferCodeRecord): RegisterPrefill {
  return withoutUndefined({
    firstName: text(record.firstName),
    lastName: text(record.lastName),
    propertyAddress: completeAddress(record),
  });
}

/** An affiliate's prepopulation: whatever the partner collected, each field checked on its own. */
export function prefillFromAffiliate(data: z.output<typeof affiliateDataSchema>): RegisterPrefill {
  const dob = text(data.dob);
  const income = data.income;
  return withoutUndefined({
    firstName: text(data.name.firstName),
    lastName: text(data.name.lastName),
    suffix: data.name.suffix || undefined,
    propertyAddress: completeAddress(data.address),
    dob: dob && parseDateInput(dob) ? dob : undefined,
    email: text(data.email),
    phoneNumber: usPhone(data.phone),
    income: income !== undefined && income >= 0 && income <= LIMITS.incomeMax ? income : undefined,
  });
}

/** An open referral brings the e-mail the loan officer has for the borrower; any other status brings nothing. */
export function prefillFromReferral(referral: { status: string; email: string }): RegisterPrefill {
  if (referralAvailability(referral.status) !== 'open') return {};
  return withoutUndefined({ email: text(referral.email) });
}

/**
 * Entry prefill fills only what is still empty: the borrower's own answer always wins. Returns the fields to
 * write and their names.
 */
export function fillEmpty<K extends string>(
  current: Readonly<Record<K, string>>,
  incoming: Partial<Record<K, string>>,
): { patch: Partial<Record<K, string>>; filled: K[] } {
  const patch: Partial<Record<K, string>> = {};
  const filled: K[] = [];
  for (const key of Object.keys(incoming) as K[]) {
    const value = incoming[key];
    if (value === undefined || value.trim() === '') continue;
    if (current[key].trim() !== '') continue;
    patch[key] = value;
    filled.push(key);
  }
  return { patch, filled };
}
