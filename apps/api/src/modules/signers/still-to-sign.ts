import { sameName } from '@hearth/domain/signing';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { loanDocuments } from '../documents/schema';
import { signingActs } from '../signing/schema';
import { SIGNER_ACTIONS } from './party';
import { signerInvitations } from './schema';

/**
 * The additional signers who have not yet signed or acknowledged every document of theirs (decision 0177), by the
 * name title gives them. Kept apart from the signing calls so the borrower's `finishSigning` can ask it.
 */
export async function signersStillToSign(db: Pick<Db, 'select'>, applicationUuid: string): Promise<string[]> {
  const invitations = await db
    .select()
    .from(signerInvitations)
    .where(eq(signerInvitations.applicationUuid, applicationUuid));
  if (invitations.length === 0) return [];
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
      const theirs = docs.filter(
        (d) =>
          SIGNER_ACTIONS[d.type] &&
          (d.type !== 'RIGHT_TO_CANCEL' || sameName(d.recipient, invitation.ownerName)),
      );
      const done = acts.filter((a) => a.identityUuid === invitation.identityUuid).map((a) => a.documentId);
      return theirs.length === 0 || theirs.some((d) => !done.includes(d.id));
    })
    .map((invitation) => invitation.ownerName);
}
