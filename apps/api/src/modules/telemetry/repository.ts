import type { SessionKey } from '@hearth/domain/entities';
import { TELEMETRY_SESSION_IDLE_MS } from '@hearth/domain/telemetry';
import { and, eq, gte } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { telemetryEvents, telemetrySessions } from './schema';

export type TelemetrySessionRow = typeof telemetrySessions.$inferSelect;
export type NewTelemetrySession = typeof telemetrySessions.$inferInsert;
export type NewTelemetryEvent = typeof telemetryEvents.$inferInsert;

/** The session the browser presents, if its uuid, epoch and tracker all match a stored one. */
export async function findSession(db: Db, key: SessionKey): Promise<TelemetrySessionRow | undefined> {
  const [row] = await db
    .select()
    .from(telemetrySessions)
    .where(
      and(
        eq(telemetrySessions.uuid, key.uuid),
        eq(telemetrySessions.epoch, key.epoch),
        eq(telemetrySessions.trackerUuid, key.trackerUuid),
      ),
    )
    .limit(1);
  return row;
}

/**
 * The presented session when it may go on: it matches, was used within the idle window, and belongs to the
 * same person (an anonymous session may become the caller's; a signed-in one never becomes someone else's
 * or anonymous again).
 */
export async function findReusableSession(
  db: Db,
  key: SessionKey,
  identityUuid: string | null,
  now: Date,
): Promise<TelemetrySessionRow | undefined> {
  const [row] = await db
    .select()
    .from(telemetrySessions)
    .where(
      and(
        eq(telemetrySessions.uuid, key.uuid),
        eq(telemetrySessions.epoch, key.epoch),
        eq(telemetrySessions.trackerUuid, key.trackerUuid),
        gte(telemetrySessions.lastSeenAt, new Date(now.getTime() - TELEMETRY_SESSION_IDLE_MS)),
      ),
    )
    .limit(1);
  if (!row) return undefined;
  if (row.identityUuid !== null && row.identityUuid !== identityUuid) return undefined;
  return row;
}

/** Marks the session used now and, the first time a signed-in caller uses it, whose it is. */
export async function touchSession(
  db: Db,
  uuid: string,
  now: Date,
  identityUuid: string | null = null,
): Promise<void> {
  await db
    .update(telemetrySessions)
    .set(identityUuid ? { lastSeenAt: now, identityUuid } : { lastSeenAt: now })
    .where(eq(telemetrySessions.uuid, uuid));
}

export async function insertSession(db: Db, values: NewTelemetrySession): Promise<TelemetrySessionRow> {
  const [row] = await db.insert(telemetrySessions).values(values).returning();
  if (!row) throw new Error('telemetry session insert returned no row');
  return row;
}

/** Stores the event unless one with the same dedupe key exists; true when it was stored. */
export async function insertEventOnce(db: Db, values: NewTelemetryEvent): Promise<boolean> {
  const inserted = await db
    .insert(telemetryEvents)
    .values(values)
    .onConflictDoNothing({ target: telemetryEvents.dedupeKey })
    .returning({ id: telemetryEvents.id });
  return inserted.length > 0;
}
