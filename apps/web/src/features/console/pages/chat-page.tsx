import {
  type AgentConversation,
  type AgentConversationDetail,
  CHAT_MESSAGES,
  CHAT_PATHS,
  type ChatMessage,
} from '@hearth/domain/chat-api';
import { ERROR_MESSAGES } from '@hearth/domain/errors';
import { formatFileSize } from '@hearth/domain/file-size';
import { CHAT_ATTACHMENT_EXTENSIONS, isAllowedChatAttachment } from '@hearth/domain/validation';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { consoleFetch, consoleSession } from '@/features/console/api';
import { ChatSocket, chatApi, downloadAttachment, mergeMessages } from '@/lib/chat-client';
import '@/components/chat/chat-conversation.css';
import '@/features/console/pages/chat-page.css';

const TITLE = 'Chats with borrowers';

/** The agent's own messages sit on the right and the borrower's on the left, as the widget shows its reader's. */
const sideOf = (sender: ChatMessage['senderType']) =>
  sender === 'AGENT' ? 'customer' : sender === 'CUSTOMER' ? 'agent' : sender.toLowerCase();

/** What a refused call says: the server's own sentence (a 403 already reworded by the console), else the chat's. */
const messageOf = (error: unknown) => (error instanceof Error && error.message) || ERROR_MESSAGES.chatGeneral;

/**
 * The chat agent's page in the console (issue 25 item 4, decision 0244): the lender's waiting chats and the
 * agent's own, one chat open with its messages and files, the borrower's application under it, and the actions to
 * take and end a chat. Every call and socket carries the console session; the server decides who is an agent
 * (modules/chat/agent-guard.ts: a chat agent or an admin of the lender).
 */
export default function ChatPage() {
  const [list, setList] = useState<AgentConversation[] | null>(null);
  const [refused, setRefused] = useState<string | null>(null);
  const [openId, setOpenId] = useState<string | null>(null);

  const loadList = useCallback(async () => {
    try {
      const answer = await consoleFetch<{ conversations: AgentConversation[] }>(
        CHAT_PATHS.agentConversations,
      );
      setList(answer.conversations);
      setRefused(null);
    } catch (error) {
      setRefused(messageOf(error));
    }
  }, []);

  // The waiting list: read now, and again whenever the lender's socket says a chat arrived, was taken or ended.
  useEffect(() => {
    void loadList();
    const token = consoleSession.token();
    if (!token) return;
    const lobby = new ChatSocket(() => ({ token, afterSeq: 0 }), {
      onMessage: () => {},
      onAck: () => {},
      onRefused: () => {},
      onStatus: () => {},
      onQueue: () => void loadList(),
      onConnection: () => {},
    });
    lobby.connect();
    return () => lobby.close();
  }, [loadList]);

  const waiting = list?.filter((c) => c.status === 'WAITING') ?? [];
  const mine = list?.filter((c) => c.status === 'ACTIVE') ?? [];
  return (
    <section className="agent-chat" aria-labelledby="chat-title">
      <h1 id="chat-title">{TITLE}</h1>
      <p className="console__hint">
        Take a waiting chat to answer it; the borrower sees your replies at once. End the chat when you are
        done: they can start a new one.
      </p>
      {refused ? (
        <div className="console__alert" role="alert">
          {refused}
        </div>
      ) : null}
      {list ? (
        <div className="agent-chat__layout">
          <nav aria-label="Chats" className="agent-chat__lists">
            <h2>Waiting</h2>
            {waiting.length === 0 ? <p>No one is waiting.</p> : null}
            <ul className="agent-chat__list">
              {waiting.map((c) => (
                <ConversationItem key={c.id} conversation={c} onOpen={() => setOpenId(c.id)} />
              ))}
            </ul>
            <h2>Your chats</h2>
            {mine.length === 0 ? <p>You have no open chats.</p> : null}
            <ul className="agent-chat__list">
              {mine.map((c) => (
                <ConversationItem key={c.id} conversation={c} onOpen={() => setOpenId(c.id)} />
              ))}
            </ul>
          </nav>
          {openId ? (
            <AgentConversationPanel key={openId} id={openId} onChanged={() => void loadList()} />
          ) : (
            <p className="agent-chat__empty">Choose a chat to read it.</p>
          )}
        </div>
      ) : null}
    </section>
  );
}

function ConversationItem({ conversation, onOpen }: { conversation: AgentConversation; onOpen: () => void }) {
  return (
    <li>
      <button type="button" className="agent-chat__item" onClick={onOpen}>
        <strong>{conversation.friendlyName}</strong>
        <span>{conversation.lastMessage ?? 'No messages yet'}</span>
      </button>
    </li>
  );
}

