import { APPLICATION_STATUSES, type ApplicationStatus } from './enum-values';

/**
 * The application's life as one table (decision 0120): for every status of spec section 4, the statuses it
 * may move to and what moves it. The server writes only moves listed here (apps/api status-moves.ts); the
 * table is keyed by every status, so a new status does not compile until its moves are decided.
 */

/** What moves an application: the borrower on a page, a background job, a vendor's callback, or the lender's staff. */
export const STATUS_ACTORS = ['borrower', 'job', 'vendor', 'lender'] as const;
export type StatusActor = (typeof STATUS_ACTORS)[number];

export interface StatusMove {
  to: ApplicationStatus;
  by: StatusActor;
  /** What happens, in the lender's words; also the default audit reason. */
  event: string;
}

/** Closed: nothing moves out of them (the one-open-application index frees the borrower on these). */
export const CLOSED_STATUSES = [
  'DECLINED',
  'CANCELLED',
  'COMPLETE',
] as const satisfies readonly ApplicationStatus[];

/** After the right to cancel: the deed is recorded, the line funded and open (decision 0178). */
export const CLOSING_STATUSES = [
  'RECORDING',
  'FUNDING_DECISION',
  'DIRECT_DEBT_PAYOFF',
  'FUNDABLE',
  'COMPLETE',
] as const satisfies readonly ApplicationStatus[];

/** Is the application past its right to cancel (recording, funding, or the open line)? */
export function isClosing(status: string): boolean {
  return (CLOSING_STATUSES as readonly string[]).includes(status);
}

/**
 * Where a new application starts and the path create writes in one transaction (decision 0061):
 * the pre-soft-credit disclosure, then the soft pull's queue.
 */
export const OPENING_PATH = [
  'GEN_PRE_SOFT_CREDIT_DISCLOSURE',
  'WAITING_FOR_SOFT_CREDIT',
] as const satisfies readonly ApplicationStatus[];

/** Statuses no move leads to: the polling fallback (UNKNOWN) and the generic processing marker. */
export const UNREACHABLE_STATUSES = [
  'UNKNOWN',
  'IN_PROGRESS',
] as const satisfies readonly ApplicationStatus[];

type Moves = readonly StatusMove[];
const m = (to: ApplicationStatus, by: StatusActor, event: string): StatusMove => ({ to, by, event });

/** Valuation and title routing once liens and payoffs are settled. */
function valuation(by: StatusActor, event: string): StatusMove[] {
  return [
    m('MISSING_PROPERTY_VALUE', by, `${event}; no property value on file`),
    m('ESTIMATED_PROPERTY_VALUE', by, `${event}; estimated value needs support`),
    m('NAV_BPO_ORDER_REQUEST', by, `${event}; broker price opinion needed`),
    m('NAV_RESI_EVAL_ORDER_REQUEST', by, `${event}; residential evaluation needed`),
    m('ONSITE_APPRAISAL_REQUEST', by, `${event}; onsite appraisal needed`),
    m('PREQUAL_TITLE', by, `${event}; value supported, title next`),
  ];
}

/** A valuation came back: clear, lower than the offer assumed, or in need of review. */
function valuationResult(by: StatusActor): StatusMove[] {
  return [
    m('PREQUAL_TITLE', by, 'valuation supports the line'),
    m('REVISED_OFFER_SELECTION', by, 'valuation lower: offer revised'),
    m('APPRAISAL_REVIEW', by, 'valuation needs review'),
  ];
}

const decline = (by: StatusActor, event: string) => m('DECLINED', by, event);

/**
 * The moves of each status, except the withdrawals and lender decisions every open status shares
 * (added by `withShared` below). Empty: nothing but those.
 */
