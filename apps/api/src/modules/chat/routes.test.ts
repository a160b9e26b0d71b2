import {
  CHAT_MESSAGES,
  CHAT_PATHS,
  CHAT_TOKEN_HEADER,
  type ChatMessage,
  type ChatSession,
} from '@hearth/domain/chat-api';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import { bearer, registeredBorrower, staffHeaders } from '../../test/identity-helpers';
import { injectHttp } from '../../test/journey/http';
import { type SeededJourney, seedJourney } from '../../test/journey/stages';
import { setupTestApp } from '../../test/test-app';

/**
 * The chat service over real HTTP and real sockets (issue 25): operating hours per lender, the mode rule, the
 * chatbot answering from the knowledge base and from the borrower's own application, an agent taking a chat and
 * exchanging messages and a PDF over sockets, the byte checks, retries, reconnects, and another lender's staff.
 */
const t = await setupTestApp();
const http = injectHttp(t.app);
let base = '';

const ALWAYS_OPEN = Array.from({ length: 7 }, (_, i) => ({
  weekdayValue: i + 1,
  isOpen: true,
  startTime: '00:00',
  endTime: '23:59',
}));
const ALWAYS_CLOSED = ALWAYS_OPEN.map((day) => ({ ...day, isOpen: false }));

async function setChatHours(organization: string, week: typeof ALWAYS_OPEN, timeZone = 'America/Chicago') {
  const res = await t.app.inject({
    method: 'PUT',
    url: CHAT_PATHS.hours('OPS_CHAT'),
    headers: await staffHeaders(t.app, organization),
    payload: { timeZone, week },
  });
  expect(res.statusCode, res.body).toBe(200);
}

