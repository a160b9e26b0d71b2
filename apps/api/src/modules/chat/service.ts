import { randomUUID } from 'node:crypto';
import { CHAT_LIMITS, chatMode, sessionExpiresAt } from '@hearth/domain/chat';
import {
  CHAT_MESSAGES,
  type ChatMessage,
  type ChatSession,
  type ChatWithAutobotRequest,
  type chatWithAutobotRequestSchema,
  type InitWebChatRequest,
  type initWebChatRequestSchema,
} from '@hearth/domain/chat-api';
import { DomainError } from '@hearth/domain/errors';
import {
  CHAT_ATTACHMENT_MAX_BYTES,
  CHAT_SNIFF_BYTES,
  sniffChatAttachmentType,
} from '@hearth/domain/file-size';
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/database';
import { notFoundError } from '../../http/errors';
import { type FileStorage, StorageLimitError } from '../../providers/storage/storage';
import type { AuthContext, RevocationCache } from '../identity/tokens';
import { readHead } from '../uploads/service';
import { type ApplicationContext, applicationContext, borrowersApplication } from './application-context';
import type { Chatbot } from './chatbot';
import { displayLines, isOpenNow, lenderHours } from './hours';
import type { ChatHub } from './hub';
import {
  attachmentView,
  type ConversationRow,
  conversationMessages,
  findAttachment,
  findConversation,
  insertAttachment,
  insertConversation,
  insertMessage,
  moveConversation,
  type NewMessageRow,
  saveFeedback,
  staffName,
} from './repository';
import { chatConversations, chatMessages } from './schema';
import type { ChatNonceClaims, ChatTokens } from './tokens';

export interface ChatDeps {
  db: Db;
  tokens: ChatTokens;
  revocations: RevocationCache;
  hub: ChatHub;
  chatbot: Chatbot;
  storage: FileStorage;
  now: () => Date;
}

const tokenInvalid = () => new DomainError('UNAUTHENTICATED', CHAT_MESSAGES.tokenInvalid);
const ended = () => new DomainError('CONFLICT', CHAT_MESSAGES.conversationEnded);

export function isLive(row: ConversationRow, now: Date): boolean {
  return row.status !== 'CLOSED' && row.expiresAt.getTime() > now.getTime();
}

/** The conversation a chat token is bound to, while it lives; else 'Token state is invalid.' (401). */
export async function conversationOfToken(
  deps: ChatDeps,
  token: string | undefined,
): Promise<ConversationRow> {
  const claims = token ? await deps.tokens.verifyChatToken(token) : null;
  if (!claims) throw tokenInvalid();
  const row = await findConversation(deps.db, claims.conversationId);
  if (!row || row.organizationCode !== claims.organizationCode) throw tokenInvalid();
  return row;
}

/** The signed-in borrower behind a nonce, if it is valid, of this lender, and its session has not ended. */
export async function borrowerOfNonce(
  deps: ChatDeps,
  nonce: string | undefined,
  organizationCode: string,
): Promise<ChatNonceClaims | null> {
  if (!nonce) return null;
  const claims = await deps.tokens.verifyNonce(nonce);
  if (!claims || claims.organizationCode !== organizationCode) return null;
  if (await deps.revocations.isRevoked(claims)) return null;
  return claims;
}

export async function issueNonce(deps: ChatDeps, auth: AuthContext) {
  const { token, expiresAt } = await deps.tokens.issueNonce(auth);
  return { nonce: token, expiration: expiresAt.toISOString() };
}

async function sessionOf(deps: ChatDeps, row: ConversationRow): Promise<ChatSession> {
  const { token } = await deps.tokens.issueChatToken(row.id, row.organizationCode);
  return {
    friendlyName: row.friendlyName,
    emailAddress: row.emailAddress,
    token,
    conversationSid: row.id,
    expiration: row.expiresAt.toISOString(),
    omniProxyChannelId: row.channelId,
    initialMessage: row.initialMessage,
    mode: row.mode,
    status: row.status,
  };
}

/** A fresh session (a new token) for a conversation already started: an idempotent retry's answer. */
export async function sessionForConversation(deps: ChatDeps, conversationId: string): Promise<ChatSession> {
  const row = await findConversation(deps.db, conversationId);
  if (!row) throw notFoundError();
  return sessionOf(deps, row);
}

/** A message stored, then announced to every process with its stored row (decision 0256). */
async function addMessage(deps: ChatDeps, values: NewMessageRow): Promise<ChatMessage> {
  const { message, stored } = await insertMessage(deps.db, values);
  if (stored) await deps.hub.announceMessage(stored);
  return message;
}

async function announce(deps: ChatDeps, row: ConversationRow): Promise<void> {
  await deps.hub.announceStatus(row);
}

