/**
 * The borrower's page reads on a book of funded loans, without and with the indexes of migration 0034 (issue 21
 * item 5, decision 0203). A database of its own on the PostgreSQL server named by DATABASE_URL (or
 * TEST_DATABASE_URL) is migrated, then filled with BENCH_LOANS funded applications' rows by generate_series: the
 * loan documents, their signing acts and sealed copies with the certificate, the tasks and the hard pull. Each read
 * is the statement the server sends (as the page-read test captures it), timed on random applications: first with
 * 0034's indexes dropped, then with them created from the migration file. The database is dropped at the end.
 *
 * Usage: DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/page-read-indexes.ts
 *   BENCH_LOANS=10000 BENCH_READS=300
 */

import { createHash, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { postgresDatabase } from '../src/db/database';
import { seedBrands } from '../src/modules/organizations/repository';
import { MIGRATIONS_FOLDER } from '../src/paths';
import { adminQuery, databaseUrlFor, dropDatabase } from '../src/test/postgres-admin';

const print = (line = '') => process.stdout.write(`${line}\n`);
const LOANS = Number(process.env.BENCH_LOANS ?? 10_000);
const READS = Number(process.env.BENCH_READS ?? 300);
const adminUrl = process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (!adminUrl) throw new Error('Set DATABASE_URL (or TEST_DATABASE_URL) to a PostgreSQL server');

/** The migration under test: its CREATE INDEX statements, and the names to drop for the "before" figures. */
const MIGRATION = readFileSync(join(MIGRATIONS_FOLDER, '0034_page_read_indexes.sql'), 'utf8');
const CREATES = MIGRATION.split('--> statement-breakpoint').map((part) =>
  part
    .split('\n')
    .filter((line) => !line.startsWith('--'))
    .join('\n')
    .trim(),
);
const INDEX_NAMES = CREATES.map((statement) => /CREATE INDEX "([^"]+)"/.exec(statement)?.[1] ?? '');

const app = (g: string) => `md5('app-' || ${g})::uuid`;
const identity = (g: string) => `md5('identity-' || ${g})::uuid`;
const DOCUMENT_TYPES = [
  'ACCOUNT_OPENING_DISCLOSURE',
  'HELOC_AGREEMENT',
  'DEED_OF_TRUST',
  'RIGHT_TO_CANCEL',
  'RIGHT_TO_CANCEL_AT_SIGNING',
  'E_SIGN_CONSENT',
];
const CATEGORIES = [
  'MISSING_PHONE_NUMBER',
  'TRUST_REQUIREMENTS',
  'MANUAL_PAYSTUB_UPLOAD',
  'ESCALATION_REVIEW',
];
const list = (values: string[]) => `ARRAY[${values.map((value) => `'${value}'`).join(',')}]`;

