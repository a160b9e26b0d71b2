import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { MIGRATIONS_FOLDER } from '../paths';

/** The query builder every module uses; identical on PGlite and PostgreSQL. */
export type Db = PgDatabase<PgQueryResultHKT>;

export interface Database {
  kind: 'pglite' | 'postgres';
  db: Db;
  /** Applies pending versioned migrations from `apps/api/drizzle`. */
  migrate(): Promise<void>;
  /** A round trip to the database (readiness probe). */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export function pgliteDatabase(client: PGlite): Database {
  const db = drizzlePglite(client);
  return {
    kind: 'pglite',
    db: db as unknown as Db,
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => client.close(),
  };
}

export function postgresDatabase(connectionString: string, options: { max?: number } = {}): Database {
  const pool = new pg.Pool({ connectionString, max: options.max ?? 10 });
  // An idle client whose server connection ends (a restart, a failover, an administrator's terminate) makes the
  // pool emit 'error'; unheard, that would crash the process. The pool drops the client and connects anew.
  pool.on('error', (error) => {
    process.emitWarning(`PostgreSQL closed an idle connection: ${error.message}`, 'HearthDatabaseWarning');
  });
  const db = drizzleNodePg(pool);
  return {
    kind: 'postgres',
    db: db as unknown as Db,
    migrate: () => migrateNodePg(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => pool.end(),
  };
}

/** `DATABASE_URL` selects PostgreSQL; otherwise PGlite persists under `<dataDir>/pgdata`. */
export async function openDatabase(options: {
  databaseUrl?: string | undefined;
  dataDir: string;
}): Promise<Database> {
  if (options.databaseUrl) return postgresDatabase(options.databaseUrl);
  const folder = join(options.dataDir, 'pgdata');
  mkdirSync(folder, { recursive: true });
  return pgliteDatabase(await PGlite.create({ dataDir: folder }));
}
