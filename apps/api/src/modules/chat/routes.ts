import multipart from '@fastify/multipart';
import websocket from '@fastify/websocket';
import { CHAT_LIMITS } from '@hearth/domain/chat';
import {
  agentConversationDetailSchema,
  agentConversationSchema,
  agentOnboardingSchema,
  CHAT_MESSAGES,
  CHAT_PATHS,
  CHAT_TOKEN_HEADER,
  type ChatMessage,
  chatAttachmentSchema,
  chatbotAnswerSchema,
  chatbotFeedbackRequestSchema,
  chatHistorySchema,
  chatSessionSchema,
  chatWithAutobotRequestSchema,
  initWebChatRequestSchema,
  nonceAnswerSchema,
  openStatusSchema,
  operatingHoursDepartmentSchema,
  operatingHoursSchema,
  type SocketServerMessage,
  socketClientMessageSchema,
  streamAnswerSchema,
  tokenAnswerSchema,
  tokenRequestSchema,
  webChatInfoAnswerSchema,
  webChatInfoRequestSchema,
  weekSchema,
} from '@hearth/domain/chat-api';
import { DomainError, isDomainError } from '@hearth/domain/errors';
import { CHAT_ATTACHMENT_MAX_BYTES } from '@hearth/domain/file-size';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { WebSocket } from 'ws';
import { z } from 'zod';
import { authenticate, callerOf } from '../../http/auth-guard';
import { notFoundError } from '../../http/errors';
import { errorResponses } from '../../http/openapi';
import { dataFolderStorage } from '../../providers/storage/encrypted-file-storage';
import { organizationOfExternalCall } from '../organizations/resolve';
import { agentOf, agentsConversation, chatAdmin, chatAgent, isChatAgent } from './agent-guard';
import { AgentSockets } from './agent-sockets';
import { applicationContext } from './application-context';
import { Chatbot } from './chatbot';
import { displayLines, isOpenNow, lenderHours, saveLenderHours, timeZoneName } from './hours';
import { ChatHub, type HubClient } from './hub';
import {
  agentQueue,
  type ConversationRow,
  conversationMessages,
  findConversation,
  findConversationByChannel,
  lenderStaff,
  staffName,
} from './repository';
import {
  askChatbot,
  type ChatDeps,
  claimConversation,
  closeConversation,
  conversationOfToken,
  history,
  INITIAL_HISTORY,
  isLive,
  issueNonce,
  rateAnswer,
  readAttachment,
  refreshChatToken,
  type Sender,
  sendMessage,
  sessionForConversation,
  startConversation,
  storeAttachment,
} from './service';
import { ChatTokens } from './tokens';

declare module 'fastify' {
  interface FastifyInstance {
    chatHub: ChatHub;
  }
}

const chatTokenOf = (request: FastifyRequest) => {
  const header = request.headers[CHAT_TOKEN_HEADER];
  return typeof header === 'string' ? header : undefined;
};

/** A socket that has not authenticated within this long is closed. */
const AUTH_TIMEOUT_MS = 10_000;
/** A socket silent for three pings is gone (a phone that lost its network): closed, its client reconnects. */
const SILENT_SOCKET_MS = CHAT_LIMITS.pingMs * 3;
/** Sends per socket per 10 seconds: a person typing never reaches it; a loop does. */
const SENDS_PER_WINDOW = 20;

function agentView(row: ConversationRow, lastMessage: string | null) {
  return {
    id: row.id,
    status: row.status,
    mode: row.mode,
    friendlyName: row.friendlyName,
    emailAddress: row.emailAddress,
    agentId: row.agentIdentityUuid,
    createdAt: row.createdAt.toISOString(),
    lastMessage,
  };
}

/**
 * Hearth's chat service (issue 25, decisions 0232-0235): the spec's chat calls (section 7), the socket, the
 * agent's calls and the operating hours. Messages live in PostgreSQL and reach sockets through the hub's
 * LISTEN/NOTIFY fan-out, whichever process holds them.
 */
