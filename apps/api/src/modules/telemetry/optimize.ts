import { randomUUID } from 'node:crypto';
import { DomainError } from '@hearth/domain/errors';
import {
  type Decision,
  decide,
  type FeatureKey,
  featureEnabled,
  isFeatureKey,
  EXPERIMENT_MESSAGES as MESSAGES,
  OPTIMIZE_FEATURES,
} from '@hearth/domain/experiments';
import type { TelemetryContext } from '@hearth/domain/telemetry';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { optimizelyProfiles } from '../application/schema';
import { sessionReplayLinks, telemetrySessions } from './schema';

/** The id a signed-in person is bucketed under: their optimizely profile, assigned on first use and kept. */
export async function profileIdOf(db: Db, identityUuid: string): Promise<string> {
  await db
    .insert(optimizelyProfiles)
    .values({ identityUuid, optimizelyProfileUuid: randomUUID() })
    .onConflictDoNothing();
  const [row] = await db
    .select({ id: optimizelyProfiles.optimizelyProfileUuid })
    .from(optimizelyProfiles)
    .where(eq(optimizelyProfiles.identityUuid, identityUuid));
  if (!row) throw new Error(`optimizely profile of ${identityUuid} missing after insert`);
  return row.id;
}

/**
 * Who is deciding: signed in, their profile (the same variation on every device); in the external context, the
 * browser's tracker, which must belong to a telemetry session this server started ('Could not establish session.'
 * otherwise: a decision is only made for a session it can be measured in).
 */
export async function deciderOf(
  db: Db,
  context: TelemetryContext,
  identityUuid: string | null,
  trackerId: string,
): Promise<string> {
  if (context === 'authenticated' && identityUuid) return profileIdOf(db, identityUuid);
  const [session] = await db
    .select({ uuid: telemetrySessions.uuid })
    .from(telemetrySessions)
    .where(eq(telemetrySessions.trackerUuid, trackerId))
    .limit(1);
  if (!session) throw new DomainError('CONFLICT', MESSAGES.noSession);
  return trackerId;
}

export function featureFor(userId: string, featureKey: string): { featureKey: FeatureKey; enabled: boolean } {
  if (!isFeatureKey(featureKey)) throw new DomainError('NOT_FOUND', MESSAGES.unknownFeature(featureKey));
  return { featureKey, enabled: featureEnabled(featureKey, userId) };
}

export function featuresFor(userId: string): { featureKey: string; enabled: boolean }[] {
  return (Object.keys(OPTIMIZE_FEATURES) as FeatureKey[]).map((key) => featureFor(userId, key));
}

export function decisionsFor(userId: string, keys?: readonly string[]): Decision[] {
  return decide(userId, keys);
}

/** The session-replay link of an application, for support: one per application, the latest kept. */
export async function saveSessionReplayLink(
  db: Db,
  applicationUuid: string,
  identityUuid: string,
  link: string,
): Promise<{ applicationUuid: string; link: string }> {
  const values = { link, identityUuid, updatedAt: new Date() };
  await db
    .insert(sessionReplayLinks)
    .values({ applicationUuid, ...values })
    .onConflictDoUpdate({ target: sessionReplayLinks.applicationUuid, set: values });
  return { applicationUuid, link };
}
