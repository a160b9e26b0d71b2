import { z } from 'zod';
import { INCOME_VERIFICATION_SOURCES, type IncomeVerificationSource } from './enum-values';

/**
 * Income verification (spec section 2 income routes; statuses INCOME_VERIFICATION, EMPLOYMENT_VERIFICATION and
 * INCOME_NOT_VERIFIED; decision 0151). The borrower connects payroll or a bank through the vendor's hosted page
 * (a redirect out and back to `income/pointserv-callback`), uploads documents, or names an employer to ask. Every
 * result arrives as the `income` vendor's signed callback (decision 0130).
 */
const base = (uuid: string) => `/service-application/api/v1/application/heloc/${uuid}/income-verification`;

export const INCOME_VERIFICATION_API_PATHS = {
  verification: (uuid: string) => base(uuid),
  link: (uuid: string) => `${base(uuid)}/link`,
  linkComplete: (uuid: string) => `${base(uuid)}/link/complete`,
  documents: (uuid: string) => `${base(uuid)}/documents`,
  employer: (uuid: string) => `${base(uuid)}/employer-verification`,
  retry: (uuid: string) => `${base(uuid)}/retry`,
} as const;

/** The sandbox vendor's hosted page, where `income/link/{type}` sends the borrower (not served in production). */
export const SANDBOX_INCOME_LINK_PATH = (linkId: string) => `/sandbox/income-link/${linkId}`;

/** `income/link/{type}`: payroll through the payroll network, or income read from bank deposits. */
export const INCOME_LINK_TYPES = ['payroll', 'bank'] as const;
export type IncomeLinkType = (typeof INCOME_LINK_TYPES)[number];

/** `income/upload/{type}`: the documents an underwriter accepts instead of a connection. */
export const INCOME_DOCUMENT_TYPES = ['paystub', 'w2', 'tax-return'] as const;
export type IncomeDocumentType = (typeof INCOME_DOCUMENT_TYPES)[number];

export function isIncomeLinkType(value: string): value is IncomeLinkType {
  return (INCOME_LINK_TYPES as readonly string[]).includes(value);
}
export function isIncomeDocumentType(value: string): value is IncomeDocumentType {
  return (INCOME_DOCUMENT_TYPES as readonly string[]).includes(value);
}

/** What each method is recorded as (spec: income verification sources). */
export const INCOME_SOURCE_OF: Record<
  IncomeLinkType | IncomeDocumentType | 'employer',
  IncomeVerificationSource
> = {
  payroll: 'POINTSERV_PAYROLL',
  bank: 'TRUV_BANK',
  paystub: 'MANUAL_PAYSTUB',
  w2: 'MANUAL_PAYSTUB',
  'tax-return': 'POINTSERV_TAX',
  employer: 'EMPINFO',
};

/** The upload purpose of each document type, and how many files an underwriter needs (decision 0151). */
export const INCOME_DOCUMENTS: Record<
  IncomeDocumentType,
  { purpose: 'PAYSTUB' | 'W2' | 'TAX_RETURN'; files: number; label: string; what: string }
> = {
  paystub: {
    purpose: 'PAYSTUB',
    files: 2,
    label: 'Pay stubs',
    what: 'your two most recent pay stubs, together covering at least 30 days',
  },
  w2: { purpose: 'W2', files: 1, label: 'W-2', what: "last year's W-2 from your employer" },
  'tax-return': {
    purpose: 'TAX_RETURN',
    files: 2,
    label: 'Tax returns',
    what: 'your federal tax returns for the last two years, with all schedules',
  },
};

/** LINKING: sent to the vendor's page; SUBMITTED: waiting on the vendor; then its result. */
export const INCOME_ATTEMPT_STATES = [
  'LINKING',
  'EXITED',
  'SUBMITTED',
  'VERIFIED',
  'LOWER',
  'EMPLOYER_NOT_FOUND',
  'NOT_VERIFIED',
] as const;
export type IncomeAttemptState = (typeof INCOME_ATTEMPT_STATES)[number];

