import { z } from 'zod';
import type { UploadPurpose } from './identity-verification';

/**
 * After the offer, part 2 (issue 11, decision 0160): the liens on the home, its value, the title and flood
 * certificate, and the insurance the lender needs. Paths, shapes, messages and the pure rules server and pages share.
 */
const base = (uuid: string) => `/service-application/api/v1/application/heloc/${uuid}`;

export const COLLATERAL_API_PATHS = {
  liens: (uuid: string) => `${base(uuid)}/liens`,
  confirmLiens: (uuid: string) => `${base(uuid)}/liens/confirm`,
  valuation: (uuid: string) => `${base(uuid)}/valuation`,
  estimateValue: (uuid: string) => `${base(uuid)}/valuation/estimate`,
  orderBpo: (uuid: string) => `${base(uuid)}/valuation/order-bpo`,
  title: (uuid: string) => `${base(uuid)}/title`,
  insurance: (uuid: string) => `${base(uuid)}/insurance`,
  submitInsurance: (uuid: string) => `${base(uuid)}/insurance/documents`,
  /** Staff only: a reviewer's answer on an application in OWNERSHIP_REVIEW. */
  ownershipDecision: (uuid: string) =>
    `/service-application/api/v1/lender/applications/${uuid}/ownership-decision`,
} as const;

export const LIEN_TYPES = ['MORTGAGE', 'HELOC', 'OTHER'] as const;
export type LienType = (typeof LIEN_TYPES)[number];

/** A lien as the borrower sees and confirms it; money in whole dollars. */
export const lienViewSchema = z.object({
  id: z.string(),
  position: z.number().int().positive(),
  holder: z.string(),
  type: z.enum(LIEN_TYPES),
  balance: z.number().int().nonnegative(),
  monthlyPayment: z.number().int().nonnegative(),
  /** OPEN: still owed; PAID_OFF: the borrower says it is paid (title confirms it later). */
  state: z.enum(['OPEN', 'PAID_OFF']),
  /** The new line must sit in second position: every open lien behind the first is paid from the draw. */
  payoffRequired: z.boolean(),
});
export type LienView = z.infer<typeof lienViewSchema>;

export const liensViewSchema = z.object({
  status: z.string(),
  liens: z.array(lienViewSchema),
  propertyValue: z.number().int().nonnegative(),
  creditLine: z.number().int().nonnegative(),
  drawAmount: z.number().int().nonnegative(),
  /** Combined loan-to-value with the new line, in percent (one decimal), and the most the offer allows. */
  cltvPercent: z.number(),
  maxCltvPercent: z.number(),
  payoffTotal: z.number().int().nonnegative(),
  confirmedAt: z.string().optional(),
});
export type LiensView = z.infer<typeof liensViewSchema>;

const MAX_LIEN_DOLLARS = 99_999_999;
export const confirmLiensSchema = z.object({
  liens: z
    .array(
      z.object({
        id: z.string().min(1).max(64),
        balance: z
          .number({ error: 'Enter the balance in dollars.' })
          .int('Enter whole dollars.')
          .min(0, 'The balance cannot be negative.')
          .max(MAX_LIEN_DOLLARS, 'Enter a balance under $100,000,000.'),
        monthlyPayment: z
          .number({ error: 'Enter the monthly payment in dollars.' })
          .int('Enter whole dollars.')
          .min(0, 'The monthly payment cannot be negative.')
          .max(9_999_999, 'Enter a monthly payment under $10,000,000.'),
        state: z.enum(['OPEN', 'PAID_OFF']),
      }),
    )
    .max(10),
});
export type ConfirmLiens = z.infer<typeof confirmLiensSchema>;

export const VALUATION_METHODS = ['AVM', 'BPO'] as const;
export const valuationViewSchema = z.object({
  status: z.string(),
  /** The value the offer uses and where it came from: the automated model or the broker price opinion. */
  method: z.enum(VALUATION_METHODS),
  value: z.number().int().nonnegative(),
  confidence: z.enum(['HIGH', 'MEDIUM', 'LOW']).nullable(),
  borrowerEstimate: z.number().int().positive().optional(),
  bpo: z
    .object({
      state: z.enum(['ORDERED', 'RETURNED']),
      orderedAt: z.string(),
      returnedAt: z.string().optional(),
      value: z.number().int().nonnegative().optional(),
      /** The valuation cost the borrower accepted, in whole dollars. */
      cost: z.number().int().nonnegative(),
    })
    .optional(),
  /** The state requires the Texas fair-market-value acknowledgment before a BPO is ordered. */
  texas: z.boolean(),
  cost: z.number().int().nonnegative(),
});
export type ValuationView = z.infer<typeof valuationViewSchema>;

export const MIN_ESTIMATE_DOLLARS = 10_000;
export const MAX_ESTIMATE_DOLLARS = 50_000_000;
export const estimateValueSchema = z.object({
  estimatedValue: z
    .number({ error: "Enter your home's estimated value in dollars." })
    .int('Enter whole dollars.')
    .min(MIN_ESTIMATE_DOLLARS, 'Enter a value of at least $10,000.')
    .max(MAX_ESTIMATE_DOLLARS, 'Enter a value under $50,000,000.'),
});