const OWN_MOVES = {
  START: [m('GEN_PRE_SOFT_CREDIT_DISCLOSURE', 'borrower', 'application submitted')],
  GEN_PRE_SOFT_CREDIT_DISCLOSURE: [m('WAITING_FOR_SOFT_CREDIT', 'job', 'soft-credit disclosure recorded')],
  WAITING_FOR_SOFT_CREDIT: [
    m('WAITING_FOR_INITIAL_OFFERS', 'job', 'soft credit pulled'),
    m('SOFT_CREDIT_LOCKED_OR_FROZEN', 'job', 'soft credit file frozen'),
    m('CREDIT_NO_MATCH', 'job', 'soft credit found no file'),
    m('CREDIT_NO_MATCH_SSN', 'job', 'soft credit found no file for the SSN'),
    m('WAITING_FOR_INITIAL_OFFERS', 'vendor', 'bureau returned the soft pull'),
    m('SOFT_CREDIT_LOCKED_OR_FROZEN', 'vendor', 'bureau reports a frozen file'),
    m('CREDIT_NO_MATCH', 'vendor', 'bureau found no file'),
    m('CREDIT_NO_MATCH_SSN', 'vendor', 'bureau found no file for the SSN'),
  ],
  SOFT_CREDIT_LOCKED_OR_FROZEN: [m('WAITING_FOR_SOFT_CREDIT', 'lender', 'freeze lifted; soft pull re-run')],
  CREDIT_NO_MATCH: [m('WAITING_FOR_SOFT_CREDIT', 'borrower', 'SSN entered; soft pull re-run')],
  CREDIT_NO_MATCH_SSN: [
    m('WAITING_FOR_SOFT_CREDIT', 'lender', 'identity confirmed; soft pull re-run'),
    m('HARD_CREDIT_PULL', 'lender', 'identity confirmed; hard pull re-run'),
  ],
  WAITING_FOR_INITIAL_OFFERS: [
    m('OFFER_SELECTION', 'job', 'offers priced'),
    decline('job', 'pre-qualification declined'),
    m('NO_PROPERTY_FOUND', 'job', 'property lookup found no property'),
    m('MULTIPLE_PROPERTIES', 'job', 'property lookup found several properties'),
    m('ASSETS_PREQUAL', 'job', 'offers need an asset check'),
    m('LIEN_REQUALIFY', 'job', 'liens need requalifying'),
  ],
  NO_PROPERTY_FOUND: [m('WAITING_FOR_INITIAL_OFFERS', 'lender', 'property confirmed; offers re-run')],
  MULTIPLE_PROPERTIES: [m('WAITING_FOR_INITIAL_OFFERS', 'lender', 'property chosen; offers re-run')],
  ASSETS_PREQUAL: [m('WAITING_FOR_INITIAL_OFFERS', 'borrower', 'assets provided; offers re-run')],
  LIEN_REQUALIFY: [m('WAITING_FOR_INITIAL_OFFERS', 'borrower', 'requalification accepted; offers re-run')],
  OFFER_SELECTION: [m('APP_SUBMISSION', 'borrower', 'offer selected')],
  REVISED_OFFER_SELECTION: [
    m('APP_SUBMISSION', 'borrower', 'revised offer selected'),
    m('FINAL_OFFER', 'borrower', 'revised offer accepted as final'),
  ],
  // The summary is the hub of start/*: profile, contact and HMDA answers are given from it (decision 0121).
  APP_SUBMISSION: [
    m('HARD_CREDIT_PULL', 'borrower', 'disclosures accepted; hard credit authorized'),
    m('OFFER_SELECTION', 'borrower', 'borrower changes the offer'),
    m('SUMMARY_DISCLOSURE', 'job', 'disclosures regenerated'),
    m('COLLECT_ADDITIONAL_INFO', 'lender', 'lender asks for more information'),
    m('HMDA', 'lender', 'lender asks for the demographic questions'),
  ],
  SUMMARY_DISCLOSURE: [
    m('HARD_CREDIT_PULL', 'borrower', 'disclosures accepted; hard credit authorized'),
    m('OFFER_SELECTION', 'borrower', 'borrower changes the offer'),
  ],
  COLLECT_ADDITIONAL_INFO: [
    m('HMDA', 'borrower', 'information given; demographic questions next'),
    m('APP_SUBMISSION', 'borrower', 'information given'),
  ],
  HMDA: [m('APP_SUBMISSION', 'borrower', 'demographic questions answered')],
  HARD_CREDIT_PULL: [
    m('INCOME_VERIFICATION', 'job', 'hard credit pulled'),
    m('HARD_CREDIT_LOCKED_OR_FROZEN', 'job', 'hard credit file frozen'),
    m('CREDIT_ERROR', 'job', 'hard credit pull failed'),
    m('CREDIT_MINOR', 'job', 'hard credit file belongs to a minor'),
    m('FACTA_REVIEW', 'job', 'fraud alert on the file'),
    m('DELINQUENCY_REVIEW', 'job', 'delinquency on the file'),
    // The hard pull found no file for the applicant the soft pull matched (decision 0131): review-app/no-credit.
    m('CREDIT_NO_MATCH_SSN', 'job', 'hard credit found no file for the applicant'),
    m('REVISED_OFFER_SELECTION', 'job', 'hard credit changed the offer'),
    decline('job', 'hard credit declined'),
    m('INCOME_VERIFICATION', 'vendor', 'bureau returned the hard pull'),
    m('HARD_CREDIT_LOCKED_OR_FROZEN', 'vendor', 'bureau reports a frozen file'),
    m('CREDIT_ERROR', 'vendor', 'bureau reports an error'),
  ],
  HARD_CREDIT_LOCKED_OR_FROZEN: [m('HARD_CREDIT_PULL', 'borrower', 'freeze lifted; hard pull re-run')],
  CREDIT_ERROR: [m('HARD_CREDIT_PULL', 'lender', 'hard pull re-run')],
  CREDIT_MINOR: [],
  FACTA_REVIEW: [m('HARD_CREDIT_PULL', 'lender', 'fraud alert cleared; hard pull re-run')],
  DELINQUENCY_REVIEW: [m('INCOME_VERIFICATION', 'lender', 'delinquency cleared')],
  // Income, then identity, then the final decision (decision 0150): income results arrive from the payroll,
  // bank-income or document vendor; the final decision runs as a job once identity passes.
  INCOME_VERIFICATION: [
    m('IDENTITY_VERIFICATION', 'vendor', 'income verified'),
    m('EMPLOYMENT_VERIFICATION', 'vendor', 'employer must confirm'),
    m('INCOME_NOT_VERIFIED', 'vendor', 'income could not be verified'),
    m('IDENTITY_VERIFICATION', 'lender', 'income verified by review'),
    decline('job', 'income does not support the line'),
  ],
  EMPLOYMENT_VERIFICATION: [
    m('IDENTITY_VERIFICATION', 'vendor', 'employment verified'),
    m('INCOME_NOT_VERIFIED', 'vendor', 'employer could not confirm'),
    m('INCOME_VERIFICATION', 'borrower', 'borrower chooses another income method'),
  ],
  INCOME_NOT_VERIFIED: [
    m('INCOME_VERIFICATION', 'borrower', 'borrower tries another income method'),
    m('IDENTITY_VERIFICATION', 'lender', 'income verified by review'),
  ],
  IDENTITY_VERIFICATION: [
    m('FINAL_OFFER', 'job', 'final decision confirms the offer'),
    m('REVISED_OFFER_SELECTION', 'job', 'final decision revises the offer'),
    m('UNDERWRITING_REVIEW', 'job', 'final decision needs an underwriter'),
    decline('job', 'final decision declines'),
  ],
  UNDERWRITING_REVIEW: [
    m('FINAL_OFFER', 'lender', 'underwriter confirms the offer'),
    m('REVISED_OFFER_SELECTION', 'lender', 'underwriter revises the offer'),
  ],
  // Part 2 (issue 11, decision 0160): liens, payoffs, valuation, then title and flood, insurance and trust, full
  // title, then the accounts. Any of the property steps may change the offer: back to revised offer selection.
  LIEN_VERIFICATION: [
    m('REVISED_OFFER_SELECTION', 'borrower', 'confirmed liens change the offer'),
    m('UNDERWRITING_REVIEW', 'borrower', 'confirmed liens need an underwriter'),
    decline('borrower', 'confirmed liens leave too little equity for a line'),
    m('PAYOFF_REQUEST_PENDING', 'borrower', 'liens confirmed; payoff requested'),
    ...valuation('borrower', 'liens confirmed'),
  ],
  // The payoff hold and the BPO hold are decided in the console too (decision 0253): approve on to valuation or
  // title, counter-offer a smaller line, or decline (shared below).
  PAYOFF_REQUEST_PENDING: [
    m('STEWART_PAYOFFS', 'vendor', 'payoff statement ordered from title'),
    m('REVISED_OFFER_SELECTION', 'vendor', 'payoff larger than the line can cover'),
    m('UNDERWRITING_REVIEW', 'vendor', 'payoff statement needs an underwriter'),
    ...valuation('vendor', 'payoff statement received'),
    ...valuation('lender', 'payoff hold approved by review'),
    m('REVISED_OFFER_SELECTION', 'lender', 'payoff hold: reviewer counter-offers the line'),
  ],
  STEWART_PAYOFFS: valuation('vendor', 'payoff statement received'),
  MISSING_PROPERTY_VALUE: [
    m('ESTIMATED_PROPERTY_VALUE', 'borrower', 'borrower estimated the value'),
    m('NAV_BPO_ORDER_REQUEST', 'borrower', 'borrower estimated the value; broker price opinion needed'),
    m('NAV_BPO_ORDER_REQUEST', 'job', 'broker price opinion needed'),
  ],
  ESTIMATED_PROPERTY_VALUE: [
    m('NAV_BPO_ORDER_REQUEST', 'borrower', 'borrower estimated the value; broker price opinion needed'),
    m('NAV_BPO_ORDER_REQUEST', 'job', 'broker price opinion needed'),
    m('NAV_RESI_EVAL_ORDER_REQUEST', 'job', 'residential evaluation needed'),
    m('ONSITE_APPRAISAL_REQUEST', 'job', 'onsite appraisal needed'),
    m('PREQUAL_TITLE', 'job', 'estimate supported'),
  ],
  NAV_BPO_ORDER_REQUEST: [
    m('NAV_BPO_PROCESSING', 'borrower', 'broker price opinion ordered'),
    m('NAV_BPO_PROCESSING', 'job', 'broker price opinion ordered'),
  ],
  NAV_BPO_PROCESSING: [
    ...valuationResult('vendor'),
    m('PREQUAL_TITLE', 'lender', 'BPO hold approved by review'),
    m('REVISED_OFFER_SELECTION', 'lender', 'BPO hold: reviewer counter-offers the line'),
  ],
  NAV_RESI_EVAL_ORDER_REQUEST: [m('NAV_RESI_EVAL_PROCESSING', 'job', 'residential evaluation ordered')],
  NAV_RESI_EVAL_PROCESSING: valuationResult('vendor'),
  ONSITE_APPRAISAL_REQUEST: [m('ONSITE_APPRAISAL_SCHEDULED', 'vendor', 'appraisal scheduled')],
  ONSITE_APPRAISAL_SCHEDULED: [m('ONSITE_APPRAISAL_REVIEW', 'vendor', 'appraisal report received')],
  ONSITE_APPRAISAL_REVIEW: [
    ...valuationResult('lender').filter((move) => move.to !== 'APPRAISAL_REVIEW'),
    m('HOLD_FOR_APPRAISAL', 'lender', 'appraisal on hold'),
  ],
  APPRAISAL_REVIEW: [
    ...valuationResult('lender').filter((move) => move.to !== 'APPRAISAL_REVIEW'),
    m('HOLD_FOR_APPRAISAL', 'lender', 'appraisal on hold'),
  ],
  HOLD_FOR_APPRAISAL: [m('ONSITE_APPRAISAL_REQUEST', 'lender', 'appraisal re-ordered')],
  // The title search and the flood certificate are ordered together; both must be back before anything moves.
  PREQUAL_TITLE: [
    m('TRUST_AND_INSURANCE', 'vendor', 'title and flood certificate received; insurance needed'),
    m('CO_DEED_REQUEST', 'vendor', 'title shows another owner who must sign'),
    m('OWNERSHIP_REVIEW', 'vendor', 'title does not show the applicant as an owner'),
  ],
  CO_DEED_REQUEST: [
    m('TRUST_AND_INSURANCE', 'vendor', 'additional signer joined'),
    // The last owner to join does it, on the signer pages (decision 0177).
    m('TRUST_AND_INSURANCE', 'borrower', 'every additional signer joined'),
  ],
  OWNERSHIP_REVIEW: [
    m('TRUST_AND_INSURANCE', 'lender', 'ownership confirmed by review'),
    m('CO_DEED_REQUEST', 'lender', 'ownership confirmed; another owner must sign'),
  ],
  TRUST_AND_INSURANCE: [m('ORDER_FULL_TITLE', 'job', 'insurance verified and trust documents accepted')],
  ORDER_FULL_TITLE: [m('FINAL_TITLE_PROCESSING', 'job', 'full title ordered')],
  FINAL_TITLE_PROCESSING: [m('FINAL_TITLE_COMPLETE', 'vendor', 'full title received')],
  FINAL_TITLE_COMPLETE: [
    m('DISBURSEMENT_ACCOUNT', 'job', 'title clear; accounts next'),
    m('REVISED_OFFER_SELECTION', 'job', 'title changed the offer'),
    m('UNDERWRITING_REVIEW', 'job', 'title needs an underwriter'),
  ],
  FINAL_OFFER: [m('LIEN_VERIFICATION', 'borrower', 'final offer accepted')],
  // The accounts (decision 0161): disbursement first, then autopay (linked and verified, or declined), then the
  // borrower confirms both; either may be changed until then.
  DISBURSEMENT_ACCOUNT: [m('AUTOPAY', 'borrower', 'disbursement account added')],
  AUTOPAY: [
    m('VERIFIED_AUTOPAY', 'borrower', 'autopay account added and verified'),
    m('VERIFIED_AUTOPAY', 'vendor', 'autopay account verified'),
    m('GEN_APP_DISCLOSURES', 'borrower', 'autopay declined; accounts confirmed'),
    m('DISBURSEMENT_ACCOUNT', 'borrower', 'borrower changes the disbursement account'),
  ],
  VERIFIED_AUTOPAY: [
    m('GEN_APP_DISCLOSURES', 'borrower', 'accounts confirmed'),
    m('AUTOPAY', 'borrower', 'borrower changes the autopay account'),
  ],
  GEN_APP_DISCLOSURES: [m('GEN_CLOSING_DISCLOSURE', 'job', 'application disclosures generated')],
  GEN_CLOSING_DISCLOSURE: [m('GEN_NOTE_SIGNING', 'job', 'closing disclosure generated')],
  GEN_NOTE_SIGNING: [m('NOTE_SIGNING', 'job', 'note generated')],
  NOTE_SIGNING: [
    m('NOTARY_DISCLOSURE', 'borrower', 'note signed'),
    m('ATTORNEY_REVIEW', 'job', 'note signed; attorney review required in this state'),
  ],
  ATTORNEY_REVIEW: [m('NOTARY_DISCLOSURE', 'lender', 'attorney review complete')],
  NOTARY_DISCLOSURE: [
    m('NOTARY_WAITING_PERIOD', 'borrower', 'eNotary session booked'),
    m('MANUAL_DEED_SIGNING', 'borrower', 'manual notary chosen'),
  ],
  NOTARY_WAITING_PERIOD: [
    m('DEED_SIGNING', 'job', 'waiting period over'),
    // The borrower changes the time before the session opens (decision 0186).
    m('NOTARY_DISCLOSURE', 'borrower', 'notary session given up to choose another time'),
  ],
  // A missed session or visit (decision 0176) goes back to choosing a notary: the borrower books again.
  DEED_SIGNING: [
    m('RESCISSION', 'vendor', 'deed signed before the eNotary'),
    m('NOTARY_DISCLOSURE', 'job', 'eNotary session missed; the borrower books again'),
  ],
  MANUAL_DEED_SIGNING: [
    m('RESCISSION', 'vendor', 'deed signed before a notary'),
    m('NOTARY_DISCLOSURE', 'vendor', 'notary visit missed; the borrower books again'),
    m('NOTARY_DISCLOSURE', 'borrower', 'notary visit given up to choose another time'),
  ],
  RESCISSION: [m('RECORDING', 'job', 'rescission period over')],
  RECORDING: [m('FUNDING_DECISION', 'vendor', 'deed recorded')],
  // Funding (decision 0178): the automatic checks approve, or a lender after a review; payoffs go by wire first.
  FUNDING_DECISION: [
    m('FUNDABLE', 'job', 'funding checks passed'),
    m('DIRECT_DEBT_PAYOFF', 'job', 'funding checks passed; liens to pay off first'),
    m('FUNDABLE', 'lender', 'funding approved'),
    m('DIRECT_DEBT_PAYOFF', 'lender', 'funding approved; debts paid off directly'),
  ],
  DIRECT_DEBT_PAYOFF: [m('FUNDABLE', 'vendor', 'payoffs sent')],
  FUNDABLE: [
    m('COMPLETE', 'vendor', 'initial draw settled in the borrower account'),
    m('COMPLETE', 'job', 'line funded with nothing to send'),
  ],
  COMPLETE: [],
  CANCELLED: [],
  DECLINED: [],
  IN_PROGRESS: [],
  UNKNOWN: [],
} as const satisfies Record<ApplicationStatus, Moves>;

