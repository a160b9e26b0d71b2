import type { Readable } from 'node:stream';
import { laneOf } from '@hearth/domain/console';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import type { FileStorage } from '../../providers/storage/storage';
import { openDecisionFacts, openFinalDecision } from '../application/decision-records';
import type { ApplicationRow } from '../application/repository';
import { applicationStatusHistory } from '../application/schema';
import { lenderConditionViews } from '../conditions/service';
import { fundingPreparationOf } from '../funding/decision';
import { identities, outbox } from '../identity/schema';
import { applicantNotices } from '../notices/schema';
import { applicationUploads } from '../uploads/schema';
import { openUpload } from '../uploads/service';
import { vendorRequests } from '../vendor-callbacks/schema';
import { loanNumberOf } from './queue';
import { consoleAuditLog } from './schema';

export interface ConsoleViewDeps {
  db: Db;
  encryptionKey: Uint8Array;
  storage: FileStorage;
}

/** One line of the file's timeline: a status move (who or what made it, why) or a console action. */
interface TimelineEntry {
  at: string;
  kind: 'STATUS' | 'CONSOLE';
  from: string | null;
  to: string | null;
  by: string;
  why: string;
}

/** The actor of a status move, read from its recorded reason (the status machine's words, decision 0229). */
function actorOfMove(reason: string): string {
  if (/^underwriter:|^funding approved|lender|staff/i.test(reason)) return 'Lender';
  if (/vendor|callback|title|broker|recorder|bank|notary/i.test(reason)) return 'Vendor';
  if (/job|sweep|engine|final decision|pre-?qual|automatic/i.test(reason)) return 'Hearth';
  return 'Borrower or Hearth';
}

const money = (cents: number) => Math.round(cents) / 100;

/**
 * The console's view of one application (issue 24 item 3): the borrower, the property, the offer and the decision
 * facts; the timeline from the status history and the console audit; the documents; the vendors' requests; the
 * messages and notices sent; the tasks; the funding preparation. Read by staff of the application's lender only.
 */
