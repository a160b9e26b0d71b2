import { randomUUID } from 'node:crypto';
import {
  liensToPayOff,
  COLLATERAL_MESSAGES as MESSAGES,
  type ValuationView,
} from '@hearth/domain/collateral';
import type { ApplicationStatus } from '@hearth/domain/enums';
import { DomainError } from '@hearth/domain/errors';
import { VALUATION_FEE_CENTS } from '@hearth/domain/fees';
import { formatMoney, toCents, wholeDollars } from '@hearth/domain/money';
import { allows } from '@hearth/domain/status-actions';
import { type VendorCallback, valuationResultSchema } from '@hearth/domain/vendors';
import { type ApplicationRow, findApplication, propertyAddressOf } from '../application/repository';
import { tryMoveApplication } from '../application/status-moves';
import { priceAgain } from '../final-decision/service';
import type { CallbackDisposition } from '../vendor-callbacks/plugin';
import { openVendorRequest, type VendorRequestRow } from '../vendor-callbacks/service';
import type { CollateralDeps } from './deps';
import { keptLiens, propertyFor, readFile, recordOf, writeFile } from './file';

/** Whether the automated value is enough: not when the engine asked for a BPO, the model is unsure, or no value. */
export function needsValuation(row: ApplicationRow): boolean {
  const record = recordOf(row);
  const bpo = (row.offerSet as { status?: { bpo?: string } } | null)?.status?.bpo;
  return bpo === 'REQUIRED' || !record || record.avmValueCents <= 0 || record.avmConfidence === 'LOW';
}

/** Where the liens or payoffs lead: the title search when the value holds, else the borrower's estimate first. */
export function valuationStep(row: ApplicationRow): ApplicationStatus {
  if (!needsValuation(row)) return 'PREQUAL_TITLE';
  return (recordOf(row)?.avmValueCents ?? 0) > 0 ? 'ESTIMATED_PROPERTY_VALUE' : 'MISSING_PROPERTY_VALUE';
}

export async function valuationView(deps: CollateralDeps, row: ApplicationRow): Promise<ValuationView> {
  const file = await readFile(deps.db, row.uuid);
  const record = recordOf(row);
  const stored = file?.valuation;
  const bpo = stored?.bpo;
  return {
    status: row.status,
    method: bpo?.valueCents !== undefined ? 'BPO' : 'AVM',
    value: wholeDollars(bpo?.valueCents ?? record?.avmValueCents ?? 0),
    confidence: bpo?.valueCents !== undefined ? null : (record?.avmConfidence ?? null),
    ...(stored?.borrowerEstimateCents
      ? { borrowerEstimate: wholeDollars(stored.borrowerEstimateCents) }
      : {}),
    ...(bpo
      ? {
          bpo: {
            state: bpo.state,
            orderedAt: bpo.orderedAt,
            ...(bpo.returnedAt ? { returnedAt: bpo.returnedAt } : {}),
            ...(bpo.valueCents !== undefined ? { value: wholeDollars(bpo.valueCents) } : {}),
            cost: wholeDollars(bpo.costCents),
          },
        }
      : {}),
    texas: row.propertyState.toUpperCase() === 'TX',
    cost: wholeDollars(VALUATION_FEE_CENTS),
  };
}

/** The borrower's own estimate of the home's value (bpo/estimate-value); the valuation order comes next. */
export async function estimateValue(
  deps: CollateralDeps,
  row: ApplicationRow,
  estimatedValue: number,
): Promise<ValuationView> {
  if (!allows(row.status, 'estimateValue'))
    throw new DomainError('STEP_OUT_OF_ORDER', MESSAGES.notEstimating);
  const file = await readFile(deps.db, row.uuid);
  const record = recordOf(row);
  await writeFile(deps.db, row.uuid, {
    valuation: {
      method: 'AVM',
      valueCents: record?.avmValueCents ?? 0,
      confidence: record?.avmConfidence ?? null,
      ...(file?.valuation ?? {}),
      borrowerEstimateCents: toCents(estimatedValue),
    },
  });
  const moved = await tryMoveApplication(deps.db, {
    uuid: row.uuid,
    from: row.status,
    to: 'NAV_BPO_ORDER_REQUEST',
    actor: 'borrower',
  });
  if (!moved) throw new DomainError('STEP_OUT_OF_ORDER', MESSAGES.notEstimating);
  return valuationView(deps, moved);
}

/**
 * The borrower accepts the $180 valuation cost (and in Texas the fair-market-value acknowledgment) and the
 * broker price opinion is ordered. A repeat after the order answers the order already placed.
 */
