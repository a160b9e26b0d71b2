import { createCipheriv, createDecipheriv, randomBytes, randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, open, rename, rm, stat } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { assertStorageKey, type FileStorage, StorageLimitError, StorageNotFoundError } from './storage';

/** File layout: magic (4) | IV (12) | AES-256-GCM ciphertext | tag (16). The key is the data key of other personal data. */
const MAGIC = Buffer.from('HSF1');
const IV_BYTES = 12;
const TAG_BYTES = 16;
const HEADER_BYTES = MAGIC.length + IV_BYTES;

/**
 * Files under `<dataDir>/uploads`, encrypted at rest (decision 0134). Written to a temporary name and renamed
 * when complete, so a reader never sees half a file and a failed upload leaves nothing behind.
 */
export class EncryptedFileStorage implements FileStorage {
  constructor(
    private readonly root: string,
    private readonly key: Uint8Array,
  ) {}

  #path(key: string): string {
    assertStorageKey(key);
    return join(this.root, key);
  }

  async put(
    key: string,
    source: AsyncIterable<Buffer | Uint8Array>,
    options: { maxBytes: number },
  ): Promise<{ sizeBytes: number }> {
    const path = this.#path(key);
    await mkdir(dirname(path), { recursive: true, mode: 0o700 });
    const temp = `${path}.${randomUUID()}.part`;
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    let size = 0;
    const limit = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        size += chunk.length;
        if (size > options.maxBytes) done(new StorageLimitError(options.maxBytes));
        else done(null, chunk);
      },
    });
    const out = createWriteStream(temp, { mode: 0o600 });
    out.write(Buffer.concat([MAGIC, iv]));
    try {
      await pipeline(Readable.from(source), limit, cipher, out, { end: false });
      await new Promise<void>((resolve, reject) => {
        out.end(cipher.getAuthTag(), () => resolve());
        out.once('error', reject);
      });
      await rename(temp, path);
    } catch (error) {
      out.destroy();
      await rm(temp, { force: true });
      throw error;
    }
    return { sizeBytes: size };
  }

  async get(key: string): Promise<Readable> {
    const path = this.#path(key);
    let size: number;
    try {
      size = (await stat(path)).size;
    } catch {
      throw new StorageNotFoundError(key);
    }
    if (size < HEADER_BYTES + TAG_BYTES) throw new Error(`stored file ${key} is truncated`);
    const handle = await open(path, 'r');
    const header = Buffer.alloc(HEADER_BYTES);
    const tag = Buffer.alloc(TAG_BYTES);
    try {
      await handle.read(header, 0, HEADER_BYTES, 0);
      await handle.read(tag, 0, TAG_BYTES, size - TAG_BYTES);
    } finally {
      await handle.close();
    }
    if (!header.subarray(0, MAGIC.length).equals(MAGIC))
      throw new Error(`stored file ${key} has an unknown format`);
    const decipher = createDecipheriv('aes-256-gcm', this.key, header.subarray(MAGIC.length));
    decipher.setAuthTag(tag);
    // A tampered file fails at the end of the stream (GCM checks the tag at final).
    const body = createReadStream(path, { start: HEADER_BYTES, end: size - TAG_BYTES - 1 });
    body.on('error', (error) => decipher.destroy(error));
    return body.pipe(decipher);
  }

  async delete(key: string): Promise<void> {
    await rm(this.#path(key), { force: true });
  }
}

/** The storage of a server: `<dataDir>/uploads`, under the data key (HEARTH_ENCRYPTION_KEY or the generated one). */
export function dataFolderStorage(dataDir: string, key: Uint8Array): FileStorage {
  return new EncryptedFileStorage(join(dataDir, 'uploads'), key);
}
