import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { PrivateLabelData } from '@hearth/domain/brands';
import { postalAddressLines } from '@hearth/domain/brands';
import { addDays, type CalendarDate, formatUsDate, propertyDate } from '@hearth/domain/dates';
import {
  LOAN_DOCUMENT_TITLES,
  type LoanDocumentsView,
  type LoanDocumentText,
  type LoanDocumentView,
  DOCUMENT_MESSAGES as MESSAGES,
} from '@hearth/domain/documents';
import type { Offer } from '@hearth/domain/entities';
import { DomainError } from '@hearth/domain/errors';
import { closingCostsOfPicture } from '@hearth/domain/fees';
import { hasManualNotaryFlag } from '@hearth/domain/notary';
import { applicationPageLink, documentsReadyMail } from '@hearth/domain/notifications';
import { isTexasHomeEquity, TEXAS_CLOSING_WAIT_DAYS, texasDayOf } from '@hearth/domain/texas-home-equity';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { decryptField, encryptField } from '../../db/field-crypto';
import type { FileStorage } from '../../providers/storage/storage';
import { disclosuresFor } from '../app-start/service';
import { costPictureOfRow } from '../application/offers';
import { type ApplicationRow, findApplication, propertyAddressOf } from '../application/repository';
import { tryMoveApplication } from '../application/status-moves';
import { accountLabel } from '../bank-accounts/accounts';
import { readBankAccounts } from '../bank-accounts/view';
import { currentValueCents, readFile } from '../collateral/file';
import { adverseActionParagraphs, creditorFor } from '../decisioning/adverse-action';
import { mailOnce } from '../identity/mail-once';
import { outbox } from '../identity/schema';
import { noticeMailboxes } from '../owners/joined-owners';
import { noticeSignersDocumentsReady } from '../owners/notices';
import { documentDrafts, signingNoticeDrafts } from './content';
import type { DocumentDraft, DocumentFacts } from './content/facts';
import type { NoticeDates } from './content/right-to-cancel';
import { type TexasNoticeFacts, texasNotice } from './content/texas-notice';
import { pdfBrandOf } from './letterhead';
import type { Paragraph } from './pdf';
import { renderPdf } from './pdf-stack';
import { loanDocuments } from './schema';
import { sealedPackage } from './sealing';

export interface DocumentDeps {
  db: Db;
  encryptionKey: Uint8Array;
  storage: FileStorage;
  organization(orgCode: string): PrivateLabelData | undefined;
  now(): Date;
}

type DocumentRow = typeof loanDocuments.$inferSelect;

/** A generated PDF is a few kilobytes; anything near this would be a fault. */
const MAX_DOCUMENT_BYTES = 5 * 1024 * 1024;

/** The path the documents job walks once the package is stored (decision 0171). */
const GENERATION_PATH = [
  'GEN_APP_DISCLOSURES',
  'GEN_CLOSING_DISCLOSURE',
  'GEN_NOTE_SIGNING',
  'NOTE_SIGNING',
] as const;

const oneLine = (address: {
  street1: string;
  street2?: string | null;
  city: string;
  state: string;
  zip: string;
}) =>
  `${address.street1}${address.street2 ? `, ${address.street2}` : ''}, ${address.city}, ${address.state} ${address.zip}`;

const masked = (account: { institution: string; accountType: string; mask: string } | undefined) =>
  account ? accountLabel(account) : null;

/** The lender as the documents name it: the creditor of the application's brand. */
function lenderOf(deps: Pick<DocumentDeps, 'organization'>, row: ApplicationRow): DocumentFacts['lender'] {
  const creditor = creditorFor(deps.organization(row.organizationCode));
  return {
    name: creditor.name,
    address: creditor.address ? postalAddressLines(creditor.address).join(', ') : '',
    phone: creditor.phone,
  };
}

/**
 * What the documents print, read from the application, its collateral file, its accounts and its disclosures. The
 * documents are made before a notary is chosen: funding passes `manualNotary` once one came in person (a Texas
 * home's closing at a title office is always counted, decision 0181).
 */
