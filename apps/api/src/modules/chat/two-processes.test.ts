import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import {
  CHAT_MESSAGES,
  CHAT_PATHS,
  CHAT_TOKEN_HEADER,
  type ChatMessage,
  type ChatSession,
} from '@hearth/domain/chat-api';
import { CONSOLE_API_PATHS } from '@hearth/domain/console';
import { totpCode } from '@hearth/domain/totp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import { API_ROOT } from '../../paths';
import { STRONG_PASSWORD, uniqueEmail } from '../../test/identity-helpers';
import { type Running, startServer, stopServer } from '../../test/server-process';
import { clonePostgresDatabase } from '../../test/test-app';

/**
 * Chat across two server processes on one PostgreSQL database (issue 25 item 4, decision 0233): the borrower's
 * socket is served by one process, the agent's by the other, and each hears the other's messages, which only the
 * database's LISTEN/NOTIFY can carry between them.
 */
const adminUrl = process.env.TEST_DATABASE_URL;
const secret = randomBytes(32);
const secrets = {
  HEARTH_JWT_SECRET: secret.toString('base64'),
  HEARTH_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
};

async function socketOn(base: string, auth: Record<string, unknown>) {
  const ws = new WebSocket(`${base.replace('http', 'ws')}${CHAT_PATHS.socket}`);
  // `message` is the chat message of a 'message' or 'ack', and the words of an 'error'.
  const received: { type: string; message?: ChatMessage | string; status?: string }[] = [];
  ws.on('message', (raw) => received.push(JSON.parse(String(raw))));
  await new Promise((resolve, reject) => {
    ws.once('open', resolve);
    ws.once('error', reject);
  });
  ws.send(JSON.stringify({ type: 'auth', ...auth }));
  await vi.waitFor(() => expect(received.some((m) => m.type === 'ready')).toBe(true));
  const bodies = () =>
    received
      .filter((m) => m.type === 'message' || m.type === 'ack')
      .map((m) => (m.message as ChatMessage | undefined)?.body);
  return { ws, received, bodies, send: (payload: object) => ws.send(JSON.stringify(payload)) };
}

