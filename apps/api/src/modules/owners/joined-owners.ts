import { CONDITION_MESSAGES } from '@hearth/domain/conditions';
import { DomainError } from '@hearth/domain/errors';
import type { Db } from '../../db/database';
import type { ApplicationRow } from '../application/repository';
import { borrowerName, invitationsOf } from './owners';
import type { SignerInvitationRow } from './schema';

/** An owner the lender can ask something of (decision 0183): one of this application's, who has joined. */
export async function joinedSignerOf(
  db: Pick<Db, 'select'>,
  app: ApplicationRow,
  invitationId: string,
): Promise<SignerInvitationRow> {
  const invitation = (await invitationsOf(db, app.uuid)).find((i) => i.id === invitationId);
  if (!invitation) throw new DomainError('NOT_FOUND', CONDITION_MESSAGES.signerNotFound);
  if (!invitation.joinedAt || !invitation.identityUuid)
    throw new DomainError('STEP_OUT_OF_ORDER', CONDITION_MESSAGES.signerNotJoined);
  return invitation;
}

/** Where to write to each owner of an application: the borrower, and every owner on title who joined. */
export async function ownerMailboxes(
  db: Pick<Db, 'select'>,
  app: ApplicationRow,
): Promise<{ name: string; identityUuid: string; email: string }[]> {
  const owners = [{ name: borrowerName(app), identityUuid: app.identityUuid, email: app.email }];
  for (const invitation of await invitationsOf(db, app.uuid))
    if (invitation.identityUuid && invitation.joinedAt)
      owners.push({
        name: invitation.ownerName,
        identityUuid: invitation.identityUuid,
        email: invitation.email,
      });
  return owners;
}
