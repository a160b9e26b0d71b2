import type { Readable } from 'node:stream';

/**
 * Where uploaded files live (decision 0134). The filesystem adapter keeps them under the data folder,
 * encrypted; an object store (S3, GCS) is another implementation of this interface, nothing else changes.
 */
export interface FileStorage {
  /**
   * Streams `source` into `key`, refusing more than `maxBytes` (the partial file is removed and the call throws
   * `StorageLimitError`). Resolves with the stored size once the file is complete and durable.
   */
  put(
    key: string,
    source: AsyncIterable<Buffer | Uint8Array>,
    options: { maxBytes: number },
  ): Promise<{ sizeBytes: number }>;
  /** The file's bytes as stored before encryption; throws `StorageNotFoundError` when there is none. */
  get(key: string): Promise<Readable>;
  delete(key: string): Promise<void>;
}

export class StorageLimitError extends Error {
  constructor(readonly maxBytes: number) {
    super(`file larger than ${maxBytes} bytes`);
    this.name = 'StorageLimitError';
  }
}

export class StorageNotFoundError extends Error {
  constructor(key: string) {
    super(`no stored file ${key}`);
    this.name = 'StorageNotFoundError';
  }
}

/** Keys are `<uuid>/<uuid>` (application, upload): nothing a caller controls can reach outside the folder. */
export const STORAGE_KEY =
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export function assertStorageKey(key: string): void {
  if (!STORAGE_KEY.test(key)) throw new Error(`invalid storage key ${JSON.stringify(key)}`);
}
