import { randomUUID } from 'node:crypto';
import { BROKER_API_PATHS } from '@hearth/domain/brokers';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { createApplication, createBody, settledStatus } from '../modules/application/test-helpers';
import { createBrokerAccount } from '../modules/brokers/accounts';
import { multipartBody, PDF } from '../modules/uploads/test-helpers';
import { bearer, registeredBorrower, STRONG_PASSWORD, uniqueEmail } from '../test/identity-helpers';
import type { OpenApiDocument } from '../test/openapi-arbitraries';
import { setupTestApp, type TestApp } from '../test/test-app';

/**
 * Issue 23's IDOR sweep: every broker, loan-officer and signer operation of the app's OpenAPI document (so a route
 * added later is swept too), called by everyone who must not reach it: another broker, the referring broker on the
 * signer routes, a borrower's token on the broker routes, another borrower. Each answers 403 or 404, and nothing in
 * the database changes.
 */
const SWEPT = [
  /^\/service-lead-portal\/api\/broker\//,
  /\/co-deed\/\{uuid\}(\/|$)/,
  /\/application\/heloc\/\{uuid\}\/signers(\/|$)/,
  /^\/service-profile\/api\/v1\/feedback\/ceo$/,
];

/** A valid body per operation that takes one, so a refusal proves the check and not the schema. */
const VALID_BODIES: Record<string, object> = {
  'POST /service-lead-portal/api/broker/referral-links': {
    firstName: 'Alex',
    lastName: 'Prime',
    email: 'sweep@example.com',
    phoneNumber: '5555550150',
  },
  'PUT /service-lead-portal/api/broker/mail-settings': {
    offers: false,
    declined: false,
    funded: false,
    waitingOnBorrower: false,
  },
  'POST /service-application/api/v1/application/heloc/{uuid}/signers/invitations': {
    ownerName: 'SAM PRIME',
    email: 'owner.sweep@example.com',
  },
  'POST /service-application/api/v1/application/heloc/co-deed/{uuid}/join': {
    firstName: 'Sam',
    lastName: 'Prime',
    dob: '04/12/1980',
    eSignConsent: true,
    lienConsent: true,
  },
  'POST /service-application/api/v1/application/heloc/co-deed/{uuid}/signing/signature': {
    fullName: 'Sam Prime',
    style: 'PRINT',
    agree: true,
  },
  'POST /service-application/api/v1/application/heloc/co-deed/{uuid}/signing/acts': {
    documentId: randomUUID(),
    sha256: 'a'.repeat(64),
    location: null,
  },
  'POST /service-application/api/v1/application/heloc/co-deed/{uuid}/conditions/{conditionId}/documents': {
    uploadId: randomUUID(),
  },
  'POST /service-application/api/v1/application/heloc/co-deed/{uuid}/e-sign/demonstration': {
    code: '123456',
    version: '2026-01',
    sha256: 'b'.repeat(64),
  },
  'POST /service-application/api/v1/application/heloc/co-deed/{uuid}/rescission/cancel': { confirm: true },
  'POST /service-application/api/v1/application/heloc/co-deed/{uuid}/conditions/{conditionId}/identity': {
    firstName: 'Sam',
    lastName: 'Prime',
    dob: '04/12/1980',
  },
};

interface Operation {
  method: string;
  path: string;
  hasBody: boolean;
  multipart: boolean;
}

let t: TestApp;
let uuid: string;
let borrower: Record<string, string>;
let stranger: Record<string, string>;
let referringBroker: Record<string, string>;
let otherBroker: Record<string, string>;
let requests = 0;

async function broker(label: string) {
  const email = uniqueEmail(label);
  const account = await createBrokerAccount(t.database.db, t.app.organizations.registry, {
    organizationCode: 'HEARTH',
    email,
    password: STRONG_PASSWORD,
    phoneNumber: '5555550140',
    firstName: 'Casey',
    lastName: label,
    nmls: '1234567',
  });
  const login = await t.app.inject({
    method: 'POST',
    url: '/identity-broker/agent/api/v3/login',
    payload: { email, password: STRONG_PASSWORD },
  });
  return { ...account, headers: bearer(login.json().jwt as string) };
}

async function rowsOf(query: ReturnType<typeof sql>): Promise<Record<string, unknown>[]> {
  const result = (await t.database.db.execute(query)) as unknown as
    | { rows: Record<string, unknown>[] }
    | Record<string, unknown>[];
  return Array.isArray(result) ? result : result.rows;
}

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

