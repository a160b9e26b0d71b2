import { createHash, randomUUID } from 'node:crypto';
import { achEntryOf, returnedLineEntryNotice } from '@hearth/domain/line-servicing';
import { achReturnReason } from '@hearth/domain/nacha';
import { fundingBankResultSchema, type VendorCallback } from '@hearth/domain/vendors';
import { and, eq, isNotNull, isNull, lt, or } from 'drizzle-orm';
import { decryptField, encryptField } from '../../db/field-crypto';
import { type ApplicationRow, findApplication } from '../application/repository';
import { askAgain, type FundingDeps, LINE_ACH_PURPOSE, VENDOR_RETRY_MS } from '../funding/deps';
import { achFileOf, noticeOfReturn } from '../funding/draw';
import type { CallbackDisposition } from '../vendor-callbacks/plugin';
import { openVendorRequest, type VendorRequestRow } from '../vendor-callbacks/service';
import { lineTransactions } from './schema';

/**
 * The money movement of `/pay` (issue 22 item 11, decision 0258): each payment is a PPD debit of the borrower's
 * linked account and each later draw a PPD credit to the draw account, one ACH entry per request, sent to the
 * lender's bank through the funding-bank port by the `line-servicing.send` job, exactly as the initial draw's entry
 * is (its file builder, its sequence, its notice of a return). The bank answers each entry settled or returned.
 */
export const LINE_SEND_JOB = 'line-servicing.send';

type TransactionRow = typeof lineTransactions.$inferSelect;

const ENTRY_DESCRIPTION = { PAYMENT: 'HELOC PMT', DRAW: 'HELOC DRAW' } as const;

/** An entry's file, written once (a conditional write) under its own vendor request; answers the row as stored. */
async function writeEntryFile(
  deps: FundingDeps,
  app: ApplicationRow,
  row: TransactionRow & { sequence: number },
): Promise<TransactionRow> {
  const request = await openVendorRequest(deps.db, {
    id: randomUUID(),
    vendor: 'funding-bank',
    applicationUuid: app.uuid,
    purpose: `${LINE_ACH_PURPOSE}${row.id}`,
  });
  const file = await achFileOf(deps, app, row, {
    debit: achEntryOf(row.kind) === 'DEBIT',
    description: ENTRY_DESCRIPTION[row.kind],
  });
  await deps.db
    .update(lineTransactions)
    .set({
      traceNumber: file.trace,
      fileEncrypted: encryptField(deps.encryptionKey, file.contents),
      fileSha256: createHash('sha256').update(file.contents).digest('hex'),
      requestId: request.id,
    })
    .where(and(eq(lineTransactions.id, row.id), isNull(lineTransactions.fileEncrypted)));
  const [stored] = await deps.db.select().from(lineTransactions).where(eq(lineTransactions.id, row.id));
  if (!stored) throw new Error(`line entry ${row.id} vanished`);
  return stored;
}

/**
 * The job: every pending entry of the application not yet sent, or sent a while ago with no answer, submitted under
 * its one request id (the bank answers a request once, so a re-run never moves money twice).
 */
export async function sendLineEntries(deps: FundingDeps, uuid: string): Promise<void> {
  const app = await findApplication(deps.db, uuid);
  if (!app) return;
  const pending = await deps.db
    .select()
    .from(lineTransactions)
    .where(and(eq(lineTransactions.applicationUuid, uuid), eq(lineTransactions.status, 'PENDING')));
  for (const found of pending) {
    const { sequence } = found;
    if (sequence === null) continue;
    if (found.fileEncrypted && !askAgain(deps, found.submittedAt)) continue;
    const row = found.fileEncrypted ? found : await writeEntryFile(deps, app, { ...found, sequence });
    if (!row.fileEncrypted || !row.requestId) throw new Error(`line entry ${row.id} has no file`);
    await deps.db
      .update(lineTransactions)
      .set({ submittedAt: new Date() })
      .where(eq(lineTransactions.id, row.id));
    await deps.bank.submitAch({
      requestId: row.requestId,
      fileId: row.id,
      fileName: `HEARTH-${row.effectiveDate}-${sequence}.ach`,
      contents: decryptField(deps.encryptionKey, row.fileEncrypted),
      effectiveDate: row.effectiveDate,
    });
  }
}

/** Applications with an entry never submitted or unanswered for a while: the sweep queues their job again. */
export async function unsentLineApplications(deps: FundingDeps): Promise<string[]> {
  const rows = await deps.db
    .selectDistinct({ uuid: lineTransactions.applicationUuid })
    .from(lineTransactions)
    .where(
      and(
        eq(lineTransactions.status, 'PENDING'),
        isNotNull(lineTransactions.sequence),
        or(
          isNull(lineTransactions.submittedAt),
          lt(lineTransactions.submittedAt, new Date(Date.now() - VENDOR_RETRY_MS)),
        ),
      ),
    );
  return rows.map((r) => r.uuid);
}

/**
 * The bank's answer to a `/pay` entry: settled, or returned with its code. Once: neither write touches an entry
 * that already has an outcome. A return takes the entry out of the balance and tells the borrower why and what to
 * do next, in the same transaction, so the notice is written once.
 */
export async function applyLineResult(
  deps: FundingDeps,
  request: VendorRequestRow,
  callback: VendorCallback,
): Promise<CallbackDisposition> {
  const parsed = fundingBankResultSchema.safeParse(callback.result);
  if (!parsed.success || parsed.data.kind !== 'ACH') return 'final';
  const result = parsed.data;
  const [row] = await deps.db
    .select()
    .from(lineTransactions)
    .where(
      and(
        eq(lineTransactions.applicationUuid, request.applicationUuid),
        eq(lineTransactions.requestId, request.id),
      ),
    );
  const answer = row && result.entries.find((e) => e.traceNumber === row.traceNumber);
  if (!row || !answer) return 'final';
  const open = and(eq(lineTransactions.id, row.id), eq(lineTransactions.status, 'PENDING'));
  if (answer.outcome === 'SETTLED') {
    await deps.db
      .update(lineTransactions)
      .set({ status: 'SETTLED', settledAt: new Date(result.at) })
      .where(open);
    return 'final';
  }
  const code = answer.returnCode ?? 'R99';
  const app = await findApplication(deps.db, row.applicationUuid);
  await deps.db.transaction(async (tx) => {
    const [returned] = await tx
      .update(lineTransactions)
      .set({
        status: 'RETURNED',
        returnCode: code,
        returnReason: achReturnReason(code),
        returnedAt: new Date(result.at),
      })
      .where(open)
      .returning();
    if (!returned || !app) return;
    const notice = returnedLineEntryNotice({
      kind: returned.kind,
      returnCode: code,
      mask: maskOf(returned.accountLabel),
      amountCents: returned.amountCents,
    });
    await noticeOfReturn(tx, app, returned.kind === 'PAYMENT' ? 'PAYMENT_RETURNED' : 'LINE_DRAW_RETURNED', {
      subject: notice.title,
      body: notice.message,
    });
  });
  return 'final';
}

export const maskOf = (label: string) => /(\d{4})$/.exec(label)?.[1] ?? '';
