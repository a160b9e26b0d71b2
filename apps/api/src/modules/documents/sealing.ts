import { createHash, randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import {
  CERTIFICATE_OF_COMPLETION_TITLE,
  LOAN_DOCUMENT_TITLES,
  DOCUMENT_MESSAGES as MESSAGES,
  type SealedDocumentView,
  type SealedPackageView,
} from '@hearth/domain/documents';
import { DomainError } from '@hearth/domain/errors';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import type { ApplicationRow } from '../application/repository';
import { loanDocuments, sealedDocuments } from './schema';
import type { SealIdentity } from './seal-certificate';
import type { DocumentDeps } from './service';

/**
 * The sealed package's copies (decision 0175): stored one by one, listed with the documents, served for download.
 * Sealing them, once every party has signed, is the notary's job (`notary/seal-package.ts`): it reads the signing
 * acts and the notary's journal, which sit above the documents.
 */

export interface SealDeps extends DocumentDeps {
  /** The seal certificate and its key (configured in production, the sandbox one elsewhere), resolved on use. */
  seal(): Promise<SealIdentity>;
}

type LoanDocumentRow = typeof loanDocuments.$inferSelect;
export type SealedRow = typeof sealedDocuments.$inferSelect;

const MAX_SEALED_BYTES = 8 * 1024 * 1024;
export const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

async function* once(bytes: Uint8Array) {
  yield bytes;
}

/** Stores one sealed file and its row; a concurrent run that stored it first wins and this copy is removed. */
export async function storeSealed(
  deps: SealDeps,
  values: Omit<SealedRow, 'id' | 'storageKey' | 'sha256' | 'sizeBytes' | 'createdAt'>,
  bytes: Buffer,
): Promise<void> {
  const id = randomUUID();
  const storageKey = `${values.applicationUuid}/${id}`;
  await deps.storage.put(storageKey, once(bytes), { maxBytes: MAX_SEALED_BYTES });
  const inserted = await deps.db
    .insert(sealedDocuments)
    .values({ ...values, id, storageKey, sha256: sha256(bytes), sizeBytes: bytes.length })
    .onConflictDoNothing()
    .returning({ id: sealedDocuments.id });
  if (inserted.length === 0) await deps.storage.delete(storageKey);
}

function sealedView(row: SealedRow, docs: LoanDocumentRow[]): SealedDocumentView {
  const doc = docs.find((d) => d.id === row.documentId);
  return {
    id: row.id,
    title: doc ? LOAN_DOCUMENT_TITLES[doc.type] : CERTIFICATE_OF_COMPLETION_TITLE,
    documentId: row.documentId,
    recipient: doc?.recipient || null,
    signedSha256: row.signedSha256,
    sha256: row.sha256,
    sizeBytes: row.sizeBytes,
    pages: row.pages,
  };
}

/** The sealed package as the borrower's document list shows it; null until the certificate is stored. */
export async function sealedPackage(
  db: Db,
  app: ApplicationRow,
  docs: LoanDocumentRow[],
): Promise<SealedPackageView | null> {
  const rows = await db
    .select()
    .from(sealedDocuments)
    .where(eq(sealedDocuments.applicationUuid, app.uuid))
    .orderBy(asc(sealedDocuments.createdAt), asc(sealedDocuments.id));
  const certificate = rows.find((r) => r.kind === 'CERTIFICATE');
  if (!certificate) return null;
  const order = (row: SealedRow) => docs.findIndex((d) => d.id === row.documentId);
  return {
    sealedAt: certificate.sealedAt.toISOString(),
    executed: rows
      .filter((r) => r.kind === 'EXECUTED')
      .sort((a, b) => order(a) - order(b))
      .map((r) => sealedView(r, docs)),
    certificate: sealedView(certificate, docs),
  };
}

/** One sealed file for download, only once the package is whole, only to the application's own borrower. */
export async function sealedPdf(
  deps: Pick<SealDeps, 'db' | 'storage'>,
  app: ApplicationRow,
  sealedId: string,
): Promise<{ row: SealedRow; filename: string; stream: Readable }> {
  const [row] = await deps.db
    .select()
    .from(sealedDocuments)
    .where(and(eq(sealedDocuments.id, sealedId), eq(sealedDocuments.applicationUuid, app.uuid)));
  const [certificate] = await deps.db
    .select({ id: sealedDocuments.id })
    .from(sealedDocuments)
    .where(and(eq(sealedDocuments.applicationUuid, app.uuid), eq(sealedDocuments.kind, 'CERTIFICATE')));
  if (!row || !certificate) throw new DomainError('NOT_FOUND', MESSAGES.notFound);
  let filename = 'certificate-of-completion.pdf';
  if (row.documentId) {
    const [doc] = await deps.db.select().from(loanDocuments).where(eq(loanDocuments.id, row.documentId));
    filename = `${(doc?.type ?? 'document').toLowerCase().replaceAll('_', '-')}-executed.pdf`;
  }
  return { row, filename, stream: await deps.storage.get(row.storageKey) };
}
