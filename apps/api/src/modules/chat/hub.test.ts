import type { ChatMessage, SocketServerMessage } from '@hearth/domain/chat-api';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '../../db/database';
import { createTestDatabase } from '../../test/test-app';
import { CHAT_CHANNEL, ChatHub, NOTIFY_PAYLOAD_MAX_BYTES } from './hub';
import {
  findMessage,
  insertAttachment,
  insertConversation,
  insertMessage,
  type NewMessageRow,
} from './repository';

/**
 * The message path of decision 0256 on the database of the run (PGlite, or PostgreSQL with TEST_DATABASE_URL):
 * one statement stores a message and reads it back, the notification carries the stored row (so no process reads
 * it again), and one too long for a NOTIFY payload is announced by its ids and read.
 */
describe('chat hub: a message announced with its stored row', () => {
  let database: Database;
  let hub: ChatHub;
  const payloads: string[] = [];
  let stopListening: () => Promise<void>;

  beforeAll(async () => {
    database = await createTestDatabase();
    hub = new ChatHub(database);
    await hub.start();
    stopListening = await database.listen(CHAT_CHANNEL, (payload) => payloads.push(payload));
  });

  afterAll(async () => {
    await stopListening();
    await hub.stop();
    await database.close();
  });

  async function follow(conversationId: string) {
    const received: SocketServerMessage[] = [];
    hub.follow(conversationId, { send: (m) => received.push(m), changed: () => {}, resync: () => {} });
    return () => received.flatMap((m) => (m.type === 'message' ? [m.message] : []));
  }

  /** What the service does with a message: store it, then announce it when it is new. */
  async function store(values: NewMessageRow) {
    const result = await insertMessage(database.db, values);
    if (result.stored) await hub.announceMessage(result.stored);
    return result;
  }

  async function conversation(organizationCode = 'HEARTH') {
    return insertConversation(database.db, {
      organizationCode,
      mode: 'agent',
      status: 'ACTIVE',
      friendlyName: 'Alex Prime',
      emailAddress: 'alex@example.com',
      expiresAt: new Date(Date.now() + 3_600_000),
    });
  }

  it('carries the stored message, attachment and all, in the notification: what a socket gets is what history reads', async () => {
    const row = await conversation();
    const other = await conversation();
    const messages = await follow(row.id);
    const othersMessages = await follow(other.id);
    const attachment = await insertAttachment(database.db, {
      conversationId: row.id,
      senderType: 'CUSTOMER',
      fileName: 'statement.pdf',
      mediaType: 'application/pdf',
      sizeBytes: 15,
      storageKey: `${row.id}/statement`,
    });
    const { message, created } = await store({
      conversationId: row.id,
      senderType: 'CUSTOMER',
      senderName: 'Alex Prime',
      body: 'My statement',
      attachmentId: attachment.id,
      clientMessageId: 'c1',
    });
    expect(created).toBe(true);
    await vi.waitFor(() => expect(messages()).toHaveLength(1));
    const read = await findMessage(database.db, message.id);
    expect(message).toEqual(read);
    expect(messages()[0]).toEqual(read);
    expect(messages()[0]?.attachment?.fileName).toBe('statement.pdf');
    // The payload had the row: the hub read nothing back.
    const payload = JSON.parse(payloads.find((p) => p.includes(message.id)) ?? '{}');
    expect(payload.stored?.body).toBe('My statement');
    // Another conversation's socket hears nothing of it.
    expect(othersMessages()).toEqual([]);
  });

  it('stores and announces a resend once: the same client id returns the first message and notifies nothing', async () => {
    const row = await conversation();
    const messages = await follow(row.id);
    const values = {
      conversationId: row.id,
      senderType: 'CUSTOMER' as const,
      senderName: 'Alex Prime',
      body: 'Once',
      clientMessageId: 'c1',
    };
    const first = await store(values);
    const again = await store({ ...values, body: 'Twice?' });
    expect(again).toEqual({ message: first.message, created: false, stored: null });
    await vi.waitFor(() => expect(messages()).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(messages().map((m: ChatMessage) => m.body)).toEqual(['Once']);
    expect(payloads.filter((p) => p.includes(row.id))).toHaveLength(1);
  });

  it('announces a message too long for a NOTIFY payload by its ids, and the hub reads it', async () => {
    const row = await conversation();
    const messages = await follow(row.id);
    // 3 bytes a character in UTF-8: past the payload limit with room to spare, as a long chatbot answer may be.
    const body = '€'.repeat(Math.ceil(NOTIFY_PAYLOAD_MAX_BYTES / 3) + 100);
    const { message } = await store({
      conversationId: row.id,
      senderType: 'BOT',
      senderName: 'Hearth assistant',
      body,
      clientMessageId: 'r1',
    });
    await vi.waitFor(() => expect(messages()).toHaveLength(1));
    expect(messages()[0]).toEqual(await findMessage(database.db, message.id));
    expect(messages()[0]?.body).toBe(body);
    const payload = JSON.parse(payloads.find((p) => p.includes(message.id)) ?? '{}');
    expect(payload).toEqual({ kind: 'message', conversationId: row.id, messageId: message.id });
  });
});
