import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHAT_PATHS, type ChatSession } from '@hearth/domain/chat-api';
import { CONSOLE_API_PATHS } from '@hearth/domain/console';
import { totpCode } from '@hearth/domain/totp';
import pg from 'pg';
import WebSocket from 'ws';
import { API_ROOT } from '../src/paths';
import { type Running, startServer, stopServer } from '../src/test/server-process';

/**
 * Chat message delivery between two server processes (issue 25, decision 0233): BENCH_CHAT_PAIRS conversations
 * (100), each with the borrower's socket on process A and the agent's on process B, so 200 sockets open; every
 * borrower sends BENCH_CHAT_MESSAGES (10) messages, one every 100 ms, and each is timed from the send on A's socket
 * to its arrival on B's (stored in PostgreSQL, NOTIFY with the row, LISTEN, sent). Needs PostgreSQL: DATABASE_URL names a
 * server, on which a database of its own is created and dropped.
 *
 *   npm run build -w @hearth/api && DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/chat.ts
 */
const PAIRS = Number(process.env.BENCH_CHAT_PAIRS ?? 100);
const MESSAGES = Number(process.env.BENCH_CHAT_MESSAGES ?? 10);
const adminUrl = process.env.DATABASE_URL;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;

async function socket(
  base: string,
  auth: object,
  onMessage: (data: { type: string; clientMessageId?: string; message?: { body: string } }) => void,
) {
  const ws = new WebSocket(`${base.replace('http', 'ws')}${CHAT_PATHS.socket}`);
  await new Promise((resolve, reject) => {
    ws.once('open', resolve);
    ws.once('error', reject);
  });
  const ready = new Promise<void>((resolve) => {
    ws.on('message', (raw) => {
      const data = JSON.parse(String(raw)) as {
        type: string;
        clientMessageId?: string;
        message?: { body: string };
      };
      if (data.type === 'ready') resolve();
      onMessage(data);
    });
  });
  ws.send(JSON.stringify({ type: 'auth', ...auth }));
  await ready;
  return ws;
}

async function main(): Promise<void> {
  if (!adminUrl) {
    process.stdout.write(
      'chat delivery bench: skipped (set DATABASE_URL to a PostgreSQL server: two processes share it)\n',
    );
    return;
  }
  const name = `hearth_bench_chat_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const servers: Running[] = [];
  try {
    execFileSync(process.execPath, ['dist/migrate.js'], {
      cwd: API_ROOT,
      env: { ...process.env, DATABASE_URL: url.href },
      stdio: 'ignore',
    });
    const secrets = {
      HEARTH_JWT_SECRET: randomBytes(32).toString('base64'),
      HEARTH_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
    };
    const env = {
      DATABASE_URL: url.href,
      HEARTH_DATA_DIR: mkdtempSync(join(tmpdir(), 'hearth-bench-chat-')),
      // Outside production, so the console's sandbox staff route makes the agent (as two-processes.test.ts does).
      HEARTH_ENV: 'test',
    };
    servers.push(...(await Promise.all([startServer(env, secrets), startServer(env, secrets)])));
    const [a, b] = servers.map((server) => server.base) as [string, string];

    // The agent: an admin of the lender (agents are console staff since decision 0228), made by the sandbox's
    // one call and signed in with the one-time code, as the console does.
    const email = `agent.${Date.now()}@example.com`;
    const password = 'Correct-Horse7!battery';
    const made = await fetch(`${a}/sandbox/console/staff`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        email,
        name: 'Bench Agent',
        role: 'ADMIN',
        password,
        organizationCode: 'HEARTH',
      }),
    });
    if (made.status !== 201) throw new Error(`staff not made: ${made.status} ${await made.text()}`);
    const { totpSecret } = (await made.json()) as { totpSecret: string };
    const signedIn = await fetch(`${b}${CONSOLE_API_PATHS.session}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password, code: await totpCode(totpSecret) }),
    });
    if (signedIn.status !== 200) throw new Error(`agent not signed in: ${signedIn.status}`);
    const staff = (await signedIn.json()) as { jwt: string };
    const auth = { authorization: `Bearer ${staff.jwt}` };
    await fetch(`${b}${CHAT_PATHS.hours('OPS_CHAT')}`, {
      method: 'PUT',
      headers: { ...auth, 'content-type': 'application/json' },
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

    const sentAt = new Map<string, number>();
    const latencies: number[] = [];
    // The split of each message's time: stored (the sender's ack on A: conversation read, insert, NOTIFY) and
    // delivered (its arrival on B's socket).
    const acked: number[] = [];
    const ackDue = new Map<string, number>();
    const sockets: WebSocket[] = [];
    const borrowers: WebSocket[] = [];
    for (let i = 0; i < PAIRS; i++) {
      const session = (await (
        await fetch(`${a}${CHAT_PATHS.initWebChat}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-org': 'HEARTH' },
          body: JSON.stringify({ friendlyName: `Borrower ${i}`, emailAddress: `b${i}@example.com` }),
        })
      ).json()) as ChatSession;
      await fetch(`${b}${CHAT_PATHS.agentClaim(session.conversationSid)}`, { method: 'POST', headers: auth });
      borrowers.push(
        await socket(a, { token: session.token }, (data) => {
          const started =
            data.type === 'ack' && data.clientMessageId ? ackDue.get(data.clientMessageId) : undefined;
          if (started !== undefined && data.clientMessageId) {
            acked.push(performance.now() - started);
            ackDue.delete(data.clientMessageId);
          }
        }),
      );
      sockets.push(
        await socket(b, { token: staff.jwt, conversationId: session.conversationSid }, (data) => {
          const started = data.type === 'message' && data.message ? sentAt.get(data.message.body) : undefined;
          if (started !== undefined && data.message) {
            latencies.push(performance.now() - started);
            sentAt.delete(data.message.body);
          }
        }),
      );
    }
    process.stdout.write(
      `chat delivery bench: ${borrowers.length + sockets.length} sockets open on two processes\n`,
    );
    for (let round = 0; round < MESSAGES; round++) {
      borrowers.forEach((ws, i) => {
        const body = `m${round}-${i}`;
        sentAt.set(body, performance.now());
        ackDue.set(body, performance.now());
        ws.send(JSON.stringify({ type: 'send', clientMessageId: body, body }));
      });
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const deadline = Date.now() + 30_000;
    while (sentAt.size > 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
    const sorted = [...latencies].sort((x, y) => x - y);
    const stored = [...acked].sort((x, y) => x - y);
    process.stdout.write(
      `chat store on A (send to ack): ${stored.length} acked, p50 ${percentile(stored, 50).toFixed(1)} ms, p99 ${percentile(stored, 99).toFixed(1)} ms\n`,
    );
    process.stdout.write(
      `chat delivery A -> B: ${sorted.length}/${PAIRS * MESSAGES} delivered, p50 ${percentile(sorted, 50).toFixed(1)} ms, p99 ${percentile(sorted, 99).toFixed(1)} ms, max ${(sorted.at(-1) ?? Number.NaN).toFixed(1)} ms\n`,
    );
    for (const ws of [...borrowers, ...sockets]) ws.close();
  } finally {
    for (const server of servers) await stopServer(server);
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await admin.end();
  }
}

await main();