export async function orderBpo(
  deps: CollateralDeps,
  row: ApplicationRow,
  body: { acceptCost: true; texasAcknowledgment?: boolean | undefined },
  who: { ip: string },
): Promise<ValuationView> {
  const file = await readFile(deps.db, row.uuid);
  if (!allows(row.status, 'orderBpo') && file?.valuation?.bpo) return valuationView(deps, row);
  if (!allows(row.status, 'orderBpo')) throw new DomainError('STEP_OUT_OF_ORDER', MESSAGES.notOrdering);
  const texas = row.propertyState.toUpperCase() === 'TX';
  if (texas && body.texasAcknowledgment !== true)
    throw new DomainError('VALIDATION_FAILED', MESSAGES.texasAcknowledgment);
  const record = recordOf(row);
  const request = await openVendorRequest(deps.db, {
    id: randomUUID(),
    vendor: 'valuation',
    applicationUuid: row.uuid,
    purpose: 'bpo',
  });
  const now = deps.now();
  const valuation = {
    method: 'AVM' as const,
    valueCents: record?.avmValueCents ?? 0,
    confidence: record?.avmConfidence ?? null,
    ...(file?.valuation ?? {}),
    bpo: {
      requestId: request.id,
      state: 'ORDERED' as const,
      orderedAt: now.toISOString(),
      costCents: VALUATION_FEE_CENTS,
      acceptance: { at: now.toISOString(), ip: who.ip, texasAcknowledgment: texas },
    },
  };
  await writeFile(deps.db, row.uuid, { valuation });
  const moved = await tryMoveApplication(deps.db, {
    uuid: row.uuid,
    from: 'NAV_BPO_ORDER_REQUEST',
    to: 'NAV_BPO_PROCESSING',
    actor: 'borrower',
  });
  if (!moved) throw new DomainError('STEP_OUT_OF_ORDER', MESSAGES.notOrdering);
  await deps.valuation.orderBpo({
    requestId: request.id,
    property: propertyAddressOf(row),
    avmValueCents: record?.avmValueCents ?? 0,
    borrowerEstimateCents: file?.valuation?.borrowerEstimateCents ?? null,
  });
  return valuationView(deps, moved);
}

/**
 * The broker's opinion returns: stored, then the file is priced on it (and on the confirmed liens). It holds:
 * the title search; a lower line: revised offer selection with the reason; anything else: appraisal review.
 */
export async function applyValuationResult(
  deps: CollateralDeps,
  request: VendorRequestRow,
  callback: VendorCallback,
): Promise<CallbackDisposition> {
  const parsed = valuationResultSchema.safeParse(callback.result);
  const uuid = request.applicationUuid;
  const row = await findApplication(deps.db, uuid);
  const file = await readFile(deps.db, uuid);
  const bpo = file?.valuation?.bpo;
  if (!parsed.success || !row || !file?.valuation || !bpo || bpo.requestId !== request.id) return 'final';
  const stored = await writeFile(deps.db, uuid, {
    valuation: {
      ...file.valuation,
      bpo: {
        ...bpo,
        state: 'RETURNED',
        returnedAt: deps.now().toISOString(),
        valueCents: parsed.data.valueCents,
      },
    },
  });
  // Regulation B 1002.14(a)(1): the copy of the broker's opinion, promptly, for a first-lien line (decision 0204).
  await deps.notices?.(uuid);
  if (row.status !== 'NAV_BPO_PROCESSING') return 'final';
  const liens = file.liens ?? [];
  const property = propertyFor(row, stored, { kept: keptLiens(liens, liensToPayOff(liens)) });
  const priced = await priceAgain(deps, row, {
    ...(property ? { property } : {}),
    why: `The broker's opinion of your home's value is ${formatMoney(parsed.data.valueCents)}.`,
  });
  const base = { uuid, from: 'NAV_BPO_PROCESSING', actor: 'vendor' as const };
  if (priced.kind === 'unchanged') {
    await tryMoveApplication(deps.db, { ...base, to: 'PREQUAL_TITLE' });
    await deps.advance(uuid);
  } else if (priced.kind === 'revised')
    await tryMoveApplication(deps.db, { ...base, to: 'REVISED_OFFER_SELECTION', patch: priced.patch });
  else
    await tryMoveApplication(deps.db, {
      ...base,
      to: 'APPRAISAL_REVIEW',
      reason: `valuation: ${priced.kind}`,
    });
  return 'final';
}
