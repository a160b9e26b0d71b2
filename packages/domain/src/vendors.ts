import { z } from 'zod';

/**
 * Vendor results arrive as signed callbacks (decision 0130): the vendor POSTs JSON to
 * `/vendor-callbacks/v1/{vendor}` with a Unix timestamp and an HMAC-SHA256 of `timestamp + "." + rawBody`
 * under the vendor's own secret. A callback is verified, recorded once by its id, then processed as a job.
 */
export const VENDORS = [
  'hard-credit',
  'identity',
  'income',
  'bank-link',
  'valuation',
  'title',
  'flood',
  'insurance',
  'condition-review',
  'notary',
  'recorder',
  'funding-bank',
  'mobile-notary',
] as const;
export type Vendor = (typeof VENDORS)[number];

export function isVendor(value: string): value is Vendor {
  return (VENDORS as readonly string[]).includes(value);
}

export const VENDOR_CALLBACK_PATHS = {
  callback: (vendor: string) => `/vendor-callbacks/v1/${vendor}`,
} as const;

/** Seconds since the Unix epoch, as the vendor signed it. */
export const VENDOR_TIMESTAMP_HEADER = 'x-hearth-timestamp';
/** `v1=<hex HMAC-SHA256>`; several comma-separated values are accepted while a secret rotates. */
export const VENDOR_SIGNATURE_HEADER = 'x-hearth-signature';
/** A callback signed longer ago (or further ahead) than this is refused: a captured request cannot be replayed later. */
export const VENDOR_CALLBACK_TOLERANCE_MS = 5 * 60 * 1000;
/** Raw callback bodies above this are refused before any parsing. */
export const VENDOR_CALLBACK_MAX_BYTES = 256 * 1024;

export const VENDOR_MESSAGES = {
  unknownVendor: 'No vendor by that name sends callbacks here.',
  missingSignature: 'The callback has no signature or timestamp.',
  badSignature: 'The callback signature does not match.',
  staleTimestamp: 'The callback timestamp is more than five minutes from now.',
  badBody: 'The callback body is not a valid callback.',
  badResult:
    "The callback's result is not one this vendor sends; it is kept for review and the request stays open.",
  unknownRequest: 'No request of this vendor has that id.',
} as const;

/** The envelope every vendor callback shares; `result` is read by the vendor's own schema. */
export const vendorCallbackSchema = z.object({
  callbackId: z.string().min(1).max(100),
  requestId: z.uuid(),
  event: z.string().min(1).max(100),
  result: z.record(z.string(), z.unknown()),
});
export type VendorCallback = z.infer<typeof vendorCallbackSchema>;

export const vendorCallbackReceiptSchema = z.object({
  callbackId: z.string(),
  /** `accepted`: recorded and queued; `duplicate`: this id was already received, nothing changed. */
  status: z.enum(['accepted', 'duplicate']),
});
export type VendorCallbackReceipt = z.infer<typeof vendorCallbackReceiptSchema>;

/** Hard credit: what the bureau's callback reports (decision 0131). */
export const HARD_CREDIT_OUTCOMES = ['MATCH', 'NO_MATCH', 'NO_SSN_MATCH', 'FROZEN', 'ERROR'] as const;
export type HardCreditOutcome = (typeof HARD_CREDIT_OUTCOMES)[number];
export const hardCreditResultSchema = z.object({
  outcome: z.enum(HARD_CREDIT_OUTCOMES),
  report: z.record(z.string(), z.unknown()).optional(),
});

/** Identity verification (decision 0132): pass, fail, or a person at the vendor must look. */
export const IDENTITY_OUTCOMES = ['PASS', 'FAIL', 'REVIEW'] as const;
export type IdentityOutcome = (typeof IDENTITY_OUTCOMES)[number];
export const identityResultSchema = z.object({
  outcome: z.enum(IDENTITY_OUTCOMES),
  reasons: z.array(z.string().max(200)).max(10).optional(),
});

/**
 * Payroll, bank-income, document and employer checks (decision 0151): the income matches what the borrower
 * stated, is lower, the payroll network has no such employer, or nothing could verify it.
 */
