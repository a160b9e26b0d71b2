import { describe, expect, it } from 'vitest';
import {
  dedupeKey,
  looksLikePii,
  marketingQueryParams,
  pathOnly,
  REDACTED,
  scrubEventProperties,
  shouldSendEvent,
  TELEMETRY_LIB_VERSION,
  TELEMETRY_LIMITS,
  TELEMETRY_PATHS,
  telemetryCarriesToken,
  telemetryEventRequestSchema,
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

  it('keeps only a parsed, complete session key and rejects one that is not a uuid', () => {
    const body = {
      platform: 'WEB',
      libVersion: '2.2.24',
      screenWidth: 1,
      screenHeight: 1,
      windowWidth: 1,
      windowHeight: 1,
    };
    const trackerUuid = '7f1f2c4e-0a63-4a5e-9d0e-1e2f3a4b5c6d';
    expect(telemetrySessionRequestSchema.parse({ ...body, sessionKey: { trackerUuid } }).sessionKey).toEqual({
      trackerUuid,
    });
    expect(
      telemetrySessionRequestSchema.safeParse({ ...body, sessionKey: { trackerUuid: 'x' } }).success,
    ).toBe(false);
    expect(telemetrySessionRequestSchema.safeParse({ ...body, screenWidth: -1 }).success).toBe(false);
  });

  it('names the session and event paths of both contexts', () => {
    expect(TELEMETRY_PATHS.session('external')).toBe('/ft/external/session');
    expect(TELEMETRY_PATHS.event('authenticated')).toBe('/ft/authenticated/event');
  });

  it('bounds the event request and defaults it to a WEB HELOC event', () => {
    const parsed = telemetryEventRequestSchema.parse({ domain: 'x', pagePath: '/', event: 'page_view' });
    expect(parsed).toMatchObject({ eventType: 'WEB', productType: 'HELOC', dontDedupe: false });
    expect(telemetryEventRequestSchema.safeParse({ domain: 'x', pagePath: '/', event: 'a b' }).success).toBe(
      false,
    );
    expect(
      telemetryEventRequestSchema.safeParse({ domain: 'x', pagePath: '/', event: 'e', eventType: 'TV' })
        .success,
    ).toBe(false);
    expect(
      telemetryEventRequestSchema.safeParse({ domain: 'x', pagePath: 'p'.repeat(513), event: 'e' }).success,
    ).toBe(false);
  });
});

describe('telemetry personal data rules (decision 0070)', () => {
  it.each([
    ['alex.prime@example.com', true],
    ['123-45-6789', true],
    ['123456789', true],
    ['(555) 555-0123', true],
    ['+1 555.555.0123', true],
    ['4111 1111 1111 1111', true],
    ['12345', false],
    ['register-v2', false],
    ['7f1f2c4e-0a63-4a5e-9d0e-123456789012', false],
    ['2026-11-22', false],
  ])('looksLikePii(%s) is %s', (value, expected) => {
    expect(looksLikePii(value)).toBe(expected);
  });

  it('treats 9-digit whole numbers as personal data and amounts as not', () => {
    expect(looksLikePii(123_456_789)).toBe(true);
    expect(looksLikePii(400_000)).toBe(false);
    expect(looksLikePii(5.5)).toBe(false);
  });

  it('keeps only marketing query parameters, without personal-looking values', () => {
    expect(
      marketingQueryParams(
        '?utm_source=mail&utm_campaign=fall&org=HARBOR&offerCode=ABC123&email=a%40b.co&ssn=123456789&utm_content=a%40b.co&utm_Bad=x&gclid=g1&q=',
      ),
    ).toEqual({ utm_source: 'mail', utm_campaign: 'fall', org: 'HARBOR', offerCode: 'ABC123', gclid: 'g1' });
    expect(marketingQueryParams({ utm_term: 'x'.repeat(300), phone: '5555550123' })).toEqual({
      utm_term: 'x'.repeat(TELEMETRY_LIMITS.queryValue),
    });
    expect(marketingQueryParams('utm_term=a+b&utm_id&utm_bad=%E0%A4%A&utm_term=second')).toEqual({
      utm_term: 'a b',
    });
    const many = Object.fromEntries(Array.from({ length: 40 }, (_, i) => [`utm_k${i}`, 'v']));
    expect(Object.keys(marketingQueryParams(many))).toHaveLength(TELEMETRY_LIMITS.queryParams);
  });

  it('redacts personal data in event properties, at any depth, and caps their size', () => {
    const scrubbed = scrubEventProperties({
      step: 'contact',
      email: 'not-an-email-shape',
      note: 'call me on 555 555 0123',
      amount: 50_000,
      nested: { firstName: 'Alex', tags: ['ok', 'alex@example.com'], deeper: { a: { b: { c: { d: 1 } } } } },
      fn: () => 1,
      long: 'y'.repeat(600),
      applicationUuid: '7f1f2c4e-0a63-4a5e-9d0e-123456789012',
    });
    expect(scrubbed).toEqual({
      step: 'contact',
      email: REDACTED,
      note: REDACTED,
      amount: 50_000,
      nested: { firstName: REDACTED, tags: ['ok', REDACTED], deeper: { a: { b: {} } } },
      long: 'y'.repeat(TELEMETRY_LIMITS.propertyText),
      applicationUuid: '7f1f2c4e-0a63-4a5e-9d0e-123456789012',
    });
    const wide = Object.fromEntries(Array.from({ length: 80 }, (_, i) => [`k${i}`, i]));
    expect(Object.keys(scrubEventProperties(wide))).toHaveLength(TELEMETRY_LIMITS.propertyKeys);
    expect(scrubEventProperties({ list: [null, true, [1]] })).toEqual({ list: [null, true, [1]] });
  });

  it('reduces a path or URL to its path', () => {
    expect(pathOnly('/account/heloc/register-v2?email=a@b.co#top')).toBe('/account/heloc/register-v2');
    expect(pathOnly('https://partner.example/landing?utm_source=x')).toBe('https://partner.example/landing');
    expect(pathOnly('/x'.repeat(400))).toHaveLength(TELEMETRY_LIMITS.text);
  });
});
