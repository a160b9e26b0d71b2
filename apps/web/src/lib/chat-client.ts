import { CHAT_LIMITS } from '@hearth/domain/chat';
import {
  CHAT_PATHS,
  CHAT_TOKEN_HEADER,
  type ChatAttachment,
  type ChatbotAnswer,
  type ChatHistory,
  type ChatMessage,
  type ChatSession,
  type ConversationStatus,
  OPERATING_HOURS_TIMEOUT_MS,
  type OperatingHours,
  type SocketServerMessage,
} from '@hearth/domain/chat-api';
import { getToken } from '@/lib/session';

/** The chat a browser holds across reloads (history after a reload, spec section 4). */
const STORED_SESSION_KEY = 'hearth.chat-session';

export interface StoredChat {
  session: ChatSession;
  /** The signed-in borrower's nonce, when they were signed in. */
  nonce: string | null;
}

export function readStoredChat(): StoredChat | null {
  try {
    const raw = localStorage.getItem(STORED_SESSION_KEY);
    const stored = raw ? (JSON.parse(raw) as StoredChat) : null;
    if (!stored || Date.parse(stored.session.expiration) <= Date.now()) return null;
    return stored;
  } catch {
    return null;
  }
}

export function storeChat(chat: StoredChat | null): void {
  try {
    if (chat) localStorage.setItem(STORED_SESSION_KEY, JSON.stringify(chat));
    else localStorage.removeItem(STORED_SESSION_KEY);
  } catch {
    // Private browsing without storage: the chat lasts as long as the page.
  }
}

export class ChatCallError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

async function call<T>(
  url: string,
  init: {
    method?: string;
    body?: unknown;
    chatToken?: string;
    org?: string;
    signal?: AbortSignal;
    /** The borrower's session (true), or a given token: a console agent's session is its own (decision 0244). */
    bearer?: boolean | string;
  } = {},
): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (init.body !== undefined && !(init.body instanceof FormData))
    headers['content-type'] = 'application/json';
  if (init.chatToken) headers[CHAT_TOKEN_HEADER] = init.chatToken;
  if (init.org) headers['x-org'] = init.org;
  const jwt = typeof init.bearer === 'string' ? init.bearer : init.bearer ? getToken() : null;
  if (jwt) headers.authorization = `Bearer ${jwt}`;
  const response = await fetch(url, {
    method: init.method ?? 'GET',
    headers,
    body:
      init.body instanceof FormData
        ? init.body
        : init.body === undefined
          ? undefined
          : JSON.stringify(init.body),
    signal: init.signal,
  });
  const text = await response.text();
  const data = text ? (JSON.parse(text) as unknown) : undefined;
  if (!response.ok) {
    const message = (data as { message?: string } | undefined)?.message ?? response.statusText;
    throw new ChatCallError(response.status, message);
  }
  return data as T;
}

/**
 * Whose file call this is: the borrower's chat token, or a bearer session (the signed-in borrower's by default, an
 * agent's console token when given) on the conversation named.
 */
export interface AttachmentAuth {
  chatToken?: string;
  conversationId?: string;
  bearer?: string;
}

export const chatApi = {
  hours: (org: string) =>
    call<OperatingHours>(CHAT_PATHS.hours('OPS_CHAT'), {
      org,
      signal: AbortSignal.timeout(OPERATING_HOURS_TIMEOUT_MS),
    }),
  nonce: () => call<{ nonce: string }>(CHAT_PATHS.authenticate, { method: 'POST', bearer: true }),
  refreshNonce: (nonce: string) =>
    call<{ nonce: string }>(`${CHAT_PATHS.refreshNonce}?nonce=${encodeURIComponent(nonce)}`, {
      method: 'PUT',
      bearer: true,
    }),
  start: (org: string, body: Record<string, unknown>) =>
    call<ChatSession>(CHAT_PATHS.initWebChat, { method: 'POST', org, body }),
  refreshToken: (token: string) =>
    call<{ token: string; expiration: string }>(CHAT_PATHS.refreshToken, { method: 'POST', body: { token } }),
  history: (session: ChatSession) =>
    call<ChatHistory>(CHAT_PATHS.history(session.conversationSid), { chatToken: session.token }),
  ask: (session: ChatSession, body: Record<string, unknown>) =>
    call<ChatbotAnswer>(CHAT_PATHS.chatWithAutobot, {
      method: 'POST',
      chatToken: session.token,
      body: { conversationId: session.conversationSid, ...body },
    }),
  feedback: (session: ChatSession, body: Record<string, unknown>) =>
    call<{ saved: true }>(CHAT_PATHS.feedback, {
      method: 'POST',
      chatToken: session.token,
      body: { conversationId: session.conversationSid, ...body },
    }),
  attach: (file: File, auth: AttachmentAuth) => {
    const form = new FormData();
    form.append('file', file, file.name);
    const query = auth.conversationId ? `?conversationId=${auth.conversationId}` : '';
    return call<ChatAttachment>(`${CHAT_PATHS.attachments}${query}`, {
      method: 'POST',
      body: form,
      ...(auth.chatToken ? { chatToken: auth.chatToken } : { bearer: auth.bearer ?? true }),
    });
  },
};