beforeAll(async () => {
  t = await setupTestApp();
  const referring = await broker('Referring');
  referringBroker = referring.headers;
  otherBroker = (await broker('Other')).headers;
  const owner = await registeredBorrower(t.app);
  borrower = bearer(owner.jwt);
  stranger = bearer((await registeredBorrower(t.app)).jwt);
  const created = await createApplication(
    t.app,
    owner.jwt,
    createBody({ referrerId: referring.loanOriginatorUuid }),
  );
  expect(created.statusCode, created.body).toBe(201);
  uuid = created.json().uuid;
  expect(await settledStatus(t.app, owner.jwt, uuid)).toBe('OFFER_SELECTION');
  await vi.waitFor(
    async () => {
      const [row] = await rowsOf(
        sql`select count(*)::int as n from pgboss.job where data->>'applicationUuid' = ${uuid} and state in ('created', 'retry', 'active')`,
      );
      expect(Number(row?.n)).toBe(0);
    },
    { timeout: 20_000, interval: 50 },
  );
});

function operations(): Operation[] {
  const document = t.app.swagger() as unknown as OpenApiDocument;
  return Object.entries(document.paths)
    .filter(([path]) => SWEPT.some((pattern) => pattern.test(path)))
    .flatMap(([path, byMethod]) =>
      Object.entries(byMethod).map(([method, operation]) => {
        const content = (operation.requestBody as { content?: Record<string, unknown> } | undefined)?.content;
        return {
          method: method.toUpperCase(),
          path,
          hasBody: operation.requestBody !== undefined,
          multipart: content !== undefined && 'multipart/form-data' in content,
        };
      }),
    );
}

const isBrokerOperation = (path: string) => path.startsWith('/service-lead-portal/api/broker/');

/** Who must be refused: on a broker route, borrowers (and another broker for a referred application). */
function intruders(operation: Operation): Record<string, Record<string, string>> {
  if (isBrokerOperation(operation.path)) {
    return operation.path.includes('{uuid}')
      ? { 'another broker': otherBroker, "the borrower's token": borrower, 'another borrower': stranger }
      : { "the borrower's token": borrower, 'another borrower': stranger };
  }
  return {
    'the referring broker': referringBroker,
    'another broker': otherBroker,
    'another borrower': stranger,
  };
}

function call(operation: Operation, headers: Record<string, string>) {
  requests += 1;
  const url = operation.path
    .replace('{uuid}', uuid)
    .replace('{invitationId}', randomUUID())
    .replace('{documentId}', randomUUID())
    .replace('{conditionId}', randomUUID())
    // An upload says what it is for, as the signer's page does.
    .concat(operation.multipart ? '?purpose=CONDITION_DOCUMENT' : '');
  const key = `${operation.method} ${operation.path}`;
  const base = {
    method: operation.method as 'GET',
    url,
    headers: { ...headers, 'idempotency-key': randomUUID() },
  };
  if (operation.multipart) {
    const form = multipartBody(PDF);
    return t.app.inject({ ...base, headers: { ...base.headers, ...form.headers }, payload: form.payload });
  }
  if (operation.path === BROKER_API_PATHS.removeCoDeed) {
    return t.app.inject({
      ...base,
      payload: { applicationUuid: uuid, invitationId: randomUUID(), confirm: true },
    });
  }
  return t.app.inject({ ...base, ...(operation.hasBody ? { payload: VALID_BODIES[key] ?? {} } : {}) });
}

describe('broker, loan-officer and signer operations refuse everyone else', () => {
  it('finds the operations in the OpenAPI document, each with a valid body when it takes one', () => {
    const found = operations();
    expect(found.length).toBeGreaterThanOrEqual(20);
    const missing = found
      .filter((o) => o.hasBody && !o.multipart && o.path !== BROKER_API_PATHS.removeCoDeed)
      .map((o) => `${o.method} ${o.path}`)
      .filter((key) => !VALID_BODIES[key]);
    expect(missing).toEqual([]);
  });

  it('answers 403 or 404 to every intruder on every operation and writes nothing', async () => {
    const before = await databaseFingerprint();
    const leaks: string[] = [];
    for (const operation of operations()) {
      for (const [who, headers] of Object.entries(intruders(operation))) {
        const res = await call(operation, headers);
        if (![403, 404].includes(res.statusCode)) {
          leaks.push(
            `${operation.method} ${operation.path} as ${who}: ${res.statusCode} ${res.body.slice(0, 120)}`,
          );
        }
      }
    }
    const after = await databaseFingerprint();
    // Rate-limit counters count every request, refused or not: the only rows a refusal may touch.
    const changed = Object.keys(before).filter(
      (table) => table !== 'rate_limit_counters' && before[table] !== after[table],
    );
    expect(leaks).toEqual([]);
    expect(changed).toEqual([]);
    console.info(`broker and signer IDOR sweep: ${operations().length} operations, ${requests} requests`);
  });
});