export const INCOME_OUTCOMES = ['MATCH', 'LOWER', 'EMPLOYER_NOT_FOUND', 'NOT_VERIFIED'] as const;
export type IncomeOutcome = (typeof INCOME_OUTCOMES)[number];
export const incomeResultSchema = z.object({
  outcome: z.enum(INCOME_OUTCOMES),
  employer: z.string().max(200).optional(),
  /** Gross annual income in whole dollars. */
  annualIncome: z.number().int().min(0).max(99_999_999).optional(),
  payHistory: z
    .array(z.object({ payDate: z.string().max(10), grossAmount: z.number().int().min(0).max(99_999_999) }))
    .max(60)
    .optional(),
});

/** Title search (decision 0160): vesting, owners, a trust, the legal description and the open liens. */
export const titleResultSchema = z.object({
  kind: z.enum(['PRELIMINARY', 'FULL', 'PAYOFF']),
  vesting: z.string().max(500).optional(),
  owners: z.array(z.string().max(200)).max(10).optional(),
  trust: z.string().max(300).nullable().optional(),
  legalDescription: z.string().max(2000).optional(),
  /** PAYOFF: what each holder will take to close its lien, good through a date. */
  payoffs: z
    .array(
      z.object({
        lienId: z.string().max(64),
        holder: z.string().max(200),
        payoffCents: z.number().int().min(0).max(9_999_999_999),
        goodThrough: z.string().max(10),
      }),
    )
    .max(10)
    .optional(),
});
export type TitleResult = z.infer<typeof titleResultSchema>;

/** Flood certificate: the FEMA zone and whether it is a special flood hazard area. */
export const floodResultSchema = z.object({
  zone: z.string().min(1).max(10),
  specialFloodHazardArea: z.boolean(),
});

/** Broker price opinion: the broker's value in cents. */
export const valuationResultSchema = z.object({
  valueCents: z.number().int().min(0).max(99_999_999_999),
  broker: z.string().max(200).optional(),
});

/** Insurance (and trust document) review: accepted, or refused with a reason the borrower can act on. */
export const insuranceResultSchema = z.object({
  outcome: z.enum(['VERIFIED', 'REJECTED']),
  reason: z.string().max(500).optional(),
});

/** The reviewer of a borrower task's documents (decision 0170): the task is cleared once they are accepted. */
export const conditionReviewResultSchema = z.object({
  outcome: z.enum(['CLEARED']),
});

/**
 * The sandbox clock (issue 12 item 8, decision 0133): outside production, tests and developer tools move the
 * server's "now" forward so waiting periods (rescission, notice periods) pass in seconds. Production has no route.
 * With `applicationUuid` each route reads, moves or resets that application's clock alone (decision 0188): its now
 * is the server's plus its own offset, so moving it moves no other application's time.
 */
export const SANDBOX_CLOCK_PATHS = {
  clock: '/sandbox/clock',
  advance: '/sandbox/clock/advance',
  reset: '/sandbox/clock/reset',
} as const;
export const advanceClockSchema = z.object({
  hours: z
    .number()
    .int()
    .min(0)
    .max(24 * 400)
    .default(0),
  days: z.number().int().min(0).max(400).default(0),
  minutes: z
    .number()
    .int()
    .min(0)
    .max(60 * 24 * 400)
    .default(0),
  /**
   * Moves the clock forward to this instant instead (a booked notary slot, say: the notary page and its API give its
   * time), as a person trying the sandbox would; an instant already past is refused. Not with the amounts above.
   */
  to: z.iso.datetime({ offset: true }).optional(),
  /** Moves this application's clock alone; without it, the server's (every application's). */
  applicationUuid: z.uuid().optional(),
});
/** Which clock a read or a reset is about: an application's, or (without it) the server's. */
export const clockScopeSchema = z.object({ applicationUuid: z.uuid().optional() });
export const clockViewSchema = z.object({
  /** The application whose clock this is; absent for the server's. */
  applicationUuid: z.uuid().optional(),
  now: z.string(),
  /** How far this clock runs ahead of the real one: the server's offset, plus the application's own. */
  offsetHours: z.number(),
});
export type ClockView = z.infer<typeof clockViewSchema>;
export const SANDBOX_CLOCK_MESSAGES = {
  unknownApplication: 'No application has this uuid, so it has no sandbox clock to read, move or reset.',
  pastInstant:
    'The sandbox clock only moves forward: choose a time after its now (GET /sandbox/clock shows it).',
  bothWays: 'Move the clock by minutes, hours and days, or to a time, not both.',
} as const;

