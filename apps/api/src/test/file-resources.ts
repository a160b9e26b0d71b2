/**
 * What a test file opened for itself (its app, its database) and closes when the file ends. `afterAll` called
 * inside a `beforeAll`, where most files build their app, is never run by Vitest, so `setupTestApp` registers here
 * and `file-setup.ts` closes everything after each file: with files sharing a worker (isolate: false) an unclosed
 * app keeps its PostgreSQL connections and the run soon has none left.
 */
const closers: (() => Promise<void>)[] = [];

export function closeAfterFile(close: () => Promise<void>): void {
  closers.push(close);
}

/** Closes in the reverse order of opening: an app before the database under it. */
export async function closeFileResources(): Promise<void> {
  for (let close = closers.pop(); close; close = closers.pop()) await close();
}
