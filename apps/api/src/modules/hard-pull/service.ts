import { randomUUID } from 'node:crypto';
import type { ApplicationStatus } from '@hearth/domain/enums';
import { hardCreditResultSchema, type VendorCallback } from '@hearth/domain/vendors';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { decryptField, encryptField } from '../../db/field-crypto';
import type { CreditReport } from '../../providers/credit-bureau/credit-bureau';
import type { HardCreditResult, HardCreditVendor } from '../../providers/credit-bureau/hard-credit';
import { openCreditPull } from '../application/credit-pull';
import { findApplication } from '../application/repository';
import { moveByJob } from '../application/status-moves';
import type { CallbackDisposition } from '../vendor-callbacks/plugin';
import { openVendorRequest, type VendorRequestRow } from '../vendor-callbacks/service';
import { hardCreditPulls } from './schema';

export const HARD_PULL_JOB = 'hard-pull.request';
const FROM = 'HARD_CREDIT_PULL';

export interface HardPullDeps {
  db: Db;
  encryptionKey: Uint8Array;
  vendor: HardCreditVendor;
  /** Told each stored result, after its move (the notices module's credit score notice, decision 0200). */
  afterResult?(applicationUuid: string): Promise<void>;
}

function delinquencies(report: CreditReport): number {
  const late = report.tradelines.filter((line) => line.monthsPastDue > 0).length;
  return late + report.publicRecords.collections + report.publicRecords.bankruptcies;
}

/**
 * Where a hard pull sends the application (decision 0131). A material change from the soft pull is a new
 * delinquency: more late accounts, collections or bankruptcies than the soft file showed (all of them when no
 * soft file was kept). The step router shows credit/error, review-app/delinquency and review-app/no-credit.
 */
export function hardPullMove(
  result: HardCreditResult,
  soft: CreditReport | null,
): { to: ApplicationStatus; reason: string } {
  switch (result.outcome) {
    case 'FROZEN':
      return { to: 'HARD_CREDIT_LOCKED_OR_FROZEN', reason: 'hard credit file frozen' };
    case 'ERROR':
      return { to: 'CREDIT_ERROR', reason: 'hard credit pull failed' };
    case 'NO_MATCH':
    case 'NO_SSN_MATCH':
      return { to: 'CREDIT_NO_MATCH_SSN', reason: 'hard credit found no file for the applicant' };
    case 'MATCH': {
      if (!result.report) return { to: 'CREDIT_ERROR', reason: 'hard credit returned no report' };
      const before = soft ? delinquencies(soft) : 0;
      if (delinquencies(result.report) > before)
        return { to: 'DELINQUENCY_REVIEW', reason: 'new delinquency since the soft pull' };
      return { to: 'INCOME_VERIFICATION', reason: 'hard credit pulled' };
    }
  }
}

/** The job queued when the application reaches HARD_CREDIT_PULL: one bureau request, re-asked on a re-run. */
export async function requestHardPull(deps: HardPullDeps, uuid: string): Promise<void> {
  const row = await findApplication(deps.db, uuid);
  if (!row || row.status !== FROM) return;
  const request = await openVendorRequest(deps.db, {
    id: randomUUID(),
    vendor: 'hard-credit',
    applicationUuid: uuid,
    purpose: 'hard-pull',
  });
  await deps.vendor.requestHardPull({
    requestId: request.id,
    applicant: {
      firstName: row.firstName,
      lastName: row.lastName,
      dob: decryptField(deps.encryptionKey, row.dobEncrypted),
      address: row.homeAddress ?? {
        street1: row.propertyStreet1,
        street2: row.propertyStreet2 ?? undefined,
        city: row.propertyCity,
        state: row.propertyState,
        zip: row.propertyZip,
      },
      ...(row.ssnEncrypted ? { ssn: decryptField(deps.encryptionKey, row.ssnEncrypted) } : {}),
    },
  });
}

/** The bureau's signed callback, verified: the report stored encrypted once per request, then the move. */
export async function applyHardPullResult(
  deps: Pick<HardPullDeps, 'db' | 'encryptionKey' | 'afterResult'>,
  request: VendorRequestRow,
  callback: VendorCallback,
): Promise<CallbackDisposition> {
  const parsed = hardCreditResultSchema.safeParse(callback.result);
  const result: HardCreditResult = parsed.success
    ? (parsed.data as unknown as HardCreditResult)
    : { outcome: 'ERROR' };
  await deps.db
    .insert(hardCreditPulls)
    .values({
      requestId: request.id,
      applicationUuid: request.applicationUuid,
      outcome: result.outcome,
      reportEncrypted: encryptField(deps.encryptionKey, JSON.stringify(result)),
    })
    .onConflictDoNothing();
  const row = await findApplication(deps.db, request.applicationUuid);
  if (row?.status === FROM) {
    const soft = openCreditPull(deps.encryptionKey, row);
    const move = hardPullMove(result, soft?.outcome === 'MATCH' ? soft.report : null);
    await moveByJob(deps.db, row.uuid, { from: FROM, ...move });
  }
  // Also on a re-run of a callback already applied: what failed after the move is done then.
  if (row) await deps.afterResult?.(row.uuid);
  return 'final';
}

/** The stored hard pull of an application's latest request, decrypted; null when none arrived. */
export async function latestHardPull(
  deps: Pick<HardPullDeps, 'db' | 'encryptionKey'>,
  uuid: string,
): Promise<HardCreditResult | null> {
  const rows = await deps.db
    .select()
    .from(hardCreditPulls)
    .where(eq(hardCreditPulls.applicationUuid, uuid))
    .orderBy(hardCreditPulls.createdAt);
  const last = rows.at(-1);
  return last
    ? (JSON.parse(decryptField(deps.encryptionKey, last.reportEncrypted)) as HardCreditResult)
    : null;
}