describe.skipIf(!adminUrl)('chat between two server processes on PostgreSQL', () => {
  const servers: Running[] = [];
  let drop: (() => Promise<void>) | undefined;
  let staff: { jwt: string };
  let agentHeaders: { authorization: string; 'content-type': string };

  beforeAll(async () => {
    execFileSync(process.execPath, ['scripts/build.mjs'], { cwd: API_ROOT, stdio: 'inherit' });
    const database = await clonePostgresDatabase(adminUrl ?? '');
    drop = database.drop;
    // Outside production, so the console's sandbox staff route makes the agent (decision 0228).
    const env = { DATABASE_URL: database.url, HEARTH_DATA_DIR: tmpdir(), HEARTH_ENV: 'test' };
    servers.push(...(await Promise.all([startServer(env, secrets), startServer(env, secrets)])));
    const [a, b] = servers.map((server) => server.base) as [string, string];
    // An admin of the main lender (who sets the chat hours and may answer chats), signed in as staff are: password
    // and the one-time code (decision 0228).
    const email = uniqueEmail('agent');
    const made = await fetch(`${a}/sandbox/console/staff`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        email,
        name: 'Jordan Admin',
        role: 'ADMIN',
        password: STRONG_PASSWORD,
        organizationCode: 'HEARTH',
      }),
    });
    expect(made.status).toBe(201);
    const { totpSecret } = (await made.json()) as { totpSecret: string };
    const signedIn = await fetch(`${a}${CONSOLE_API_PATHS.session}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: STRONG_PASSWORD, code: await totpCode(totpSecret) }),
    });
    expect(signedIn.status).toBe(200);
    staff = (await signedIn.json()) as { jwt: string };
    agentHeaders = { authorization: `Bearer ${staff.jwt}`, 'content-type': 'application/json' };
    const hours = await fetch(`${b}${CHAT_PATHS.hours('OPS_CHAT')}`, {
      method: 'PUT',
      headers: agentHeaders,
      body: JSON.stringify({
        timeZone: 'America/Los_Angeles',
        week: Array.from({ length: 7 }, (_, i) => ({
          weekdayValue: i + 1,
          isOpen: true,
          startTime: '00:00',
          endTime: '23:59',
        })),
      }),
    });
    expect(hours.status).toBe(200);
  }, 180_000);

  afterAll(async () => {
    for (const server of servers) await stopServer(server);
    await drop?.();
  }, 60_000);

  it("delivers the borrower's messages to the agent's socket on the other process, and back", async () => {
    const [a, b] = servers.map((server) => server.base) as [string, string];
    const started = await fetch(`${a}${CHAT_PATHS.initWebChat}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-org': 'HEARTH' },
      body: JSON.stringify({ friendlyName: 'Alex Prime', emailAddress: 'alex@example.com' }),
    });
    const session = (await started.json()) as ChatSession;
    expect(session.mode).toBe('agent');
    const customer = await socketOn(a, { token: session.token });
    const claimed = await fetch(`${b}${CHAT_PATHS.agentClaim(session.conversationSid)}`, {
      method: 'POST',
      headers: { authorization: agentHeaders.authorization },
    });
    expect(claimed.status).toBe(200);
    // The agent's claim on process B reaches the borrower's socket on process A.
    await vi.waitFor(() =>
      expect(customer.received.some((m) => m.type === 'status' && m.status === 'ACTIVE')).toBe(true),
    );
    const agent = await socketOn(b, { token: staff.jwt, conversationId: session.conversationSid });

    customer.send({ type: 'send', clientMessageId: 'c1', body: 'Hello from process A' });
    await vi.waitFor(() => expect(agent.bodies()).toContain('Hello from process A'));
    agent.send({ type: 'send', clientMessageId: 'a1', body: 'Hello from process B' });
    await vi.waitFor(() => expect(customer.bodies()).toContain('Hello from process B'));

    // A PDF sent through A is read by the agent through B.
    const form = new FormData();
    form.append(
      'file',
      new Blob([Buffer.from('%PDF-1.4\n%%EOF\n')], { type: 'application/pdf' }),
      'statement.pdf',
    );
    const uploaded = await fetch(`${a}${CHAT_PATHS.attachments}`, {
      method: 'POST',
      headers: { [CHAT_TOKEN_HEADER]: session.token },
      body: form,
    });
    expect(uploaded.status).toBe(201);
    const { id } = (await uploaded.json()) as { id: string };
    customer.send({ type: 'send', clientMessageId: 'c2', body: 'My statement', attachmentId: id });
    await vi.waitFor(() => expect(agent.bodies()).toContain('My statement'));
    const file = await fetch(`${b}${CHAT_PATHS.attachment(id)}?conversationId=${session.conversationSid}`, {
      headers: { authorization: agentHeaders.authorization },
    });
    expect(file.status).toBe(200);
    expect(
      Buffer.from(await file.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    customer.ws.close();
    agent.ws.close();
  }, 60_000);

  it("follows the conversation's status across processes without reading it before every message", async () => {
    const [a, b] = servers.map((server) => server.base) as [string, string];
    const started = await fetch(`${a}${CHAT_PATHS.initWebChat}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-org': 'HEARTH' },
      body: JSON.stringify({ friendlyName: 'Sam Second', emailAddress: 'sam@example.com' }),
    });
    const session = (await started.json()) as ChatSession;
    const customer = await socketOn(a, { token: session.token });
    // The agent's socket on B opens while the chat still waits: what it read then says "not yours yet".
    const agent = await socketOn(b, { token: staff.jwt, conversationId: session.conversationSid });
    agent.send({ type: 'send', clientMessageId: 'early', body: 'Too early' });
    await vi.waitFor(() =>
      expect(agent.received.some((m) => m.type === 'error' && m.message === CHAT_MESSAGES.claimFirst)).toBe(
        true,
      ),
    );
    // Claimed through process A: B's socket hears the change and the agent's next message goes through at once.
    const claimed = await fetch(`${a}${CHAT_PATHS.agentClaim(session.conversationSid)}`, {
      method: 'POST',
      headers: { authorization: agentHeaders.authorization },
    });
    expect(claimed.status).toBe(200);
    agent.send({ type: 'send', clientMessageId: 'a1', body: 'Hi Sam, I can help.' });
    await vi.waitFor(() => expect(customer.bodies()).toContain('Hi Sam, I can help.'));
    // Closed through process A: the borrower's socket on A and the agent's on B are refused from then on.
    const closed = await fetch(`${a}${CHAT_PATHS.agentClose(session.conversationSid)}`, {
      method: 'POST',
      headers: { authorization: agentHeaders.authorization },
    });
    expect(closed.status).toBe(200);
    await vi.waitFor(() =>
      expect(customer.received.some((m) => m.type === 'status' && m.status === 'CLOSED')).toBe(true),
    );
    await vi.waitFor(() =>
      expect(agent.received.some((m) => m.type === 'status' && m.status === 'CLOSED')).toBe(true),
    );
    customer.send({ type: 'send', clientMessageId: 'late', body: 'Still there?' });
    agent.send({ type: 'send', clientMessageId: 'late', body: 'Bye' });
    await vi.waitFor(() => {
      for (const side of [customer, agent])
        expect(
          side.received.some((m) => m.type === 'error' && m.message === CHAT_MESSAGES.conversationEnded),
        ).toBe(true);
    });
    expect(customer.bodies()).not.toContain('Still there?');
    expect(agent.bodies()).not.toContain('Bye');
    customer.ws.close();
    agent.ws.close();
  }, 60_000);
});