type StatusTable = Readonly<Record<ApplicationStatus, Moves>>;

/** Statuses reached from `start` by any legal move of `table`, in breadth-first order. */
export function reachableFrom(start: readonly ApplicationStatus[], table: StatusTable): ApplicationStatus[] {
  const seen = new Set<ApplicationStatus>(start);
  const queue = [...start];
  for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
    for (const move of table[next]) {
      if (!seen.has(move.to)) {
        seen.add(move.to);
        queue.push(move.to);
      }
    }
  }
  return [...seen];
}

/**
 * From recording onwards the deed is on record: a withdrawal is no longer the borrower's to make and a
 * decline no longer the lender's. Before it (rescission included) the borrower may withdraw and the lender
 * may cancel or decline (an adverse action can come at any stage before funding).
 */
const LATE_STATUSES = new Set<ApplicationStatus>(reachableFrom(['RECORDING'], OWN_MOVES));

function withShared(status: ApplicationStatus, own: Moves): Moves {
  const closed = (CLOSED_STATUSES as readonly string[]).includes(status);
  const unreachable = (UNREACHABLE_STATUSES as readonly string[]).includes(status);
  if (closed || unreachable) return own;
  const shared: StatusMove[] = [m('CANCELLED', 'lender', 'lender cancels the application')];
  if (!LATE_STATUSES.has(status)) {
    shared.push(m('CANCELLED', 'borrower', 'borrower withdraws the application'));
    shared.push(decline('lender', 'lender declines the application'));
  }
  return [...own, ...shared];
}