/** BENCH_LOANS funded applications, each with the rows a funded line leaves in the tables the reads use. */
const FILL = [
  `INSERT INTO identities (uuid, email, password_hash, phone_number, organization_code)
   SELECT ${identity('g')}, 'bench.' || g || '@example.com', 'x', '(415) 555-0134', $2
   FROM generate_series(1, $1::int) g`,
  `INSERT INTO heloc_applications (uuid, identity_uuid, organization_code, status, first_name, last_name,
     dob_encrypted, email, phone_number, property_street1, property_city, property_state, property_zip,
     occupancy_type, listed_for_sale, income_cents, employment_type, created_at)
   SELECT ${app('g')}, ${identity('g')}, $2, 'COMPLETE', 'Alex', 'Bench' || g, 'x', 'bench.' || g || '@example.com',
     '(415) 555-0134', g || ' Main St', 'Sacramento', 'CA', '95814', 'HOME', false, 15000000, 'EMPLOYED',
     now() - g * interval '1 hour'
   FROM generate_series(1, $1::int) g`,
  `INSERT INTO loan_documents (id, application_uuid, type, sha256, size_bytes, pages, storage_key, paragraphs_encrypted,
     created_at)
   SELECT md5('doc-' || g || '-' || k)::uuid, ${app('g')}, (${list(DOCUMENT_TYPES)})[k], md5(g || '-' || k), 40000, 4,
     'bench', 'x', now() - g * interval '1 hour' + k * interval '1 second'
   FROM generate_series(1, $1::int) g, generate_series(1, ${DOCUMENT_TYPES.length}) k`,
  `INSERT INTO signing_acts (id, application_uuid, document_id, identity_uuid, document_sha256, action, signature_name,
     signed_at, ip, user_agent)
   SELECT md5('act-' || g || '-' || k)::uuid, ${app('g')}, md5('doc-' || g || '-' || k)::uuid, ${identity('g')},
     md5(g || '-' || k), 'SIGN', 'Alex Bench', now() - g * interval '1 hour' + k * interval '1 minute', '127.0.0.1',
     'bench'
   FROM generate_series(1, $1::int) g, generate_series(1, ${DOCUMENT_TYPES.length}) k`,
  `INSERT INTO sealed_documents (id, application_uuid, document_id, kind, signed_sha256, sha256, size_bytes, pages,
     storage_key, seal_certificate_sha256, sealed_at, created_at)
   SELECT md5('sealed-' || g || '-' || k)::uuid, ${app('g')},
     CASE WHEN k = 0 THEN NULL ELSE md5('doc-' || g || '-' || k)::uuid END,
     CASE WHEN k = 0 THEN 'CERTIFICATE' ELSE 'EXECUTED' END, md5(g || '-' || k), md5('s' || g || '-' || k), 50000, 5,
     'bench', 'x', now() - g * interval '1 hour' + interval '1 day', now() - g * interval '1 hour' + interval '1 day'
   FROM generate_series(1, $1::int) g, generate_series(0, ${DOCUMENT_TYPES.length}) k`,
  `INSERT INTO application_conditions (application_uuid, category, status, created_at, cleared_at, cleared_by)
   SELECT ${app('g')}, (${list(CATEGORIES)})[k], 'CLEARED', now() - g * interval '1 hour' + k * interval '1 minute',
     now() - g * interval '1 hour' + interval '2 hours', 'VENDOR'
   FROM generate_series(1, $1::int) g, generate_series(1, ${CATEGORIES.length}) k`,
  `INSERT INTO vendor_requests (id, vendor, application_uuid, purpose, status)
   SELECT md5('hard-' || g)::uuid, 'hard-credit', ${app('g')}, 'hard-pull', 'COMPLETED'
   FROM generate_series(1, $1::int) g`,
  `INSERT INTO hard_credit_pulls (request_id, application_uuid, outcome, report_encrypted, created_at)
   SELECT md5('hard-' || g)::uuid, ${app('g')}, 'PASS', repeat(md5(g::text), 60), now() - g * interval '1 hour'
   FROM generate_series(1, $1::int) g`,
];

interface Read {
  name: string;
  text: string;
  /** The parameters after the application's uuid, for the application filled as row `g`. */
  params(g: number): unknown[];
}

