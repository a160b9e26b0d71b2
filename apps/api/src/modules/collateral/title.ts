import { randomUUID } from 'node:crypto';
import {
  isApplicant,
  liensToPayOff,
  COLLATERAL_MESSAGES as MESSAGES,
  type TitleView,
} from '@hearth/domain/collateral';
import type { ApplicationStatus } from '@hearth/domain/enums';
import { DomainError } from '@hearth/domain/errors';
import { allows } from '@hearth/domain/status-actions';
import {
  floodResultSchema,
  titleResultSchema,
  type Vendor,
  type VendorCallback,
} from '@hearth/domain/vendors';
import { and, eq } from 'drizzle-orm';
import { type ApplicationRow, findApplication, propertyAddressOf } from '../application/repository';
import { helocApplications } from '../application/schema';
import { type ApplicationMove, tryMoveApplication } from '../application/status-moves';
import { clearConditionOf } from '../conditions/repository';
import { applicationConditions } from '../conditions/schema';
import { priceAgain, reviewPatch } from '../final-decision/service';
import type { CallbackDisposition } from '../vendor-callbacks/plugin';
import { openVendorRequest, type VendorRequestRow } from '../vendor-callbacks/service';
import type { CollateralDeps } from './deps';
import { keptLiens, propertyFor, readFile, writeFile } from './file';
import { requirementsFor } from './insurance';
import type { CollateralFile } from './schema';
import { valuationStep } from './valuation';

/** An order the vendor has not answered in this long is asked again under the same request id. */
export const REORDER_AFTER_MS = 15 * 60 * 1000;
const HUNDRED_DOLLARS = 100_00;

export function titleView(row: ApplicationRow, file: CollateralFile | undefined): TitleView {
  const title = file?.title;
  if (!title) throw new DomainError('NOT_FOUND', MESSAGES.noTitle);
  const flood = file?.flood;
  return {
    status: row.status,
    state: title.state,
    ...(title.vesting ? { vesting: title.vesting } : {}),
    ...(title.owners ? { owners: title.owners } : {}),
    ...(title.trust !== undefined ? { trust: title.trust } : {}),
    ...(title.legalDescription ? { legalDescription: title.legalDescription } : {}),
    ...(flood
      ? {
          flood: {
            state: flood.state,
            ...(flood.zone ? { zone: flood.zone } : {}),
            ...(flood.specialFloodHazardArea !== undefined
              ? { specialFloodHazardArea: flood.specialFloodHazardArea }
              : {}),
          },
        }
      : {}),
    additionalSigners: title.additionalSigners ?? [],
  };
}

const due = (order: { state: string; orderedAt: string } | null | undefined, now: Date) =>
  !order || (order.state === 'ORDERED' && now.getTime() - Date.parse(order.orderedAt) > REORDER_AFTER_MS);

async function request(deps: CollateralDeps, uuid: string, vendor: Vendor, purpose: string) {
  return openVendorRequest(deps.db, { id: randomUUID(), vendor, applicationUuid: uuid, purpose });
}

const move = (deps: CollateralDeps, m: ApplicationMove) => tryMoveApplication(deps.db, m);

/**
 * The advance job (decision 0160): whatever the application's status needs from a vendor or a rule now, done
 * once. Orders are written to the file before the vendor is asked and asked again under the same request id only
 * when long unanswered, so a re-run, a duplicate job or a second server orders nothing twice.
 */
