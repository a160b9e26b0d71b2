import { createHash } from 'node:crypto';
import type { PrivateLabelData } from '@hearth/domain/brands';
import { CONSOLE_MESSAGES } from '@hearth/domain/console';
import { decide } from '@hearth/domain/decisioning/engine';
import { DEFAULT_PRICING } from '@hearth/domain/decisioning/rate-sheets';
import { reason } from '@hearth/domain/decisioning/reasons';
import type { Offer, OfferSet } from '@hearth/domain/entities';
import { DomainError } from '@hearth/domain/errors';
import {
  type FinalDecisionView,
  type FinalOutcome,
  type ManualDeclineReason,
  FINAL_DECISION_MESSAGES as MESSAGES,
  type OfferChange,
  UNDERWRITER_INCOME_SHARE,
} from '@hearth/domain/final-decision';
import { formatMoney, formatPercent, wholeDollars } from '@hearth/domain/money';
import { allows } from '@hearth/domain/status-actions';
import type { Db } from '../../db/database';
import type { PropertyLookupResult } from '../../providers/property-data/property-data';
import { decisionInputFor } from '../application/decision-input';
import { openDecisionFacts, openFinalDecision, sealFinalDecision } from '../application/decision-records';
import { closingCostsOf, offerToWire } from '../application/offers';
import { type ApplicationRow, findApplication, propertyAddressOf } from '../application/repository';
import { moveApplication, tryMoveApplication } from '../application/status-moves';
import {
  buildAdverseActionNotice,
  creditorFor,
  ecoaAgencyForOrganization,
} from '../decisioning/adverse-action';
import { latestHardPull } from '../hard-pull/service';

export const FINAL_DECISION_JOB = 'final-decision.run';
const FROM = 'IDENTITY_VERIFICATION';

export interface FinalDecisionDeps {
  db: Db;
  encryptionKey: Uint8Array;
  organization(orgCode: string): PrivateLabelData | undefined;
  now(): Date;
  /**
   * Gives the notice of action taken of a decline at once (set by the notices module, which the final decision
   * cannot import, decision 0190); the notices' sweep is the fallback.
   */
  onDeclined?: (applicationUuid: string) => Promise<void>;
}

/** What is kept, encrypted, in `heloc_applications.final_decision_encrypted` (decision 0193). */
export interface StoredFinalDecision {
  outcome: FinalOutcome;
  decidedAt: string;
  reason: string;
  verifiedIncomeCents: number;
  incomeVerified: boolean;
  score: number | null;
  monthlyDebtCents: number | null;
  changes: OfferChange[];
  acceptance?: { at: string; ip: string; userAgent: string; offerSha256: string };
}

const stored = (key: Uint8Array, row: ApplicationRow) =>
  openFinalDecision(key, row) as unknown as StoredFinalDecision | null;
const money = (cents: number) => formatMoney(cents, 0);
const percent = (value: number) => `${formatPercent(value, 3)}`;

/**
 * What the verified file changed, in plain words: the line, the APR and the largest draw of the offer the
 * borrower chose, each with the reason (lower verified income, a different score on the full credit check).
 */
