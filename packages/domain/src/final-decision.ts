import { z } from 'zod';
import { closingCostsViewSchema } from './closing-costs-view';
import type { ReasonCode } from './decisioning/reasons';
import { offerSchema } from './entities';

/**
 * The final decision (issue 10 item 7, decision 0153): once income and identity are verified, the engine prices
 * the line again with the verified income and the hard pull, and confirms the offer (FINAL_OFFER, page
 * signing/intro), revises it (REVISED_OFFER_SELECTION, page product/select, with what changed and why), sends it
 * to an underwriter (UNDERWRITING_REVIEW, page review-app/uw) or declines it with an adverse-action notice.
 */
const base = (uuid: string) => `/service-application/api/v1/application/heloc/${uuid}`;

export const FINAL_DECISION_API_PATHS = {
  finalDecision: (uuid: string) => `${base(uuid)}/final-decision`,
  acceptFinalOffer: (uuid: string) => `${base(uuid)}/final-offer/accept`,
  /** Staff only: the underwriter's decision on an application in UNDERWRITING_REVIEW. */
  underwritingDecision: (uuid: string) =>
    `/service-application/api/v1/lender/applications/${uuid}/underwriting-decision`,
} as const;

export const FINAL_OUTCOMES = ['FINAL_OFFER', 'REVISED_OFFER', 'UNDERWRITING_REVIEW', 'DECLINED'] as const;
export type FinalOutcome = (typeof FINAL_OUTCOMES)[number];

/** One thing the verified file changed, in the borrower's words. */
export const offerChangeSchema = z.object({
  field: z.enum(['creditLine', 'apr', 'maxDraw', 'income']),
  label: z.string(),
  before: z.string(),
  after: z.string(),
  reason: z.string(),
});
export type OfferChange = z.infer<typeof offerChangeSchema>;

export const finalDecisionViewSchema = z.object({
  status: z.string(),
  outcome: z.enum(FINAL_OUTCOMES),
  decidedAt: z.string(),
  /** The offer to accept, in the offers call's units (whole dollars), with the chosen draw and autopay. */
  offer: offerSchema.optional(),
  drawAmount: z.number().optional(),
  autopay: z.boolean().optional(),
  /** The closing costs of the offer, line by line, with a Texas line's lender credit (decisions 0162, 0181). */
  closingCosts: closingCostsViewSchema.optional(),
  changes: z.array(offerChangeSchema),
  /** Whole dollars a year; the income the decision used. */
  verifiedIncome: z.number().int().nonnegative(),
  incomeVerified: z.boolean(),
  acceptedAt: z.string().optional(),
});
export type FinalDecisionView = z.infer<typeof finalDecisionViewSchema>;

/** The ECOA reasons an underwriter may state on a manual decline (Regulation B form C-1 lines, decision 0230). */
export const MANUAL_DECLINE_REASONS = [
  'INSUFFICIENT_INCOME',
  'DTI_TOO_HIGH',
  'DELINQUENT_CREDIT',
  'BANKRUPTCY',
  'INSUFFICIENT_EQUITY',
  'PROPERTY_TYPE_NOT_ELIGIBLE',
  'INCOMPLETE_APPLICATION',
] as const satisfies readonly ReasonCode[];
export type ManualDeclineReason = (typeof MANUAL_DECLINE_REASONS)[number];

/** At most four principal reasons on a notice of action taken (Regulation B 1002.9(b)(2) commentary). */
export const MAX_DECLINE_REASONS = 4;

/**
 * The underwriter's decision: confirm the offer, counter with a smaller line (REVISE), or decline with the reasons
 * the borrower's notice of action taken states (at least one, at most four).
 */
/** A reviewer's decision with its note and, for a decline, the reasons (this one and the holds' of decision 0253). */
export function reviewDecisionSchema<const D extends readonly [string, ...string[]]>(decisions: D) {
  return z
    .object({
      decision: z.enum(decisions),
      note: z.string().trim().min(1).max(1000),
      reasons: z
        .array(z.enum(MANUAL_DECLINE_REASONS))
        .max(MAX_DECLINE_REASONS, 'Choose at most four reasons; the notice states the principal ones.')
        .optional(),
    })
    .refine((body) => body.decision !== 'DECLINE' || (body.reasons ?? []).length > 0, {
      message: 'Choose at least one reason for the decline; the borrower’s notice states them.',
      path: ['reasons'],
    });
}

export const underwritingDecisionSchema = reviewDecisionSchema(['CONFIRM', 'REVISE', 'DECLINE']);

export const FINAL_DECISION_MESSAGES = {
  notDecided: 'There is no final decision on this application yet.',
  notFinalOffer: 'There is no final offer to accept on this application.',
  notInReview: 'This application is not waiting for an underwriter.',
  nothingToRevise: 'No smaller line fits this file; confirm or decline it instead.',
} as const;

/** Verified income below this share of the stated income goes to an underwriter, not a re-price (decision 0153). */
export const UNDERWRITER_INCOME_SHARE = 0.5;
