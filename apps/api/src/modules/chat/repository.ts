import type { ChatAttachment, ChatMessage } from '@hearth/domain/chat-api';
import { and, asc, desc, eq, gt, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { identities, profiles } from '../identity/schema';
import { chatAttachments, chatConversations, chatFeedback, chatMessages } from './schema';

export type ConversationRow = typeof chatConversations.$inferSelect;
export type NewConversationRow = typeof chatConversations.$inferInsert;
type MessageRow = typeof chatMessages.$inferSelect;
type AttachmentRow = typeof chatAttachments.$inferSelect;
export type NewMessageRow = typeof chatMessages.$inferInsert;

export function attachmentView(row: AttachmentRow): ChatAttachment {
  return { id: row.id, fileName: row.fileName, mediaType: row.mediaType, sizeBytes: row.sizeBytes };
}

function messageView(row: MessageRow, attachment: AttachmentRow | null): ChatMessage {
  return {
    id: row.id,
    seq: row.seq,
    conversationId: row.conversationId,
    senderType: row.senderType,
    senderName: row.senderName,
    body: row.body,
    attachment: attachment ? attachmentView(attachment) : null,
    clientMessageId: row.clientMessageId,
    questionId: row.senderType === 'BOT' ? row.id : null,
    offersAgent: row.offersAgent,
    createdDt: row.createdAt.toISOString(),
  };
}

function messagesQuery(db: Db) {
  return db
    .select({ message: chatMessages, attachment: chatAttachments })
    .from(chatMessages)
    .leftJoin(chatAttachments, eq(chatAttachments.id, chatMessages.attachmentId));
}

export async function insertConversation(db: Db, values: NewConversationRow): Promise<ConversationRow> {
  const [row] = await db.insert(chatConversations).values(values).returning();
  if (!row) throw new Error('conversation insert returned no row');
  return row;
}

export async function findConversation(db: Db, id: string): Promise<ConversationRow | undefined> {
  const [row] = await db.select().from(chatConversations).where(eq(chatConversations.id, id)).limit(1);
  return row;
}

export async function findConversationByChannel(
  db: Db,
  channelId: string,
): Promise<ConversationRow | undefined> {
  const [row] = await db
    .select()
    .from(chatConversations)
    .where(eq(chatConversations.channelId, channelId))
    .limit(1);
  return row;
}

/** A message row as `row_to_json` writes it (column names), with its attachment's row or null. */
export interface StoredMessageJson {
  id: string;
  seq: number;
  conversation_id: string;
  sender_type: MessageRow['senderType'];
  sender_identity_uuid: string | null;
  sender_name: string;
  body: string;
  attachment_id: string | null;
  client_message_id: string | null;
  offers_agent: boolean;
  created_at: string;
  attachment: {
    id: string;
    conversation_id: string;
    sender_type: string;
    file_name: string;
    media_type: string;
    size_bytes: number;
    storage_key: string;
    created_at: string;
  } | null;
}

/** The message of a stored row's JSON: the same view `findMessage` gives of the row it reads. */
export function messageOfStoredJson(stored: StoredMessageJson): ChatMessage {
  const a = stored.attachment;
  return messageView(
    {
      id: stored.id,
      seq: Number(stored.seq),
      conversationId: stored.conversation_id,
      senderType: stored.sender_type,
      senderIdentityUuid: stored.sender_identity_uuid,
      senderName: stored.sender_name,
      body: stored.body,
      attachmentId: stored.attachment_id,
      clientMessageId: stored.client_message_id,
      offersAgent: stored.offers_agent,
      createdAt: new Date(stored.created_at),
    },
    a
      ? {
          id: a.id,
          conversationId: a.conversation_id,
          senderType: a.sender_type,
          fileName: a.file_name,
          mediaType: a.media_type,
          sizeBytes: a.size_bytes,
          storageKey: a.storage_key,
          createdAt: new Date(a.created_at),
        }
      : null,
  );
}

/**
 * One message, once, stored and read back with its attachment in one statement (decision 0256); `stored` is the
 * row as the hub's notification carries it. A resend with the same client id inserts nothing and returns the
 * message first stored (`created` false, no `stored`), so a retry never shows twice.
 */
export async function insertMessage(
  db: Db,
  values: NewMessageRow,
): Promise<{ message: ChatMessage; created: boolean; stored: StoredMessageJson | null }> {
  // drizzle's insert, embedded (it brings its own parentheses): drizzle has no data-modifying CTE of its own.
  const insert = db.insert(chatMessages).values(values).onConflictDoNothing().returning();
  const result = (await db.execute(sql`
    with inserted as ${insert}
    select row_to_json(stored) as stored
    from (
      select inserted.*,
        (select row_to_json(a) from ${chatAttachments} a where a.id = inserted.attachment_id) as attachment
      from inserted
    ) stored`)) as unknown as { rows: { stored: StoredMessageJson }[] };
  const [inserted] = result.rows;
  if (inserted)
    return { message: messageOfStoredJson(inserted.stored), created: true, stored: inserted.stored };
  const [existing] = await messagesQuery(db)
    .where(
      and(
        eq(chatMessages.conversationId, values.conversationId),
        eq(chatMessages.senderType, values.senderType),
        eq(chatMessages.clientMessageId, values.clientMessageId ?? ''),
      ),
    )
    .limit(1);
  if (!existing) throw new Error('message conflict without a stored message');
  return { message: messageView(existing.message, existing.attachment), created: false, stored: null };
}

export async function findMessage(db: Db, id: string): Promise<ChatMessage | undefined> {
  const [row] = await messagesQuery(db).where(eq(chatMessages.id, id)).limit(1);
  return row ? messageView(row.message, row.attachment) : undefined;
}

/** The last `limit` messages of a conversation, oldest first; or those after `afterSeq` when given. */
export async function conversationMessages(
  db: Db,
  conversationId: string,
  options: { limit: number; afterSeq?: number },
): Promise<ChatMessage[]> {
  if (options.afterSeq !== undefined && options.afterSeq > 0) {
    const rows = await messagesQuery(db)
      .where(and(eq(chatMessages.conversationId, conversationId), gt(chatMessages.seq, options.afterSeq)))
      .orderBy(asc(chatMessages.seq))
      .limit(options.limit);
    return rows.map((row) => messageView(row.message, row.attachment));
  }
  const rows = await messagesQuery(db)
    .where(eq(chatMessages.conversationId, conversationId))
    .orderBy(desc(chatMessages.seq))
    .limit(options.limit);
  return rows.reverse().map((row) => messageView(row.message, row.attachment));
}

/** Moves a conversation only from the statuses given; undefined when it was not in one of them (a lost race). */
export async function moveConversation(
  db: Db,
  id: string,
  from: readonly ConversationRow['status'][],
  values: Partial<NewConversationRow>,
  extra?: ReturnType<typeof sql>,
): Promise<ConversationRow | undefined> {
  const [row] = await db
    .update(chatConversations)
    .set(values)
    .where(and(eq(chatConversations.id, id), inArray(chatConversations.status, [...from]), extra))
    .returning();
  return row;
}

/** A lender's waiting agent conversations and those the agent holds, newest last, with the last message. */
export async function agentQueue(db: Db, organizationCode: string, agentIdentityUuid: string) {
  const rows = await db
    .select()
    .from(chatConversations)
    .where(
      and(
        eq(chatConversations.organizationCode, organizationCode),
        eq(chatConversations.mode, 'agent'),
        or(
          eq(chatConversations.status, 'WAITING'),
          and(
            eq(chatConversations.status, 'ACTIVE'),
            eq(chatConversations.agentIdentityUuid, agentIdentityUuid),
          ),
        ),
        gt(chatConversations.expiresAt, new Date()),
      ),
    )
    .orderBy(asc(chatConversations.createdAt))
    .limit(200);
  if (rows.length === 0) return [];
  const last = await db
    .selectDistinctOn([chatMessages.conversationId], {
      conversationId: chatMessages.conversationId,
      body: chatMessages.body,
    })
    .from(chatMessages)
    .where(
      inArray(
        chatMessages.conversationId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(chatMessages.conversationId, desc(chatMessages.seq));
  const lastBody = new Map(last.map((row) => [row.conversationId, row.body]));
  return rows.map((row) => ({ row, lastMessage: lastBody.get(row.id) ?? null }));
}

export async function insertAttachment(
  db: Db,
  values: typeof chatAttachments.$inferInsert,
): Promise<AttachmentRow> {
  const [row] = await db.insert(chatAttachments).values(values).returning();
  if (!row) throw new Error('attachment insert returned no row');
  return row;
}

export async function findAttachment(db: Db, id: string): Promise<AttachmentRow | undefined> {
  const [row] = await db.select().from(chatAttachments).where(eq(chatAttachments.id, id)).limit(1);
  return row;
}

export async function saveFeedback(db: Db, values: typeof chatFeedback.$inferInsert): Promise<void> {
  await db
    .insert(chatFeedback)
    .values(values)
    .onConflictDoUpdate({
      target: chatFeedback.questionId,
      set: {
        rating: values.rating,
        reason: values.reason ?? null,
        feedbackMessage: values.feedbackMessage ?? '',
        senderEmail: values.senderEmail ?? null,
        updatedAt: new Date(),
      },
    });
}

/** A lender's staff, as the onboarding list names them. */
export async function lenderStaff(db: Db, organizationCode: string) {
  return db
    .select({
      agentId: identities.uuid,
      email: identities.email,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
    })
    .from(identities)
    .leftJoin(profiles, eq(profiles.identityUuid, identities.uuid))
    .where(and(eq(identities.organizationCode, organizationCode), eq(identities.role, 'STAFF')))
    .orderBy(asc(identities.email))
    .limit(500);
}

export async function staffName(db: Db, identityUuid: string): Promise<string | null> {
  const [row] = await db
    .select({ firstName: profiles.firstName })
    .from(profiles)
    .where(eq(profiles.identityUuid, identityUuid))
    .limit(1);
  return row?.firstName ?? null;
}