export function offerChanges(input: {
  before: Offer;
  after: Offer | undefined;
  statedIncomeCents: number;
  verifiedIncomeCents: number;
  softScore: number | null;
  hardScore: number | null;
  /** A reason the caller knows (a confirmed lien, a broker's value), said first. */
  why?: string;
}): OfferChange[] {
  const { before, after } = input;
  const incomeLower = input.verifiedIncomeCents < input.statedIncomeCents;
  const scoreMoved =
    input.softScore !== null && input.hardScore !== null && input.softScore !== input.hardScore;
  const why = [
    input.why ?? null,
    incomeLower
      ? `Your verified income is ${money(input.verifiedIncomeCents)} a year, lower than the ${money(input.statedIncomeCents)} you told us, so less of it can go to a new monthly payment.`
      : null,
    scoreMoved
      ? `Your credit score on the full credit check is ${input.hardScore}, not the ${input.softScore} of the first check.`
      : null,
  ]
    .filter(Boolean)
    .join(' ');
  const reason = why || 'The full review of your file changed what we can offer.';
  const changes: OfferChange[] = [];
  if (incomeLower)
    changes.push({
      field: 'income',
      label: 'Annual income',
      before: money(input.statedIncomeCents),
      after: money(input.verifiedIncomeCents),
      reason: 'This is the income your payroll, bank or documents show.',
    });
  if (!after) return changes;
  if (after.max !== before.max)
    changes.push({
      field: 'creditLine',
      label: 'Credit line',
      before: money(before.max),
      after: money(after.max),
      reason,
    });
  if (after.rate !== before.rate)
    changes.push({
      field: 'apr',
      label: 'APR',
      before: percent(before.rate),
      after: percent(after.rate),
      reason,
    });
  if (after.maxDraw !== before.maxDraw)
    changes.push({
      field: 'maxDraw',
      label: 'Largest initial draw',
      before: money(before.maxDraw),
      after: money(after.maxDraw),
      reason,
    });
  return changes;
}

/** What pricing the file again gives, before anything is written (the final decision and part 2 share it). */
export type Repricing =
  | { kind: 'review'; reason: string }
  | { kind: 'declined'; decision: StoredFinalDecision; patch: ApplicationPatch }
  | { kind: 'unchanged'; decision: StoredFinalDecision; repriced: Offer }
  | { kind: 'revised'; decision: StoredFinalDecision; patch: ApplicationPatch };

type ApplicationPatch = NonNullable<Parameters<typeof tryMoveApplication>[1]['patch']>;

/**
 * The engine again on the application as it stands: the verified income (or the stated one), the hard pull, and
 * the property as the caller now knows it (confirmed liens, a broker's value). The selected offer is unchanged
 * when the same product prices at the same rate, at least the same line, and a draw the borrower chose still fits.
 * `why` explains a change the caller caused (a lien, a value), next to the income and score reasons.
 */
