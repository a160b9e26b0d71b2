import { z } from 'zod';
import type { ApplicationStatus } from './enum-values';
import { reviewDecisionSchema } from './final-decision';
import type { StatusAction } from './status-actions';

/**
 * The manual-review holds a lender decides in the console (issue 24 item 5, decision 0253): underwriting review,
 * delinquency, incorrect ownership, the payoff hold and the BPO hold. Each is approved, counter-offered where the
 * status machine lets the lender revise the offer, or declined with the ECOA reasons its notice states. The
 * machine says where each answer leads; this table says which answers a hold has and what the console calls them.
 */
export const HOLD_DECISIONS = ['APPROVE', 'COUNTER_OFFER', 'DECLINE'] as const;
export type HoldDecision = (typeof HOLD_DECISIONS)[number];

export interface ManualHold {
  /** The status-actions step a reviewer takes on it. */
  action: StatusAction;
  /** What the console calls the hold. */
  name: string;
  /** What approving it does, in the reviewer's words. */
  approve: string;
  /** Where an approval may lead (the server picks the one the file needs). */
  approveTo: readonly ApplicationStatus[];
  /** Whether the machine lets the reviewer counter-offer (move to revised offer selection). */
  counterOffer: boolean;
}

export const MANUAL_HOLDS = {
  UNDERWRITING_REVIEW: {
    action: 'decideUnderwriting',
    name: 'Underwriting review',
    approve: 'Approve the offer',
    approveTo: ['FINAL_OFFER'],
    counterOffer: true,
  },
  DELINQUENCY_REVIEW: {
    action: 'decideDelinquency',
    name: 'Delinquency review',
    approve: 'Approve: the delinquency is explained; income verification next',
    approveTo: ['INCOME_VERIFICATION'],
    counterOffer: false,
  },
  OWNERSHIP_REVIEW: {
    action: 'decideOwnership',
    name: 'Incorrect-ownership review',
    approve: 'Approve: the applicant owns the home; insurance and trust next',
    approveTo: ['TRUST_AND_INSURANCE'],
    counterOffer: false,
  },
  PAYOFF_REQUEST_PENDING: {
    action: 'decidePayoffHold',
    name: 'Payoff hold',
    approve: 'Approve: the payoffs are covered; valuation next',
    approveTo: [
      'MISSING_PROPERTY_VALUE',
      'ESTIMATED_PROPERTY_VALUE',
      'NAV_BPO_ORDER_REQUEST',
      'NAV_RESI_EVAL_ORDER_REQUEST',
      'ONSITE_APPRAISAL_REQUEST',
      'PREQUAL_TITLE',
    ],
    counterOffer: true,
  },
  NAV_BPO_PROCESSING: {
    action: 'decideBpoHold',
    name: 'BPO hold',
    approve: 'Approve: the value supports the line; title next',
    approveTo: ['PREQUAL_TITLE'],
    counterOffer: true,
  },
} as const satisfies Partial<Record<ApplicationStatus, ManualHold>>;

export type HeldStatus = keyof typeof MANUAL_HOLDS;

/** The hold an application in `status` waits in, or undefined when it is not held for a reviewer. */
export function manualHoldOf(
  status: string | null | undefined,
): (ManualHold & { status: HeldStatus }) | undefined {
  if (status == null || !Object.hasOwn(MANUAL_HOLDS, status)) return undefined;
  return { ...MANUAL_HOLDS[status as HeldStatus], status: status as HeldStatus };
}

/** The answers a hold offers, in the form's order. */
export function holdDecisionsFor(status: string): HoldDecision[] {
  const hold = manualHoldOf(status);
  if (!hold) return [];
  return HOLD_DECISIONS.filter((decision) => decision !== 'COUNTER_OFFER' || hold.counterOffer);
}

/** A reviewer's answer on a hold; a decline names one to four reasons the borrower's notice states. */
export const holdDecisionSchema = reviewDecisionSchema(HOLD_DECISIONS);

export type HoldDecisionBody = z.infer<typeof holdDecisionSchema>;

export const holdDecisionResultSchema = z.object({ uuid: z.string(), status: z.string() });

export const MANUAL_HOLD_API_PATHS = {
  holdDecision: (uuid: string) => `/service-application/api/v1/lender/applications/${uuid}/hold-decision`,
} as const;

export const MANUAL_HOLD_MESSAGES = {
  notHeld: 'This application is not held for a manual review. Reload it to see where it is now.',
  noCounterOffer: 'This review has no counter-offer. Approve or decline it instead.',
} as const;