export const INCOME_METHODS = ['payroll', 'bank', 'paystub', 'w2', 'tax-return', 'employer'] as const;
export type IncomeMethod = (typeof INCOME_METHODS)[number];

export const incomeAttemptViewSchema = z.object({
  id: z.uuid(),
  method: z.enum(INCOME_METHODS),
  state: z.enum(INCOME_ATTEMPT_STATES),
  employer: z.string().optional(),
  /** Whole dollars a year, once a vendor verified it. */
  verifiedAnnualIncome: z.number().int().nonnegative().optional(),
});
export type IncomeAttemptView = z.infer<typeof incomeAttemptViewSchema>;

export const incomeVerificationViewSchema = z.object({
  status: z.string(),
  employmentType: z.string(),
  /** Whole dollars a year, as the borrower told us at registration. */
  statedAnnualIncome: z.number().int().nonnegative(),
  statedOtherIncome: z.number().int().nonnegative(),
  /** The methods to offer, best first for this employment type. */
  methods: z.array(z.enum(INCOME_METHODS)),
  latest: incomeAttemptViewSchema.optional(),
  source: z.enum(INCOME_VERIFICATION_SOURCES).optional(),
});
export type IncomeVerificationView = z.infer<typeof incomeVerificationViewSchema>;

/** Best first: payroll for employees, tax returns and bank deposits for the self-employed and retired. */
export function incomeMethodsFor(employmentType: string): IncomeMethod[] {
  if (employmentType === 'SELF_EMPLOYED') return ['bank', 'tax-return'];
  if (employmentType === 'RETIRED' || employmentType === 'SEPARATE_MAINTENANCE_PAYMENTS')
    return ['bank', 'tax-return'];
  return ['payroll', 'bank', 'paystub', 'w2'];
}

export const startIncomeLinkSchema = z.object({ type: z.enum(INCOME_LINK_TYPES) });
export const incomeLinkStartedSchema = z.object({ linkId: z.uuid(), redirectUrl: z.string() });
export type IncomeLinkStarted = z.infer<typeof incomeLinkStartedSchema>;

export const completeIncomeLinkSchema = z.object({
  linkId: z.uuid(),
  status: z.enum(['success', 'exit']),
  code: z.string().min(1).max(100).optional(),
});

export const incomeDocumentsSchema = z.object({
  type: z.enum(INCOME_DOCUMENT_TYPES),
  uploadIds: z.array(z.uuid()).min(1).max(4),
});

export const EMPLOYER_NAME_MAX = 100;
export const employerVerificationSchema = z
  .object({
    employerName: z.string().trim().min(1, 'Please enter your employer’s name').max(EMPLOYER_NAME_MAX),
    contactName: z.string().trim().max(100).optional(),
    contactEmail: z.email('Please enter a valid email address').max(254).optional(),
    contactPhone: z
      .string()
      .regex(/^\d{10}$/, 'Please enter a valid phone number')
      .optional(),
  })
  .refine((body) => body.contactEmail || body.contactPhone, {
    message: 'Give an email address or a phone number for your employer’s HR or payroll team',
    path: ['contactEmail'],
  });
export type EmployerVerification = z.infer<typeof employerVerificationSchema>;

export const INCOME_VERIFICATION_MESSAGES = {
  wrongStatus: 'Income verification is not open for this application.',
  employerWrongStatus: 'Employer verification is not open for this application.',
  retryWrongStatus: 'There is nothing to try again: your income is not waiting on another method.',
  alreadySubmitted: 'We are already checking your income. This usually takes a minute.',
  unknownLink:
    'That connection was not started here or has already finished. Start again from the income page.',
  badCode: 'The connection could not be confirmed. Start again from the income page.',
  wrongDocuments: 'Upload the documents for this method, then submit them together.',
  documentCount: (type: IncomeDocumentType) =>
    `Upload ${INCOME_DOCUMENTS[type].files === 1 ? 'one file' : `${INCOME_DOCUMENTS[type].files} files`}: ${INCOME_DOCUMENTS[type].what}.`,
} as const;
