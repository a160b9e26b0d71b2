import type { IncomeMethod } from '@hearth/domain/income-verification';
import type { ApplicationPageHref } from '@hearth/domain/step-router';
import { paths } from '@/config/paths';

/** How each way to verify income is offered on income/review (decision 0152). */
export const METHOD_COPY: Record<
  IncomeMethod,
  { title: string; body: string; action: string; page: ApplicationPageHref; badge?: string }
> = {
  payroll: {
    title: 'Connect your payroll',
    body: 'Sign in to your employer’s payroll provider and we read your pay for the last 12 months. Most people are done in about a minute.',
    action: 'Connect payroll',
    page: 'income/link/payroll',
    badge: 'Fastest',
  },
  bank: {
    title: 'Connect your bank',
    body: 'Sign in to your bank and we read the deposits into your account for the last 12 months. Good for the self-employed, retirees and people paid from several sources.',
    action: 'Connect bank',
    page: 'income/link/bank',
  },
  paystub: {
    title: 'Upload pay stubs',
    body: 'Your two most recent pay stubs, as PDF or photos. A person on our team reviews them, usually within one business day.',
    action: 'Upload pay stubs',
    page: 'income/upload/paystub',
  },
  w2: {
    title: 'Upload your W-2',
    body: 'Last year’s W-2 from your employer, as a PDF or a photo.',
    action: 'Upload W-2',
    page: 'income/upload/w2',
  },
  'tax-return': {
    title: 'Upload tax returns',
    body: 'Your federal tax returns for the last two years, with all schedules. Best if you are self-employed.',
    action: 'Upload tax returns',
    page: 'income/upload/tax-return',
  },
  employer: {
    title: 'Ask your employer',
    body: 'We contact your employer’s HR or payroll team to confirm your job and income.',
    action: 'Ask your employer',
    page: 'income/employer-verification',
  },
};

export const EMPLOYMENT_WORDS: Record<string, string> = {
  FULL_TIME: 'Employed full time',
  PART_TIME: 'Employed part time',
  SELF_EMPLOYED: 'Self-employed',
  RETIRED: 'Retired',
  SEPARATE_MAINTENANCE_PAYMENTS: 'Alimony, child support or public assistance',
};

export const incomePage = (uuid: string, page: ApplicationPageHref) =>
  paths.heloc.applicationPage.getHref(uuid, page);
