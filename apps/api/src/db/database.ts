import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { MIGRATIONS_FOLDER } from '../paths';
import { keepEmbeddedStatementsPrepared } from './embedded-statements';
import { countEmbeddedWrites } from './embedded-writes';

/** The query builder every module uses; identical on PGlite and PostgreSQL. */
export type Db = PgDatabase<PgQueryResultHKT>;

export interface Database {
  kind: 'pglite' | 'postgres';
  db: Db;
  /** Applies pending versioned migrations from `apps/api/drizzle` (on PostgreSQL one process at a time). */
  migrate(): Promise<void>;
  /**
   * Runs schema work (migrations, the job queue's install) one process at a time across every process on the
   * database: pg-boss's own install is not safe against a concurrent one (two `CREATE SCHEMA pgboss` collide).
   */
  withMigrationLock<T>(fn: () => Promise<T>): Promise<T>;
  /** Tags of the versioned migrations not yet applied (a server in production refuses to start with any). */
  pendingMigrations(): Promise<string[]>;
  /** A round trip to the database (readiness probe). */
  ping(): Promise<void>;
  /**
   * Every NOTIFY on `channel`, from any process on this database (on PGlite, this process's own): the fan-out
   * between server processes (chat, decision 0233). `onReconnect` runs after a lost listening connection is back,
   * when notifications sent meanwhile were missed. Returns the call that stops listening.
   */
  listen(
    channel: string,
    onPayload: (payload: string) => void,
    onReconnect?: () => void,
  ): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

/** Arbitrary but fixed: the advisory lock every Hearth process takes to migrate PostgreSQL. */
export const MIGRATION_LOCK_KEY = 4_832_017_551;

interface JournalEntry {
  tag: string;
  when: number;
}

/**
 * Journal entries newer than the last migration recorded in `drizzle.__drizzle_migrations`: the same rule
 * drizzle's migrator applies (it runs every entry whose `when` is after the last recorded `created_at`).
 */
async function pendingMigrations(db: Db): Promise<string[]> {
  const journal = JSON.parse(readFileSync(join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8')) as {
    entries: JournalEntry[];
  };
  const rows = async <T>(query: ReturnType<typeof sql>) =>
    ((await db.execute(query)) as unknown as { rows: T[] }).rows;
  const [exists] = await rows<{ present: boolean }>(
    sql`SELECT to_regclass('drizzle.__drizzle_migrations') IS NOT NULL AS present`,
  );
  let last = -1;
  if (exists?.present) {
    const [recorded] = await rows<{ last: string | null }>(
      sql`SELECT max(created_at)::text AS last FROM drizzle.__drizzle_migrations`,
    );
    last = Number(recorded?.last ?? -1);
  }
  return journal.entries.filter((entry) => entry.when > last).map((entry) => entry.tag);
}

/** SQLSTATE 25P02: the session is inside a failed transaction and ignores every command until it ends. */
const IN_FAILED_TRANSACTION = '25P02';
const OPENS_TRANSACTION = /^\s*(?:begin|start\s+transaction)\b/i;
const CLOSES_TRANSACTION = /(?:^|;)\s*(?:commit|end|rollback)\b[^;]*;?\s*$/i;

/**
 * A `BEGIN` sent on its own, outside `db.transaction`, is how a connection is left inside a transaction when the
 * code between statements throws (issue 19 item 4): refused. A script that opens and closes one in the same text
 * (pg-boss's locked commands) is one round trip, which the connection guard rolls back if it fails half way.
 */
export function refuseManualTransaction(text: unknown): void {
  if (typeof text !== 'string' || !OPENS_TRANSACTION.test(text) || CLOSES_TRANSACTION.test(text)) return;
  throw new Error(
    'Open transactions with db.transaction(...), which always ends them; BEGIN alone is refused',
  );
}

const sqlStateOf = (error: unknown) => (error as { code?: unknown } | undefined)?.code;

/**
 * PGlite is one connection for the whole process: a statement that fails inside a transaction it was not meant to
 * outlive would leave every later request answering 'current transaction is aborted' (issue 19 item 4). Every
 * call outside `transaction()` that fails is followed by a ROLLBACK (a no-op when none is open), and a call that
 * finds the connection already in a failed transaction recovers it and runs once more (it had run nothing).
 */
function guardEmbeddedConnection(client: PGlite): void {
  const query = client.query.bind(client);
  const exec = client.exec.bind(client);
  const recover = () => exec('ROLLBACK').then(() => undefined);
  async function guarded<T>(text: unknown, run: () => Promise<T>): Promise<T> {
    refuseManualTransaction(text);
    try {
      return await run();
    } catch (error) {
      await recover();
      if (sqlStateOf(error) === IN_FAILED_TRANSACTION) return run();
      throw error;
    }
  }
  client.query = ((text: string, params?: unknown[], options?: unknown) =>
    guarded(text, () => query(text, params, options as never))) as PGlite['query'];
  client.exec = ((text: string, options?: unknown) =>
    guarded(text, () => exec(text, options as never))) as PGlite['exec'];
}

/**
 * The one transaction helper: `db.transaction` itself, so every module's transactions go through it. On PGlite the
 * client's own transaction rolls back on any error, SQL or thrown between statements; a ROLLBACK after a failure
 * makes sure of it. On PostgreSQL each transaction has a pooled client of its own, and one not back to idle
 * afterwards (its ROLLBACK failed, or BEGIN did) is destroyed rather than returned to the pool.
 */
function guardTransactions(db: Db, transaction: Db['transaction']): void {
  Object.assign(db, { transaction });
}

export function pgliteDatabase(client: PGlite): Database {
  keepEmbeddedStatementsPrepared(client);
  guardEmbeddedConnection(client);
  // Outermost, so it sees every call the app makes (decision 0206).
  countEmbeddedWrites(client);
  const db = drizzlePglite(client);
  const original = db.transaction.bind(db) as unknown as Db['transaction'];
  guardTransactions(
    db as unknown as Db,
    (async (fn, config) => {
      try {
        return await original(fn, config);
      } catch (error) {
        await client.exec('ROLLBACK');
        throw error;
      }
    }) as Db['transaction'],
  );
  return {
    kind: 'pglite',
    db: db as unknown as Db,
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    // One process owns an embedded database: nothing to serialise with.
    withMigrationLock: (fn) => fn(),
    pendingMigrations: () => pendingMigrations(db as unknown as Db),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    listen: async (channel, onPayload) => {
      const unsubscribe = await client.listen(channel, onPayload);
      return async () => {
        if (!client.closed) await unsubscribe();
      };
    },
    close: () => client.close(),
  };
}

/** A quoted identifier for LISTEN, which takes no parameters. */
function quoteIdentifier(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

/**
 * LISTEN on a connection of its own, outside the pool (a pooled client would be handed to other queries). A lost
 * connection (a restart, a failover) is opened again after a second, and `onReconnect` tells the caller that what
 * was sent meanwhile was missed.
 */
async function listenOnPostgres(
  connectionString: string,
  channel: string,
  onPayload: (payload: string) => void,
  onReconnect?: () => void,
): Promise<() => Promise<void>> {
  let stopped = false;
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  const scheduleRetry = () => {
    if (stopped || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      if (stopped) return;
      open()
        .then(() => onReconnect?.())
        .catch(() => {
          const failed = client;
          client = undefined;
          failed?.end().catch(() => {});
          scheduleRetry();
        });
    }, 1000);
  };
  const open = async (): Promise<void> => {
    const next = new pg.Client({ connectionString });
    next.on('notification', (message) => {
      if (message.channel === channel) onPayload(message.payload ?? '');
    });
    const lost = () => {
      if (stopped || client !== next) return;
      client = undefined;
      next.end().catch(() => {});
      scheduleRetry();
    };
    next.on('error', lost);
    next.on('end', lost);
    client = next;
    await next.connect();
    await next.query(`LISTEN ${quoteIdentifier(channel)}`);
  };
  try {
    await open();
  } catch (error) {
    // The first connection failing is the caller's error to see; nothing keeps retrying behind it.
    stopped = true;
    await client?.end().catch(() => {});
    throw error;
  }
  return async () => {
    stopped = true;
    clearTimeout(retry);
    const last = client;
    client = undefined;
    await last?.end().catch(() => {});
  };
}

export function postgresDatabase(connectionString: string, options: { max?: number } = {}): Database {
  const pool = new pg.Pool({ connectionString, max: options.max ?? 10 });
  // An idle client whose server connection ends (a restart, a failover, an administrator's terminate) makes the
  // pool emit 'error'; unheard, that would crash the process. The pool drops the client and connects anew.
  pool.on('error', (error) => {
    process.emitWarning(`PostgreSQL closed an idle connection: ${error.message}`, 'HearthDatabaseWarning');
  });
  // A client found inside a transaction (left open or failed) is rolled back before its next user's statement:
  // the client runs its queries in order, and this one is queued first.
  pool.on('acquire', (client) => {
    const status = client.getTransactionStatus();
    if (status === 'T' || status === 'E') client.query('ROLLBACK').catch(() => {});
  });
  const poolQuery = pool.query.bind(pool) as (...args: unknown[]) => unknown;
  pool.query = ((config: unknown, ...rest: unknown[]) => {
    refuseManualTransaction(typeof config === 'string' ? config : (config as { text?: unknown })?.text);
    return poolQuery(config, ...rest);
  }) as typeof pool.query;
  const db = drizzleNodePg(pool);
  guardTransactions(
    db as unknown as Db,
    (async (fn, config) => {
      const client = await pool.connect();
      try {
        return await drizzleNodePg(client).transaction(fn as never, config);
      } finally {
        const status = client.getTransactionStatus();
        client.release(
          status === 'I' ? undefined : new Error(`connection left in transaction state ${status}`),
        );
      }
    }) as Db['transaction'],
  );
  /**
   * A session advisory lock on a connection of its own, outside the pool, held while `fn` runs on the pool (a
   * pool of one, as the test setup uses, would otherwise wait for itself).
   */
  const withMigrationLock = async <T>(fn: () => Promise<T>): Promise<T> => {
    const client = new pg.Client({ connectionString });
    await client.connect();
    try {
      await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
      return await fn();
    } finally {
      // Ending the session releases its advisory lock.
      await client.end();
    }
  };
  return {
    kind: 'postgres',
    db: db as unknown as Db,
    // Two deploy steps (or servers) migrating at once would both try to create the same tables: the lock makes
    // the second wait, then find nothing left to apply.
    migrate: () => withMigrationLock(() => migrateNodePg(db, { migrationsFolder: MIGRATIONS_FOLDER })),
    withMigrationLock,
    pendingMigrations: () => pendingMigrations(db as unknown as Db),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    listen: (channel, onPayload, onReconnect) =>
      listenOnPostgres(connectionString, channel, onPayload, onReconnect),
    close: () => pool.end(),
  };
}

/**
 * PostgreSQL's shared buffers in the embedded database (issue 21 item 4). PGlite starts with PostgreSQL's 128 MB,
 * all of it touched at start inside the WebAssembly memory, so resident from the first second; a new database is
 * about 40 MB on disk and the operating system caches the files behind the buffers anyway; 16 MB holds the hot
 * tables and indexes of a demonstration (decision 0206). PostgreSQL through DATABASE_URL keeps its own settings.
 */
export const EMBEDDED_SHARED_BUFFERS = '16MB';

/**
 * Creates the embedded database's cluster (PostgreSQL's initdb) in a short-lived child process when the folder
 * has none yet. In the server's own process PGlite runs initdb through a second PostgreSQL instance and the initdb
 * program, each with WebAssembly memory of its own (about 450 MB) that the server then held until a garbage
 * collection that may never come: 868 MB after the first `npm start` against 405 MB after the next (issue 21
 * item 4). A child gives all of it back when it exits.
 */
async function createEmbeddedCluster(folder: string): Promise<void> {
  if (existsSync(join(folder, 'PG_VERSION'))) return;
  const pglite = import.meta.resolve('@electric-sql/pglite');
  const script =
    'const { PGlite } = await import(process.argv[1]); await (await PGlite.create({ dataDir: process.argv[2] })).close();';
  await new Promise<void>((resolve, reject) => {
    const child = spawn(process.execPath, ['--input-type=module', '-e', script, pglite, folder], {
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    child.once('error', reject);
    child.once('exit', (code, signal) =>
      code === 0
        ? resolve()
        : reject(
            new Error(
              `creating the embedded database in ${folder} failed (${signal ?? `exit code ${code}`})`,
            ),
          ),
    );
  });
}

/**
 * PGlite's PostgreSQL (a 9 MB WebAssembly module) is compiled by V8's baseline compiler, Liftoff, only: no tier-up
 * to the optimizing compiler (issue 21 item 4, decision 0266). V8 compiles the functions PostgreSQL runs often a
 * second time, with TurboFan, on background threads whose working memory stays in glibc's per-thread arenas: 50 to
 * 85 MB of the server's resident memory after start, measured in /proc/<pid>/smaps, against 0 to 18 MB with
 * Liftoff alone. The process-wide V8 flag is set before the module is compiled (PGlite compiles it in `create`); it
 * touches WebAssembly only, so nothing else of the server changes. The embedded database serves GET application
 * from its remembered reads (decision 0206), so its queries are few; PostgreSQL through DATABASE_URL is unaffected.
 */
function compileEmbeddedDatabaseWithBaselineOnly(): void {
  setFlagsFromString('--liftoff-only');
}

/** `DATABASE_URL` selects PostgreSQL; otherwise PGlite persists under `<dataDir>/pgdata`. */
export async function openDatabase(options: {
  databaseUrl?: string | undefined;
  dataDir: string;
}): Promise<Database> {
  if (options.databaseUrl) return postgresDatabase(options.databaseUrl);
  const folder = join(options.dataDir, 'pgdata');
  mkdirSync(folder, { recursive: true });
  await createEmbeddedCluster(folder);
  compileEmbeddedDatabaseWithBaselineOnly();
  return pgliteDatabase(
    await PGlite.create({
      dataDir: folder,
      startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${EMBEDDED_SHARED_BUFFERS}`],
    }),
  );
}
