import { ceremonyAction, sameName } from '@hearth/domain/signing';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { helocApplications } from '../application/schema';
import { loanDocuments } from '../documents/schema';
import { otherPartyOf, SIGNER_ACTIONS } from '../owners/party';
import { signerInvitations } from '../owners/schema';
import { signingActs } from './schema';

/**
 * The additional signers who have not yet signed or acknowledged every document of theirs (decision 0177), by the
 * name title gives them; the borrower's `finishSigning` asks it (from the signers' folder, decision 0190). An owner
 * whose invitation is held by the borrower's account or another owner's has not signed, whatever acts that account
 * holds (decision 0191).
 */
export async function signersStillToSign(db: Pick<Db, 'select'>, applicationUuid: string): Promise<string[]> {
  const invitations = await db
    .select()
    .from(signerInvitations)
    .where(eq(signerInvitations.applicationUuid, applicationUuid));
  if (invitations.length === 0) return [];
  const [app] = await db
    .select({ identityUuid: helocApplications.identityUuid, propertyState: helocApplications.propertyState })
    .from(helocApplications)
    .where(eq(helocApplications.uuid, applicationUuid));
  const docs = await db
    .select()
    .from(loanDocuments)
    .where(eq(loanDocuments.applicationUuid, applicationUuid));
  const acts = await db
    .select({ documentId: signingActs.documentId, identityUuid: signingActs.identityUuid })
    .from(signingActs)
    .where(and(eq(signingActs.applicationUuid, applicationUuid)));
  return invitations
    .filter((invitation) => {
      if (!invitation.identityUuid || !invitation.joinedAt) return true;
      if (!app || otherPartyOf(app.identityUuid, invitations, invitation)) return true;
      // What a Texas owner signs at the closing is not theirs to do online (decision 0201).
      const theirs = docs.filter((d) => {
        const action = ceremonyAction(app.propertyState, d.type, SIGNER_ACTIONS[d.type]);
        return (
          action !== undefined &&
          action !== 'AT_CLOSING' &&
          (d.type !== 'RIGHT_TO_CANCEL' || sameName(d.recipient, invitation.ownerName))
        );
      });
      const done = acts.filter((a) => a.identityUuid === invitation.identityUuid).map((a) => a.documentId);
      return theirs.length === 0 || theirs.some((d) => !done.includes(d.id));
    })
    .map((invitation) => invitation.ownerName);
}