export async function priceAgain(
  deps: FinalDecisionDeps,
  row: ApplicationRow,
  options: { property?: PropertyLookupResult; why?: string; minDrawCents?: number } = {},
): Promise<Repricing> {
  const now = deps.now();
  const statedCents = row.incomeCents + row.otherIncomeCents;
  const incomeVerified = row.verifiedIncomeCents !== null;
  const verifiedCents = row.verifiedIncomeCents ?? statedCents;
  const selected = row.selectedOffer as unknown as (Offer & { autopay?: boolean }) | null;
  const hard = await latestHardPull(deps, row.uuid);
  const property = options.property ?? (row.propertyLookup as unknown as PropertyLookupResult | null);
  const base = {
    ...(stored(deps.encryptionKey, row) ?? {}),
    decidedAt: now.toISOString(),
    verifiedIncomeCents: verifiedCents,
    incomeVerified,
    changes: [] as OfferChange[],
  };
  if (hard?.outcome !== 'MATCH' || !hard.report || !selected || !property)
    return {
      kind: 'review',
      reason: 'the file is missing the hard pull, the selected offer or the property',
    };
  // A verified income far below the stated one is a question for a person, not a re-price.
  if (incomeVerified && verifiedCents < statedCents * UNDERWRITER_INCOME_SHARE)
    return { kind: 'review', reason: 'verified income is less than half the stated income' };

  const organization = deps.organization(row.organizationCode);
  const result = decide(
    decisionInputFor(
      { ...row, incomeCents: verifiedCents, otherIncomeCents: 0 },
      {
        encryptionKey: deps.encryptionKey,
        credit: { outcome: 'MATCH', report: hard.report },
        property,
        orgPricingData: organization?.orgPricingData ?? DEFAULT_PRICING,
        now,
      },
    ),
  );
  if (result.outcome === 'BLOCKED')
    return { kind: 'review', reason: `the engine stopped at ${result.status}` };
  const softScore = openDecisionFacts(deps.encryptionKey, row)?.score ?? null;
  const facts = { score: result.facts.score, monthlyDebtCents: result.facts.monthlyDebtCents };

  if (result.outcome === 'DECLINED') {
    const notice = buildAdverseActionNotice({
      result,
      creditor: creditorFor(organization),
      ecoaAgency: ecoaAgencyForOrganization(organization),
      applicant: { firstName: row.firstName, lastName: row.lastName, address: propertyAddressOf(row) },
      now,
      hardPull: true,
    });
    const decision: StoredFinalDecision = {
      ...base,
      ...facts,
      outcome: 'DECLINED',
      reason: result.reasons.map((r) => r.code).join(','),
    };
    return {
      kind: 'declined',
      decision,
      patch: {
        ...sealFinalDecision(deps.encryptionKey, decision),
        decision: result.decision,
        subDecision: result.subDecision ?? null,
        declineReasons: result.reasons as unknown as Record<string, unknown>[],
        adverseActionNotice: notice as unknown as Record<string, unknown>,
      },
    };
  }

  const repriced = result.offerSet.offers.find((o) => o.type === selected.type && o.term === selected.term);
  const drawCents = Math.max(row.amountCents, options.minDrawCents ?? 0);
  const unchanged =
    repriced !== undefined &&
    repriced.rate === selected.rate &&
    repriced.max >= selected.max &&
    drawCents <= repriced.maxDraw;
  if (unchanged) {
    const decision: StoredFinalDecision = {
      ...base,
      ...facts,
      outcome: 'FINAL_OFFER',
      reason: 'offer confirmed',
    };
    return { kind: 'unchanged', decision, repriced };
  }
  const changes = offerChanges({
    before: selected,
    after: repriced ?? result.offerSet.offers[0],
    statedIncomeCents: statedCents,
    verifiedIncomeCents: verifiedCents,
    softScore,
    hardScore: result.facts.score,
    ...(options.why ? { why: options.why } : {}),
  });
  const decision: StoredFinalDecision = {
    ...base,
    ...facts,
    outcome: 'REVISED_OFFER',
    reason: 'offer revised',
    changes,
  };
  const offerSet: OfferSet = {
    ...result.offerSet,
    subDecision:
      result.offerSet.subDecision === 'UNVERIFIED_DTI_LIMITED' ? 'VERIFIED_DTI_LIMITED' : 'VERIFIED_OFFER',
    decision: 'SELECT',
  };
  return {
    kind: 'revised',
    decision,
    patch: {
      ...sealFinalDecision(deps.encryptionKey, decision),
      offerSet: offerSet as unknown as Record<string, unknown>,
      decision: 'SELECT',
      subDecision: offerSet.subDecision ?? null,
    },
  };
}

/** The patch of a review outcome: what the engine could not decide, for the underwriter. */
export function reviewPatch(
  key: Uint8Array,
  row: ApplicationRow,
  reason: string,
  now: Date,
): ApplicationPatch {
  const statedCents = row.incomeCents + row.otherIncomeCents;
  const decision: StoredFinalDecision = {
    score: null,
    monthlyDebtCents: null,
    changes: [],
    ...(stored(key, row) ?? {}),
    verifiedIncomeCents: row.verifiedIncomeCents ?? statedCents,
    incomeVerified: row.verifiedIncomeCents !== null,
    outcome: 'UNDERWRITING_REVIEW',
    decidedAt: now.toISOString(),
    reason,
  };
  return { ...sealFinalDecision(key, decision), decision: 'REVIEW' };
}

/**
 * The final decision job (decision 0153), run once identity passes: the engine again, with the verified income
 * and the hard pull, from the status IDENTITY_VERIFICATION only, so a duplicate or re-run job changes nothing.
 */