/**
 * initWebChat (spec sections 4 and 7): the pre-chat form's name and e-mail start a conversation in the mode the
 * spec's rule picks: the chatbot when it is on, else an agent in the lender's chat hours and the chatbot outside
 * them. A signed-in borrower's nonce binds their identity and application.
 */
export async function startConversation(
  deps: ChatDeps,
  organizationCode: string,
  body: z.output<typeof initWebChatRequestSchema>,
): Promise<ChatSession> {
  const now = deps.now();
  const borrower = await borrowerOfNonce(deps, body.nonce, organizationCode);
  if (body.nonce && !borrower) throw tokenInvalid();
  const withinOperatingHours = isOpenNow(await lenderHours(deps.db, organizationCode, 'OPS_CHAT'), now);
  const mode = chatMode({ hasAgentSession: false, chatbotActive: body.chatbotActive, withinOperatingHours });
  const applicationUuid = borrower
    ? await borrowersApplication(deps.db, borrower.identityUuid, body.applicationId)
    : null;
  const row = await insertConversation(deps.db, {
    organizationCode,
    mode,
    status: mode === 'agent' ? 'WAITING' : 'ACTIVE',
    friendlyName: body.friendlyName,
    emailAddress: body.emailAddress,
    identityUuid: borrower?.identityUuid ?? null,
    applicationUuid,
    initialMessage: body.initialMessage ?? null,
    expiresAt: sessionExpiresAt(mode, now),
  });
  if (body.initialMessage) {
    await addMessage(deps, {
      conversationId: row.id,
      senderType: 'CUSTOMER',
      senderIdentityUuid: borrower?.identityUuid ?? null,
      senderName: row.friendlyName,
      body: body.initialMessage,
      clientMessageId: 'initial',
    });
  }
  if (mode === 'agent') {
    await addMessage(deps, {
      conversationId: row.id,
      senderType: 'SYSTEM',
      senderName: 'Hearth',
      body: CHAT_MESSAGES.agentWaiting(row.friendlyName),
      clientMessageId: 'waiting',
    });
    await announce(deps, row);
  }
  return sessionOf(deps, row);
}

export async function refreshChatToken(deps: ChatDeps, token: string) {
  const row = await conversationOfToken(deps, token);
  if (!isLive(row, deps.now())) throw tokenInvalid();
  const issued = await deps.tokens.issueChatToken(row.id, row.organizationCode);
  return { token: issued.token, expiration: issued.expiresAt.toISOString() };
}

export async function history(
  deps: ChatDeps,
  token: string | undefined,
  conversationId: string,
  limit: number,
) {
  const row = await conversationOfToken(deps, token);
  if (row.id !== conversationId) throw notFoundError();
  return {
    conversationId: row.id,
    status: isLive(row, deps.now()) ? row.status : ('CLOSED' as const),
    mode: row.mode,
    messages: await conversationMessages(deps.db, row.id, { limit }),
  };
}

export interface Sender {
  type: 'CUSTOMER' | 'AGENT';
  identityUuid: string | null;
  name: string;
}

/**
 * A borrower's or an agent's message (or file) in a live conversation; a resend with the same client id is the
 * message already stored. A borrower writes to an agent conversation only (the chatbot is asked through
 * chatWithAutobot); an agent only to a conversation they took.
 */
export async function sendMessage(
  deps: ChatDeps,
  row: ConversationRow,
  sender: Sender,
  input: { clientMessageId: string; body: string; attachmentId?: string | undefined },
): Promise<ChatMessage> {
  if (!isLive(row, deps.now())) throw ended();
  const body = input.body.trim();
  if (!body && !input.attachmentId) throw new DomainError('BAD_REQUEST', CHAT_MESSAGES.emptyMessage);
  if (sender.type === 'CUSTOMER' && row.mode !== 'agent')
    throw new DomainError('CONFLICT', CHAT_MESSAGES.chatbotMode);
  if (sender.type === 'AGENT' && (row.status !== 'ACTIVE' || row.agentIdentityUuid !== sender.identityUuid))
    throw new DomainError('CONFLICT', CHAT_MESSAGES.claimFirst);
  if (input.attachmentId) {
    const attachment = await findAttachment(deps.db, input.attachmentId);
    if (!attachment || attachment.conversationId !== row.id) throw notFoundError();
  }
  return addMessage(deps, {
    conversationId: row.id,
    senderType: sender.type,
    senderIdentityUuid: sender.identityUuid,
    senderName: sender.name,
    body,
    attachmentId: input.attachmentId ?? null,
    clientMessageId: input.clientMessageId,
  });
}