/** The uuid the fill gave row `g`: PostgreSQL's md5(text)::uuid. */
function uuidOf(kind: 'app' | 'identity', g: number): string {
  const hex = createHash('md5').update(`${kind}-${g}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The statements the server sends for these reads (drizzle's text, as apps/api/src/db/page-read-indexes.test.ts captures it). */
const READS_UNDER_TEST: Read[] = [
  {
    name: "task list (every application page's layout, GET conditions)",
    text: `select "id", "application_uuid", "category", "signer_invitation_id", "status", "comments_to_borrower", "docs_required", "created_at", "submitted_at", "cleared_at", "cleared_by", "cleared_note" from "application_conditions" where ("application_conditions"."application_uuid" = $1 and "application_conditions"."signer_invitation_id" is null and ("application_conditions"."status" <> $2 or "application_conditions"."cleared_at" > $3)) order by "application_conditions"."created_at" asc`,
    params: () => ['CLEARED', new Date(Date.now() - 30 * 86_400_000).toISOString()],
  },
  {
    name: 'open tasks (funding decision, jobs)',
    text: `select "category" from "application_conditions" where ("application_conditions"."application_uuid" = $1 and "application_conditions"."status" <> $2)`,
    params: () => ['CLEARED'],
  },
  {
    name: 'sealed documents (GET documents)',
    text: `select "id", "application_uuid", "document_id", "kind", "signed_sha256", "sha256", "size_bytes", "pages", "storage_key", "seal_certificate_sha256", "sealed_at", "created_at" from "sealed_documents" where "sealed_documents"."application_uuid" = $1 order by "sealed_documents"."created_at" asc, "sealed_documents"."id" asc`,
    params: () => [],
  },
  {
    name: "signing acts, the signer's (GET signing)",
    text: `select "id", "application_uuid", "document_id", "identity_uuid", "document_sha256", "action", "signature_name", "signed_at", "ip", "user_agent", "latitude", "longitude", "accuracy_meters" from "signing_acts" where ("signing_acts"."application_uuid" = $1 and "signing_acts"."identity_uuid" = $2)`,
    // The borrower's own acts.
    params: (g) => [uuidOf('identity', g)],
  },
  {
    name: 'signing acts, in order (sealing, signer status)',
    text: `select "id", "application_uuid", "document_id", "identity_uuid", "document_sha256", "action", "signature_name", "signed_at", "ip", "user_agent", "latitude", "longitude", "accuracy_meters" from "signing_acts" where "signing_acts"."application_uuid" = $1 order by "signing_acts"."signed_at" asc, "signing_acts"."id" asc`,
    params: () => [],
  },
  {
    name: 'hard pulls (GET liens, final decision)',
    text: `select "request_id", "application_uuid", "outcome", "report_encrypted", "created_at" from "hard_credit_pulls" where "hard_credit_pulls"."application_uuid" = $1 order by "hard_credit_pulls"."created_at"`,
    params: () => [],
  },
];

function quantile(sorted: number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
}

/** Median and p95 of READS calls, each on a random application, after a warm-up; and the plan's scans. */
interface Timing {
  median: number;
  p95: number;
  scans: string;
}

async function time(client: pg.Client, read: Read): Promise<Timing> {
  const args = () => {
    const g = 1 + Math.floor(Math.random() * LOANS);
    return [uuidOf('app', g), ...read.params(g)];
  };
  for (let i = 0; i < 20; i++) await client.query(read.text, args());
  const times: number[] = [];
  for (let i = 0; i < READS; i++) {
    const values = args();
    const started = performance.now();
    await client.query(read.text, values);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const plan = await client.query<{ 'QUERY PLAN': string }>(`EXPLAIN ${read.text}`, args());
  const scans = plan.rows
    .map((row) => row['QUERY PLAN'])
    .filter((line) => /Scan/.test(line))
    .map((line) => line.replace(/\s+\(cost.*$/, '').replace(/^[\s->]+/, ''))
    .join('; ');
  return { median: quantile(times, 0.5), p95: quantile(times, 0.95), scans };
}

async function main() {
  const name = `hearth_bench_reads_${randomBytes(4).toString('hex')}`;
  await adminQuery(adminUrl ?? '', `CREATE DATABASE "${name}"`);
  const url = databaseUrlFor(adminUrl ?? '', name);
  const client = new pg.Client({ connectionString: url });
  try {
    const database = postgresDatabase(url, { max: 1 });
    await database.migrate();
    await seedBrands(database.db);
    await database.close();
    await client.connect();
    const org = (await client.query<{ code: string }>('SELECT org_code AS code FROM organizations LIMIT 1'))
      .rows[0]?.code;
    const filling = performance.now();
    for (const statement of FILL)
      await client.query(statement, statement.includes('$2') ? [LOANS, org] : [LOANS]);
    await client.query('ANALYZE');
    const sizes = await client.query<{ table: string; rows: string }>(
      `SELECT 'application_conditions' AS table, count(*)::text AS rows FROM application_conditions
       UNION ALL SELECT 'sealed_documents', count(*)::text FROM sealed_documents
       UNION ALL SELECT 'signing_acts', count(*)::text FROM signing_acts
       UNION ALL SELECT 'hard_credit_pulls', count(*)::text FROM hard_credit_pulls`,
    );
    print(
      `page reads on ${LOANS} funded loans (filled in ${((performance.now() - filling) / 1000).toFixed(1)} s): ${sizes.rows.map((r) => `${r.table} ${r.rows} rows`).join(', ')}`,
    );

    for (const index of INDEX_NAMES) await client.query(`DROP INDEX IF EXISTS "${index}"`);
    await client.query('ANALYZE');
    const before: Timing[] = [];
    for (const read of READS_UNDER_TEST) before.push(await time(client, read));

    for (const statement of CREATES) await client.query(statement);
    await client.query('ANALYZE');
    const after: Timing[] = [];
    for (const read of READS_UNDER_TEST) after.push(await time(client, read));

    print();
    print(
      `read                                                          before median / p95   after median / p95 (ms, ${READS} reads)`,
    );
    READS_UNDER_TEST.forEach((read, i) => {
      const b = before[i];
      const a = after[i];
      if (!a || !b) return;
      print(
        `${read.name.padEnd(62)}${`${b.median.toFixed(2)} / ${b.p95.toFixed(2)}`.padEnd(22)}${a.median.toFixed(2)} / ${a.p95.toFixed(2)}`,
      );
      print(`    before: ${b.scans}`);
      print(`    after:  ${a.scans}`);
    });
  } finally {
    await client.end().catch(() => {});
    await dropDatabase(adminUrl ?? '', name);
  }
}

await main();
