import { z } from 'zod';
import { ERROR_MESSAGES } from './errors';
import { allows } from './status-actions';

/**
 * Bank accounts (spec section 2 bank routes and `plaid-oauth-success`; statuses DISBURSEMENT_ACCOUNT, AUTOPAY and
 * VERIFIED_AUTOPAY; decision 0161). The borrower links an account through the bank-link vendor (a link token, the
 * vendor's page, back to `plaid-oauth-success` with a public token to exchange) or types one in by hand; the
 * owner's name must match the applicant's. No response ever carries a full account number: only its last 4.
 */
const base = (uuid: string) => `/service-application/api/v1/application/heloc/${uuid}/bank-accounts`;

export const BANK_ACCOUNT_API_PATHS = {
  accounts: (uuid: string) => base(uuid),
  linkToken: (uuid: string) => `${base(uuid)}/link-token`,
  exchange: (uuid: string) => `${base(uuid)}/link/exchange`,
  manual: (uuid: string) => `${base(uuid)}/manual`,
  autopay: (uuid: string) => `${base(uuid)}/autopay`,
  declineAutopay: (uuid: string) => `${base(uuid)}/autopay/decline`,
  confirm: (uuid: string) => `${base(uuid)}/confirm`,
  change: (uuid: string) => `${base(uuid)}/change`,
} as const;

/** The sandbox bank-link vendor's institution page, where a link token sends the borrower (not in production). */
export const SANDBOX_BANK_LINK_PATH = (linkId: string) => `/sandbox/bank-link/${linkId}`;
/** Where the vendor's page returns the borrower (a top-level route: the application id is in session storage). */
export const BANK_LINK_RETURN_PATH = '/account/heloc/plaid-oauth-success';
/** Session storage key holding the application and purpose of a link in progress, read back on return. */
export const BANK_LINK_STORAGE_KEY = 'hearth.bankLink';

export const BANK_ACCOUNT_PURPOSES = ['DISBURSEMENT', 'AUTOPAY'] as const;
export type BankAccountPurpose = (typeof BANK_ACCOUNT_PURPOSES)[number];
export const BANK_ACCOUNT_SOURCES = ['LINK', 'MANUAL'] as const;
export type BankAccountSource = (typeof BANK_ACCOUNT_SOURCES)[number];
export const BANK_ACCOUNT_TYPES = ['CHECKING', 'SAVINGS'] as const;
export type BankAccountType = (typeof BANK_ACCOUNT_TYPES)[number];
/** VERIFIED: the owner is the applicant; MISMATCH: someone else (fraud review); PENDING: the bank could not say. */
export const BANK_OWNERSHIP_STATES = ['VERIFIED', 'MISMATCH', 'PENDING'] as const;
export type BankOwnershipState = (typeof BANK_OWNERSHIP_STATES)[number];

export const ACCOUNT_NUMBER_MIN_DIGITS = 4;
export const ACCOUNT_NUMBER_MAX_DIGITS = 17;

export const BANK_ACCOUNT_MESSAGES = {
  routingRequired: 'Enter the 9-digit routing number from your checks.',
  routingInvalid: "That routing number isn't valid. Check the 9 digits on your check and try again.",
  accountRequired: 'Enter your account number.',
  accountFormat: `Enter an account number of ${ACCOUNT_NUMBER_MIN_DIGITS} to ${ACCOUNT_NUMBER_MAX_DIGITS} digits, numbers only.`,
  confirmRequired: 'Enter your account number again.',
  accountsDontMatch: "Account numbers don't match",
  accountTypeRequired: 'Choose checking or savings.',
  ownershipUnverified: ERROR_MESSAGES.bankOwnershipUnverified,
  ownershipPending: (last4: string) =>
    `The bank could not confirm who owns the account ending in ${last4}. Connect it through your bank instead, or use another account.`,
  wrongStatus: 'Bank accounts are not open for this application right now.',
  wrongPurpose: 'This step does not take that kind of account right now.',
  unknownLink: 'That bank connection was not started here or has already finished. Start again.',
  badPublicToken: 'The bank connection could not be confirmed. Start again.',
  unknownAccount: 'That account is not one you added to this application.',
  accountNotVerified: 'Use an account we verified as yours.',
  noDisbursementAccount: 'Add the account for your funds first.',
  noAutopayAccount: 'Choose an account for automatic payments, or decline automatic payments.',
} as const;

/**
 * Whether an account for `purpose` can be added now (spec section 4): the autopay account at its own step; the funds
 * account at its own step, or at autopay while none is on file (an application can reach autopay without one).
 */
