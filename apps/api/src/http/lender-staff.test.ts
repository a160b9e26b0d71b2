import { randomUUID } from 'node:crypto';
import type { ConditionView } from '@hearth/domain/conditions';
import { CONDITIONS_API_PATHS, UPLOAD_API_PATHS } from '@hearth/domain/identity-verification';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { createApplication, createBody } from '../modules/application/test-helpers';
import { bearer, registeredBorrower, staffHeaders } from '../test/identity-helpers';
import { JOURNEY_PDF, multipartFile } from '../test/journey/steps';
import type { OpenApiDocument } from '../test/openapi-arbitraries';
import { setupTestApp, type TestApp } from '../test/test-app';
import { authenticate, registerAuthHooks, requireRole } from './auth-guard';
import { lenderStaff } from './lender-staff';

/**
 * Staff act only on their own lender's applications (issue 19 item 2, decision 0193): every staff operation under
 * `/lender/applications/{uuid}` in the app's OpenAPI document is swept, so a route added later is covered too.
 */
const LENDER_APPLICATION = /\/api\/v1\/lender\/applications\/\{uuid\}(\/|$)/;

/** A valid body per staff operation, so a refusal proves the guard and not the schema; a new operation needs one. */
const VALID_BODIES: Record<string, object> = {
  'POST /service-application/api/v1/lender/applications/{uuid}/conditions': {
    category: 'GENERIC_DOCUMENT_REQUEST',
    commentsToBorrower: 'Please send the deed.',
  },
  'POST /service-application/api/v1/lender/applications/{uuid}/conditions/{conditionId}/clear': {
    note: 'seen on the call',
  },
  'POST /service-application/api/v1/lender/applications/{uuid}/ownership-decision': {
    decision: 'CONFIRM_OWNER',
    note: 'title matches',
  },
  'POST /service-application/api/v1/lender/applications/{uuid}/underwriting-decision': {
    decision: 'DECLINE',
    note: 'income',
    reasons: ['INSUFFICIENT_INCOME'],
  },
  'POST /service-application/api/v1/lender/applications/{uuid}/hold-decision': {
    decision: 'DECLINE',
    note: 'delinquency not explained',
    reasons: ['DELINQUENT_CREDIT'],
  },
  'POST /service-application/api/v1/lender/applications/{uuid}/conditions/{conditionId}/review': {
    outcome: 'REJECT',
    reason: 'The page is cut off.',
  },
  'POST /service-application/api/v1/lender/applications/{uuid}/conditions/{conditionId}/waive': {
    reason: 'Not needed for this state',
  },
  'POST /service-application/api/v1/lender/applications/{uuid}/funding-preparation': {
    note: 'deed recorded, account verified',
  },
  'POST /service-application/api/v1/lender/applications/{uuid}/funding-decision': {
    decision: 'APPROVE',
    note: 'checked by hand',
  },
  'POST /service-application/api/v1/lender/applications/{uuid}/funding/resend-draw': {
    accountId: randomUUID(),
    note: 'the borrower confirmed the account on the call',
  },
  'POST /service-application/api/v1/lender/applications/{uuid}/line-change': {
    action: 'SUSPEND',
    reason: 'PROPERTY_VALUE_DECLINE',
    note: 'county assessment down 30%',
  },
  'POST /service-application/api/v1/lender/applications/{uuid}/line-reinstatement': {
    reason: 'the new appraisal shows the value back above what we relied on',
  },
};

let t: TestApp;
let uuid: string;
let conditionId: string;
let uploadId: string;
let ownStaff: Record<string, string>;
let otherStaff: Record<string, string>;