export async function advance(deps: CollateralDeps, uuid: string): Promise<void> {
  const row = await findApplication(deps.db, uuid);
  if (!row) return;
  const file = await readFile(deps.db, uuid);
  const now = deps.now();
  const applicant = { firstName: row.firstName, lastName: row.lastName };
  const property = propertyAddressOf(row);

  if (row.status === 'PAYOFF_REQUEST_PENDING' && due(file?.payoff, now)) {
    const liens = liensToPayOff(file?.liens ?? []);
    const order = await request(deps, uuid, 'title', 'payoff');
    await writeFile(deps.db, uuid, {
      payoff: { requestId: order.id, state: 'ORDERED', orderedAt: now.toISOString() },
    });
    await deps.title.orderPayoffs({
      requestId: order.id,
      liens: liens.map((lien) => ({ lienId: lien.id, holder: lien.holder, balanceCents: lien.balanceCents })),
      today: now,
    });
  }

  if (row.status === 'PREQUAL_TITLE') {
    if (due(file?.title, now)) {
      const order = await request(deps, uuid, 'title', 'title-preliminary');
      await writeFile(deps.db, uuid, {
        title: { requestId: order.id, state: 'ORDERED', orderedAt: now.toISOString() },
      });
      await deps.title.orderTitle({ requestId: order.id, kind: 'PRELIMINARY', applicant, property });
    }
    if (due(file?.flood, now)) {
      const order = await request(deps, uuid, 'flood', 'flood');
      await writeFile(deps.db, uuid, {
        flood: { requestId: order.id, state: 'ORDERED', orderedAt: now.toISOString() },
      });
      await deps.db
        .update(helocApplications)
        .set({ floodCertPending: true })
        .where(and(eq(helocApplications.uuid, uuid), eq(helocApplications.status, 'PREQUAL_TITLE')));
      await deps.flood.orderCertificate({ requestId: order.id, property });
    }
    if (file?.title?.state === 'RECEIVED' && file.flood?.state === 'RECEIVED') {
      // 12 CFR 339.9: a home in a special flood hazard area goes no further toward closing until its notice is
      // given (decision 0204); a notice that could not be given fails the job, which runs again.
      if (file.flood.specialFloodHazardArea) await deps.notices?.(uuid);
      await routeTitle(deps, row, file);
    }
  }

  if (row.status === 'TRUST_AND_INSURANCE') {
    const requirements = Object.values(file?.insurance?.requirements ?? {});
    if (requirements.length > 0 && requirements.every((r) => r.state === 'VERIFIED'))
      await move(deps, { uuid, from: row.status, to: 'ORDER_FULL_TITLE', actor: 'job' });
    else return;
  }

  const current = await findApplication(deps.db, uuid);
  if (current?.status === 'ORDER_FULL_TITLE') {
    const latest = await readFile(deps.db, uuid);
    if (latest?.title && due(latest.title.full, now)) {
      const order = await request(deps, uuid, 'title', 'title-full');
      await writeFile(deps.db, uuid, {
        title: {
          ...latest.title,
          full: { requestId: order.id, state: 'ORDERED', orderedAt: now.toISOString() },
        },
      });
      await deps.title.orderTitle({ requestId: order.id, kind: 'FULL', applicant, property });
    }
    await move(deps, { uuid, from: 'ORDER_FULL_TITLE', to: 'FINAL_TITLE_PROCESSING', actor: 'job' });
  }

  if (current?.status === 'FINAL_TITLE_COMPLETE') await finishTitle(deps, current);
}

/** Title and flood are both back: co-deed, ownership review, or the insurance (and trust) requirements. */
async function routeTitle(deps: CollateralDeps, row: ApplicationRow, file: CollateralFile): Promise<void> {
  const title = file.title;
  if (!title) return;
  const base = { uuid: row.uuid, from: 'PREQUAL_TITLE', actor: 'vendor' as const };
  if (title.applicantOnTitle === false) {
    const moved = await move(deps, { ...base, to: 'OWNERSHIP_REVIEW' });
    if (moved)
      await deps.db
        .insert(applicationConditions)
        .values({ applicationUuid: row.uuid, category: 'PROPERTY_OWNERSHIP_FRAUD' })
        .onConflictDoNothing();
    return;
  }
  if ((title.additionalSigners ?? []).length > 0) {
    await move(deps, { ...base, to: 'CO_DEED_REQUEST' });
    return;
  }
  await openRequirements(deps, row.uuid, file, { ...base, to: 'TRUST_AND_INSURANCE' });
}