export function canAddAccount(
  status: string,
  purpose: BankAccountPurpose,
  hasDisbursement: boolean,
): boolean {
  if (purpose === 'AUTOPAY') return allows(status, 'chooseAutopay');
  return allows(status, 'addDisbursementAccount') && (status !== 'AUTOPAY' || !hasDisbursement);
}

/** ABA weights 3, 7, 1 over the nine digits: the routing number's own check digit. */
const ABA_WEIGHTS = [3, 7, 1, 3, 7, 1, 3, 7, 1] as const;

/** True when `routing` is nine digits whose 3-7-1 weighted sum is a multiple of 10 (the ABA checksum). */
export function isValidRoutingNumber(routing: string): boolean {
  if (!/^\d{9}$/.test(routing)) return false;
  const sum = ABA_WEIGHTS.reduce((total, weight, i) => total + weight * Number(routing[i]), 0);
  return sum % 10 === 0;
}

/** Digits only: what a borrower types with spaces or dashes ("0110-0001 5") is the number it names. */
export function bankDigits(text: string): string {
  return text.replace(/[\s-]/g, '');
}

export function routingNumberError(text: string): string | null {
  const digits = bankDigits(text);
  if (digits === '' || !/^\d{9}$/.test(digits)) return BANK_ACCOUNT_MESSAGES.routingRequired;
  return isValidRoutingNumber(digits) ? null : BANK_ACCOUNT_MESSAGES.routingInvalid;
}

export function accountNumberError(text: string): string | null {
  const digits = bankDigits(text);
  if (digits === '') return BANK_ACCOUNT_MESSAGES.accountRequired;
  const pattern = new RegExp(`^\\d{${ACCOUNT_NUMBER_MIN_DIGITS},${ACCOUNT_NUMBER_MAX_DIGITS}}$`);
  return pattern.test(digits) ? null : BANK_ACCOUNT_MESSAGES.accountFormat;
}

/** The last 4 digits: the only part of an account number that leaves the server or shows on a page. */
export function accountMask(accountNumber: string): string {
  return bankDigits(accountNumber).slice(-4);
}

/** How a page shows an account: "Sandbox First Bank checking ending in 6789". */
export function describeAccount(account: {
  institution: string;
  accountType: BankAccountType;
  mask: string;
}): string {
  return `${account.institution} ${account.accountType === 'CHECKING' ? 'checking' : 'savings'} ending in ${account.mask}`;
}

const NAME_SUFFIXES = new Set(['jr', 'sr', 'ii', 'iii', 'iv', 'mr', 'mrs', 'ms', 'dr']);

