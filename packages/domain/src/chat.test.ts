import { describe, expect, it } from 'vitest';
import {
  CHAT_LIMITS,
  chatMode,
  chatPhase,
  countsAsRead,
  isChatSessionExpired,
  sessionExpiresAt,
} from './chat';

describe('chat mode', () => {
  it.each([
    [true, true, true, 'agent'],
    [true, false, false, 'agent'],
    [false, true, true, 'chatbot'],
    [false, true, false, 'chatbot'],
    [false, false, true, 'agent'],
    [false, false, false, 'chatbot'],
  ])(
    'agent session %s, chatbot %s, in hours %s -> %s',
    (hasAgentSession, chatbotActive, withinOperatingHours, mode) => {
      expect(chatMode({ hasAgentSession, chatbotActive, withinOperatingHours })).toBe(mode);
    },
  );
});

describe('chat sessions', () => {
  const start = new Date('2026-11-22T12:00:00Z');
  it('lasts 6 h for agents and 10 min for the chatbot', () => {
    expect(sessionExpiresAt('agent', start).toISOString()).toBe('2026-11-22T18:00:00.000Z');
    expect(sessionExpiresAt('chatbot', start).toISOString()).toBe('2026-11-22T12:10:00.000Z');
  });

  it.each([
    ['2026-11-22T12:10:00Z', new Date('2026-11-22T12:09:59Z'), false],
    ['2026-11-22T12:10:00Z', new Date('2026-11-22T12:10:00Z'), true],
    ['not a date', start, true],
  ])('expiration %s at %s expired: %s', (expiration, now, expired) => {
    expect(isChatSessionExpired(expiration, now)).toBe(expired);
  });
  it('accepts a Date expiration', () => {
    expect(isChatSessionExpired(new Date('2026-11-22T13:00:00Z'), start)).toBe(false);
  });

  it.each([
    [false, false, 'form'],
    [true, true, 'messaging'],
    [true, false, 'ended'],
  ])('session %s, active %s -> %s', (hasSession, conversationActive, phase) => {
    expect(chatPhase({ hasSession, conversationActive })).toBe(phase);
  });

  it('counts a document read at 25% visible', () => {
    expect(countsAsRead(0.249)).toBe(false);
    expect(countsAsRead(0.25)).toBe(true);
    expect(CHAT_LIMITS.initialHistoryMessages).toBe(20);
  });
});
