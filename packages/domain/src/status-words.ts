import { isWaitingStatus, stageForStatus, type TERMINAL_OR_BLOCKED_STATUSES } from './application-status';
import { progressFor } from './progress';
import { CREATE_APPLICATION_PROGRESS_MESSAGES } from './register-progress';

type TerminalOrBlockedStatus = (typeof TERMINAL_OR_BLOCKED_STATUSES)[number];

/**
 * Where an application stopped, in the borrower's words (decision 0102). `title` names the outcome in the
 * progress sidebar and on the dashboard; `linkLabel` is the dashboard's link to the step router's page, or
 * null when that page is the site root (nothing left to show).
 */
export interface ApplicationOutcome {
  kind: 'closed' | 'action' | 'review';
  title: string;
  text: string;
  linkLabel: string | null;
}

const FROZEN: ApplicationOutcome = {
  kind: 'action',
  title: 'Action needed: unlock your credit',
  text: 'The credit bureau has a freeze or lock on your credit file. Lift it with the bureau, then contact us to continue.',
  linkLabel: 'See how to continue',
};

const PROPERTY_REVIEW: ApplicationOutcome = {
  kind: 'review',
  title: 'In review: your property',
  text: 'Our team is confirming your property details and will contact you.',
  linkLabel: 'See the review details',
};

/** Exhaustive over the spec's terminal or blocked statuses: a new one fails the type check until it has words. */
export const APPLICATION_OUTCOMES: Record<TerminalOrBlockedStatus, ApplicationOutcome> = {
  DECLINED: {
    kind: 'closed',
    // The outcome by name, with the reasons one link away (issue 21 item 14): "closed" hid that it was a decline.
    title: 'Declined',
    text: 'We could not approve a line of credit on this application.',
    linkLabel: 'See why',
  },
  CANCELLED: {
    kind: 'closed',
    title: 'Application closed',
    text: 'This application was canceled.',
    linkLabel: null,
  },
  HARD_CREDIT_LOCKED_OR_FROZEN: FROZEN,
  SOFT_CREDIT_LOCKED_OR_FROZEN: FROZEN,
  CREDIT_NO_MATCH: {
    kind: 'action',
    title: 'Action needed: enter your Social Security number',
    text: 'We could not find your credit file from your name, date of birth and address.',
    linkLabel: 'Enter your Social Security number',
  },
  CREDIT_NO_MATCH_SSN: {
    kind: 'review',
    title: 'In review: your credit file',
    text: 'Our team is reviewing your credit details and will contact you.',
    linkLabel: 'See the review details',
  },
  CREDIT_ERROR: {
    kind: 'review',
    title: 'In review: your credit check',
    text: 'We could not complete your credit check. Our team will contact you.',
    linkLabel: 'See the review details',
  },
  NO_PROPERTY_FOUND: PROPERTY_REVIEW,
  MULTIPLE_PROPERTIES: PROPERTY_REVIEW,
  ASSETS_PREQUAL: {
    kind: 'review',
    title: 'In review: your assets',
    text: 'Our team is reviewing your application and will contact you.',
    linkLabel: 'See the review details',
  },
};

/** The outcome of a terminal or blocked status; null while the journey can continue. */
export function applicationOutcome(status: string): ApplicationOutcome | null {
  return (APPLICATION_OUTCOMES as Record<string, ApplicationOutcome>)[status] ?? null;
}

const PREQUALIFYING = [
  'GEN_PRE_SOFT_CREDIT_DISCLOSURE',
  'WAITING_FOR_SOFT_CREDIT',
  'WAITING_FOR_INITIAL_OFFERS',
];

/** The status as a borrower reads it on their dashboard, never the raw status code. */
export function applicationStatusLabel(status: string): string {
  const outcome = applicationOutcome(status);
  if (outcome) return outcome.title;
  if (PREQUALIFYING.includes(status)) return 'Checking your offers';
  if (status === 'OFFER_SELECTION' || status === 'REVISED_OFFER_SELECTION') return 'Offers ready to choose';
  if (status === 'APP_SUBMISSION' || status === 'SUMMARY_DISCLOSURE') return 'Offer chosen';
  if (status === 'FINAL_OFFER') return 'Final offer ready to accept';
  if (status === 'UNDERWRITING_REVIEW') return 'In review: your application';
  if (status === 'DELINQUENCY_REVIEW') return 'In review: your credit report';
  if (status === 'INCOME_NOT_VERIFIED') return 'Action needed: verify your income';
  if (status === 'COMPLETE') return 'Line of credit open';
  if (isWaitingStatus(status)) return 'We are working on your application';
  const stage = stageForStatus(status);
  if (stage === 'COMPLETE') return 'Closing and funding';
  const current = progressFor(stage, false).steps.find((step) => step.state === 'current');
  return current ? `In progress: ${current.label}` : 'In progress';
}

/**
 * What the full-screen loader says in turn while the application frame waits on a pending status that has no page
 * of its own (decision 0248): the pre-qualification's own progress messages from the soft pull on, the hard pull's
 * while the full report is read, and plain words for anything else the system is doing.
 */
export function pendingStatusMessages(status: string): readonly string[] {
  if (PREQUALIFYING.includes(status)) return CREATE_APPLICATION_PROGRESS_MESSAGES.slice(1);
  if (status === 'HARD_CREDIT_PULL') {
    return ['Getting your full credit report', 'Checking it against your offer', 'Preparing your next step'];
  }
  return [
    'Working on your application',
    'Checking where your application stands',
    'Preparing your next step',
  ];
}
