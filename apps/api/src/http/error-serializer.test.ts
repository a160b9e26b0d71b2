import { Writable } from 'node:stream';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import { identities } from '../modules/identity/schema';
import { waitlistEntries } from '../modules/leads/schema';
import { loggerOptions } from '../plugins/external/logger';
import { createTestDatabase } from '../test/test-app';
import { SCRUBBED, scrubbedError, scrubMessage } from './error-serializer';
import { registerErrorHandler } from './errors';

/**
 * Issue 9 item 4: a failed query's values (names, e-mail, phone, address, income) never reach the log. Real
 * database errors from PGlite (or PostgreSQL with TEST_DATABASE_URL), logged by the real error handler through
 * the server's logger options.
 */
const EMAIL = 'dana.private@example.com';
const PHONE = '5554443322';
const NAME = 'Danaprivate';
const STREET = '77 Secret Garden Way';
const INCOME_CENTS = 1_000_000_000_000;

let database: Database;
let app: FastifyInstance;
const lines: string[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  const sink = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  const logger = pino(
    loggerOptions({ logLevel: 'info', env: 'local' }),
    sink,
  ) as unknown as FastifyBaseLogger;
  app = Fastify({ loggerInstance: logger });
  registerErrorHandler(app);
  const db = database.db;
  // A unique violation: PostgreSQL's detail names the duplicated e-mail.
  app.post('/duplicate', async () => {
    const row = {
      email: EMAIL,
      passwordHash: 'x',
      phoneNumber: PHONE,
      organizationCode: 'HEARTH',
    };
    await db.insert(identities).values(row);
    await db.insert(identities).values(row);
    return {};
  });
  // An integer overflow: the message quotes the value, the parameters carry name, address and e-mail.
  app.post('/overflow', async () => {
    await db.insert(waitlistEntries).values({
      organizationCode: 'HEARTH',
      firstName: NAME,
      lastName: NAME,
      dobEncrypted: 'x',
      email: EMAIL,
      incomeCents: INCOME_CENTS,
      street1: STREET,
      street2: '',
      city: 'Anchorage',
      state: 'AK',
      zip: '99501',
      consent: true,
    });
    return {};
  });
  await app.ready();
});

afterAll(async () => {
  await app.close();
  await database.close();
});

describe('failed queries in the log', () => {
  it('answer 500 and log the failure without any of the values', async () => {
    for (const url of ['/duplicate', '/overflow']) {
      const res = await app.inject({ method: 'POST', url });
      expect(res.statusCode).toBe(500);
      expect(res.body).not.toContain(EMAIL);
    }
    const log = lines.join('');
    expect(log).toContain('request failed');
    for (const personal of [EMAIL, PHONE, NAME, STREET, String(INCOME_CENTS), 'dana.private']) {
      expect(log).not.toContain(personal);
    }
    // Still enough to diagnose: the SQL (placeholders only) and PostgreSQL's code.
    const failures = lines.map((line) => JSON.parse(line)).filter((entry) => entry.msg === 'request failed');
    expect(failures).toHaveLength(2);
    const codes = failures.map((entry) => JSON.stringify(entry.err)).join('\n');
    expect(codes).toContain('23505');
    expect(codes).toContain('22003');
    expect(failures[0].err.query).toMatch(/^insert into "identities" .* values \(default, \$1/);
    expect(failures[0].err.cause).toMatchObject({ code: '23505', table: 'identities' });
  });
});

describe('scrubbedError', () => {
  it('keeps diagnostics and drops values, params, detail and quoted text, causes included', () => {
    const cause = Object.assign(
      new Error('duplicate key value violates unique constraint "identities_email"'),
      {
        code: '23505',
        detail: `Key (lower(email))=(${EMAIL}) already exists.`,
        constraint: 'identities_email',
        table: 'identities',
        where: `email = ${EMAIL}`,
      },
    );
    const error = Object.assign(
      new Error(`Failed query: insert into "identities" ("email") values ($1)\nparams: ${EMAIL},${PHONE}`),
      { query: 'insert into "identities" ("email") values ($1)', params: [EMAIL, PHONE], cause },
    );
    const out = scrubbedError(error);
    const text = JSON.stringify(out);
    expect(text).not.toContain(EMAIL);
    expect(text).not.toContain(PHONE);
    expect(out.message).toBe('Failed query: insert into "identities" ("email") values ($1)');
    expect(out.cause).toMatchObject({ code: '23505', constraint: 'identities_email', table: 'identities' });
    expect(out.stack).toMatch(/^Error: Failed query/);
    expect(scrubMessage('invalid input syntax for type uuid: "abc"')).toBe(
      `invalid input syntax for type uuid: "${SCRUBBED}"`,
    );
    expect(scrubMessage('Key (email)=(a@b.co) already exists')).toBe(
      `Key (email)=(${SCRUBBED}) already exists`,
    );
    expect(scrubbedError('plain')).toEqual({ type: 'string', message: 'plain' });
  });
});
