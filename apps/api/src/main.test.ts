import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { SOFT_CREDIT_CONSENT_VERSION } from '@hearth/domain/heloc-api';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_ROOT } from './paths';
import { adminQuery, databaseUrlFor, dropDatabase } from './test/postgres-admin';
import { type Running, startServer, stopServer } from './test/server-process';

/**
 * The compiled server as production runs it (`node dist/main.js`, issue 9 items 9 and 10), in processes of its
 * own: SIGTERM under load, and two processes on one PostgreSQL database.
 */
const PASSWORD = 'Correct-Horse7!battery';
const adminUrl = process.env.TEST_DATABASE_URL;
const secrets = {
  HEARTH_JWT_SECRET: randomBytes(32).toString('base64'),
  HEARTH_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
};

beforeAll(() => {
  execFileSync(process.execPath, ['scripts/build.mjs'], { cwd: API_ROOT, stdio: 'inherit' });
}, 60_000);

let addressCounter = 0;
async function call(
  base: string,
  method: string,
  path: string,
  options: { body?: unknown; jwt?: string; headers?: Record<string, string> } = {},
) {
  addressCounter += 1;
  const res = await fetch(`${base}${path}`, {
    method,
    headers: {
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(options.jwt ? { authorization: `Bearer ${options.jwt}` } : {}),
      'x-forwarded-for': `198.51.100.${(addressCounter % 250) + 1}`,
      ...options.headers,
    },
    ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
  });
  const text = await res.text();
  return { status: res.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : {} };
}