/** Downloads an attachment with the caller's credentials and offers it as a file. */
export async function downloadAttachment(attachment: ChatAttachment, auth: AttachmentAuth): Promise<void> {
  const query = auth.conversationId ? `?conversationId=${auth.conversationId}` : '';
  const headers: Record<string, string> = {};
  if (auth.chatToken) headers[CHAT_TOKEN_HEADER] = auth.chatToken;
  else {
    const jwt = auth.bearer ?? getToken();
    if (jwt) headers.authorization = `Bearer ${jwt}`;
  }
  const response = await fetch(`${CHAT_PATHS.attachment(attachment.id)}${query}`, { headers });
  if (!response.ok) throw new ChatCallError(response.status, response.statusText);
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = attachment.fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Messages by id, in the conversation's order: a message heard twice (a resume, an ack) shows once. */
export function mergeMessages(
  current: readonly ChatMessage[],
  incoming: readonly ChatMessage[],
): ChatMessage[] {
  const byId = new Map(current.map((message) => [message.id, message]));
  for (const message of incoming) byId.set(message.id, message);
  return [...byId.values()].sort((a, b) => a.seq - b.seq);
}

export interface ChatSocketHandlers {
  onMessage(message: ChatMessage): void;
  onAck(clientMessageId: string, message: ChatMessage): void;
  onRefused(clientMessageId: string | undefined, message: string): void;
  onStatus(status: ConversationStatus): void;
  onQueue?(): void;
  onConnection(state: 'open' | 'lost'): void;
}

/**
 * The conversation's socket (spec section 7): authenticates, pings every 10 seconds, and after a drop reconnects
 * on its own, asking for everything after the last message it holds, so no message is lost.
 */
export class ChatSocket {
  private socket: WebSocket | null = null;
  private ping: ReturnType<typeof setInterval> | undefined;
  private retry: ReturnType<typeof setTimeout> | undefined;
  private attempts = 0;
  private closed = false;
  private ready = false;
  /** What was sent while the socket was (re)connecting: sent once it is ready, in order. */
  private outbox: string[] = [];

  constructor(
    private readonly auth: () => { token: string; conversationId?: string; afterSeq: number },
    private readonly handlers: ChatSocketHandlers,
  ) {}

  connect(): void {
    if (this.closed) return;
    const url = new URL(CHAT_PATHS.socket, location.href);
    url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
    const socket = new WebSocket(url);
    this.socket = socket;
    socket.addEventListener('open', () => {
      socket.send(JSON.stringify({ type: 'auth', ...this.auth() }));
      this.ping = setInterval(() => this.send({ type: 'ping' }), CHAT_LIMITS.pingMs);
    });
    socket.addEventListener('message', (event) => {
      const message = JSON.parse(String(event.data)) as SocketServerMessage;
      if (message.type === 'ready') {
        this.attempts = 0;
        this.ready = true;
        for (const queued of this.outbox.splice(0)) socket.send(queued);
        this.handlers.onConnection('open');
        if (message.status) this.handlers.onStatus(message.status);
      } else if (message.type === 'message') this.handlers.onMessage(message.message);
      else if (message.type === 'ack') this.handlers.onAck(message.clientMessageId, message.message);
      else if (message.type === 'status') this.handlers.onStatus(message.status);
      else if (message.type === 'queue') this.handlers.onQueue?.();
      else if (message.type === 'error') this.handlers.onRefused(message.clientMessageId, message.message);
    });
    socket.addEventListener('close', () => {
      clearInterval(this.ping);
      this.ready = false;
      if (this.socket !== socket || this.closed) return;
      this.handlers.onConnection('lost');
      this.attempts += 1;
      this.retry = setTimeout(() => this.connect(), Math.min(1000 * 2 ** (this.attempts - 1), 10_000));
    });
  }

  /**
   * Sends now when the socket is ready, else once it is (a message typed while reconnecting); false after close.
   * A message is acknowledged by the server: the caller's own timeout shows the resend alert when it is not.
   */
  send(payload: Record<string, unknown>): boolean {
    if (this.closed) return false;
    const text = JSON.stringify(payload);
    if (this.ready && this.socket?.readyState === WebSocket.OPEN) this.socket.send(text);
    else if (payload.type !== 'ping') this.outbox.push(text);
    return true;
  }

  close(): void {
    this.closed = true;
    clearInterval(this.ping);
    clearTimeout(this.retry);
    this.socket?.close();
  }
}
