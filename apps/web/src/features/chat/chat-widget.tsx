import { START_NEW_CHAT_LABEL } from '@hearth/domain/chat';
import {
  CHAT_MESSAGES,
  type ChatMessage,
  type ChatSession,
  type ConversationStatus,
  type OperatingHours,
} from '@hearth/domain/chat-api';
import { CHATBOT_FEEDBACK_REASONS } from '@hearth/domain/enum-values';
import { ERROR_MESSAGES } from '@hearth/domain/errors';
import { formatFileSize } from '@hearth/domain/file-size';
import {
  CHAT_ATTACHMENT_EXTENSIONS,
  chatbotFeedbackSchema,
  chatFormSchema,
  isAllowedChatAttachment,
} from '@hearth/domain/validation';
import { type FormEvent, useCallback, useEffect, useId, useRef, useState } from 'react';
import { TextField } from '@/components/text-field';
import { useBrand } from '@/lib/brand/brand-context';
import {
  ChatCallError,
  ChatSocket,
  chatApi,
  downloadAttachment,
  mergeMessages,
  readStoredChat,
  type StoredChat,
  storeChat,
} from '@/lib/chat-client';
import { sessionFlagState } from '@/lib/feature-flags';
import { isSignedIn } from '@/lib/session';
import '@/components/chat/chat-conversation.css';
import './chat.css';

type Alert = {
  kind: 'warning' | 'error';
  text: string;
  resend?: { clientMessageId: string; body: string; attachmentId?: string };
};

/** How long a sent message waits for the server's acknowledgement before the resend alert. */
const ACK_TIMEOUT_MS = 8000;
/** Chat tokens live 10 minutes: refreshed every 5. */
const TOKEN_REFRESH_MS = 5 * 60_000;
const REFRESH_MS = 60_000;

const newClientId = () => crypto.randomUUID();

function senderLabel(message: ChatMessage): string {
  if (message.senderType === 'CUSTOMER') return 'You';
  if (message.senderType === 'BOT') return 'Assistant';
  if (message.senderType === 'SYSTEM') return 'Update';
  return message.senderName;
}

/**
 * The chat widget (spec sections 2, 4, 5 and 8; issue 25): the pre-chat form, then messages with the chatbot or an
 * agent (by the mode rule, from the lender's chat hours), attachments, history after a reload, the four alerts,
 * and "Start new chat" once the conversation ends. A chunk of its own, loaded when the borrower opens chat.
 */
