import { randomUUID } from 'node:crypto';
import { DomainError } from '@hearth/domain/errors';
import { SIGNING_MESSAGES as MESSAGES, type SigningSession } from '@hearth/domain/signing';
import { allows } from '@hearth/domain/status-actions';
import type { Db } from '../../db/database';
import type { ApplicationRow } from '../application/repository';
import type { SigningParty } from '../owners/party';
import { signingActs } from './schema';
import { type Circumstances, signingSession } from './service';

const conflict = (message: string) => new DomainError('STEP_OUT_OF_ORDER', message);

/**
 * An owner who reached the right to cancel without the material disclosures (they signed before decision 0202 gave
 * them to every owner) acknowledges them while it runs: receipt only, never a signature, of a document that is
 * theirs, exactly as shown (its SHA-256). Their notice counts as delivered from that day (Regulation Z
 * 1026.15(a)(3)), so their right to cancel runs three business days from it. A repeat answers the act recorded.
 */
export async function acknowledgeWhileCanceling(
  db: Db,
  app: ApplicationRow,
  body: { documentId: string; sha256: string },
  who: Circumstances,
  party: SigningParty,
): Promise<SigningSession> {
  if (!allows(app.status, 'cancelLine')) throw conflict(MESSAGES.notSigning);
  const session = await signingSession(db, app, who.identityUuid, party);
  if (!session.signature) throw conflict(MESSAGES.adoptFirst);
  const doc = session.documents.find((d) => d.documentId === body.documentId);
  if (!doc) throw new DomainError('NOT_FOUND', MESSAGES.notToSign);
  if (doc.action !== 'ACKNOWLEDGE') throw conflict(MESSAGES.notSigning);
  if (doc.sha256 !== body.sha256) throw conflict(MESSAGES.changed);
  if (doc.signedAt) return session;
  await db
    .insert(signingActs)
    .values({
      id: randomUUID(),
      applicationUuid: app.uuid,
      documentId: doc.documentId,
      identityUuid: who.identityUuid,
      documentSha256: doc.sha256,
      action: 'ACKNOWLEDGE',
      signatureName: session.signature.fullName,
      signedAt: who.now,
      ip: who.ip,
      userAgent: who.userAgent.slice(0, 300),
      latitude: null,
      longitude: null,
      accuracyMeters: null,
    })
    .onConflictDoNothing();
  return signingSession(db, app, who.identityUuid, party);
}