/** One request on a connection of its own (no keep-alive); resolves with the status of a complete response. */
function rawPost(
  base: string,
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<number> {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const req = httpRequest(
      `${base}${path}`,
      {
        method: payload === undefined ? 'GET' : 'POST',
        agent: false,
        headers: {
          ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
          'x-forwarded-for': `198.51.100.${(++addressCounter % 250) + 1}`,
          ...headers,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          JSON.parse(Buffer.concat(chunks).toString('utf8'));
          resolve(res.statusCode ?? 0);
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

const email = (label: string) => `${label}.${randomBytes(4).toString('hex')}@example.com`;

async function register(base: string, address = email('borrower')) {
  const res = await call(base, 'POST', '/identity/api/v1/registration/register', {
    body: { email: address, password: PASSWORD, phoneNumber: '(555) 555-0123' },
  });
  if (res.status !== 200) throw new Error(`register: ${res.status} ${JSON.stringify(res.body)}`);
  return { email: address, jwt: res.body.jwt as string };
}

const createBody = (address: string) => ({
  consentRequests: [{ type: 'SOFT_CREDIT', version: SOFT_CREDIT_CONSENT_VERSION }],
  income: { incomePrimary: 150_000 },
  profileRequest: {
    firstName: 'Alex',
    lastName: 'Prime',
    dob: '1980-04-12',
    email: address,
    phoneNumber: '(555) 555-0123',
  },
  propertyListedForSale: false,
  propertyRequest: {
    street1: '1400 Happy Path Ln',
    city: 'Sacramento',
    state: 'CA',
    zip: '95814',
    occupancyType: 'HOME',
  },
  employmentType: 'FULL_TIME',
});

const createHeloc = (base: string, borrower: { email: string; jwt: string }, key: string) =>
  call(base, 'POST', '/service-application/api/v3/application/helocs?state=CA', {
    jwt: borrower.jwt,
    headers: { 'idempotency-key': key },
    body: createBody(borrower.email),
  });

async function statusOf(base: string, jwt: string, uuid: string): Promise<string> {
  const res = await call(base, 'GET', `/service-application/api/v1/application/heloc/${uuid}`, { jwt });
  return (
    (res.body.status as { checklistStatus: string } | undefined)?.checklistStatus ?? `HTTP ${res.status}`
  );
}

const READINESS_PROBES = 12;

describe('SIGTERM', () => {
  let dataDir = '';
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('stops taking requests, answers every request already sent, finishes its jobs and exits 0', async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'hearth-sigterm-'));
    const server = await startServer({ HEARTH_DATA_DIR: dataDir }, secrets);
    const borrowers = [];
    for (let i = 0; i < 4; i++) borrowers.push(await register(server.base));

    // Load: registrations (an argon2 hash each, so still running when the signal comes), creates (each queues a
    // pre-qualification job) and reads, each on a connection of its own so that every one is on the wire before
    // the signal (a keep-alive client would hold some back until a connection frees).
    const inFlight = [
      ...Array.from({ length: 12 }, (_, i) =>
        rawPost(server.base, '/identity/api/v1/registration/register', {
          email: email(`sigterm${i}`),
          password: PASSWORD,
          phoneNumber: '(555) 555-0123',
        }),
      ),
      ...borrowers.map((b, i) =>
        rawPost(server.base, '/service-application/api/v3/application/helocs?state=CA', createBody(b.email), {
          authorization: `Bearer ${b.jwt}`,
          'idempotency-key': `sigterm-${i}`,
        }),
      ),
      ...Array.from({ length: READINESS_PROBES }, () => rawPost(server.base, '/readyz', undefined)),
    ];
    await new Promise((resolve) => setTimeout(resolve, 100));
    server.child.kill('SIGTERM');
    const settled = await Promise.allSettled(inFlight);
    const code = await server.exited;

    expect(settled.filter((s) => s.status === 'rejected')).toEqual([]);
    const statuses = settled.map((s) => (s.status === 'fulfilled' ? s.value : 0));
    // Every write already sent is done. A readiness probe the server reads after the signal answers 503: it is
    // draining, which is what a load balancer must hear; before, 200. Either is a whole answer, never a dropped one.
    const writes = statuses.slice(0, inFlight.length - READINESS_PROBES);
    const probes = statuses.slice(inFlight.length - READINESS_PROBES);
    expect(
      writes.every((status) => status === 200 || status === 201),
      JSON.stringify(statuses),
    ).toBe(true);
    expect(
      probes.every((status) => status === 200 || status === 503),
      JSON.stringify(statuses),
    ).toBe(true);
    expect(code).toBe(0);

    // No job was left half-done: nothing is active, and every application still waiting has a queued job.
    const db = await PGlite.create({ dataDir: join(dataDir, 'pgdata') });
    try {
      const active = await db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM pgboss.job WHERE state = 'active'`,
      );
      expect(active.rows[0]?.n).toBe(0);
      const orphans = await db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM heloc_applications a WHERE a.status LIKE 'WAITING_FOR%' AND NOT EXISTS
           (SELECT 1 FROM pgboss.job j WHERE j.data->>'applicationUuid' = a.uuid::text AND j.state IN ('created', 'retry'))`,
      );
      expect(orphans.rows[0]?.n).toBe(0);
    } finally {
      await db.close();
    }
  }, 120_000);
});

describe.skipIf(!adminUrl)('two server processes on one PostgreSQL database', () => {
  const name = `hearth_api_t_two_${randomBytes(6).toString('hex')}`;
  const databaseUrl = databaseUrlFor(adminUrl ?? 'postgres://x/y', name);
  const servers: Running[] = [];
  let pool: pg.Pool;

  beforeAll(async () => {
    await adminQuery(adminUrl ?? '', `CREATE DATABASE "${name}"`);
    execFileSync(process.execPath, ['dist/migrate.js'], {
      cwd: API_ROOT,
      env: { ...process.env, DATABASE_URL: databaseUrl },
      stdio: 'ignore',
    });
    const dataDir = tmpdir();
    servers.push(
      ...(await Promise.all([
        startServer({ DATABASE_URL: databaseUrl, HEARTH_DATA_DIR: dataDir }, secrets),
        startServer({ DATABASE_URL: databaseUrl, HEARTH_DATA_DIR: dataDir }, secrets),
      ])),
    );
    pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  }, 120_000);

  afterAll(async () => {
    await pool?.end();
    for (const server of servers) expect(await stopServer(server)).toBe(0);
    await dropDatabase(adminUrl ?? '', name);
  }, 60_000);

  const pick = (i: number) => (servers[i % 2] as Running).base;

  it('a production server will not start on a database that lacks migrations', async () => {
    const empty = `${name}_empty`;
    await adminQuery(adminUrl ?? '', `CREATE DATABASE "${empty}"`);
    try {
      await expect(
        startServer({ DATABASE_URL: databaseUrlFor(adminUrl ?? '', empty) }, secrets),
      ).rejects.toThrow('server exited with 1');
    } finally {
      await dropDatabase(adminUrl ?? '', empty);
    }
  }, 60_000);

  it('register to offers alternating between the processes: tokens, idempotency and jobs behave as with one', async () => {
    const borrower = await register(pick(0));
    // A token issued by one process works on the other.
    expect(
      (await call(pick(1), 'GET', '/service-profile/api/v1/profile', { jwt: borrower.jwt })).status,
    ).toBe(200);

    const created = await createHeloc(pick(1), borrower, 'two-process-create');
    expect(created.status).toBe(201);
    const uuid = created.body.uuid as string;
    // The client's retry lands on the other process and gets the first answer, not a second application.
    const retried = await createHeloc(pick(0), borrower, 'two-process-create');
    expect(retried.body.uuid).toBe(uuid);

    let status = '';
    for (let i = 0; i < 100; i++) {
      status = await statusOf(pick(i), borrower.jwt, uuid);
      if (!status.startsWith('WAITING_FOR')) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(status).toBe('OFFER_SELECTION');
    const offers = await call(pick(0), 'GET', `/service-application/api/v1/application/heloc/${uuid}`, {
      jwt: borrower.jwt,
    });
    expect(offers.status).toBe(200);

    // Each step ran once (one audit row per status) and one job completed for the application.
    const history = await pool.query<{ to_status: string; n: number }>(
      `SELECT to_status, count(*)::int AS n FROM application_status_history WHERE application_uuid = $1 GROUP BY to_status`,
      [uuid],
    );
    expect(history.rows.every((row) => row.n === 1)).toBe(true);
    expect(history.rows.map((row) => row.to_status)).toContain('OFFER_SELECTION');
    const applications = await pool.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM heloc_applications WHERE identity_uuid = (SELECT identity_uuid FROM heloc_applications WHERE uuid = $1)`,
      [uuid],
    );
    expect(applications.rows[0]?.n).toBe(1);

    // A logout on one process is honored by the other.
    expect(
      (await call(pick(1), 'POST', '/identity-broker/customer/secure/api/v3/logout', { jwt: borrower.jwt }))
        .status,
    ).toBe(200);
    // Within the other process's recheck window of 5 s (decision 0081).
    await expect
      .poll(
        async () =>
          (await call(pick(0), 'GET', '/service-profile/api/v1/profile', { jwt: borrower.jwt })).status,
        {
          timeout: 8000,
          interval: 250,
        },
      )
      .toBe(401);
  }, 60_000);

  it('applications created on both processes at once each run their job exactly once', async () => {
    const borrowers = [];
    for (let i = 0; i < 8; i++) borrowers.push(await register(pick(i)));
    const created = await Promise.all(borrowers.map((b, i) => createHeloc(pick(i), b, `many-${i}`)));
    const uuids = created.map((res) => res.body.uuid as string);
    const deadline = Date.now() + 20_000;
    let waiting = uuids.length;
    while (waiting > 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      const rows = await pool.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM heloc_applications WHERE uuid = ANY($1::uuid[]) AND status LIKE 'WAITING_FOR%'`,
        [uuids],
      );
      waiting = rows.rows[0]?.n ?? 0;
    }
    expect(waiting).toBe(0);
    const offered = await pool.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM application_status_history WHERE application_uuid = ANY($1::uuid[]) AND to_status = 'OFFER_SELECTION'`,
      [uuids],
    );
    expect(offered.rows[0]?.n).toBe(uuids.length);
    // A job ends after its application reaches the offers (it then gives the credit-score notice, decision 0200):
    // wait for every one to finish, then check there was exactly one per application.
    const count = async (state: string) =>
      (
        await pool.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM pgboss.job WHERE name = 'heloc-prequal' AND state::text LIKE $2 AND data->>'applicationUuid' = ANY($1::text[])`,
          [uuids, state],
        )
      ).rows[0]?.n;
    await expect.poll(() => count('completed'), { timeout: 20_000 }).toBe(uuids.length);
    expect(await count('%')).toBe(uuids.length);
  }, 60_000);

  it('login limits count attempts on both processes together', async () => {
    const borrower = await register(pick(0));
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const res = await call(pick(i), 'POST', '/identity-broker/customer/api/v3/login', {
        body: { email: borrower.email, password: 'Wrong-Horse7!battery' },
        headers: { 'x-forwarded-for': '203.0.113.9' },
      });
      statuses.push(res.status);
    }
    // One process alone would have seen 6 of the 12 attempts and never reached its limit of 10.
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses.slice(10)).toEqual([429, 429]);
  }, 60_000);
});