export async function runFinalDecision(deps: FinalDecisionDeps, uuid: string): Promise<void> {
  const row = await findApplication(deps.db, uuid);
  if (!row || row.status !== FROM) return;
  const priced = await priceAgain(deps, row);
  const move = (
    to: 'UNDERWRITING_REVIEW' | 'DECLINED' | 'FINAL_OFFER' | 'REVISED_OFFER_SELECTION',
    patch: ApplicationPatch,
    reason?: string,
  ) =>
    tryMoveApplication(deps.db, { uuid, from: FROM, to, actor: 'job', patch, ...(reason ? { reason } : {}) });
  if (priced.kind === 'review')
    await move(
      'UNDERWRITING_REVIEW',
      reviewPatch(deps.encryptionKey, row, priced.reason, deps.now()),
      `final decision: ${priced.reason}`,
    );
  else if (priced.kind === 'declined')
    await move('DECLINED', priced.patch, `final decision declined: ${priced.decision.reason}`);
  else if (priced.kind === 'revised') await move('REVISED_OFFER_SELECTION', priced.patch);
  else
    await move('FINAL_OFFER', {
      ...sealFinalDecision(deps.encryptionKey, priced.decision),
      decision: 'FINAL',
      subDecision: priced.decision.incomeVerified ? 'VERIFIED_OFFER' : 'FINAL_OFFER',
    });
}

/** The final decision as the pages show it; 404 before there is one. */
export function finalDecisionView(key: Uint8Array, row: ApplicationRow): FinalDecisionView {
  const decision = stored(key, row);
  if (!decision) throw new DomainError('NOT_FOUND', MESSAGES.notDecided);
  const selected = row.selectedOffer as unknown as (Offer & { autopay?: boolean }) | null;
  const showsOffer = decision.outcome === 'FINAL_OFFER' && selected;
  const costs = closingCostsOf(row);
  return {
    status: row.status,
    outcome: decision.outcome,
    decidedAt: decision.decidedAt,
    ...(showsOffer
      ? {
          offer: offerToWire(selected),
          drawAmount: wholeDollars(row.amountCents),
          autopay: selected.autopay !== false,
          ...(costs ? { closingCosts: costs } : {}),
        }
      : {}),
    changes: decision.changes,
    verifiedIncome: wholeDollars(decision.verifiedIncomeCents),
    incomeVerified: decision.incomeVerified,
    ...(decision.acceptance ? { acceptedAt: decision.acceptance.at } : {}),
  };
}

/**
 * The borrower accepts the final offer: FINAL_OFFER -> LIEN_VERIFICATION, with the time, IP address, browser and
 * the SHA-256 of the figures accepted, in the same UPDATE as the move. A repeat answers the same acceptance.
 */
export async function acceptFinalOffer(
  deps: Pick<FinalDecisionDeps, 'db' | 'encryptionKey'>,
  row: ApplicationRow,
  who: { ip: string; userAgent: string; now: Date },
): Promise<FinalDecisionView> {
  const { db, encryptionKey: key } = deps;
  const decision = stored(key, row);
  if (decision?.acceptance) return finalDecisionView(key, row);
  if (!allows(row.status, 'acceptFinalOffer') || !decision || decision.outcome !== 'FINAL_OFFER')
    throw new DomainError('STEP_OUT_OF_ORDER', MESSAGES.notFinalOffer);
  const view = finalDecisionView(key, row);
  const figures = JSON.stringify({ offer: view.offer, drawAmount: view.drawAmount, autopay: view.autopay });
  const acceptance = {
    at: who.now.toISOString(),
    ip: who.ip,
    userAgent: who.userAgent.slice(0, 300),
    offerSha256: createHash('sha256').update(figures).digest('hex'),
  };
  const moved = await tryMoveApplication(db, {
    uuid: row.uuid,
    from: 'FINAL_OFFER',
    to: 'LIEN_VERIFICATION',
    actor: 'borrower',
    patch: sealFinalDecision(key, { ...decision, acceptance }),
  });
  if (moved) return finalDecisionView(key, moved);
  // Lost a race with a second click: answer the acceptance that won.
  const again = await findApplication(db, row.uuid);
  if (again && stored(key, again)?.acceptance) return finalDecisionView(key, again);
  throw new DomainError('STEP_OUT_OF_ORDER', MESSAGES.notFinalOffer);
}

/**
 * A reviewer declines a file held for manual review (underwriting, delinquency, ownership, payoff or BPO hold):
 * the reasons are stated on the notice of action taken the borrower receives (decisions 0230, 0253); the hard
 * pull's report, when the file has one, is disclosed with them (FCRA 615(a)).
 */
