import {
  type PGlite,
  parse,
  protocol,
  type QueryOptions,
  type Results,
  messages as wire,
} from '@electric-sql/pglite';

/** Statements kept prepared at once; the least recently used is closed when a new one would exceed it. */
export const EMBEDDED_STATEMENT_CACHE_SIZE = 256;

/** Only plain DML is kept prepared: utility statements (SET, LISTEN, DDL, COPY) take PGlite's own path. */
const KEPT = /^\s*(?:select|insert|update|delete|with)\b/i;

/** SQLSTATE 0A000 with this text: a table a prepared statement reads changed shape (a migration ran). */
const CHANGED_RESULT_TYPE = 'cached plan must not change result type';

interface Statement {
  name: string;
  /** Parameter types PostgreSQL inferred, for choosing each value's serializer as PGlite does. */
  paramTypes: number[];
}

/** The parts of PGlite this uses besides its public `query`: its two locks (declared in its types). */
interface Locks {
  _checkReady(): Promise<void>;
  _runExclusiveTransaction<T>(fn: () => Promise<T>): Promise<T>;
  _runExclusiveQuery<T>(fn: () => Promise<T>): Promise<T>;
}

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

/** What PGlite adds to a database error of `query` (the statement, its values and options). */
function asQueryError(error: unknown, text: string, params: unknown[], options: QueryOptions | undefined) {
  if (error instanceof wire.DatabaseError)
    Object.assign(error, { query: text, params, queryOptions: options });
  return error;
}

/**
 * PGlite's `query` runs every call as six protocol round trips (parse, describe, bind, describe, execute, sync), and
 * PostgreSQL parses, analyses and plans the text anew each time: about 1.2 ms of CPU for the application's hot read,
 * of which the plan is most (issue 21 item 4). Here a DML text is parsed once into a named prepared statement, as
 * node-postgres does for a named query and postgres.js for every query, and each later call is one round trip
 * (bind, describe, execute, sync): about 0.5 ms for the same read, drizzle's mapping included (decision 0206).
 *
 * Same answers: the values are serialized by the parameter types PostgreSQL inferred, with the same serializers,
 * and the rows parsed by PGlite's own `parseResults` with the same parsers and options; errors carry the same
 * fields. Same ordering: a call waits for an open transaction and for the query before it, as `query` does. Calls
 * inside `transaction()` (which use the transaction's own `query`) and calls with a blob or explicit parameter
 * types are left to PGlite.
 */
export function keepEmbeddedStatementsPrepared(client: PGlite, size = EMBEDDED_STATEMENT_CACHE_SIZE): void {
  const query = client.query.bind(client);
  const locks = client as unknown as Locks;
  const { serialize } = protocol;
  /**
   * PGlite's result parser copies every type parser it knows (hundreds, with the array types) into a new object on
   * each call that brings parsers of its own, as drizzle's queries do: about a fifth of a hot read's CPU. The same
   * lookups through an object whose prototype is the client's parsers cost nothing to make; one per options object.
   */
  type Parsers = PGlite['parsers'];
  const merged = new WeakMap<QueryOptions, [Parsers, QueryOptions]>();
  const parsing = (options: QueryOptions | undefined): [Parsers, QueryOptions | undefined] => {
    if (!options?.parsers) return [client.parsers, options];
    let entry = merged.get(options);
    if (!entry) {
      const parsers = Object.assign(Object.create(client.parsers) as Parsers, options.parsers);
      entry = [parsers, { ...options, parsers: undefined }];
      merged.set(options, entry);
    }
    return entry;
  };
  /** By text, least recently used first (a Map keeps insertion order). */
  const statements = new Map<string, Statement>();
  let counter = 0;

  async function prepare(text: string): Promise<Statement> {
    const name = `hearth_embedded_${++counter}`;
    const described = await client.execProtocol(
      concat([serialize.parse({ name, text }), serialize.describe({ type: 'S', name }), serialize.sync()]),
      { syncToFs: false },
    );
    const statement = { name, paramTypes: parse.parseDescribeStatementResults(described.messages) };
    statements.set(text, statement);
    while (statements.size > size) {
      const [oldest, { name: closing }] = statements.entries().next().value as [string, Statement];
      statements.delete(oldest);
      await client.execProtocol(concat([serialize.close({ type: 'S', name: closing }), serialize.sync()]), {
        syncToFs: false,
      });
    }
    return statement;
  }

  async function forget(text: string, statement: Statement): Promise<void> {
    statements.delete(text);
    await client.execProtocol(
      concat([serialize.close({ type: 'S', name: statement.name }), serialize.sync()]),
      {
        syncToFs: false,
      },
    );
  }

  async function execute(statement: Statement, params: unknown[], options: QueryOptions | undefined) {
    const values = params.map((value, index) => {
      if (value === null || value === undefined) return null;
      const type = statement.paramTypes[index] as number;
      const serializer = options?.serializers?.[type] ?? client.serializers[type];
      return serializer ? serializer(value) : String(value);
    });
    const result = await client.execProtocol(
      concat([
        serialize.bind({ statement: statement.name, values }),
        serialize.describe({ type: 'P' }),
        serialize.execute({}),
        serialize.sync(),
      ]),
      { syncToFs: false, ...(options?.onNotice ? { onNotice: options.onNotice } : {}) },
    );
    const [parsers, parseOptions] = parsing(options);
    return parse.parseResults(result.messages, parsers, parseOptions)[0] as Results;
  }

  client.query = (async (text: string, params: unknown[] = [], options?: QueryOptions) => {
    if (typeof text !== 'string' || !KEPT.test(text) || options?.blob || options?.paramTypes)
      return query(text, params, options);
    await locks._checkReady();
    return locks._runExclusiveTransaction(() =>
      locks._runExclusiveQuery(async () => {
        try {
          let statement = statements.get(text);
          if (statement) {
            // Most recently used goes last.
            statements.delete(text);
            statements.set(text, statement);
          } else statement = await prepare(text);
          let result: Results;
          try {
            result = await execute(statement, params, options);
          } catch (error) {
            if ((error as { message?: unknown }).message !== CHANGED_RESULT_TYPE) throw error;
            await forget(text, statement);
            result = await execute(await prepare(text), params, options);
          }
          await client.syncToFs();
          return result;
        } catch (error) {
          throw asQueryError(error, text, params, options);
        }
      }),
    );
  }) as PGlite['query'];
}