function AgentConversationPanel({ id, onChanged }: { id: string; onChanged: () => void }) {
  const [detail, setDetail] = useState<AgentConversationDetail | null>(null);
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [alert, setAlert] = useState<string | null>(null);
  const [text, setText] = useState('');
  const socket = useRef<ChatSocket | null>(null);
  const lastSeq = useRef(0);
  lastSeq.current = messages.at(-1)?.seq ?? 0;
  const fileId = useId();
  const messageId = useId();

  const apply = useCallback((next: AgentConversationDetail) => {
    setDetail(next);
    setMessages((current) => mergeMessages(current, next.messages));
  }, []);

  useEffect(() => {
    consoleFetch<AgentConversationDetail>(CHAT_PATHS.agentConversation(id))
      .then(apply)
      .catch((error: unknown) => setAlert(messageOf(error)));
    const token = consoleSession.token();
    if (!token) return;
    const live = new ChatSocket(() => ({ token, conversationId: id, afterSeq: lastSeq.current }), {
      onMessage: (message) => setMessages((current) => mergeMessages(current, [message])),
      onAck: (_id, message) => setMessages((current) => mergeMessages(current, [message])),
      onRefused: (_id, message) => setAlert(message),
      onStatus: (status) => setDetail((current) => (current ? { ...current, status } : current)),
      onConnection: (state) => setAlert(state === 'lost' ? ERROR_MESSAGES.chatConnectionLost : null),
    });
    socket.current = live;
    live.connect();
    return () => live.close();
  }, [id, apply]);

  const act = async (path: string) => {
    try {
      apply(await consoleFetch<AgentConversationDetail>(path, { method: 'POST' }));
      setAlert(null);
      onChanged();
    } catch (error) {
      setAlert(messageOf(error));
    }
  };
  const send = (body: string, attachmentId?: string) => {
    const sent = socket.current?.send({
      type: 'send',
      clientMessageId: crypto.randomUUID(),
      body,
      ...(attachmentId ? { attachmentId } : {}),
    });
    if (!sent) setAlert(ERROR_MESSAGES.chatResend);
  };

  if (!detail) return <p className="agent-chat__empty">Opening the chat...</p>;
  const holding = detail.status === 'ACTIVE';
  return (
    <section className="agent-chat__panel" aria-labelledby={`${messageId}-title`}>
      <div className="agent-chat__head">
        <h2 id={`${messageId}-title`}>{detail.friendlyName}</h2>
        <p>{detail.emailAddress}</p>
        <div className="agent-chat__actions">
          {detail.status === 'WAITING' ? (
            <button
              type="button"
              className="console__button"
              onClick={() => void act(CHAT_PATHS.agentClaim(id))}
            >
              Take this chat
            </button>
          ) : null}
          {detail.status !== 'CLOSED' ? (
            <button
              type="button"
              className="console__button console__button--secondary"
              onClick={() => void act(CHAT_PATHS.agentClose(id))}
            >
              End chat
            </button>
          ) : (
            <p>This chat has ended.</p>
          )}
        </div>
      </div>
      <div role="alert" aria-atomic="true">
        {alert ? <p className="chat-alert chat-alert--warning">{alert}</p> : null}
      </div>
      <div className="agent-chat__body">
        <div className="chat-log agent-chat__log" role="log" aria-live="polite" aria-label="Messages">
          <ol className="chat-log__list">
            {messages.map((message) => (
              <li key={message.id} className={`chat-message chat-message--${sideOf(message.senderType)}`}>
                <span className="chat-message__sender">
                  {message.senderType === 'AGENT' ? 'You' : message.senderName}
                </span>
                {message.body ? <p className="chat-message__body">{message.body}</p> : null}
                {message.attachment ? (
                  <button
                    type="button"
                    className="chat-message__file"
                    onClick={() =>
                      void downloadAttachment(message.attachment ?? ({} as never), {
                        conversationId: id,
                        bearer: consoleSession.token() ?? undefined,
                      })
                    }
                  >
                    Download {message.attachment.fileName} ({formatFileSize(message.attachment.sizeBytes)})
                  </button>
                ) : null}
              </li>
            ))}
          </ol>
        </div>
        <aside className="agent-chat__application console__card" aria-label="Application">
          <h3>Application</h3>
          {detail.application ? (
            <dl className="definition-list">
              <div className="definition-list__row">
                <dt>Status</dt>
                <dd>{detail.application.statusLabel}</dd>
              </div>
              <div className="definition-list__row">
                <dt>Next step</dt>
                <dd>{detail.application.nextStep}</dd>
              </div>
              {detail.application.loanNumber ? (
                <div className="definition-list__row">
                  <dt>Loan number</dt>
                  <dd>{detail.application.loanNumber}</dd>
                </div>
              ) : null}
              <div className="definition-list__row">
                <dt>Open tasks</dt>
                <dd>
                  {detail.application.openConditions.length > 0
                    ? detail.application.openConditions.join('; ')
                    : 'None'}
                </dd>
              </div>
            </dl>
          ) : (
            <p>Not signed in: no application is linked to this chat.</p>
          )}
        </aside>
      </div>
      {holding ? (
        <form
          className="chat-composer"
          onSubmit={(event) => {
            event.preventDefault();
            if (!text.trim()) return;
            send(text.trim());
            setText('');
          }}
        >
          <label className="field__label" htmlFor={messageId}>
            Reply
          </label>
          <textarea
            id={messageId}
            className="field__input chat-composer__input"
            rows={2}
            value={text}
            maxLength={2000}
            onChange={(event) => setText(event.target.value)}
          />
          <div className="chat-composer__actions">
            <label className="console__button console__button--secondary" htmlFor={fileId}>
              Attach a file
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
                  setAlert(CHAT_MESSAGES.wrongAttachment);
                  return;
                }
                try {
                  const stored = await chatApi.attach(file, {
                    conversationId: id,
                    bearer: consoleSession.token() ?? undefined,
                  });
                  send('', stored.id);
                } catch (error) {
                  setAlert(error instanceof Error ? error.message : ERROR_MESSAGES.chatResend);
                }
              }}
            />
            <button type="submit" className="console__button">
              Send reply
            </button>
          </div>
        </form>
      ) : null}
    </section>
  );
}
