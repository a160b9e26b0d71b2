import { type CoDeedApplication, type CoDeedStatus, signerNextPage } from '@hearth/domain/additional-signers';
import { allows } from '@hearth/domain/status-actions';
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { helocApplications } from '../application/schema';
import { notaryDeedSignatures, notarySessions } from '../notary/schema';
import { borrowerName, propertyLine } from '../owners/owners';
import { signerInvitations } from '../owners/schema';
import type { SignerContext } from '../owners/signer-application';
import { signedAt } from './progress';

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
      // An owner who signed before they were given the disclosures acknowledges them while they may cancel (0202).
      receiptsToGive: allows(ctx.app.status, 'cancelLine') && signed === null,
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