export async function consoleApplicationView(deps: ConsoleViewDeps, row: ApplicationRow) {
  const { db } = deps;
  const [history, actions, uploads, vendors, mails, notices, conditions, preparation] = await Promise.all([
    db
      .select()
      .from(applicationStatusHistory)
      .where(eq(applicationStatusHistory.applicationUuid, row.uuid))
      .orderBy(asc(applicationStatusHistory.id)),
    db
      .select()
      .from(consoleAuditLog)
      .where(
        and(
          eq(consoleAuditLog.applicationUuid, row.uuid),
          eq(consoleAuditLog.organizationCode, row.organizationCode),
        ),
      )
      .orderBy(asc(consoleAuditLog.id)),
    db
      .select()
      .from(applicationUploads)
      .where(eq(applicationUploads.applicationUuid, row.uuid))
      .orderBy(asc(applicationUploads.createdAt)),
    db
      .select()
      .from(vendorRequests)
      .where(eq(vendorRequests.applicationUuid, row.uuid))
      .orderBy(asc(vendorRequests.createdAt)),
    db
      .select({
        id: outbox.id,
        kind: outbox.kind,
        recipient: outbox.recipient,
        subject: outbox.subject,
        createdAt: outbox.createdAt,
        sentAt: outbox.sentAt,
      })
      .from(outbox)
      .where(eq(outbox.identityUuid, row.identityUuid))
      .orderBy(desc(outbox.createdAt))
      .limit(50),
    db
      .select({
        id: applicantNotices.id,
        kind: applicantNotices.kind,
        recipient: applicantNotices.recipient,
        delivery: applicantNotices.delivery,
        createdAt: applicantNotices.createdAt,
      })
      .from(applicantNotices)
      .where(eq(applicantNotices.applicationUuid, row.uuid))
      .orderBy(asc(applicantNotices.createdAt)),
    lenderConditionViews(db, row.uuid),
    fundingPreparationOf({ db }, row.uuid),
  ]);
  const [preparer] = preparation
    ? await db
        .select({ email: identities.email })
        .from(identities)
        .where(eq(identities.uuid, preparation.preparedBy))
    : [];
  const facts = openDecisionFacts(deps.encryptionKey, row);
  const finalDecision = openFinalDecision(deps.encryptionKey, row);
  const timeline: TimelineEntry[] = [
    ...history.map((h) => ({
      at: h.at.toISOString(),
      kind: 'STATUS' as const,
      from: h.fromStatus,
      to: h.toStatus,
      by: actorOfMove(h.reason),
      why: h.reason,
    })),
    ...actions.map((a) => ({
      at: a.at.toISOString(),
      kind: 'CONSOLE' as const,
      from: null,
      to: null,
      by: `${a.actorEmail} (${a.actorRole.toLowerCase().replace('_', ' ')})`,
      why: a.action,
    })),
  ].sort((a, b) => a.at.localeCompare(b.at));
  const offer = row.selectedOffer as { rate?: number; term?: number; type?: string; max?: number } | null;
  const reasons = (row.declineReasons ?? []) as { code?: string; statement?: string }[];
  return {
    uuid: row.uuid,
    loanNumber: loanNumberOf(row.uuid),
    organizationCode: row.organizationCode,
    status: row.status,
    lane: laneOf(row.status),
    createdAt: row.createdAt.toISOString(),
    borrower: {
      name: [row.firstName, row.middleName, row.lastName, row.suffix].filter(Boolean).join(' '),
      email: row.email,
      phoneNumber: row.phoneNumber,
      employmentType: row.employmentType,
      statedIncome: money(row.incomeCents + row.otherIncomeCents),
      verifiedIncome: row.verifiedIncomeCents === null ? null : money(row.verifiedIncomeCents),
    },
    property: {
      street1: row.propertyStreet1,
      street2: row.propertyStreet2,
      city: row.propertyCity,
      state: row.propertyState,
      zip: row.propertyZip,
      occupancyType: row.occupancyType,
    },
    offer: offer
      ? {
          rate: offer.rate ?? row.rate,
          term: offer.term ?? row.term,
          type: offer.type ?? row.rateType,
          lineAmount: money(offer.max ?? row.amountCents),
          drawAmount: money(row.amountCents),
        }
      : null,
    decision: {
      decision: row.decision,
      subDecision: row.subDecision,
      score: facts?.score ?? null,
      dtiBps: (facts as { currentDtiBps?: number | null } | null)?.currentDtiBps ?? null,
      finalOutcome: (finalDecision?.outcome as string | undefined) ?? null,
      finalReason: (finalDecision?.reason as string | undefined) ?? null,
      declineReasons: reasons.map((r) => r.statement ?? r.code ?? '').filter(Boolean),
    },
    timeline,
    documents: uploads.map((u) => ({
      id: u.id,
      purpose: u.purpose,
      mediaType: u.mediaType,
      sizeBytes: u.sizeBytes,
      createdAt: u.createdAt.toISOString(),
    })),
    vendorResults: vendors.map((v) => ({
      id: v.id,
      vendor: v.vendor,
      purpose: v.purpose,
      status: v.status,
      createdAt: v.createdAt.toISOString(),
      completedAt: v.completedAt?.toISOString() ?? null,
    })),
    messages: [
      ...mails.map((m) => ({
        kind: m.kind,
        recipient: m.recipient,
        subject: m.subject,
        channel: 'EMAIL',
        at: m.createdAt.toISOString(),
        sentAt: m.sentAt?.toISOString() ?? null,
      })),
      ...notices.map((n) => ({
        kind: n.kind,
        recipient: n.recipient,
        subject: n.kind.replaceAll('_', ' ').toLowerCase(),
        channel: n.delivery,
        at: n.createdAt.toISOString(),
        sentAt: n.createdAt.toISOString(),
      })),
    ].sort((a, b) => b.at.localeCompare(a.at)),
    conditions,
    fundingPreparation: preparation ? { ...preparation, preparedByEmail: preparer?.email ?? '' } : null,
  };
}

export type ConsoleApplicationView = Awaited<ReturnType<typeof consoleApplicationView>>;

/** One of the application's files, for the console's inline viewer; undefined for another application's. */
export async function consoleDocument(
  deps: ConsoleViewDeps,
  row: ApplicationRow,
  uploadId: string,
): Promise<{ mediaType: string; sizeBytes: number; body: Readable } | undefined> {
  const [upload] = await deps.db
    .select()
    .from(applicationUploads)
    .where(and(eq(applicationUploads.id, uploadId), eq(applicationUploads.applicationUuid, row.uuid)))
    .limit(1);
  if (!upload) return undefined;
  return {
    mediaType: upload.mediaType,
    sizeBytes: upload.sizeBytes,
    body: await openUpload({ db: deps.db, storage: deps.storage }, upload),
  };
}
