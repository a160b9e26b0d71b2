import { type InvitationView, SIGNER_MESSAGES as MESSAGES } from '@hearth/domain/additional-signers';
import { DomainError } from '@hearth/domain/errors';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { findApplication } from '../application/repository';
import { hashPassword, verifyPassword } from '../identity/passwords';
import { findIdentityByEmail, type IdentityRow, insertIdentityWithProfile } from '../identity/repository';
import { borrowerName, conflict, invitationsOf, propertyLine } from '../owners/owners';
import { refuseAnotherParty } from '../owners/party';
import { signerInvitations } from '../owners/schema';
import { tokenHash } from './invitations';

/**
 * Now on an application's clock (decision 0188). A link names no application, so its calls read the clock of the
 * application the invitation belongs to, the one its expiry was set on.
 */
export type NowOf = (applicationUuid: string) => Date;

/** The invitation a token opens; refused when unknown, used or expired. */
async function openInvitation(db: Db, token: string, nowOf: NowOf) {
  const [invitation] = await db
    .select()
    .from(signerInvitations)
    .where(eq(signerInvitations.tokenHash, tokenHash(token)));
  if (!invitation) throw new DomainError('NOT_FOUND', MESSAGES.invitationInvalid);
  if (invitation.acceptedAt) throw conflict(MESSAGES.invitationUsed);
  if (invitation.expiresAt.getTime() <= nowOf(invitation.applicationUuid).getTime())
    throw new DomainError('CONFLICT', MESSAGES.invitationExpired);
  const app = await findApplication(db, invitation.applicationUuid);
  if (!app) throw new DomainError('NOT_FOUND', MESSAGES.invitationInvalid);
  return { invitation, app };
}

/** What the link is for, shown before the owner sets a password. */
export async function invitationView(db: Db, token: string, nowOf: NowOf): Promise<InvitationView> {
  const { invitation, app } = await openInvitation(db, token, nowOf);
  return {
    ownerName: invitation.ownerName,
    email: invitation.email,
    borrowerName: borrowerName(app),
    property: propertyLine(app),
    expiresAt: invitation.expiresAt.toISOString(),
    accountExists: (await findIdentityByEmail(db, invitation.email)) !== undefined,
  };
}

/**
 * The owner sets a password: a co-deeder identity (profile type CO_DEEDER) under the invitation's address, tied
 * to the invitation in the same transaction that spends the token, so a link works once. An address that already
 * has an account (an owner invited to a second application, or a borrower elsewhere) accepts with its password,
 * but never the account of this application's borrower or of another of its owners (decision 0191).
 */
export async function acceptInvitation(
  db: Db,
  body: { token: string; password: string },
  nowOf: NowOf,
): Promise<IdentityRow> {
  const { invitation, app } = await openInvitation(db, body.token, nowOf);
  const existing = await findIdentityByEmail(db, invitation.email);
  if (existing && !(await verifyPassword(existing.passwordHash, body.password)))
    throw new DomainError('VALIDATION_FAILED', MESSAGES.wrongPassword);
  const passwordHash = existing ? '' : await hashPassword(body.password);
  return db.transaction(async (tx) => {
    const identity =
      existing ??
      (
        await insertIdentityWithProfile(tx, {
          email: invitation.email,
          passwordHash,
          phoneNumber: '',
          organizationCode: app.organizationCode,
          role: 'CO_DEEDER',
        })
      )?.identity;
    // Another request created the account between the read and this insert: its password decides next time.
    if (!identity) throw conflict(MESSAGES.invitationUsed);
    // Thrown here, the transaction writes nothing: no account, the token unspent.
    const accepting = { identityUuid: identity.uuid };
    const others = (await invitationsOf(tx, app.uuid)).filter((i) => i.id !== invitation.id);
    refuseAnotherParty(app.identityUuid, [...others, accepting], accepting);
    const [spent] = await tx
      .update(signerInvitations)
      .set({ acceptedAt: nowOf(invitation.applicationUuid), identityUuid: identity.uuid })
      .where(
        and(
          eq(signerInvitations.id, invitation.id),
          eq(signerInvitations.tokenHash, tokenHash(body.token)),
          isNull(signerInvitations.acceptedAt),
        ),
      )
      .returning();
    if (!spent) throw conflict(MESSAGES.invitationUsed);
    return identity;
  });
}
