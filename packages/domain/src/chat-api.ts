/**
 * The chat service's wire contract (spec sections 3, 5 and 7, issue 25): the paths, request and answer shapes the
 * widget, the agent's page and the server share, and the messages a socket carries.
 */
import { z } from 'zod';
import { OPERATING_HOURS_DEPARTMENTS } from './business-hours';
import { CHATBOT_FEEDBACK_REASONS } from './enum-values';
import { chatbotFeedbackSchema, chatFormSchema } from './validation';

export const CHAT_PATHS = {
  initWebChat: '/service-csp/external/api/v1/twilio/initWebChat',
  initStream: '/service-omni-proxy/insecure/api/v1/stream/init-web-chat',
  refreshToken: '/service-csp/external/api/v1/twilio/refreshToken',
  webChatInfo: '/service-csp/external/api/v1/twilio/web-chat-info',
  /** Attachments of a conversation: POST a file (multipart), GET one by id. */
  attachments: '/service-csp/external/api/v1/twilio/attachments',
  attachment: (id: string) => `/service-csp/external/api/v1/twilio/attachments/${id}`,
  authenticate: '/service-csp/customer/secure/api/v1/webchat/authenticate',
  refreshNonce: '/service-csp/customer/secure/api/v1/webchat/refresh',
  agentOnboardingAll: '/service-omni-proxy/secure/api/v1/stream/admin/agent/onboarding/all',
  socket: '/service-omni-proxy/insecure/api/v1/stream/socket',
  history: (conversationId: string) =>
    `/service-chat-chatbot/external/api/v1/message/getChatHistory/${conversationId}`,
  chatWithAutobot: '/service-chat-chatbot/external/api/v1/message/chatWithAutobot',
  feedback: '/service-chat-chatbot/external/api/v1/message/setChatReplyUsedWithFeedback',
  hours: (department: string, view?: 'openStatus' | 'week') =>
    `/service-operating-hours/external/api/v1/hours/${department}${view ? `/${view}` : ''}`,
  agentConversations: '/lender/chat/conversations',
  agentConversation: (id: string) => `/lender/chat/conversations/${id}`,
  agentClaim: (id: string) => `/lender/chat/conversations/${id}/claim`,
  agentClose: (id: string) => `/lender/chat/conversations/${id}/close`,
} as const;

/** The header that carries a chat token on the external chat calls (they carry no session token). */
export const CHAT_TOKEN_HEADER = 'x-chat-token';
/** Chat tokens live 10 minutes and are refreshed before then; each is bound to one conversation. */
export const CHAT_TOKEN_TTL_SECONDS = 10 * 60;
/** The signed-in borrower's nonce lives 2 minutes and is refreshed every 60 s (spec section 9). */
export const CHAT_NONCE_TTL_SECONDS = 2 * 60;
/** The longest message a borrower or an agent can send. */
export const CHAT_MESSAGE_MAX = 2000;
/** Client timeout of the operating-hours call (spec section 7). */
export const OPERATING_HOURS_TIMEOUT_MS = 6000;

export const CHAT_MODES = ['agent', 'chatbot'] as const;
export const CONVERSATION_STATUSES = ['WAITING', 'ACTIVE', 'CLOSED'] as const;
export type ConversationStatus = (typeof CONVERSATION_STATUSES)[number];
export const SENDER_TYPES = ['CUSTOMER', 'AGENT', 'BOT', 'SYSTEM'] as const;
export type SenderType = (typeof SENDER_TYPES)[number];

const text = (max: number) =>
  z.string().trim().min(1, 'Required').max(max, `Cannot be more than ${max} characters`);

export const initWebChatRequestSchema = z.object({
  friendlyName: chatFormSchema.shape.name,
  emailAddress: chatFormSchema.shape.email,
  initialMessage: text(CHAT_MESSAGE_MAX).optional(),
  /** The signed-in borrower's nonce (webchat/authenticate): binds their identity and application. */
  nonce: z.string().max(2048).optional(),
  applicationId: z.uuid().optional(),
  /** Whether the fe-heloc-chatbot flag is on for this session (spec section 4, the mode rule). */
  chatbotActive: z.boolean().default(false),
  pageUrl: z.string().max(2048).optional(),
});
export type InitWebChatRequest = z.input<typeof initWebChatRequestSchema>;

/** The chat session of spec section 3, plus the conversation's mode. */
export const chatSessionSchema = z.object({
  friendlyName: z.string(),
  emailAddress: z.string(),
  token: z.string(),
  conversationSid: z.string(),
  expiration: z.string(),
  omniProxyChannelId: z.string(),
  initialMessage: z.string().nullable(),
  mode: z.enum(CHAT_MODES),
  status: z.enum(CONVERSATION_STATUSES),
});
export type ChatSession = z.infer<typeof chatSessionSchema>;