export const chatRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(websocket, { options: { maxPayload: 64 * 1024 } });
  await app.register(multipart, {
    limits: { fileSize: CHAT_ATTACHMENT_MAX_BYTES + 1, files: 1, fields: 0, parts: 1, headerPairs: 50 },
  });
  const hub = new ChatHub(app.database);
  await hub.start();
  app.decorate('chatHub', hub);
  // An agent switched off or moved to another role loses the sockets it holds at once, on every server.
  const agentSockets = new AgentSockets(app.database);
  await agentSockets.start();
  app.addHook('onClose', async () => {
    await hub.stop();
    await agentSockets.stop();
  });
  const deps: ChatDeps = {
    db: app.db,
    tokens: new ChatTokens(app.config.jwtSecret),
    revocations: app.revocations,
    hub,
    chatbot: new Chatbot(),
    storage: dataFolderStorage(app.config.dataDir, app.config.encryptionKey),
    now: () => new Date(),
  };

  app.post(
    CHAT_PATHS.initWebChat,
    {
      schema: {
        tags: ['chat'],
        summary: 'Start a chat from the pre-chat form: agent or chatbot by the mode rule',
        body: initWebChatRequestSchema,
        response: { 200: chatSessionSchema, ...errorResponses(400, 401, 409, 422) },
      },
      config: {
        idempotency: {
          operation: 'chat.init',
          // No chat token at rest: a replay gets a fresh one for the conversation first started.
          store: (body) => ({ conversationSid: body.conversationSid }),
          replay: async (outcome, _request, reply) => {
            const id = outcome.responseBody.conversationSid;
            if (typeof id !== 'string') throw notFoundError();
            return reply.status(200).send(await sessionForConversation(deps, id));
          },
        },
      },
    },
    async (request) => startConversation(deps, organizationOfExternalCall(request).orgCode, request.body),
  );

  app.post(
    CHAT_PATHS.initStream,
    {
      schema: {
        tags: ['chat'],
        summary: "Open the conversation's stream: where its socket is and how often to ping",
        body: tokenRequestSchema,
        response: { 200: streamAnswerSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => {
      const row = await conversationOfToken(deps, request.body.token);
      return {
        omniProxyChannelId: row.channelId,
        socketPath: CHAT_PATHS.socket,
        pingIntervalMs: CHAT_LIMITS.pingMs,
      };
    },
  );

  app.post(
    CHAT_PATHS.refreshToken,
    {
      schema: {
        tags: ['chat'],
        summary: "A new chat token for a conversation still open ('Token state is invalid.' otherwise)",
        body: tokenRequestSchema,
        response: { 200: tokenAnswerSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => refreshChatToken(deps, request.body.token),
  );

  app.post(
    CHAT_PATHS.webChatInfo,
    {
      schema: {
        tags: ['chat'],
        summary: "The contact id of a chat's channel (the chat token's own conversation only)",
        headers: z.object({ [CHAT_TOKEN_HEADER]: z.string().optional() }).loose(),
        body: webChatInfoRequestSchema,
        response: { 200: webChatInfoAnswerSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const row = await conversationOfToken(deps, chatTokenOf(request));
      const channel = await findConversationByChannel(app.db, request.body.omniProxyChannelId).catch(
        () => undefined,
      );
      if (!channel || channel.id !== row.id) throw notFoundError();
      return { contactId: row.contactId };
    },
  );

  app.post(
    CHAT_PATHS.authenticate,
    {
      preHandler: authenticate,
      schema: {
        tags: ['chat'],
        summary: "The signed-in borrower's chat nonce: lets the chatbot read their application",
        response: { 200: nonceAnswerSchema, ...errorResponses(401) },
      },
    },
    async (request) => issueNonce(deps, callerOf(request)),
  );

  app.put(
    CHAT_PATHS.refreshNonce,
    {
      preHandler: authenticate,
      schema: {
        tags: ['chat'],
        summary: 'A new nonce for the current one (refreshed every 60 s)',
        querystring: z.object({ nonce: z.string().min(1).max(2048) }),
        response: { 200: nonceAnswerSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      const claims = await deps.tokens.verifyNonce(request.query.nonce);
      if (!claims || claims.identityUuid !== caller.identityUuid)
        throw new DomainError('UNAUTHENTICATED', CHAT_MESSAGES.tokenInvalid);
      return issueNonce(deps, caller);
    },
  );

  app.post(
    CHAT_PATHS.agentOnboardingAll,
    {
      preHandler: chatAdmin,
      schema: {
        tags: ['chat'],
        summary: "The lender's chat agents, to pick an agent id (admin only, not in production)",
        response: { 200: agentOnboardingSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      if (app.config.env === 'production') throw notFoundError();
      const staff = await lenderStaff(app.db, agentOf(request).organizationCode);
      return {
        agents: staff.map((row) => ({
          agentId: row.agentId,
          email: row.email,
          name: [row.firstName, row.lastName].filter(Boolean).join(' ') || row.email,
        })),
      };
    },
  );

  app.get(
    CHAT_PATHS.history(':conversationId'),
    {
      schema: {
        tags: ['chat'],
        summary: "A conversation's latest messages (20 by default), for the chat token's own conversation",
        params: z.object({ conversationId: z.uuid() }),
        querystring: z.object({ limit: z.coerce.number().int().min(1).max(200).default(INITIAL_HISTORY) }),
        headers: z.object({ [CHAT_TOKEN_HEADER]: z.string().optional() }).loose(),
        response: { 200: chatHistorySchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) =>
      history(deps, chatTokenOf(request), request.params.conversationId, request.query.limit),
  );

  app.post(
    CHAT_PATHS.chatWithAutobot,
    {
      schema: {
        tags: ['chat'],
        summary: "Ask the chatbot: from the knowledge base, or the borrower's application with their nonce",
        headers: z.object({ [CHAT_TOKEN_HEADER]: z.string().optional() }).loose(),
        body: chatWithAutobotRequestSchema,
        response: { 200: chatbotAnswerSchema, ...errorResponses(400, 401, 404, 409) },
      },
    },
    async (request) => askChatbot(deps, chatTokenOf(request), request.body),
  );

  app.post(
    CHAT_PATHS.feedback,
    {
      schema: {
        tags: ['chat'],
        summary: "Rate one of the chatbot's answers (a second rating replaces the first)",
        headers: z.object({ [CHAT_TOKEN_HEADER]: z.string().optional() }).loose(),
        body: chatbotFeedbackRequestSchema,
        response: { 200: z.object({ saved: z.literal(true) }), ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      await rateAnswer(deps, chatTokenOf(request), request.body);
      return { saved: true as const };
    },
  );

  /** The conversation a file call is about: the chat token's, or one an agent names and holds. */
  async function conversationForFile(request: FastifyRequest, conversationId: string | undefined) {
    const token = chatTokenOf(request);
    if (token) return { row: await conversationOfToken(deps, token), senderType: 'CUSTOMER' as const };
    await authenticate(request, {} as FastifyReply);
    if (!conversationId) throw notFoundError();
    const row = await agentsConversation(app.db, request.auth, conversationId);
    return { row, senderType: 'AGENT' as const };
  }

  app.post(
    CHAT_PATHS.attachments,
    {
      schema: {
        tags: ['chat'],
        summary: 'Attach one file (JPG, PNG, AMR, MP3, MP4, PDF or TXT by its bytes, at most 10 MB)',
        consumes: ['multipart/form-data'],
        querystring: z.object({ conversationId: z.uuid().optional() }),
        body: z.object({ file: z.unknown() }).nullish(),
        response: { 201: chatAttachmentSchema, ...errorResponses(400, 401, 403, 404, 409, 413, 415) },
      },
    },
    async (request, reply) => {
      const { row, senderType } = await conversationForFile(request, request.query.conversationId);
      if (senderType === 'AGENT' && row.agentIdentityUuid !== request.auth?.identityUuid)
        throw new DomainError('CONFLICT', CHAT_MESSAGES.claimFirst);
      if (!request.isMultipart())
        throw new DomainError('UNSUPPORTED_MEDIA_TYPE', 'Send the file as multipart/form-data.');
      const file = await request.file().catch((error: unknown) => {
        if (isDomainError(error) || typeof (error as { statusCode?: unknown }).statusCode === 'number')
          throw error;
        throw new DomainError(
          'BAD_REQUEST',
          'The upload arrived incomplete or malformed. Send the file again.',
        );
      });
      if (!file) throw new DomainError('BAD_REQUEST', 'Choose a file to upload.');
      const stored = await storeAttachment(deps, row, senderType, file.filename, file.file);
      return reply.status(201).send(stored);
    },
  );

  app.get(
    CHAT_PATHS.attachment(':attachmentId'),
    {
      schema: {
        tags: ['chat'],
        summary: "One file of the caller's conversation (the borrower's chat token, or the agent's session)",
        params: z.object({ attachmentId: z.uuid() }),
        querystring: z.object({ conversationId: z.uuid().optional() }),
        response: { 200: z.unknown(), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const { row } = await conversationForFile(request, request.query.conversationId);
      const { attachment, stream } = await readAttachment(deps, row, request.params.attachmentId);
      return reply
        .header('content-type', attachment.mediaType)
        .header('content-disposition', `attachment; filename="${attachment.fileName.replace(/["\\]/g, '_')}"`)
        .header('x-content-type-options', 'nosniff')
        .send(stream);
    },
  );

  // ---------- the agent's side ----------

  app.get(
    CHAT_PATHS.agentConversations,
    {
      preHandler: chatAgent,
      schema: {
        tags: ['chat-agent'],
        summary: "The lender's waiting chats and the agent's own",
        response: {
          200: z.object({ conversations: z.array(agentConversationSchema) }),
          ...errorResponses(401, 403),
        },
      },
    },
    async (request) => {
      const agent = agentOf(request);
      const rows = await agentQueue(app.db, agent.organizationCode, agent.identityUuid);
      return { conversations: rows.map(({ row, lastMessage }) => agentView(row, lastMessage)) };
    },
  );

  const conversationParams = z.object({ id: z.uuid() });

  async function detail(row: ConversationRow) {
    const messages = await conversationMessages(app.db, row.id, { limit: 200 });
    const context = row.applicationUuid
      ? await applicationContext(app.db, row.applicationUuid, new Date())
      : null;
    return {
      ...agentView(row, messages.at(-1)?.body ?? null),
      messages,
      application: context
        ? {
            uuid: context.uuid,
            loanNumber: context.loanNumber,
            status: context.status,
            statusLabel: context.statusLabel,
            nextStep: context.nextStep,
            openConditions: context.openConditions,
          }
        : null,
    };
  }

  app.get(
    CHAT_PATHS.agentConversation(':id'),
    {
      preHandler: chatAgent,
      schema: {
        tags: ['chat-agent'],
        summary: "One chat with its messages and the borrower's application beside it",
        params: conversationParams,
        response: { 200: agentConversationDetailSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => detail(await agentsConversation(app.db, request.auth, request.params.id)),
  );

  app.post(
    CHAT_PATHS.agentClaim(':id'),
    {
      preHandler: chatAgent,
      schema: {
        tags: ['chat-agent'],
        summary: 'Take a waiting chat',
        params: conversationParams,
        response: { 200: agentConversationDetailSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const row = await agentsConversation(app.db, request.auth, request.params.id);
      return detail(await claimConversation(deps, row, agentOf(request)));
    },
  );

  app.post(
    CHAT_PATHS.agentClose(':id'),
    {
      preHandler: chatAgent,
      schema: {
        tags: ['chat-agent'],
        summary: 'End a chat: the borrower is offered "Start new chat"',
        params: conversationParams,
        response: { 200: agentConversationDetailSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const row = await agentsConversation(app.db, request.auth, request.params.id);
      return detail(await closeConversation(deps, row, agentOf(request)));
    },
  );

  // ---------- operating hours ----------

  const hoursParams = z.object({ department: operatingHoursDepartmentSchema });

  app.get(
    CHAT_PATHS.hours(':department'),
    {
      schema: {
        tags: ['operating-hours'],
        summary:
          "The lender's hours for a department (x-org), in its time zone; `display` adds lines to show",
        params: hoursParams,
        querystring: z.object({ display: z.enum(['true', 'false']).optional() }),
        response: { 200: operatingHoursSchema, ...errorResponses(400) },
      },
    },
    async (request) => {
      const hours = await lenderHours(
        app.db,
        organizationOfExternalCall(request).orgCode,
        request.params.department,
      );
      const now = new Date();
      const open = isOpenNow(hours, now);
      return {
        department: hours.department,
        timeZone: hours.timeZone,
        timeZoneName: timeZoneName(hours.timeZone, now),
        openStatus: open ? ('OPEN' as const) : ('CLOSED' as const),
        week: hours.week,
        ...(request.query.display === 'true' ? { display: displayLines(hours, now) } : {}),
      };
    },
  );

  app.get(
    CHAT_PATHS.hours(':department', 'openStatus'),
    {
      schema: {
        tags: ['operating-hours'],
        summary: 'Whether the department is open now, in the lender’s time zone',
        params: hoursParams,
        response: { 200: openStatusSchema, ...errorResponses(400) },
      },
    },
    async (request) => {
      const hours = await lenderHours(
        app.db,
        organizationOfExternalCall(request).orgCode,
        request.params.department,
      );
      const open = isOpenNow(hours, new Date());
      return {
        department: hours.department,
        openStatus: open ? ('OPEN' as const) : ('CLOSED' as const),
        isOpen: open,
        timeZone: hours.timeZone,
      };
    },
  );

  app.get(
    CHAT_PATHS.hours(':department', 'week'),
    {
      schema: {
        tags: ['operating-hours'],
        summary: "The department's week: weekdays with weekdayValue, isOpen, startTime and endTime",
        params: hoursParams,
        response: { 200: weekSchema, ...errorResponses(400) },
      },
    },
    async (request) => {
      const hours = await lenderHours(
        app.db,
        organizationOfExternalCall(request).orgCode,
        request.params.department,
      );
      return { department: hours.department, timeZone: hours.timeZone, week: hours.week };
    },
  );

  const hhmm = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Use a 24-hour time such as 09:00');
  app.put(
    CHAT_PATHS.hours(':department'),
    {
      preHandler: chatAdmin,
      schema: {
        tags: ['operating-hours'],
        summary: "Set the lender's week for a department (its admin), in a time zone of its choice",
        params: hoursParams,
        body: z.object({
          timeZone: z.string().refine((zone) => {
            try {
              new Intl.DateTimeFormat('en-US', { timeZone: zone });
              return true;
            } catch {
              return false;
            }
          }, 'Unknown time zone'),
          week: z
            .array(
              z
                .object({
                  weekdayValue: z.number().int().min(1).max(7),
                  isOpen: z.boolean(),
                  startTime: hhmm,
                  endTime: hhmm,
                })
                .refine(
                  (day) => !day.isOpen || day.startTime < day.endTime,
                  'The closing time must be after the opening time',
                ),
            )
            .length(7)
            .refine(
              (week) => new Set(week.map((day) => day.weekdayValue)).size === 7,
              'Give each weekday once',
            ),
        }),
        response: { 200: weekSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const org = agentOf(request).organizationCode;
      const names = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
      await saveLenderHours(app.db, org, {
        department: request.params.department,
        timeZone: request.body.timeZone,
        week: request.body.week.map((day) => ({ ...day, weekday: names[day.weekdayValue - 1] ?? '' })),
      });
      const hours = await lenderHours(app.db, org, request.params.department);
      return { department: hours.department, timeZone: hours.timeZone, week: hours.week };
    },
  );

  // ---------- the socket ----------

  app.get(
    CHAT_PATHS.socket,
    { websocket: true, schema: { hide: true } },
    (socket: WebSocket, request: FastifyRequest) => {
      serveSocket(socket, request);
    },
  );

  function serveSocket(socket: WebSocket, request: FastifyRequest): void {
    const unfollow: (() => void)[] = [];
    let conversation: ConversationRow | null = null;
    let sender: Sender | null = null;
    let authenticated = false;
    let lastHeard = Date.now();
    let windowStart = Date.now();
    let sendsInWindow = 0;
    const send = (message: SocketServerMessage) => {
      if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(message));
    };
    // The conversation as last read (decision 0256): read again before the next send only once its status has
    // changed (the hub says so) or notifications may have been missed, not before every message.
    let stale = false;
    const client: HubClient = {
      send,
      changed: () => {
        stale = true;
      },
      resync: () => {
        stale = true;
        if (conversation)
          send({ type: 'status', conversationId: conversation.id, status: conversation.status });
      },
    };
    const reread = async (row: ConversationRow) => {
      stale = false;
      conversation = (await findConversation(app.db, row.id)) ?? row;
      return conversation;
    };
    const authTimer = setTimeout(() => {
      if (!authenticated) socket.close(4401, 'authenticate first');
    }, AUTH_TIMEOUT_MS);
    const silence = setInterval(() => {
      if (Date.now() - lastHeard > SILENT_SOCKET_MS) socket.terminate();
    }, CHAT_LIMITS.pingMs);
    socket.on('close', () => {
      clearTimeout(authTimer);
      clearInterval(silence);
      for (const stop of unfollow) stop();
    });

    const replay = async (row: ConversationRow, afterSeq: number) => {
      const messages: ChatMessage[] =
        afterSeq > 0
          ? await conversationMessages(app.db, row.id, { limit: 500, afterSeq })
          : await conversationMessages(app.db, row.id, { limit: INITIAL_HISTORY });
      for (const message of messages) send({ type: 'message', message });
    };

    const authenticate = async (token: string, afterSeq: number, conversationId: string | undefined) => {
      const chatClaims = await deps.tokens.verifyChatToken(token);
      if (chatClaims) {
        const row = await conversationOfToken(deps, token);
        conversation = row;
        sender = { type: 'CUSTOMER', identityUuid: row.identityUuid, name: row.friendlyName };
        unfollow.push(hub.follow(row.id, client));
        authenticated = true;
        send({
          type: 'ready',
          conversationId: row.id,
          status: isLive(row, new Date()) ? row.status : 'CLOSED',
        });
        await replay(row, afterSeq);
        return;
      }
      const auth = await app.tokens.verify(token);
      if (!auth || (await app.revocations.isRevoked(auth)) || !(await isChatAgent(app.db, auth)))
        throw new DomainError('UNAUTHENTICATED', CHAT_MESSAGES.tokenInvalid);
      unfollow.push(hub.followLobby(auth.organizationCode, client));
      unfollow.push(
        agentSockets.follow(auth.identityUuid, async () => {
          if (!(await isChatAgent(app.db, auth))) socket.close(4403, 'no longer a chat agent');
        }),
      );
      authenticated = true;
      if (conversationId) {
        const row = await agentsConversation(app.db, auth, conversationId);
        conversation = row;
        sender = {
          type: 'AGENT',
          identityUuid: auth.identityUuid,
          name: (await staffName(app.db, auth.identityUuid)) ?? 'Agent',
        };
        unfollow.push(hub.follow(row.id, client));
        send({ type: 'ready', conversationId: row.id, status: row.status });
        await replay(row, afterSeq);
      } else {
        send({ type: 'ready', conversationId: null, status: null });
      }
    };

    socket.on('message', (raw) => {
      lastHeard = Date.now();
      let parsed: ReturnType<typeof socketClientMessageSchema.safeParse>;
      try {
        parsed = socketClientMessageSchema.safeParse(JSON.parse(String(raw)));
      } catch {
        send({ type: 'error', message: 'Send JSON messages.' });
        return;
      }
      if (!parsed.success) {
        send({ type: 'error', message: 'That message is not one the chat understands.' });
        return;
      }
      const message = parsed.data;
      if (message.type === 'ping') {
        send({ type: 'pong' });
        return;
      }
      if (message.type === 'auth') {
        if (authenticated) return;
        authenticate(message.token, message.afterSeq, message.conversationId).catch((error: unknown) => {
          send({ type: 'error', message: isDomainError(error) ? error.message : CHAT_MESSAGES.tokenInvalid });
          socket.close(4401, 'not authenticated');
        });
        return;
      }
      if (!conversation || !sender) {
        send({
          type: 'error',
          message: CHAT_MESSAGES.tokenInvalid,
          clientMessageId: message.clientMessageId,
        });
        return;
      }
      if (Date.now() - windowStart > 10_000) {
        windowStart = Date.now();
        sendsInWindow = 0;
      }
      if (++sendsInWindow > SENDS_PER_WINDOW) {
        send({
          type: 'error',
          message: 'Slow down a little, then send again.',
          clientMessageId: message.clientMessageId,
        });
        return;
      }
      const current = conversation;
      const who = sender;
      (async () => {
        const row = stale ? await reread(current) : current;
        let stored: ChatMessage;
        try {
          stored = await sendMessage(deps, row, who, message);
        } catch (error) {
          // Refused on what this socket last read: the claim that allows it may not have been heard yet. The
          // conversation as it is now decides.
          if (!isDomainError(error) || error.code !== 'CONFLICT') throw error;
          stored = await sendMessage(deps, await reread(current), who, message);
        }
        send({ type: 'ack', clientMessageId: message.clientMessageId, message: stored });
      })().catch((error: unknown) => {
        request.log.info({ err: error }, 'chat message refused');
        send({
          type: 'error',
          message: isDomainError(error) && error.status < 500 ? error.message : CHAT_MESSAGES.tokenInvalid,
          clientMessageId: message.clientMessageId,
        });
      });
    });
  }
};
