import { DomainError } from '@hearth/domain/errors';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import type { ApplicationRow } from '../application/repository';
import { readFile } from '../collateral/file';
import { signingSession } from '../signing/service';
import { signerParty } from './party';
import { type SignerInvitationRow, signerInvitations } from './schema';

export const conflict = (message: string) => new DomainError('CONFLICT', message);
export const outOfOrder = (message: string) => new DomainError('STEP_OUT_OF_ORDER', message);

export const borrowerName = (app: ApplicationRow) => `${app.firstName} ${app.lastName}`;
export const propertyLine = (app: ApplicationRow) =>
  `${app.propertyStreet1}, ${app.propertyCity}, ${app.propertyState} ${app.propertyZip}`;

/** The owners on title who are not the applicant (decision 0160's co-deed request). */
export async function ownersToSign(db: Db, uuid: string): Promise<string[]> {
  return (await readFile(db, uuid))?.title?.additionalSigners ?? [];
}

export async function invitationsOf(db: Pick<Db, 'select'>, uuid: string): Promise<SignerInvitationRow[]> {
  return db.select().from(signerInvitations).where(eq(signerInvitations.applicationUuid, uuid));
}

/** Has the signer signed or acknowledged each of their documents (only once the documents exist)? */
export async function signedAt(
  db: Db,
  app: ApplicationRow,
  invitation: SignerInvitationRow,
): Promise<string | null> {
  if (!invitation.identityUuid || !invitation.joinedAt) return null;
  const session = await signingSession(db, app, invitation.identityUuid, signerParty(invitation));
  if (!session.complete) return null;
  return (
    session.documents
      .map((d) => d.signedAt ?? '')
      .sort()
      .at(-1) ?? null
  );
}
