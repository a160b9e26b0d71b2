import { type CoDeedApplication, type CoDeedStatus, signerNextPage } from '@hearth/domain/additional-signers';
import { isAdditionalSigner, SIGNER_LIST_VERSION } from '@hearth/domain/signers';
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { notFoundError } from '../../http/errors';
import { type ApplicationRow, findApplication } from '../application/repository';
import { helocApplications } from '../application/schema';
import { notaryDeedSignatures, notarySessions } from '../notary/schema';
import { profiles } from '../profile/schema';
import { borrowerName, invitationsOf, propertyLine, signedAt } from './owners';
import { refuseAnotherParty } from './party';
import { type SignerInvitationRow, signerInvitations } from './schema';

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

/** An online notary session is booked and waits for this owner's signature on the deed (decision 0184). */
async function deedToSign(db: Db, ctx: SignerContext): Promise<boolean> {
  if (!['NOTARY_WAITING_PERIOD', 'DEED_SIGNING'].includes(ctx.app.status) || !ctx.invitation.identityUuid)
    return false;
  const [session] = await db
    .select()
    .from(notarySessions)
    .where(eq(notarySessions.applicationUuid, ctx.app.uuid));
  if (session?.kind !== 'ONLINE' || session.missedAt) return false;
  if (!session.deedSigners?.some((party) => party.identityUuid === ctx.invitation.identityUuid)) return false;
  const [signature] = await db
    .select()
    .from(notaryDeedSignatures)
    .where(
      and(
        eq(notaryDeedSignatures.requestId, session.requestId),
        eq(notaryDeedSignatures.identityUuid, ctx.invitation.identityUuid),
      ),
    );
  return !signature;
}

export async function coDeedApplication(db: Db, ctx: SignerContext): Promise<CoDeedApplication> {
  const signed = await signedAt(db, ctx.app, ctx.invitation);
  return {
    uuid: ctx.app.uuid,
    status: ctx.app.status,
    ownerName: ctx.invitation.ownerName,
    borrowerName: borrowerName(ctx.app),
    property: propertyLine(ctx.app),
    joinedAt: ctx.invitation.joinedAt?.toISOString() ?? null,
    signingComplete: signed !== null,
    next: signerNextPage({
      status: ctx.app.status,
      joined: ctx.invitation.joinedAt !== null,
      signingComplete: signed !== null,
      deedToSign: await deedToSign(db, ctx),
    }),
  };
}

/** The co-deed status call (spec section 7): the applications this signer was invited to, newest first. */
export async function coDeedStatus(db: Db, identityUuid: string): Promise<CoDeedStatus> {
  const rows = await db
    .select({ invitation: signerInvitations, app: helocApplications })
    .from(signerInvitations)
    .innerJoin(helocApplications, eq(helocApplications.uuid, signerInvitations.applicationUuid))
    .where(eq(signerInvitations.identityUuid, identityUuid))
    .orderBy(desc(signerInvitations.invitedAt));
  const applications: CoDeedApplication[] = [];
  for (const row of rows) applications.push(await coDeedApplication(db, row));
  return { applications };
}
