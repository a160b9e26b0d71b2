import type { RegionalLinks } from '@hearth/domain/brands';
import type { LoanOriginator } from '@hearth/domain/entities';
import type { RegisterStepProgress } from '@hearth/domain/register-groups';
import type { RegisterFlags } from '@/features/register/register-flags';

/** What every step page knows besides the answers: flags, lender settings, who referred the borrower. */
export type RegisterFlowContext = {
  flags: RegisterFlags;
  orgCode: string;
  eligibleStates?: readonly string[] | undefined;
  referrerRequired: boolean;
  siteIsNewYork: boolean;
  forSaleLookbackMonths?: number | undefined;
  allowDigitsInLastName: boolean;
  loggedIn: boolean;
  loanOriginator?: LoanOriginator | null | undefined;
  /** Where the Hawaii and New York modals send the borrower (brand data, decision 0052). */
  regionalLinks: RegionalLinks;
  now: () => Date;
};

/** Props every step page receives from the flow. */
export type StepPageProps = {
  ctx: RegisterFlowContext;
  backHref?: string | undefined;
  progress?: RegisterStepProgress | undefined;
  /** Called after the answers are saved: goes to the next step or back to check-your-answers. */
  onDone: () => void;
};