export default function ChatWidget({ onClose }: { onClose: () => void }) {
  const brand = useBrand();
  const titleId = useId();
  const [stored, setStored] = useState<StoredChat | null>(() => readStoredChat());
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [status, setStatus] = useState<ConversationStatus | null>(stored?.session.status ?? null);
  const [alert, setAlert] = useState<Alert | null>(null);
  const [hours, setHours] = useState<OperatingHours | null>(null);
  const socket = useRef<ChatSocket | null>(null);
  const pendingAcks = useRef(new Map<string, ReturnType<typeof setTimeout>>());
  const session = stored?.session ?? null;
  const phase = !session ? 'form' : status === 'CLOSED' ? 'ended' : 'messaging';
  const lastSeq = useRef(0);
  lastSeq.current = messages.at(-1)?.seq ?? 0;

  const save = useCallback((next: StoredChat | null) => {
    storeChat(next);
    setStored(next);
  }, []);

  // The lender's chat hours, now and every 60 seconds (6 s timeout): the form says who will answer.
  useEffect(() => {
    const load = () =>
      chatApi
        .hours(brand.orgCode)
        .then(setHours)
        .catch(() => setHours(null));
    load();
    const timer = setInterval(load, REFRESH_MS);
    return () => clearInterval(timer);
  }, [brand.orgCode]);

  // History after a reload (the last 20 messages).
  const conversationId = session?.conversationSid;
  // Read once per conversation: its token may be refreshed meanwhile without reading the history again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed on the conversation id
  useEffect(() => {
    if (!stored || !conversationId) return;
    chatApi
      .history(stored.session)
      .then((history) => {
        setMessages((current) => mergeMessages(current, history.messages));
        setStatus(history.status);
      })
      .catch((error: unknown) => {
        if (error instanceof ChatCallError && error.status === 401) {
          save(null);
          setAlert({ kind: 'warning', text: CHAT_MESSAGES.tokenInvalid });
        } else setAlert({ kind: 'error', text: ERROR_MESSAGES.chatGeneral });
      });
  }, [conversationId]);

  // The chat token, refreshed while the chat lasts; the signed-in borrower's nonce every 60 seconds.
  useEffect(() => {
    if (!stored || phase !== 'messaging') return;
    const token = setInterval(() => {
      const current = readStoredChat();
      if (!current) return;
      chatApi
        .refreshToken(current.session.token)
        .then((fresh) => save({ ...current, session: { ...current.session, token: fresh.token } }))
        .catch((error: unknown) =>
          setAlert({
            kind: error instanceof ChatCallError && error.status === 401 ? 'warning' : 'error',
            text:
              error instanceof ChatCallError && error.status === 401
                ? CHAT_MESSAGES.tokenInvalid
                : ERROR_MESSAGES.chatGeneral,
          }),
        );
    }, TOKEN_REFRESH_MS);
    const nonce = setInterval(() => {
      const current = readStoredChat();
      if (!current?.nonce || !isSignedIn()) return;
      chatApi
        .refreshNonce(current.nonce)
        .then((fresh) => save({ ...current, nonce: fresh.nonce }))
        .catch(() => {});
    }, REFRESH_MS);
    return () => {
      clearInterval(token);
      clearInterval(nonce);
    };
  }, [stored, phase, save]);

  // The socket of an agent conversation.
  const mode = session?.mode;
  useEffect(() => {
    if (!conversationId || mode !== 'agent' || phase === 'ended') return;
    const live = new ChatSocket(
      () => ({ token: readStoredChat()?.session.token ?? '', afterSeq: lastSeq.current }),
      {
        onMessage: (message) => setMessages((current) => mergeMessages(current, [message])),
        onAck: (clientMessageId, message) => {
          clearTimeout(pendingAcks.current.get(clientMessageId));
          pendingAcks.current.delete(clientMessageId);
          setMessages((current) => mergeMessages(current, [message]));
          setAlert((current) => (current?.resend?.clientMessageId === clientMessageId ? null : current));
        },
        onRefused: (clientMessageId, text) => {
          if (clientMessageId) clearTimeout(pendingAcks.current.get(clientMessageId));
          setAlert({
            kind: 'error',
            text: clientMessageId
              ? CHAT_MESSAGES.conversationEnded === text
                ? text
                : ERROR_MESSAGES.chatResend
              : text,
          });
        },
        onStatus: setStatus,
        onConnection: (state) =>
          setAlert((current) =>
            state === 'lost'
              ? { kind: 'warning', text: ERROR_MESSAGES.chatConnectionLost }
              : current?.text === ERROR_MESSAGES.chatConnectionLost
                ? null
                : current,
          ),
      },
    );
    socket.current = live;
    live.connect();
    return () => {
      live.close();
      socket.current = null;
    };
  }, [conversationId, mode, phase]);

  const sendToAgent = (clientMessageId: string, body: string, attachmentId?: string) => {
    const payload = { type: 'send', clientMessageId, body, ...(attachmentId ? { attachmentId } : {}) };
    const resend = { clientMessageId, body, ...(attachmentId ? { attachmentId } : {}) };
    if (!socket.current?.send(payload)) {
      setAlert({ kind: 'error', text: ERROR_MESSAGES.chatResend, resend });
      return;
    }
    pendingAcks.current.set(
      clientMessageId,
      setTimeout(() => setAlert({ kind: 'error', text: ERROR_MESSAGES.chatResend, resend }), ACK_TIMEOUT_MS),
    );
  };

  const askChatbot = async (message: string, tag: 'QUESTION' | 'AGENT_REQUEST' = 'QUESTION') => {
    if (!stored) return;
    try {
      const answer = await chatApi.ask(stored.session, {
        message,
        tag,
        clientMessageId: newClientId(),
        organization: brand.orgCode,
        pageUrl: location.pathname,
        senderType: 'CUSTOMER',
        ...(stored.nonce ? { nonce: stored.nonce } : {}),
      });
      setMessages((current) => mergeMessages(current, answer.messages));
      if (answer.mode !== stored.session.mode) {
        save({ ...stored, session: { ...stored.session, mode: answer.mode, status: answer.status } });
        setStatus(answer.status);
      }
      setAlert(null);
    } catch (error) {
      if (error instanceof ChatCallError && error.status === 409) setStatus('CLOSED');
      else setAlert({ kind: 'error', text: ERROR_MESSAGES.chatResend });
    }
  };

  const startNewChat = () => {
    save(null);
    setMessages([]);
    setStatus(null);
    setAlert(null);
  };

  return (
    <section className="chat-widget" aria-labelledby={titleId}>
      <header className="chat-widget__header">
        <div>
          <h2 id={titleId} className="chat-widget__title">
            Chat with {brand.companyName}
          </h2>
          <p className="chat-widget__mode">
            {session
              ? session.mode === 'agent'
                ? status === 'WAITING'
                  ? 'Waiting for the next person on our team'
                  : 'You are chatting with our team'
                : 'You are chatting with our assistant'
              : hours?.openStatus === 'OPEN'
                ? 'Our team is here now'
                : 'Our assistant can help now'}
          </p>
        </div>
        <button type="button" className="button button--ghost chat-widget__close" onClick={onClose}>
          Close chat
        </button>
      </header>
      <div role="alert" aria-atomic="true" className="chat-widget__alerts">
        {alert ? (
          <p className={`chat-alert chat-alert--${alert.kind}`}>
            {alert.text}
            {alert.resend ? (
              <button
                type="button"
                className="button button--secondary chat-alert__action"
                onClick={() => {
                  const { clientMessageId, body, attachmentId } = alert.resend ?? {
                    clientMessageId: '',
                    body: '',
                  };
                  setAlert(null);
                  sendToAgent(clientMessageId, body, attachmentId);
                }}
              >
                Resend message
              </button>
            ) : null}
          </p>
        ) : null}
      </div>
      {phase === 'form' ? (
        <PreChatForm
          onStart={async (name, email) => {
            try {
              const nonce = isSignedIn() ? ((await chatApi.nonce().catch(() => null))?.nonce ?? null) : null;
              const chatbotActive = sessionFlagState(location.search)['fe-heloc-chatbot'].enabled;
              const started = await chatApi.start(brand.orgCode, {
                friendlyName: name,
                emailAddress: email,
                chatbotActive,
                pageUrl: location.pathname,
                ...(nonce ? { nonce } : {}),
              });
              setStatus(started.status);
              setAlert(null);
              save({ session: started, nonce });
            } catch {
              setAlert({ kind: 'error', text: ERROR_MESSAGES.chatGeneral });
            }
          }}
          hoursLine={
            hours?.openStatus === 'CLOSED'
              ? 'Our team is away right now: our assistant will answer you.'
              : null
          }
        />
      ) : null}
      {session && phase !== 'form' ? (
        <>
          <div className="chat-log" role="log" aria-live="polite" aria-label="Messages">
            <ol className="chat-log__list">
              {messages.map((message) => (
                <MessageItem
                  key={message.id}
                  message={message}
                  session={session}
                  onAskAgent={() => askChatbot('Talk to a person', 'AGENT_REQUEST')}
                />
              ))}
            </ol>
          </div>
          {phase === 'messaging' ? (
            <Composer
              session={session}
              onSend={(body, attachmentId) => {
                if (session.mode === 'agent') sendToAgent(newClientId(), body, attachmentId);
                else void askChatbot(body);
              }}
            />
          ) : (
            <div className="chat-ended">
              <p>This chat has ended. Thanks for talking with us.</p>
              <button type="button" className="button" onClick={startNewChat}>
                {START_NEW_CHAT_LABEL}
              </button>
            </div>
          )}
        </>
      ) : null}
    </section>
  );
}

