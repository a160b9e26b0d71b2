import type { TelemetryEvent } from './entities';

/**
 * Telemetry's rules without zod (decision 0198): constants, the marketing query parameters, personal-data
 * scrubbing and deduplication. The web client runs on every page and imports this module alone, so zod does not
 * come with it; `telemetry.ts` re-exports it beside the request and response schemas the server checks.
 */

export const TELEMETRY_LIB_VERSION = '2.2.24';
export const TELEMETRY_PLATFORM = 'WEB';
export const TELEMETRY_CONTEXTS = ['external', 'authenticated'] as const;
export type TelemetryContext = (typeof TELEMETRY_CONTEXTS)[number];
export const PAGE_VIEW_EVENT = 'page_view';
export const ROUTE_EVENT = 'route';
/** Page views dedupe on the history entry: a re-render or a reload of one entry is one view, a new visit is not. */
export const PAGE_VIEW_DEDUPE_PROPERTY = 'navigationKey';

/** POST {base}/ft/{context}/session and /event (spec section 7); the base is the site root. */
export const TELEMETRY_PATHS = {
  session: (context: TelemetryContext) => `/ft/${context}/session`,
  event: (context: TelemetryContext) => `/ft/${context}/event`,
} as const;

/** A session not used (session call or event) for this long is over; the next session call starts a new one. */
export const TELEMETRY_SESSION_IDLE_MS = 30 * 60_000;

/** Calls in the 'external' context carry no token (spec section 6). */
export function telemetryCarriesToken(context: TelemetryContext): boolean {
  return context === 'authenticated';
}

export const TELEMETRY_LIMITS = {
  /** Largest request body of either telemetry call, in bytes (a keepalive request may carry 64 KiB at most). */
  bodyBytes: 16 * 1024,
  text: 512,
  queryParams: 20,
  queryValue: 100,
  propertyKeys: 50,
  propertyDepth: 4,
  propertyText: 500,
} as const;

/**
 * The marketing parameters kept from a query string (decision 0070); everything else, including any value that
 * looks like personal data, is dropped before it leaves the browser and again on the server.
 */
export const MARKETING_QUERY_PARAMS = [
  'org',
  'offerCode',
  'referrerId',
  'referralId',
  'gclid',
  'fbclid',
  'msclkid',
] as const;
const MARKETING_PREFIX = 'utm_';

export const REDACTED = '[redacted]';

const EMAIL_PATTERN = /[^\s@]+@[^\s@]+\.[^\s@]+/;
const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Nine or more digits, separators allowed between them: SSNs, phone numbers, account and card numbers. */
const LONG_NUMBER_PATTERN = /\d(?:[\s().-]*\d){8,}/;
/** Property names whose values are personal data whatever they look like. */
const SENSITIVE_KEY_PATTERN =
  /e-?mail|phone|mobile|ssn|social|tax.?id|dob|birth|password|passw|secret|token|jwt|auth|first.?name|last.?name|full.?name|^name$|street|address|zip|account.?num|routing|card|income/i;

/** True for a value that looks like an e-mail address, SSN, phone, account or card number. */
export function looksLikePii(value: string | number): boolean {
  if (typeof value === 'number') return Number.isInteger(value) && Math.abs(value) >= 100_000_000;
  // Record identifiers (application, session) are not personal data, even when their hex runs are digits.
  if (UUID_PATTERN.test(value)) return false;
  return EMAIL_PATTERN.test(value) || LONG_NUMBER_PATTERN.test(value);
}

function truncate(value: string, max: number): string {
  return value.length > max ? value.slice(0, max) : value;
}

/** `?a=1&b=2` as pairs (the domain compiles without DOM or Node types, so no URLSearchParams). */
function queryPairs(search: string): [string, string][] {
  const decode = (part: string) => {
    try {
      return decodeURIComponent(part.replace(/\+/g, ' '));
    } catch {
      return '';
    }
  };
  return search
    .replace(/^\?/, '')
    .split('&')
    .filter((pair) => pair !== '')
    .map((pair) => {
      const at = pair.indexOf('=');
      return at === -1 ? [decode(pair), ''] : [decode(pair.slice(0, at)), decode(pair.slice(at + 1))];
    });
}