/** Writes the insurance (and trust) requirements, then makes the move to TRUST_AND_INSURANCE. */
export async function openRequirements(
  deps: CollateralDeps,
  uuid: string,
  file: CollateralFile,
  moveTo: ApplicationMove,
): Promise<ApplicationRow | undefined> {
  const requirements = requirementsFor(file);
  if (!file.insurance) await writeFile(deps.db, uuid, { insurance: { requirements } });
  const moved = await move(deps, moveTo);
  if (moved && requirements.TRUST)
    await deps.db
      .insert(applicationConditions)
      .values({ applicationUuid: uuid, category: 'TRUST_REQUIREMENTS' })
      .onConflictDoNothing();
  return moved;
}

/** Final title is back: the file is priced one last time, then the accounts (or a revised offer). */
async function finishTitle(deps: CollateralDeps, row: ApplicationRow): Promise<void> {
  const file = await readFile(deps.db, row.uuid);
  const liens = file?.liens ?? [];
  const property = propertyFor(row, file, { kept: keptLiens(liens, liensToPayOff(liens)) });
  const priced = await priceAgain(deps, row, { ...(property ? { property } : {}) });
  const base = { uuid: row.uuid, from: 'FINAL_TITLE_COMPLETE', actor: 'job' as const };
  if (priced.kind === 'unchanged') await move(deps, { ...base, to: 'DISBURSEMENT_ACCOUNT' });
  else if (priced.kind === 'revised')
    await move(deps, { ...base, to: 'REVISED_OFFER_SELECTION', patch: priced.patch });
  else
    await move(deps, {
      ...base,
      to: 'UNDERWRITING_REVIEW',
      patch: reviewPatch(deps.encryptionKey, row, `final title: ${priced.kind}`, deps.now()),
    });
}

/** The title company's signed callback: a preliminary search, the full title, or payoff statements. */
export async function applyTitleResult(
  deps: CollateralDeps,
  request: VendorRequestRow,
  callback: VendorCallback,
): Promise<CallbackDisposition> {
  const parsed = titleResultSchema.safeParse(callback.result);
  const uuid = request.applicationUuid;
  const [row, file] = await Promise.all([findApplication(deps.db, uuid), readFile(deps.db, uuid)]);
  if (!parsed.success || !row || !file) return 'final';
  const result = parsed.data;
  const now = deps.now().toISOString();

  if (result.kind === 'PAYOFF') {
    if (file.payoff?.requestId !== request.id) return 'final';
    const statements = result.payoffs ?? [];
    const totalCents = statements.reduce((sum, s) => sum + s.payoffCents, 0);
    await writeFile(deps.db, uuid, {
      payoff: { ...file.payoff, state: 'RECEIVED', receivedAt: now, statements, totalCents },
    });
    if (row.status !== 'PAYOFF_REQUEST_PENDING') return 'final';
    const liens = file.liens ?? [];
    const property = propertyFor(row, file, { kept: keptLiens(liens, liensToPayOff(liens)) });
    const priced = await priceAgain(deps, row, {
      ...(property ? { property } : {}),
      minDrawCents: totalCents,
    });
    const base = { uuid, from: 'PAYOFF_REQUEST_PENDING', actor: 'vendor' as const };
    if (priced.kind === 'unchanged') {
      const drawCents = Math.max(row.amountCents, Math.ceil(totalCents / HUNDRED_DOLLARS) * HUNDRED_DOLLARS);
      const to: ApplicationStatus = valuationStep(row);
      await move(deps, {
        ...base,
        to,
        patch: drawCents === row.amountCents ? {} : { amountCents: drawCents },
      });
    } else if (priced.kind === 'revised')
      await move(deps, { ...base, to: 'REVISED_OFFER_SELECTION', patch: priced.patch });
    else
      await move(deps, {
        ...base,
        to: 'UNDERWRITING_REVIEW',
        patch: reviewPatch(deps.encryptionKey, row, 'payoff statements', deps.now()),
      });
    await deps.advance(uuid);
    return 'final';
  }

  if (!file.title) return 'final';
  if (result.kind === 'FULL') {
    if (file.title.full?.requestId !== request.id) return 'final';
    await writeFile(deps.db, uuid, {
      title: { ...file.title, full: { ...file.title.full, state: 'RECEIVED' } },
    });
    await move(deps, { uuid, from: 'FINAL_TITLE_PROCESSING', to: 'FINAL_TITLE_COMPLETE', actor: 'vendor' });
    await deps.advance(uuid);
    return 'final';
  }

  if (file.title.requestId !== request.id) return 'final';
  const owners = result.owners ?? [];
  const applicant = { firstName: row.firstName, lastName: row.lastName };
  await writeFile(deps.db, uuid, {
    title: {
      ...file.title,
      state: 'RECEIVED',
      ...(result.vesting ? { vesting: result.vesting } : {}),
      owners,
      trust: result.trust ?? null,
      ...(result.legalDescription ? { legalDescription: result.legalDescription } : {}),
      applicantOnTitle: owners.some((owner) => isApplicant(owner, applicant)),
      additionalSigners: owners.filter((owner) => !isApplicant(owner, applicant)),
    },
  });
  await deps.advance(uuid);
  return 'final';
}