function PreChatForm({
  onStart,
  hoursLine,
}: {
  onStart: (name: string, email: string) => Promise<void>;
  hoursLine: string | null;
}) {
  const [errors, setErrors] = useState<{ name?: string; email?: string }>({});
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const parsed = chatFormSchema.safeParse({
      name: String(data.get('name') ?? ''),
      email: String(data.get('email') ?? ''),
    });
    if (!parsed.success) {
      const next: { name?: string; email?: string } = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as 'name' | 'email';
        next[field] ??= issue.message;
      }
      setErrors(next);
      return;
    }
    setErrors({});
    setBusy(true);
    await onStart(parsed.data.name, parsed.data.email);
    setBusy(false);
  };
  return (
    <form className="chat-form" noValidate onSubmit={submit}>
      <p>Tell us who you are, then ask your question.</p>
      {hoursLine ? <p className="chat-form__hours">{hoursLine}</p> : null}
      <TextField label="Name" name="name" autoComplete="name" error={errors.name} />
      <TextField label="Email" name="email" type="email" autoComplete="email" error={errors.email} />
      <button type="submit" className="button button--block" disabled={busy}>
        Start chat
      </button>
    </form>
  );
}

function MessageItem({
  message,
  session,
  onAskAgent,
}: {
  message: ChatMessage;
  session: ChatSession;
  onAskAgent: () => void;
}) {
  const own = message.senderType === 'CUSTOMER';
  return (
    <li className={`chat-message chat-message--${message.senderType.toLowerCase()}`}>
      <span className="chat-message__sender">{senderLabel(message)}</span>
      {message.body ? <p className="chat-message__body">{message.body}</p> : null}
      {message.attachment ? (
        <button
          type="button"
          className="chat-message__file"
          onClick={() =>
            void downloadAttachment(message.attachment ?? ({} as never), {
              chatToken: readStoredChat()?.session.token ?? session.token,
            })
          }
        >
          Download {message.attachment.fileName} ({formatFileSize(message.attachment.sizeBytes)})
        </button>
      ) : null}
      {message.offersAgent ? (
        <button type="button" className="button button--secondary chat-message__action" onClick={onAskAgent}>
          Talk to a person
        </button>
      ) : null}
      {message.senderType === 'BOT' && !own ? <AnswerFeedback message={message} session={session} /> : null}
    </li>
  );
}