export async function documentFacts(
  deps: DocumentDeps,
  row: ApplicationRow,
  options: { manualNotary?: boolean } = {},
): Promise<DocumentFacts> {
  const offer = row.selectedOffer as unknown as (Offer & { autopay?: boolean }) | null;
  if (!offer) throw new DomainError('STEP_OUT_OF_ORDER', MESSAGES.notReady);
  const organization = deps.organization(row.organizationCode);
  const file = await readFile(deps.db, row.uuid);
  const accounts = await readBankAccounts(deps.db, row);
  const borrower = `${row.firstName} ${row.lastName}`;
  // The day at the home, not in UTC: a California afternoon is still today there (issue 21 item 9).
  const today = propertyDate(deps.now(), row.propertyState);
  const eSign = disclosuresFor({ db: deps.db, organization: deps.organization }, row)?.find(
    (d) => d.type === 'E_SIGN',
  );
  const address = propertyAddressOf(row);
  // The one cost picture of the line (decision 0207), with the valuation and notary the file and funding know of.
  const picture = costPictureOfRow(row, {
    valuationOrdered: file?.valuation?.bpo !== undefined,
    manualNotary: options.manualNotary === true,
  });
  if (!picture) throw new DomainError('STEP_OUT_OF_ORDER', MESSAGES.notReady);
  return {
    lender: lenderOf(deps, row),
    borrower,
    owners: file?.title?.owners?.length ? file.title.owners : [borrower.toUpperCase()],
    property: {
      address: oneLine(address),
      state: row.propertyState,
      legalDescription: file?.title?.legalDescription ?? `The land and improvements at ${oneLine(address)}.`,
      valueCents: currentValueCents(row, file),
    },
    offer: {
      type: offer.type,
      term: offer.term,
      rate: offer.rate,
      baseRate: offer.baseRate,
      discountList: offer.discountList,
      originationFee: offer.originationFee,
      creditLimitCents: offer.max,
    },
    drawCents: row.amountCents,
    autopay: offer.autopay !== false,
    closingCosts: closingCostsOfPicture(picture),
    today,
    accounts: { disbursement: masked(accounts.disbursement), autopay: masked(accounts.autopay) },
    eSignText: eSign?.text ?? '',
    // The 62-and-over interest-only variant is the lender's product setting (decision 0224).
    interestOnly: organization?.orgMetaData.products.heloc?.ageRestricted === true,
    // Texas closes before a notary at the title office; a lender without in-person notaries closes online.
    notarization:
      options.manualNotary || isTexasHomeEquity(row.propertyState)
        ? 'IN_PERSON'
        : hasManualNotaryFlag(organization, row.propertyState)
          ? null
          : 'ONLINE',
  };
}

async function* once(bytes: Uint8Array) {
  yield bytes;
}

/**
 * Renders one document and stores its PDF; the row to insert is returned (a concurrent run may insert first), dated
 * by the application's clock: the day a document is made available is the day it is given (decision 0201).
 */
async function storeDraft(
  deps: DocumentDeps,
  row: Pick<ApplicationRow, 'uuid' | 'organizationCode'>,
  facts: Pick<DocumentFacts, 'lender'>,
  draft: DocumentDraft,
): Promise<typeof loanDocuments.$inferInsert> {
  const uuid = row.uuid;
  // The file carries the row's time and the brand's letterhead (decision 0205): laid out again, the same bytes.
  const createdAt = deps.now();
  const pdf = await renderPdf({
    title: draft.title,
    lender: facts.lender.name,
    paragraphs: draft.paragraphs,
    createdAt,
    brand: pdfBrandOf(deps.organization(row.organizationCode)),
  });
  const id = randomUUID();
  const storageKey = `${uuid}/${id}`;
  await deps.storage.put(storageKey, once(pdf.bytes), { maxBytes: MAX_DOCUMENT_BYTES });
  return {
    id,
    applicationUuid: uuid,
    type: draft.type,
    recipient: draft.recipient,
    sha256: pdf.sha256,
    sizeBytes: pdf.bytes.length,
    pages: pdf.pages,
    storageKey,
    paragraphsEncrypted: encryptField(deps.encryptionKey, JSON.stringify(draft.paragraphs)),
    createdAt,
  };
}