/** A name as comparable words: accents, case, punctuation and suffixes dropped ("José O'Neil Jr." -> jose, oneil). */
export function nameWords(name: string): string[] {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/['’.]/g, '')
    .split(/[^a-z0-9]+/)
    .filter((word) => word !== '' && !NAME_SUFFIXES.has(word));
}

/**
 * The ownership rule (decision 0161): some owner on the account carries the applicant's first name and every word
 * of the last name, in any order, whatever the case, accents, middle names or initials ("GARCIA-LOPEZ MARIA E"
 * matches María García López). A first initial alone is not enough.
 */
export function ownerMatchesApplicant(
  applicant: { firstName: string; lastName: string },
  ownerNames: readonly string[],
): boolean {
  const first = nameWords(applicant.firstName)[0];
  const last = nameWords(applicant.lastName);
  if (!first || last.length === 0) return false;
  return ownerNames.some((owner) => {
    const words = new Set(nameWords(owner));
    return words.has(first) && last.every((word) => words.has(word));
  });
}

export const bankAccountPurposeSchema = z.enum(BANK_ACCOUNT_PURPOSES);

/** Body of POST .../bank-accounts/manual: the form's fields; routing and account numbers leave as digits. */
export const manualBankAccountSchema = z
  .object({
    purpose: bankAccountPurposeSchema.default('DISBURSEMENT'),
    accountType: z.enum(BANK_ACCOUNT_TYPES, BANK_ACCOUNT_MESSAGES.accountTypeRequired),
    routingNumber: z
      .string(BANK_ACCOUNT_MESSAGES.routingRequired)
      .max(40, BANK_ACCOUNT_MESSAGES.routingRequired)
      .transform(bankDigits)
      .superRefine((value, ctx) => {
        const error = routingNumberError(value);
        if (error) ctx.addIssue({ code: 'custom', message: error });
      }),
    accountNumber: z
      .string(BANK_ACCOUNT_MESSAGES.accountRequired)
      .max(40, BANK_ACCOUNT_MESSAGES.accountFormat)
      .transform(bankDigits)
      .superRefine((value, ctx) => {
        const error = accountNumberError(value);
        if (error) ctx.addIssue({ code: 'custom', message: error });
      }),
    accountNumberConfirm: z
      .string(BANK_ACCOUNT_MESSAGES.confirmRequired)
      .max(40, BANK_ACCOUNT_MESSAGES.accountsDontMatch)
      .transform(bankDigits),
  })
  .superRefine(({ accountNumber, accountNumberConfirm }, ctx) => {
    if (accountNumberConfirm === '')
      ctx.addIssue({
        code: 'custom',
        message: BANK_ACCOUNT_MESSAGES.confirmRequired,
        path: ['accountNumberConfirm'],
      });
    else if (accountNumber !== accountNumberConfirm)
      ctx.addIssue({
        code: 'custom',
        message: BANK_ACCOUNT_MESSAGES.accountsDontMatch,
        path: ['accountNumberConfirm'],
      });
  });
export type ManualBankAccount = z.input<typeof manualBankAccountSchema>;

export const startBankLinkSchema = z.object({ purpose: bankAccountPurposeSchema });
export const bankLinkStartedSchema = z.object({
  linkId: z.uuid(),
  /** The vendor's link token for this session (what a vendor's front-end script would be opened with). */
  linkToken: z.string(),
  /** The vendor's institution page to send the borrower to. */
  redirectUrl: z.string(),
});
export type BankLinkStarted = z.infer<typeof bankLinkStartedSchema>;

/** Body of POST .../link/exchange: what `plaid-oauth-success` read from its query. */
export const exchangeBankLinkSchema = z.object({
  linkId: z.uuid(),
  status: z.enum(['success', 'exit']),
  publicToken: z.string().min(1).max(200).optional(),
});
export type ExchangeBankLink = z.infer<typeof exchangeBankLinkSchema>;

export const chooseAutopaySchema = z.object({ accountId: z.uuid() });
export const changeBankAccountSchema = z.object({ purpose: bankAccountPurposeSchema });

/** One account as every response carries it: masked, never its number. */
export const bankAccountViewSchema = z.object({
  id: z.uuid(),
  purpose: bankAccountPurposeSchema,
  source: z.enum(BANK_ACCOUNT_SOURCES),
  institution: z.string(),
  accountName: z.string(),
  accountType: z.enum(BANK_ACCOUNT_TYPES),
  mask: z.string().regex(/^\d{4}$/),
  ownership: z.enum(BANK_OWNERSHIP_STATES),
  createdAt: z.string(),
});
export type BankAccountView = z.infer<typeof bankAccountViewSchema>;

export const bankAccountsViewSchema = z.object({
  status: z.string(),
  /** Every account added to the application, oldest first (mismatched ones too: they are under review). */
  accounts: z.array(bankAccountViewSchema),
  /** The verified account the line's funds go to, once there is one. */
  disbursement: bankAccountViewSchema.optional(),
  /** The verified account automatic payments come from, once chosen. */
  autopay: bankAccountViewSchema.optional(),
  rates: z.object({
    /** APR in percent, without any discount. */
    apr: z.number(),
    /** The APR with the offer's autopay discount; null when the offer has none. */
    autopayApr: z.number().nullable(),
    /** Whether the borrower keeps automatic payments (and the discount) on. */
    autopay: z.boolean(),
  }),
  /** The account the last request added (exchange and manual entry). */
  added: bankAccountViewSchema.optional(),
  /**
   * A later step that takes this kind of account again, outside the bank steps: a returned draw waiting for
   * another funds account on `complete` (decision 0182).
   */
  reopenedFor: bankAccountPurposeSchema.optional(),
});
export type BankAccountsView = z.infer<typeof bankAccountsViewSchema>;

/** What the page says about an account that cannot be used (the spec's text for a failed ownership check). */
export function ownershipNotice(account: Pick<BankAccountView, 'ownership' | 'mask'>): string | null {
  if (account.ownership === 'MISMATCH') return BANK_ACCOUNT_MESSAGES.ownershipUnverified(account.mask);
  if (account.ownership === 'PENDING') return BANK_ACCOUNT_MESSAGES.ownershipPending(account.mask);
  return null;
}

/** The latest account added for a purpose, when it cannot be used: the page says why (spec section 8). */
export function unusableAccount(
  view: Pick<BankAccountsView, 'accounts'>,
  purpose: BankAccountPurpose,
): BankAccountView | undefined {
  const latest = view.accounts.filter((a) => a.purpose === purpose).at(-1);
  return latest && latest.ownership !== 'VERIFIED' ? latest : undefined;
}