/** The borrower's application for the chatbot: only with a valid nonce of the borrower the chat belongs to. */
async function chatbotContext(
  deps: ChatDeps,
  row: ConversationRow,
  nonce: string | undefined,
  applicationId: string | undefined,
): Promise<ApplicationContext | null> {
  const borrower = await borrowerOfNonce(deps, nonce, row.organizationCode);
  if (!borrower) return null;
  if (row.identityUuid && row.identityUuid !== borrower.identityUuid) return null;
  const uuid =
    row.identityUuid && row.applicationUuid && !applicationId
      ? row.applicationUuid
      : await borrowersApplication(
          deps.db,
          borrower.identityUuid,
          applicationId ?? row.applicationUuid ?? undefined,
        );
  return uuid ? applicationContext(deps.db, uuid, deps.now()) : null;
}

/**
 * chatWithAutobot: the borrower's question and the chatbot's answer, both stored; the same client message id
 * again returns the answer already given. `AGENT_REQUEST` takes up the offer of a person: in chat hours the
 * conversation waits for an agent; outside them the chatbot says when the team is back.
 */
export async function askChatbot(
  deps: ChatDeps,
  token: string | undefined,
  input: z.output<typeof chatWithAutobotRequestSchema>,
) {
  let row = await conversationOfToken(deps, token);
  if (row.id !== input.conversationId) throw notFoundError();
  const now = deps.now();
  if (!isLive(row, now)) throw ended();
  if (row.mode !== 'chatbot') throw new DomainError('CONFLICT', CHAT_MESSAGES.conversationEnded);
  const clientMessageId = input.clientMessageId ?? randomUUID();
  const question = await addMessage(deps, {
    conversationId: row.id,
    senderType: 'CUSTOMER',
    senderIdentityUuid: row.identityUuid,
    senderName: row.friendlyName,
    body: input.message,
    clientMessageId,
  });
  const replyId = `reply:${question.id}`;
  let text: string;
  let offersAgent = false;
  if (input.tag === 'AGENT_REQUEST') {
    const hours = await lenderHours(deps.db, row.organizationCode, 'OPS_CHAT');
    if (isOpenNow(hours, now)) {
      const moved = await moveConversation(
        deps.db,
        row.id,
        ['ACTIVE'],
        {
          mode: 'agent',
          status: 'WAITING',
          expiresAt: sessionExpiresAt('agent', now),
        },
        sql`${chatConversations.mode} = 'chatbot'`,
      );
      row = moved ?? (await findConversation(deps.db, row.id)) ?? row;
      text = CHAT_MESSAGES.agentWaiting(row.friendlyName);
      const reply = await addMessage(deps, {
        conversationId: row.id,
        senderType: 'SYSTEM',
        senderName: 'Hearth',
        body: text,
        clientMessageId: replyId,
      });
      if (moved) await announce(deps, row);
      return botAnswer(row, question, reply);
    }
    text = CHAT_MESSAGES.outsideHours(displayLines(hours, now));
  } else {
    const reply = deps.chatbot.reply(
      input.message,
      await chatbotContext(deps, row, input.nonce, input.applicationId),
    );
    text = reply.text;
    offersAgent = reply.offersAgent;
  }
  const reply = await addMessage(deps, {
    conversationId: row.id,
    senderType: 'BOT',
    senderName: 'Hearth assistant',
    body: text,
    offersAgent,
    clientMessageId: replyId,
  });
  // A chatbot session lasts 10 minutes from the last question (spec section 9).
  await deps.db
    .update(chatConversations)
    .set({ expiresAt: sessionExpiresAt('chatbot', now) })
    .where(and(eq(chatConversations.id, row.id), eq(chatConversations.mode, 'chatbot')));
  return botAnswer(row, question, reply);
}

async function botAnswer(row: ConversationRow, question: ChatMessage, reply: ChatMessage) {
  return {
    questionId: reply.id,
    questionStr: question.body,
    responseStr: reply.body,
    createdDt: reply.createdDt,
    offersAgent: reply.offersAgent,
    mode: row.mode,
    status: row.status,
    messages: [question, reply],
  };
}

export async function rateAnswer(
  deps: ChatDeps,
  token: string | undefined,
  input: {
    questionId: string;
    conversationId: string;
    rating: string;
    reason?: string | undefined;
    feedbackMessage: string;
    senderEmail?: string | undefined;
  },
): Promise<void> {
  const row = await conversationOfToken(deps, token);
  if (row.id !== input.conversationId) throw notFoundError();
  const [message] = await deps.db
    .select({ senderType: chatMessages.senderType })
    .from(chatMessages)
    .where(and(eq(chatMessages.id, input.questionId), eq(chatMessages.conversationId, row.id)))
    .limit(1);
  if (!message) throw notFoundError();
  if (message.senderType !== 'BOT') throw new DomainError('BAD_REQUEST', CHAT_MESSAGES.notFeedbackTarget);
  await saveFeedback(deps.db, {
    questionId: input.questionId,
    conversationId: row.id,
    rating: input.rating,
    reason: input.rating === 'HELPFUL' ? null : (input.reason ?? null),
    feedbackMessage: input.feedbackMessage,
    senderEmail: input.senderEmail ?? null,
  });
}