/** Every status, the statuses it may move to, and who moves it. */
export const STATUS_MACHINE: StatusTable = Object.fromEntries(
  APPLICATION_STATUSES.map((status) => [status, withShared(status, OWN_MOVES[status])]),
) as Record<ApplicationStatus, Moves>;

/** The moves out of `from` (none for a status the table does not know). */
export function movesFrom(from: string): Moves {
  return Object.hasOwn(STATUS_MACHINE, from) ? STATUS_MACHINE[from as ApplicationStatus] : [];
}

/** The listed move from `from` to `to` by `actor`, or undefined when the machine forbids it. */
export function findMove(from: string, to: string, actor: StatusActor): StatusMove | undefined {
  return movesFrom(from).find((move) => move.to === to && move.by === actor);
}

export function canMove(from: string, to: string, actor: StatusActor): boolean {
  return findMove(from, to, actor) !== undefined;
}

/** The statuses `from` may move to, whoever moves it, without repeats. */
export function nextStatuses(from: string): ApplicationStatus[] {
  return [...new Set(movesFrom(from).map((move) => move.to))];
}

/** Every status a new application can reach. */
export function reachableStatuses(): ApplicationStatus[] {
  return reachableFrom([...OPENING_PATH, 'START'], STATUS_MACHINE);
}
