import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { helocApplications } from '../application/schema';
import { identities } from '../identity/schema';

/**
 * One chat of a lender's visitor or borrower (issue 25, decision 0232): with an agent (WAITING until one claims it,
 * then ACTIVE) or the chatbot, until CLOSED or expired. The channel and contact ids are the spec's omni-proxy
 * channel and contact; the borrower's identity and application are set when they were signed in.
 */
export const chatConversations = pgTable(
  'chat_conversations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationCode: text('organization_code').notNull(),
    mode: text('mode').$type<'agent' | 'chatbot'>().notNull(),
    status: text('status').$type<'WAITING' | 'ACTIVE' | 'CLOSED'>().notNull(),
    friendlyName: text('friendly_name').notNull(),
    emailAddress: text('email_address').notNull(),
    identityUuid: uuid('identity_uuid').references(() => identities.uuid, { onDelete: 'set null' }),
    applicationUuid: uuid('application_uuid').references(() => helocApplications.uuid, {
      onDelete: 'set null',
    }),
    agentIdentityUuid: uuid('agent_identity_uuid').references(() => identities.uuid, {
      onDelete: 'set null',
    }),
    channelId: uuid('channel_id').notNull().defaultRandom(),
    contactId: uuid('contact_id').notNull().defaultRandom(),
    initialMessage: text('initial_message'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('chat_conversations_channel_key').on(t.channelId),
    index('chat_conversations_queue_idx').on(t.organizationCode, t.status, t.createdAt),
    check('chat_conversations_mode_check', sql`${t.mode} in ('agent', 'chatbot')`),
    check('chat_conversations_status_check', sql`${t.status} in ('WAITING', 'ACTIVE', 'CLOSED')`),
  ],
);

/** A file sent in a conversation, its type judged by its bytes; the bytes are in the storage port, encrypted. */
export const chatAttachments = pgTable(
  'chat_attachments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => chatConversations.id, { onDelete: 'cascade' }),
    senderType: text('sender_type').notNull(),
    fileName: text('file_name').notNull(),
    mediaType: text('media_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    storageKey: text('storage_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('chat_attachments_conversation_idx').on(t.conversationId)],
);

/**
 * A message: `seq` orders a conversation for every process and is what a reconnecting client resumes after; a
 * sender's `client_message_id` makes a resend the same message, never a second one.
 */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => chatConversations.id, { onDelete: 'cascade' }),
    senderType: text('sender_type').$type<'CUSTOMER' | 'AGENT' | 'BOT' | 'SYSTEM'>().notNull(),
    senderIdentityUuid: uuid('sender_identity_uuid'),
    senderName: text('sender_name').notNull(),
    body: text('body').notNull(),
    attachmentId: uuid('attachment_id').references(() => chatAttachments.id, { onDelete: 'set null' }),
    clientMessageId: text('client_message_id'),
    offersAgent: boolean('offers_agent').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('chat_messages_conversation_seq_idx').on(t.conversationId, t.seq),
    uniqueIndex('chat_messages_client_message_key').on(t.conversationId, t.senderType, t.clientMessageId),
    check('chat_messages_sender_type_check', sql`${t.senderType} in ('CUSTOMER', 'AGENT', 'BOT', 'SYSTEM')`),
  ],
);

/** The borrower's rating of one chatbot answer (its message id is the question id); a second rating replaces it. */
export const chatFeedback = pgTable('chat_feedback', {
  questionId: uuid('question_id')
    .primaryKey()
    .references(() => chatMessages.id, { onDelete: 'cascade' }),
  conversationId: uuid('conversation_id').notNull(),
  rating: text('rating').notNull(),
  reason: text('reason'),
  feedbackMessage: text('feedback_message').notNull().default(''),
  senderEmail: text('sender_email'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A lender's hours for one department (OPS_PHONE, OPS_CHAT), one row per ISO weekday, in the lender's own time
 * zone. A lender without rows keeps the default week (decision 0234).
 */
export const serviceOperatingHours = pgTable(
  'service_operating_hours',
  {
    organizationCode: text('organization_code').notNull(),
    department: text('department').notNull(),
    timeZone: text('time_zone').notNull(),
    weekdayValue: integer('weekday_value').notNull(),
    isOpen: boolean('is_open').notNull(),
    startTime: text('start_time').notNull(),
    endTime: text('end_time').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.organizationCode, t.department, t.weekdayValue] }),
    check('service_operating_hours_weekday_check', sql`${t.weekdayValue} between 1 and 7`),
  ],
);
