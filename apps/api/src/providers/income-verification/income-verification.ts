import type { IncomeOutcome } from '@hearth/domain/vendors';

/**
 * The payroll and income vendor as a port (issue 10 item 9; built by the income session): Hearth asks, the
 * vendor answers with a signed `income` callback (decision 0130) carrying an `IncomeResult`.
 */
export interface IncomeResult {
  outcome: IncomeOutcome;
  employer?: string;
  /** Gross annual income in whole dollars, as the payroll records show it. */
  annualIncome?: number;
  payHistory?: { payDate: string; grossAmount: number }[];
}

export interface IncomeVerificationVendor {
  requestIncome(request: {
    requestId: string;
    person: { firstName: string; lastName: string; dob: string };
    statedAnnualIncome: number;
    employerName?: string;
  }): Promise<void>;
}
