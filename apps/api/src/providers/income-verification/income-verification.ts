import type { IncomeMethod } from '@hearth/domain/income-verification';
import type { IncomeOutcome } from '@hearth/domain/vendors';

/**
 * The payroll, bank-income, document-review and employer-verification vendor as a port (decision 0151): Hearth
 * asks, the vendor answers with a signed `income` callback (decision 0130) carrying an `IncomeResult`.
 */
export interface IncomeResult {
  outcome: IncomeOutcome;
  employer?: string;
  /** Gross annual income in whole dollars, as the payroll records, deposits or documents show it. */
  annualIncome?: number;
  payHistory?: { payDate: string; grossAmount: number }[];
}

export interface IncomePerson {
  firstName: string;
  lastName: string;
  /** yyyy-MM-dd */
  dob: string;
}

export interface IncomeVerificationVendor {
  /** The vendor's hosted connection page for a link session (the borrower is redirected there). */
  linkUrl(linkId: string): string;
  /** The one-time code the hosted page returned with is the vendor's for this link (a public-token exchange). */
  exchange(linkId: string, code: string): boolean;
  requestIncome(request: {
    requestId: string;
    method: IncomeMethod;
    person: IncomePerson;
    /** Whole dollars a year, as the borrower stated it. */
    statedAnnualIncome: number;
    employerName?: string;
  }): Promise<void>;
}