/** "Was this helpful?" under each chatbot answer, with the spec's reasons and 140-character limit. */
function AnswerFeedback({ message, session }: { message: ChatMessage; session: ChatSession }) {
  const [state, setState] = useState<'ask' | 'form' | 'done'>('ask');
  const [errors, setErrors] = useState<{ reason?: string; extraInfo?: string }>({});
  const legendId = useId();
  const send = async (body: Record<string, unknown>) => {
    const current = readStoredChat()?.session ?? session;
    await chatApi.feedback(current, {
      questionId: message.questionId,
      responseToCustomer: message.body,
      senderEmail: current.emailAddress,
      ...body,
    });
    setState('done');
  };
  if (state === 'done') return <p className="chat-feedback__thanks">Thanks for your feedback.</p>;
  if (state === 'ask')
    return (
      <div className="chat-feedback">
        <span>Was this answer helpful?</span>
        <button
          type="button"
          className="button button--ghost"
          onClick={() => void send({ rating: 'HELPFUL', feedbackMessage: '' })}
        >
          Yes
        </button>
        <button type="button" className="button button--ghost" onClick={() => setState('form')}>
          No
        </button>
      </div>
    );
  return (
    <form
      className="chat-feedback__form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const data = new FormData(event.currentTarget);
        const parsed = chatbotFeedbackSchema.safeParse({
          reason: data.get('reason') ?? undefined,
          extraInfo: String(data.get('extraInfo') ?? ''),
        });
        if (!parsed.success) {
          const next: { reason?: string; extraInfo?: string } = {};
          for (const issue of parsed.error.issues)
            next[issue.path[0] as 'reason' | 'extraInfo'] ??= issue.message;
          setErrors(next);
          return;
        }
        void send({
          rating: 'NOT_HELPFUL',
          reason: parsed.data.reason,
          feedbackMessage: parsed.data.extraInfo,
        });
      }}
    >
      <fieldset aria-labelledby={legendId} className="chat-feedback__reasons">
        <legend id={legendId}>What was wrong with the answer?</legend>
        {CHATBOT_FEEDBACK_REASONS.map((reason) => (
          <label key={reason} className="chat-feedback__reason">
            <input type="radio" name="reason" value={reason} /> {reason}
          </label>
        ))}
        {errors.reason ? <p className="field__error">{errors.reason}</p> : null}
      </fieldset>
      <div className="field">
        <label className="field__label" htmlFor={`${legendId}-more`}>
          Tell us more (optional)
        </label>
        <textarea
          id={`${legendId}-more`}
          name="extraInfo"
          className="field__input"
          rows={2}
          aria-invalid={errors.extraInfo ? true : undefined}
        />
        {errors.extraInfo ? <p className="field__error">{errors.extraInfo}</p> : null}
      </div>
      <button type="submit" className="button button--secondary">
        Send feedback
      </button>
    </form>
  );
}

