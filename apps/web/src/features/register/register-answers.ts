import type { PrefillField, ReferralAvailability } from '@hearth/domain/entry-route-rules';
import type { OccupancyType, RegisterEmploymentType, Suffix, YesNo } from '@hearth/domain/enum-values';

/**
 * Every register answer as the borrower typed it (strings), kept in session storage so a reload or the
 * browser's back button shows the page as it was left. The password is never stored (decision 0050).
 */
export type AddressAnswer = { street1: string; street2: string; city: string; state: string; zip: string };

/** Where prefilled answers came from, and what the borrower is told about an entry link (decision 0051). */
export type EntryNotice =
  | {
      kind: 'prefilled';
      source: 'offer-code' | 'affiliate' | 'referral';
      fields: PrefillField[];
      offerCode?: string;
      respondByDate?: string;
    }
  | { kind: 'offer-code-not-found'; offerCode: string }
  | { kind: 'referral-unavailable'; availability: Exclude<ReferralAvailability, 'open'> };

/** How the borrower arrived: the entry-route parameters of the landing URL and what they brought. */
export type EntryContext = {
  referrerId?: string;
  referralId?: string;
  offerCode?: string;
  affiliateToken?: string;
  /** From the affiliate's prepopulation; sent with create HELOC. */
  affiliate?: { abVersion?: string };
  /** Lookups already done, e.g. "offerCode:HAPPY2026": each entry link prefills once, never again. */
  resolved?: string[];
  notices?: EntryNotice[];
  utm: Record<string, string>;
};

export type RegisterAnswers = {
  property: AddressAnswer;
  /** What was typed in the address search. */
  propertySearch: string;
  /** The borrower opened the manual address fields instead of picking a suggestion. */
  propertyManual: boolean;
  occupancyType: OccupancyType | '';
  homeSameAsProperty: YesNo | '';
  home: AddressAnswer;
  isListedForSale: YesNo | '';
  employmentType: RegisterEmploymentType | '';
  income: string;
  otherIncome: string;
  incomeConfirmed: boolean;
  firstName: string;
  middleName: string;
  lastName: string;
  suffix: Suffix;
  dobMonth: string;
  dobDay: string;
  dobYear: string;
  email: string;
  phoneNumber: string;
  smsMarketingConsent: boolean;
  smsTransactionalConsent: boolean;
  termPrivacyConsent: boolean;
  communicationConsent: boolean;
  /** The code the borrower read in the E-SIGN sample (decision 0210); '' when they did not enter one. */
  eSignSampleCode: string;
  entry: EntryContext;
};

export const emptyAddress = (): AddressAnswer => ({ street1: '', street2: '', city: '', state: '', zip: '' });

export function emptyAnswers(): RegisterAnswers {
  return {
    property: emptyAddress(),
    propertySearch: '',
    propertyManual: false,
    occupancyType: '',
    homeSameAsProperty: '',
    home: emptyAddress(),
    isListedForSale: '',
    employmentType: '',
    income: '',
    otherIncome: '',
    incomeConfirmed: false,
    firstName: '',
    middleName: '',
    lastName: '',
    suffix: '',
    dobMonth: '',
    dobDay: '',
    dobYear: '',
    email: '',
    phoneNumber: '',
    smsMarketingConsent: false,
    smsTransactionalConsent: false,
    termPrivacyConsent: false,
    communicationConsent: false,
    eSignSampleCode: '',
    entry: { utm: {} },
  };
}

export const REGISTER_STORAGE_KEY = 'hearth.register.answers';

// Loose on read: a stored value from an older build must not crash the page, missing keys fall back.
// Any JSON object is accepted (what `z.record(z.string(), z.unknown())` accepted), without zod on the first
// page (decision 0097).
function isStoredRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

type Listener = () => void;
const listeners = new Set<Listener>();
let cached: RegisterAnswers | null = null;
/** Held in memory only: a reload asks for it again rather than keeping a secret in storage. */
let password = '';

function store(): Storage | undefined {
  try {
    return globalThis.sessionStorage;
  } catch {
    return undefined;
  }
}

export function readAnswers(): RegisterAnswers {
  if (cached) return cached;
  const base = emptyAnswers();
  const raw = store()?.getItem(REGISTER_STORAGE_KEY);
  if (raw) {
    try {
      const parsed: unknown = JSON.parse(raw);
      if (isStoredRecord(parsed)) {
        cached = { ...base, ...(parsed as Partial<RegisterAnswers>) };
        return cached;
      }
    } catch {
      // Unreadable answers are dropped; the borrower starts again.
    }
  }
  cached = base;
  return cached;
}

export function saveAnswers(patch: Partial<RegisterAnswers>): RegisterAnswers {
  const next = { ...readAnswers(), ...patch };
  cached = next;
  store()?.setItem(REGISTER_STORAGE_KEY, JSON.stringify(next));
  for (const listener of listeners) listener();
  return next;
}

/**
 * A step page saves its draft with this: every answer but the entry context, which only the entry
 * resolution writes, so a draft taken before a landing parameter was read can never drop it.
 */
export function saveDraft(draft: RegisterAnswers): RegisterAnswers {
  const { entry: _entry, ...answers } = draft;
  return saveAnswers(answers);
}

export function clearAnswers(): void {
  cached = null;
  password = '';
  store()?.removeItem(REGISTER_STORAGE_KEY);
  for (const listener of listeners) listener();
}

/** Tests reset storage between cases; this drops the in-memory copy too. */
export function forgetCachedAnswers(): void {
  cached = null;
  password = '';
}

export function subscribeToAnswers(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getPassword(): string {
  return password;
}

export function setPassword(value: string): void {
  password = value;
  for (const listener of listeners) listener();
}
