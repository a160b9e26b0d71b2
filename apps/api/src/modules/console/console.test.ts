import { randomUUID } from 'node:crypto';
import {
  CONSOLE_API_PATHS,
  CONSOLE_MESSAGES,
  type QueueView,
  type StatusChangeEvent,
} from '@hearth/domain/console';
import { CONDITIONS_API_PATHS, UPLOAD_API_PATHS } from '@hearth/domain/identity-verification';
import { totpCode, totpCodeAt, totpStep } from '@hearth/domain/totp';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../app';
import { postgresDatabase } from '../../db/database';
import {
  bearer,
  registeredBorrower,
  STRONG_PASSWORD,
  staffHeaders,
  uniqueEmail,
} from '../../test/identity-helpers';
import { JOURNEY_PDF, multipartFile } from '../../test/journey/steps';
import { clonePostgresDatabase, setupTestApp, type TestApp, testConfig } from '../../test/test-app';
import { sealFinalDecision } from '../application/decision-records';
import { helocApplications } from '../application/schema';
import { moveApplication } from '../application/status-moves';
import { createApplication, createBody } from '../application/test-helpers';
import { applicationConditions } from '../conditions/schema';
import { consoleAuditLog } from './schema';

/** The lender console's server (issue 24 items 1-5 and 8, decisions 0228-0231), through the real HTTP layer. */
let t: TestApp;
let admin: Record<string, string>;
let uuid: string;
let borrowerHeaders: Record<string, string>;

const inject = (
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  headers: Record<string, string>,
  payload?: object,
) => t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

async function newStaff(
  role: 'ADMIN' | 'UNDERWRITER' | 'PROCESSOR' | 'CHAT_AGENT',
  organizationCode = 'HEARTH',
) {
  const email = uniqueEmail(role.toLowerCase());
  const res = await inject(
    'POST',
    '/sandbox/console/staff',
    {},
    {
      email,
      name: `Pat ${role.toLowerCase()}`,
      role,
      password: STRONG_PASSWORD,
      organizationCode,
    },
  );
  expect(res.statusCode, res.body).toBe(201);
  return { email, secret: (res.json() as { totpSecret: string }).totpSecret };
}

beforeAll(async () => {
  t = await setupTestApp({ logLevel: process.env.CONSOLE_TEST_LOG ? 'error' : 'silent' });
  admin = await staffHeaders(t.app, 'HEARTH', 'ADMIN');
  const borrower = await registeredBorrower(t.app);
  borrowerHeaders = bearer(borrower.jwt);
  const created = await createApplication(t.app, borrower.jwt, createBody());
  expect(created.statusCode, created.body).toBe(201);
  uuid = (created.json() as { uuid: string }).uuid;
}, 180_000);

