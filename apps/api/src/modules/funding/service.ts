import { createHash, randomUUID } from 'node:crypto';
import { formatIsoDate, parseDateInput, zonedCalendarDate } from '@hearth/domain/dates';
import {
  DRAW_RETURN_MESSAGES,
  type DrawReturnNext,
  nextAfterReturns,
  returnedDrawNotice,
} from '@hearth/domain/draw-returns';
import { DomainError } from '@hearth/domain/errors';
import {
  achEffectiveDate,
  type FundedLineView,
  fileIdModifier,
  firstPaymentDueDate,
  fundingAmounts,
  type LenderFundingView,
  FUNDING_MESSAGES as MESSAGES,
  traceNumber,
} from '@hearth/domain/funding';
import { achReturnReason, writeNachaFile } from '@hearth/domain/nacha';
import { monthlyPayment } from '@hearth/domain/payment';
import { fundingBankResultSchema, recordingResultSchema, type VendorCallback } from '@hearth/domain/vendors';
import { and, asc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { crashPoint } from '../../plugins/external/crash-points';
import type { FundingBank } from '../../providers/funding-bank/funding-bank';
import type { RecorderVendor } from '../../providers/recorder/recorder';
import { decryptField, encryptField } from '../application/crypto';
import { type ApplicationRow, findApplication, propertyAddressOf } from '../application/repository';
import { moveApplicationIn, tryMoveApplication } from '../application/status-moves';
import {
  accountForReturnedDraw,
  accountLabel,
  accountsForReturnedDraw,
  autopayFromAccounts,
  disbursementAccountOf,
  fundingAccountOf,
  keepAsAutopayAccount,
  keepAsDisbursementAccount,
  readBankAccounts,
} from '../bank-accounts/service';
import { readFile } from '../collateral/file';
import { figuresOf } from '../documents/content';
import { loanDocuments } from '../documents/schema';
import { type DocumentDeps, documentFacts } from '../documents/service';
import { outbox } from '../identity/schema';
import { openConditions } from '../identity-verification/service';
import { manualNotaryFeeCents } from '../notary/service';
import type { CallbackDisposition } from '../vendor-callbacks/plugin';
import { openVendorRequest, type VendorRequestRow } from '../vendor-callbacks/service';
import { achEntries, fundings, recordings, type StoredWire } from './schema';

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
type AchEntryRow = typeof achEntries.$inferSelect;
type Executor = Pick<Db, 'insert' | 'select' | 'update' | 'execute'>;

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

/** The ACH entries of an application's draw, the first first (decision 0182). */
async function entriesOf(db: Db, uuid: string): Promise<AchEntryRow[]> {
  return db
    .select()
    .from(achEntries)
    .where(eq(achEntries.applicationUuid, uuid))
    .orderBy(asc(achEntries.attempt));
}

/** While the latest entry is returned: what it waits for (the borrower's choice, or the lender's call). */
function nextOf(entries: readonly AchEntryRow[]): DrawReturnNext | null {
  if (!entries.at(-1)?.returnCode) return null;
  return nextAfterReturns(entries.filter((e) => e.returnCode).length);
}

/** What a returned draw of this application waits for, or null (none returned, or not funding any more). */
export async function returnedDrawNext(db: Db, app: ApplicationRow): Promise<DrawReturnNext | null> {
  return app.status === 'FUNDABLE' ? nextOf(await entriesOf(db, app.uuid)) : null;
}

/** Each entry is its own vendor request, so a re-send never finds the returned entry's request still pending. */
const achPurpose = (attempt: number) => (attempt === 1 ? 'ach-credit' : `ach-credit-${attempt}`);

/**
 * A new ACH entry of the draw: the sequence (its trace number) from the database sequence, the effective date the
 * next banking day. Keyed by the attempt, so of two writers of the same attempt one writes it; undefined for the
 * other.
 */
async function addEntry(
  tx: Executor,
  entry: {
    applicationUuid: string;
    attempt: number;
    accountId: string;
    accountLabel: string;
    amountCents: number;
    sentByStaffNote?: string;
  },
  today: ReturnType<typeof zonedCalendarDate>,
): Promise<AchEntryRow | undefined> {
  const next = (await tx.execute(sql`select nextval('funding_sequence')::int as n`)) as unknown as {
    rows: { n: number }[];
  };
  const [row] = await tx
    .insert(achEntries)
    .values({
      ...entry,
      sequence: Number(next.rows[0]?.n),
      effectiveDate: formatIsoDate(achEffectiveDate(today)),
    })
    .onConflictDoNothing()
    .returning();
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
      .values({ applicationUuid: app.uuid, ...amounts, wires })
      .onConflictDoNothing();
    if (amounts.netCents > 0)
      await addEntry(
        tx,
        {
          applicationUuid: app.uuid,
          attempt: 1,
          accountId: account.id,
          accountLabel: account.label,
          amountCents: amounts.netCents,
        },
        today,
      );
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
  if (funding.wireRequestId && !askAgain(deps, funding.wiresSubmittedAt)) return;
  const request = await openVendorRequest(deps.db, {
    id: randomUUID(),
    vendor: 'funding-bank',
    applicationUuid: app.uuid,
    purpose: 'payoff-wires',
  });
  await deps.db
    .update(fundings)
    .set({ wireRequestId: request.id, wiresSubmittedAt: new Date() })
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

/** The ACH file of one entry: one PPD credit of the net draw to the account the entry names. */
async function achFileOf(deps: FundingDeps, app: ApplicationRow, entry: AchEntryRow) {
  const account = await fundingAccountOf(deps.db, deps.encryptionKey, app.uuid, entry.accountId);
  if (!account) throw new Error(`the account of ACH entry ${entry.attempt} of ${app.uuid} is missing`);
  const originator = deps.originator(app.organizationCode);
  const now = deps.now();
  const effective = parseDateInput(entry.effectiveDate);
  if (!effective) throw new Error(`bad effective date ${entry.effectiveDate}`);
  const trace = traceNumber(deps.bank.odfi.routingNumber, entry.sequence);
  const contents = writeNachaFile({
    odfiRoutingNumber: deps.bank.odfi.routingNumber,
    odfiName: deps.bank.odfi.name,
    companyName: originator.name,
    companyId: originator.companyId,
    entryDescription: 'HELOC DRAW',
    createdAt: now,
    effectiveDate: effective,
    fileIdModifier: fileIdModifier(entry.sequence),
    credits: [
      {
        accountType: account.accountType,
        routingNumber: account.routingNumber,
        accountNumber: account.accountNumber,
        amountCents: entry.amountCents,
        name: `${app.firstName} ${app.lastName}`,
        individualId: app.uuid.replaceAll('-', '').slice(0, 15).toUpperCase(),
        traceSequence: entry.sequence,
      },
    ],
  });
  return { contents, trace, name: `HEARTH-${formatIsoDate(zonedCalendarDate(now))}-${entry.sequence}.ach` };
}

/**
 * An entry's ACH file, written once: a conditional write, so of two workers (or a re-run after a crash) the first
 * writer's file is the only one, under the entry's own vendor request. Answers the entry as stored.
 */
async function writeAchFile(
  deps: FundingDeps,
  app: ApplicationRow,
  entry: AchEntryRow,
): Promise<AchEntryRow> {
  const key = and(eq(achEntries.applicationUuid, app.uuid), eq(achEntries.attempt, entry.attempt));
  const request = await openVendorRequest(deps.db, {
    id: randomUUID(),
    vendor: 'funding-bank',
    applicationUuid: app.uuid,
    purpose: achPurpose(entry.attempt),
  });
  const file = await achFileOf(deps, app, entry);
  await deps.db
    .update(achEntries)
    .set({
      traceNumber: file.trace,
      fileId: randomUUID(),
      fileName: file.name,
      fileEncrypted: encryptField(deps.encryptionKey, file.contents),
      fileSha256: createHash('sha256').update(file.contents).digest('hex'),
      requestId: request.id,
    })
    .where(and(key, isNull(achEntries.fileEncrypted)));
  crashPoint('funding.file-written');
  const [stored] = await deps.db.select().from(achEntries).where(key);
  if (!stored) throw new Error(`ACH entry ${entry.attempt} of ${app.uuid} vanished`);
  return stored;
}

/**
 * FUNDABLE: the latest ACH entry's file written once, submitted to the lender's bank under the entry's one request
 * id, and submitted again only if the bank has not answered for a while. The first entry is written by the funding
 * decision, each later one by the borrower's choice of another account after a return (decision 0182); a returned
 * entry waits for that choice. A line with nothing to send (the draw all went to payoffs and costs) completes at
 * once.
 */
async function fund(deps: FundingDeps, app: ApplicationRow): Promise<void> {
  const funding = await fundingOf(deps.db, app.uuid);
  if (!funding) throw new Error(`funding of ${app.uuid} missing in FUNDABLE`);
  if (funding.netCents === 0) return moveOn(deps, app.uuid, 'FUNDABLE', 'COMPLETE', 'job');
  let entry = (await entriesOf(deps.db, app.uuid)).at(-1);
  if (!entry) throw new Error(`ACH entry of ${app.uuid} missing in FUNDABLE`);
  if (entry.settledAt) return moveOn(deps, app.uuid, 'FUNDABLE', 'COMPLETE', 'vendor');
  if (entry.returnCode) return;
  if (!entry.fileEncrypted) entry = await writeAchFile(deps, app, entry);
  else if (!askAgain(deps, entry.submittedAt)) return;
  const { attempt, fileId, fileName, fileEncrypted, requestId, effectiveDate } = entry;
  if (!fileId || !fileName || !fileEncrypted || !requestId) throw new Error('ACH file incomplete');
  await deps.db
    .update(achEntries)
    .set({ submittedAt: new Date() })
    .where(and(eq(achEntries.applicationUuid, app.uuid), eq(achEntries.attempt, attempt)));
  await deps.bank.submitAch({
    requestId,
    fileId,
    fileName,
    contents: decryptField(deps.encryptionKey, fileEncrypted),
    effectiveDate,
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
      .set({ wires, wiresSentAt: new Date(result.at), wiresSubmittedAt: null })
      .where(eq(fundings.applicationUuid, uuid));
    await moveOn(deps, uuid, 'DIRECT_DEBT_PAYOFF', 'FUNDABLE', 'vendor');
    return 'final';
  }
  const [entry] = await deps.db
    .select()
    .from(achEntries)
    .where(and(eq(achEntries.applicationUuid, uuid), eq(achEntries.requestId, request.id)));
  const answer = entry && result.entries.find((e) => e.traceNumber === entry.traceNumber);
  if (!entry || !answer) return 'final';
  // Settled or returned, once: neither write touches an entry that already has an outcome.
  const open = and(
    eq(achEntries.applicationUuid, uuid),
    eq(achEntries.attempt, entry.attempt),
    isNull(achEntries.settledAt),
    isNull(achEntries.returnCode),
  );
  if (answer.outcome === 'RETURNED') {
    // The money is the lender's again: the entry keeps the code, its NACHA reason and the day (decision 0182).
    const code = answer.returnCode ?? 'R99';
    const app = await findApplication(deps.db, uuid);
    await deps.db.transaction(async (tx) => {
      const [returned] = await tx
        .update(achEntries)
        .set({ returnCode: code, returnReason: achReturnReason(code), returnedAt: new Date(result.at) })
        .where(open)
        .returning();
      if (!returned || !app) return;
      // The borrower hears it at once, in the same words as `complete`, written with the return: once.
      const returns = await tx
        .select({ attempt: achEntries.attempt })
        .from(achEntries)
        .where(and(eq(achEntries.applicationUuid, uuid), isNotNull(achEntries.returnCode)));
      const notice = returnedDrawNotice(
        {
          returnCode: code,
          mask: /(\d{4})$/.exec(returned.accountLabel)?.[1] ?? '',
          amountCents: returned.amountCents,
        },
        returns.length,
      );
      await tx.insert(outbox).values({
        identityUuid: app.identityUuid,
        kind: 'DRAW_RETURNED',
        recipient: app.email,
        subject: notice.title,
        body: `${notice.lead}\n\n${notice.reassurance}\n\nLog in to your application to see your line of credit and what happens next.`,
      });
    });
    return 'final';
  }
  await deps.db
    .update(achEntries)
    .set({ settledAt: new Date(result.at) })
    .where(open);
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

const conflict = (message: string) => new DomainError('STEP_OUT_OF_ORDER', message);

/**
 * The borrower sends a returned draw again, to another verified account (decision 0182): a new ACH entry (the next
 * attempt, a new sequence and trace number), written once whoever asks twice, and the account becomes the funds
 * account on file; the advance job writes and submits its file exactly as the first. A retry of a re-send already
 * made to the same account answers it and sends nothing more; after `MAX_DRAW_RETURNS` returns the lender calls.
 */
export async function resendDraw(
  deps: FundingDeps,
  app: ApplicationRow,
  accountId: string,
  options: {
    autopayToo?: boolean | undefined;
    /** Staff, after the call (decision 0187): how the borrower confirmed the account. */
    staffNote?: string | undefined;
  } = {},
): Promise<FundedLineView> {
  const entries = await entriesOf(deps.db, app.uuid);
  const latest = entries.at(-1);
  if (!latest) throw conflict(DRAW_RETURN_MESSAGES.nothingToResend);
  if (!latest.returnCode) return resentAlready(deps, app, latest, accountId);
  if (app.status !== 'FUNDABLE') throw conflict(DRAW_RETURN_MESSAGES.nothingToResend);
  // The borrower chooses while they may; after the last return allowed, only staff send it, after the call.
  const next = nextOf(entries);
  if (options.staffNote === undefined && next !== 'CHOOSE_ACCOUNT')
    throw conflict(DRAW_RETURN_MESSAGES.callBorrower);
  if (options.staffNote !== undefined && next !== 'CALL_BORROWER')
    throw conflict(DRAW_RETURN_MESSAGES.notCallingYet);
  const returned = entries.filter((e) => e.returnCode).map((e) => e.accountId);
  const account = await accountForReturnedDraw(deps.db, app.uuid, accountId, returned);
  // Automatic payments from the account the bank could not pay into would fail as well: moved when asked.
  const moveAutopay = options.autopayToo === true && (await autopayFromAccounts(deps.db, app.uuid, returned));
  const today = zonedCalendarDate(deps.now());
  const added = await deps.db.transaction(async (tx) => {
    const entry = await addEntry(
      tx,
      {
        applicationUuid: app.uuid,
        attempt: latest.attempt + 1,
        accountId: account.id,
        accountLabel: account.label,
        amountCents: latest.amountCents,
        ...(options.staffNote === undefined ? {} : { sentByStaffNote: options.staffNote }),
      },
      today,
    );
    if (entry) await keepAsDisbursementAccount(tx, app.uuid, account.id);
    if (entry && moveAutopay) await keepAsAutopayAccount(tx, app.uuid, account.id);
    return entry;
  });
  if (!added) {
    const winner = (await entriesOf(deps.db, app.uuid)).at(-1);
    if (winner) return resentAlready(deps, app, winner, accountId);
  }
  await deps.advance(app.uuid);
  return lineView(deps, app);
}

/**
 * The latest entry is not returned: the same re-send asked again (on its way or settled) answers it, anything else
 * is out of order.
 */
async function resentAlready(deps: FundingDeps, app: ApplicationRow, latest: AchEntryRow, accountId: string) {
  if (latest.attempt === 1 || latest.returnCode) throw conflict(DRAW_RETURN_MESSAGES.nothingToResend);
  if (latest.accountId !== accountId) throw conflict(DRAW_RETURN_MESSAGES.alreadyResent(latest.accountLabel));
  // The job may not have been queued if the first call died after the entry was written; the sweep would too.
  await deps.advance(app.uuid);
  return lineView(deps, app);
}

/**
 * Staff send a draw the borrower's bank returned the last time allowed, to the account the borrower confirmed on the
 * call (decision 0187): the borrower's re-send with the note kept on the new entry; the same rules otherwise (a
 * verified account of the borrower's, not one the money came back from; once, whoever asks twice).
 */
export async function lenderResendDraw(
  deps: FundingDeps,
  uuid: string,
  input: { accountId: string; note: string },
): Promise<LenderFundingView> {
  const app = await findApplication(deps.db, uuid);
  if (!app) throw new DomainError('NOT_FOUND', 'No application has that id.');
  await resendDraw(deps, app, input.accountId, { staffNote: input.note });
  return lenderFundingView(deps, uuid);
}

const STAGE_OF: Record<string, FundedLineView['stage']> = {
  RECORDING: 'RECORDING',
  FUNDING_DECISION: 'FUNDING',
  DIRECT_DEBT_PAYOFF: 'FUNDING',
  FUNDABLE: 'FUNDING',
  COMPLETE: 'FUNDED',
};

const amountsOf = (funding: FundingRow) => ({
  drawCents: funding.drawCents,
  payoffCents: funding.payoffCents,
  costsCents: funding.costsCents,
  financedCents: funding.financedCents,
  netCents: funding.netCents,
});

/** The day an entry came back, in the lender's time zone. */
const returnedOn = (entry: AchEntryRow) =>
  formatIsoDate(zonedCalendarDate(entry.returnedAt ?? entry.createdAt));

/**
 * The borrower's line: where recording and funding stand and, funded, the open line's figures. Only an entry that
 * settled counts as paid: a returned one is listed as returned, with what it waits for (decision 0182).
 */
export async function lineView(deps: FundingDeps, app: ApplicationRow): Promise<FundedLineView> {
  const stage = STAGE_OF[app.status];
  if (!stage) throw new DomainError('STEP_OUT_OF_ORDER', MESSAGES.notYet);
  const [recording, funding, entries, facts, accounts] = await Promise.all([
    recordingOf(deps.db, app.uuid),
    fundingOf(deps.db, app.uuid),
    entriesOf(deps.db, app.uuid),
    documentFacts(deps.documents, app),
    readBankAccounts(deps.db, app),
  ]);
  const figures = figuresOf(facts);
  const balanceCents = figures.totalCents + (funding?.financedCents ?? 0);
  const latest = entries.at(-1);
  const settled = entries.find((e) => e.settledAt)?.settledAt;
  const fundedOn = settled ? zonedCalendarDate(settled) : null;
  const returned = entries.filter((e) => e.returnCode);
  const next = nextOf(entries);
  const maskOf = (id: string) => accounts.accounts.find((a) => a.id === id)?.mask ?? '';
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
          amounts: amountsOf(funding),
          account: latest?.accountLabel ?? null,
          effectiveDate: latest?.effectiveDate ?? null,
          traceNumber: latest?.traceNumber ?? null,
          sentAt:
            latest?.requestId && !latest.returnCode ? (latest.submittedAt?.toISOString() ?? null) : null,
          settledAt: settled?.toISOString() ?? null,
          returns: returned.map((e) => ({
            account: e.accountLabel,
            mask: maskOf(e.accountId),
            amountCents: e.amountCents,
            returnCode: e.returnCode ?? '',
            reason: e.returnReason ?? achReturnReason(e.returnCode ?? ''),
            returnedOn: returnedOn(e),
          })),
          next,
          accountChoices:
            next === 'CHOOSE_ACCOUNT'
              ? await accountsForReturnedDraw(
                  deps.db,
                  app.uuid,
                  returned.map((e) => e.accountId),
                )
              : [],
          autopayOnReturnedAccount: await autopayFromAccounts(
            deps.db,
            app.uuid,
            returned.map((e) => e.accountId),
          ),
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

/**
 * Staff: the funding and every ACH entry of its draw as the lender's records keep it (decision 0182): each
 * entry's account (masked), amount, trace number, the file's SHA-256, when it was sent and settled or returned
 * (with the code and its NACHA reason), the money held after a return, and what that return waits for.
 */
export async function lenderFundingView(deps: FundingDeps, uuid: string): Promise<LenderFundingView> {
  const app = await findApplication(deps.db, uuid);
  if (!app) throw new DomainError('NOT_FOUND', 'No application has that id.');
  const [funding, entries] = await Promise.all([fundingOf(deps.db, uuid), entriesOf(deps.db, uuid)]);
  const latest = entries.at(-1);
  return {
    status: app.status,
    amounts: funding ? amountsOf(funding) : null,
    entries: entries.map((e) => ({
      attempt: e.attempt,
      account: e.accountLabel,
      amountCents: e.amountCents,
      effectiveDate: e.effectiveDate,
      traceNumber: e.traceNumber,
      fileSha256: e.fileSha256,
      sentAt: e.requestId ? (e.submittedAt?.toISOString() ?? null) : null,
      settledAt: e.settledAt?.toISOString() ?? null,
      returned: e.returnCode
        ? {
            returnCode: e.returnCode,
            reason: e.returnReason ?? achReturnReason(e.returnCode),
            returnedAt: (e.returnedAt ?? e.createdAt).toISOString(),
          }
        : null,
      staffNote: e.sentByStaffNote,
    })),
    heldCents: latest?.returnCode ? latest.amountCents : 0,
    next: app.status === 'FUNDABLE' ? nextOf(entries) : null,
  };
}
