import { CONDITION_MESSAGES } from '@hearth/domain/conditions';
import { DomainError } from '@hearth/domain/errors';
import type { Db } from '../../db/database';
import type { ApplicationRow } from '../application/repository';
import type { DeedParty } from '../notary/schema';
import { borrowerName, invitationsOf } from './owners';
import { signerParty } from './party';
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

/**
 * Who signs the deed of trust before the notary (decision 0184): the borrower, then each owner on title who joined,
 * under the name they joined with (the name their signature was adopted in).
 */
export async function deedParties(db: Pick<Db, 'select'>, app: ApplicationRow): Promise<DeedParty[]> {
  const parties: DeedParty[] = [{ identityUuid: app.identityUuid, name: borrowerName(app), borrower: true }];
  for (const invitation of await invitationsOf(db, app.uuid))
    if (invitation.identityUuid && invitation.joinedAt)
      parties.push({
        identityUuid: invitation.identityUuid,
        name: signerParty(invitation).name,
        borrower: false,
      });
  return parties;
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