function Composer({
  session,
  onSend,
}: {
  session: ChatSession;
  onSend: (body: string, attachmentId?: string) => void;
}) {
  const [text, setText] = useState('');
  const [fileError, setFileError] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const fileId = useId();
  const messageId = useId();
  return (
    <form
      className="chat-composer"
      onSubmit={(event) => {
        event.preventDefault();
        const body = text.trim();
        if (!body) return;
        onSend(body);
        setText('');
      }}
    >
      <label className="field__label" htmlFor={messageId}>
        Message
      </label>
      <textarea
        id={messageId}
        className="field__input chat-composer__input"
        rows={2}
        value={text}
        maxLength={2000}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && !event.shiftKey) {
            event.preventDefault();
            event.currentTarget.form?.requestSubmit();
          }
        }}
      />
      <div className="chat-composer__actions">
        {session.mode === 'agent' ? (
          <>
            <label className="button button--secondary chat-composer__attach" htmlFor={fileId}>
              {uploading ? 'Attaching...' : 'Attach a file'}
            </label>
            <input
              id={fileId}
              className="visually-hidden"
              type="file"
              accept={CHAT_ATTACHMENT_EXTENSIONS.join(',')}
              onChange={async (event) => {
                const file = event.target.files?.[0];
                event.target.value = '';
                if (!file) return;
                if (!isAllowedChatAttachment(file.name)) {
                  setFileError(CHAT_MESSAGES.wrongAttachment);
                  return;
                }
                setFileError(null);
                setUploading(true);
                try {
                  const stored = await chatApi.attach(file, {
                    chatToken: readStoredChat()?.session.token ?? session.token,
                  });
                  onSend('', stored.id);
                } catch (error) {
                  setFileError(error instanceof ChatCallError ? error.message : ERROR_MESSAGES.chatResend);
                } finally {
                  setUploading(false);
                }
              }}
            />
          </>
        ) : null}
        <button type="submit" className="button">
          Send
        </button>
      </div>
      {fileError ? (
        <p className="field__error" role="alert">
          {fileError}
        </p>
      ) : null}
    </form>
  );
}
