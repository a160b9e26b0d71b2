import type { Db } from '../../db/database';
import type { ApplicationRow } from '../application/repository';
import { readFile } from '../collateral/file';
import { signerParty } from '../owners/party';
import type { SignerInvitationRow } from '../owners/schema';
import { signingSession } from '../signing/service';

/** The owners on title who are not the applicant (decision 0160's co-deed request). */
export async function ownersToSign(db: Db, uuid: string): Promise<string[]> {
  return (await readFile(db, uuid))?.title?.additionalSigners ?? [];
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
