import { isApplicationStatus, isWaitingStatus, shouldAutoReroute } from './application-status';
import type { ApplicationStatus, Decision, SubDecision, ValuationStatus } from './enums';
import { ERROR_MESSAGES } from './errors';

/** The application fields the router reads; a subset of HelocApplication so tests and servers can pass less. */
export interface RoutableApplication {
  uuid: string;
  status: {
    checklistStatus: string;
    waitingOnFloodCert?: boolean;
    bpo?: ValuationStatus;
    uwDecision?: Decision;
    uwSubDecision?: SubDecision;
    primaryParticipantAcceptComplete?: boolean;
  };
  property?: { state?: string };
  disburseAccount?: { routingNumber?: string | null } | null;
  isCrypto?: boolean;
}

export interface OfferSelectionState {
  from: 'signing/intro';
  decision?: Decision;
}

export type RouteKind = 'application' | 'dashboard' | 'root';

/**
 * Every page of one application, relative to /account/heloc/{uuid} (spec sections 2 and 4); a page with a parameter
 * is named by its pattern. The step router returns one of these, and the web router builds the application's routes
 * from a record keyed by them, so a page the router can choose cannot lack a route (issue 18 item 11).
 */
export const APPLICATION_PAGES = [
  'product/select',
  'product/select/confirm',
  'product/assets',
  'product/prequal-winback',
  'start/app-summary',
  'start/profile',
  'start/contact',
  'start/hmda',
  'credit/social',
  'income/review',
  'income/link/:type',
  'income/pointserv-callback',
  'income/upload/:type',
  'income/employer-verification',
  'error/income',
  'bank/disburse',
  'bank/manual-disburse',
  'bank/autopay',
  'bank/confirm',
  'identity',
  'signing/intro',
  'liens',
  'bpo/estimate-value',
  'bpo/order-bpo',
  'bpo/condition',
  'bpo/waiting',
  'bpo/hold',
  'payoff/hold',
  'error/flood-cert',
  'review-app/signdocs',
  'insurance/requirements',
  'insurance/upload',
  'signing/sign',
  'notary/intro',
  'notary/session',
  'notary/schedule-manual',
  'notary/reserve-manual',
  'notary/error',
  'complete',
  'document/disclosures',
  'conditions',
  'conditions/upload-document',
  'conditions/phone-number',
  'signing/additional',
  // Help with signing (spec section 2, issue 22 item 10); the step router sends nobody here, the signing pages link it.
  'signing/support',
  'credit/error',
  'review-app/no-credit',
  'review-app/property',
  'error/decline',
  'error/timeout',
  'error/credit',
  'review-app/uw',
  'review-app/delinquency',
  'review-app/incorrect-pin',
  'review-app/incorrect-ownership',
  'review-app/datatree',
  'hold',
] as const;

export type ApplicationPage = (typeof APPLICATION_PAGES)[number];

export function isApplicationPage(page: string): page is ApplicationPage {
  return (APPLICATION_PAGES as readonly string[]).includes(page);
}

/** A page name with each `:param` segment filled in: `income/link/:type` becomes `income/link/${string}`. */
type FilledPage<P extends string> = P extends `${infer Head}:${string}/${infer Tail}`
  ? `${Head}${string}/${FilledPage<Tail>}`
  : P extends `${infer Head}:${string}`
    ? `${Head}${string}`
    : P;

/** Where a link under one application may point: a page of the table, or '' for the resume page (the step router). */
export type ApplicationPageHref = FilledPage<ApplicationPage> | '';

export interface StepRoute {
  /** Path relative to the app base (/account/heloc): "/{uuid}/start/profile", "/dashboard" or "/". */
  path: string;
  kind: RouteKind;
  /** The page inside the application ("start/profile"), for kind 'application'. */
  page?: ApplicationPage;
  state?: OfferSelectionState;
  /** Set when the status matched no row; the caller logs ERROR_MESSAGES.unknownHelocStatus. */
  unknown?: boolean;
  /** The status is a waiting/processing one: poll before trusting the page. */
  pending?: boolean;
}

export const DASHBOARD_PATH = '/dashboard';
export const SITE_ROOT_PATH = '/';
export const TIMEOUT_PAGE = 'error/timeout' satisfies ApplicationPage;
export const UNKNOWN_STATUS_MESSAGE = ERROR_MESSAGES.unknownHelocStatus;

type PageChoice = { page: ApplicationPage; state?: OfferSelectionState } | 'root' | null;

function hasRoutingNumber(app: RoutableApplication): boolean {
  return Boolean(app.disburseAccount?.routingNumber?.trim());
}

/**
 * Status -> page, one case per row of the spec section-4 table. The switch is exhaustive over
 * ApplicationStatus: adding a status without a decision here fails the type check.
 */