/** The flood certificate: zone and hazard area stored, the router's flood wait ended. */
export async function applyFloodResult(
  deps: CollateralDeps,
  request: VendorRequestRow,
  callback: VendorCallback,
): Promise<CallbackDisposition> {
  const parsed = floodResultSchema.safeParse(callback.result);
  const uuid = request.applicationUuid;
  const file = await readFile(deps.db, uuid);
  if (!parsed.success || !file?.flood || file.flood.requestId !== request.id) return 'final';
  await writeFile(deps.db, uuid, {
    flood: {
      ...file.flood,
      state: 'RECEIVED',
      zone: parsed.data.zone,
      specialFloodHazardArea: parsed.data.specialFloodHazardArea,
    },
  });
  await deps.db
    .update(helocApplications)
    .set({ floodCertPending: false })
    .where(eq(helocApplications.uuid, uuid));
  // The flood-hazard notice as soon as the determination says so (12 CFR 339.9, decision 0204).
  if (parsed.data.specialFloodHazardArea) await deps.notices?.(uuid);
  await deps.advance(uuid);
  return 'final';
}

/** A reviewer's answer on an application whose applicant title did not show (staff only). */
export async function decideOwnership(
  deps: CollateralDeps,
  row: ApplicationRow,
  body: { decision: 'CONFIRM_OWNER' | 'ADD_SIGNER'; note: string },
): Promise<TitleView> {
  const moved = await settleOwnership(deps, row, body);
  return titleView(moved, await readFile(deps.db, row.uuid));
}

/** The ownership review's move and the condition it clears; the file as moved (the console's hold form, 0253). */
export async function settleOwnership(
  deps: CollateralDeps,
  row: ApplicationRow,
  body: { decision: 'CONFIRM_OWNER' | 'ADD_SIGNER'; note: string },
): Promise<ApplicationRow> {
  const file = await readFile(deps.db, row.uuid);
  if (!allows(row.status, 'decideOwnership') || !file)
    throw new DomainError('STEP_OUT_OF_ORDER', MESSAGES.notInOwnershipReview);
  const base = {
    uuid: row.uuid,
    from: 'OWNERSHIP_REVIEW',
    actor: 'lender' as const,
    reason: `ownership: ${body.note}`,
  };
  const moved =
    body.decision === 'ADD_SIGNER'
      ? await move(deps, { ...base, to: 'CO_DEED_REQUEST' })
      : await openRequirements(deps, row.uuid, file, { ...base, to: 'TRUST_AND_INSURANCE' });
  if (!moved) throw new DomainError('STEP_OUT_OF_ORDER', MESSAGES.notInOwnershipReview);
  await clearConditionOf(deps.db, row.uuid, 'PROPERTY_OWNERSHIP_FRAUD', 'lender');
  return moved;
}