/**
 * The section 50(g) notice of a Texas home, given when the application is made (decision 0201): Tex. Const. art.
 * XVI, section 50(a)(6)(M)(i) counts the 12 days from the later of the application and the notice, so a notice given
 * with the closing documents would start them weeks late. Stored as the package's notice (the documents job finds it
 * and makes no other) and e-mailed to the applicant with its words, in one transaction, dated by the application's
 * clock. Any other home, or a notice already given: nothing.
 */
export async function giveTexasNotice(deps: DocumentDeps, uuid: string): Promise<void> {
  const row = await findApplication(deps.db, uuid);
  if (!row || !isTexasHomeEquity(row.propertyState)) return;
  const notice = and(
    eq(loanDocuments.applicationUuid, uuid),
    eq(loanDocuments.type, 'TEXAS_HOME_EQUITY_NOTICE'),
  );
  const [given] = await deps.db.select({ id: loanDocuments.id }).from(loanDocuments).where(notice);
  if (given) return;
  const borrower = `${row.firstName} ${row.lastName}`;
  const facts: TexasNoticeFacts = {
    lender: lenderOf(deps, row),
    borrower,
    // Title has not been searched yet: the notice names the applicant, and every other owner receives it too.
    owners: [borrower.toUpperCase()],
    property: { address: oneLine(propertyAddressOf(row)) },
    today: texasDayOf(deps.now()),
  };
  const draft: DocumentDraft = {
    type: 'TEXAS_HOME_EQUITY_NOTICE',
    recipient: '',
    title: LOAN_DOCUMENT_TITLES.TEXAS_HOME_EQUITY_NOTICE,
    paragraphs: texasNotice(facts),
  };
  const stored = await storeDraft(deps, row, facts, draft);
  const earliest = addDays(facts.today, TEXAS_CLOSING_WAIT_DAYS);
  await deps.db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(loanDocuments)
      .values(stored)
      .onConflictDoNothing()
      .returning({ id: loanDocuments.id });
    if (!inserted) return;
    await tx.insert(outbox).values({
      identityUuid: row.identityUuid,
      kind: 'TEXAS_HOME_EQUITY_NOTICE',
      recipient: row.email,
      subject: `Your Texas home equity notice: your line may not close before ${formatUsDate(earliest)}`,
      body:
        `${draft.title}, ${facts.lender.name}\n\n${plainText(draft.paragraphs)}` +
        "\n\nKeep this e-mail. The same notice is with your application's documents.",
    });
  });
  // A concurrent call stored it first: this copy's file is not the notice.
  const [kept] = await deps.db.select({ id: loanDocuments.id }).from(loanDocuments).where(notice);
  if (kept?.id !== stored.id) await deps.storage.delete(stored.storageKey);
}

/**
 * The documents job (decision 0171): every document of the package generated and stored once (a re-run finds
 * them by application, type and recipient), then the application walks GEN_APP_DISCLOSURES -> ... -> NOTE_SIGNING.
 */