function pageForStatus(status: ApplicationStatus, app: RoutableApplication): PageChoice {
  const s = app.status;
  switch (status) {
    case 'START':
      return { page: 'start/profile' };
    case 'CREDIT_NO_MATCH':
      return { page: 'credit/social' };
    case 'CREDIT_NO_MATCH_SSN':
      return { page: 'review-app/no-credit' };
    case 'HARD_CREDIT_LOCKED_OR_FROZEN':
    case 'SOFT_CREDIT_LOCKED_OR_FROZEN':
      return { page: 'credit/error' };
    case 'NO_PROPERTY_FOUND':
    case 'MULTIPLE_PROPERTIES':
      return { page: 'review-app/property' };
    case 'DECLINED':
      return { page: 'error/decline' };
    case 'COLLECT_ADDITIONAL_INFO':
      return { page: 'start/contact' };
    case 'HMDA':
      return { page: 'start/hmda' };
    case 'DELINQUENCY_REVIEW':
      return { page: 'review-app/delinquency' };
    case 'GEN_CLOSING_DISCLOSURE':
      return { page: s.waitingOnFloodCert ? 'error/flood-cert' : 'review-app/signdocs' };
    case 'NOTE_SIGNING':
    case 'FINAL_OFFER':
      return { page: 'signing/intro' };
    case 'GEN_NOTE_SIGNING':
      return { page: 'review-app/signdocs' };
    case 'REVISED_OFFER_SELECTION':
      return { page: 'product/select' };
    case 'OFFER_SELECTION':
      return s.uwSubDecision === 'VERIFIED_OFFER'
        ? { page: 'product/select', state: { from: 'signing/intro', decision: s.uwDecision } }
        : { page: 'product/select' };
    case 'APP_SUBMISSION':
    case 'SUMMARY_DISCLOSURE':
      return { page: 'start/app-summary' };
    case 'INCOME_VERIFICATION':
      return { page: 'income/review' };
    case 'EMPLOYMENT_VERIFICATION':
      return { page: 'income/employer-verification' };
    case 'IDENTITY_VERIFICATION':
      return { page: 'identity' };
    // No spec row (decision 0150): income no method could verify, and a final decision a person must make.
    case 'INCOME_NOT_VERIFIED':
      return { page: 'error/income' };
    case 'UNDERWRITING_REVIEW':
      return { page: 'review-app/uw' };
    // No spec row (decision 0160): title does not show the applicant as an owner.
    case 'OWNERSHIP_REVIEW':
      return { page: 'review-app/incorrect-ownership' };
    // The title search and flood certificate (decision 0160): the title wait, or the flood page while the
    // certificate is pending, as for GEN_CLOSING_DISCLOSURE.
    case 'PREQUAL_TITLE':
      return { page: s.waitingOnFloodCert ? 'error/flood-cert' : 'bpo/hold' };
    // Accounts confirmed: the documents are being prepared (issue 12 generates them).
    case 'GEN_APP_DISCLOSURES':
      return { page: 'review-app/signdocs' };
    case 'ASSETS_PREQUAL':
      return { page: 'product/assets' };
    case 'LIEN_REQUALIFY':
      return { page: 'product/prequal-winback' };
    case 'DISBURSEMENT_ACCOUNT':
      return { page: 'bank/disburse' };
    case 'AUTOPAY':
      return !hasRoutingNumber(app) && !app.isCrypto ? { page: 'bank/disburse' } : { page: 'bank/autopay' };
    // Refined (decision 0161): both accounts are chosen and verified, so the borrower confirms them; the
    // autopay page stays one "Change" link away.
    case 'VERIFIED_AUTOPAY':
      return { page: 'bank/confirm' };
    case 'MISSING_PROPERTY_VALUE':
    case 'ESTIMATED_PROPERTY_VALUE':
      return { page: 'bpo/estimate-value' };
    case 'PAYOFF_REQUEST_PENDING':
      return { page: 'payoff/hold' };
    case 'NAV_BPO_ORDER_REQUEST':
    case 'NAV_RESI_EVAL_ORDER_REQUEST':
      if (s.bpo !== 'REQUIRED') return { page: 'bpo/hold' };
      return { page: app.property?.state?.toUpperCase() === 'TX' ? 'bpo/condition' : 'bpo/order-bpo' };
    case 'NAV_BPO_PROCESSING':
    case 'NAV_RESI_EVAL_PROCESSING':
    case 'FINAL_TITLE_PROCESSING':
    case 'FINAL_TITLE_COMPLETE':
      return { page: 'bpo/hold' };
    case 'RESCISSION':
    case 'RECORDING':
    case 'FUNDABLE':
    case 'DIRECT_DEBT_PAYOFF':
    case 'FUNDING_DECISION':
      return { page: 'complete' };
    case 'DEED_SIGNING':
      return { page: s.primaryParticipantAcceptComplete ? 'complete' : 'notary/intro' };
    case 'APPRAISAL_REVIEW':
    case 'CREDIT_ERROR':
    case 'CREDIT_MINOR':
    case 'FACTA_REVIEW':
    case 'HOLD_FOR_APPRAISAL':
    case 'ORDER_FULL_TITLE':
    case 'STEWART_PAYOFFS':
    case 'UNKNOWN':
      return { page: TIMEOUT_PAGE };
    case 'LIEN_VERIFICATION':
      return { page: 'liens' };
    // No spec row: the status machine reaches it after liens, so it needs a page (decision 0120).
    case 'TRUST_AND_INSURANCE':
      return { page: 'insurance/requirements' };
    case 'CO_DEED_REQUEST':
      return { page: 'signing/additional' };
    case 'NOTARY_DISCLOSURE':
    case 'ATTORNEY_REVIEW':
    case 'NOTARY_WAITING_PERIOD':
      return { page: 'notary/intro' };
    case 'MANUAL_DEED_SIGNING':
      return { page: 'notary/reserve-manual' };
    case 'ONSITE_APPRAISAL_REQUEST':
    case 'ONSITE_APPRAISAL_SCHEDULED':
    case 'ONSITE_APPRAISAL_REVIEW':
      return { page: 'hold' };
    case 'COMPLETE':
    case 'CANCELLED':
      return 'root';
    // Statuses with no row in the table: the "anything else" fallback.
    case 'GEN_PRE_SOFT_CREDIT_DISCLOSURE':
    case 'WAITING_FOR_SOFT_CREDIT':
    case 'WAITING_FOR_INITIAL_OFFERS':
    case 'HARD_CREDIT_PULL':
    case 'IN_PROGRESS':
      return null;
    default: {
      const unhandled: never = status;
      return unhandled;
    }
  }
}