/** Only the marketing keys (utm_*, org, offerCode, ...), values truncated, personal-looking values dropped. */
export function marketingQueryParams(params: Record<string, string> | string): Record<string, string> {
  const entries = typeof params === 'string' ? queryPairs(params) : Object.entries(params);
  const kept: Record<string, string> = {};
  let count = 0;
  for (const [key, value] of entries) {
    if (count >= TELEMETRY_LIMITS.queryParams) break;
    const allowed =
      (MARKETING_QUERY_PARAMS as readonly string[]).includes(key) ||
      (key.startsWith(MARKETING_PREFIX) && key.length <= 40 && /^[a-z0-9_]+$/.test(key));
    if (!allowed || value === '' || looksLikePii(value) || Object.hasOwn(kept, key)) continue;
    kept[key] = truncate(value, TELEMETRY_LIMITS.queryValue);
    count++;
  }
  return kept;
}

function scrubValue(value: unknown, depth: number): unknown {
  if (typeof value === 'string') {
    return looksLikePii(value) ? REDACTED : truncate(value, TELEMETRY_LIMITS.propertyText);
  }
  if (typeof value === 'number') return looksLikePii(value) ? REDACTED : value;
  if (typeof value === 'boolean' || value === null) return value;
  if (depth >= TELEMETRY_LIMITS.propertyDepth) return undefined;
  if (Array.isArray(value)) {
    return value
      .slice(0, TELEMETRY_LIMITS.propertyKeys)
      .map((item) => scrubValue(item, depth + 1))
      .filter((item) => item !== undefined);
  }
  if (typeof value === 'object') return scrubObject(value as Record<string, unknown>, depth + 1);
  return undefined;
}

function scrubObject(properties: Record<string, unknown>, depth: number): Record<string, unknown> {
  const scrubbed: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(properties).slice(0, TELEMETRY_LIMITS.propertyKeys)) {
    if (SENSITIVE_KEY_PATTERN.test(key)) {
      scrubbed[key] = REDACTED;
      continue;
    }
    const clean = scrubValue(value, depth);
    if (clean !== undefined) scrubbed[key] = clean;
  }
  return scrubbed;
}

/**
 * Event properties without personal data: values under personal-data names and values that look like an
 * e-mail, SSN, phone, account or card number become '[redacted]'; text is truncated, nesting and size capped.
 */
export function scrubEventProperties(properties: Record<string, unknown>): Record<string, unknown> {
  return scrubObject(properties, 0);
}

/** A path or URL reduced to its path: query strings and fragments can carry personal data. */
export function pathOnly(pathOrUrl: string): string {
  const end = pathOrUrl.search(/[?#]/);
  return truncate(end === -1 ? pathOrUrl : pathOrUrl.slice(0, end), TELEMETRY_LIMITS.text);
}

/** Key under which an event is deduplicated; null when the event opts out. */
export function dedupeKey(
  event: Pick<TelemetryEvent, 'event' | 'pagePath' | 'dontDedupe' | 'dedupeProperty' | 'eventProperties'>,
): string | null {
  if (event.dontDedupe) return null;
  const property = event.dedupeProperty ? String(event.eventProperties[event.dedupeProperty] ?? '') : '';
  return `${event.event}|${event.pagePath}|${property}`;
}

/** Records the event in `seen` and tells whether it should be sent (duplicates are ignored). */
export function shouldSendEvent(event: Parameters<typeof dedupeKey>[0], seen: Set<string>): boolean {
  const key = dedupeKey(event);
  if (key === null) return true;
  if (seen.has(key)) return false;
  seen.add(key);
  return true;
}

/**
 * How long telemetry is kept (decision 0222): 13 months, so a year-on-year comparison is possible and nothing older
 * lingers; the retention job deletes events and sessions older than this every hour.
 */
export const TELEMETRY_RETENTION_DAYS = 395;