export async function generateDocuments(deps: DocumentDeps, uuid: string): Promise<void> {
  const row = await findApplication(deps.db, uuid);
  if (!row || !(GENERATION_PATH as readonly string[]).includes(row.status)) return;
  // A re-run after the move (a crash before the borrower's e-mail): the e-mail alone, once.
  if (row.status === 'NOTE_SIGNING') return mailDocumentsReady(deps, row);
  if (row.status === 'GEN_APP_DISCLOSURES') {
    const facts = await documentFacts(deps, row);
    const existing = await deps.db
      .select({ type: loanDocuments.type, recipient: loanDocuments.recipient })
      .from(loanDocuments)
      .where(eq(loanDocuments.applicationUuid, uuid));
    for (const draft of documentDrafts(facts)) {
      if (existing.some((d) => d.type === draft.type && d.recipient === draft.recipient)) continue;
      const stored = await storeDraft(deps, row, facts, draft);
      await deps.db.insert(loanDocuments).values(stored).onConflictDoNothing();
    }
  }
  for (
    let i = GENERATION_PATH.indexOf(row.status as (typeof GENERATION_PATH)[number]);
    i < GENERATION_PATH.length - 1;
    i++
  ) {
    const moved = await tryMoveApplication(deps.db, {
      uuid,
      from: GENERATION_PATH[i] as string,
      to: GENERATION_PATH[i + 1] as (typeof GENERATION_PATH)[number],
      actor: 'job',
    });
    if (!moved) return;
  }
  // Owners who are not borrowing sign too (decision 0177): they are told the documents are ready.
  await noticeSignersDocumentsReady(deps.db, uuid);
  await mailDocumentsReady(deps, row);
}

/**
 * The borrower is told the documents are ready to sign (issue 21 item 17, decision 0204): once per application,
 * whatever re-runs, with the link to the signing page on the lender's site.
 */
async function mailDocumentsReady(deps: DocumentDeps, row: ApplicationRow): Promise<void> {
  const organization = deps.organization(row.organizationCode);
  const mail = documentsReadyMail({
    lender: creditorFor(organization).name,
    link: applicationPageLink(organization?.baseUrl ?? '', row.uuid, 'signing/intro'),
  });
  await mailOnce(deps.db, {
    onceKey: `DOCUMENTS_READY:${row.uuid}`,
    identityUuid: row.identityUuid,
    kind: 'DOCUMENTS_READY',
    recipient: row.email,
    ...mail,
    createdAt: deps.now(),
  });
}

const plainText = (paragraphs: Paragraph[]) => paragraphs.map((x) => x.text).join('\n\n');

/**
 * The notices of the right to cancel delivered at signing (decision 0180): when the notary's journal entry arrives,
 * each owner's notice is issued again with the transaction date and the last day to cancel, stored with the
 * package (and sealed with it), and e-mailed to the owner in the same transaction as its row, so a retry issues
 * and sends each notice once. Called before the move to RESCISSION, so the right to cancel never runs without it.
 */
export async function issueSigningNotices(
  deps: DocumentDeps,
  uuid: string,
  transaction: { signedOn: CalendarDate; deliveredOn: CalendarDate; lastDayToCancel: CalendarDate },
): Promise<void> {
  const row = await findApplication(deps.db, uuid);
  if (!row) return;
  const issued = await deps.db
    .select({ recipient: loanDocuments.recipient })
    .from(loanDocuments)
    .where(
      and(eq(loanDocuments.applicationUuid, uuid), eq(loanDocuments.type, 'RIGHT_TO_CANCEL_AT_SIGNING')),
    );
  const facts = await documentFacts(deps, row);
  const dates: NoticeDates = {
    openedOn: transaction.signedOn,
    deliveredOn: transaction.deliveredOn,
    lastDayToCancel: transaction.lastDayToCancel,
  };
  const drafts = signingNoticeDrafts(facts, dates);
  // Each notice to its own owner only (decision 0202): one addressed to nobody who joined is stored, never mailed.
  const recipients = drafts.map((d) => d.recipient);
  const mailboxes = await noticeMailboxes(deps.db, row, recipients);
  for (const draft of drafts) {
    if (issued.some((d) => d.recipient === draft.recipient)) continue;
    const stored = await storeDraft(deps, row, facts, draft);
    const owner = mailboxes.get(draft.recipient) ?? null;
    await deps.db.transaction(async (tx) => {
      const [inserted] = await tx
        .insert(loanDocuments)
        .values(stored)
        .onConflictDoNothing()
        .returning({ id: loanDocuments.id });
      if (!inserted || !owner) return;
      await tx.insert(outbox).values({
        identityUuid: owner.identityUuid,
        kind: 'RIGHT_TO_CANCEL_NOTICE',
        recipient: owner.email,
        subject: `Your notice of the right to cancel: you may cancel until midnight of ${formatUsDate(dates.lastDayToCancel)}`,
        body:
          `${LOAN_DOCUMENT_TITLES.RIGHT_TO_CANCEL_AT_SIGNING}, ${facts.lender.name}\n\n${plainText(draft.paragraphs)}` +
          '\n\nKeep this e-mail. The same notice, sealed with your signed documents, is in your application.',
      });
    });
  }
}