export const tokenRequestSchema = z.object({ token: z.string().min(1).max(4096) });
export const tokenAnswerSchema = z.object({ token: z.string(), expiration: z.string() });
export const streamAnswerSchema = z.object({
  omniProxyChannelId: z.string(),
  socketPath: z.string(),
  pingIntervalMs: z.number(),
});
export const webChatInfoRequestSchema = z.object({ omniProxyChannelId: z.string().min(1).max(64) });
export const webChatInfoAnswerSchema = z.object({ contactId: z.string() });
export const nonceAnswerSchema = z.object({ nonce: z.string(), expiration: z.string() });

export const chatAttachmentSchema = z.object({
  id: z.string(),
  fileName: z.string(),
  mediaType: z.string(),
  sizeBytes: z.number(),
});
export type ChatAttachment = z.infer<typeof chatAttachmentSchema>;

/** One message of a conversation; `questionId`..`createdDt` are the spec's chat-message fields. */
export const chatMessageSchema = z.object({
  id: z.string(),
  seq: z.number(),
  conversationId: z.string(),
  senderType: z.enum(SENDER_TYPES),
  senderName: z.string(),
  body: z.string(),
  attachment: chatAttachmentSchema.nullable(),
  clientMessageId: z.string().nullable(),
  /** A chatbot answer's id, for its feedback. */
  questionId: z.string().nullable(),
  /** A chatbot answer that could not answer offers an agent. */
  offersAgent: z.boolean(),
  createdDt: z.string(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

export const chatHistorySchema = z.object({
  conversationId: z.string(),
  status: z.enum(CONVERSATION_STATUSES),
  mode: z.enum(CHAT_MODES),
  messages: z.array(chatMessageSchema),
});
export type ChatHistory = z.infer<typeof chatHistorySchema>;

export const chatWithAutobotRequestSchema = z.object({
  applicationId: z.uuid().optional(),
  conversationId: z.uuid(),
  message: text(CHAT_MESSAGE_MAX),
  nonce: z.string().max(2048).optional(),
  organization: z.string().max(64).optional(),
  pageUrl: z.string().max(2048).optional(),
  senderId: z.string().max(128).optional(),
  senderType: z.enum(['CUSTOMER']).default('CUSTOMER'),
  /** `AGENT_REQUEST`: the borrower accepts the offer of a person; the conversation waits for an agent. */
  tag: z.enum(['QUESTION', 'AGENT_REQUEST']).default('QUESTION'),
  clientMessageId: z.string().min(1).max(64).optional(),
});
export type ChatWithAutobotRequest = z.input<typeof chatWithAutobotRequestSchema>;

export const chatbotAnswerSchema = z.object({
  questionId: z.string(),
  questionStr: z.string(),
  responseStr: z.string(),
  createdDt: z.string(),
  offersAgent: z.boolean(),
  mode: z.enum(CHAT_MODES),
  status: z.enum(CONVERSATION_STATUSES),
  messages: z.array(chatMessageSchema),
});
export type ChatbotAnswer = z.infer<typeof chatbotAnswerSchema>;

export const CHATBOT_RATINGS = ['HELPFUL', 'NOT_HELPFUL'] as const;
export const chatbotFeedbackRequestSchema = z
  .object({
    questionId: z.uuid(),
    conversationId: z.uuid(),
    responseToCustomer: z.string().max(4000).optional(),
    feedbackMessage: chatbotFeedbackSchema.shape.extraInfo,
    /** The reason picked on the form; required when the answer did not help. */
    reason: z.enum(CHATBOT_FEEDBACK_REASONS).optional(),
    rating: z.enum(CHATBOT_RATINGS),
    senderEmail: z.string().max(128).optional(),
    senderType: z.enum(['CUSTOMER']).default('CUSTOMER'),
    nonce: z.string().max(2048).optional(),
  })
  .refine((body) => body.rating === 'HELPFUL' || body.reason !== undefined, {
    message: 'Please select a reason',
    path: ['reason'],
  });

export const operatingHoursDepartmentSchema = z.enum(OPERATING_HOURS_DEPARTMENTS);
export const businessHoursEntryWireSchema = z.object({
  weekday: z.string(),
  weekdayValue: z.number(),
  isOpen: z.boolean(),
  startTime: z.string(),
  endTime: z.string(),
});
export const operatingHoursSchema = z.object({
  department: operatingHoursDepartmentSchema,
  timeZone: z.string(),
  timeZoneName: z.string(),
  openStatus: z.enum(['OPEN', 'CLOSED']),
  week: z.array(businessHoursEntryWireSchema),
  /** With `?display=true`: the hours as lines to show ("Monday - Friday: 6:00 AM - 6:00 PM PT"). */
  display: z.array(z.string()).optional(),
});
export type OperatingHours = z.infer<typeof operatingHoursSchema>;
export const openStatusSchema = z.object({
  department: operatingHoursDepartmentSchema,
  openStatus: z.enum(['OPEN', 'CLOSED']),
  isOpen: z.boolean(),
  timeZone: z.string(),
});
export const weekSchema = z.object({
  department: operatingHoursDepartmentSchema,
  timeZone: z.string(),
  week: z.array(businessHoursEntryWireSchema),
});

/** What the agent sees beside a conversation: the borrower's application, in the borrower's words. */
export const agentApplicationSummarySchema = z.object({
  uuid: z.string(),
  loanNumber: z.string().nullable(),
  status: z.string(),
  statusLabel: z.string(),
  nextStep: z.string(),
  openConditions: z.array(z.string()),
});
export const agentConversationSchema = z.object({
  id: z.string(),
  status: z.enum(CONVERSATION_STATUSES),
  mode: z.enum(CHAT_MODES),
  friendlyName: z.string(),
  emailAddress: z.string(),
  agentId: z.string().nullable(),
  createdAt: z.string(),
  lastMessage: z.string().nullable(),
});
export type AgentConversation = z.infer<typeof agentConversationSchema>;
export const agentConversationDetailSchema = agentConversationSchema.extend({
  messages: z.array(chatMessageSchema),
  application: agentApplicationSummarySchema.nullable(),
});
export type AgentConversationDetail = z.infer<typeof agentConversationDetailSchema>;
export const agentOnboardingSchema = z.object({
  agents: z.array(z.object({ agentId: z.string(), email: z.string(), name: z.string() })),
});

/** What a client sends on the socket. */
export const socketClientMessageSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('auth'),
    /** A chat token (the borrower) or a session token (an agent). */
    token: z.string().min(1).max(4096),
    /** The last message sequence the client holds: everything after it is sent again (no message is lost). */
    afterSeq: z.number().int().min(0).default(0),
    /** An agent's conversation to follow; none for the agent's waiting list only. */
    conversationId: z.uuid().optional(),
  }),
  z.object({ type: z.literal('ping') }),
  z.object({
    type: z.literal('send'),
    clientMessageId: z.string().min(1).max(64),
    body: z.string().max(CHAT_MESSAGE_MAX).default(''),
    attachmentId: z.uuid().optional(),
  }),
]);
export type SocketClientMessage = z.input<typeof socketClientMessageSchema>;

