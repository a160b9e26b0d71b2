import type { ConversationStatus, SocketServerMessage } from '@hearth/domain/chat-api';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { findMessage, messageOfStoredJson, type StoredMessageJson } from './repository';

/** The PostgreSQL channel every server process listens on for chat events. */
export const CHAT_CHANNEL = 'hearth_chat';

/**
 * PostgreSQL refuses a NOTIFY payload of 8,000 bytes or more (PGlite is the same server); a message whose payload
 * would be longer is announced by its ids only and read back by each process that has a socket for it.
 */
export const NOTIFY_PAYLOAD_MAX_BYTES = 7999;

/**
 * What travels between processes: a message with its stored row (decision 0256), or its ids only when the row
 * would not fit a NOTIFY payload, and then each process reads it.
 */
type ChatEvent =
  | { kind: 'message'; conversationId: string; messageId: string; stored?: StoredMessageJson }
  | { kind: 'status'; conversationId: string; organizationCode: string; status: ConversationStatus };

/** One open socket, as the hub knows it. */
export interface HubClient {
  send(message: SocketServerMessage): void;
  /** The conversation's status changed (claimed, closed, handed to an agent): what the socket holds is stale. */
  changed(): void;
  /** After a missed stretch of notifications (the listening connection was lost), the client reads again. */
  resync(): void;
}

/**
 * Chat fan-out across server processes (decisions 0233, 0256): a message or a status change is stored, then
 * announced with NOTIFY; every process (this one too) hears it through LISTEN and sends it to the sockets it holds
 * for that conversation, or, for the waiting list, for that lender's agents. Nothing is delivered from memory
 * alone: a process learns of a message only from the database, from the committed row in the notification or,
 * for a long one, by reading it.
 */
export class ChatHub {
  private readonly conversations = new Map<string, Set<HubClient>>();
  private readonly lobbies = new Map<string, Set<HubClient>>();
  private stopListening: (() => Promise<void>) | undefined;

  constructor(private readonly database: Database) {}

  async start(): Promise<void> {
    this.stopListening = await this.database.listen(
      CHAT_CHANNEL,
      (payload) => {
        this.hear(payload).catch(() => {
          // A message that cannot be read now is read by the client's next resume; nothing to crash for.
        });
      },
      () => {
        for (const clients of this.conversations.values()) for (const client of clients) client.resync();
      },
    );
  }

  async stop(): Promise<void> {
    await this.stopListening?.();
    this.stopListening = undefined;
  }

  /** Sockets open in this process. */
  get socketCount(): number {
    let n = 0;
    for (const clients of this.conversations.values()) n += clients.size;
    return n;
  }

  follow(conversationId: string, client: HubClient): () => void {
    return this.add(this.conversations, conversationId, client);
  }

  followLobby(organizationCode: string, client: HubClient): () => void {
    return this.add(this.lobbies, organizationCode, client);
  }

  private add(map: Map<string, Set<HubClient>>, key: string, client: HubClient): () => void {
    let set = map.get(key);
    if (!set) {
      set = new Set();
      map.set(key, set);
    }
    set.add(client);
    return () => {
      const current = map.get(key);
      current?.delete(client);
      if (current?.size === 0) map.delete(key);
    };
  }

  /** After the insert has committed, so no process hears of a message before it is stored. */
  announceMessage(stored: StoredMessageJson): Promise<void> {
    const ids = { kind: 'message' as const, conversationId: stored.conversation_id, messageId: stored.id };
    const whole = JSON.stringify({ ...ids, stored });
    return this.notifyPayload(
      Buffer.byteLength(whole) <= NOTIFY_PAYLOAD_MAX_BYTES ? whole : JSON.stringify(ids),
    );
  }

  announceStatus(conversation: {
    id: string;
    organizationCode: string;
    status: ConversationStatus;
  }): Promise<void> {
    return this.notify({
      kind: 'status',
      conversationId: conversation.id,
      organizationCode: conversation.organizationCode,
      status: conversation.status,
    });
  }

  private notify(event: ChatEvent): Promise<void> {
    return this.notifyPayload(JSON.stringify(event));
  }

  private async notifyPayload(payload: string): Promise<void> {
    await this.database.db.execute(sql`select pg_notify(${CHAT_CHANNEL}, ${payload})`);
  }

  private async hear(payload: string): Promise<void> {
    const event = JSON.parse(payload) as ChatEvent;
    if (event.kind === 'message') {
      const clients = this.conversations.get(event.conversationId);
      if (!clients || clients.size === 0) return;
      const message = event.stored
        ? messageOfStoredJson(event.stored)
        : await findMessage(this.database.db, event.messageId);
      if (!message) return;
      for (const client of clients) client.send({ type: 'message', message });
      return;
    }
    for (const client of this.conversations.get(event.conversationId) ?? []) {
      client.changed();
      client.send({ type: 'status', conversationId: event.conversationId, status: event.status });
    }
    for (const client of this.lobbies.get(event.organizationCode) ?? [])
      client.send({ type: 'queue', conversationId: event.conversationId });
  }
}
