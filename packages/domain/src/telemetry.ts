import { z } from 'zod';
import type { TelemetryEvent } from './entities';

export const TELEMETRY_LIB_VERSION = '2.2.24';
export const TELEMETRY_PLATFORM = 'WEB';
export const TELEMETRY_CONTEXTS = ['external', 'authenticated'] as const;
export type TelemetryContext = (typeof TELEMETRY_CONTEXTS)[number];
export const PAGE_VIEW_EVENT = 'page_view';
export const ROUTE_EVENT = 'route';

/** Calls in the 'external' context carry no token (spec section 6). */
export function telemetryCarriesToken(context: TelemetryContext): boolean {
  return context === 'authenticated';
}

export const telemetrySessionRequestSchema = z.object({
  platform: z.literal(TELEMETRY_PLATFORM),
  libVersion: z.string(),
  referrer: z.string().optional().default(''),
  queryParams: z.record(z.string(), z.string()).default({}),
  screenWidth: z.number().int().min(0),
  screenHeight: z.number().int().min(0),
  windowWidth: z.number().int().min(0),
  windowHeight: z.number().int().min(0),
  sessionKey: z.string().optional(),
  appVersion: z.string().optional(),
});
export type TelemetrySessionRequest = z.output<typeof telemetrySessionRequestSchema>;

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
