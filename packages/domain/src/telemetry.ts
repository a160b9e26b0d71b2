import { z } from 'zod';
import { sessionKeySchema, telemetryEventSchema } from './entities';
import { TELEMETRY_LIMITS, TELEMETRY_PLATFORM } from './telemetry-rules';

export * from './telemetry-rules';

const boundedText = z.string().max(TELEMETRY_LIMITS.text);
const dimension = z.number().int().min(0).max(100_000);

/** What the browser remembers of its session; any part may be missing (a new tab keeps only the tracker). */
export const storedSessionKeySchema = z.object({
  uuid: z.uuid().optional(),
  epoch: z.number().int().min(0).optional(),
  trackerUuid: z.uuid().optional(),
});
export type StoredSessionKey = z.output<typeof storedSessionKeySchema>;

export const telemetrySessionRequestSchema = z.object({
  platform: z.literal(TELEMETRY_PLATFORM),
  libVersion: z.string().max(32),
  referrer: boundedText.optional().default(''),
  queryParams: z.record(z.string().max(64), z.string().max(2048)).default({}),
  screenWidth: dimension,
  screenHeight: dimension,
  windowWidth: dimension,
  windowHeight: dimension,
  sessionKey: storedSessionKeySchema.optional(),
  appVersion: z.string().max(64).optional(),
});
export type TelemetrySessionRequest = z.output<typeof telemetrySessionRequestSchema>;

export const telemetrySessionResponseSchema = z.object({ sessionKey: sessionKeySchema });
export type TelemetrySessionResponse = z.output<typeof telemetrySessionResponseSchema>;

/** The event entity with the bounds the server enforces; identityId is ignored (the token says who). */
export const telemetryEventRequestSchema = telemetryEventSchema.extend({
  domain: boundedText,
  queryParams: z.record(z.string().max(64), z.string().max(2048)).default({}),
  pagePath: boundedText,
  event: z.string().regex(/^[A-Za-z0-9_.:-]{1,64}$/, 'event must be 1 to 64 letters, digits, or _ . : -'),
  sessionKey: z.object({ uuid: z.uuid(), epoch: z.number().int().min(0), trackerUuid: z.uuid() }).optional(),
  identityId: z.string().max(64).optional(),
  applicationUuid: z.uuid().optional(),
  dedupeProperty: z.string().max(64).optional(),
});
export type TelemetryEventRequest = z.input<typeof telemetryEventRequestSchema>;

export const telemetryEventResponseSchema = z.object({
  accepted: z.literal(true),
  /** True when the event was a duplicate of one already recorded in the same session, and was ignored. */
  duplicate: z.boolean(),
});
export type TelemetryEventResponse = z.output<typeof telemetryEventResponseSchema>;
