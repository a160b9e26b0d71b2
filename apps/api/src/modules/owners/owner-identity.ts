import { SIGNER_MESSAGES as MESSAGES, type SignerIdentity } from '@hearth/domain/additional-signers';
import { isApplicant } from '@hearth/domain/collateral';
import { DomainError } from '@hearth/domain/errors';
import { dateOfBirthError } from '@hearth/domain/validation';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { encryptField } from '../../db/field-crypto';
import type { ApplicationRow } from '../application/repository';
import { profiles } from '../identity/schema';
import { type SignerInvitationRow, signerInvitations } from './schema';
import type { SignerContext } from './signer-application';

/**
 * Who the owner says they are, checked as title and the spec check it: every word of the name among the title
 * owner's words, the date of birth by the spec's rules (at least 18, 19 for an Alabama home). The first refusal.
 */
export function identityRefusal(
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
export function identityColumns(body: SignerIdentity, encryptionKey: Uint8Array) {
  return {
    firstName: body.firstName.trim(),
    lastName: body.lastName.trim(),
    dobEncrypted: encryptField(encryptionKey, body.dob.trim()),
  };
}

export async function renameProfile(
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