/** An agent takes a waiting conversation; a second agent gets 'Another agent has already taken this chat.' */
export async function claimConversation(deps: ChatDeps, row: ConversationRow, agent: AuthContext) {
  if (!isLive(row, deps.now())) throw ended();
  if (row.status === 'ACTIVE' && row.agentIdentityUuid === agent.identityUuid) return row;
  const claimed = await moveConversation(deps.db, row.id, ['WAITING'], {
    status: 'ACTIVE',
    agentIdentityUuid: agent.identityUuid,
    claimedAt: deps.now(),
  });
  if (!claimed) throw new DomainError('CONFLICT', CHAT_MESSAGES.alreadyClaimed);
  const name = (await staffName(deps.db, agent.identityUuid)) ?? 'An agent';
  await addMessage(deps, {
    conversationId: row.id,
    senderType: 'SYSTEM',
    senderName: 'Hearth',
    body: CHAT_MESSAGES.agentJoined(name),
    clientMessageId: `joined:${agent.identityUuid}`,
  });
  await announce(deps, claimed);
  return claimed;
}

export async function closeConversation(deps: ChatDeps, row: ConversationRow, agent: AuthContext) {
  if (row.status === 'CLOSED') return row;
  if (row.status === 'ACTIVE' && row.agentIdentityUuid !== agent.identityUuid)
    throw new DomainError('CONFLICT', CHAT_MESSAGES.alreadyClaimed);
  const closed = await moveConversation(deps.db, row.id, ['WAITING', 'ACTIVE'], {
    status: 'CLOSED',
    closedAt: deps.now(),
  });
  if (!closed) return (await findConversation(deps.db, row.id)) ?? row;
  const name = (await staffName(deps.db, agent.identityUuid)) ?? 'The agent';
  await addMessage(deps, {
    conversationId: row.id,
    senderType: 'SYSTEM',
    senderName: 'Hearth',
    body: CHAT_MESSAGES.agentEnded(name),
    clientMessageId: 'closed',
  });
  await announce(deps, closed);
  return closed;
}

/**
 * A file for a conversation: the extension must be one the spec allows and the bytes must be of that type
 * (judged from the bytes, as uploads are), at most 10 MB, encrypted into storage; nothing is kept when refused.
 */
export async function storeAttachment(
  deps: ChatDeps,
  row: ConversationRow,
  senderType: 'CUSTOMER' | 'AGENT',
  fileName: string,
  file: AsyncIterable<Buffer>,
) {
  if (!isLive(row, deps.now())) throw ended();
  const { head, empty, bytes, drain } = await readHead(file, CHAT_SNIFF_BYTES);
  const mediaType = empty ? null : sniffChatAttachmentType(head, fileName);
  if (!mediaType) {
    await drain();
    throw new DomainError('UNSUPPORTED_MEDIA_TYPE', CHAT_MESSAGES.wrongAttachment);
  }
  const id = randomUUID();
  const storageKey = `${row.id}/${id}`;
  let sizeBytes: number;
  try {
    ({ sizeBytes } = await deps.storage.put(storageKey, bytes, { maxBytes: CHAT_ATTACHMENT_MAX_BYTES }));
  } catch (error) {
    if (error instanceof StorageLimitError || (error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw new DomainError('PAYLOAD_TOO_LARGE', CHAT_MESSAGES.attachmentTooLarge);
    throw error;
  }
  // The name as shown, never a path: separators and control characters become underscores.
  const safeName = [...fileName]
    .map((ch) => (ch === '/' || ch === '\\' || ch.charCodeAt(0) < 0x20 ? '_' : ch))
    .join('')
    .slice(-128);
  return attachmentView(
    await insertAttachment(deps.db, {
      id,
      conversationId: row.id,
      senderType,
      fileName: safeName,
      mediaType,
      sizeBytes,
      storageKey,
    }),
  );
}

export async function readAttachment(deps: ChatDeps, row: ConversationRow, attachmentId: string) {
  const attachment = await findAttachment(deps.db, attachmentId);
  if (!attachment || attachment.conversationId !== row.id) throw notFoundError();
  return { attachment, stream: await deps.storage.get(attachment.storageKey) };
}

export const INITIAL_HISTORY = CHAT_LIMITS.initialHistoryMessages;
export type { ChatWithAutobotRequest, InitWebChatRequest };
