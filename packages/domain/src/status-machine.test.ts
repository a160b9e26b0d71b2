import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { STATUS_STAGE, stageForStatus } from './application-status';
import { APPLICATION_STATUSES, type ApplicationStatus, PROGRESS_STAGES } from './enums';
import { progressForStatus, STAGE_STEP } from './progress';
import {
  CLOSED_STATUSES,
  canMove,
  findMove,
  nextStatuses,
  OPENING_PATH,
  reachableStatuses,
  STATUS_ACTORS,
  STATUS_MACHINE,
  type StatusActor,
  UNREACHABLE_STATUSES,
} from './status-machine';
import { type RoutableApplication, routeForApplication, TIMEOUT_PAGE } from './step-router';

function routable(
  status: ApplicationStatus,
  flags: Partial<RoutableApplication['status']> = {},
): RoutableApplication {
  return {
    uuid: '00000000-0000-4000-8000-000000000001',
    status: { checklistStatus: status, ...flags },
    property: { state: 'CA' },
    disburseAccount: { routingNumber: '011000015' },
  };
}
const PROFILE = { uuid: 'p' };

/**
 * One random legal path from the opening status: at each step a listed move, by whoever makes it. Most steps
 * prefer a status not yet on the path and one in ten may close the application, so walks get past the
 * soft-pull retry loops deep into underwriting and closing instead of circling.
 */
const legalPath = fc
  .array(fc.tuple(fc.nat(), fc.nat({ max: 9 })), { minLength: 60, maxLength: 160 })
  .map((choices) => {
    const path: ApplicationStatus[] = [...OPENING_PATH];
    for (const [choice, roll] of choices) {
      const current = path.at(-1) as ApplicationStatus;
      const all = STATUS_MACHINE[current];
      const open = all.filter((move) => !(CLOSED_STATUSES as readonly string[]).includes(move.to));
      const fresh = open.filter((move) => !path.includes(move.to));
      const moves = roll === 0 ? all : roll < 3 || fresh.length === 0 ? (open.length ? open : all) : fresh;
      if (moves.length === 0) break;
      const move = moves[choice % moves.length];
      if (!move) break;
      path.push(move.to);
    }
    return path;
  });

describe('status machine table', () => {
  it('has an entry for every status of the enum, and only those', () => {
    expect(Object.keys(STATUS_MACHINE).sort()).toEqual([...APPLICATION_STATUSES].sort());
  });

  it('moves only to known statuses, by known actors, each with an event to audit', () => {
    for (const status of APPLICATION_STATUSES) {
      for (const move of STATUS_MACHINE[status]) {
        expect(APPLICATION_STATUSES).toContain(move.to);
        expect(STATUS_ACTORS).toContain(move.by);
        expect(move.event.trim().length).toBeGreaterThan(0);
        expect(move.to, `${status} moves to itself`).not.toBe(status);
      }
    }
  });

  it('lets nothing out of a closed status', () => {
    for (const status of CLOSED_STATUSES) expect(nextStatuses(status)).toEqual([]);
  });

  it('reaches every status but the polling fallback and the generic marker', () => {
    const reachable = new Set(reachableStatuses());
    const unreached = APPLICATION_STATUSES.filter((s) => !reachable.has(s));
    expect(unreached.sort()).toEqual([...UNREACHABLE_STATUSES].sort());
  });

  it('lets every open reachable status end: some path leads to a closed status', () => {
    for (const status of reachableStatuses()) {
      if ((CLOSED_STATUSES as readonly string[]).includes(status)) continue;
      expect(nextStatuses(status), status).toContain('CANCELLED');
    }
  });

  it.each<[string, string, StatusActor, boolean]>([
    ['OFFER_SELECTION', 'APP_SUBMISSION', 'borrower', true],
    ['REVISED_OFFER_SELECTION', 'APP_SUBMISSION', 'borrower', true],
    ['APP_SUBMISSION', 'HARD_CREDIT_PULL', 'borrower', true],
    ['SUMMARY_DISCLOSURE', 'HARD_CREDIT_PULL', 'borrower', true],
    ['CREDIT_NO_MATCH', 'WAITING_FOR_SOFT_CREDIT', 'borrower', true],
    ['WAITING_FOR_SOFT_CREDIT', 'WAITING_FOR_INITIAL_OFFERS', 'job', true],
    ['WAITING_FOR_INITIAL_OFFERS', 'DECLINED', 'job', true],
    // The hard pull's outcomes (decision 0131): no file for the applicant goes to review-app/no-credit.
    ['HARD_CREDIT_PULL', 'CREDIT_NO_MATCH_SSN', 'job', true],
    ['HARD_CREDIT_PULL', 'DELINQUENCY_REVIEW', 'job', true],
    ['CREDIT_NO_MATCH_SSN', 'HARD_CREDIT_PULL', 'lender', true],
    ['CREDIT_NO_MATCH_SSN', 'HARD_CREDIT_PULL', 'borrower', false],
    // A borrower cannot skip underwriting, authorize a pull twice, or reopen a closed application.
    ['APP_SUBMISSION', 'FINAL_OFFER', 'borrower', false],
    ['OFFER_SELECTION', 'HARD_CREDIT_PULL', 'borrower', false],
    ['HARD_CREDIT_PULL', 'HARD_CREDIT_PULL', 'borrower', false],
    ['DECLINED', 'OFFER_SELECTION', 'lender', false],
    ['COMPLETE', 'CANCELLED', 'borrower', false],
    // The job prices offers; the borrower cannot.
    ['WAITING_FOR_INITIAL_OFFERS', 'OFFER_SELECTION', 'borrower', false],
    // Once recorded, withdrawing is not the borrower's to do; in rescission it is.
    ['RECORDING', 'CANCELLED', 'borrower', false],
    ['RESCISSION', 'CANCELLED', 'borrower', true],
    // A missed notary (decision 0176): the clock ends a missed eNotary session, the vendor reports a missed visit;
    // neither the borrower nor the other party can declare it.
    ['DEED_SIGNING', 'NOTARY_DISCLOSURE', 'job', true],
    ['DEED_SIGNING', 'NOTARY_DISCLOSURE', 'borrower', false],
    ['MANUAL_DEED_SIGNING', 'NOTARY_DISCLOSURE', 'vendor', true],
    ['MANUAL_DEED_SIGNING', 'NOTARY_DISCLOSURE', 'job', false],
    ['RESCISSION', 'NOTARY_DISCLOSURE', 'job', false],
    ['NOT_A_STATUS', 'CANCELLED', 'lender', false],
  ])('%s -> %s by %s is %s', (from, to, actor, legal) => {
    expect(canMove(from, to, actor)).toBe(legal);
  });

  it('names the event of a legal move', () => {
    expect(findMove('APP_SUBMISSION', 'HARD_CREDIT_PULL', 'borrower')?.event).toMatch(/disclosures accepted/);
    expect(findMove('MANUAL_DEED_SIGNING', 'NOTARY_DISCLOSURE', 'vendor')?.event).toMatch(/visit missed/);
  });

  it('lets the last additional signer to join end the co-deed request, and no one skip it (decision 0177)', () => {
    expect(findMove('CO_DEED_REQUEST', 'TRUST_AND_INSURANCE', 'borrower')?.event).toBe(
      'every additional signer joined',
    );
    expect(findMove('CO_DEED_REQUEST', 'ORDER_FULL_TITLE', 'borrower')).toBeUndefined();
    const open = nextStatuses('CO_DEED_REQUEST').filter(
      (to) => !(CLOSED_STATUSES as readonly string[]).includes(to),
    );
    expect(open).toEqual(['TRUST_AND_INSURANCE']);
  });
});