describe('staff sign-in (item 1)', () => {
  it('needs the password and a one-time code, uses a code once, and gives a 30-minute session', async () => {
    const { email, secret } = await newStaff('UNDERWRITER');
    const wrongCode = String((Number(await totpCode(secret)) + 1) % 1_000_000).padStart(6, '0');
    const refused = await inject(
      'POST',
      CONSOLE_API_PATHS.session,
      {},
      { email, password: STRONG_PASSWORD, code: wrongCode },
    );
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({ message: CONSOLE_MESSAGES.signInFailed });
    const badPassword = await inject(
      'POST',
      CONSOLE_API_PATHS.session,
      {},
      {
        email,
        password: 'Wrong-password1!',
        code: await totpCode(secret),
      },
    );
    expect(badPassword.statusCode).toBe(401);

    const code = await totpCode(secret);
    const signedIn = await inject(
      'POST',
      CONSOLE_API_PATHS.session,
      {},
      { email, password: STRONG_PASSWORD, code },
    );
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    const session = signedIn.json() as { jwt: string; expiresAt: string; staff: { role: string } };
    expect(session.staff.role).toBe('UNDERWRITER');
    const minutes = (Date.parse(session.expiresAt) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(28);
    expect(minutes).toBeLessThanOrEqual(30);
    // The same code again (a replay, or read over a shoulder) is refused.
    const replay = await inject(
      'POST',
      CONSOLE_API_PATHS.session,
      {},
      { email, password: STRONG_PASSWORD, code },
    );
    expect(replay.statusCode).toBe(401);
    const me = await inject('GET', CONSOLE_API_PATHS.me, bearer(session.jwt));
    expect(me.json()).toMatchObject({ email, role: 'UNDERWRITER', organizationCode: 'HEARTH' });
    // A password alone, through the borrower's or the agent's login, opens no staff session.
    for (const audience of ['customer', 'agent']) {
      const login = await inject(
        'POST',
        `/identity-broker/${audience}/api/v3/login`,
        {},
        { email, password: STRONG_PASSWORD },
      );
      expect(login.statusCode).toBe(403);
    }
    // Signed out, the token is dead.
    expect((await inject('DELETE', CONSOLE_API_PATHS.session, bearer(session.jwt))).statusCode).toBe(204);
    expect((await inject('GET', CONSOLE_API_PATHS.me, bearer(session.jwt))).statusCode).toBe(401);
  });

  it('lets only an admin add staff, and only to their own lender', async () => {
    const processor = await staffHeaders(t.app, 'HEARTH', 'PROCESSOR');
    const body = {
      email: uniqueEmail('new'),
      name: 'Sam Closer',
      role: 'PROCESSOR',
      password: STRONG_PASSWORD,
    };
    expect((await inject('POST', CONSOLE_API_PATHS.staff, processor, body)).statusCode).toBe(403);
    const added = await inject('POST', CONSOLE_API_PATHS.staff, admin, body);
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json()).toMatchObject({ staff: { organizationCode: 'HEARTH', role: 'PROCESSOR' } });
    expect((added.json() as { otpauthUri: string }).otpauthUri).toMatch(/^otpauth:\/\/totp\//);
    expect((await inject('POST', CONSOLE_API_PATHS.staff, admin, body)).statusCode).toBe(409);
    const summit = await staffHeaders(t.app, 'SUMMITCU', 'ADMIN');
    const listed = (await inject('GET', CONSOLE_API_PATHS.staff, summit)).json() as { email: string }[];
    expect(listed.map((s) => s.email)).not.toContain(body.email);
    // A chat agent sees no file.
    const agent = await staffHeaders(t.app, 'HEARTH', 'CHAT_AGENT');
    expect((await inject('GET', CONSOLE_API_PATHS.queue, agent)).statusCode).toBe(403);
    expect((await inject('GET', CONSOLE_API_PATHS.application(uuid), agent)).statusCode).toBe(403);
  });

  it('counts a step either side of now, and nothing older', async () => {
    const { email, secret } = await newStaff('PROCESSOR');
    const old = await totpCodeAt(secret, totpStep(new Date()) - 4);
    const res = await inject(
      'POST',
      CONSOLE_API_PATHS.session,
      {},
      { email, password: STRONG_PASSWORD, code: old },
    );
    const near = await Promise.all([-1, 0, 1].map((d) => totpCodeAt(secret, totpStep(new Date()) + d)));
    if (!near.includes(old)) expect(res.statusCode).toBe(401);
  });
});

describe('queue (item 2)', () => {
  it("lists the lender's files with their lanes and filters, and none of another lender's", async () => {
    const queue = (await inject('GET', CONSOLE_API_PATHS.queue, admin)).json() as QueueView;
    const item = queue.items.find((i) => i.uuid === uuid);
    expect(item).toBeDefined();
    expect(Object.values(queue.laneCounts).reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(1);
    const lane = item?.lane ?? 'BORROWER';
    const inLane = (
      await inject('GET', `${CONSOLE_API_PATHS.queue}?lane=${lane}&state=ca`, admin)
    ).json() as QueueView;
    expect(inLane.items.every((i) => i.lane === lane && i.propertyState === 'CA')).toBe(true);
    const other = (
      await inject('GET', CONSOLE_API_PATHS.queue, await staffHeaders(t.app, 'SUMMITCU'))
    ).json() as QueueView;
    expect(other.items.map((i) => i.uuid)).not.toContain(uuid);
    const bad = await inject('GET', `${CONSOLE_API_PATHS.queue}?state=California`, admin);
    expect(bad.statusCode).toBe(400);
  });

  it('announces a status change to the live stream of the lender’s staff only', async () => {
    await t.app.statusChanges.ready;
    const seen: StatusChangeEvent[] = [];
    const unsubscribe = t.app.statusChanges.subscribe((event) => seen.push(event));
    try {
      await t.database.db.execute(
        sql`insert into application_status_history (application_uuid, from_status, to_status, reason) values (${uuid}, null, 'OFFER_SELECTION', 'test: status announced')`,
      );
      await vi.waitFor(() => expect(seen.map((e) => e.applicationUuid)).toContain(uuid), { timeout: 5000 });
      expect(seen.find((e) => e.applicationUuid === uuid)).toMatchObject({ organizationCode: 'HEARTH' });
    } finally {
      unsubscribe();
    }
  });

  it('streams the change over server-sent events', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const controller = new AbortController();
    const res = await fetch(`http://127.0.0.1:${port}${CONSOLE_API_PATHS.queueEvents}`, {
      headers: admin,
      signal: controller.signal,
    });
    expect(res.headers.get('content-type')).toMatch(/text\/event-stream/);
    // A hijacked reply still carries the security headers.
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    const reader = res.body?.getReader();
    let text = '';
    const read = (async () => {
      while (reader && !text.includes(uuid)) {
        const { value, done } = await reader.read();
        if (done) break;
        text += new TextDecoder().decode(value);
      }
    })();
    await vi.waitFor(
      async () => {
        await t.database.db.execute(
          sql`insert into application_status_history (application_uuid, from_status, to_status, reason) values (${uuid}, null, 'OFFER_SELECTION', 'test: streamed')`,
        );
        expect(text).toContain(uuid);
      },
      { timeout: 5000, interval: 200 },
    );
    controller.abort();
    await read.catch(() => {});
    expect(text).toContain('event: status');
  });
});

describe('tasks (item 4)', () => {
  it('rejects a document with a reason the borrower reads, then accepts the next, and waives another', async () => {
    const staff = await staffHeaders(t.app, 'HEARTH', 'PROCESSOR');
    const opened = await inject('POST', CONDITIONS_API_PATHS.lenderConditions(uuid), staff, {
      category: 'GENERIC_DOCUMENT_REQUEST',
      commentsToBorrower: 'Your latest mortgage statement.',
    });
    expect(opened.statusCode, opened.body).toBe(201);
    const conditionId = (opened.json() as { uuid: string }).uuid;
    const send = async () => {
      const file = multipartFile(JOURNEY_PDF);
      const up = await t.app.inject({
        method: 'POST',
        url: `${UPLOAD_API_PATHS.uploads(uuid)}?purpose=CONDITION_DOCUMENT`,
        headers: { ...borrowerHeaders, ...file.headers },
        payload: file.body,
      });
      expect(up.statusCode, up.body).toBe(201);
      const attached = await inject(
        'POST',
        CONDITIONS_API_PATHS.documents(uuid, conditionId),
        borrowerHeaders,
        {
          uploadId: (up.json() as { id: string }).id,
        },
      );
      expect(attached.statusCode, attached.body).toBe(200);
    };
    await send();
    await vi.waitFor(async () => {
      const [row] = await t.database.db
        .select()
        .from(applicationConditions)
        .where(eq(applicationConditions.id, conditionId));
      expect(['SUBMITTED', 'CLEARED']).toContain(row?.status);
    });
    const noReason = await inject('POST', CONSOLE_API_PATHS.conditionReview(uuid, conditionId), staff, {
      outcome: 'REJECT',
    });
    expect(noReason.statusCode).toBe(400);
    const rejected = await inject('POST', CONSOLE_API_PATHS.conditionReview(uuid, conditionId), staff, {
      outcome: 'REJECT',
      reason: 'The second page is missing.',
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    const list = (
      await inject('GET', CONDITIONS_API_PATHS.externalApplicants(uuid), borrowerHeaders)
    ).json() as {
      uuid: string;
      status: string;
      commentsToBorrower?: string;
    }[];
    const task = list.find((c) => c.uuid === conditionId);
    expect(task?.status).toBe('OPEN');
    expect(JSON.stringify(task)).toContain('The second page is missing.');
    await send();
    await vi.waitFor(async () => {
      const [row] = await t.database.db
        .select()
        .from(applicationConditions)
        .where(eq(applicationConditions.id, conditionId));
      expect(['SUBMITTED', 'CLEARED']).toContain(row?.status);
    });
    const accepted = await inject('POST', CONSOLE_API_PATHS.conditionReview(uuid, conditionId), staff, {
      outcome: 'ACCEPT',
    });
    expect(accepted.json()).toMatchObject({ status: 'CLEARED' });

    const other = await inject('POST', CONDITIONS_API_PATHS.lenderConditions(uuid), staff, {
      category: 'PROPERTY_LEGAL_DESCRIPTION',
    });
    const otherId = (other.json() as { uuid: string }).uuid;
    const waived = await inject('POST', CONSOLE_API_PATHS.conditionWaive(uuid, otherId), staff, {
      reason: 'title has it',
    });
    expect(waived.json()).toMatchObject({ status: 'CLEARED' });

    const view = (await inject('GET', CONSOLE_API_PATHS.application(uuid), staff)).json() as {
      conditions: { uuid: string; clearedBy: string | null; clearedNote: string | null }[];
      documents: { id: string }[];
    };
    expect(view.conditions.find((c) => c.uuid === otherId)).toMatchObject({
      clearedBy: 'lender-waived',
      clearedNote: 'title has it',
    });
    // Both files stay among the application's documents, viewable inline by staff.
    expect(view.documents.length).toBeGreaterThanOrEqual(2);
    const file = await inject(
      'GET',
      CONSOLE_API_PATHS.document(uuid, view.documents[0]?.id ?? randomUUID()),
      staff,
    );
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toBe('inline');
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });
});

describe('underwriting decline (item 5)', () => {
  it('declines a file held for review with ECOA reasons and gives the borrower the notice at once', async () => {
    const borrower = await registeredBorrower(t.app);
    const created = await createApplication(t.app, borrower.jwt, createBody());
    const held = (created.json() as { uuid: string }).uuid;
    await vi.waitFor(
      async () => {
        const status = (await t.database.db.execute(
          sql`select status from heloc_applications where uuid = ${held}`,
        )) as unknown as { rows: { status: string }[] } | { status: string }[];
        const rows = Array.isArray(status) ? status : status.rows;
        expect(rows[0]?.status).toBe('OFFER_SELECTION');
      },
      { timeout: 20_000, interval: 100 },
    );
    // Held for an underwriter as the final decision would hold it (the journey is the e2e's and the HMDA suite's).
    const sealed = sealFinalDecision(t.config.encryptionKey, {
      outcome: 'UNDERWRITING_REVIEW',
      decidedAt: new Date().toISOString(),
      reason: 'verified income is less than half the stated income',
      verifiedIncomeCents: 2_000_000,
      incomeVerified: true,
      score: 720,
      monthlyDebtCents: 150_000,
      changes: [],
    });
    await t.database.db
      .update(helocApplications)
      .set({ status: 'UNDERWRITING_REVIEW', ...sealed })
      .where(eq(helocApplications.uuid, held));
    const underwriter = await staffHeaders(t.app, 'HEARTH', 'UNDERWRITER');
    const url = `/service-application/api/v1/lender/applications/${held}/underwriting-decision`;
    const processor = await staffHeaders(t.app, 'HEARTH', 'PROCESSOR');
    expect(
      (
        await inject('POST', url, processor, {
          decision: 'DECLINE',
          note: 'x',
          reasons: ['INSUFFICIENT_INCOME'],
        })
      ).statusCode,
    ).toBe(403);
    expect((await inject('POST', url, underwriter, { decision: 'DECLINE', note: 'income' })).statusCode).toBe(
      400,
    );
    const declined = await inject('POST', url, underwriter, {
      decision: 'DECLINE',
      note: 'verified income does not support the line',
      reasons: ['INSUFFICIENT_INCOME', 'INCOMPLETE_APPLICATION'],
    });
    expect(declined.statusCode, declined.body).toBe(200);
    const notice = await inject(
      'GET',
      `/service-application/api/v1/application/heloc/${held}/adverse-action`,
      bearer(borrower.jwt),
    );
    expect(notice.statusCode, notice.body).toBe(200);
    expect(JSON.stringify(notice.json())).toContain('Income insufficient for amount of credit requested');
    const notices = await inject(
      'GET',
      `/service-application/api/v1/application/heloc/${held}/notices`,
      bearer(borrower.jwt),
    );
    expect(JSON.stringify(notices.json())).toContain('ADVERSE_ACTION_NOTICE');
  });
});

describe('audit (item 8)', () => {
  it('records each console action with who, what, the file before and after, and refuses any change to it', async () => {
    const rows = await t.database.db
      .select()
      .from(consoleAuditLog)
      .where(eq(consoleAuditLog.organizationCode, 'HEARTH'));
    const decline = rows.find((r) => r.action === 'Decided a manual review');
    expect(decline).toMatchObject({ actorRole: 'UNDERWRITER', before: { status: 'UNDERWRITING_REVIEW' } });
    expect(decline?.after).toMatchObject({ status: 'DECLINED', request: { decision: 'DECLINE' } });
    expect(rows.some((r) => r.action === 'Signed in')).toBe(true);
    // No password or one-time code is ever written.
    expect(JSON.stringify(rows)).not.toContain(STRONG_PASSWORD);
    const log = await inject('GET', CONSOLE_API_PATHS.audit, admin);
    expect(log.statusCode).toBe(200);
    expect((log.json() as unknown[]).length).toBeGreaterThanOrEqual(rows.length > 100 ? 100 : rows.length);
    expect(
      (await inject('GET', CONSOLE_API_PATHS.audit, await staffHeaders(t.app, 'HEARTH', 'UNDERWRITER')))
        .statusCode,
    ).toBe(403);
    for (const statement of [
      sql`update console_audit_log set action = 'nothing happened'`,
      sql`delete from console_audit_log`,
      sql`truncate console_audit_log`,
    ]) {
      await expect(t.database.db.execute(statement)).rejects.toThrow();
    }
    const after = await t.database.db
      .select()
      .from(consoleAuditLog)
      .where(eq(consoleAuditLog.organizationCode, 'HEARTH'));
    expect(after.length).toBeGreaterThanOrEqual(rows.length);
  });
});

// Two server processes on one PostgreSQL (each its own pool and LISTEN connection): a status change made through
// one reaches the other's stream. PGlite is one process; the in-process test above covers it.
describe.runIf(process.env.TEST_DATABASE_URL)('two servers on PostgreSQL', () => {
  const closers: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const close of closers.reverse()) await close();
  });

  it('carries a status change made through one server to the other server’s listeners', async () => {
    const { url, drop } = await clonePostgresDatabase(process.env.TEST_DATABASE_URL ?? '');
    closers.push(drop);
    const boot = async () => {
      const database = postgresDatabase(url, { max: 3 });
      const app = await buildApp(testConfig(), { database });
      await app.ready();
      closers.push(async () => {
        await app.close();
        await database.close();
      });
      return app;
    };
    const first = await boot();
    const second = await boot();
    await first.statusChanges.ready;
    const seen: StatusChangeEvent[] = [];
    first.statusChanges.subscribe((event) => seen.push(event));
    const borrower = await registeredBorrower(second);
    const created = await createApplication(second, borrower.jwt, createBody());
    const made = (created.json() as { uuid: string }).uuid;
    await vi.waitFor(() => expect(seen.map((e) => e.applicationUuid)).toContain(made), { timeout: 15_000 });
    const row = await moveApplication(second.db, {
      uuid: made,
      from: seen.filter((e) => e.applicationUuid === made).at(-1)?.status ?? '',
      to: 'CANCELLED',
      actor: 'lender',
      reason: 'lender cancels the application',
    }).catch(() => undefined);
    if (row)
      await vi.waitFor(() =>
        expect(seen.some((e) => e.applicationUuid === made && e.status === 'CANCELLED')).toBe(true),
      );
  });
});