export function applicationPath(uuid: string, page: ApplicationPageHref): string {
  return `/${uuid}/${page}`;
}

/**
 * The step router of spec section 4: where an application in its current status sends the borrower.
 * Missing profile or application -> dashboard; unmatched status -> error/timeout flagged unknown.
 */
export function routeForApplication(
  app: RoutableApplication | null | undefined,
  profile: { uuid: string } | null | undefined,
): StepRoute {
  if (!app || !profile) return { path: DASHBOARD_PATH, kind: 'dashboard' };
  const status = app.status.checklistStatus;
  const pending = isWaitingStatus(status);
  const choice = isApplicationStatus(status) ? pageForStatus(status, app) : null;
  if (choice === 'root') return { path: SITE_ROOT_PATH, kind: 'root' };
  if (choice === null) {
    // A waiting status is known, just not a page yet: poll it; only a truly unmatched status is "unknown".
    return {
      path: applicationPath(app.uuid, TIMEOUT_PAGE),
      kind: 'application',
      page: TIMEOUT_PAGE,
      ...(pending ? { pending } : { unknown: true }),
    };
  }
  return {
    path: applicationPath(app.uuid, choice.page),
    kind: 'application',
    page: choice.page,
    ...(choice.state ? { state: choice.state } : {}),
    ...(pending ? { pending } : {}),
  };
}

/** True when `pathname` (relative to the base) is the page the router chose, so the server can reject out-of-order steps. */
export function isCurrentStepPath(route: StepRoute, pathname: string): boolean {
  const normalized = pathname.replace(/\/+$/, '') || '/';
  return normalized === route.path;
}

/**
 * What the application frame does about the application's status as a page opens (spec section 4, automatic
 * re-route; decision 0248): `stay`; `go` to the page the step router names (a DECLINE, or a pending status that has
 * a page of its own, such as the documents being prepared); or `wait`, when the status is pending and has no page
 * (the soft pull, the offers being priced): the frame polls behind the full-screen loader, then goes.
 * `pathname` is the browser's, under the app base; `basePath` is that base (/account/heloc).
 */
export type AutoReroute = { action: 'stay' } | { action: 'go'; route: StepRoute } | { action: 'wait' };

export function autoReroute(
  app: RoutableApplication,
  profile: { uuid: string },
  pathname: string,
  basePath: string,
): AutoReroute {
  const { checklistStatus, uwDecision } = app.status;
  const here = pathname.replace(/\/+$/, '');
  if (
    !shouldAutoReroute({ status: checklistStatus, ...(uwDecision ? { uwDecision } : {}), pathname: here })
  ) {
    return { action: 'stay' };
  }
  const route = routeForApplication(app, profile);
  const target = route.kind === 'application' ? `${basePath}${route.path}` : route.path;
  if (here === target) return { action: 'stay' };
  if (route.pending && route.page === TIMEOUT_PAGE) return { action: 'wait' };
  return { action: 'go', route };
}
