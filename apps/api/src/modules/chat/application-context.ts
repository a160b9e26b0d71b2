import { isOtherOwnersTask } from '@hearth/domain/conditions';
import type { HelocApplication } from '@hearth/domain/entities';
import { applicationOfferFigures, formatOfferFigures } from '@hearth/domain/offer-figures';
import { applicationOutcome, applicationStatusLabel } from '@hearth/domain/status-words';
import { type ApplicationPage, routeForApplication } from '@hearth/domain/step-router';
import type { Db } from '../../db/database';
import { findApplication, listApplications } from '../application/repository';
import { viewOf } from '../application/service';
import { conditionViews } from '../conditions/service';

/** What the chatbot and the agent know of a borrower's application: every figure read from the application. */
export interface ApplicationContext {
  uuid: string;
  loanNumber: string | null;
  status: string;
  statusLabel: string;
  nextStep: string;
  offer: {
    apr: string;
    initialDraw: string;
    monthlyPayment: string | null;
    term: string;
  } | null;
  /** The borrower's own open tasks, by their headers. */
  openConditions: string[];
  /** Tasks waiting on another owner on title. */
  othersConditions: string[];
}

/** The step router's page in the borrower's words: what to do next. */
const NEXT_STEPS: Partial<Record<ApplicationPage, string>> = {
  'start/profile': 'Finish your profile so we can check your offers.',
  'start/contact': 'Confirm your contact details.',
  'start/hmda': 'Answer the government monitoring questions.',
  'start/app-summary':
    'Review your application summary and agree to the disclosures before the hard credit pull.',
  'product/select': 'Choose one of your offers.',
  'product/select/confirm': 'Confirm the offer you chose.',
  'credit/social': 'Enter your Social Security number so we can find your credit file.',
  'income/review': 'Verify your income.',
  'income/employer-verification': 'Confirm your employer so we can verify your employment.',
  identity: 'Verify your identity.',
  'signing/intro': 'Review and accept your final offer.',
  liens: 'Review the loans on your home and which ones to pay off.',
  'bpo/estimate-value': 'Tell us what you think your home is worth.',
  'bpo/order-bpo': 'Order the broker price opinion of your home.',
  'bpo/condition': 'Order the broker price opinion of your home.',
  'bpo/hold': 'Nothing for now: we are valuing your home and will let you know when it is done.',
  'payoff/hold': 'Nothing for now: we are waiting for your payoff statements.',
  'review-app/signdocs': 'Nothing for now: we are preparing your documents.',
  'insurance/requirements': 'Upload your homeowners insurance declarations page.',
  'insurance/upload': 'Upload your homeowners insurance declarations page.',
  'bank/disburse': 'Link the bank account for your funds.',
  'bank/autopay': 'Choose how you will make your payments.',
  'bank/confirm': 'Confirm your bank accounts.',
  'signing/sign': 'Sign your loan documents.',
  'signing/additional': 'Invite the other owners on title to sign.',
  'notary/intro': 'Book your notary session.',
  'notary/session': 'Join your notary session.',
  'notary/schedule-manual': 'Schedule your notary appointment.',
  'notary/reserve-manual': 'Reserve your in-person notary appointment.',
  conditions: 'Complete the tasks on your tasks list.',
  'conditions/upload-document': 'Upload the documents on your tasks list.',
  'conditions/phone-number': 'Add your phone number.',
  complete: 'Nothing: your line is open.',
  'review-app/uw': 'Nothing for now: our underwriters are reviewing your application and will contact you.',
};

function nextStepOf(view: HelocApplication, identityUuid: string): string {
  if (view.status.checklistStatus === 'COMPLETE') return 'Nothing: your line of credit is open.';
  const outcome = applicationOutcome(view.status.checklistStatus);
  if (outcome) return outcome.text;
  const route = routeForApplication(view, { uuid: identityUuid });
  if (route.kind !== 'application' || !route.page) return 'Nothing for now: your application is closed.';
  if (route.pending) return 'Nothing for now: we are working on your application and will let you know.';
  return NEXT_STEPS[route.page] ?? 'Open your application to continue where you left off.';
}

/** The context of one application, read through the application and conditions modules. */
export async function applicationContext(
  db: Db,
  uuid: string,
  now: Date,
): Promise<ApplicationContext | null> {
  const row = await findApplication(db, uuid);
  if (!row) return null;
  const view = await viewOf(db, row);
  const figures = applicationOfferFigures(view);
  const formatted = figures ? formatOfferFigures(figures) : null;
  const conditions = await conditionViews(db, uuid, now);
  const open = conditions.filter((item) => item.status !== 'CLEARED');
  return {
    uuid,
    loanNumber: view.loanNumber ?? null,
    status: view.status.checklistStatus,
    statusLabel: applicationStatusLabel(view.status.checklistStatus),
    nextStep: nextStepOf(view, row.identityUuid),
    offer: formatted
      ? {
          apr: formatted.apr,
          initialDraw: formatted.initialDraw,
          monthlyPayment: formatted.monthlyPayment,
          term: formatted.term,
        }
      : null,
    openConditions: open.filter((item) => !isOtherOwnersTask(item)).map((item) => item.task.header),
    othersConditions: open.filter(isOtherOwnersTask).map((item) => item.task.header),
  };
}

/** The borrower's application the chat is about: the one named if it is theirs, else their newest. */
export async function borrowersApplication(
  db: Db,
  identityUuid: string,
  applicationId?: string,
): Promise<string | null> {
  const own = await listApplications(db, identityUuid);
  if (applicationId) return own.find((row) => row.uuid === applicationId)?.uuid ?? null;
  const newest = [...own].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())[0];
  return newest?.uuid ?? null;
}
