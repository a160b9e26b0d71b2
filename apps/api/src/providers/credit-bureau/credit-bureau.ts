/**
 * The credit bureau port. A real bureau adapter (soft pull at pre-qualification, hard pull
 * before closing) is another implementation of `CreditBureau`; nothing else changes.
 */

export interface CreditPullAddress {
  street1: string;
  street2?: string;
  city: string;
  state: string;
  zip: string;
}

export interface CreditPullRequest {
  firstName: string;
  lastName: string;
  /** yyyy-MM-dd */
  dob: string;
  address: CreditPullAddress;
  /** Full SSN (digits, dashes allowed); only after the borrower gave it on credit/social. */
  ssn?: string;
  ssnLast4?: string;
}

export {
  type BureauContact,
  type CreditInquiry,
  type CreditPullOutcome,
  type CreditPullResult,
  type CreditReport,
  LIABILITY_TYPES,
  type Liability,
  type LiabilityType,
  type PayOffStatus,
  type ScoreFactor,
} from '@hearth/domain/credit-report';

import type { CreditPullResult } from '@hearth/domain/credit-report';

export interface CreditBureau {
  softPull(request: CreditPullRequest): Promise<CreditPullResult>;
  hardPull(request: CreditPullRequest): Promise<CreditPullResult>;
}
