import type { HardCreditOutcome } from '@hearth/domain/vendors';
import type { CreditPullRequest, CreditReport } from './credit-bureau';

/**
 * The hard credit pull as a vendor port (decision 0131): Hearth asks, the bureau answers later with a signed
 * callback (`hard-credit` vendor) carrying a `HardCreditResult`. A real bureau adapter implements this and its
 * webhook calls the same callback path.
 */
export interface HardCreditResult {
  outcome: HardCreditOutcome;
  report?: CreditReport;
}

export interface HardCreditRequest {
  /** Hearth's request id; the callback names it, and asking twice under one id is one request. */
  requestId: string;
  applicant: CreditPullRequest;
}

export interface HardCreditVendor {
  requestHardPull(request: HardCreditRequest): Promise<void>;
}
