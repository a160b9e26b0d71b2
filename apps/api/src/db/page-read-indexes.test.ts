import { AsyncLocalStorage } from 'node:async_hooks';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { beforeAll, describe, expect, it } from 'vitest';
import { injectHttp, type JourneyHttp } from '../test/journey/http';
import { type JourneyStage, type SeededJourney, seedJourney } from '../test/journey/stages';
import { setupTestApp, type TestApp } from '../test/test-app';

/**
 * Issue 21 item 5 (decision 0203): the reads behind the borrower's pages must not grow with every loan ever made.
 * The test drives applications from the offers to a funded line, captures the SQL the server really runs while
 * serving each page read (and while the journey's steps and jobs run), then asks PostgreSQL for the plan of each
 * statement with its parameters. With `enable_seqscan = off` a test-sized table still shows whether an index can
 * serve the query: the planner reads a whole table only when no index bounds the rows it wants. A whole-table
 * scan of a growing table fails, naming the read, the scan and the statement. PostgreSQL only: PGlite plans the
 * same SQL, but production runs on PostgreSQL.
 */

/** Tables that gain rows with every applicant, application or loan: scanning one costs more as the book grows. */
const GROWING_TABLES = [
  'ach_entries',
  'adopted_signatures',
  'applicant_notices',
  'application_conditions',
  'application_consents',
  'application_hmda',
  'application_status_history',
  'application_uploads',
  'bank_accounts',
  'bank_link_sessions',
  'borrower_feedback',
  'chat_attachments',
  'chat_conversations',
  'chat_feedback',
  'chat_messages',
  'co_deed_removals',
  'collateral_files',
  'comms_consents',
  'condition_documents',
  'console_audit_log',
  'e_sign_demonstrations',
  'funding_preparations',
  'fundings',
  'hard_credit_pulls',
  'heloc_applications',
  'idempotency_keys',
  'identities',
  'identity_consents',
  'identity_verifications',
  'income_verifications',
  'lead_referrals',
  'line_changes',
  'line_transactions',
  'loan_documents',
  'mail_queue',
  'notary_deed_signatures',
  'notary_sessions',
  'notification_reads',
  'optimizely_profiles',
  'outbox',
  'profiles',
  'rate_limit_counters',
  'recordings',
  'revoked_tokens',
  'sealed_documents',
  'session_replay_links',
  'signer_invitations',
  'signing_acts',
  'telemetry_events',
  'telemetry_sessions',
  'vendor_callback_rejections',
  'vendor_callbacks',
  'vendor_requests',
  'waitlist_entries',
] as const;

/** Tables that stay small whatever the number of loans, with the reason a scan of them is not checked. */
const SMALL_TABLES: Record<string, string> = {
  organizations: 'one row per brand (a handful), seeded by the lender',
  organization_hosts: 'the host names of those brands',
  offer_codes: 'marketing codes the lender sets up, a few per campaign',
  loan_originators: "the lender's roster of loan officers",
  broker_mail_settings: 'one row per broker on that roster',
  staff_members: "the lender's own staff",
  brand_banners: 'the banners a lender posts, a few at a time',
  brand_feature_flags: 'at most one row per brand and flag of the 17-name whitelist',
  brand_maintenance: 'one row per brand and route prefix under maintenance',
  brand_support_contacts: 'at most one row per brand (its support phone and e-mail), read by primary key',
  service_operating_hours: 'one row per lender and department',
};

/**
 * Partial indexes that hold only work in flight (a request awaiting its vendor, a task not done, a message not yet
 * sent): reading one end to end costs what is in flight now, not what the book holds, so it is not a whole scan.
 */
const IN_FLIGHT_INDEXES: Record<string, string> = {
  vendor_requests_one_pending: "requests still waiting on a vendor's answer",
  application_conditions_one_open: 'tasks not yet done',
  application_conditions_one_open_signer: "additional signers' tasks not yet done",
  heloc_applications_one_open_key: 'applications still open',
  outbox_unsent_idx: 'messages not yet sent',
  mail_queue_unprinted_idx: 'letters not yet printed',
};

/** Borrower reads the web app makes on an application's pages, beside those under the application's own path. */
const OTHER_PAGE_READS = [
  '/service-application/api/v1/application/heloc/all',
  '/service-profile/api/v1/profile',
  '/identity/secure/api/v1/identity',
  '/service-conditions/external/api/v1/applications/{uuid}/conditions/external-applicants',
];
const APPLICATION_PATH = '/service-application/api/v1/application/heloc/{uuid}';

