import type { Readable } from 'node:stream';
import { formatLongDate, formatUsDate, propertyTimeZone, zonedCalendarDate } from '@hearth/domain/dates';
import { CERTIFICATE_OF_COMPLETION_TITLE, LOAN_DOCUMENT_TITLES } from '@hearth/domain/documents';
import type { NotaryPlace } from '@hearth/domain/notary';
import { initialsOf, sameName } from '@hearth/domain/signing';
import { isTexasHomeEquity, texasDayOf, texasEarliestClosingDay } from '@hearth/domain/texas-home-equity';
import { and, asc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { decryptField } from '../../db/field-crypto';
import { type ApplicationRow, findApplication, propertyAddressOf } from '../application/repository';
import { creditorFor } from '../decisioning/adverse-action';
import type { ExecutionStamp } from '../documents/executed';
import { pdfBrandOf } from '../documents/letterhead';
import type { Paragraph, PrintedLine } from '../documents/pdf';
import { executedCopy, loadPdf, renderPdf, sealPdf } from '../documents/pdf-stack';
import { loanDocuments, sealedDocuments } from '../documents/schema';
import type { SealDetails } from '../documents/seal';
import type { SealIdentity } from '../documents/seal-certificate';
import { type SealDeps, type SealedRow, sha256, storeSealed } from '../documents/sealing';
import { stampTime } from '../documents/stamp-time';
import { adoptedSignatures, signingActs } from '../signing/schema';
import { notarySessions } from './schema';

/**
 * The sealed package (decision 0175) once every party has signed: the notary's journal entry is that moment, so the
 * notary queues the job (`SEAL_JOB`) when it arrives, and its sweep queues it for an application whose package a
 * crash left unsealed. The job reads the signed documents, the signing acts and the journal; the documents module
 * stamps, seals and stores each copy.
 */

/** The job's name, as queued since decision 0175 (jobs already queued keep their name). */
export const SEAL_JOB = 'documents.seal';

type LoanDocumentRow = typeof loanDocuments.$inferSelect;
type ActRow = typeof signingActs.$inferSelect;
type Journal = NonNullable<(typeof notarySessions.$inferSelect)['journal']>;

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

const titleOf = (doc: LoanDocumentRow) =>
  doc.recipient
    ? `${LOAN_DOCUMENT_TITLES[doc.type]} (${titleCase(doc.recipient)})`
    : LOAN_DOCUMENT_TITLES[doc.type];

const titleCase = (name: string) => name.toLowerCase().replace(/\b[a-z]/g, (c) => c.toUpperCase());

/** A document given to an owner at signing, not signed by anyone: the notice of the right to cancel (decision 0180). */
const isDelivered = (doc: LoanDocumentRow) => doc.type === 'RIGHT_TO_CANCEL_AT_SIGNING';

const utc = (at: Date) => `${at.toISOString().slice(0, 19).replace('T', ' ')} UTC`;

const ACTION_WORDS = { SIGN: 'Signed', ACKNOWLEDGE: 'Receipt acknowledged' } as const;

function locationOf(act: ActRow): string {
  if (act.latitude === null || act.longitude === null) return 'not shared';
  const accuracy = act.accuracyMeters === null ? '' : ` (within ${Math.round(act.accuracyMeters)} m)`;
  return `${act.latitude.toFixed(5)}, ${act.longitude.toFixed(5)}${accuracy}`;
}

/**
 * Seals the signed package once every party has signed (the notary's journal entry has arrived; decision 0175):
 * an executed copy of each signed or acknowledged document and of the deed signed before the notary, then the
 * certificate of completion, each PAdES-sealed and stored. A re-run skips what is stored; the certificate is
 * written last, so a crash in between is finished by the next run (the sweep).
 */
export async function sealPackage(deps: SealDeps, uuid: string): Promise<void> {
  const app = await findApplication(deps.db, uuid);
  if (!app) return;
  const [notary] = await deps.db
    .select()
    .from(notarySessions)
    .where(eq(notarySessions.applicationUuid, uuid));
  const journal = notary?.journal;
  if (!journal) return;
  const sealed = await deps.db
    .select()
    .from(sealedDocuments)
    .where(eq(sealedDocuments.applicationUuid, uuid));
  if (sealed.some((s) => s.kind === 'CERTIFICATE')) return;

  const docs = await deps.db
    .select()
    .from(loanDocuments)
    .where(eq(loanDocuments.applicationUuid, uuid))
    .orderBy(asc(loanDocuments.createdAt), asc(loanDocuments.type), asc(loanDocuments.recipient));
  const acts = await deps.db
    .select()
    .from(signingActs)
    .where(eq(signingActs.applicationUuid, uuid))
    .orderBy(asc(signingActs.signedAt), asc(signingActs.id));
  const signatures = await deps.db
    .select()
    .from(adoptedSignatures)
    .where(eq(adoptedSignatures.applicationUuid, uuid));
  const lender = creditorFor(deps.organization(app.organizationCode));
  const identity = await deps.seal();
  const sealCertificateSha256 = sha256(identity.certificateDer);
  const borrower = `${app.firstName} ${app.lastName}`;
  // Every date and time stamped on the package is on the home's clock (issue 21 item 9).
  const timeZone = propertyTimeZone(app.propertyState);
  /** The style and drawing a signer adopted (a drawing is stored validated, decision 0175). */
  const adoptedBy = (identityUuid: string) => {
    const adopted = signatures.find((s) => s.identityUuid === identityUuid);
    return {
      style: adopted?.style ?? ('SCRIPT' as const),
      drawing: adopted?.drawingPng ? Buffer.from(adopted.drawingPng, 'base64') : null,
    };
  };
  const executedRow = (applicationUuid: string, doc: LoanDocumentRow, pages: number) => ({
    applicationUuid,
    documentId: doc.id,
    kind: 'EXECUTED' as const,
    signedSha256: doc.sha256,
    pages,
    sealCertificateSha256,
    sealedAt: deps.now(),
  });
  const details = (title: string): SealDetails => ({
    reason: `${title}: sealed by ${lender.name} through Hearth; any change after sealing is detectable`,
    name: lender.name,
    location: 'United States',
    contactInfo: lender.phone ?? '',
    signingTime: deps.now(),
  });

  // Each document signed or acknowledged in the ceremony, the deed, signed before the notary, the notices of the
  // right to cancel delivered at signing (decision 0180), and a Texas line's documents signed at the closing (0201).
  const atClosing = journal.documents ?? [];
  const executed = docs.filter(
    (d) =>
      acts.some((a) => a.documentId === d.id) ||
      d.type === 'DEED_OF_TRUST' ||
      isDelivered(d) ||
      atClosing.some((c) => c.documentId === d.id),
  );
  for (const doc of executed) {
    if (sealed.some((s) => s.documentId === doc.id)) continue;
    const original = await readAll(await deps.storage.get(doc.storageKey));
    const mine = acts.filter((a) => a.documentId === doc.id);
    // The copy is made from the bytes every signer was shown, or not at all.
    if (sha256(original) !== doc.sha256 || mine.some((a) => a.documentSha256 !== doc.sha256))
      throw new Error(`document ${doc.id} is not the one that was signed`);
    if (isDelivered(doc)) {
      // Nothing is signed on a notice delivered at signing: the file as delivered is sealed as it is.
      const pdf = await loadPdf(original);
      const bytes = await sealPdf(identity, pdf, details(titleOf(doc)));
      await storeSealed(deps, executedRow(uuid, doc, pdf.getPageCount()), bytes);
      continue;
    }
    const lines = await signatureLines(deps, doc, lender.name, app.organizationCode);
    const stamps: ExecutionStamp[] = mine.map((act) => ({
      heading: ACTION_WORDS[act.action],
      signature: act.signatureName,
      ...adoptedBy(act.identityUuid),
      initials:
        act.action === 'SIGN'
          ? (signatures.find((s) => s.identityUuid === act.identityUuid)?.initials ??
            initialsOf(act.signatureName))
          : undefined,
      line: `Electronically signed by ${act.signatureName} on ${stampTime(act.signedAt, timeZone)}, ID ${act.id}`,
      date: formatUsDate(zonedCalendarDate(act.signedAt, timeZone)),
      place:
        act.action === 'SIGN'
          ? lines.find(
              (l) => l.text.startsWith('Borrower:') && sameName(nameOnLine(l.text), act.signatureName),
            )
          : undefined,
    }));
    // Before the notary (decision 0184): each signer the journal names; an owner who signed the deed in the
    // ceremony acknowledges that signature, the others sign on their line.
    if (doc.type === 'DEED_OF_TRUST')
      for (const signer of notarized(journal, borrower)) {
        const party = notary?.deedSigners?.find((p) => sameName(p.name, signer.name));
        const acknowledged = mine.some((a) => a.action === 'SIGN' && sameName(a.signatureName, signer.name));
        stamps.push({
          ...notaryStamp(signer, journal, { acknowledged, online: notary?.kind !== 'MANUAL' }, timeZone),
          ...adoptedBy(party?.identityUuid ?? app.identityUuid),
          place: acknowledged ? undefined : lines.find((l) => sameName(nameOnLine(l.text), signer.name)),
        });
      }
    // Signed in person at a Texas closing: each signer on their line, as the title office reported it (0201).
    for (const signer of atClosing.find((c) => c.documentId === doc.id)?.signers ?? []) {
      const party = notary?.deedSigners?.find((p) => sameName(p.name, signer.name));
      stamps.push({
        ...closingStamp(signer, journal, notary?.place ?? null, timeZone),
        ...adoptedBy(party?.identityUuid ?? app.identityUuid),
        place: lines.find((l) => sameName(nameOnLine(l.text), signer.name)),
      });
    }
    const pdf = await executedCopy({
      original,
      title: titleOf(doc),
      lender: lender.name,
      sha256: doc.sha256,
      stamps,
    });
    const bytes = await sealPdf(identity, pdf, details(titleOf(doc)));
    await storeSealed(deps, executedRow(uuid, doc, pdf.getPageCount()), bytes);
  }

  const copies = await deps.db
    .select()
    .from(sealedDocuments)
    .where(eq(sealedDocuments.applicationUuid, uuid));
  const paragraphs = certificateParagraphs({
    app,
    lender: lender.name,
    docs: executed,
    copies,
    acts,
    journal,
    online: notary?.kind !== 'MANUAL',
    place: notary?.kind === 'MANUAL' ? (notary.place ?? null) : null,
    seal: identity,
    now: deps.now(),
  });
  const rendered = await renderPdf({
    title: CERTIFICATE_OF_COMPLETION_TITLE,
    lender: lender.name,
    paragraphs,
    createdAt: deps.now(),
    brand: pdfBrandOf(deps.organization(app.organizationCode)),
  });
  const pdf = await loadPdf(rendered.bytes);
  const bytes = await sealPdf(identity, pdf, details(CERTIFICATE_OF_COMPLETION_TITLE));
  await storeSealed(
    deps,
    {
      applicationUuid: uuid,
      documentId: null,
      kind: 'CERTIFICATE',
      signedSha256: null,
      pages: pdf.getPageCount(),
      sealCertificateSha256,
      sealedAt: deps.now(),
    },
    bytes,
  );
}

/** The name a signature line is for: "Borrower: Alex Prime Date: ____", "Owner: SAM PRIME Date: ____" or "ALEX PRIME Date: ____". */
const nameOnLine = (text: string) =>
  text
    .replace(/^(Borrower|Owner):\s*/, '')
    .replace(/\s*Date:.*$/, '')
    .trim();

/**
 * The signature lines of a stored document, found by laying its paragraphs out again: the layout is deterministic,
 * so when the new bytes hash to the stored SHA-256 the positions are exactly those of the stored file (otherwise
 * none, and the signatures page alone carries the signatures).
 */
async function signatureLines(
  deps: SealDeps,
  doc: LoanDocumentRow,
  lender: string,
  organizationCode: string,
): Promise<PrintedLine[]> {
  const lines: PrintedLine[] = [];
  const paragraphs = JSON.parse(decryptField(deps.encryptionKey, doc.paragraphsEncrypted)) as Paragraph[];
  const again = await renderPdf({
    title: LOAN_DOCUMENT_TITLES[doc.type],
    lender,
    paragraphs,
    createdAt: doc.createdAt,
    brand: pdfBrandOf(deps.organization(organizationCode)),
    onLine: (line) => {
      if (/Date: _+$/.test(line.text) && !line.text.startsWith('I wish to cancel')) lines.push(line);
    },
  });
  return again.sha256 === doc.sha256 ? lines : [];
}

/** Every application whose parties have all signed (the journal entry is kept) and whose package is not sealed. */
export async function applicationsToSeal(db: Db): Promise<string[]> {
  const rows = await db
    .select({ uuid: notarySessions.applicationUuid })
    .from(notarySessions)
    .leftJoin(
      sealedDocuments,
      and(
        eq(sealedDocuments.applicationUuid, notarySessions.applicationUuid),
        eq(sealedDocuments.kind, 'CERTIFICATE'),
      ),
    )
    .where(and(isNotNull(notarySessions.journal), isNull(sealedDocuments.id)));
  return rows.map((row) => row.uuid);
}

/** Who the notary saw sign: the journal's signers, or (an answer from before decision 0184) the borrower. */
const notarized = (journal: Journal, borrower: string) =>
  journal.signers?.length ? journal.signers : [{ name: borrower, signedAt: journal.signedAt }];

function notaryStamp(
  signer: { name: string; signedAt: string },
  journal: Journal,
  how: { acknowledged: boolean; online: boolean },
  timeZone: string,
): Omit<ExecutionStamp, 'place' | 'style'> {
  const at = new Date(signer.signedAt);
  const notary = `${journal.notary}, ${how.online ? 'remote online notary' : 'notary'} (commission ${journal.commission})`;
  return {
    date: formatUsDate(zonedCalendarDate(at, timeZone)),
    heading: how.acknowledged ? `Signature acknowledged before ${notary}` : `Signed before ${notary}`,
    signature: signer.name,
    line: how.acknowledged
      ? `Signature acknowledged by ${signer.name} on ${stampTime(at, timeZone)} before the notary, ID journal entry ${journal.entryId}`
      : `Electronically signed by ${signer.name} on ${stampTime(at, timeZone)} before the notary, ID journal entry ${journal.entryId}`,
  };
}

const placeLine = (place: NotaryPlace) =>
  `${place.name}, ${place.street1}${place.street2 ? `, ${place.street2}` : ''}, ${place.city}, ${place.state} ${place.zip}`;

/** A closing document signed in person at the office (a Texas line, decision 0201), as the title office reported it. */
function closingStamp(
  signer: { name: string; signedAt: string },
  journal: Journal,
  place: NotaryPlace | null,
  timeZone: string,
): Omit<ExecutionStamp, 'place' | 'style'> {
  const at = new Date(signer.signedAt);
  const office = place ? ` at ${placeLine(place)}` : '';
  return {
    date: formatUsDate(zonedCalendarDate(at, timeZone)),
    heading: `Signed in person at the closing${place ? ` at ${place.name}` : ''}`,
    signature: signer.name,
    // Who, where and when first: the line under each page's footer keeps what fits.
    line: `Signed in ink by ${signer.name} at the closing${office} on ${stampTime(at, timeZone)}, before ${journal.notary}, notary (commission ${journal.commission}), journal entry ${journal.entryId}`,
  };
}

/**
 * Where a closing in person took place, for the certificate: the office (a Texas line must close at a title company's,
 * an attorney's or the lender's, section 50(a)(6)(N)) or the place the notary met the owners; and, for a Texas line,
 * the days the closing waited for.
 */
function closingParagraphs(input: {
  app: ApplicationRow;
  docs: LoanDocumentRow[];
  journal: Journal;
  place: NotaryPlace;
  docTitle: (id: string) => string;
}): Paragraph[] {
  const { app, journal, place } = input;
  const texas = isTexasHomeEquity(app.propertyState);
  const notice = input.docs.find((d) => d.type === 'TEXAS_HOME_EQUITY_NOTICE');
  const wait = notice
    ? `\nApplication: ${formatLongDate(texasDayOf(app.createdAt))}; section 50(g) notice given: ${formatLongDate(texasDayOf(notice.createdAt))}; the 12th day after the later of them: ${formatLongDate(texasEarliestClosingDay(texasDayOf(app.createdAt), texasDayOf(notice.createdAt)))}` +
      `\nClosed on: ${formatLongDate(texasDayOf(new Date(journal.signedAt)))} (Texas time)`
    : '';
  const paragraphs: Paragraph[] = [
    { heading: true, text: texas ? 'Where the closing took place' : 'Where the deed was signed' },
    {
      heading: false,
      text:
        `${texas ? 'Closed in person at the office of' : 'Signed in person before the notary at'}: ${placeLine(place)}` +
        (texas
          ? '\nTexas Constitution, article XVI, section 50(a)(6)(N): a home equity loan closes only at the office of the lender, an attorney or a title company.'
          : '') +
        wait,
    },
  ];
  for (const doc of journal.documents ?? [])
    paragraphs.push({
      heading: false,
      text:
        `${input.docTitle(doc.documentId)}, signed at the closing` +
        doc.signers.map((s) => `\nSigner: ${s.name}, ${utc(new Date(s.signedAt))}`).join(''),
    });
  return paragraphs;
}

/** The certificate of completion's words: every document with both hashes, every act, the notary's entry. */
function certificateParagraphs(input: {
  app: ApplicationRow;
  lender: string;
  docs: LoanDocumentRow[];
  copies: SealedRow[];
  acts: ActRow[];
  journal: Journal;
  /** Held online (else in person). */
  online: boolean;
  /** Where an in-person closing or visit took place. */
  place: NotaryPlace | null;
  seal: SealIdentity;
  now: Date;
}): Paragraph[] {
  const { app, journal } = input;
  const address = propertyAddressOf(app);
  const p = (text: string): Paragraph => ({ heading: false, text });
  const h = (text: string): Paragraph => ({ heading: true, text });
  const docTitle = (id: string) => {
    const doc = input.docs.find((d) => d.id === id);
    return doc ? titleOf(doc) : id;
  };
  const as = (doc: LoanDocumentRow) => (isDelivered(doc) ? 'delivered' : 'signed');
  const paragraphs: Paragraph[] = [
    p(
      `This certificate records how the loan documents of ${input.lender} for ${app.firstName} ${app.lastName} ` +
        `were signed. Property: ${address.street1}, ${address.city}, ${address.state} ${address.zip}. ` +
        `Application ${app.uuid}. Completed ${utc(input.now)}.`,
    ),
    h('Documents'),
  ];
  for (const doc of input.docs) {
    const copy = input.copies.find((c) => c.documentId === doc.id);
    paragraphs.push(
      p(
        `${titleOf(doc)}\nSHA-256 as ${as(doc)}: ${doc.sha256}\nSHA-256 sealed: ${copy?.sha256 ?? 'not sealed'}` +
          `\nPages as ${as(doc)}: ${doc.pages}`,
      ),
    );
  }
  paragraphs.push(h('Signing acts'));
  for (const act of input.acts) {
    paragraphs.push(
      p(
        `${docTitle(act.documentId)}\nSigner: ${act.signatureName}\nAction: ${ACTION_WORDS[act.action]}` +
          `\nTime (UTC): ${utc(act.signedAt)}\nIP address: ${act.ip}\nUser agent: ${act.userAgent || 'not sent'}` +
          `\nLocation: ${locationOf(act)}\nAct ID: ${act.id}\nDocument SHA-256: ${act.documentSha256}`,
      ),
    );
  }
  paragraphs.push(
    h("Notary's journal entry"),
    p(
      `${LOAN_DOCUMENT_TITLES.DEED_OF_TRUST}, before ${input.online ? 'a remote online notary' : 'a notary in person'}` +
        `\nNotary: ${journal.notary}\nCommission: ${journal.commission}\nJournal entry: ${journal.entryId}` +
        `\nCompleted (UTC): ${utc(new Date(journal.signedAt))}` +
        notarized(journal, `${app.firstName} ${app.lastName}`)
          .map((signer) => `\nSigner: ${signer.name}, ${utc(new Date(signer.signedAt))}`)
          .join(''),
    ),
    ...(input.place
      ? closingParagraphs({ app, docs: input.docs, journal, place: input.place, docTitle })
      : []),
    h('Seal'),
    p(
      'Each executed copy listed above and this certificate carry a PAdES digital signature (ETSI.CAdES.detached, ' +
        'SHA-256) by the seal certificate below, over the whole file. Any change to a sealed file after sealing ' +
        'makes its signature fail.',
    ),
    p(
      `Seal certificate: ${input.seal.certificate.subject.replaceAll('\n', ', ')}\nSHA-256 fingerprint: ` +
        `${input.seal.certificate.fingerprint256}\nValid until: ${input.seal.certificate.validTo}`,
    ),
  );
  return paragraphs;
}