function expectRoutable(status: ApplicationStatus, flags: Partial<RoutableApplication['status']>) {
  const route = routeForApplication(routable(status, flags), PROFILE);
  // Never the "Unknown heloc status" fallback; a waiting status is polled, not unknown.
  expect(route.unknown, status).toBeUndefined();
  if (route.kind === 'application') {
    expect(route.page, status).toBeTruthy();
    if (route.page === TIMEOUT_PAGE) expect(route.pending || isTimeoutRow(status), status).toBe(true);
  } else {
    expect(route.kind, status).toBe('root');
  }
}

describe('random legal paths (property)', () => {
  it('reaches a page for every reachable status (the whole table, not a sample)', () => {
    for (const status of reachableStatuses()) expectRoutable(status, {});
  });

  it('every status on a legal path has a page and a progress stage', () => {
    fc.assert(
      fc.property(legalPath, fc.boolean(), fc.boolean(), (path, manualNotary, floodCert) => {
        for (const status of path) {
          expectRoutable(status, { waitingOnFloodCert: floodCert, bpo: 'REQUIRED' });
          const stage = stageForStatus(status);
          expect(PROGRESS_STAGES).toContain(stage);
          const progress = progressForStatus(status, manualNotary);
          expect(progress.currentStep).toBe(STAGE_STEP[stage]);
          expect(progress.steps).toHaveLength(7);
        }
      }),
      { numRuns: 200 },
    );
  });

  it('every step of a legal path is a move the table lists', () => {
    fc.assert(
      fc.property(legalPath, (path) => {
        for (let i = 1; i < path.length; i++) {
          const from = path[i - 1] as ApplicationStatus;
          const to = path[i] as ApplicationStatus;
          expect(STATUS_ACTORS.some((actor) => canMove(from, to, actor))).toBe(true);
        }
      }),
    );
  });
});

/** The spec's table sends these to error/timeout by name (appraisal review, credit error, ...). */
function isTimeoutRow(status: ApplicationStatus): boolean {
  return [
    'APPRAISAL_REVIEW',
    'CREDIT_ERROR',
    'CREDIT_MINOR',
    'FACTA_REVIEW',
    'HOLD_FOR_APPRAISAL',
    'ORDER_FULL_TITLE',
    'STEWART_PAYOFFS',
    'UNKNOWN',
  ].includes(status);
}

describe('progress follows the status', () => {
  it('has a stage for every status', () => {
    for (const status of APPLICATION_STATUSES) expect(PROGRESS_STAGES).toContain(STATUS_STAGE[status]);
  });

  it('shows the manual-notary step when the status is a manual deed signing, even without the flag', () => {
    const progress = progressForStatus('MANUAL_DEED_SIGNING', false);
    expect(progress.currentStep).toBe(6);
    expect(progress.steps.at(-1)).toEqual({ label: 'Schedule Notary Session', state: 'current' });
    expect(progressForStatus('DEED_SIGNING', false).steps.at(-1)?.label).toBe('Talk to eNotary');
    expect(progressForStatus('DEED_SIGNING', true).steps.at(-1)?.label).toBe('Schedule Notary Session');
  });

  it('puts the summary after Select Offer and the hard pull in Provide More Info', () => {
    expect(progressForStatus('APP_SUBMISSION', false).currentStep).toBe(2);
    expect(progressForStatus('HMDA', false).currentStep).toBe(2);
    expect(progressForStatus('COLLECT_ADDITIONAL_INFO', false).currentStep).toBe(2);
    expect(progressForStatus('HARD_CREDIT_PULL', false).currentStep).toBe(2);
    expect(progressForStatus('COMPLETE', false).steps.every((s) => s.state === 'complete')).toBe(true);
  });
});