beforeAll(async () => {
  t = await setupTestApp();
  const borrower = await registeredBorrower(t.app);
  const created = await createApplication(t.app, borrower.jwt, createBody());
  expect(created.statusCode, created.body).toBe(201);
  uuid = (created.json() as { uuid: string }).uuid;
  const [row] = await rowsOf(sql`select organization_code from heloc_applications where uuid = ${uuid}`);
  expect(row?.organization_code).toBe('HEARTH');
  ownStaff = await staffHeaders(t.app, 'HEARTH');
  otherStaff = await staffHeaders(t.app, 'SUMMITCU');
  const opened = await t.app.inject({
    method: 'POST',
    url: CONDITIONS_API_PATHS.lenderConditions(uuid),
    headers: ownStaff,
    payload: { category: 'PROPERTY_LEGAL_DESCRIPTION' },
  });
  expect(opened.statusCode, opened.body).toBe(201);
  conditionId = (opened.json() as ConditionView).uuid;
  const file = multipartFile(JOURNEY_PDF);
  const uploaded = await t.app.inject({
    method: 'POST',
    url: `${UPLOAD_API_PATHS.uploads(uuid)}?purpose=CONDITION_DOCUMENT`,
    headers: { ...bearer(borrower.jwt), ...file.headers },
    payload: file.body,
  });
  expect(uploaded.statusCode, uploaded.body).toBe(201);
  uploadId = (uploaded.json() as { id: string }).id;
  // The pre-qualification job gives its notices after the application reaches the offers (decision 0200): let it
  // finish, so the sweep's before-and-after fingerprints see only what the refused requests did.
  await vi.waitFor(async () => expect(await unfinishedJobs(uuid)).toBe(0), { timeout: 20_000, interval: 50 });
});

async function unfinishedJobs(applicationUuid: string): Promise<number> {
  const [row] = await rowsOf(
    sql`select count(*)::int as n from pgboss.job where data->>'applicationUuid' = ${applicationUuid} and state in ('created', 'retry', 'active')`,
  );
  return Number(row?.n);
}

async function rowsOf(query: ReturnType<typeof sql>): Promise<Record<string, unknown>[]> {
  const result = (await t.database.db.execute(query)) as unknown as
    | { rows: Record<string, unknown>[] }
    | Record<string, unknown>[];
  return Array.isArray(result) ? result : result.rows;
}

/** A fingerprint of every table's rows: equal before and after means the request wrote nothing. */
async function databaseFingerprint(): Promise<Record<string, string>> {
  const tables = await rowsOf(
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  );
  const fingerprint: Record<string, string> = {};
  for (const { table_name } of tables) {
    const name = String(table_name);
    const [row] = await rowsOf(
      sql.raw(`select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as h from "${name}" t`),
    );
    fingerprint[name] = String(row?.h);
  }
  return fingerprint;
}

function staffOperations() {
  const document = t.app.swagger() as unknown as OpenApiDocument;
  return Object.entries(document.paths)
    .filter(([path]) => LENDER_APPLICATION.test(path))
    .flatMap(([path, byMethod]) =>
      Object.entries(byMethod).map(([method, operation]) => ({
        method: method.toUpperCase() as 'GET' | 'POST' | 'DELETE',
        path,
        hasBody: operation.requestBody !== undefined,
      })),
    );
}

const urlOf = (path: string, applicationUuid: string) =>
  path
    .replace('{uuid}', applicationUuid)
    .replace('{conditionId}', conditionId)
    .replace('{uploadId}', uploadId);

function call(
  operation: { method: 'GET' | 'POST' | 'DELETE'; path: string; hasBody: boolean },
  headers: Record<string, string>,
  body: object | undefined,
  applicationUuid = uuid,
) {
  return t.app.inject({
    method: operation.method,
    url: urlOf(operation.path, applicationUuid),
    headers: { ...headers, 'idempotency-key': randomUUID() },
    ...(operation.hasBody ? { payload: body ?? {} } : {}),
  });
}

describe('staff routes are scoped to the staff member’s lender', () => {
  it('finds every staff operation of the OpenAPI document, each with a valid body when it takes one', () => {
    const operations = staffOperations();
    expect(operations.length).toBeGreaterThanOrEqual(7);
    const missing = operations
      .filter((o) => o.hasBody && !VALID_BODIES[`${o.method} ${o.path}`])
      .map((o) => `${o.method} ${o.path}`);
    expect(missing).toEqual([]);
  });

  it("answers 404 to another lender's staff on every operation and changes nothing", async () => {
    const leaks: string[] = [];
    for (const operation of staffOperations()) {
      const key = `${operation.method} ${operation.path}`;
      const before = await databaseFingerprint();
      // A valid body, and an empty one: the lender is checked before the body is even read.
      for (const body of [VALID_BODIES[key], {}]) {
        const res = await call(operation, otherStaff, body);
        if (res.statusCode !== 404) leaks.push(`${key}: ${res.statusCode} ${res.body.slice(0, 120)}`);
      }
      const after = await databaseFingerprint();
      const changed = Object.keys(before).filter((table) => before[table] !== after[table]);
      if (changed.length > 0) leaks.push(`${key}: changed ${changed.join(', ')}`);
    }
    expect(leaks).toEqual([]);
  });

  it("lets the lender's own staff through every operation, and answers them 404 for an unknown application", async () => {
    const blocked: string[] = [];
    for (const operation of staffOperations()) {
      const key = `${operation.method} ${operation.path}`;
      // Without a body the schema answers 400 after the guard; a read answers 200.
      const res = await call(operation, ownStaff, undefined);
      if ([401, 403, 404].includes(res.statusCode)) blocked.push(`${key}: ${res.statusCode}`);
      const unknown = await call(operation, ownStaff, VALID_BODIES[key], randomUUID());
      if (unknown.statusCode !== 404) blocked.push(`${key} (unknown application): ${unknown.statusCode}`);
    }
    expect(blocked).toEqual([]);
  });
});

