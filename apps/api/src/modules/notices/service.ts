import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { securedByFirstLien } from '@hearth/domain/borrower-notices';
import type { PrivateLabelData } from '@hearth/domain/brands';
import type { CreditPullResult } from '@hearth/domain/credit-report';
import { propertyDate } from '@hearth/domain/dates';
import { DomainError } from '@hearth/domain/errors';
import {
  NOTICE_MAIL_OPENINGS,
  NOTICE_MAIL_SUBJECTS,
  NOTICE_MESSAGES,
  NOTICE_TITLES,
  type NoticeDelivery,
  type NoticeParagraph,
  type NoticesView,
  type NoticeText,
  type NoticeView,
  noticeMailClosing,
} from '@hearth/domain/notices';
import { type ValuationSigningWait, valuationSigningWait } from '@hearth/domain/valuation-timing';
import { and, asc, eq, gt, notExists, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { decryptField, encryptField } from '../../db/field-crypto';
import type { FileStorage } from '../../providers/storage/storage';
import { openCreditPull } from '../application/credit-pull';
import { type ApplicationRow, findApplication, propertyAddressOf } from '../application/repository';
import { applicationConsents, helocApplications } from '../application/schema';
import { supportContactOverride, withSupportContact } from '../brand-settings/service';
import { readFile as readCollateralFile, recordOf } from '../collateral/file';
import { type CollateralFile, collateralFiles } from '../collateral/schema';
import { pdfBrandOf } from '../documents/letterhead';
import type { RenderOptions } from '../documents/pdf-pool';
import { renderPdf } from '../documents/pdf-stack';
import { latestHardPull } from '../hard-pull/service';
import { hasElectronicConsent } from '../identity/electronic-consent';
import { outbox } from '../identity/schema';
import {
  adverseActionDraft,
  creditScoreDrafts,
  earlyDisclosureDraft,
  floodNoticeDraft,
  lineChangeDraft,
  type NoticeDraft,
  noticeLender,
  type ValuationToCopy,
  valuationCopyDraft,
} from './content';
import { applicantNotices, mailQueue } from './schema';

/** Before a given notice's row: the notice of this kind and occasion given on the application, if any. */
export async function noticeGiven(
  db: Pick<Db, 'select'>,
  uuid: string,
  kind: NoticeDraft['kind'],
  occasion: string,
): Promise<string | null> {
  const [row] = await db
    .select({ id: applicantNotices.id })
    .from(applicantNotices)
    .where(
      and(
        eq(applicantNotices.applicationUuid, uuid),
        eq(applicantNotices.kind, kind),
        eq(applicantNotices.occasion, occasion),
      ),
    );
  return row?.id ?? null;
}

export interface NoticeDeps {
  db: Db;
  encryptionKey: Uint8Array;
  storage: FileStorage;
  organization(orgCode: string): PrivateLabelData | undefined;
  /** The application's clock (the sandbox's, decision 0188): the notices' dates. */
  now(): Date;
}

/**
 * The brand as the notices print it: the lender's own support phone and e-mail (set in the console, table
 * brand_support_contacts) when it set them, the brand registry's otherwise (decision 0254).
 */
async function brandOf(deps: NoticeDeps, organizationCode: string): Promise<PrivateLabelData | undefined> {
  const organization = deps.organization(organizationCode);
  if (!organization) return undefined;
  return withSupportContact(organization, await supportContactOverride(deps.db, organizationCode));
}

type NoticeRow = typeof applicantNotices.$inferSelect;

/** A notice is a few pages; anything near this would be a fault. */
const MAX_NOTICE_BYTES = 5 * 1024 * 1024;

/** How far back the sweep looks for a decline whose notice was not delivered (Regulation B gives 30 days). */
const DECLINE_SWEEP_DAYS = 30;

const FILENAMES: Record<NoticeDraft['kind'], string> = {
  EARLY_HELOC_DISCLOSURE: 'heloc-early-disclosure.pdf',
  CREDIT_SCORE_NOTICE: 'credit-score-notice.pdf',
  ADVERSE_ACTION_NOTICE: 'notice-of-action-taken.pdf',
  VALUATION_COPY: 'valuation-copy.pdf',
  FLOOD_HAZARD_NOTICE: 'flood-hazard-notice.pdf',
  LINE_CHANGE_NOTICE: 'line-change-notice.pdf',
};

async function* once(bytes: Uint8Array) {
  yield bytes;
}

const plainText = (paragraphs: NoticeParagraph[]) => paragraphs.map((x) => x.text).join('\n\n');

/**
 * Email or mail (decision 0200): a notice goes by email only to an applicant who consented to electronic
 * communications, at registration or with the disclosures of start/app-summary (E-SIGN, 15 U.S.C. 7001(c)).
 */
export async function deliveryFor(db: Pick<Db, 'select'>, row: ApplicationRow): Promise<NoticeDelivery> {
  if (await hasElectronicConsent(db, row.identityUuid)) return 'EMAIL';
  const [accepted] = await db
    .select({ id: applicationConsents.id })
    .from(applicationConsents)
    .where(and(eq(applicationConsents.applicationUuid, row.uuid), eq(applicationConsents.type, 'E_SIGN')));
  return accepted ? 'EMAIL' : 'MAIL';
}

async function given(db: Db, uuid: string, draft: Pick<NoticeDraft, 'kind' | 'recipient' | 'occasion'>) {
  const [row] = await db
    .select({ id: applicantNotices.id })
    .from(applicantNotices)
    .where(
      and(
        eq(applicantNotices.applicationUuid, uuid),
        eq(applicantNotices.kind, draft.kind),
        eq(applicantNotices.recipient, draft.recipient),
        eq(applicantNotices.occasion, draft.occasion),
      ),
    );
  return row !== undefined;
}

/**
 * Gives one notice once (decision 0200): its PDF stored, its row, and in the same transaction its delivery, an
 * email through the outbox with the words and the PDF attached, or a row of the print vendor's mail queue. A
 * notice already given (a re-run, a concurrent call) is left as it is and this copy's file removed.
 */
async function give(
  deps: NoticeDeps,
  row: ApplicationRow,
  draft: NoticeDraft,
  layout: RenderOptions = {},
): Promise<void> {
  if (await given(deps.db, row.uuid, draft)) return;
  // Dated by the row's time, with the lender's letterhead (decision 0205).
  const now = deps.now();
  const organization = await brandOf(deps, row.organizationCode);
  const pdf = await renderPdf(
    {
      title: draft.title,
      lender: draft.lender,
      paragraphs: draft.paragraphs,
      createdAt: now,
      brand: pdfBrandOf(organization),
    },
    layout,
  );
  const id = randomUUID();
  const storageKey = `${row.uuid}/${id}`;
  await deps.storage.put(storageKey, once(pdf.bytes), { maxBytes: MAX_NOTICE_BYTES });
  const delivery = await deliveryFor(deps.db, row);
  const lender = noticeLender(organization);
  const inserted = await deps.db.transaction(async (tx) => {
    const [notice] = await tx
      .insert(applicantNotices)
      .values({
        id,
        applicationUuid: row.uuid,
        identityUuid: row.identityUuid,
        kind: draft.kind,
        recipient: draft.recipient,
        occasion: draft.occasion,
        delivery,
        sha256: pdf.sha256,
        sizeBytes: pdf.bytes.length,
        pages: pdf.pages,
        storageKey,
        paragraphsEncrypted: encryptField(deps.encryptionKey, JSON.stringify(draft.paragraphs)),
        createdAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: applicantNotices.id });
    if (!notice) return false;
    if (delivery === 'EMAIL')
      await tx.insert(outbox).values({
        identityUuid: row.identityUuid,
        kind: draft.kind,
        recipient: row.email,
        subject: NOTICE_MAIL_SUBJECTS[draft.kind](lender.name),
        body: [
          `Dear ${draft.recipient},`,
          NOTICE_MAIL_OPENINGS[draft.kind],
          `${draft.title}, ${draft.lender}`,
          plainText(draft.paragraphs),
          noticeMailClosing(lender),
        ].join('\n\n'),
        attachments: [
          { filename: FILENAMES[draft.kind], contentType: 'application/pdf', storageKey, sha256: pdf.sha256 },
        ],
        createdAt: now,
      });
    else
      await tx.insert(mailQueue).values({
        id: randomUUID(),
        applicationUuid: row.uuid,
        noticeId: id,
        recipientName: draft.recipient,
        addressEncrypted: encryptField(
          deps.encryptionKey,
          JSON.stringify(row.homeAddress ?? propertyAddressOf(row)),
        ),
        createdAt: now,
      });
    return true;
  });
  if (!inserted) await deps.storage.delete(storageKey);
}

/**
 * Before the soft pull (decision 0200): the early HELOC disclosure and the CFPB booklet (Regulation Z 1026.40(b),
 * (d), (e)), so an applicant declined at pre-qualification has them too. The pipeline waits for it: no soft pull
 * runs on an application whose disclosure was not given.
 */
export async function giveEarlyDisclosure(deps: NoticeDeps, uuid: string): Promise<void> {
  const row = await findApplication(deps.db, uuid);
  if (!row) return;
  // Laid out ahead of other documents: the soft pull, and so the applicant's offers, wait on it (decision 0274).
  await give(deps, row, earlyDisclosureDraft(row, await brandOf(deps, row.organizationCode), deps.now()), {
    ahead: true,
  });
}

/**
 * Whether pre-qualification used the soft pull's score: to price the offers (every priced offer is priced by
 * score), or in a decline whose notice says the consumer report was used. A block (no property found) or a decline
 * on eligibility alone did not.
 */
function softScoreUsed(row: ApplicationRow): boolean {
  if (row.offerSet) return true;
  const notice = row.adverseActionNotice as { consumerReportUsed?: boolean } | null;
  return notice?.consumerReportUsed === true;
}

/**
 * After pre-qualification (decision 0200): the credit score notice of each applicant whose score was used, the
 * first time it was used, and the notice of action taken of a decline, delivered.
 */
export async function givePrequalNotices(deps: NoticeDeps, uuid: string): Promise<void> {
  const row = await findApplication(deps.db, uuid);
  if (!row) return;
  const organization = await brandOf(deps, row.organizationCode);
  const pull = openCreditPull(deps.encryptionKey, row) as CreditPullResult | null;
  if (pull?.outcome === 'MATCH' && softScoreUsed(row)) {
    const occasion = { key: `SOFT:${pull.report.reportId}`, kind: 'FIRST' as const };
    for (const draft of creditScoreDrafts(row, organization, pull.report, occasion, deps.now()))
      await give(deps, row, draft);
  }
  await giveAdverseActionNotice(deps, row);
}

/**
 * After a hard pull (decision 0200): the score the final decision will use. When it differs from the score
 * disclosed after the soft pull, each applicant is given a credit score notice again, with the new score.
 */
export async function giveHardPullNotices(deps: NoticeDeps, uuid: string): Promise<void> {
  const row = await findApplication(deps.db, uuid);
  if (!row) return;
  const hard = await latestHardPull(deps, uuid);
  if (hard?.outcome !== 'MATCH' || !hard.report || hard.report.score === null) return;
  const soft = openCreditPull(deps.encryptionKey, row) as CreditPullResult | null;
  const softScore = soft?.outcome === 'MATCH' ? soft.report.score : null;
  if (softScore === hard.report.score) return;
  const occasion = { key: `HARD:${hard.report.reportId}`, kind: 'CHANGED' as const };
  const organization = await brandOf(deps, row.organizationCode);
  for (const draft of creditScoreDrafts(row, organization, hard.report, occasion, deps.now()))
    await give(deps, row, draft);
}

/**
 * The valuations of a first-lien line (Regulation B 1002.14(a)(1), decision 0204): once the borrower's liens show
 * the line is a first lien, the automated value pre-qualification used and the broker's opinion once returned, each
 * copied to the applicant as soon as both are known.
 */
function valuationsToCopy(row: ApplicationRow, file: CollateralFile): ValuationToCopy[] {
  if (!file.liensConfirmedAt || !file.liens || !securedByFirstLien(file.liens)) return [];
  const copies: ValuationToCopy[] = [];
  const record = recordOf(row);
  if (record && record.avmValueCents > 0)
    copies.push({
      occasion: 'AVM',
      method: 'AVM',
      valueCents: record.avmValueCents,
      confidence: record.avmConfidence,
      completedAt: row.createdAt,
    });
  const bpo = file.valuation?.bpo;
  if (bpo?.valueCents !== undefined)
    copies.push({
      occasion: `BPO:${bpo.requestId}`,
      method: 'BPO',
      valueCents: bpo.valueCents,
      confidence: null,
      completedAt: new Date(bpo.returnedAt ?? row.updatedAt),
    });
  return copies;
}

/**
 * Whether a first-lien line may be signed yet (Regulation B 1002.14(a)(1), decision 0212): every valuation owed a
 * copy (`valuationsToCopy`) has its copy given, and the last was received three business days before `now` on the
 * home's calendar (a mailed copy three business days after it was mailed).
 */
export async function valuationSigningWaitOf(
  deps: Pick<NoticeDeps, 'db'>,
  row: ApplicationRow,
  now: Date,
): Promise<ValuationSigningWait> {
  const file = await readCollateralFile(deps.db, row.uuid);
  const owed = file ? valuationsToCopy(row, file) : [];
  const firstLien = owed.length > 0;
  if (!firstLien) return { open: true };
  const copies = await deps.db
    .select({ createdAt: applicantNotices.createdAt, delivery: applicantNotices.delivery })
    .from(applicantNotices)
    .where(and(eq(applicantNotices.applicationUuid, row.uuid), eq(applicantNotices.kind, 'VALUATION_COPY')));
  return valuationSigningWait({
    firstLien,
    copiesOwed: owed.length,
    copies: copies.map((copy) => ({
      givenOn: propertyDate(copy.createdAt, row.propertyState),
      delivery: copy.delivery,
    })),
    today: propertyDate(now, row.propertyState),
  });
}

/**
 * The collateral file's notices (decision 0204), each given once: the copy of each valuation of a first-lien line
 * (Regulation B 1002.14(a)(1)), and the notice of special flood hazards when the flood determination places the home
 * in a special flood hazard area (12 CFR 339.9, 42 U.S.C. 4104a). Throws when one could not be given: the caller
 * that waits for it (the route past title and flood) tries again.
 */
export async function giveCollateralNotices(deps: NoticeDeps, uuid: string): Promise<void> {
  const row = await findApplication(deps.db, uuid);
  const file = await readCollateralFile(deps.db, uuid);
  if (!row || !file) return;
  const organization = await brandOf(deps, row.organizationCode);
  const flood = file.flood;
  if (flood?.state === 'RECEIVED' && flood.specialFloodHazardArea)
    await give(
      deps,
      row,
      floodNoticeDraft(
        row,
        organization,
        { requestId: flood.requestId, zone: flood.zone ?? 'A' },
        deps.now(),
      ),
    );
  for (const valuation of valuationsToCopy(row, file))
    await give(deps, row, valuationCopyDraft(row, organization, valuation, deps.now()));
}

/**
 * Applications whose collateral file may still owe a notice (the sweep's list, decision 0204): a flood determination
 * in a special flood hazard area without its notice, or a first-lien line (no open lien confirmed) without a copy of
 * its automated value; files touched in the last 30 days.
 */
export async function collateralNoticesOwed(db: Db, now: Date): Promise<string[]> {
  const since = new Date(now.getTime() - DECLINE_SWEEP_DAYS * 24 * 60 * 60 * 1000);
  const lacks = (kind: NoticeDraft['kind']) =>
    notExists(
      db
        .select({ id: applicantNotices.id })
        .from(applicantNotices)
        .where(
          and(
            eq(applicantNotices.applicationUuid, collateralFiles.applicationUuid),
            eq(applicantNotices.kind, kind),
          ),
        ),
    );
  const rows = await db
    .select({ uuid: collateralFiles.applicationUuid })
    .from(collateralFiles)
    .where(
      and(
        gt(collateralFiles.updatedAt, since),
        or(
          and(
            sql`(${collateralFiles.flood}->>'specialFloodHazardArea')::boolean is true`,
            lacks('FLOOD_HAZARD_NOTICE'),
          ),
          and(
            sql`${collateralFiles.liensConfirmedAt} is not null`,
            sql`not coalesce(${collateralFiles.liens} @> '[{"state":"OPEN"}]'::jsonb, false)`,
            lacks('VALUATION_COPY'),
          ),
        ),
      ),
    );
  return rows.map((row) => row.uuid);
}

/**
 * The notice of a line suspended or reduced (Regulation Z 1026.9(c)(1)(iii), decision 0204), given at once, in the
 * staff's request: the law allows three business days. Answers the notice's id.
 */
export async function giveLineChangeNotice(
  deps: NoticeDeps,
  row: ApplicationRow,
  change: Parameters<typeof lineChangeDraft>[2],
): Promise<string> {
  const draft = lineChangeDraft(row, await brandOf(deps, row.organizationCode), change, deps.now());
  await give(deps, row, draft);
  const id = await noticeGiven(deps.db, row.uuid, draft.kind, draft.occasion);
  if (!id) throw new Error(`the line change notice of ${row.uuid} was not stored`);
  return id;
}

/** The notice of action taken of a declined application, delivered once (Regulation B 1002.9(a)). */
export async function giveAdverseActionNotice(deps: NoticeDeps, row: ApplicationRow): Promise<void> {
  const draft = adverseActionDraft(row);
  if (draft) await give(deps, row, draft);
}

/**
 * Declines of the last 30 days whose notice of action taken was not delivered: the final decision's and any other
 * path's, and one a crash left: their applications.
 */
export async function declinesToNotice(db: Db, now: Date): Promise<string[]> {
  const since = new Date(now.getTime() - DECLINE_SWEEP_DAYS * 24 * 60 * 60 * 1000);
  const rows = await db
    .select({ uuid: helocApplications.uuid })
    .from(helocApplications)
    .where(
      and(
        eq(helocApplications.status, 'DECLINED'),
        sql`${helocApplications.adverseActionNotice} is not null`,
        gt(helocApplications.updatedAt, since),
        notExists(
          db
            .select({ id: applicantNotices.id })
            .from(applicantNotices)
            .where(
              and(
                eq(applicantNotices.applicationUuid, helocApplications.uuid),
                eq(applicantNotices.kind, 'ADVERSE_ACTION_NOTICE'),
              ),
            ),
        ),
      ),
    );
  return rows.map((row) => row.uuid);
}

function view(row: NoticeRow): NoticeView {
  return {
    id: row.id,
    kind: row.kind,
    title: NOTICE_TITLES[row.kind],
    recipient: row.recipient,
    delivery: row.delivery,
    sha256: row.sha256,
    sizeBytes: row.sizeBytes,
    pages: row.pages,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Every notice given on an application, oldest first. */
export async function listNotices(db: Db, app: ApplicationRow): Promise<NoticesView> {
  const rows = await db
    .select()
    .from(applicantNotices)
    .where(eq(applicantNotices.applicationUuid, app.uuid))
    .orderBy(asc(applicantNotices.createdAt), asc(applicantNotices.kind));
  return { notices: rows.map(view) };
}

async function one(db: Db, app: ApplicationRow, noticeId: string): Promise<NoticeRow> {
  const [row] = await db
    .select()
    .from(applicantNotices)
    .where(and(eq(applicantNotices.id, noticeId), eq(applicantNotices.applicationUuid, app.uuid)));
  if (!row) throw new DomainError('NOT_FOUND', NOTICE_MESSAGES.notFound);
  return row;
}

/** One notice with its words, for a page's viewer. */
export async function noticeText(
  deps: NoticeDeps,
  app: ApplicationRow,
  noticeId: string,
): Promise<NoticeText> {
  const row = await one(deps.db, app, noticeId);
  const paragraphs = JSON.parse(
    decryptField(deps.encryptionKey, row.paragraphsEncrypted),
  ) as NoticeParagraph[];
  return { ...view(row), paragraphs };
}

/** The PDF as stored, for download. */
export async function noticePdf(
  deps: NoticeDeps,
  app: ApplicationRow,
  noticeId: string,
): Promise<{ row: NoticeRow; filename: string; stream: Readable }> {
  const row = await one(deps.db, app, noticeId);
  return { row, filename: FILENAMES[row.kind], stream: await deps.storage.get(row.storageKey) };
}
