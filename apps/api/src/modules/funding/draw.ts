import { createHash, randomUUID } from 'node:crypto';
import { formatIsoDate, formatUsDate, parseDateInput, zonedCalendarDate } from '@hearth/domain/dates';
import { returnedDrawNotice } from '@hearth/domain/draw-returns';
import { achEffectiveDate, fileIdModifier, traceNumber } from '@hearth/domain/funding';
import { achReturnReason, writeNachaFile } from '@hearth/domain/nacha';
import { applicationPageLink, moneyOnItsWayMail } from '@hearth/domain/notifications';
import { fundingBankResultSchema, type VendorCallback } from '@hearth/domain/vendors';
import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { decryptField, encryptField } from '../../db/field-crypto';
import { crashPoint } from '../../plugins/external/crash-points';
import { type ApplicationRow, findApplication } from '../application/repository';
import { fundingAccountOf } from '../bank-accounts/funding-accounts';
import { creditorFor } from '../decisioning/adverse-action';
import { mailOnce } from '../identity/mail-once';
import { outbox } from '../identity/schema';
import type { CallbackDisposition } from '../vendor-callbacks/plugin';
import { openVendorRequest, type VendorRequestRow } from '../vendor-callbacks/service';
import { type AchEntryRow, askAgain, entriesOf, type FundingDeps, fundingOf, moveOn } from './deps';
import { achEntries, fundings } from './schema';

type Executor = Pick<Db, 'insert' | 'select' | 'update' | 'execute'>;

/** Each entry is its own vendor request, so a re-send never finds the returned entry's request still pending. */
const achPurpose = (attempt: number) => (attempt === 1 ? 'ach-credit' : `ach-credit-${attempt}`);

/** The next ACH entry sequence (a trace number's last 7 digits), shared by every entry the lender's bank is sent. */
export async function nextAchSequence(tx: Pick<Db, 'execute'>): Promise<number> {
  const next = (await tx.execute(sql`select nextval('funding_sequence')::int as n`)) as unknown as {
    rows: { n: number }[];
  };
  return Number(next.rows[0]?.n);
}

/**
 * A new ACH entry of the draw: the sequence (its trace number) from the database sequence, the effective date the
 * next banking day. Keyed by the attempt, so of two writers of the same attempt one writes it; undefined for the
 * other.
 */
export async function addEntry(
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
  const [row] = await tx
    .insert(achEntries)
    .values({
      ...entry,
      sequence: await nextAchSequence(tx),
      effectiveDate: formatIsoDate(achEffectiveDate(today)),
    })
    .onConflictDoNothing()
    .returning();
  return row;
}

/** DIRECT_DEBT_PAYOFF: the lender's bank wires each payoff to its holder, once; its answer moves to FUNDABLE. */
export async function sendPayoffs(deps: FundingDeps, app: ApplicationRow): Promise<void> {
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

/**
 * The ACH file of one entry: one PPD entry to or from the account it names, a credit of the net draw by default; on
 * `/pay` a later draw (a credit) or a one-off payment (a debit, decision 0258).
 */
export async function achFileOf(
  deps: FundingDeps,
  app: ApplicationRow,
  entry: Pick<AchEntryRow, 'accountId' | 'amountCents' | 'effectiveDate' | 'sequence'>,
  kind: { debit: boolean; description: string } = { debit: false, description: 'HELOC DRAW' },
) {
  const account = await fundingAccountOf(deps.db, deps.encryptionKey, app.uuid, entry.accountId);
  if (!account) throw new Error(`the account of ACH entry ${entry.sequence} of ${app.uuid} is missing`);
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
    entryDescription: kind.description,
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
        debit: kind.debit,
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
export async function fund(deps: FundingDeps, app: ApplicationRow): Promise<void> {
  const funding = await fundingOf(deps.db, app.uuid);
  if (!funding) throw new Error(`funding of ${app.uuid} missing in FUNDABLE`);
  if (funding.netCents === 0) return moveOn(deps, app.uuid, 'FUNDABLE', 'COMPLETE', 'job');
  let entry = (await entriesOf(deps.db, app.uuid)).at(-1);
  if (!entry) throw new Error(`ACH entry of ${app.uuid} missing in FUNDABLE`);
  if (entry.settledAt) return moveOn(deps, app.uuid, 'FUNDABLE', 'COMPLETE', 'vendor');
  if (entry.returnCode) return;
  if (!entry.fileEncrypted) entry = await writeAchFile(deps, app, entry);
  // Submitted a moment ago (a re-run, or a crash before its e-mail): the borrower's e-mail, once, and nothing more.
  else if (!askAgain(deps, entry.submittedAt)) return mailDrawSent(deps, app, entry);
  const { attempt, fileId, fileName, fileEncrypted, requestId, effectiveDate } = entry;
  if (!fileId || !fileName || !fileEncrypted || !requestId) throw new Error('ACH file incomplete');
  // Two times: the real one the retry reads, and the first send on the application's clock, which the borrower's
  // pages show after the deed's dates (decision 0201); a re-send keeps the first.
  await deps.db
    .update(achEntries)
    .set({
      submittedAt: new Date(),
      sentAt: sql`coalesce(${achEntries.sentAt}, ${deps.now().toISOString()}::timestamptz)`,
    })
    .where(and(eq(achEntries.applicationUuid, app.uuid), eq(achEntries.attempt, attempt)));
  await deps.bank.submitAch({
    requestId,
    fileId,
    fileName,
    contents: decryptField(deps.encryptionKey, fileEncrypted),
    effectiveDate,
  });
  await mailDrawSent(deps, app, entry);
}

/**
 * The money is on its way (issue 21 item 17, decision 0204): once the bank has the entry, the borrower is told the
 * amount, the account and the day it should arrive, once per entry (a re-send after a return is told again).
 */
export async function mailDrawSent(
  deps: FundingDeps,
  app: ApplicationRow,
  entry: AchEntryRow,
): Promise<void> {
  const organization = deps.documents.organization(app.organizationCode);
  const effective = parseDateInput(entry.effectiveDate);
  const mask = /(\d{4})$/.exec(entry.accountLabel)?.[1];
  await mailOnce(deps.db, {
    onceKey: `DRAW_SENT:${app.uuid}:${entry.attempt}`,
    identityUuid: app.identityUuid,
    kind: 'DRAW_SENT',
    recipient: app.email,
    ...moneyOnItsWayMail({
      lender: creditorFor(organization).name,
      amountCents: entry.amountCents,
      account: mask ? `ending in ${mask}` : entry.accountLabel,
      arrivesOn: effective ? formatUsDate(effective) : entry.effectiveDate,
      link: applicationPageLink(organization?.baseUrl ?? '', app.uuid, 'complete'),
    }),
    createdAt: deps.now(),
  });
}

/**
 * The borrower's notice of an ACH entry their bank returned, written in the transaction that records the return, so
 * it is written once: the initial draw's (decision 0182) and a `/pay` payment's or draw's (decision 0258).
 */
export async function noticeOfReturn(
  tx: Pick<Db, 'insert'>,
  app: Pick<ApplicationRow, 'identityUuid' | 'email'>,
  kind: string,
  notice: { subject: string; body: string },
): Promise<void> {
  await tx.insert(outbox).values({
    identityUuid: app.identityUuid,
    kind,
    recipient: app.email,
    subject: notice.subject,
    body: `${notice.body}\n\nLog in to your application to see your line of credit and what happens next.`,
  });
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
      await noticeOfReturn(tx, app, 'DRAW_RETURNED', {
        subject: notice.title,
        body: `${notice.lead}\n\n${notice.reassurance}`,
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
