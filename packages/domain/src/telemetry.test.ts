import { describe, expect, it } from 'vitest';
import {
  dedupeKey,
  shouldSendEvent,
  TELEMETRY_LIB_VERSION,
  telemetryCarriesToken,
  telemetrySessionRequestSchema,
} from './telemetry';

const event = {
  event: 'page_view',
  pagePath: '/dashboard',
  dontDedupe: false,
  eventProperties: {} as Record<string, unknown>,
};

describe('telemetry', () => {
  it('uses library version 2.2.24 and sends no token in the external context', () => {
    expect(TELEMETRY_LIB_VERSION).toBe('2.2.24');
    expect(telemetryCarriesToken('external')).toBe(false);
    expect(telemetryCarriesToken('authenticated')).toBe(true);
  });

  it('ignores duplicate events', () => {
    const seen = new Set<string>();
    expect(shouldSendEvent(event, seen)).toBe(true);
    expect(shouldSendEvent(event, seen)).toBe(false);
    expect(shouldSendEvent({ ...event, pagePath: '/contact' }, seen)).toBe(true);
  });

  it('honours dontDedupe and dedupeProperty', () => {
    const seen = new Set<string>();
    const always = { ...event, dontDedupe: true };
    expect(dedupeKey(always)).toBeNull();
    expect(shouldSendEvent(always, seen)).toBe(true);
    expect(shouldSendEvent(always, seen)).toBe(true);
    const a = { ...event, dedupeProperty: 'step', eventProperties: { step: 'a' } };
    const b = { ...event, dedupeProperty: 'step', eventProperties: { step: 'b' } };
    expect(shouldSendEvent(a, seen)).toBe(true);
    expect(shouldSendEvent(b, seen)).toBe(true);
    expect(shouldSendEvent(a, seen)).toBe(false);
    expect(dedupeKey({ ...event, dedupeProperty: 'missing' })).toBe('page_view|/dashboard|');
  });

  it('validates the session request', () => {
    const body = {
      platform: 'WEB',
      libVersion: '2.2.24',
      screenWidth: 1,
      screenHeight: 1,
      windowWidth: 1,
      windowHeight: 1,
    };
    expect(telemetrySessionRequestSchema.parse(body).referrer).toBe('');
    expect(telemetrySessionRequestSchema.safeParse({ ...body, platform: 'IOS' }).success).toBe(false);
  });
});
