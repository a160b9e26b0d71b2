import { createHash, randomUUID } from 'node:crypto';
import { formatIsoDate, parseDateInput, zonedCalendarDate } from '@hearth/domain/dates';
import { DomainError } from '@hearth/domain/errors';
import {
  achEffectiveDate,
  type FundedLineView,
  fileIdModifier,
  firstPaymentDueDate,
  fundingAmounts,
  FUNDING_MESSAGES as MESSAGES,
  traceNumber,
} from '@hearth/domain/funding';
import { writeNachaFile } from '@hearth/domain/nacha';
import { monthlyPayment } from '@hearth/domain/payment';
import { fundingBankResultSchema, recordingResultSchema, type VendorCallback } from '@hearth/domain/vendors';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { crashPoint } from '../../plugins/external/crash-points';
import type { FundingBank } from '../../providers/funding-bank/funding-bank';
import type { RecorderVendor } from '../../providers/recorder/recorder';
import { decryptField, encryptField } from '../application/crypto';
import { type ApplicationRow, findApplication, propertyAddressOf } from '../application/repository';
import { moveApplicationIn, tryMoveApplication } from '../application/status-moves';
import { accountLabel, disbursementAccountOf, readBankAccounts } from '../bank-accounts/service';
import { readFile } from '../collateral/file';
import { figuresOf } from '../documents/content';
import { loanDocuments } from '../documents/schema';
import { type DocumentDeps, documentFacts } from '../documents/service';
import { openConditions } from '../identity-verification/service';
import { manualNotaryFeeCents } from '../notary/service';
import type { CallbackDisposition } from '../vendor-callbacks/plugin';
import { openVendorRequest, type VendorRequestRow } from '../vendor-callbacks/service';
import { fundings, recordings, type StoredWire } from './schema';

export interface FundingDeps {
  db: Db;
  encryptionKey: Uint8Array;
  documents: DocumentDeps;
  recorder: RecorderVendor;
  bank: FundingBank;
  /** The lender as the ACH originator: its name and 10-character company identification. */
  originator(orgCode: string): { name: string; companyId: string };
  /** Queues the application's next funding step (the advance job). */
  advance(uuid: string): Promise<void>;
  now(): Date;
  /** When this process started (real time): a request sent before it may have died with the last one. */
  startedAt: number;
}

type FundingRow = typeof fundings.$inferSelect;
type RecordingRow = typeof recordings.$inferSelect;

/**
 * A vendor that has not answered a request in this long is asked again, under the same id (it answers once); so is
 * one asked before this process started, as the process that asked may have died before the request left.
 * Real time, not the sandbox clock: this is about messages in flight, not about the loan's dates.
 */
export const VENDOR_RETRY_MS = 10 * 60 * 1000;
/** The statuses the advance job acts in. */
export const FUNDING_STATUSES = ['RECORDING', 'FUNDING_DECISION', 'DIRECT_DEBT_PAYOFF', 'FUNDABLE'] as const;

async function recordingOf(db: Db, uuid: string): Promise<RecordingRow | undefined> {
  const [row] = await db.select().from(recordings).where(eq(recordings.applicationUuid, uuid));
  return row;
}

async function fundingOf(db: Db, uuid: string): Promise<FundingRow | undefined> {
  const [row] = await db.select().from(fundings).where(eq(fundings.applicationUuid, uuid));
  return row;
}

const askAgain = (deps: FundingDeps, since: Date | null | undefined) =>
  !since || since.getTime() < deps.startedAt || Date.now() - since.getTime() >= VENDOR_RETRY_MS;

/**
 * RECORDING: the deed of trust goes to the county with the recording fee and tax of the closing costs, once (the
 * request and the row are found again by a re-run; the recorder answers one request once).
 */
