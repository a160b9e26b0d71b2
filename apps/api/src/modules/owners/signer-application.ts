import { isAdditionalSigner, SIGNER_LIST_VERSION } from '@hearth/domain/signers';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { notFoundError } from '../../http/errors';
import { type ApplicationRow, findApplication } from '../application/repository';
import { profiles } from '../identity/schema';
import { invitationsOf } from './owners';
import { refuseAnotherParty } from './party';
import type { SignerInvitationRow } from './schema';

export interface SignerContext {
  app: ApplicationRow;
  invitation: SignerInvitationRow;
}

/**
 * The application of a signer, or the 404 every other caller gets: the signers listed (version v1) are the
 * identities of the application's accepted invitations (spec section 4, `isAdditionalSigner`). Every call an owner
 * makes as an owner (join, signing, the deed, the right to cancel, their tasks) starts here, so here the guard of
 * decision 0191 refuses an invitation held by the borrower's account or another owner's (one from before the fix).
 */
export async function signerApplicationOr404(
  db: Db,
  uuid: string,
  identityUuid: string,
): Promise<SignerContext> {
  const invitations = (await invitationsOf(db, uuid)).filter((i) => i.identityUuid);
  const [profile] = await db.select().from(profiles).where(eq(profiles.identityUuid, identityUuid));
  const listed = {
    additionalSignerVersion: SIGNER_LIST_VERSION,
    helocSigners: invitations.map((i) => ({ identityUuid: i.identityUuid as string })),
  };
  const invitation = invitations.find((i) => i.identityUuid === identityUuid);
  const app = invitation ? await findApplication(db, uuid) : undefined;
  if (!invitation || !app || !isAdditionalSigner(listed, profile, identityUuid)) throw notFoundError();
  refuseAnotherParty(app.identityUuid, invitations, invitation);
  return { app, invitation };
}