/** What the server sends on the socket. */
export type SocketServerMessage =
  | { type: 'ready'; conversationId: string | null; status: ConversationStatus | null }
  | { type: 'pong' }
  | { type: 'message'; message: ChatMessage }
  | { type: 'ack'; clientMessageId: string; message: ChatMessage }
  | { type: 'status'; conversationId: string; status: ConversationStatus }
  | { type: 'queue'; conversationId: string }
  | { type: 'error'; message: string; clientMessageId?: string };

/** The chat service's own answers (4xx messages and the words it puts in a conversation). */
export const CHAT_MESSAGES = {
  /** Spec section 8: a chat token that is expired, forged, or of a conversation that ended. */
  tokenInvalid: 'Token state is invalid.',
  conversationEnded: 'This chat has ended. Start a new chat to keep talking with us.',
  alreadyClaimed: 'Another agent has already taken this chat.',
  claimFirst: 'Take this chat before you reply.',
  emptyMessage: 'Type a message or attach a file.',
  wrongAttachment: 'Attach a JPG, PNG, AMR, MP3, MP4, PDF or TXT file.',
  attachmentTooLarge: 'The file is larger than 10 MB.',
  chatbotMode: 'Send questions for the chatbot to chatWithAutobot.',
  notFeedbackTarget: 'Only the chatbot’s answers can be rated.',
  agentWaiting: (name: string) => `Thanks, ${name}. An agent will be with you shortly.`,
  agentJoined: (agent: string) => `${agent} joined the chat.`,
  agentEnded: (agent: string) => `${agent} ended the chat. Start a new chat if you have more questions.`,
  outsideHours: (lines: readonly string[]) =>
    `Our team is away right now. We answer chat ${lines.join('; ')}. Ask me anything meanwhile, or call us.`,
} as const;
