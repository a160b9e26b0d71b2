import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { text } from 'node:stream/consumers';
import { afterAll, describe, expect, it } from 'vitest';
import { EncryptedFileStorage } from './encrypted-file-storage';
import { StorageLimitError, StorageNotFoundError } from './storage';

const root = await mkdtemp(join(tmpdir(), 'hearth-storage-'));
afterAll(() => rm(root, { recursive: true, force: true }));
const storage = new EncryptedFileStorage(root, new Uint8Array(randomBytes(32)));
const key = () => `${randomUUID()}/${randomUUID()}`;

async function* chunks(...parts: string[]) {
  for (const part of parts) yield Buffer.from(part);
}

async function collect(stream: NodeJS.ReadableStream): Promise<string> {
  return text(stream as never);
}

describe('encrypted file storage (decision 0134)', () => {
  it('stores a stream encrypted and reads back the same bytes', async () => {
    const k = key();
    const secret = 'SSN 123-45-6789 on a paystub';
    expect(await storage.put(k, chunks(secret.slice(0, 5), secret.slice(5)), { maxBytes: 1000 })).toEqual({
      sizeBytes: secret.length,
    });
    const raw = await readFile(join(root, k));
    expect(raw.includes(Buffer.from('123-45-6789'))).toBe(false);
    expect(raw.subarray(0, 4).toString()).toBe('HSF1');
    expect(await collect(await storage.get(k))).toBe(secret);
  });

  it('refuses a file over the limit and leaves nothing behind', async () => {
    const k = key();
    await expect(
      storage.put(k, chunks('x'.repeat(600), 'y'.repeat(600)), { maxBytes: 1000 }),
    ).rejects.toBeInstanceOf(StorageLimitError);
    await expect(storage.get(k)).rejects.toBeInstanceOf(StorageNotFoundError);
    expect(await readdir(join(root, k.split('/')[0] ?? ''))).toEqual([]);
  });

  it('fails on a tampered file, a key outside the folder, and another key', async () => {
    const k = key();
    await storage.put(k, chunks('hello world'), { maxBytes: 100 });
    const raw = await readFile(join(root, k));
    raw[20] = (raw[20] ?? 0) ^ 0xff;
    await writeFile(join(root, k), raw);
    await expect(collect(await storage.get(k))).rejects.toThrow();
    await expect(storage.get('../secrets.json')).rejects.toThrow(/invalid storage key/);
    const other = new EncryptedFileStorage(root, new Uint8Array(randomBytes(32)));
    const k2 = key();
    await storage.put(k2, chunks('hello'), { maxBytes: 100 });
    await expect(collect(await other.get(k2))).rejects.toThrow();
  });
});
