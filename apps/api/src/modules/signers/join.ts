import {
  type CoDeedApplication,
  SIGNER_MESSAGES as MESSAGES,
  type SignerIdentity,
} from '@hearth/domain/additional-signers';
import { isApplicant } from '@hearth/domain/collateral';
import { DomainError } from '@hearth/domain/errors';
import { dateOfBirthError } from '@hearth/domain/validation';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { encryptField } from '../application/crypto';
import { type ApplicationRow, findApplication } from '../application/repository';
import type { CollateralDeps } from '../collateral/deps';
import { readFile } from '../collateral/file';
import { openRequirements } from '../collateral/title';
import { profiles } from '../profile/schema';
import { invitationsOf, outOfOrder } from './owners';
import { type SignerInvitationRow, signerInvitations } from './schema';
import { coDeedApplication, type SignerContext } from './signer-application';

export interface JoinCircumstances {
  ip: string;
  userAgent: string;
  now: Date;
  encryptionKey: Uint8Array;
}

/**
 * Who the owner says they are, checked as title and the spec check it: every word of the name among the title
 * owner's words, the date of birth by the spec's rules (at least 18, 19 for an Alabama home). The first refusal.
 */
function identityRefusal(
  app: ApplicationRow,
  invitation: SignerInvitationRow,
  body: SignerIdentity,
  now: Date,
): DomainError | null {
  if (!isApplicant(invitation.ownerName, { firstName: body.firstName, lastName: body.lastName }))
    return new DomainError('VALIDATION_FAILED', MESSAGES.nameMismatch);
  const dobError = dateOfBirthError(body.dob, { now, state: app.propertyState });
  return dobError ? new DomainError('VALIDATION_FAILED', dobError) : null;
}

/** The name and date of birth kept for the owner (the date encrypted), and their profile's name. */
function identityColumns(body: SignerIdentity, encryptionKey: Uint8Array) {
  return {
    firstName: body.firstName.trim(),
    lastName: body.lastName.trim(),
    dobEncrypted: encryptField(encryptionKey, body.dob.trim()),
  };
}

async function renameProfile(
  tx: Pick<Db, 'update'>,
  invitation: SignerInvitationRow,
  body: SignerIdentity,
  now: Date,
) {
  if (!invitation.identityUuid) return;
  await tx
    .update(profiles)
    .set({ firstName: body.firstName.trim(), lastName: body.lastName.trim(), updatedAt: now })
    .where(eq(profiles.identityUuid, invitation.identityUuid));
}

/**
 * The owner confirms who they are (the name title gives them and their date of birth; no SSN: no credit is pulled
 * on an owner who does not borrow), consents to e-sign and agrees to the lien. When every owner has joined, the
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
  const [joined] = await deps.db.transaction(async (tx) => {
    const rows = await tx
      .update(signerInvitations)
      .set({
        joinedAt: who.now,
        ...identityColumns(body, who.encryptionKey),
        eSignConsentAt: who.now,
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

/**
 * The owner confirms who they are again, for the lender's ID verification task (decision 0183): the join's checks,
 * and the answers replace those given on joining. Runs in the caller's transaction, with the task's own change.
 */
export async function reconfirmSignerIdentity(
  tx: Pick<Db, 'update'>,
  ctx: SignerContext,
  body: SignerIdentity,
  who: { now: Date; encryptionKey: Uint8Array },
): Promise<void> {
  const refusal = identityRefusal(ctx.app, ctx.invitation, body, who.now);
  if (refusal) throw refusal;
  await tx
    .update(signerInvitations)
    .set(identityColumns(body, who.encryptionKey))
    .where(eq(signerInvitations.id, ctx.invitation.id));
  await renameProfile(tx, ctx.invitation, body, who.now);
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
