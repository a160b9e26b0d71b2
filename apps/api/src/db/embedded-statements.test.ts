import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMBEDDED_SHARED_BUFFERS, openDatabase } from './database';
import { keepEmbeddedStatementsPrepared } from './embedded-statements';

// Issue 21 item 4: PGlite's `query` parsed and planned every statement anew in six round trips; the embedded
// database keeps each DML text prepared and runs it in one. Same answers, same errors, same order.
// PGlite's own behaviour: the PostgreSQL pass of the suite (TEST_DATABASE_URL) has nothing to prove here.
describe.skipIf(process.env.TEST_DATABASE_URL)('the embedded database (PGlite)', () => {
  let plain: PGlite;
  let kept: PGlite;
  beforeAll(async () => {
    plain = await PGlite.create();
    kept = await PGlite.create();
    keepEmbeddedStatementsPrepared(kept, 4);
    for (const client of [plain, kept])
      await client.exec(
        `CREATE TABLE items (id serial PRIMARY KEY, name text NOT NULL UNIQUE, facts jsonb, at timestamptz, tags text[]);`,
      );
  });
  afterAll(async () => {
    await plain.close();
    await kept.close();
  });

  const prepared = async (client: PGlite) =>
    (await client.query<{ name: string }>('SELECT name FROM pg_prepared_statements ORDER BY name')).rows.map(
      (row) => row.name,
    );

  describe('statements kept prepared on the embedded database', () => {
    it('answers exactly what PGlite answers, for writes and reads with every kind of value', async () => {
      const at = new Date('2026-11-27T12:34:56.789Z');
      for (const client of [plain, kept]) {
        await client.query('INSERT INTO items (name, facts, at, tags) VALUES ($1, $2, $3, $4)', [
          'first',
          { nested: { a: 1 }, list: [1, 'two'] },
          at,
          ['x', 'y'],
        ]);
        await client.query('INSERT INTO items (name, facts) VALUES ($1, $2)', ['second', null]);
      }
      const statements: [string, unknown[], object?][] = [
        ['SELECT * FROM items ORDER BY id', []],
        ['SELECT name, facts -> $1 AS part FROM items WHERE name = $2', ['nested', 'first']],
        ['SELECT * FROM items WHERE at < $1', [new Date()], { rowMode: 'array' }],
        ['UPDATE items SET tags = $1 WHERE name = $2 RETURNING *', [['z'], 'second']],
        ['DELETE FROM items WHERE name = $1', ['nobody']],
      ];
      for (const [text, params, options] of statements) {
        expect(await kept.query(text, params, options)).toEqual(await plain.query(text, params, options));
      }
      expect((await prepared(kept)).length).toBeGreaterThan(0);
      expect(await prepared(plain)).toEqual([]);
    });

    it('plans a repeated statement once and closes the least recently used past its limit', async () => {
      for (let i = 0; i < 3; i++) await kept.query('SELECT count(*) FROM items WHERE id > $1', [i]);
      const names = await prepared(kept);
      expect(names.length).toBeLessThanOrEqual(4);
      for (let i = 0; i < 6; i++) await kept.query(`SELECT ${i} AS n FROM items LIMIT $1`, [1]);
      expect((await prepared(kept)).length).toBe(4);
    });

    it('fails as PGlite fails, with the statement and its values, and the next statement runs', async () => {
      const failure = async (client: PGlite) =>
        client.query('INSERT INTO items (name) VALUES ($1)', ['first']).catch((error: unknown) => error);
      const [mine, theirs] = (await Promise.all([failure(kept), failure(plain)])) as Record<
        string,
        unknown
      >[];
      for (const key of ['message', 'code', 'constraint', 'query', 'params'])
        expect(mine?.[key], key).toEqual(theirs?.[key]);
      await expect(kept.query('SELECT FROM nowhere WHERE $1', [true])).rejects.toThrow(/nowhere/);
      expect((await kept.query('SELECT count(*)::int AS n FROM items')).rows).toEqual([{ n: 2 }]);
    });

    it('prepares again when a migration changes a table a kept statement reads', async () => {
      const read = () => kept.query('SELECT * FROM items WHERE name = $1', ['first']);
      await read();
      await kept.exec('ALTER TABLE items ADD COLUMN note text');
      expect((await read()).rows[0]).toHaveProperty('note', null);
      await kept.exec('ALTER TABLE items DROP COLUMN note');
    });

    it('waits for an open transaction as PGlite does: a read never sees it half way', async () => {
      let release: () => void = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      const transaction = kept.transaction(async (tx) => {
        await tx.query("UPDATE items SET name = 'renamed' WHERE name = 'second'");
        await held;
        await tx.query("UPDATE items SET name = 'second' WHERE name = 'renamed'");
      });
      const read = kept.query<{ name: string }>('SELECT name FROM items ORDER BY id');
      release();
      await transaction;
      expect((await read).rows.map((row) => row.name)).toEqual(['first', 'second']);
    });
  });

  describe('the embedded database on disk', () => {
    it("is created in a child process, then opened with 16 MB of shared buffers, not PostgreSQL's 128 MB", async () => {
      const dataDir = mkdtempSync(join(tmpdir(), 'hearth-embedded-'));
      try {
        for (let open = 0; open < 2; open++) {
          const database = await openDatabase({ dataDir });
          const client = (database.db as unknown as { $client: PGlite }).$client;
          const { rows } = await client.query<{ shared_buffers: string }>('SHOW shared_buffers');
          expect(rows[0]?.shared_buffers).toBe(EMBEDDED_SHARED_BUFFERS);
          await database.close();
        }
      } finally {
        rmSync(dataDir, { recursive: true, force: true });
      }
    }, 180_000);
  });
});