async function orderRecording(deps: FundingDeps, app: ApplicationRow): Promise<void> {
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

async function moveOn(
  deps: FundingDeps,
  uuid: string,
  from: string,
  to: 'FUNDING_DECISION' | 'FUNDABLE' | 'COMPLETE',
  actor: 'vendor' | 'job',
): Promise<void> {
  await tryMoveApplication(deps.db, { uuid, from, to, actor });
  await deps.advance(uuid);
}

/** Why the automatic funding checks hold an application, or null when it may fund. */
async function fundingHold(deps: FundingDeps, app: ApplicationRow): Promise<string | null> {
  const recording = await recordingOf(deps.db, app.uuid);
  if (!recording?.recordedAt) return 'the deed is not yet recorded';
  const open = (await openConditions(deps.db, app.uuid)).length;
  if (open > 0) return `${open} task${open === 1 ? ' is' : 's are'} still open`;
  if (!(await disbursementAccountOf(deps.db, deps.encryptionKey, app.uuid)))
    return 'no verified account to send the draw to';
  return null;
}

/**
 * FUNDING_DECISION: the checks (the deed recorded, no task open, a verified disbursement account) pass, so the
 * funding is fixed: the amounts, the account and the entry's sequence are written in the same transaction as the
 * move (to DIRECT_DEBT_PAYOFF when liens are paid from the draw, else FUNDABLE), so they are fixed once.
 */
export async function decideFunding(
  deps: FundingDeps,
  app: ApplicationRow,
  by: { actor: 'job' | 'lender'; reason?: string },
): Promise<ApplicationRow | undefined> {
  if (by.actor === 'job' && (await fundingHold(deps, app)) !== null) return undefined;
  const account = await disbursementAccountOf(deps.db, deps.encryptionKey, app.uuid);
  if (!account) return undefined;
  // The notary who came to the borrower was chosen after the documents; the fee is paid from the draw (0176). The
  // costs are worked out again with it, so a Texas line's 2% limit counts it (decision 0181).
  const notaryFeeCents = await manualNotaryFeeCents(deps.db, app.uuid);
  const facts = await documentFacts(deps.documents, app, { manualNotary: notaryFeeCents > 0 });
  const file = await readFile(deps.db, app.uuid);
  const statements = file?.payoff?.statements ?? [];
  const amounts = fundingAmounts({
    drawCents: facts.drawCents,
    payoffCents: statements.reduce((sum, s) => sum + s.payoffCents, 0),
    closingCosts: facts.closingCosts,
  });
  const wires: StoredWire[] = statements.map((s) => ({
    lienId: s.lienId,
    payee: s.holder,
    amountCents: s.payoffCents,
  }));
  const today = zonedCalendarDate(deps.now());
  const to = wires.length > 0 ? 'DIRECT_DEBT_PAYOFF' : 'FUNDABLE';
  const moved = await deps.db.transaction(async (tx) => {
    const next = (await tx.execute(sql`select nextval('funding_sequence')::int as n`)) as unknown as {
      rows: { n: number }[];
    };
    const sequence = Number(next.rows[0]?.n);
    const row = await moveApplicationIn(tx, {
      uuid: app.uuid,
      from: 'FUNDING_DECISION',
      to,
      actor: by.actor,
      ...(by.reason ? { reason: by.reason } : {}),
    });
    if (!row) return undefined;
    await tx
      .insert(fundings)
      .values({
        applicationUuid: app.uuid,
        sequence,
        ...amounts,
        accountId: account.id,
        accountLabel: account.label,
        effectiveDate: formatIsoDate(achEffectiveDate(today)),
        wires,
      })
      .onConflictDoNothing();
    return row;
  });
  if (moved) await deps.advance(app.uuid);
  return moved;
}

/** DIRECT_DEBT_PAYOFF: the lender's bank wires each payoff to its holder, once; its answer moves to FUNDABLE. */
async function sendPayoffs(deps: FundingDeps, app: ApplicationRow): Promise<void> {
  const funding = await fundingOf(deps.db, app.uuid);
  if (!funding) throw new Error(`funding of ${app.uuid} missing in DIRECT_DEBT_PAYOFF`);
  if (funding.wiresSentAt) return moveOn(deps, app.uuid, 'DIRECT_DEBT_PAYOFF', 'FUNDABLE', 'vendor');
  if (funding.wireRequestId && !askAgain(deps, funding.submittedAt)) return;
  const request = await openVendorRequest(deps.db, {
    id: randomUUID(),
    vendor: 'funding-bank',
    applicationUuid: app.uuid,
    purpose: 'payoff-wires',
  });
  await deps.db
    .update(fundings)
    .set({ wireRequestId: request.id, submittedAt: new Date() })
    .where(eq(fundings.applicationUuid, app.uuid));
  await deps.bank.sendWires({
    requestId: request.id,
    wires: funding.wires.map((wire) => ({
      lienId: wire.lienId,
      payee: wire.payee,
      amountCents: wire.amountCents,
      reference: `PAYOFF ${app.lastName.toUpperCase()} ${wire.lienId}`.slice(0, 35),
    })),
  });
}

/** The ACH file of one funding: one PPD credit of the net draw to the disbursement account. */
async function achFileOf(deps: FundingDeps, app: ApplicationRow, funding: FundingRow) {
  const account = await disbursementAccountOf(deps.db, deps.encryptionKey, app.uuid);
  if (!account || account.id !== funding.accountId)
    throw new Error(`the disbursement account of ${app.uuid} changed after the funding decision`);
  const originator = deps.originator(app.organizationCode);
  const now = deps.now();
  const effective = parseDateInput(funding.effectiveDate);
  if (!effective) throw new Error(`bad effective date ${funding.effectiveDate}`);
  const trace = traceNumber(deps.bank.odfi.routingNumber, funding.sequence);
  const contents = writeNachaFile({
    odfiRoutingNumber: deps.bank.odfi.routingNumber,
    odfiName: deps.bank.odfi.name,
    companyName: originator.name,
    companyId: originator.companyId,
    entryDescription: 'HELOC DRAW',
    createdAt: now,
    effectiveDate: effective,
    fileIdModifier: fileIdModifier(funding.sequence),
    credits: [
      {
        accountType: account.accountType,
        routingNumber: account.routingNumber,
        accountNumber: account.accountNumber,
        amountCents: funding.netCents,
        name: `${app.firstName} ${app.lastName}`,
        individualId: app.uuid.replaceAll('-', '').slice(0, 15).toUpperCase(),
        traceSequence: funding.sequence,
      },
    ],
  });
  return { contents, trace, name: `HEARTH-${formatIsoDate(zonedCalendarDate(now))}-${funding.sequence}.ach` };
}

/**
 * FUNDABLE: the ACH file written once (a conditional write: the first writer's file is the only one), submitted to
 * the lender's bank under one request id, and submitted again only if the bank has not answered for a while. A
 * line with nothing to send (the draw all went to payoffs and costs) completes at once.
 */
async function fund(deps: FundingDeps, app: ApplicationRow): Promise<void> {
  let funding = await fundingOf(deps.db, app.uuid);
  if (!funding) throw new Error(`funding of ${app.uuid} missing in FUNDABLE`);
  if (funding.netCents === 0) return moveOn(deps, app.uuid, 'FUNDABLE', 'COMPLETE', 'job');
  if (funding.settledAt) return moveOn(deps, app.uuid, 'FUNDABLE', 'COMPLETE', 'vendor');
  if (funding.returnCode) return;
  if (!funding.fileEncrypted) {
    const request = await openVendorRequest(deps.db, {
      id: randomUUID(),
      vendor: 'funding-bank',
      applicationUuid: app.uuid,
      purpose: 'ach-credit',
    });
    const file = await achFileOf(deps, app, funding);
    await deps.db
      .update(fundings)
      .set({
        traceNumber: file.trace,
        fileId: randomUUID(),
        fileName: file.name,
        fileEncrypted: encryptField(deps.encryptionKey, file.contents),
        fileSha256: createHash('sha256').update(file.contents).digest('hex'),
        achRequestId: request.id,
      })
      .where(and(eq(fundings.applicationUuid, app.uuid), isNull(fundings.fileEncrypted)));
    crashPoint('funding.file-written');
    funding = (await fundingOf(deps.db, app.uuid)) ?? funding;
  } else if (!askAgain(deps, funding.submittedAt)) return;
  const { fileId, fileName, fileEncrypted, achRequestId } = funding;
  if (!fileId || !fileName || !fileEncrypted || !achRequestId) throw new Error('ACH file incomplete');
  await deps.db
    .update(fundings)
    .set({ submittedAt: new Date() })
    .where(eq(fundings.applicationUuid, app.uuid));
  await deps.bank.submitAch({
    requestId: achRequestId,
    fileId,
    fileName,
    contents: decryptField(deps.encryptionKey, fileEncrypted),
    effectiveDate: funding.effectiveDate,
  });
}

/** The advance job: whatever the application's closing status needs next (a no-op anywhere else). */
export async function advanceFunding(deps: FundingDeps, uuid: string): Promise<void> {
  const app = await findApplication(deps.db, uuid);
  if (!app) return;
  if (app.status === 'RECORDING') await orderRecording(deps, app);
  else if (app.status === 'FUNDING_DECISION') await decideFunding(deps, app, { actor: 'job' });
  else if (app.status === 'DIRECT_DEBT_PAYOFF') await sendPayoffs(deps, app);
  else if (app.status === 'FUNDABLE') await fund(deps, app);
}

/** The bank's signed answer: the wires sent (-> FUNDABLE) or the ACH entry settled (-> COMPLETE) or returned. */
export async function applyFundingBankResult(
  deps: FundingDeps,
  request: VendorRequestRow,
  callback: VendorCallback,
): Promise<CallbackDisposition> {
  const parsed = fundingBankResultSchema.safeParse(callback.result);
  if (!parsed.success) return 'final';
  const uuid = request.applicationUuid;
  const result = parsed.data;
  const funding = await fundingOf(deps.db, uuid);
  if (!funding) return 'final';
  if (result.kind === 'WIRES') {
    if (funding.wireRequestId !== request.id) return 'final';
    const wires = funding.wires.map((wire) => ({
      ...wire,
      fedReference: result.wires.find((w) => w.lienId === wire.lienId)?.fedReference,
    }));
    await deps.db
      .update(fundings)
      .set({ wires, wiresSentAt: new Date(result.at), submittedAt: null })
      .where(eq(fundings.applicationUuid, uuid));
    await moveOn(deps, uuid, 'DIRECT_DEBT_PAYOFF', 'FUNDABLE', 'vendor');
    return 'final';
  }
  const entry = result.entries.find((e) => e.traceNumber === funding.traceNumber);
  if (funding.achRequestId !== request.id || !entry) return 'final';
  if (entry.outcome === 'RETURNED') {
    await deps.db
      .update(fundings)
      .set({ returnCode: entry.returnCode ?? 'R99' })
      .where(eq(fundings.applicationUuid, uuid));
    return 'final';
  }
  await deps.db
    .update(fundings)
    .set({ settledAt: new Date(result.at) })
    .where(and(eq(fundings.applicationUuid, uuid), isNull(fundings.settledAt)));
  crashPoint('funding.settled');
  await moveOn(deps, uuid, 'FUNDABLE', 'COMPLETE', 'vendor');
  return 'final';
}

/** A staff member approves funding the automatic checks held (an open task waived, say): FUNDING_DECISION on. */
export async function approveFunding(deps: FundingDeps, uuid: string, note: string): Promise<FundedLineView> {
  const app = await findApplication(deps.db, uuid);
  if (!app) throw new DomainError('NOT_FOUND', 'No application has that id.');
  if (app.status !== 'FUNDING_DECISION')
    throw new DomainError('STEP_OUT_OF_ORDER', MESSAGES.notFundingDecision);
  const moved = await decideFunding(deps, app, { actor: 'lender', reason: `funding approved: ${note}` });
  if (!moved) throw new DomainError('STEP_OUT_OF_ORDER', 'There is no verified account to send the draw to.');
  return lineView(deps, moved);
}

const STAGE_OF: Record<string, FundedLineView['stage']> = {
  RECORDING: 'RECORDING',
  FUNDING_DECISION: 'FUNDING',
  DIRECT_DEBT_PAYOFF: 'FUNDING',
  FUNDABLE: 'FUNDING',
  COMPLETE: 'FUNDED',
};

/** The borrower's line: where recording and funding stand and, funded, the open line's figures. */
export async function lineView(deps: FundingDeps, app: ApplicationRow): Promise<FundedLineView> {
  const stage = STAGE_OF[app.status];
  if (!stage) throw new DomainError('STEP_OUT_OF_ORDER', MESSAGES.notYet);
  const [recording, funding, facts, accounts] = await Promise.all([
    recordingOf(deps.db, app.uuid),
    fundingOf(deps.db, app.uuid),
    documentFacts(deps.documents, app),
    readBankAccounts(deps.db, app),
  ]);
  const figures = figuresOf(facts);
  const balanceCents = figures.totalCents + (funding?.financedCents ?? 0);
  const fundedOn = funding?.settledAt ? zonedCalendarDate(funding.settledAt) : null;
  return {
    status: app.status,
    stage,
    recording:
      recording?.recordedAt && recording.instrumentNumber
        ? {
            office: recording.office ?? '',
            instrumentNumber: recording.instrumentNumber,
            bookPage: `Book ${recording.book}, Page ${recording.page}`,
            recordedAt: recording.recordedAt.toISOString(),
          }
        : null,
    funding: funding
      ? {
          amounts: {
            drawCents: funding.drawCents,
            payoffCents: funding.payoffCents,
            costsCents: funding.costsCents,
            financedCents: funding.financedCents,
            netCents: funding.netCents,
          },
          account: funding.accountLabel,
          effectiveDate: funding.effectiveDate,
          traceNumber: funding.traceNumber,
          sentAt: funding.achRequestId ? (funding.submittedAt?.toISOString() ?? null) : null,
          settledAt: funding.settledAt?.toISOString() ?? null,
        }
      : null,
    line: {
      creditLimitCents: facts.offer.creditLimitCents,
      aprPercent: figures.aprPercent,
      autopayAprPercent: figures.autopayAprPercent,
      autopay: facts.autopay,
      balanceCents,
      monthlyPaymentCents:
        balanceCents === figures.totalCents || figures.termYears === 0
          ? figures.monthlyCents
          : monthlyPayment({
              principalCents: balanceCents,
              annualRatePercent: figures.paymentRatePercent,
              termYears: figures.termYears,
            }),
      termYears: figures.termYears,
      firstPaymentDue: fundedOn ? formatIsoDate(firstPaymentDueDate(fundedOn)) : null,
      autopayAccount: accounts.autopay ? accountLabel(accounts.autopay) : null,
    },
  };
}