/** Every console operation: the staff routes of one application and the console's own (`/service-console/`). */
const CONSOLE_OPERATION = /^\/service-console\/|\/api\/v1\/lender\//;
/** Open to anyone by design: the sign-in itself (its answer to a wrong password is its own test). */
const PUBLIC_CONSOLE_OPERATIONS = new Set(['POST /service-console/api/v1/session']);

function consoleOperations() {
  const document = t.app.swagger() as unknown as OpenApiDocument;
  return Object.entries(document.paths)
    .filter(([path]) => CONSOLE_OPERATION.test(path))
    .flatMap(([path, byMethod]) =>
      Object.entries(byMethod).map(([method, operation]) => ({
        method: method.toUpperCase() as 'GET' | 'POST' | 'DELETE',
        path,
        hasBody: operation.requestBody !== undefined,
      })),
    )
    .filter((o) => !PUBLIC_CONSOLE_OPERATIONS.has(`${o.method} ${o.path}`));
}

describe('every console operation refuses anyone but the lender’s own staff (issue 24 item 1)', () => {
  it('refuses a borrower, an additional signer, a broker and a staff token without a staff account, and changes nothing', async () => {
    const borrower = await registeredBorrower(t.app);
    const tokenOf = async (role: 'BORROWER' | 'CO_DEEDER' | 'AGENT' | 'STAFF') =>
      bearer(
        (await t.app.tokens.issue({ identityUuid: borrower.identityUuid, role, organizationCode: 'HEARTH' }))
          .jwt,
      );
    const callers = {
      borrower: bearer(borrower.jwt),
      signer: await tokenOf('CO_DEEDER'),
      broker: await tokenOf('AGENT'),
      'staff token, no staff account': await tokenOf('STAFF'),
      nobody: {},
    };
    const operations = consoleOperations();
    expect(operations.length).toBeGreaterThanOrEqual(15);
    const before = await databaseFingerprint();
    const leaks: string[] = [];
    for (const operation of operations) {
      const key = `${operation.method} ${operation.path}`;
      for (const [who, headers] of Object.entries(callers)) {
        const res = await call(operation, headers, VALID_BODIES[key] ?? {});
        if (![401, 403, 404].includes(res.statusCode)) leaks.push(`${key} as ${who}: ${res.statusCode}`);
      }
    }
    const after = await databaseFingerprint();
    const changed = Object.keys(before).filter((table) => before[table] !== after[table]);
    expect(leaks).toEqual([]);
    expect(changed).toEqual([]);
  });

  it("shows another lender's staff nothing of this lender on every console read", async () => {
    const leaks: string[] = [];
    for (const operation of consoleOperations().filter((o) => o.method === 'GET')) {
      if (operation.path.includes('/events')) continue; // a stream: its own test filters it by lender
      const res = await call(operation, otherStaff, undefined);
      if (res.body.includes(uuid)) leaks.push(`${operation.method} ${operation.path}: ${res.statusCode}`);
    }
    expect(leaks).toEqual([]);
  });
});

describe('registerAuthHooks', () => {
  it("refuses to boot a staff route of one application that lacks the lender's scope", async () => {
    const server = Fastify();
    registerAuthHooks(server);
    const handler = async () => ({});
    expect(() =>
      server.get(
        '/service-application/api/v1/lender/applications/:uuid/new-thing',
        { preHandler: [authenticate, requireRole('STAFF')] },
        handler,
      ),
    ).toThrow(/needs lenderStaff/);
    server.get(
      '/service-application/api/v1/lender/applications/:uuid/scoped',
      { preHandler: lenderStaff },
      handler,
    );
    await server.close();
  });
});
