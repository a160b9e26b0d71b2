import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { DomainError } from '@hearth/domain/errors';
import { DOCUMENT_UPLOAD_MAX_BYTES, sniffDocumentType } from '@hearth/domain/file-size';
import {
  UPLOAD_MESSAGES,
  UPLOADS_PER_APPLICATION,
  type UploadPurpose,
  type UploadView,
} from '@hearth/domain/identity-verification';
import { and, count, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { type FileStorage, StorageLimitError, StorageNotFoundError } from '../../providers/storage/storage';
import type { ApplicationRow } from '../application/repository';
import { helocApplications } from '../application/schema';
import { applicationUploads } from './schema';

export interface UploadDeps {
  db: Db;
  storage: FileStorage;
}

type UploadRow = typeof applicationUploads.$inferSelect;

/** Bytes enough for every signature `sniffDocumentType` knows. */
const SNIFF_BYTES = 16;

const tooLarge = () => new DomainError('PAYLOAD_TOO_LARGE', UPLOAD_MESSAGES.tooLarge);

export function uploadView(row: UploadRow): UploadView {
  return {
    id: row.id,
    purpose: row.purpose,
    mediaType: row.mediaType,
    sizeBytes: row.sizeBytes,
    createdAt: row.createdAt.toISOString(),
  };
}

async function countUploads(db: Pick<Db, 'select'>, uuid: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(applicationUploads)
    .where(eq(applicationUploads.applicationUuid, uuid));
  return row?.n ?? 0;
}

/**
 * The first `size` bytes of a stream (or all of it, when shorter), and an iterable that replays them and then the
 * rest: how a file's type is judged by its bytes before any of it is stored (uploads here, chat attachments).
 */
export async function readHead(source: AsyncIterable<Buffer>, size: number) {
  const iterator = source[Symbol.asyncIterator]();
  const head: Buffer[] = [];
  let headBytes = 0;
  let ended = false;
  while (headBytes < size) {
    const next = await iterator.next();
    if (next.done) {
      ended = true;
      break;
    }
    head.push(next.value);
    headBytes += next.value.length;
  }
  async function* all() {
    yield* head;
    if (ended) return;
    for (let next = await iterator.next(); !next.done; next = await iterator.next()) yield next.value;
  }
  return {
    head: Buffer.concat(head),
    empty: headBytes === 0,
    bytes: all(),
    drain: () => iterator.return?.(),
  };
}

/**
 * Reads the first bytes of the stream and names the type from them, never from the file's name or the part's
 * declared type; returns the type and an iterable that replays those bytes and then the rest.
 */
async function sniffed(source: AsyncIterable<Buffer>) {
  const { head, ...rest } = await readHead(source, SNIFF_BYTES);
  return { mediaType: sniffDocumentType(head), ...rest };
}

/**
 * One file of an application, sent by its borrower or an additional signer (decisions 0134, 0183): the count limit, the type from the bytes, the size
 * limit while streaming, the bytes encrypted into storage, then the row. A file refused on the way leaves
 * nothing stored.
 */
export async function storeUpload(
  deps: UploadDeps,
  app: ApplicationRow,
  identityUuid: string,
  purpose: UploadPurpose,
  file: AsyncIterable<Buffer>,
): Promise<UploadView> {
  if ((await countUploads(deps.db, app.uuid)) >= UPLOADS_PER_APPLICATION)
    throw new DomainError('CONFLICT', UPLOAD_MESSAGES.tooMany);
  const { mediaType, empty, bytes, drain } = await sniffed(file);
  if (empty) throw new DomainError('BAD_REQUEST', UPLOAD_MESSAGES.noFile);
  if (!mediaType) {
    await drain();
    throw new DomainError('UNSUPPORTED_MEDIA_TYPE', UPLOAD_MESSAGES.wrongType);
  }
  const id = randomUUID();
  const storageKey = `${app.uuid}/${id}`;
  let sizeBytes: number;
  try {
    ({ sizeBytes } = await deps.storage.put(storageKey, bytes, { maxBytes: DOCUMENT_UPLOAD_MAX_BYTES }));
  } catch (error) {
    if (error instanceof StorageLimitError || (error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw tooLarge();
    throw error;
  }
  // The count and the insert under a lock on the application's row: uploads racing past the first check take
  // their turn here, so exactly the limit is kept (issue 19 item 6, decision 0192). The bytes were streamed before,
  // outside the transaction, so the lock is held for two short statements only.
  const row = await deps.db.transaction(async (tx) => {
    await tx
      .select({ uuid: helocApplications.uuid })
      .from(helocApplications)
      .where(eq(helocApplications.uuid, app.uuid))
      .for('update');
    if ((await countUploads(tx, app.uuid)) >= UPLOADS_PER_APPLICATION) return undefined;
    const [inserted] = await tx
      .insert(applicationUploads)
      .values({ id, applicationUuid: app.uuid, identityUuid, purpose, mediaType, sizeBytes, storageKey })
      .returning();
    return inserted;
  });
  if (!row) {
    await deps.storage.delete(storageKey);
    throw new DomainError('CONFLICT', UPLOAD_MESSAGES.tooMany);
  }
  return uploadView(row);
}

/** The files one person sent for the application: an additional signer's files are not the borrower's (0183). */
export async function listUploads(db: Db, app: ApplicationRow, uploadedBy: string): Promise<UploadView[]> {
  const rows = await db
    .select()
    .from(applicationUploads)
    .where(
      and(eq(applicationUploads.applicationUuid, app.uuid), eq(applicationUploads.identityUuid, uploadedBy)),
    )
    .orderBy(applicationUploads.createdAt);
  return rows.map(uploadView);
}

/**
 * An upload of this application sent by `uploadedBy`, or undefined: another application's upload id, or a file
 * another person on the application sent (decision 0183), is simply not found.
 */
export async function findUpload(
  db: Db,
  app: ApplicationRow,
  uploadId: string,
  uploadedBy: string | null,
): Promise<UploadRow | undefined> {
  if (!uploadedBy) return undefined;
  const [row] = await db
    .select()
    .from(applicationUploads)
    .where(
      and(
        eq(applicationUploads.id, uploadId),
        eq(applicationUploads.applicationUuid, app.uuid),
        eq(applicationUploads.identityUuid, uploadedBy),
      ),
    );
  return row;
}

export async function openUpload(deps: UploadDeps, row: UploadRow): Promise<Readable> {
  try {
    return await deps.storage.get(row.storageKey);
  } catch (error) {
    if (error instanceof StorageNotFoundError)
      throw new DomainError('NOT_FOUND', 'The file is no longer stored.');
    throw error;
  }
}
