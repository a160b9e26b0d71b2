/**
 * A credit report as a bureau returns it, and the outcomes of a pull (spec section 7): the facts the decision engine
 * and the adverse-action notice read. The bureau port (apps/api/src/providers/credit-bureau) returns these.
 */

export const LIABILITY_TYPES = ['MORTGAGE', 'HELOC', 'AUTO', 'CARD', 'STUDENT'] as const;
export type LiabilityType = (typeof LIABILITY_TYPES)[number];

/** Whether the borrower chose to pay this debt off from the draw (cash-preservation rule). */
export type PayOffStatus = 'NOT_SELECTED' | 'SELECTED' | 'PAID';

export interface Liability {
  creditorName: string;
  type: LiabilityType;
  /** balance in cents */
  monetaryBalance: number;
  /** next minimum monthly payment in cents */
  monetaryCalculatedNextPaymentMinimumAmount: number;
  /** yyyy-MM-dd */
  openedDate: string;
  /** months delinquent right now (0 = current) */
  monthsPastDue: number;
  payOff: { status: PayOffStatus };
}

export interface CreditInquiry {
  /** yyyy-MM-dd */
  date: string;
  creditorName: string;
  kind: 'SOFT' | 'HARD';
}

/** A reason the score is not higher, as the bureau reports it (FCRA key factors). */
export interface ScoreFactor {
  code: string;
  description: string;
}

export interface BureauContact {
  name: string;
  street: string;
  city: string;
  state: string;
  zip: string;
  phone: string;
  website: string;
}

export interface CreditReport {
  reportId: string;
  pullType: 'SOFT' | 'HARD';
  /** ISO timestamp */
  pulledAt: string;
  bureau: BureauContact;
  /** null when the file is too thin to score */
  score: number | null;
  scoreModel: string;
  scoreRange: { min: number; max: number };
  /** Up to four, most important first, and a fifth when inquiries affected the score (FCRA 609(f)(9)). */
  scoreFactors: ScoreFactor[];
  tradelines: Liability[];
  inquiries: CreditInquiry[];
  publicRecords: { bankruptcies: number; collections: number };
}

export type CreditPullResult =
  | { outcome: 'MATCH'; report: CreditReport }
  /** no file found from name, birth date and address: the borrower is asked for a full SSN */
  | { outcome: 'NO_MATCH' }
  /** no file found even with the full SSN */
  | { outcome: 'NO_SSN_MATCH' }
  /** the consumer locked or froze the file at the bureau */
  | { outcome: 'FROZEN' };

export type CreditPullOutcome = CreditPullResult['outcome'];