function view(row: DocumentRow): LoanDocumentView {
  return {
    id: row.id,
    type: row.type,
    title: LOAN_DOCUMENT_TITLES[row.type],
    recipient: row.recipient || null,
    sha256: row.sha256,
    sizeBytes: row.sizeBytes,
    pages: row.pages,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function listDocuments(
  deps: Pick<DocumentDeps, 'db'>,
  app: ApplicationRow,
): Promise<LoanDocumentsView> {
  const rows = await deps.db
    .select()
    .from(loanDocuments)
    .where(eq(loanDocuments.applicationUuid, app.uuid))
    .orderBy(asc(loanDocuments.createdAt), asc(loanDocuments.type), asc(loanDocuments.recipient));
  return { status: app.status, documents: rows.map(view), sealed: await sealedPackage(deps.db, app, rows) };
}

async function one(db: Db, app: ApplicationRow, documentId: string): Promise<DocumentRow> {
  const [row] = await db
    .select()
    .from(loanDocuments)
    .where(and(eq(loanDocuments.id, documentId), eq(loanDocuments.applicationUuid, app.uuid)));
  if (!row) throw new DomainError('NOT_FOUND', MESSAGES.notFound);
  return row;
}

/** One document with its words, for the page's viewer. */
export async function documentText(
  deps: DocumentDeps,
  app: ApplicationRow,
  documentId: string,
): Promise<LoanDocumentText> {
  const row = await one(deps.db, app, documentId);
  const paragraphs = JSON.parse(decryptField(deps.encryptionKey, row.paragraphsEncrypted)) as Paragraph[];
  return { ...view(row), paragraphs };
}

/** The PDF itself, as stored (decrypted), for download; only the application's own borrower reaches it. */
export async function documentPdf(
  deps: DocumentDeps,
  app: ApplicationRow,
  documentId: string,
): Promise<{ row: DocumentRow; stream: Readable }> {
  const row = await one(deps.db, app, documentId);
  return { row, stream: await deps.storage.get(row.storageKey) };
}

/**
 * The adverse-action notice as a PDF to keep (issue 12 item 2): the stored notice of a declined application (the
 * text the decline page shows, decision 0043), laid out like the loan documents. Nothing to show: 404.
 */
export async function adverseActionPdf(
  deps: Pick<DocumentDeps, 'organization'>,
  row: ApplicationRow,
): Promise<Uint8Array> {
  const notice = row.adverseActionNotice as {
    text?: string;
    date?: string;
    creditor?: { name?: string };
  } | null;
  if (row.status !== 'DECLINED' || !notice?.text)
    throw new DomainError('NOT_FOUND', 'This application has no notice of action taken.');
  const { title, paragraphs } = adverseActionParagraphs(notice.text);
  // Dated the day of the notice (stored with it), so every download is the same file.
  const dated = notice.date ? new Date(`${notice.date}T00:00:00Z`) : undefined;
  const rendered = await renderPdf({
    title,
    lender: notice.creditor?.name ?? '',
    paragraphs,
    createdAt: dated && !Number.isNaN(dated.getTime()) ? dated : row.updatedAt,
    brand: pdfBrandOf(deps.organization(row.organizationCode)),
  });
  return rendered.bytes;
}