/** Stages whose pages read different things: offers, the final offer, signing, the notary's wait, a funded line. */
const STAGES: readonly JourneyStage[] = ['offers', 'final-offer', 'documents', 'booked', 'funded'];

interface Captured {
  /** The page read (or journey phase, or a job running meanwhile) that ran the statement. */
  read: string;
  text: string;
  values: unknown[];
}

/** The request a statement is sent for: set around each page read, carried by the request's async context. */
const reading = new AsyncLocalStorage<string>();

/** Every statement sent to PostgreSQL while `run` runs, labelled by its request, else by `otherwise`. */
async function capturing<T>(into: Captured[], otherwise: string, run: () => Promise<T>): Promise<T> {
  const prototype = pg.Client.prototype as unknown as { query: (...args: unknown[]) => unknown };
  const original = prototype.query;
  prototype.query = function (this: unknown, config: unknown, values?: unknown, ...rest: unknown[]) {
    const text = typeof config === 'string' ? config : (config as { text?: unknown } | null)?.text;
    const params = Array.isArray(values) ? values : ((config as { values?: unknown[] } | null)?.values ?? []);
    if (typeof text === 'string')
      into.push({ read: reading.getStore() ?? otherwise, text, values: [...params] });
    return original.call(this, config, values, ...rest);
  };
  try {
    return await run();
  } finally {
    prototype.query = original;
  }
}

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Index Cond'?: string;
  Plans?: PlanNode[];
}

/** Each index of the schema: its table, its first key (a column or an expression such as lower(email)). */
type Indexes = Map<string, { table: string; leading: string }>;