async function startChat(
  organization: string,
  extra: Record<string, unknown> = {},
  headers: Record<string, string> = {},
) {
  const res = await t.app.inject({
    method: 'POST',
    url: CHAT_PATHS.initWebChat,
    headers: { 'x-org': organization, ...headers },
    payload: { friendlyName: 'Alex Prime', emailAddress: 'alex@example.com', ...extra },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as ChatSession;
}

/** A socket client that keeps every message the server sends. */
async function openSocket(auth: Record<string, unknown>) {
  const ws = new WebSocket(`${base.replace('http', 'ws')}${CHAT_PATHS.socket}`);
  const received: Record<string, unknown>[] = [];
  ws.on('message', (raw) => received.push(JSON.parse(String(raw))));
  await new Promise((resolve, reject) => {
    ws.once('open', resolve);
    ws.once('error', reject);
  });
  ws.send(JSON.stringify({ type: 'auth', ...auth }));
  await vi.waitFor(() => expect(received.some((m) => m.type === 'ready' || m.type === 'error')).toBe(true));
  return {
    ws,
    received,
    messages: () =>
      received.filter((m) => m.type === 'message' || m.type === 'ack').map((m) => m.message as ChatMessage),
    send: (payload: Record<string, unknown>) => ws.send(JSON.stringify(payload)),
  };
}

async function upload(name: string, bytes: Buffer, headers: Record<string, string>, query = '') {
  const boundary = 'hearthchatboundary';
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/pdf\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return t.app.inject({
    method: 'POST',
    url: `${CHAT_PATHS.attachments}${query}`,
    headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: body,
  });
}

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

let borrower: SeededJourney;
beforeAll(async () => {
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  borrower = await seedJourney(http, { stage: 'offers' });
});
afterAll(async () => {
  await t.app.close();
});

describe('operating hours', () => {
  it('gives the default week in Pacific time, and each lender its own week in its own time zone', async () => {
    const phone = await t.app.inject({
      method: 'GET',
      url: `${CHAT_PATHS.hours('OPS_PHONE')}?display=true`,
      headers: { 'x-org': 'PINECONECU' },
    });
    expect(phone.statusCode).toBe(200);
    expect(phone.json()).toMatchObject({
      department: 'OPS_PHONE',
      timeZone: 'America/Los_Angeles',
      display: ['Monday - Friday: 6:00 AM - 6:00 PM PT', 'Saturday: 8:00 AM - 5:00 PM PT', 'Sunday: Closed'],
    });
    await setChatHours('LAKESHORECU', ALWAYS_CLOSED);
    const status = await t.app.inject({
      method: 'GET',
      url: CHAT_PATHS.hours('OPS_CHAT', 'openStatus'),
      headers: { 'x-org': 'LAKESHORECU' },
    });
    expect(status.json()).toMatchObject({ openStatus: 'CLOSED', isOpen: false, timeZone: 'America/Chicago' });
    const week = await t.app.inject({
      method: 'GET',
      url: CHAT_PATHS.hours('OPS_CHAT', 'week'),
      headers: { 'x-org': 'LAKESHORECU' },
    });
    expect(week.json().week).toHaveLength(7);
    expect(week.json().week[0]).toMatchObject({ weekday: 'Monday', weekdayValue: 1, isOpen: false });
    // Another lender keeps its own (default) week.
    const other = await t.app.inject({
      method: 'GET',
      url: CHAT_PATHS.hours('OPS_CHAT', 'week'),
      headers: { 'x-org': 'PINECONECU' },
    });
    expect(other.json().timeZone).toBe('America/Los_Angeles');
  });

  it('takes a week only from staff, and refuses a bad one with the reason', async () => {
    const anonymous = await t.app.inject({ method: 'PUT', url: CHAT_PATHS.hours('OPS_CHAT'), payload: {} });
    expect(anonymous.statusCode).toBe(401);
    const borrowerTry = await t.app.inject({
      method: 'PUT',
      url: CHAT_PATHS.hours('OPS_CHAT'),
      headers: borrower.headers,
      payload: { timeZone: 'America/Chicago', week: ALWAYS_OPEN },
    });
    expect(borrowerTry.statusCode).toBe(403);
    const bad = await t.app.inject({
      method: 'PUT',
      url: CHAT_PATHS.hours('OPS_CHAT'),
      headers: await staffHeaders(t.app, 'PINECONECU'),
      payload: { timeZone: 'Mars/Olympus', week: ALWAYS_OPEN },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toContain('Unknown time zone');
  });
});

describe('the chatbot, outside chat hours', () => {
  it("answers from the knowledge base and from the signed-in borrower's own application", async () => {
    await setChatHours('HEARTH', ALWAYS_CLOSED, 'America/Los_Angeles');
    const nonce = await t.app.inject({
      method: 'POST',
      url: CHAT_PATHS.authenticate,
      headers: borrower.headers,
    });
    expect(nonce.statusCode, nonce.body).toBe(200);
    const session = await startChat('HEARTH', { nonce: nonce.json().nonce });
    expect(session).toMatchObject({ mode: 'chatbot', status: 'ACTIVE', friendlyName: 'Alex Prime' });
    const ask = (message: string, extra: Record<string, unknown> = {}) =>
      t.app.inject({
        method: 'POST',
        url: CHAT_PATHS.chatWithAutobot,
        headers: { [CHAT_TOKEN_HEADER]: session.token },
        payload: { conversationId: session.conversationSid, message, nonce: nonce.json().nonce, ...extra },
      });
    const cancel = await ask('when can I cancel?', { clientMessageId: 'q1' });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(cancel.json().responseStr).toContain('third business day');
    expect(cancel.json().offersAgent).toBe(false);
    // The same question again (a retry) is the same answer, stored once.
    const again = await ask('when can I cancel?', { clientMessageId: 'q1' });
    expect(again.json().questionId).toBe(cancel.json().questionId);

    const next = await ask("what's my next step?");
    expect(next.json().responseStr).toBe(
      'Your application: Offers ready to choose. Your next step: Choose one of your offers.',
    );
    const unknown = await ask('Can you recommend a good pizza place?');
    expect(unknown.json().offersAgent).toBe(true);
    expect(unknown.json().responseStr).toContain("don't have an answer");

    // Without the borrower's nonce the chatbot does not read the application.
    const anonymous = await ask("what's my next step?", { nonce: undefined });
    expect(anonymous.json().responseStr).toContain('once you sign in');

    // Feedback: a reason is required when the answer did not help, and the extra text is at most 140 characters.
    const rate = (payload: Record<string, unknown>) =>
      t.app.inject({
        method: 'POST',
        url: CHAT_PATHS.feedback,
        headers: { [CHAT_TOKEN_HEADER]: session.token },
        payload: {
          questionId: next.json().questionId,
          conversationId: session.conversationSid,
          feedbackMessage: '',
          ...payload,
        },
      });
    expect((await rate({ rating: 'NOT_HELPFUL' })).json().errors).toContain('Please select a reason');
    expect(
      (await rate({ rating: 'NOT_HELPFUL', reason: 'Other', feedbackMessage: 'x'.repeat(141) })).json()
        .errors,
    ).toContain('Please restrict your response to 140 characters.');
    expect((await rate({ rating: 'NOT_HELPFUL', reason: 'Answer too vague' })).statusCode).toBe(200);

    // The history after a reload holds every message once, in order.
    const history = await t.app.inject({
      method: 'GET',
      url: CHAT_PATHS.history(session.conversationSid),
      headers: { [CHAT_TOKEN_HEADER]: session.token },
    });
    const bodies = (history.json().messages as ChatMessage[]).map((m) => m.senderType);
    expect(bodies).toEqual(['CUSTOMER', 'BOT', 'CUSTOMER', 'BOT', 'CUSTOMER', 'BOT', 'CUSTOMER', 'BOT']);
    // Outside the hours, asking for a person says when the team is back.
    const person = await ask('Talk to a person', { tag: 'AGENT_REQUEST' });
    expect(person.json().responseStr).toContain('Our team is away right now');
    expect(person.json().mode).toBe('chatbot');
  });

  it("refuses a forged, foreign or missing chat token with the spec's message, and a nonce of another borrower", async () => {
    const session = await startChat('HEARTH');
    const other = await startChat('HEARTH');
    const history = await t.app.inject({
      method: 'GET',
      url: CHAT_PATHS.history(session.conversationSid),
      headers: { [CHAT_TOKEN_HEADER]: other.token },
    });
    expect(history.statusCode).toBe(404);
    const forged = await t.app.inject({
      method: 'POST',
      url: CHAT_PATHS.refreshToken,
      payload: { token: `${session.token.slice(0, -4)}AAAA` },
    });
    expect(forged.statusCode).toBe(401);
    expect(forged.json().message).toBe(CHAT_MESSAGES.tokenInvalid);
    // A session token is not a chat token.
    const sessionAsChat = await t.app.inject({
      method: 'POST',
      url: CHAT_PATHS.refreshToken,
      payload: { token: borrower.jwt },
    });
    expect(sessionAsChat.statusCode).toBe(401);
    // Another borrower's nonce does not open this borrower's application to the chatbot.
    const stranger = await registeredBorrower(t.app);
    const strangerNonce = (
      await t.app.inject({ method: 'POST', url: CHAT_PATHS.authenticate, headers: bearer(stranger.jwt) })
    ).json().nonce;
    const bound = await startChat('HEARTH', {
      nonce: (
        await t.app.inject({ method: 'POST', url: CHAT_PATHS.authenticate, headers: borrower.headers })
      ).json().nonce,
    });
    const answer = await t.app.inject({
      method: 'POST',
      url: CHAT_PATHS.chatWithAutobot,
      headers: { [CHAT_TOKEN_HEADER]: bound.token },
      payload: {
        conversationId: bound.conversationSid,
        message: "what's my next step?",
        nonce: strangerNonce,
      },
    });
    expect(answer.json().responseStr).toContain('once you sign in');
  });

  it('starts a chat once for one Idempotency-Key', async () => {
    const key = { 'idempotency-key': `chat-${Date.now()}` };
    const first = await startChat('HEARTH', {}, key);
    const second = await startChat('HEARTH', {}, key);
    expect(second.conversationSid).toBe(first.conversationSid);
  });
});

describe('an agent, inside chat hours', () => {
  it('takes a waiting chat, and the borrower and the agent exchange messages and a PDF over sockets', async () => {
    await setChatHours('MESACU', ALWAYS_OPEN, 'America/Denver');
    const session = await startChat('MESACU', { initialMessage: 'Hello, I have a question' });
    expect(session).toMatchObject({ mode: 'agent', status: 'WAITING' });
    const agentHeaders = await staffHeaders(t.app, 'MESACU');
    const agentJwt = agentHeaders.authorization?.slice('Bearer '.length) ?? '';
    const lobby = await openSocket({ token: agentJwt });
    const queue = await t.app.inject({
      method: 'GET',
      url: CHAT_PATHS.agentConversations,
      headers: agentHeaders,
    });
    expect(queue.json().conversations.map((c: { id: string }) => c.id)).toContain(session.conversationSid);

    // Another lender's staff see nothing of it.
    const stranger = await staffHeaders(t.app, 'PINECONECU');
    const foreign = await t.app.inject({
      method: 'POST',
      url: CHAT_PATHS.agentClaim(session.conversationSid),
      headers: stranger,
    });
    expect(foreign.statusCode).toBe(404);
    const foreignQueue = await t.app.inject({
      method: 'GET',
      url: CHAT_PATHS.agentConversations,
      headers: stranger,
    });
    expect(foreignQueue.json().conversations.map((c: { id: string }) => c.id)).not.toContain(
      session.conversationSid,
    );
    // A borrower is no agent.
    expect(
      (await t.app.inject({ method: 'GET', url: CHAT_PATHS.agentConversations, headers: borrower.headers }))
        .statusCode,
    ).toBe(403);

    const customer = await openSocket({ token: session.token });
    expect(customer.messages().map((m) => m.body)).toEqual([
      'Hello, I have a question',
      CHAT_MESSAGES.agentWaiting('Alex Prime'),
    ]);
    const claim = await t.app.inject({
      method: 'POST',
      url: CHAT_PATHS.agentClaim(session.conversationSid),
      headers: agentHeaders,
    });
    expect(claim.statusCode, claim.body).toBe(200);
    await vi.waitFor(() => expect(lobby.received.some((m) => m.type === 'queue')).toBe(true));
    // A second agent cannot take it.
    const second = await staffHeaders(t.app, 'MESACU');
    const late = await t.app.inject({
      method: 'POST',
      url: CHAT_PATHS.agentClaim(session.conversationSid),
      headers: second,
    });
    expect(late.json().message).toBe(CHAT_MESSAGES.alreadyClaimed);

    const agent = await openSocket({ token: agentJwt, conversationId: session.conversationSid });
    customer.send({ type: 'send', clientMessageId: 'c1', body: 'Can I send my statement?' });
    await vi.waitFor(() => expect(agent.messages().map((m) => m.body)).toContain('Can I send my statement?'));
    // The same message resent (no ack seen) is stored once.
    customer.send({ type: 'send', clientMessageId: 'c1', body: 'Can I send my statement?' });
    agent.send({ type: 'send', clientMessageId: 'a1', body: 'Yes, attach it here.' });
    await vi.waitFor(() => expect(customer.messages().map((m) => m.body)).toContain('Yes, attach it here.'));

    // A PDF by its bytes; a renamed file of another kind is refused and nothing is stored.
    const token = { [CHAT_TOKEN_HEADER]: session.token };
    const refused = await upload('statement.pdf', Buffer.from('MZ\x90\x00 not a pdf at all'), token);
    expect(refused.statusCode).toBe(415);
    expect(refused.json().message).toBe(CHAT_MESSAGES.wrongAttachment);
    const wrongExtension = await upload('statement.exe', PDF, token);
    expect(wrongExtension.statusCode).toBe(415);
    const stored = await upload('statement.pdf', PDF, token);
    expect(stored.statusCode, stored.body).toBe(201);
    customer.send({ type: 'send', clientMessageId: 'c2', body: '', attachmentId: stored.json().id });
    await vi.waitFor(() =>
      expect(agent.messages().find((m) => m.attachment)?.attachment).toMatchObject({
        fileName: 'statement.pdf',
        mediaType: 'application/pdf',
      }),
    );
    const download = await t.app.inject({
      method: 'GET',
      url: `${CHAT_PATHS.attachment(stored.json().id)}?conversationId=${session.conversationSid}`,
      headers: agentHeaders,
    });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(PDF)).toBe(true);
    // Another chat's token cannot read it.
    const otherChat = await startChat('MESACU');
    const peek = await t.app.inject({
      method: 'GET',
      url: CHAT_PATHS.attachment(stored.json().id),
      headers: { [CHAT_TOKEN_HEADER]: otherChat.token },
    });
    expect(peek.statusCode).toBe(404);

    // A dropped borrower socket reconnects after the last message it holds and misses nothing.
    const lastSeq = Math.max(...customer.messages().map((m) => m.seq));
    customer.ws.terminate();
    agent.send({ type: 'send', clientMessageId: 'a2', body: 'Got it, thank you.' });
    await vi.waitFor(() => expect(agent.messages().map((m) => m.body)).toContain('Got it, thank you.'));
    const back = await openSocket({ token: session.token, afterSeq: lastSeq });
    await vi.waitFor(() => expect(back.messages().map((m) => m.body)).toEqual(['Got it, thank you.']));

    const detail = await t.app.inject({
      method: 'GET',
      url: CHAT_PATHS.agentConversation(session.conversationSid),
      headers: agentHeaders,
    });
    const customerBodies = (detail.json().messages as ChatMessage[]).filter(
      (m) => m.senderType === 'CUSTOMER',
    );
    expect(customerBodies.map((m) => m.clientMessageId)).toEqual(['initial', 'c1', 'c2']);

    const closed = await t.app.inject({
      method: 'POST',
      url: CHAT_PATHS.agentClose(session.conversationSid),
      headers: agentHeaders,
    });
    expect(closed.json().status).toBe('CLOSED');
    await vi.waitFor(() =>
      expect(back.received.some((m) => m.type === 'status' && m.status === 'CLOSED')).toBe(true),
    );
    const refresh = await t.app.inject({
      method: 'POST',
      url: CHAT_PATHS.refreshToken,
      payload: { token: session.token },
    });
    expect(refresh.json().message).toBe(CHAT_MESSAGES.tokenInvalid);
    for (const socket of [lobby, agent, back]) socket.ws.close();
  });

  it("shows the agent the borrower's application beside the chat", async () => {
    await setChatHours('HEARTH', ALWAYS_OPEN, 'America/Los_Angeles');
    const nonce = (
      await t.app.inject({ method: 'POST', url: CHAT_PATHS.authenticate, headers: borrower.headers })
    ).json().nonce;
    const session = await startChat('HEARTH', { nonce });
    const agentHeaders = await staffHeaders(t.app, 'HEARTH');
    const detail = await t.app.inject({
      method: 'POST',
      url: CHAT_PATHS.agentClaim(session.conversationSid),
      headers: agentHeaders,
    });
    expect(detail.json().application).toMatchObject({
      uuid: borrower.uuid,
      statusLabel: 'Offers ready to choose',
    });
  });
});
