import { CHAT_PATHS } from '@hearth/domain/chat-api';
import { CONSOLE_API_PATHS } from '@hearth/domain/console';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import { staffHeaders } from '../../test/identity-helpers';
import { setupTestApp } from '../../test/test-app';
import { staffMembers } from '../console/schema';

/**
 * An agent switched off in the console loses the chat socket it holds at once, not at its next call: the change is
 * announced on the chat's LISTEN/NOTIFY channel and every process closes that login's agent sockets.
 */
const t = await setupTestApp();
let base = '';
beforeAll(async () => {
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await t.app.close();
});

async function agentSocket(headers: Record<string, string>) {
  const ws = new WebSocket(`${base.replace('http', 'ws')}${CHAT_PATHS.socket}`);
  const received: { type: string }[] = [];
  const closed: { code?: number } = {};
  ws.on('message', (raw) => received.push(JSON.parse(String(raw))));
  ws.on('close', (code) => {
    closed.code = code;
  });
  await new Promise((resolve, reject) => {
    ws.once('open', resolve);
    ws.once('error', reject);
  });
  ws.send(JSON.stringify({ type: 'auth', token: headers.authorization?.slice('Bearer '.length) }));
  await vi.waitFor(() => expect(received.some((m) => m.type === 'ready')).toBe(true));
  return { ws, closed };
}

async function staffUuidOf(headers: Record<string, string>) {
  const auth = await t.app.tokens.verify(headers.authorization?.slice('Bearer '.length) ?? '');
  const [row] = await t.database.db
    .select({ uuid: staffMembers.uuid })
    .from(staffMembers)
    .where(eq(staffMembers.identityUuid, auth?.identityUuid ?? ''));
  return row?.uuid ?? '';
}

describe('a chat agent switched off in the console', () => {
  it('loses its open socket at once; another agent keeps theirs', async () => {
    const admin = await staffHeaders(t.app, 'MESACU');
    const leaving = await staffHeaders(t.app, 'MESACU', 'CHAT_AGENT');
    const staying = await staffHeaders(t.app, 'MESACU', 'CHAT_AGENT');
    const gone = await agentSocket(leaving);
    const kept = await agentSocket(staying);

    const res = await t.app.inject({
      method: 'PATCH',
      url: CONSOLE_API_PATHS.staffMember(await staffUuidOf(leaving)),
      headers: admin,
      payload: { active: false },
    });
    expect(res.statusCode, res.body).toBe(200);

    await vi.waitFor(() => expect(gone.closed.code).toBe(4403), { timeout: 5000 });
    expect(kept.ws.readyState).toBe(WebSocket.OPEN);
    expect(kept.closed.code).toBeUndefined();
    kept.ws.close();
  });

  it('loses it too when moved to a role that does not chat', async () => {
    const admin = await staffHeaders(t.app, 'MESACU');
    const agent = await staffHeaders(t.app, 'MESACU', 'CHAT_AGENT');
    const socket = await agentSocket(agent);
    const res = await t.app.inject({
      method: 'PATCH',
      url: CONSOLE_API_PATHS.staffMember(await staffUuidOf(agent)),
      headers: admin,
      payload: { role: 'PROCESSOR' },
    });
    expect(res.statusCode, res.body).toBe(200);
    await vi.waitFor(() => expect(socket.closed.code).toBe(4403), { timeout: 5000 });
  });
});
