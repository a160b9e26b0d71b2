/** Chat rules of spec sections 4 and 9. */

export type ChatMode = 'agent' | 'chatbot';
export type ChatPhase = 'form' | 'messaging' | 'ended';

export const CHAT_LIMITS = {
  agentSessionMs: 6 * 60 * 60_000,
  chatbotSessionMs: 10 * 60_000,
  refreshMs: 60_000,
  pingMs: 10_000,
  initialHistoryMessages: 20,
  documentReadVisibleRatio: 0.25,
  viewerMaxWidthPx: 700,
} as const;

export const START_NEW_CHAT_LABEL = 'Start new chat';
export const POP_WEBCHAT_PARAM = 'pop-webchat';

/** Agent if an agent session exists; else chatbot if active; else agent in operating hours, chatbot outside. */
export function chatMode(input: {
  hasAgentSession: boolean;
  chatbotActive: boolean;
  withinOperatingHours: boolean;
}): ChatMode {
  if (input.hasAgentSession) return 'agent';
  if (input.chatbotActive) return 'chatbot';
  return input.withinOperatingHours ? 'agent' : 'chatbot';
}

export function sessionLifetimeMs(mode: ChatMode): number {
  return mode === 'agent' ? CHAT_LIMITS.agentSessionMs : CHAT_LIMITS.chatbotSessionMs;
}

export function sessionExpiresAt(mode: ChatMode, startedAt: Date): Date {
  return new Date(startedAt.getTime() + sessionLifetimeMs(mode));
}

export function isChatSessionExpired(expiration: string | Date, now: Date): boolean {
  const t = typeof expiration === 'string' ? Date.parse(expiration) : expiration.getTime();
  return Number.isNaN(t) || t <= now.getTime();
}

/** Phase of the widget: the form before engagement, messaging while active, ended when the conversation stops. */
export function chatPhase(input: { hasSession: boolean; conversationActive: boolean }): ChatPhase {
  if (!input.hasSession) return 'form';
  return input.conversationActive ? 'messaging' : 'ended';
}

/** A document in the viewer counts as read when at least 25% of it is visible. */
export function countsAsRead(visibleRatio: number): boolean {
  return visibleRatio >= CHAT_LIMITS.documentReadVisibleRatio;
}
