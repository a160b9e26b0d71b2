import type { PGlite } from '@electric-sql/pglite';

/**
 * A count of everything that may have changed the embedded database (issue 21 item 4). PGlite lives inside this
 * process and nothing else can open its folder, so every change passes through its `query`, `exec` or
 * `transaction`: each call moves the count, as it is made and again as it ends, whatever its text (a SELECT may
 * call a function that writes), except the texts declared read-only here, which read and never write.
 *
 * A read made while the count stands still is what the database says at that count: statements run one at a time
 * in the order they were made (PGlite's locks are first come, first served; a transaction holds them until it
 * ends), so every change made before the read ran before it, and any change made after moves the count. A result
 * remembered with its count may therefore be served again until the count moves (`rememberedReads`).
 */
export interface WriteCount {
  /** The count now. */
  current(): number;
  /** Declares a statement text that only reads: running it does not move the count. */
  readOnly(text: string): void;
}

const counts = new WeakMap<object, WriteCount>();

export function countEmbeddedWrites(client: PGlite): WriteCount {
  let count = 0;
  const reads = new Set<string>();
  const query = client.query.bind(client);
  const exec = client.exec.bind(client);
  const transaction = client.transaction.bind(client);
  async function counted<T>(moves: boolean, run: () => Promise<T>): Promise<T> {
    if (!moves) return run();
    count++;
    try {
      return await run();
    } finally {
      count++;
    }
  }
  client.query = ((text: string, params?: unknown[], options?: unknown) =>
    counted(!reads.has(text), () => query(text, params, options as never))) as PGlite['query'];
  client.exec = ((text: string, options?: unknown) =>
    counted(true, () => exec(text, options as never))) as PGlite['exec'];
  client.transaction = ((fn: Parameters<PGlite['transaction']>[0]) =>
    counted(true, () => transaction(fn))) as PGlite['transaction'];
  const writeCount: WriteCount = {
    current: () => count,
    readOnly: (text) => {
      reads.add(text);
    },
  };
  counts.set(client, writeCount);
  return writeCount;
}

/** The embedded database's write count, by its client or its query builder; undefined on PostgreSQL. */
export function embeddedWriteCount(clientOrDb: object): WriteCount | undefined {
  return counts.get(clientOrDb) ?? counts.get((clientOrDb as { $client?: object }).$client ?? {});
}

/** At most this many results are remembered; past it the memory starts over. */
export const REMEMBERED_READS = 10_000;

/**
 * Serves a read again while the embedded database's write count stands still, and shares one read among the
 * callers that ask for the same key at the same count (200 people refreshing one application make one query until
 * something changes). Each caller gets its own copy. On PostgreSQL (no write count: other processes write too)
 * every call reads.
 */
export function rememberedReads<A extends unknown[], T>(
  count: WriteCount | undefined,
  key: (...args: A) => string,
  read: (...args: A) => Promise<T>,
): (...args: A) => Promise<T> {
  if (!count) return read;
  const remembered = new Map<string, { at: number; result: Promise<T> }>();
  return async (...args: A) => {
    const id = key(...args);
    const at = count.current();
    let entry = remembered.get(id);
    if (!entry || entry.at !== at) {
      if (remembered.size >= REMEMBERED_READS) remembered.clear();
      const made = { at, result: read(...args) };
      entry = made;
      remembered.set(id, made);
      made.result.catch(() => {
        if (remembered.get(id) === made) remembered.delete(id);
      });
    }
    return structuredClone(await entry.result);
  };
}
