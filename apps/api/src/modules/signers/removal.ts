import type { SignersView } from '@hearth/domain/additional-signers';
import { CO_DEED_MESSAGES } from '@hearth/domain/brokers';
import { allows } from '@hearth/domain/status-actions';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { notFoundError } from '../../http/errors';
import type { ApplicationRow } from '../application/repository';
import { outbox } from '../identity/schema';
import { borrowerName, conflict, outOfOrder, propertyLine } from '../owners/owners';
import { coDeedRemovals, signerInvitations } from '../owners/schema';
import { signingActs } from '../signing/schema';
import { signersView } from './invitations';

export const INVITATION_WITHDRAWN_MAIL_KIND = 'SIGNER_INVITATION_WITHDRAWN';

/**
 * The borrower removes an additional signer before they have signed (spec section 7's feedback/ceo, decision 0227).
 * In one transaction: the removal is recorded, the invitation deleted (its link stops working, the signer's tasks go
 * with it by the foreign key, and the signer's account no longer opens the application), and the owner told the
 * request is withdrawn. The answer is the signer list read again from the
 * title search: an owner the title still names is back to "not invited". A retry answers the same list.
 */
export async function removeCoDeed(
  db: Db,
  app: ApplicationRow,
  input: { invitationId: string; removedBy: string },
): Promise<SignersView> {
  const [invitation] = await db
    .select()
    .from(signerInvitations)
    .where(
      and(eq(signerInvitations.id, input.invitationId), eq(signerInvitations.applicationUuid, app.uuid)),
    );
  if (!invitation) {
    const [removed] = await db
      .select({ id: coDeedRemovals.id })
      .from(coDeedRemovals)
      .where(
        and(
          eq(coDeedRemovals.invitationId, input.invitationId),
          eq(coDeedRemovals.applicationUuid, app.uuid),
        ),
      );
    if (removed) return signersView(db, app);
    throw notFoundError();
  }
  if (invitation.identityUuid) {
    const [act] = await db
      .select({ id: signingActs.id })
      .from(signingActs)
      .where(
        and(eq(signingActs.applicationUuid, app.uuid), eq(signingActs.identityUuid, invitation.identityUuid)),
      )
      .limit(1);
    if (act) throw conflict(CO_DEED_MESSAGES.alreadySigned);
  }
  if (!allows(app.status, 'inviteSigners')) throw outOfOrder(CO_DEED_MESSAGES.notRemovableNow);
  await db.transaction(async (tx) => {
    const [deleted] = await tx
      .delete(signerInvitations)
      .where(eq(signerInvitations.id, invitation.id))
      .returning({ id: signerInvitations.id });
    // A concurrent removal won: it recorded and told everything.
    if (!deleted) return;
    await tx.insert(coDeedRemovals).values({
      applicationUuid: app.uuid,
      invitationId: invitation.id,
      ownerName: invitation.ownerName,
      email: invitation.email,
      identityUuid: invitation.identityUuid,
      removedBy: input.removedBy,
    });
    await tx.insert(outbox).values({
      identityUuid: app.identityUuid,
      kind: INVITATION_WITHDRAWN_MAIL_KIND,
      recipient: invitation.email,
      subject: `${borrowerName(app)} withdrew the request to sign`,
      body:
        `${borrowerName(app)} withdrew the request for you to sign for the home equity line of credit secured by ` +
        `${propertyLine(app)}. The link we sent you no longer works, and there is nothing for you to do.\n\n` +
        'If you think this is a mistake, contact the borrower or call us.',
    });
  });
  return signersView(db, app);
}