/** Whether an index condition names the index's first key itself (an outer table's column comes qualified). */
function bounds(condition: string, leading: string): boolean {
  const key = leading.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(^|[^\\w.])${key}(?!\\w)`).test(condition);
}

/**
 * Scans of a growing table that read all of it: a Seq Scan, or an index walked end to end because no condition
 * bounds its first key (PostgreSQL checks a condition on a later key of a btree along the whole index).
 */
function wholeTableScans(node: PlanNode, growing: ReadonlySet<string>, indexes: Indexes): string[] {
  const found: string[] = [];
  const name = node['Index Name'];
  const index = name ? indexes.get(name) : undefined;
  const relation = node['Relation Name'] ?? index?.table;
  if (relation && growing.has(relation)) {
    if (node['Node Type'] === 'Seq Scan') found.push(`Seq Scan on ${relation}`);
    else if (
      name &&
      index &&
      !(name in IN_FLIGHT_INDEXES) &&
      !bounds(node['Index Cond'] ?? '', index.leading)
    )
      found.push(`${node['Node Type']} of all of ${name} on ${relation}`);
  }
  for (const child of node.Plans ?? []) found.push(...wholeTableScans(child, growing, indexes));
  return found;
}

/** Statements worth planning: the app's own reads and writes, not the job queue's or the session's. */
function planned(statement: Captured): boolean {
  const text = statement.text.trim();
  if (!/^(select|with|insert|update|delete)\b/i.test(text)) return false;
  if (/\bpgboss\./i.test(text) || /\bdrizzle\.__drizzle_migrations\b/.test(text)) return false;
  return /\bfrom\b|\bupdate\b|\bdelete\b|\bon conflict\b/i.test(text);
}

/** The ids a list answers with, for the reads that open one of them (a document, a sealed file, a notice). */
function idsIn(path: string, body: unknown): Record<string, string[]> {
  if (path.endsWith('/documents')) {
    const list = body as {
      documents: { id: string }[];
      sealed: { executed: { id: string }[]; certificate: { id: string } } | null;
    };
    const sealed = list.sealed ? [...list.sealed.executed, list.sealed.certificate] : [];
    return { documentId: list.documents.map((each) => each.id), sealedId: sealed.map((each) => each.id) };
  }
  if (path.endsWith('/notices'))
    return { noticeId: (body as { notices: { id: string }[] }).notices.map((each) => each.id) };
  if (path.endsWith('/uploads')) return { uploadId: (body as { id: string }[]).map((each) => each.id) };
  return {};
}

/** Each page read, once per id its list names, as the application's borrower; every answer under 500. */
async function readPages(http: JourneyHttp, app: SeededJourney, paths: string[]): Promise<void> {
  const ids: Record<string, string[]> = {};
  for (const path of paths) {
    const name = [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).find((each) => each !== 'uuid');
    for (const value of name ? (ids[name] ?? []) : ['']) {
      const url = path.replace('{uuid}', app.uuid).replace(`{${name}}`, value);
      const res = await reading.run(`GET ${path} (${app.stage})`, () =>
        http.request('GET', url, { headers: app.headers }),
      );
      expect(res.status, `${url}: ${res.text.slice(0, 300)}`).toBeLessThan(500);
      if (res.status === 200 && /^[[{]/.test(res.text)) Object.assign(ids, idsIn(path, res.json()));
    }
  }
}

const adminUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!adminUrl)('page reads are served by indexes (issue 21 item 5)', { timeout: 240_000 }, () => {
  let t: TestApp;
  let http: JourneyHttp;
  const seeded: SeededJourney[] = [];
  const journey: Captured[] = [];

  beforeAll(async () => {
    t = await setupTestApp();
    http = injectHttp(t.app);
    for (const stage of STAGES)
      seeded.push(
        await capturing(journey, `journey to ${stage} (steps and jobs)`, () => seedJourney(http, { stage })),
      );
  }, 240_000);

  /** The plan of each distinct statement with its first parameters; the whole-table scans found, by read. */
  async function explain(statements: Captured[]): Promise<string[]> {
    const growing = new Set<string>(GROWING_TABLES);
    const seen = new Set<string>();
    const failures: string[] = [];
    const pool = (t.database.db as unknown as { $client: pg.Pool }).$client;
    const client = await pool.connect();
    try {
      await client.query('SET enable_seqscan = off');
      const catalog = await client.query<{ index: string; table: string; leading: string }>(
        `select i.relname as index, t.relname as table, pg_get_indexdef(x.indexrelid, 1, true) as leading
           from pg_index x
           join pg_class i on i.oid = x.indexrelid
           join pg_class t on t.oid = x.indrelid
           join pg_namespace n on n.oid = t.relnamespace
          where n.nspname = 'public'`,
      );
      const indexes: Indexes = new Map(catalog.rows.map((row) => [row.index, row]));
      for (const name of Object.keys(IN_FLIGHT_INDEXES)) expect(indexes.has(name), name).toBe(true);
      for (const statement of statements) {
        if (!planned(statement) || seen.has(statement.text)) continue;
        seen.add(statement.text);
        const result = await client.query<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(
          `EXPLAIN (FORMAT JSON) ${statement.text}`,
          statement.values,
        );
        const plan = result.rows[0]?.['QUERY PLAN'][0].Plan;
        if (!plan) throw new Error(`no plan for ${statement.text}`);
        for (const scan of wholeTableScans(plan, growing, indexes))
          failures.push(`${statement.read}: ${scan}\n    ${statement.text}`);
      }
    } finally {
      await client.query('RESET enable_seqscan');
      client.release();
    }
    return failures;
  }

  it('names every table growing or small, so a new table must be placed', async () => {
    const result = (await t.database.db.execute(
      sql`select tablename from pg_tables where schemaname = 'public' order by tablename`,
    )) as unknown as { rows: { tablename: string }[] };
    const tables = result.rows.map((row) => row.tablename);
    const placed = new Set<string>([...GROWING_TABLES, ...Object.keys(SMALL_TABLES)]);
    expect(tables.filter((table) => !placed.has(table))).toEqual([]);
    expect([...placed].filter((table) => !tables.includes(table))).toEqual([]);
  });

  it("the borrower's page reads, from the offers to a funded line, scan no growing table", async () => {
    const document = t.app.swagger() as unknown as { paths: Record<string, { get?: unknown }> };
    const pageReads = Object.entries(document.paths)
      .filter(
        ([path, operations]) =>
          operations.get && (path.startsWith(APPLICATION_PATH) || OTHER_PAGE_READS.includes(path)),
      )
      .map(([path]) => path)
      // Lists first: their answers name the documents, sealed files, notices and uploads the pages then open.
      .sort((a, b) => a.split('{').length - b.split('{').length);
    expect(pageReads).toEqual(expect.arrayContaining(OTHER_PAGE_READS));

    const captured: Captured[] = [];
    for (const app of seeded)
      await capturing(captured, `a job, during the page reads (${app.stage})`, () =>
        readPages(http, app, pageReads),
      );
    // Every read ran its SQL at some stage (a document, sealed file, notice and upload exist by the funded line).
    const reads = new Set(captured.map((statement) => statement.read.replace(/ \(.*\)$/, '')));
    for (const path of pageReads) expect(reads, `${path} ran no SQL`).toContain(`GET ${path}`);

    const failures = await explain(captured);
    expect(failures, `whole-table scans:\n${failures.join('\n')}`).toEqual([]);
  });

  it("the journey's steps and jobs, which read per application, scan no growing table", async () => {
    expect(journey.length).toBeGreaterThan(0);
    const failures = await explain(journey);
    expect(failures, `whole-table scans:\n${failures.join('\n')}`).toEqual([]);
  });
});
