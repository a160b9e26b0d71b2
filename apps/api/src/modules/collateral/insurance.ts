import { randomUUID } from 'node:crypto';
import {
  INSURANCE_UPLOAD_PURPOSE,
  type InsuranceKind,
  type InsuranceRequirement,
  type InsuranceView,
  liensToPayOff,
  COLLATERAL_MESSAGES as MESSAGES,
} from '@hearth/domain/collateral';
import { DomainError } from '@hearth/domain/errors';
import { allows } from '@hearth/domain/status-actions';
import { insuranceResultSchema, type VendorCallback } from '@hearth/domain/vendors';
import { and, eq } from 'drizzle-orm';
import { type ApplicationRow, findApplication } from '../application/repository';
import { clearConditionOf } from '../conditions/repository';
import { applicationUploads } from '../uploads/schema';
import type { CallbackDisposition } from '../vendor-callbacks/plugin';
import { openVendorRequest, type VendorRequestRow } from '../vendor-callbacks/service';
import type { CollateralDeps } from './deps';
import { currentValueCents, keptLiens, readFile, selectedOf, writeFile } from './file';
import type { CollateralFile, StoredInsurance, StoredRequirement } from './schema';

const STATUS = 'TRUST_AND_INSURANCE';

const WORDS: Record<InsuranceKind, { title: string; detail: string }> = {
  HAZARD: {
    title: "Homeowner's insurance",
    detail:
      "Upload the declarations page of your homeowner's (hazard) insurance policy. It must be in force, cover the dwelling for at least the amount shown, and name us as mortgagee with the clause below.",
  },
  FLOOD: {
    title: 'Flood insurance',
    detail:
      'The flood certificate places your home in a special flood hazard area, so federal law requires flood insurance on this line. Upload the declarations page of your flood policy, naming us with the same mortgagee clause.',
  },
  TRUST: {
    title: 'Trust documents',
    detail:
      "Your home is held in a trust. Upload the certification of trust (or the trust's pages that name the trustees and give them the power to borrow against the home).",
  },
};

/** What the lender needs once title and flood are back: hazard always, flood in a hazard area, a trust's papers. */
export function requirementsFor(file: CollateralFile): StoredInsurance['requirements'] {
  return {
    HAZARD: { state: 'NEEDED' },
    ...(file.flood?.specialFloodHazardArea ? { FLOOD: { state: 'NEEDED' as const } } : {}),
    ...(file.title?.trust ? { TRUST: { state: 'NEEDED' as const } } : {}),
  };
}

export async function insuranceView(deps: CollateralDeps, row: ApplicationRow): Promise<InsuranceView> {
  const file = await readFile(deps.db, row.uuid);
  const stored =
    file?.insurance?.requirements ?? (file ? requirementsFor(file) : { HAZARD: { state: 'NEEDED' } });
  const requirements: InsuranceRequirement[] = (Object.keys(WORDS) as InsuranceKind[])
    .filter((kind) => stored[kind])
    .map((kind) => {
      const r = stored[kind] as StoredRequirement;
      return { kind, ...WORDS[kind], state: r.state, ...(r.reason ? { reason: r.reason } : {}) };
    });
  const liens = file?.liens ?? [];
  const keptCents = keptLiens(liens, liensToPayOff(liens)).reduce((sum, lien) => sum + lien.balanceCents, 0);
  const lineCents = selectedOf(row)?.max ?? 0;
  const valueCents = currentValueCents(row, file);
  const coverageCents = valueCents > 0 ? Math.min(keptCents + lineCents, valueCents) : keptCents + lineCents;
  return {
    status: row.status,
    requirements,
    mortgageeClause: deps.mortgageeClause(row.organizationCode),
    minimumCoverage: Math.ceil(coverageCents / 100),
  };
}

/**
 * The borrower sends an uploaded document for one requirement; the vendor reviews it. A repeat while the review
 * is open answers the same review; a verified requirement takes no more documents.
 */
export async function submitInsurance(
  deps: CollateralDeps,
  row: ApplicationRow,
  body: { kind: InsuranceKind; uploadId: string },
): Promise<InsuranceView> {
  if (!allows(row.status, 'sendInsurance'))
    throw new DomainError('STEP_OUT_OF_ORDER', MESSAGES.notAtInsurance);
  const file = await readFile(deps.db, row.uuid);
  const requirement = file?.insurance?.requirements[body.kind];
  if (!file?.insurance || !requirement)
    throw new DomainError('VALIDATION_FAILED', MESSAGES.requirementNotNeeded);
  if (requirement.state === 'VERIFIED') throw new DomainError('STEP_OUT_OF_ORDER', MESSAGES.alreadyVerified);
  if (requirement.state === 'SUBMITTED' && requirement.uploadId === body.uploadId)
    return insuranceView(deps, row);
  const [upload] = await deps.db
    .select()
    .from(applicationUploads)
    .where(and(eq(applicationUploads.id, body.uploadId), eq(applicationUploads.applicationUuid, row.uuid)));
  if (!upload || upload.purpose !== INSURANCE_UPLOAD_PURPOSE[body.kind])
    throw new DomainError('NOT_FOUND', MESSAGES.uploadNotFound);
  const attempt = (requirement.attempts ?? 0) + (requirement.state === 'NEEDED' ? 0 : 1);
  const request = await openVendorRequest(deps.db, {
    id: randomUUID(),
    vendor: 'insurance',
    applicationUuid: row.uuid,
    purpose: `insurance-${body.kind}-${attempt}`,
  });
  const requirements = {
    ...file.insurance.requirements,
    [body.kind]: { state: 'SUBMITTED', uploadId: upload.id, requestId: request.id, attempts: attempt },
  } satisfies StoredInsurance['requirements'];
  await writeFile(deps.db, row.uuid, { insurance: { requirements } });
  await deps.insurance.verify({
    requestId: request.id,
    kind: body.kind,
    applicant: { firstName: row.firstName, lastName: row.lastName },
    document: { mediaType: upload.mediaType, sizeBytes: upload.sizeBytes },
    attempt,
  });
  return insuranceView(deps, row);
}

/** The reviewer's signed answer: the requirement verified (a trust's task cleared) or refused with the reason. */
export async function applyInsuranceResult(
  deps: CollateralDeps,
  request: VendorRequestRow,
  callback: VendorCallback,
): Promise<CallbackDisposition> {
  const parsed = insuranceResultSchema.safeParse(callback.result);
  const uuid = request.applicationUuid;
  const file = await readFile(deps.db, uuid);
  const entry = Object.entries(file?.insurance?.requirements ?? {}).find(
    ([, r]) => r?.requestId === request.id,
  );
  if (!parsed.success || !file?.insurance || !entry) return 'final';
  const [kind, requirement] = entry as [InsuranceKind, StoredRequirement];
  const verified = parsed.data.outcome === 'VERIFIED';
  const { reason: _previous, ...rest } = requirement;
  await writeFile(deps.db, uuid, {
    insurance: {
      requirements: {
        ...file.insurance.requirements,
        [kind]: verified
          ? { ...rest, state: 'VERIFIED' }
          : {
              ...rest,
              state: 'REJECTED',
              reason: parsed.data.reason ?? 'The document could not be accepted.',
            },
      },
    },
  });
  if (verified && kind === 'TRUST') await clearConditionOf(deps.db, uuid, 'TRUST_REQUIREMENTS', 'vendor');
  const row = await findApplication(deps.db, uuid);
  if (row?.status === STATUS) await deps.advance(uuid);
  return 'final';
}
