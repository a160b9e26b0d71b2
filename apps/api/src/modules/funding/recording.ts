import { randomUUID } from 'node:crypto';
import { recordingResultSchema, type VendorCallback } from '@hearth/domain/vendors';
import { and, eq } from 'drizzle-orm';
import { crashPoint } from '../../plugins/external/crash-points';
import { type ApplicationRow, propertyAddressOf } from '../application/repository';
import { loanDocuments } from '../documents/schema';
import { documentFacts } from '../documents/service';
import type { CallbackDisposition } from '../vendor-callbacks/plugin';
import { openVendorRequest, type VendorRequestRow } from '../vendor-callbacks/service';
import { askAgain, type FundingDeps, moveOn, recordingOf } from './deps';
import { recordings } from './schema';

/**
 * RECORDING: the deed of trust goes to the county with the recording fee and tax of the closing costs, once (the
 * request and the row are found again by a re-run; the recorder answers one request once).
 */
export async function orderRecording(deps: FundingDeps, app: ApplicationRow): Promise<void> {
  const existing = await recordingOf(deps.db, app.uuid);
  if (existing?.recordedAt) {
    await moveOn(deps, app.uuid, 'RECORDING', 'FUNDING_DECISION', 'vendor');
    return;
  }
  if (existing && !askAgain(deps, existing.submittedAt)) return;
  const facts = await documentFacts(deps.documents, app);
  const cost = (key: string) => facts.closingCosts.lines.find((line) => line.key === key)?.cents ?? 0;
  const request = await openVendorRequest(deps.db, {
    id: randomUUID(),
    vendor: 'recorder',
    applicationUuid: app.uuid,
    purpose: 'record-deed',
  });
  const submittedAt = new Date();
  const values = {
    applicationUuid: app.uuid,
    requestId: request.id,
    submittedAt,
    feeCents: cost('RECORDING_FEE'),
    taxCents: cost('RECORDING_TAX'),
  };
  await deps.db
    .insert(recordings)
    .values(values)
    .onConflictDoUpdate({ target: recordings.applicationUuid, set: { submittedAt } });
  crashPoint('recording.ordered');
  const [deed] = await deps.db
    .select({ sha256: loanDocuments.sha256 })
    .from(loanDocuments)
    .where(and(eq(loanDocuments.applicationUuid, app.uuid), eq(loanDocuments.type, 'DEED_OF_TRUST')));
  const address = propertyAddressOf(app);
  await deps.recorder.record({
    requestId: request.id,
    instrument: 'DEED_OF_TRUST',
    grantors: facts.owners,
    grantee: facts.lender.name,
    property: { street1: address.street1, city: address.city, state: address.state, zip: address.zip },
    legalDescription: facts.property.legalDescription,
    documentSha256: deed?.sha256 ?? '',
    feeCents: values.feeCents,
    taxCents: values.taxCents,
    submittedAt: deps.now(),
  });
}

/** The recorder's signed answer: the instrument kept, RECORDING -> FUNDING_DECISION, and the checks queued. */
export async function applyRecordingResult(
  deps: FundingDeps,
  request: VendorRequestRow,
  callback: VendorCallback,
): Promise<CallbackDisposition> {
  const parsed = recordingResultSchema.safeParse(callback.result);
  if (!parsed.success) return 'final';
  const result = parsed.data;
  await deps.db
    .update(recordings)
    .set({
      office: result.office,
      instrumentNumber: result.instrumentNumber,
      book: result.book,
      page: result.page,
      recordedAt: new Date(result.recordedAt),
    })
    .where(
      and(eq(recordings.applicationUuid, request.applicationUuid), eq(recordings.requestId, request.id)),
    );
  await moveOn(deps, request.applicationUuid, 'RECORDING', 'FUNDING_DECISION', 'vendor');
  return 'final';
}