/**
 * The notary's signed answer (the eNotary's, or the mobile-notary network's after a visit, decision 0176): the deed
 * signed before the notary with the journal entry, or the session or visit missed.
 */
export const notaryResultSchema = z.object({
  outcome: z.enum(['DEED_SIGNED', 'NO_SHOW']),
  notary: z.string().max(200),
  commission: z.string().max(100),
  journalEntryId: z.string().max(100),
  signedAt: z.string().max(40),
  /** Each signer the notary saw sign the deed, and when (decision 0184); absent from older answers. */
  signers: z
    .array(z.object({ name: z.string().max(200), signedAt: z.string().max(40) }))
    .max(10)
    .optional(),
  /**
   * A closing at an office (a Texas line, decision 0201): each closing document the closer had signed, and by whom
   * and when; absent for a deed alone.
   */
  documents: z
    .array(
      z.object({
        documentId: z.string().max(100),
        signers: z.array(z.object({ name: z.string().max(200), signedAt: z.string().max(40) })).max(10),
      }),
    )
    .max(20)
    .optional(),
});
export type NotaryResult = z.infer<typeof notaryResultSchema>;

/** The county recorder's signed answer (decision 0178): the deed of trust recorded, its instrument number and fees. */
export const recordingResultSchema = z.object({
  outcome: z.literal('RECORDED'),
  office: z.string().max(200),
  instrumentNumber: z.string().max(40),
  book: z.string().max(20),
  page: z.string().max(20),
  recordedAt: z.string().max(40),
  feeCents: z.number().int().nonnegative(),
  taxCents: z.number().int().nonnegative(),
});
export type RecordingResult = z.infer<typeof recordingResultSchema>;

/**
 * The lender's bank's signed answer (decision 0178): an ACH file's entries settled or returned by trace number,
 * or the payoff wires sent with their Fed references.
 */
export const fundingBankResultSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('ACH'),
    fileId: z.string().max(64),
    entries: z
      .array(
        z.object({
          traceNumber: z.string().regex(/^\d{15}$/),
          outcome: z.enum(['SETTLED', 'RETURNED']),
          returnCode: z.string().max(4).nullable(),
          amountCents: z.number().int().nonnegative(),
        }),
      )
      .max(10_000),
    at: z.string().max(40),
  }),
  z.object({
    kind: z.literal('WIRES'),
    wires: z
      .array(
        z.object({
          lienId: z.string().max(64),
          amountCents: z.number().int(),
          fedReference: z.string().max(40),
        }),
      )
      .max(20),
    at: z.string().max(40),
  }),
]);
export type FundingBankResult = z.infer<typeof fundingBankResultSchema>;

/**
 * Each vendor's result schema (decision 0193): a signed answer whose `result` does not match is refused at the
 * callback route (400) and kept for a person to read, so the request stays open for the vendor's correct answer.
 * Bank-link results arrive on the borrower's return, not by callback: its envelope's result is any object.
 */
export const VENDOR_RESULT_SCHEMAS: Record<Vendor, z.ZodType> = {
  'hard-credit': hardCreditResultSchema,
  identity: identityResultSchema,
  income: incomeResultSchema,
  'bank-link': z.record(z.string(), z.unknown()),
  valuation: valuationResultSchema,
  title: titleResultSchema,
  flood: floodResultSchema,
  insurance: insuranceResultSchema,
  'condition-review': conditionReviewResultSchema,
  notary: notaryResultSchema,
  recorder: recordingResultSchema,
  'funding-bank': fundingBankResultSchema,
  'mobile-notary': notaryResultSchema,
};