export async function declineWithNotice(
  deps: FinalDecisionDeps,
  row: ApplicationRow,
  codes: readonly ManualDeclineReason[],
  note: string,
): Promise<FinalDecisionView> {
  const decision = stored(deps.encryptionKey, row);
  const at = deps.now();
  const reasons = codes.map((code) => reason(code));
  const hard = await latestHardPull(deps, row.uuid);
  const report = hard?.outcome === 'MATCH' && hard.report ? hard.report : null;
  if (!report && reasons.some((r) => r.fromConsumerReport))
    throw new DomainError('VALIDATION_FAILED', CONSOLE_MESSAGES.reasonsNeedReport);
  const organization = deps.organization(row.organizationCode);
  const notice = buildAdverseActionNotice({
    result: { decision: 'DECLINE', reasons, report },
    creditor: creditorFor(organization),
    ecoaAgency: ecoaAgencyForOrganization(organization),
    applicant: { firstName: row.firstName, lastName: row.lastName, address: propertyAddressOf(row) },
    now: at,
    hardPull: report !== null,
  });
  const moved = await moveApplication(deps.db, {
    uuid: row.uuid,
    from: row.status,
    to: 'DECLINED',
    actor: 'lender',
    reason: note,
    patch: {
      ...sealFinalDecision(deps.encryptionKey, {
        ...decision,
        outcome: 'DECLINED',
        decidedAt: at.toISOString(),
        reason: note,
      }),
      decision: 'DECLINE',
      declineReasons: reasons as unknown as Record<string, unknown>[],
      adverseActionNotice: notice as unknown as Record<string, unknown>,
    },
  });
  await deps.onDeclined?.(row.uuid);
  return finalDecisionView(deps.encryptionKey, moved);
}

/** The underwriter's decision on an application in UNDERWRITING_REVIEW (staff only). */
export async function decideUnderwriting(
  deps: FinalDecisionDeps,
  row: ApplicationRow,
  body: {
    decision: 'CONFIRM' | 'REVISE' | 'DECLINE';
    note: string;
    reasons?: ManualDeclineReason[] | undefined;
  },
): Promise<FinalDecisionView> {
  if (!allows(row.status, 'decideUnderwriting'))
    throw new DomainError('STEP_OUT_OF_ORDER', MESSAGES.notInReview);
  const note = `underwriter: ${body.note}`;
  if (body.decision === 'DECLINE') return declineWithNotice(deps, row, body.reasons ?? [], note);
  return offerFromReview(
    deps,
    row,
    body.decision === 'CONFIRM' ? 'FINAL_OFFER' : 'REVISED_OFFER_SELECTION',
    note,
  );
}

/**
 * A reviewer confirms the offer (FINAL_OFFER) or counter-offers a smaller line (REVISED_OFFER_SELECTION, where the
 * borrower picks again) on a file held for manual review; a counter-offer needs offers to revise.
 */
export async function offerFromReview(
  deps: FinalDecisionDeps,
  row: ApplicationRow,
  to: 'FINAL_OFFER' | 'REVISED_OFFER_SELECTION',
  note: string,
): Promise<FinalDecisionView> {
  if (to === 'REVISED_OFFER_SELECTION' && !row.offerSet)
    throw new DomainError('VALIDATION_FAILED', MESSAGES.nothingToRevise);
  const decision = stored(deps.encryptionKey, row);
  const now = deps.now().toISOString();
  const moved = await moveApplication(deps.db, {
    uuid: row.uuid,
    from: row.status,
    to,
    actor: 'lender',
    reason: note,
    patch: {
      ...sealFinalDecision(deps.encryptionKey, {
        ...decision,
        outcome: to === 'FINAL_OFFER' ? 'FINAL_OFFER' : 'REVISED_OFFER',
        decidedAt: now,
        reason: note,
      }),
      decision: to === 'FINAL_OFFER' ? 'FINAL' : 'SELECT',
    },
  });
  return finalDecisionView(deps.encryptionKey, moved);
}