export const orderBpoSchema = z.object({
  acceptCost: z.literal(true, { error: 'Agree to the $180 valuation cost to order the valuation.' }),
  /** Texas only: the borrower acknowledges the fair market value will be agreed in writing (section 50(a)(6)). */
  texasAcknowledgment: z.boolean().optional(),
});

export const titleViewSchema = z.object({
  status: z.string(),
  state: z.enum(['ORDERED', 'RECEIVED']),
  vesting: z.string().optional(),
  owners: z.array(z.string()).optional(),
  trust: z.string().nullable().optional(),
  legalDescription: z.string().optional(),
  flood: z
    .object({
      state: z.enum(['ORDERED', 'RECEIVED']),
      zone: z.string().optional(),
      specialFloodHazardArea: z.boolean().optional(),
    })
    .optional(),
  /** Owners on title who are not the applicant and must sign (the co-deed request). */
  additionalSigners: z.array(z.string()),
});
export type TitleView = z.infer<typeof titleViewSchema>;

export const INSURANCE_KINDS = ['HAZARD', 'FLOOD', 'TRUST'] as const;
export type InsuranceKind = (typeof INSURANCE_KINDS)[number];
/** The upload purpose each requirement's document is uploaded under. */
export const INSURANCE_UPLOAD_PURPOSE: Record<InsuranceKind, UploadPurpose> = {
  HAZARD: 'HAZARD_INSURANCE',
  FLOOD: 'FLOOD_INSURANCE',
  TRUST: 'TRUST_DOCUMENT',
};
export const REQUIREMENT_STATES = ['NEEDED', 'SUBMITTED', 'VERIFIED', 'REJECTED'] as const;

export const insuranceRequirementSchema = z.object({
  kind: z.enum(INSURANCE_KINDS),
  title: z.string(),
  detail: z.string(),
  state: z.enum(REQUIREMENT_STATES),
  reason: z.string().optional(),
});
export type InsuranceRequirement = z.infer<typeof insuranceRequirementSchema>;

export const insuranceViewSchema = z.object({
  status: z.string(),
  requirements: z.array(insuranceRequirementSchema),
  /** The clause the policy must name the lender with ("its successors and/or assigns"). */
  mortgageeClause: z.string(),
  /** Dwelling coverage the hazard policy needs, in whole dollars: at least the first lien plus the new line. */
  minimumCoverage: z.number().int().nonnegative(),
});
export type InsuranceView = z.infer<typeof insuranceViewSchema>;

export const submitInsuranceSchema = z.object({
  kind: z.enum(INSURANCE_KINDS),
  uploadId: z.uuid({ error: 'Upload the document first.' }),
});

export const ownershipDecisionSchema = z.object({
  decision: z.enum(['CONFIRM_OWNER', 'ADD_SIGNER']),
  note: z.string().trim().min(1).max(1000),
});

export const COLLATERAL_MESSAGES = {
  notAtLiens: 'This application is not confirming its liens now.',
  unknownLien: 'That lien is not on this application.',
  everyLien: 'Confirm every lien on the list.',
  notEstimating: 'This application is not asking for a home value now.',
  notOrdering: 'This application does not need a valuation ordered now.',
  texasAcknowledgment:
    'In Texas, confirm that you and the lender will agree on the fair market value in writing.',
  noValuation: 'There is no property value on this application yet.',
  noTitle: 'The title search has not been ordered yet.',
  notAtInsurance: 'This application is not collecting insurance documents now.',
  requirementNotNeeded: 'This application does not need that document.',
  alreadyVerified: 'That document is already verified.',
  uploadNotFound: 'That upload is not on this application.',
  notInOwnershipReview: 'This application is not waiting for an ownership review.',
} as const;

/** What the sandbox insurance reviewer or a lender says about a document it could not accept. */
export const INSURANCE_REJECTION_REASONS = {
  coverage:
    'The dwelling coverage is lower than the amount we need. Ask your insurer for a policy that covers at least the amount shown.',
  mortgagee:
    'The policy does not name the lender as mortgagee. Ask your insurer to add the mortgagee clause shown.',
} as const;

/**
 * Which open liens the draw must pay off: the new line takes second position, so every open lien behind the
 * first (by position) is paid from the initial draw at closing.
 */
export function liensToPayOff<T extends { position: number; state: 'OPEN' | 'PAID_OFF' }>(
  liens: readonly T[],
): T[] {
  const open = [...liens].filter((lien) => lien.state === 'OPEN').sort((a, b) => a.position - b.position);
  return open.slice(1);
}

/** Combined loan-to-value in basis points: open liens not paid from the draw, plus the new line, over the value. */
export function cltvBps(input: { valueCents: number; keptLienCents: number; lineCents: number }): number {
  if (input.valueCents <= 0) return Number.POSITIVE_INFINITY;
  return Math.ceil(((input.keptLienCents + input.lineCents) * 10_000) / input.valueCents);
}

const nameWords = (name: string) =>
  name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase()
    .split(/[^A-Z]+/)
    .filter(Boolean);

/**
 * An owner on title is the applicant when both the applicant's first and last names are among its words. Title
 * splits the owners with it; the signers module checks an additional owner's own name against title with it.
 */
export function isApplicant(owner: string, applicant: { firstName: string; lastName: string }): boolean {
  const words = new Set(nameWords(owner));
  const first = nameWords(applicant.firstName);
  const last = nameWords(applicant.lastName);
  return first.length > 0 && last.length > 0 && [...first, ...last].every((word) => words.has(word));
}
