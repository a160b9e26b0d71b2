import {
  type CoDeedApplication,
  SIGNER_MESSAGES as MESSAGES,
  type SignerIdentity,
} from '@hearth/domain/additional-signers';
import { and, eq, isNull } from 'drizzle-orm';
import { findApplication } from '../application/repository';
import type { CollateralDeps } from '../collateral/deps';
import { readFile } from '../collateral/file';
import { openRequirements } from '../collateral/title';
import { eSignConsentOf } from '../documents/e-sign-consent';
import { requireDemonstration } from '../e-sign/demonstration';
import { identityColumns, identityRefusal, renameProfile } from '../owners/owner-identity';
import { invitationsOf, outOfOrder } from '../owners/owners';
import { signerInvitations } from '../owners/schema';
import type { SignerContext } from '../owners/signer-application';
import { coDeedApplication } from './co-deed';

export interface JoinCircumstances {
  ip: string;
  userAgent: string;
  now: Date;
  encryptionKey: Uint8Array;
}

/**
 * The owner confirms who they are (the name title gives them and their date of birth; no SSN: no credit is pulled
 * on an owner who does not borrow), consents to e-sign (the full consent, once they opened its sample PDF: decision
 * 0202) and agrees to the lien. When every owner has joined, the
 * application continues to insurance as it would have without them.
 */
export async function joinApplication(
  deps: CollateralDeps,
  ctx: SignerContext,
  body: SignerIdentity,
  who: JoinCircumstances,
): Promise<CoDeedApplication> {
  const { app, invitation } = ctx;
  if (app.status === 'CANCELLED' || app.status === 'DECLINED') throw outOfOrder(MESSAGES.notInvitingNow);
  if (invitation.joinedAt) return coDeedApplication(deps.db, ctx);
  const refusal = identityRefusal(app, invitation, body, who.now);
  if (refusal) throw refusal;
  // The owner consents to the same E-SIGN text as the borrower, only after opening its sample PDF (decision 0202).
  const eSign = eSignConsentOf(deps, app);
  if (!eSign || !invitation.identityUuid) throw outOfOrder(MESSAGES.notInvitingNow);
  await requireDemonstration(
    deps.db,
    { applicationUuid: app.uuid, identityUuid: invitation.identityUuid },
    eSign,
  );
  const [joined] = await deps.db.transaction(async (tx) => {
    const rows = await tx
      .update(signerInvitations)
      .set({
        joinedAt: who.now,
        ...identityColumns(body, who.encryptionKey),
        eSignConsentAt: who.now,
        eSignConsentVersion: eSign.version,
        eSignConsentSha256: eSign.sha256,
        lienConsentAt: who.now,
        joinIp: who.ip,
        joinUserAgent: who.userAgent.slice(0, 300),
      })
      .where(and(eq(signerInvitations.id, invitation.id), isNull(signerInvitations.joinedAt)))
      .returning();
    await renameProfile(tx, invitation, body, who.now);
    return rows;
  });
  await continueWhenEveryoneJoined(deps, app.uuid);
  const latest = (await findApplication(deps.db, app.uuid)) ?? app;
  return coDeedApplication(deps.db, { app: latest, invitation: joined ?? invitation });
}

/** CO_DEED_REQUEST -> TRUST_AND_INSURANCE once every owner on title has joined; a repeat moves nothing. */
export async function continueWhenEveryoneJoined(deps: CollateralDeps, uuid: string): Promise<void> {
  const app = await findApplication(deps.db, uuid);
  const file = await readFile(deps.db, uuid);
  if (app?.status !== 'CO_DEED_REQUEST' || !file) return;
  const owners = file.title?.additionalSigners ?? [];
  const invitations = await invitationsOf(deps.db, uuid);
  const everyone = owners.every((owner) => invitations.some((i) => i.ownerName === owner && i.joinedAt));
  if (owners.length === 0 || !everyone) return;
  const moved = await openRequirements(deps, uuid, file, {
    uuid,
    from: 'CO_DEED_REQUEST',
    to: 'TRUST_AND_INSURANCE',
    actor: 'borrower',
    reason: 'every additional signer joined',
  });
  if (moved) await deps.advance(uuid);
}
